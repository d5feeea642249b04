import Foundation
import KeySimCore
import KeySimSDL
import Testing

/// `keysim run --voiceover` under Xvfb, clicked with xdotool: the window is taller by the
/// caption strip, a click on a field shows what VoiceOver says of it there, and the recording
/// replays (VoiceOver on from its header) to the same announcement and the same picture.
@Suite(.serialized)
struct WindowVoiceOverTests {
    @Test func clickingAFieldShowsItsAnnouncementInTheCaptionStripUnderTheScreen() throws {
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = try WindowEndToEndTests.fieldCentre("name")
        let record = folder.path + "/r.jsonl"
        let windowShot = folder.path + "/window.png"
        let strip = "393x\(Int(CaptionStyle.height))+0+852"
        let script = """
            set -u
            "$1" run --voiceover --record "\(record)" --screenshot "\(windowShot)" &
            pid=$!
            \(KeySimProcess.findWindow)
            echo "size ${WIDTH}x${HEIGHT}"
            echo "strip before $(pixel 196 880)"
            import -window "$wid" -crop \(strip) +repage "$scratch/empty.png"
            click \(Int(name.x.rounded())) \(Int(name.y.rounded()))
            wait_for "the caption" '! shows "$scratch/empty.png" \(strip)'
            \(try KeySimProcess.waitForKeyboard(focus: "name", in: folder))
            kill -TERM $pid
            wait $pid
            """
        try script.write(toFile: folder.path + "/drive.sh", atomically: true, encoding: .utf8)
        let (status, printed) = try KeySimProcess.runUnderXvfb(script: folder.path + "/drive.sh")
        #expect(status == 0, "\(printed)")
        #expect(printed.contains("size 393x\(852 + Int(CaptionStyle.height))"), "\(printed)")
        #expect(printed.contains("strip before \(CaptionStyle.background)"), "\(printed)")

        let recorded = try String(contentsOfFile: record, encoding: .utf8)
        #expect(recorded.hasPrefix(#"{"device":"iphone-15","keysim":1,"scene":"demo","voiceover":true}"#))

        let log = folder.path + "/log.jsonl"
        let headlessShot = folder.path + "/headless.png"
        let replay = try KeySimProcess.run([
            "replay", record, "--log", log, "--screenshot", headlessShot, "--scale", "1",
        ])
        #expect(replay.status == 0, "\(replay.standardError)")
        let announced = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
            .filter { $0.contains(#""event":"announce""#) }
        #expect(announced.count == 1)
        #expect(announced.first?.contains(#""text":"Name, Jane Appleseed, text field, is editing""#) == true)

        let window = try Image.load(png: windowShot)
        let headless = try Image.load(png: headlessShot)
        #expect(window.width == 393 && window.height == 852 + Int(CaptionStyle.height))
        let difference = window.difference(to: headless, tolerance: 2)
        #expect(difference.isWithinTolerance, "the window shows what the replay draws, caption and all: \(difference)")
    }
}
