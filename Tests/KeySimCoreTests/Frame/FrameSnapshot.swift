import Foundation
import Testing

@testable import KeySimCore

/// Golden JSON snapshots of frames, stored under `__Snapshots__/<TestFile>/<test>.json`
/// beside the test file. A missing golden is recorded and the test fails; `KEYSIM_RECORD=1`
/// re-records every golden; on a mismatch the actual frame is written next to the golden as
/// `<test>.actual.json` and the first differing line is reported.
enum FrameSnapshot {
    /// The frame as JSON text: one draw command per line, keys sorted.
    static func encoded(_ frame: Frame) -> String {
        let commands = frame.commands.map { "    " + json($0).encoded() }.joined(separator: ",\n")
        return """
            {
              "background": "\(frame.background)",
              "commands": [
            \(commands)
              ],
              "size": \(JSONOutput.array([number(frame.size.width), number(frame.size.height)]).encoded())
            }

            """
    }

    /// Compares `frame` with the golden named after the test.
    static func assertMatches(
        _ frame: Frame, named name: String, filePath: String = #filePath,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let testFile = URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
        let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__").appendingPathComponent(testFile)
        let golden = folder.appendingPathComponent(name + ".json")
        let actualURL = folder.appendingPathComponent(name + ".actual.json")
        let actual = encoded(frame)
        let manager = FileManager.default
        let record = ProcessInfo.processInfo.environment["KEYSIM_RECORD"] == "1"
        guard !record, let expected = try? String(contentsOf: golden, encoding: .utf8) else {
            try? manager.createDirectory(at: folder, withIntermediateDirectories: true)
            try? actual.write(to: golden, atomically: true, encoding: .utf8)
            Issue.record(
                Comment(rawValue: "recorded the golden \(golden.path); run the test again"),
                sourceLocation: sourceLocation)
            return
        }
        if expected == actual {
            try? manager.removeItem(at: actualURL)
            return
        }
        try? actual.write(to: actualURL, atomically: true, encoding: .utf8)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let shared = min(expectedLines.count, actualLines.count)
        let line = (0..<shared).first { expectedLines[$0] != actualLines[$0] } ?? shared
        let want = line < expectedLines.count ? String(expectedLines[line]) : "(end)"
        let got = line < actualLines.count ? String(actualLines[line]) : "(end)"
        let message =
            "frame differs from \(golden.lastPathComponent) at line \(line + 1):\n- \(want)\n+ \(got)\n"
            + "actual written to \(actualURL.path)"
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    private static func json(_ command: DrawCommand) -> JSONOutput {
        switch command {
        case .fill(let rect, let radius, let color):
            .object(["fill": json(rect), "radius": number(radius), "color": .string(color.description)])
        case .stroke(let rect, let radius, let width, let color):
            .object([
                "stroke": json(rect), "radius": number(radius), "width": number(width),
                "color": .string(color.description),
            ])
        case .text(let text, let origin, let style):
            .object([
                "text": .string(text), "at": .array([number(origin.x), number(origin.y)]),
                "size": number(style.size), "weight": .string(style.weight.rawValue),
                "color": .string(style.color.description),
            ])
        case .icon(let icon, let rect, let color):
            .object(["icon": .string(icon.rawValue), "in": json(rect), "color": .string(color.description)])
        case .pushClip(let rect):
            .object(["pushClip": json(rect)])
        case .popClip:
            .object(["popClip": true])
        }
    }

    /// A coordinate rounded to a thousandth of a point, so goldens read `13.05`, not
    /// `13.049999999999999`.
    private static func number(_ value: Double) -> JSONOutput {
        .number((value * 1000).rounded() / 1000)
    }

    private static func json(_ rect: Rect) -> JSONOutput {
        .array([number(rect.x), number(rect.y), number(rect.width), number(rect.height)])
    }
}
