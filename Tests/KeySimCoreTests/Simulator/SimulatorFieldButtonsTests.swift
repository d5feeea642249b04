import Testing

@testable import KeySimCore

/// The clear button empties a field in one tap [F12]; a trailing button reports its tap [F13].
struct SimulatorFieldButtonsTests {
    static func simulator() throws -> Simulator {
        let scene = Scene(
            title: "Browser",
            fields: [
                SceneField(id: "address", text: "example.org", clearButton: .always, trailingButton: "bookmark"),
                SceneField(id: "note"),
            ])
        let device = try #require(try ShippedData.devices().profile(named: "iphone-15"))
        return try Simulator(scene: scene, device: device, layouts: try ShippedData.layouts())
    }

    func tap(_ point: Point, _ simulator: inout Simulator, at time: Int, builder: FrameBuilder) -> [SimulatorEvent] {
        let window = Point(x: point.x, y: point.y - simulator.scrollOffset)
        return simulator.touch(.down, at: window, finger: 0, time: time, fieldLocator: builder)
            + simulator.touch(.up, at: window, finger: 0, time: time + 40, fieldLocator: builder)
    }

    @Test func clearButtonEmptiesTheFieldInOneTapAndSaysSo() throws {
        var simulator = try Self.simulator()
        let builder = try FrameFixtures.builder()
        let clear = try #require(builder.fieldGeometries(of: simulator)[0].clearButton)
        let events = tap(clear.center, &simulator, at: 100, builder: builder)
        #expect(simulator.sessions[0].field.text == "")
        #expect(simulator.focusedFieldID == "address")
        #expect(events.contains { $0.kind == .cleared(text: "example.org") && $0.field == "address" })
        #expect(builder.fieldGeometries(of: simulator)[0].clearButton == nil, "an empty field shows no clear button")
    }

    @Test func trailingButtonReportsItsTapAndLeavesTheText() throws {
        var simulator = try Self.simulator()
        let builder = try FrameFixtures.builder()
        let button = try #require(builder.trailingButtonFrame(inField: 0, of: simulator))
        let events = tap(button.center, &simulator, at: 100, builder: builder)
        #expect(events.map(\.kind) == [.trailingButtonTapped("bookmark")])
        #expect(simulator.sessions[0].field.text == "example.org")
    }

    @Test func tappingTheTextStillFocusesTheField() throws {
        var simulator = try Self.simulator()
        let builder = try FrameFixtures.builder()
        let box = try #require(simulator.form.frame(of: "address")).field
        _ = tap(Point(x: box.minX + 20, y: box.midY), &simulator, at: 100, builder: builder)
        #expect(simulator.focusedFieldID == "address")
        #expect(simulator.sessions[0].field.text == "example.org")
    }
}

extension SimulatorFieldButtonsTests {
    /// A wrapped field grows and pushes the fields below it down; taps follow the drawing.
    @Test func tapsLandOnFieldsWhereTheyAreDrawnBelowAWrappedField() throws {
        let scene = Scene(
            title: "Notes",
            fields: [
                SceneField(id: "long", text: String(repeating: "word ", count: 30), lineBreak: .wrapWord),
                SceneField(id: "next"),
            ])
        let device = try #require(try ShippedData.devices().profile(named: "iphone-15"))
        var simulator = try Simulator(scene: scene, device: device, layouts: try ShippedData.layouts())
        let builder = try FrameFixtures.builder()
        let drawn = builder.fieldBoxes(of: simulator)
        let laidOut = try #require(simulator.form.frame(of: "next")).field
        #expect(drawn[1].minY > laidOut.minY, "the next field is drawn lower than laid out")
        _ = tap(drawn[1].center, &simulator, at: 100, builder: builder)
        #expect(simulator.focusedFieldID == "next")
    }
}
