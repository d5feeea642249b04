import Foundation
import KeySim

/// The JUnit XML report of a replay (`--junit FILE`), as Jenkins, GitLab and GitHub's test
/// reporters read it: a `testsuites` with one `testsuite`, a `testcase` per script.
///
/// Every time in it is virtual (the script's own duration, from its events' `t`), never the
/// wall clock: the same scripts give the same bytes on any machine, and a previous report
/// still says how long each script is for `--shard-timings`.
enum JUnitReport {
    /// Opens the report's file at `path` (making its folder), emptied; nil when it cannot be
    /// written.
    static func open(_ path: String) -> FileHandle? {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return OutputFile.open(path)
    }

    /// Writes the report through `handle` and closes it; false when it cannot.
    static func write(_ text: String, to handle: FileHandle) -> Bool {
        do {
            try handle.write(contentsOf: Data(text.utf8))
            try handle.close()
            return true
        } catch {
            return false
        }
    }

    /// The suite's name.
    static let suiteName = "keysim replay"

    /// The report of `outcomes`, in their order; `shard` (`2/4`) is noted as a property.
    static func xml(_ outcomes: [ScriptOutcome], shard: String? = nil) -> String {
        let failures = outcomes.filter { $0.status == .fail }.count
        let errors = outcomes.filter { $0.status == .error }.count
        let time = ScriptOutcome.seconds(outcomes.reduce(0) { $0 + $1.milliseconds })
        let counts =
            "name=\"\(suiteName)\" tests=\"\(outcomes.count)\" failures=\"\(failures)\" errors=\"\(errors)\" "
            + "skipped=\"0\" time=\"\(time)\""
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<testsuites \(counts)>\n"
        text += "  <testsuite \(counts)"
        guard !outcomes.isEmpty || shard != nil else { return text + "/>\n</testsuites>\n" }
        text += ">\n"
        if let shard {
            text += "    <properties>\n"
            text += "      <property name=\"shard\" value=\"\(escaped(shard))\"/>\n"
            text += "    </properties>\n"
        }
        for outcome in outcomes { text += testcase(outcome) }
        return text + "  </testsuite>\n</testsuites>\n"
    }

    /// One script's `testcase`: named by its path, in the class of its folder.
    static func testcase(_ outcome: ScriptOutcome) -> String {
        let folder = outcome.path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .joined(separator: "/")
        let attributes =
            "classname=\"\(escaped(folder.isEmpty ? "." : folder))\" name=\"\(escaped(outcome.path))\" "
            + "file=\"\(escaped(outcome.path))\" time=\"\(outcome.seconds)\""
        var body = ""
        switch outcome.status {
        case .pass: break
        case .fail:
            body += "      <failure message=\"\(escaped(outcome.message ?? ""))\" type=\"expectation\">"
            body += escaped(outcome.failures.map(\.description).joined(separator: "\n"), attribute: false)
            body += "</failure>\n"
        case .error:
            let type = outcome.errorCode.map(errorType) ?? "error"
            body += "      <error message=\"\(escaped(outcome.message ?? ""))\" type=\"\(type)\">"
            body += escaped(outcome.error ?? "", attribute: false) + "</error>\n"
        }
        if !outcome.warnings.isEmpty {
            body += "      <system-err>"
            body += escaped(outcome.warnings.map(\.description).joined(separator: "\n"), attribute: false)
            body += "</system-err>\n"
        }
        if body.isEmpty { return "    <testcase \(attributes)/>\n" }
        return "    <testcase \(attributes)>\n" + body + "    </testcase>\n"
    }

    /// The `type` of an `error` element, after the exit code the script alone would give.
    static func errorType(_ code: Int32) -> String {
        switch code {
        case ExitCode.badData: "bad-data"
        case ExitCode.missingInput: "missing-file"
        case ExitCode.unavailable: "unavailable"
        default: "error"
        }
    }

    /// `text` as XML 1.0 character data or (`attribute`) an attribute value: `&`, `<` and `>`
    /// as entities, in an attribute the quotes too, and line breaks and tabs as character references
    /// (which it keeps, where a parser would turn them into spaces), a carriage return always
    /// so, and the characters XML 1.0 cannot hold at all (NUL, ESC and the other C0 controls,
    /// U+FFFE, U+FFFF) as U+FFFD, the replacement character.
    static func escaped(_ text: String, attribute: Bool = true) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += attribute ? "&quot;" : "\""
            case "'": result += attribute ? "&apos;" : "'"
            case "\n": result += attribute ? "&#10;" : "\n"
            case "\r": result += "&#13;"
            case "\t": result += attribute ? "&#9;" : "\t"
            default: result.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return result
    }

    /// Whether XML 1.0 allows the character (its production `Char`).
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
