import Foundation
import Testing

@testable import KeySimCore
@testable import KeySimSDL

/// The Korean keyboard in the real window under Xvfb, driven with xdotool: jamo clicked on the
/// keys compose into syllables in the window (libhangul through `keysim run`), and the
/// recording replays to the same text.
@Suite(.serialized)
struct WindowKoreanTests {
    /// The jamo clicked: 한글.
    static let jamo = ["ㅎ", "ㅏ", "ㄴ", "ㄱ", "ㅡ", "ㄹ"]

    /// The memo field's centre and the key centres clicked (whole window points), from the
    /// shipped Korean scene laid out headlessly.
    static func targets() throws -> (field: Point, keys: [Point]) {
        let root = KeySimProcess.root
        let scene = try Scene.decode(try SourceFile.read(root + "/Assets/Scenes/korean.json"))
        let devices = try DeviceCatalog.load(directory: root + "/Assets/Devices").catalog
        let device = try #require(devices.profile(named: "iphone-15"))
        let layouts = try LayoutCatalog.load(directory: root + "/Layouts").catalog
        var simulator = try Simulator(scene: scene, device: device, layouts: layouts)
        let index = try #require(simulator.index(of: "memo"))
        let field = simulator.fieldFrame(ofField: index).center
        _ = simulator.focus(fieldAt: index, time: 0)
        #expect(simulator.keyboard?.layout.id == "korean")
        let keys = try jamo.map { key in
            let centre = try #require(simulator.shownKeyCentre(key), "no key \(key)")
            return Point(x: centre.x.rounded(), y: centre.y.rounded())
        }
        return (field, keys)
    }

    @Test func clickedJamoComposeIntoSyllablesInTheWindowAndTheRecordingReplaysThem() throws {
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (field, keys) = try Self.targets()
        // What the field shows once 한글 is typed, from a replay of the same taps at the window's
        // scale: its first syllable, well left of the caret (which blinks).
        let script = folder.path + "/expected.jsonl"
        let lines =
            [#"{"keysim": 1, "scene": "korean", "device": "iphone-15"}"#, #"{"t": 0, "focus": "memo"}"#]
            + Self.jamo.enumerated().map { #"{"t": \#(400 + 300 * $0.offset), "tap": "\#($0.element)"}"# }
        try (lines.joined(separator: "\n") + "\n").write(toFile: script, atomically: true, encoding: .utf8)
        let expected = folder.path + "/expected.png"
        let shot = try KeySimProcess.run(["replay", script, "--screenshot", expected, "--scale", "1"])
        #expect(shot.status == 0, "\(shot.standardError)")
        let syllable = folder.path + "/syllable.png"
        let crop = "16x18+24+148"
        let cropped = try ProcessRunner.run("/usr/bin/env", ["convert", expected, "-crop", crop, "+repage", syllable])
        #expect(cropped.status == 0)

        let record = folder.path + "/r.jsonl"
        func click(_ point: Point) -> String { "click \(Int(point.x)) \(Int(point.y))" }
        let drive = """
            set -u
            "$1" run --scene korean --record "\(record)" &
            pid=$!
            \(KeySimProcess.findWindow)
            click \(Int(field.x.rounded())) \(Int(field.y.rounded()))
            \(try KeySimProcess.waitForKeyboard(scene: "korean", focus: "memo", in: folder))
            \(keys.map(click).joined(separator: "\n"))
            wait_for "한 in the field" 'shows "\(syllable)" \(crop)'
            kill -KILL $pid
            wait $pid
            exit 0
            """
        try drive.write(toFile: folder.path + "/drive.sh", atomically: true, encoding: .utf8)
        let (status, printed) = try KeySimProcess.runUnderXvfb(script: folder.path + "/drive.sh")
        #expect(status == 0, "\(printed)")

        let replay = try KeySimProcess.run(["replay", record, "--log", folder.path + "/log.jsonl"])
        #expect(replay.status == 0, "\(replay.standardError)")
        let result = try #require(
            try JSONSerialization.jsonObject(with: Data(replay.standardOutput.utf8)) as? [String: Any])
        let fields = try #require(result["fields"] as? [[String: Any]])
        #expect(fields.first { $0["id"] as? String == "memo" }?["text"] as? String == "한글")
        let log = try String(contentsOfFile: folder.path + "/log.jsonl", encoding: .utf8)
        #expect(log.contains(#""event":"commit","field":"memo","t":"#), "한 was committed when 글 began: \(log)")
        #expect(log.contains(#""event":"compose","field":"memo","t":"#) && log.contains(#""text":"글""#))
    }
}
