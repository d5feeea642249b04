import Testing

@testable import KeySimCore

/// The globe key cycles text fields through the scene's `keyboards`, and the choice carries
/// over from field to field; fields with a keyboard of their own keep it.
struct SimulatorInputLayoutsTests {
    /// The shipped `languages` scene: greeting and note (text), handle (Twitter), email,
    /// postcode (number pad); keyboards English, German, French.
    static func simulator(keyboards: [String]? = nil) throws -> Simulator {
        var scene = try Scene.decode(try SourceFile.read(ShippedData.root + "/Assets/Scenes/languages.json"))
        if let keyboards { scene.keyboards = keyboards }
        let device = try #require(try ShippedData.devices().profile(named: "iphone-15"))
        return try Simulator(scene: scene, device: device, layouts: try ShippedData.layouts())
    }

    /// Taps the key `id` of the keyboard shown, in window points.
    @discardableResult
    static func tap(_ id: String, on simulator: inout Simulator, at time: Int) throws -> [SimulatorEvent] {
        let keyboard = try #require(simulator.keyboard)
        let centre = try #require(keyboard.geometry.frame(of: id)).visible.center
        let origin = simulator.device.keyboardOrigin
        let point = Point(x: centre.x + origin.x, y: centre.y + origin.y)
        return simulator.touch(.down, at: point, finger: 0, time: time)
            + simulator.touch(.up, at: point, finger: 0, time: time + 50)
    }

    /// The focused keyboard's layout, layer and shift.
    static func shown(_ simulator: Simulator) -> String {
        guard let keyboard = simulator.keyboard else { return "none" }
        return "\(keyboard.layout.id)/\(keyboard.layerID)/\(keyboard.shift.rawValue)"
    }

