import Foundation
import KeySimCore
import KeySimSDL
import Testing

/// F2 in the real window (on an X server of its own, driven with xdotool) turns the inspector
/// on: the keyboard's hit regions tinted and the last click marked on the key it chose, while
/// the form above stays as it was.
@Suite(.serialized)
struct WindowInspectorTests {
    @Test func f2ShowsTheInspectorWithTheLastClickMarkedOnItsKey() throws {
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let letters = try #require(try WindowEndToEndTests.keyCentres()["letters"])
        let email = try WindowEndToEndTests.fieldCentre("email")
        let x = try #require(letters["x"])
        let q = try #require(letters["q"])
        // F2 is not recorded: its end is the touch dot drawn where x was clicked.
        let touchDot = InspectorStyle.touchDot
        let hex = "#" + [touchDot.red, touchDot.green, touchDot.blue].map { String(format: "%02X", Int($0)) }.joined()
        let clicks = [
            "click \(Int(email.x.rounded())) \(Int(email.y.rounded()))",
            try KeySimProcess.waitForKeyboard(focus: "email", in: folder),
            "click \(Int(x.x.rounded())) \(Int(x.y.rounded()))",
            "xdotool key F2",
            "wait_for \"the inspector\" '[ \"$(pixel \(Int(x.x.rounded())) \(Int(x.y.rounded())))\" = \"\(hex)\" ]'",
        ]
        let record = folder.path + "/r.jsonl"
        let windowShot = folder.path + "/window.png"
        try WindowEndToEndTests.drive(
            clicks: clicks, record: record, screenshot: windowShot, signal: "TERM", in: folder)

        let headlessShot = folder.path + "/headless.png"
        let replay = try KeySimProcess.run(["replay", record, "--screenshot", headlessShot, "--scale", "1"])
        #expect(replay.status == 0, "\(replay.standardError)")
        #expect(replay.standardOutput.contains("\"text\": \"x\""), "F2 types nothing and is not recorded")
        let window = try Image.load(png: windowShot)
        let headless = try Image.load(png: headlessShot)

        // The click on x is marked with the touch dot.
        let dot = window[Int(x.x.rounded()), Int(x.y.rounded())]
        #expect(
            dot.red == InspectorStyle.touchDot.red && dot.green == InspectorStyle.touchDot.green
                && dot.blue == InspectorStyle.touchDot.blue, "\(dot)")
        // Between q and the row below it, q's hit region is tinted.
        let gap = (x: Int(q.x.rounded()), y: Int((q.y + 26).rounded()))
        #expect(window[gap.x, gap.y] != headless[gap.x, gap.y], "the hit region between the rows is tinted")
        // The form above the keyboard is as the replay draws it.
        let keyboardTop = 852 - 291
        let form = Rect(x: 0, y: 0, width: 393, height: Double(keyboardTop - 40))
        #expect(differingPixels(window, headless, in: form) == 0)
        #expect(
            differingPixels(window, headless, in: Rect(x: 0, y: Double(keyboardTop), width: 393, height: 291)) > 5_000)
    }

    /// Pixels (1 a point) inside `rect` that differ by more than 2 in any channel.
    private func differingPixels(_ first: Image, _ second: Image, in rect: Rect) -> Int {
        var count = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let a = first[x, y]
                let b = second[x, y]
                let delta = max(
                    abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
                if delta > 2 { count += 1 }
            }
        }
        return count
    }
}
