import Foundation
import KeySim
import KeySimCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `keysim replay … --update`: each script replayed, the values of its failed `expect` checks
/// written over with what was found (snapshot-testing style), then replayed again to confirm.
///
/// Only the failed values change, in place (``ScriptRewrite``); a script that passes, or that
/// cannot be replayed (bad data, a missing file), is never written. A file is replaced whole
/// by renaming a finished copy over it, so a crash leaves the old script or the new one.
/// Secure text found without `--reveal-secure` is bullets: it is never written (the check is
/// left as it was, with a message); with `--reveal-secure` what was typed is written.
enum ScriptUpdate {
    /// What updating one script came to.
    struct Outcome: Sendable {
        enum Verdict: Equatable, Sendable {
            /// Every check held: the file was not written.
            case passed
            /// `values` values were written; `stillFailing` checks fail on the second replay.
            case updated(values: Int, stillFailing: Int)
            /// Checks failed and none could be written.
            case failed(checks: Int)
            /// The script could not be replayed (or written): it was left as it was.
            case error(code: Int32)
        }

        var path: String
        var verdict: Verdict
        /// What goes to standard error, a line each.
        var messages: [String]

        /// The line standard output gets.
        var line: String {
            switch verdict {
            case .passed: return "PASS \(path)"
            case .updated(let values, 0): return "UPDATED \(path) (\(Self.count(values, "value")))"
            case .updated(let values, let failing):
                return "UPDATED \(path) (\(Self.count(values, "value")); \(Self.count(failing, "check")) still failing)"
            case .failed(let checks):
                return "FAIL \(path) (\(Self.count(checks, "check")) failed, none could be updated)"
            case .error: return "ERROR \(path) (could not be replayed; left as it was)"
            }
        }

        static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
    }

    /// Updates every script in `scripts`, `jobs` at once, and prints a line each and the tally.
    ///
    /// - Returns: 0 when every script passes now, 1 when a check still fails, else the code of
    ///   the first script that could not be replayed (65 bad data, 66 a missing file, …).
    static func run(
        _ scripts: [String], jobs: Int, environment: ReplayEnvironment, settings: ScriptRun.Settings,
        output: inout some CommandOutput
    ) -> Int32 {
        // A script named twice (a folder and a file in it) is updated once.
        var seen: Set<String> = []
        let scripts = scripts.filter { seen.insert(URL(fileURLWithPath: $0).resolvingSymlinksInPath().path).inserted }
        var settings = settings
        settings.showProgress = false  // workers at once would write over one another's
        let shared = settings
        let outcomes = OutcomesBox(count: scripts.count)
        let workers = min(jobs, scripts.count)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var index = worker
            while index < scripts.count {
                outcomes.set(index, update(scripts[index], environment: environment, settings: shared))
                index += workers
            }
        }
        var tally = (updated: 0, passed: 0, failed: 0)
        var code: Int32?
        for outcome in outcomes.all {
            for message in outcome.messages { output.writeError(message + "\n") }
            output.write(outcome.line + "\n")
            switch outcome.verdict {
            case .passed: tally.passed += 1
            case .updated(_, 0): tally.updated += 1
            case .updated, .failed:
                tally.failed += 1
                code = code ?? ExitCode.expectationFailed
            case .error(let error):
                tally.failed += 1
                if code == nil || code == ExitCode.expectationFailed { code = error }
            }
        }
        output.write("\(tally.updated) updated, \(tally.passed) passed, \(tally.failed) failed\n")
        return code ?? ExitCode.success
    }

    /// Replays the script at `path`, writes the found values over its failed checks, and
    /// replays it again.
    static func update(_ path: String, environment: ReplayEnvironment, settings: ScriptRun.Settings) -> Outcome {
        let run = ScriptRun.run(path, environment: environment, settings: settings)
        guard let report = run.report, run.failure == nil else {
            return Outcome(
                path: path, verdict: .error(code: run.failure?.code ?? ExitCode.badData), messages: run.messages)
        }
        // The failures written over are what the diff shows; those that cannot be are told.
        var messages = report.warnings.map(\.description)
        if report.succeeded { return Outcome(path: path, verdict: .passed, messages: messages) }
        var replacements: [ScriptRewrite.Replacement] = []
        for (failure, mismatch) in zip(report.failures, report.mismatches) {
            switch mismatch.found {
            case .value(let value):
                replacements.append(.init(key: mismatch.key, keyPosition: mismatch.position, value: value))
            case .unwritable(let why):
                messages.append(failure.description)
                messages.append(
                    Diagnostic(
                        path: path, position: mismatch.position, message: "cannot update '\(mismatch.key)': \(why)"
                    )
                    .description)
            }
        }
        guard !replacements.isEmpty else {
            return Outcome(path: path, verdict: .failed(checks: report.failures.count), messages: messages)
        }
        do throws(Failure) {
            let bytes = try read(path)
            let rewritten: [UInt8]
            do throws(DataError) {
                rewritten = try ScriptRewrite.apply(replacements, to: bytes)
            } catch {
                throw Failure(Diagnostic(path: path, error).description)
            }
            try write(rewritten, over: path)
        } catch {
            messages.append(error.message)
            return Outcome(path: path, verdict: .error(code: ExitCode.badData), messages: messages)
        }
        // Replayed again: a value written can only be confirmed by the replay that reads it.
        let again = ScriptRun.run(path, environment: environment, settings: settings)
        messages += again.messages.filter { !messages.contains($0) }
        guard let second = again.report, again.failure == nil else {
            return Outcome(
                path: path, verdict: .error(code: again.failure?.code ?? ExitCode.badData), messages: messages)
        }
        return Outcome(
            path: path, verdict: .updated(values: replacements.count, stillFailing: second.failures.count),
            messages: messages)
    }

    /// Why a script could not be read or written.
    struct Failure: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    private static func read(_ path: String) throws(Failure) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure("keysim replay: error: cannot read \(path) again to update it")
        }
        return [UInt8](data)
    }

    /// Writes `bytes` over the file at `path` (where a symbolic link points), atomically: into a
    /// new file beside it with the same permissions, flushed to disk, then renamed over it.
    static func write(_ bytes: [UInt8], over path: String) throws(Failure) {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        let folder = target.deletingLastPathComponent().path
        let temporary = folder + "/.\(target.lastPathComponent).keysim-update-\(getpid())"
        let permissions =
            (try? FileManager.default.attributesOfItem(atPath: target.path))?[.posixPermissions] as? NSNumber
        let mode = mode_t(permissions?.uint16Value ?? 0o644)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else {
            throw Failure("keysim replay: error: cannot update \(path): cannot create a file in \(folder)")
        }
        var written = 0
        let finished: Bool = bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let count = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                guard count > 0 else { return false }
                written += count
            }
            return true
        }
        let flushed = fsync(descriptor) == 0
        close(descriptor)
        guard finished, flushed, rename(temporary, target.path) == 0 else {
            unlink(temporary)
            throw Failure("keysim replay: error: cannot update \(path): writing it failed, and it was left as it was")
        }
    }
}

