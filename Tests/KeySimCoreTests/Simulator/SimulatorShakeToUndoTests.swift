import Testing

@testable import KeySimCore

/// Shake to undo (Ctrl+Cmd+Z, the iOS Simulator's Device › Shake): an alert titled for the
/// step, Cancel and what can be done, modal until a button is tapped.
struct SimulatorShakeToUndoTests {
    static let shake = HardwarePress(.character("z"), modifiers: [.ctrl, .cmd])

    @Test func ctrlCmdZIsAShakeNotAnUndo() {
        #expect(Self.shake.isShake)
        #expect(!HardwarePress(.character("z"), modifiers: [.ctrl]).isShake)
        #expect(!HardwarePress(.character("z"), modifiers: [.shift, .ctrl, .cmd]).isShake)
    }

    @Test func nothingToUndoShowsNoAlert() throws {
        var simulator = try SimulatorHardwareTests.focused()
        let outcome = simulator.press(Self.shake, at: 10)
        #expect(simulator.editMenu == nil)
        #expect(outcome.events.isEmpty)
    }

    @Test func theAlertNamesTheStepAndOffersUndoAndRedoAsEachIsPossible() throws {
        var simulator = try SimulatorHardwareTests.focused()
        _ = simulator.hardwareText("one", at: 10)
        _ = simulator.press(HardwarePress(.character("v"), modifiers: [.ctrl]), pasteboard: " two", at: 20)
        _ = simulator.press(Self.shake, at: 30)
        #expect(simulator.editMenu == Simulator.EditMenu(field: 0, items: ["Cancel", "Undo"], title: "Undo Paste"))
        _ = try simulator.tapMenuItem("Undo", at: 40)
        #expect(simulator.sessions[0].field.text == "one")
        // Typing still to undo, the paste to redo: three buttons.
        _ = simulator.press(Self.shake, at: 50)
        #expect(simulator.editMenu?.title == "Undo Typing")
        #expect(simulator.editMenu?.items == ["Cancel", "Undo", "Redo"])
        _ = try simulator.tapMenuItem("Redo", at: 60)
        #expect(simulator.sessions[0].field.text == "one two")
        _ = simulator.press(Self.shake, at: 70)
        _ = try simulator.tapMenuItem("Cancel", at: 80)
        #expect(simulator.sessions[0].field.text == "one two")
        #expect(simulator.editMenu == nil)
    }

    @Test func theAlertIsModalTouchesOffItsButtonsDoNothing() throws {
        var simulator = try SimulatorHardwareTests.focused()
        _ = simulator.hardwareText("abc", at: 10)
        _ = simulator.press(Self.shake, at: 20)
        let space = try #require(simulator.shownKeyCentre("space"))
        _ = simulator.touch(.down, at: space, finger: 0, time: 30)
        _ = simulator.touch(.up, at: space, finger: 0, time: 80)
        #expect(simulator.sessions[0].field.text == "abc", "the keyboard under the alert typed nothing")
        #expect(simulator.showsUndoAlert)
    }
}
