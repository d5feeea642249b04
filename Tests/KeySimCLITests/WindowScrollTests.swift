import Foundation
import KeySimCore
import KeySimSDL
import Testing

/// The real window under Xvfb scrolls its form with the mouse wheel (`xdotool click 5`) and
/// with a drag (`mousedown`, `mousemove`, `mouseup`), records both, and the recording replays
/// to the same scroll and the same picture.
@Suite(.serialized)
struct WindowScrollTests {
    /// The demo form on an iPhone 15, as the window lays it out.
    static func form() throws -> FormLayout {
        let scene = try Scene.decode(try SourceFile.read(KeySimProcess.root + "/Assets/Scenes/demo.json"))
        return FormLayout(scene: scene, screen: Size(width: 393, height: 852))
    }

    @Test func theWheelAndADragScrollTheWindowsFormAndTheRecordingReplaysToTheSameScroll() throws {
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = folder.path + "/r.jsonl"
        let windowShot = folder.path + "/window.png"
        // Three notches down (120 pt), then a drag from y 700 up to 385: it takes hold 15 pt
        // in, past the 10 pt slop, and moves the form 300 pt more. The URL field, laid out
        // from y 859 (below the 852 pt screen), is then drawn from 439, above the keyboard
        // it brings up: a click there focuses it and the form stays where it is.
        let url = try #require(try Self.form().frame(of: "url")).field
        #expect(url.minY > 852)
        let total = 120.0 + 300.0
        let clickY = Int((url.midY - total).rounded())
        let script = """
            set -u
            "$1" run --record "\(record)" --screenshot "\(windowShot)" &
            pid=$!
            \(KeySimProcess.findWindow)
            xdotool mousemove $((X + 196)) $((Y + 400)); sleep 0.2
            for i in 1 2 3; do xdotool click 5; sleep 0.2; done
            xdotool mousemove $((X + 196)) $((Y + 700)) mousedown 1; sleep 0.2
            for y in 695 685 585 485 385; do xdotool mousemove $((X + 196)) $((Y + y)); sleep 0.15; done
            xdotool mouseup 1; sleep 0.3
            click 196 \(clickY)
            sleep 1.0
            kill -TERM $pid
            wait $pid
            """
        try script.write(toFile: folder.path + "/drive.sh", atomically: true, encoding: .utf8)
        let (status, printed) = try KeySimProcess.runUnderXvfb(script: folder.path + "/drive.sh")
        #expect(status == 0, "\(printed)")

        let recorded = try String(contentsOfFile: record, encoding: .utf8)
        let wheels = recorded.split(separator: "\n").filter { $0.contains("\"wheel\"") }
        #expect(wheels.count == 3, "one wheel line a notch")
        #expect(wheels.allSatisfy { $0.contains("\"dy\":1") }, "click 5 turns the wheel towards the person")

        let headlessShot = folder.path + "/headless.png"
        let replay = try KeySimProcess.run(["replay", record, "--screenshot", headlessShot, "--scale", "1"])
        #expect(replay.status == 0, "\(replay.standardError)")
        let result = try #require(
            try JSONSerialization.jsonObject(with: Data(replay.standardOutput.utf8)) as? [String: Any])
        #expect(result["scroll"] as? Double == total, "\(recorded)")
        #expect(result["focused"] as? String == "url", "the field that was below the screen took the click")

        // The window showed what the replay of its recording shows at the same moment.
        let window = try Image.load(png: windowShot)
        let headless = try Image.load(png: headlessShot)
        let difference = window.difference(to: headless, tolerance: 2)
        #expect(difference.isWithinTolerance, "\(difference)")
    }
}
