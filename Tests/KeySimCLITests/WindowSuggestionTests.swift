import Foundation
import Testing

@testable import KeySimCore
@testable import KeySimSDL

/// The QuickType bar in the real window under Xvfb, driven with xdotool: a mistyped word
/// clicked out on the keys, then a click on the bar's middle slot puts its correction in with a
/// space. The recording replays to the same text and says the slot was tapped.
@Suite(.serialized)
struct WindowSuggestionTests {
    /// What is clicked: the demo form's default-keyboard field, then these letters (the shift
    /// the field turns on at its start makes the first a capital).
    static let typed = "i saw teh"

    /// The field's centre, the key centres clicked for ``typed`` (whole window points, as
    /// xdotool clicks them), the bar's middle slot's centre worked out from the device, and the
    /// word that slot shows after those clicks, found headlessly with the shipped dictionary.
    static func targets() throws -> (field: Point, keys: [Point], slot: Point, plate: Point, word: String) {
        let root = KeySimProcess.root
        let scene = try Scene.decode(try SourceFile.read(root + "/Assets/Scenes/demo.json"))
        let devices = try DeviceCatalog.load(directory: root + "/Assets/Devices").catalog
        let device = try #require(devices.profile(named: "iphone-15"))
        let layouts = try LayoutCatalog.load(directory: root + "/Layouts").catalog
        var simulator = try Simulator(scene: scene, device: device, layouts: layouts)
        simulator.dictionaries = DictionaryAccess(source: DictionaryFolder(path: root + "/Assets/Dictionaries"))
        let index = try #require(simulator.index(of: "default"))
        let field = simulator.fieldFrame(ofField: index).center
        _ = simulator.focus(fieldAt: index, time: 0)
        var time = 1_000
        var keys: [Point] = []
        for character in typed {
            let centre = try #require(simulator.shownKeyCentre(character == " " ? "space" : String(character)))
            let point = Point(x: centre.x.rounded(), y: centre.y.rounded())
            keys.append(point)
            _ = simulator.touch(.down, at: point, finger: 0, time: time)
            _ = simulator.touch(.up, at: point, finger: 0, time: time + 60)
            time += 400
        }
        // The bar: the 45 pt above the keys (852 - 291 on the iPhone 15 in portrait), in thirds
        // of the screen's 393 pt.
        let barHeight = device.keyboard.suggestionBarHeight
        let barTop = device.keyboardOrigin.y - barHeight
        #expect(barTop == 852 - 291 - 45)
        let third = device.screen.width / 3
        let slot = Point(x: (third * 1.5).rounded(), y: (barTop + barHeight / 2).rounded())
        #expect(simulator.suggestionBarFrame == Rect(x: 0, y: barTop, width: 393, height: barHeight))
        let bar = try #require(simulator.suggestionBar)
        #expect(bar.slots.count == 3)
        #expect(bar.slots[1].kind == .autocorrection, "the middle slot is on the plate")
        // Inside the plate, left of the word: the plate's colour shows there.
        let plate = Point(x: third + FrameBuilder.suggestionPlateInset.dx + 6, y: slot.y)
        return (field, keys, slot, plate, bar.slots[1].word)
    }

    @Test func clickingTheBarsMiddleSlotPutsTheCorrectionInWithASpaceAndTheRecordingReplaysIt() throws {
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (field, keys, slot, plate, word) = try Self.targets()
        let theme = try Theme.decode(try SourceFile.read(KeySimProcess.root + "/Assets/Themes/light.json"))
        let highlight = theme.colors.suggestionHighlight
        let plateColour = String(format: "#%02X%02X%02X", highlight.red, highlight.green, highlight.blue)
        #expect(word == "the", "the middle slot shows the autocorrection of 'teh'")
        func click(_ point: Point) -> String { "click \(Int(point.x)) \(Int(point.y.rounded()))" }
        let record = folder.path + "/r.jsonl"
        let script = """
            set -u
            "$1" run --record "\(record)" &
            pid=$!
            \(KeySimProcess.findWindow)
            click \(Int(field.x.rounded())) \(Int(field.y.rounded()))
            \(try KeySimProcess.waitForKeyboard(focus: "default", in: folder))
            \(keys.map(click).joined(separator: "\n"))
            wait_for "the autocorrection's plate" '[ "$(pixel \(Int(plate.x)) \(Int(plate.y)))" = "\(plateColour)" ]'
            \(click(slot))
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
        let text = try #require(fields.first { $0["id"] as? String == "default" })["text"] as? String
        #expect(text == "I saw \(word) ", "the corrected word and a space: \(replay.standardOutput)")
        #expect(text == "I saw the ")
        let keyboard = try #require(result["keyboard"] as? [String: Any])
        #expect(keyboard["autocorrection"] is NSNull, "nothing left to correct after the space")
        let log = try String(contentsOfFile: folder.path + "/log.jsonl", encoding: .utf8)
        #expect(log.contains(#""event":"suggestionTapped""#), "the click tapped a slot: \(log)")
        #expect(!log.contains(#""event":"autocorrect""#), "the slot put the word in, not a space's correction")
    }
}
