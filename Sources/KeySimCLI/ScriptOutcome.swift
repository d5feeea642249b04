import KeySim
import KeySimCore

/// What one script of a replay came to, as the PASS/FAIL lines, the `--json` summary and the
/// `--junit` report all tell it.
struct ScriptOutcome: Equatable, Sendable {
    enum Status: String, Sendable {
        /// Replayed to its end with every expectation holding.
        case pass
        /// Replayed to its end with an expectation that did not hold.
        case fail
        /// Could not be replayed to its end (bad input, a missing file, a result not written).
        case error
    }

    /// The script's path as given (or as its folder was expanded).
    var path: String
    var status: Status
    /// Expectations checked, held or not.
    var checks: Int
    /// The expectations that did not hold, in script order.
    var failures: [Diagnostic]
    /// Why it could not be replayed to its end, as printed on stderr.
    var error: String?
    /// The exit code that reason gives (65, 66 or 69).
    var errorCode: Int32?
    /// Problems that did not stop the replay (lines run late, a cut-off last line).
    var warnings: [Diagnostic]
    /// The virtual time the replay reached, in ms: the script's duration, the same every run.
    var milliseconds: Int
}

extension ScriptOutcome {
    /// What `run` came to.
    init(_ run: ScriptRun) {
        path = run.path
        checks = (run.report?.passed ?? 0) + (run.report?.failures.count ?? 0)
        failures = run.report?.failures ?? []
        warnings = run.report?.warnings ?? []
        milliseconds = run.report?.simulator.now ?? 0
        error = run.failure?.message
        errorCode = run.failure?.code
        if run.report == nil || run.failure != nil {
            status = .error
        } else {
            status = failures.isEmpty ? .pass : .fail
        }
    }

    /// Marks a script replayed to its end as an error after all: what it wrote could not be.
    mutating func erred(_ message: String, code: Int32) {
        status = .error
        error = message
        errorCode = code
    }

    /// The one-line reason a script failed or erred: the first failed expectation as
    /// `path:line:column: expected …, found …`, or what stopped it; nil for a pass.
    var message: String? {
        switch status {
        case .pass: nil
        case .fail: failures.first.map(Self.located)
        case .error: error
        }
    }

    /// `path:line:column: message`, without the severity the terminal shows.
    static func located(_ diagnostic: Diagnostic) -> String {
        guard let position = diagnostic.position else { return "\(diagnostic.path): \(diagnostic.message)" }
        return "\(diagnostic.path):\(position.line):\(position.column): \(diagnostic.message)"
    }

    /// The duration in seconds with three decimals (`0.580`), written from whole milliseconds
    /// so that no rounding of a binary fraction can differ between runs.
    var seconds: String { Self.seconds(milliseconds) }

    static func seconds(_ milliseconds: Int) -> String {
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// The line a folder run prints for it.
    var line: String {
        switch status {
        case .pass: "PASS \(path) (\(checks) checks)"
        case .fail: "FAIL \(path) (\(failures.count) of \(checks) checks failed)"
        case .error: "ERROR \(path) (could not be replayed)"
        }
    }

    /// The `--json` summary of a folder run: sorted keys, durations in (virtual) seconds.
    static func summary(_ outcomes: [ScriptOutcome]) -> String {
        let passed = outcomes.filter { $0.status == .pass }.count
        let scripts = outcomes.map { outcome -> JSONOutput in
            var object: [String: JSONOutput] = [
                "path": .string(outcome.path), "status": .string(outcome.status.rawValue),
                "duration": .number(Double(outcome.milliseconds) / 1000),
            ]
            if let message = outcome.message { object["message"] = .string(message) }
            return .object(object)
        }
        let summary: JSONOutput = .object([
            "passed": .number(Double(passed)), "failed": .number(Double(outcomes.count - passed)),
            "scripts": .array(scripts),
        ])
        return summary.encoded(pretty: true) + "\n"
    }
}
