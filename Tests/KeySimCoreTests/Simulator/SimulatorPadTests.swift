import Testing

@testable import KeySimCore

/// A form on the shipped iPad: its fields get the iPad's own keyboards, and the hide-keyboard
/// key ends editing.
struct SimulatorPadTests {
    /// The shipped demo form on a device.
    static func simulator(on device: String) throws -> Simulator {
        let scene = try Scene.decode(try SourceFile.read(ShippedData.root + "/Assets/Scenes/demo.json"))
        let profile = try #require(try ShippedData.devices().profile(named: device))
        return try Simulator(scene: scene, device: profile, layouts: try ShippedData.layouts())
    }

    @Test(arguments: [
        // (field, on an iPhone, on an iPad, the iPad's first layer)
        ("default", "default", "ipad", "letters"), ("email", "email", "ipad-email", "letters"),
        ("url", "url", "ipad-url", "letters"), ("number", "number-pad", "ipad-numbers", "numbers"),
        ("phone", "phone-pad", "ipad-numbers", "numbers"), ("twitter", "twitter", "ipad-twitter", "letters"),
    ])
    func eachFieldGetsThePhonesLayoutOnAPhoneAndThePadsOnAnIPadInBothOrientations(
        field: String, phone: String, pad: String, layer: String
    ) throws {
        for (device, expected) in [("iphone-15", phone), ("ipad", pad), ("ipad-landscape", pad)] {
            var simulator = try Self.simulator(on: device)
            let index = try #require(simulator.scene.fields.firstIndex { $0.id == field })
            _ = simulator.focus(fieldAt: index, time: 0)
            #expect(simulator.keyboard?.layout.id == expected, "\(field) on \(device)")
            if device != "iphone-15" { #expect(simulator.keyboard?.layerID == layer) }
        }
    }

    @Test func theDismissKeyEndsEditingAndTheKeyboardGoesAway() throws {
        var simulator = try Self.simulator(on: "ipad")
        let index = try #require(simulator.scene.fields.firstIndex { $0.id == "default" })
        _ = simulator.focus(fieldAt: index, time: 0)
        #expect(simulator.focusedIndex == index)
        let events = try SimulatorInputLayoutsTests.tap("dismiss", on: &simulator, at: 600)
        #expect(simulator.focusedIndex == nil)
        #expect(simulator.keyboard == nil)
        #expect(simulator.keyboardHiddenSince == 650)
        #expect(events.contains { if case .field(.editingEnded(text: "")) = $0.kind { true } else { false } })
    }

    @Test func theNumberLayersUndoKeyUndoesTheTypingAndTheSymbolLayersRedoKeyRedoesIt() throws {
        var simulator = try Self.simulator(on: "ipad")
        let index = try #require(simulator.scene.fields.firstIndex { $0.id == "default" })
        _ = simulator.focus(fieldAt: index, time: 0)
        try SimulatorInputLayoutsTests.tap("h", on: &simulator, at: 200)
        try SimulatorInputLayoutsTests.tap("i", on: &simulator, at: 400)
        #expect(simulator.sessions[index].field.text == "Hi")
        try SimulatorInputLayoutsTests.tap("numbers", on: &simulator, at: 600)
        let undone = try SimulatorInputLayoutsTests.tap("undo", on: &simulator, at: 800)
        #expect(simulator.sessions[index].field.text == "")
        #expect(undone.contains { if case .field(.undone(.typing)) = $0.kind { true } else { false } })
        #expect(SimulatorInputLayoutsTests.shown(simulator) == "ipad/numbers/on", "the layer stays; shift is back on")
        try SimulatorInputLayoutsTests.tap("symbols", on: &simulator, at: 1000)
        try SimulatorInputLayoutsTests.tap("redo", on: &simulator, at: 1200)
        #expect(simulator.sessions[index].field.text == "Hi")
        #expect(simulator.focusedIndex == index)
    }
}