extension ScriptRun {
    /// What a run tells standard error, a line each: warnings, failed checks, the error.
    var messages: [String] {
        var lines: [String] = []
        if let report {
            lines += report.warnings.map(\.description)
            lines += report.failures.map(\.description)
        }
        if let failure { lines.append(failure.message) }
        return lines
    }
}

/// Outcomes filled in by concurrent workers, each at its own index.
private final class OutcomesBox: @unchecked Sendable {
    private var outcomes: [ScriptUpdate.Outcome?]
    private let lock = NSLock()

    init(count: Int) { outcomes = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ outcome: ScriptUpdate.Outcome) {
        lock.lock()
        outcomes[index] = outcome
        lock.unlock()
    }

    var all: [ScriptUpdate.Outcome] {
        lock.lock()
        defer { lock.unlock() }
        return outcomes.compactMap { $0 }
    }
}

extension ScriptUpdate {
    /// What `keysim replay --help` says of `--update`.
    static let optionHelp =
        "Write what was found over the values of failed 'expect' checks in the script files (only those "
        + "values, in place; review the diff), then replay them again: PASS or UPDATED (FAIL, ERROR) per "
        + "script, then 'N updated, M passed, K failed'. Scripts that pass or cannot be replayed are not "
        + "written. Secure text is written only with --reveal-secure."

    /// The options that write what one run shows: with `--update` (which replays each script
    /// twice and writes scripts) they are refused.
    static let outputOptions = [
        "result", "log", "frames", "fps", "screenshot", "speak", "junit", "json", "artifacts", "artifacts-all",
    ]

    /// Why `--update` cannot run with these arguments, or nil when it can.
    static func usageProblem(_ parsed: Arguments, scripts: [String]) -> String? {
        if let option = outputOptions.first(where: { parsed[$0] != nil || parsed.has($0) }) {
            return
                "'--update' writes scripts, not what a run shows: leave out '--\(option)' (replay again without '--update' for it)"
        }
        for script in scripts {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: script, isDirectory: &isFolder)
            let resolved = URL(fileURLWithPath: script).resolvingSymlinksInPath().path
            let attributes = exists ? try? FileManager.default.attributesOfItem(atPath: resolved) : nil
            let isRegular = (attributes?[.type] as? FileAttributeType) == .typeRegular
            if script == "-" || (exists && !isFolder.boolValue && !isRegular) {
                return
                    "'--update' rewrites script files in place, and '\(script)' is not one (standard input, a pipe or a device)"
            }
        }
        return nil
    }
}
