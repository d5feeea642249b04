import Foundation
import Testing

@testable import KeySimCore
@testable import KeySimSDL

/// The space bar's trackpad in the real window under Xvfb, driven with xdotool: the mouse
/// held on the space bar, dragged left and let go moves the caret and types no space; the
/// recording replays to the same caret.
@Suite(.serialized)
struct WindowTrackpadTests {
    /// The name field's centre, the space bar's centre, and how far left a drag from it goes to
    /// bring the caret from the end of "Ann Lee Smith" to after "Lee", in window points.
    static func targets() throws -> (name: Point, space: Point, slide: Double) {
        let root = KeySimProcess.root
        let scene = try Scene.decode(try SourceFile.read(root + "/Assets/Scenes/demo.json"))
        let devices = try DeviceCatalog.load(directory: root + "/Assets/Devices").catalog
        let device = try #require(devices.profile(named: "iphone-15"))
        let layouts = try LayoutCatalog.load(directory: root + "/Layouts").catalog
        let theme = try Theme.decode(try SourceFile.read(root + "/Assets/Themes/light.json"))
        var simulator = try Simulator(scene: scene, device: device, layouts: layouts)
        let name = try #require(simulator.index(of: "name"))
        let box = simulator.fieldFrame(ofField: name)
        _ = simulator.focus(fieldAt: name, time: 0)
        let space = try #require(simulator.shownKeyCentre("space"))
        let style = theme.fonts.fieldText.style(theme.colors.fieldText)
        return (box.center, space, try FontLibrary().width(of: " Smith", style: style))
    }

    @Test func aHeldSpaceBarDraggedLeftMovesTheCaretAndTheRecordingReplaysIt() throws {
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (name, space, slide) = try Self.targets()
        func at(_ point: Point) -> String { "\(Int(point.x.rounded())) \(Int(point.y.rounded()))" }
        let record = folder.path + "/r.jsonl"
        // Dragged in steps, as a hand moves, by the width of " Smith" (to the point; the caret snaps).
        let steps = (1...6).map { step in
            "xdotool mousemove $((X + \(Int(space.x.rounded()) - Int((slide * Double(step) / 6).rounded())))) $((Y + \(Int(space.y.rounded())))); sleep 0.05"
        }
        let script = """
            set -u
            "$1" run --record "\(record)" &
            pid=$!
            \(KeySimProcess.findWindow)
            click \(at(name))
            xdotool type --delay 40 "Ann Lee Smith"
            wait_for "the typing recorded" '[ "$(grep -cF -- "\\"press\\":\\"h\\"" "\(record)")" -ge 1 ]'
            set -- \(at(space))
            xdotool mousemove $((X + $1)) $((Y + $2)) mousedown 1
            sleep 0.9
            \(steps.joined(separator: "\n"))
            xdotool mouseup 1
            wait_for "the drag recorded" '[ $(recorded "\\"up\\"") -ge 2 ]'
            kill -KILL $pid
            wait $pid
            exit 0
            """
        try script.write(toFile: folder.path + "/drive.sh", atomically: true, encoding: .utf8)
        let (status, printed) = try KeySimProcess.runUnderXvfb(script: folder.path + "/drive.sh")
        #expect(status == 0, "\(printed)")

        let replay = try KeySimProcess.run(["replay", record, "--log", folder.path + "/log.jsonl"])
        #expect(replay.status == 0, "\(replay.standardError)")
        let result = try #require(
            try JSONSerialization.jsonObject(with: Data(replay.standardOutput.utf8)) as? [String: Any])
        let fields = try #require(result["fields"] as? [[String: Any]])
        let field = try #require(fields.first { $0["id"] as? String == "name" })
        #expect(field["text"] as? String == "Ann Lee Smith", "no space typed: \(replay.standardOutput)")
        #expect(field["selection"] as? [Int] == [7, 7], "the caret after \"Lee\"")
        let log = try String(contentsOfFile: folder.path + "/log.jsonl", encoding: .utf8)
        #expect(log.contains(#""event":"trackpadStart""#))
        #expect(log.contains(#""event":"trackpadEnd""#))
    }
}
