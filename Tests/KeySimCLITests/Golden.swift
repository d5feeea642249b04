import Foundation
import Testing

/// Golden files: a missing golden is recorded and the test fails; `KEYSIM_RECORD=1`
/// re-records; on a mismatch the actual output is written next to the golden
/// (`name.actual.ext`) so a diff shows what changed.
enum Golden {
    static func check(_ actual: String, against path: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    {
        let url = URL(fileURLWithPath: path)
        let actualURL = url.deletingPathExtension().appendingPathExtension("actual." + url.pathExtension)
        let record = ProcessInfo.processInfo.environment["KEYSIM_RECORD"] == "1"
        guard !record, let golden = try? String(contentsOf: url, encoding: .utf8) else {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded the golden \(path); check it and run again", sourceLocation: sourceLocation)
            return
        }
        if golden == actual {
            try? FileManager.default.removeItem(at: actualURL)
        } else {
            try actual.write(to: actualURL, atomically: true, encoding: .utf8)
            Issue.record(
                "output differs from the golden \(path); see \(actualURL.path)", sourceLocation: sourceLocation)
        }
    }
}
