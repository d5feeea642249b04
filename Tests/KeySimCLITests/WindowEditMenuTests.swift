import Foundation
import Testing

@testable import KeySimCore
@testable import KeySimSDL

/// The edit menu in the real window under Xvfb, driven with xdotool: a double click on a word
/// selects it and shows the menu; a click on its Copy copies the word. The recording replays
/// to the same pasteboard.
@Suite(.serialized)
struct WindowEditMenuTests {
    /// Where a double tap on "Lee" lands and where the menu it shows draws Copy, in window
    /// points, worked out headlessly with the fonts and theme the window draws with.
    static func targets() throws -> (name: Point, word: Point, copy: Point) {
        let scene = try Scene.decode(try SourceFile.read(KeySimProcess.root + "/Assets/Scenes/demo.json"))
        let root = KeySimProcess.root
        let devices = try DeviceCatalog.load(directory: root + "/Assets/Devices").catalog
        let device = try #require(devices.profile(named: "iphone-15"))
        let layouts = try LayoutCatalog.load(directory: root + "/Layouts").catalog
        let theme = try Theme.decode(try SourceFile.read(KeySimProcess.root + "/Assets/Themes/light.json"))
        let builder = FrameBuilder(theme: theme, measurer: try FontLibrary())
        var simulator = try Simulator(scene: scene, device: device, layouts: layouts)
        let name = try #require(simulator.index(of: "name"))
        let box = simulator.fieldFrame(ofField: name)
        _ = simulator.focus(fieldAt: name, time: 0)
        _ = simulator.hardwareText("Ann Lee Smith", at: 100)
        let geometry = builder.fieldGeometries(of: simulator)[name]
        let style = theme.fonts.fieldText.style(theme.colors.fieldText)
        let word = Point(
            x: geometry.inner.minX + builder.measurer.width(of: "Ann Le", style: style) - geometry.scroll,
            y: geometry.box.midY - simulator.scrollOffset)
        for time in [1_000, 1_120] {
            _ = simulator.touch(.down, at: word, finger: 0, time: time, fieldLocator: builder)
            _ = simulator.touch(.up, at: word, finger: 0, time: time + 30, fieldLocator: builder)
        }
        let copy = try #require(builder.editMenuLayout(of: simulator).first { $0.item == "Copy" }).cell.center
        return (box.center, word, copy)
    }

    @Test func aDoubleClickedWordIsCopiedWithTheMenuAndTheRecordingReplaysIt() throws {
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (name, word, copy) = try Self.targets()
        func at(_ point: Point) -> String { "\(Int(point.x.rounded())) \(Int(point.y.rounded()))" }
        let record = folder.path + "/r.jsonl"
        let script = """
            set -u
            "$1" run --record "\(record)" &
            pid=$!
            \(KeySimProcess.findWindow)
            click \(at(name))
            xdotool type --delay 40 "Ann Lee Smith"
            wait_for "the typing recorded" '[ "$(grep -cF -- "\\"press\\":\\"h\\"" "\(record)")" -ge 1 ]'
            before=$(recorded '"touch"')
            set -- \(at(word))
            xdotool mousemove $((X + $1)) $((Y + $2)) click --repeat 2 --delay 120 1
            wait_for "the double click recorded" '[ $(recorded "\\"touch\\"") -ge $((before + 4)) ]'
            click \(at(copy))
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
        #expect(result["pasteboard"] as? String == "Lee", "\(replay.standardOutput)")
        #expect(result["menu"] as? [String] == [])
        let log = try String(contentsOfFile: folder.path + "/log.jsonl", encoding: .utf8)
        #expect(log.contains(#""items":["Cut","Copy"]"#), "the double click showed the menu")
        #expect(log.contains(#""item":"Copy""#))
    }
}
