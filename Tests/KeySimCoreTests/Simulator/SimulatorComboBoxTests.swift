import Testing

@testable import KeySimCore

/// A field with `choices` lists the matching ones under it while typing; a tap fills it [F14].
struct SimulatorComboBoxTests {
    static func simulator() throws -> Simulator {
        let scene = Scene(
            title: "Travel",
            fields: [
                SceneField(id: "country", choices: ["Germany", "Greece", "Ghana", "France"]),
                SceneField(id: "city"),
            ])
        let device = try #require(try ShippedData.devices().profile(named: "iphone-15"))
        return try Simulator(scene: scene, device: device, layouts: try ShippedData.layouts())
    }

    @Test func matchingChoicesAreOfferedWhileTyping() throws {
        var simulator = try Self.simulator()
        #expect(simulator.offeredChoices(ofField: 0) == [], "nothing before the field has focus")
        _ = simulator.focus(fieldAt: 0, time: 0)
        #expect(simulator.offeredChoices(ofField: 0) == [], "nothing before anything is typed")
        _ = simulator.hardwareText("g", at: 10)
        #expect(simulator.offeredChoices(ofField: 0) == ["Germany", "Greece", "Ghana"])
        _ = simulator.hardwareText("r", at: 20)
        #expect(simulator.offeredChoices(ofField: 0) == ["Greece"])
        _ = simulator.focus(fieldAt: 1, time: 30)
        #expect(simulator.offeredChoices(ofField: 0) == [], "the list closes when focus moves on")
    }

    @Test func tappingAChoiceFillsTheFieldAndClosesTheList() throws {
        var simulator = try Self.simulator()
        let builder = try FrameFixtures.builder()
        _ = simulator.focus(fieldAt: 0, time: 0)
        _ = simulator.hardwareText("G", at: 10)
        let box = builder.fieldBoxes(of: simulator)[0]
        let rows = builder.choiceRows(of: simulator, box: box)
        #expect(rows.count == 3)
        let frame = builder.frame(of: simulator, at: 100)
        #expect(frame.texts(inside: rows[1]) == ["Greece"])
        let point = Point(x: rows[1].midX, y: rows[1].midY - simulator.scrollOffset)
        var events = simulator.touch(.down, at: point, finger: 0, time: 200, fieldLocator: builder)
        events += simulator.touch(.up, at: point, finger: 0, time: 240, fieldLocator: builder)
        #expect(simulator.sessions[0].field.text == "Greece")
        #expect(simulator.focusedFieldID == "country", "choosing does not end editing")
        #expect(events.contains { $0.kind == .choiceSelected("Greece") && $0.field == "country" })
        #expect(simulator.offeredChoices(ofField: 0) == [])
    }

    @Test func sceneFilesListChoicesAndRejectRepeats() throws {
        let good = #"{"title": "T", "fields": [{"id": "c", "choices": ["Red", "Green"]}]}"#
        #expect(try Scene.decode(SourceFile(path: "s.json", text: good)).fields[0].choices == ["Red", "Green"])
        let repeated = #"{"title": "T", "fields": [{"id": "c", "choices": ["Red", "Red"]}]}"#
        #expect(throws: Diagnostic.self) { try Scene.decode(SourceFile(path: "s.json", text: repeated)) }
        do {
            _ = try Scene.decode(SourceFile(path: "s.json", text: repeated))
        } catch {
            #expect(error.description == "s.json:1:58: error: 'Red' is already a choice")
        }
    }
}