    @Test func globeCyclesThroughTheScenesKeyboardsAndWrapsAround() throws {
        var simulator = try Self.simulator()
        _ = simulator.focus(fieldAt: 0, time: 0)
        #expect(Self.shown(simulator) == "default/letters/on")
        var seen: [String] = []
        for step in 1...4 {
            let events = try Self.tap("globe", on: &simulator, at: step * 200)
            seen.append(Self.shown(simulator))
            #expect(simulator.inputLayoutIndex == step % 3)
            let layoutEvents = events.filter { if case .layoutChanged = $0.kind { true } else { false } }
            #expect(
                layoutEvents == [
                    SimulatorEvent(
                        time: step * 200 + 50, field: "greeting",
                        kind: .layoutChanged(seen[step - 1].components(separatedBy: "/")[0]))
                ])
        }
        #expect(seen == ["de-qwertz/letters/on", "fr-azerty/letters/on", "default/letters/on", "de-qwertz/letters/on"])
    }

    @Test func globeOnTheNumbersLayerOpensTheNextLayoutOnItsLetters() throws {
        var simulator = try Self.simulator()
        _ = simulator.focus(fieldAt: 0, time: 0)
        try Self.tap("numbers", on: &simulator, at: 100)
        #expect(Self.shown(simulator) == "default/numbers/on")
        try Self.tap("globe", on: &simulator, at: 300)
        #expect(Self.shown(simulator) == "de-qwertz/letters/on")
        try Self.tap("ü", on: &simulator, at: 500)
        #expect(simulator.sessions[0].field.text == "Ü")
    }

    @Test func theChosenLayoutPersistsAcrossTextFieldsAndPadsAndEmailKeepTheirOwn() throws {
        var simulator = try Self.simulator()
        _ = simulator.focus(fieldAt: 0, time: 0)
        try Self.tap("globe", on: &simulator, at: 100)
        try Self.tap("globe", on: &simulator, at: 300)
        #expect(simulator.keyboard?.layout.id == "fr-azerty")
        _ = simulator.focus(fieldAt: 1, time: 500)
        #expect(Self.shown(simulator) == "fr-azerty/letters/on", "the note field shows French too")
        _ = simulator.focus(fieldAt: 2, time: 700)
        #expect(simulator.keyboard?.layout.id == "twitter")
        _ = simulator.focus(fieldAt: 3, time: 900)
        #expect(simulator.keyboard?.layout.id == "email")
        _ = simulator.focus(fieldAt: 4, time: 1_100)
        #expect(simulator.keyboard?.layout.id == "number-pad")
        _ = simulator.focus(fieldAt: 0, time: 1_300)
        #expect(Self.shown(simulator) == "fr-azerty/letters/on", "back on a text field, still French")
        #expect(simulator.followsInputLayout == [true, true, false, false, false])
    }

    @Test func globeOnAFieldWithItsOwnLayoutChangesNothing() throws {
        var simulator = try Self.simulator()
        _ = simulator.focus(fieldAt: 2, time: 0)
        let events = try Self.tap("globe", on: &simulator, at: 100)
        #expect(events.contains { $0.kind == .keyboard(.text(.nextKeyboard)) })
        #expect(!events.contains { if case .layoutChanged = $0.kind { true } else { false } })
        #expect(simulator.keyboard?.layout.id == "twitter")
        #expect(simulator.inputLayoutIndex == 0)
        _ = simulator.focus(fieldAt: 0, time: 300)
        #expect(simulator.keyboard?.layout.id == "default")
    }

    @Test func textFieldsStartOnTheFirstKeyboardAndOneKeyboardMeansNoCycling() throws {
        var simulator = try Self.simulator(keyboards: ["fr-azerty"])
        #expect(
            simulator.sessions.map(\.keyboard.layout.id) == [
                "fr-azerty", "fr-azerty", "twitter", "email", "number-pad",
            ])
        _ = simulator.focus(fieldAt: 0, time: 0)
        try Self.tap("globe", on: &simulator, at: 100)
        #expect(Self.shown(simulator) == "fr-azerty/letters/on")
        #expect(simulator.inputLayoutIndex == 0)
    }

    @Test func aSceneWithoutKeyboardsShowsTheDefaultLayoutOnly() throws {
        let scene = Scene(title: "T", fields: [SceneField(id: "a")])
        let device = try #require(try ShippedData.devices().profile(named: "iphone-15"))
        let simulator = try Simulator(scene: scene, device: device, layouts: try ShippedData.layouts())
        #expect(simulator.inputLayouts.map(\.id) == ["default"])
        #expect(simulator.keyboard == nil)
        #expect(simulator.sessions[0].keyboard.layout.id == "default")
    }

    @Test func typeLinesTypeUmlautsAndAccentsOnTheNewLayouts() throws {
        let scene = try Scene.decode(try SourceFile.read(ShippedData.root + "/Assets/Scenes/languages.json"))
        let device = try #require(try ShippedData.devices().profile(named: "iphone-15"))
        let simulator = try Simulator(scene: scene, device: device, layouts: try ShippedData.layouts())
        let script = try Script.parse(
            SourceFile(
                path: "s.jsonl",
                text: """
                    {"t": 0, "focus": "greeting"}
                    {"t": 100, "tap": "globe"}
                    {"t": 200, "type": "Grüße aus Köln"}
                    {"t": 9000, "focus": "note"}
                    {"t": 9100, "tap": "globe"}
                    {"t": 9200, "type": "Où est la forêt ? Ça va, déjà."}
                    """))
        let report = Replayer.run(script, on: simulator)
        #expect(report.error == nil)
        #expect(
            report.simulator.sessions.map(\.field.text).prefix(2) == [
                "Grüße aus Köln", "Où est la forêt ? Ça va, déjà.",
            ])
    }

    @Test func aFieldWhoseOwnLayoutIsAmongTheKeyboardsStillKeepsIt() throws {
        var simulator = try Self.simulator(keyboards: ["twitter", "de-qwertz"])
        #expect(simulator.followsInputLayout == [true, true, false, false, false])
        #expect(simulator.sessions.map(\.keyboard.layout.id).prefix(3) == ["twitter", "twitter", "twitter"])
        _ = simulator.focus(fieldAt: 0, time: 0)
        try Self.tap("globe", on: &simulator, at: 100)
        #expect(simulator.keyboard?.layout.id == "de-qwertz")
        #expect(simulator.sessions[2].keyboard.layout.id == "twitter", "the Twitter field keeps its own")
    }
}
