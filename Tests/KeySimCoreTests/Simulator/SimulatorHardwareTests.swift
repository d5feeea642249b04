import Testing

@testable import KeySimCore

/// The computer's keyboard edits the focused field and moves between fields.
struct SimulatorHardwareTests {
    /// The fixture form with the `note` field (index 0) focused.
    static func focused(_ index: Int = 0) throws -> Simulator {
        var simulator = try SimulatorTests.simulator()
        _ = simulator.focus(fieldAt: index, time: 0)
        return simulator
    }

    @Test func typedTextGoesInAndTheKeyboardFollowsItsContext() throws {
        var simulator = try Self.focused()
        _ = simulator.hardwareText("Hello. ", at: 10)
        #expect(simulator.sessions[0].field.text == "Hello. ")
        #expect(simulator.keyboard?.shift == .on, "a new sentence asks for a capital")
    }

    @Test func arrowsHomeEndAndBackspaceEditAtTheCaret() throws {
        var simulator = try Self.focused()
        _ = simulator.hardwareText("abc", at: 10)
        _ = simulator.press(HardwarePress(.left), at: 20)
        _ = simulator.press(HardwarePress(.backspace), at: 30)
        #expect(simulator.sessions[0].field.text == "ac")
        #expect(simulator.sessions[0].field.caret == 1)
        _ = simulator.press(HardwarePress(.home), at: 40)
        _ = simulator.hardwareText("x", at: 50)
        _ = simulator.press(HardwarePress(.end), at: 60)
        _ = simulator.hardwareText("y", at: 70)
        #expect(simulator.sessions[0].field.text == "xacy")
    }

    @Test func tabAndShiftTabMoveFocusInSceneOrderAndWrap() throws {
        var simulator = try SimulatorTests.simulator()
        _ = simulator.press(HardwarePress(.tab), at: 0)
        #expect(simulator.focusedFieldID == "note")
        _ = simulator.press(HardwarePress(.tab), at: 10)
        #expect(simulator.focusedFieldID == "name")
        _ = simulator.press(HardwarePress(.tab, modifiers: [.shift]), at: 20)
        _ = simulator.press(HardwarePress(.tab, modifiers: [.shift]), at: 30)
        #expect(simulator.focusedFieldID == "shout", "Shift-Tab from the first field wraps to the last")
    }

    @Test func returnSubmitsAndEscapeDismisses() throws {
        var simulator = try Self.focused(2)
        _ = simulator.hardwareText("a@b.co", at: 10)
        _ = simulator.press(HardwarePress(.return), at: 20)
        #expect(simulator.submissions == [Simulator.Submission(field: "email", text: "a@b.co", time: 20)])
        _ = simulator.press(HardwarePress(.escape), at: 30)
        #expect(simulator.focusedFieldID == nil)
        #expect(simulator.keyboardHiddenSince == 30)
    }

    @Test func selectAllThenCopyCutPasteAndTyping() throws {
        var simulator = try Self.focused()
        _ = simulator.hardwareText("draft", at: 10)
        _ = simulator.press(HardwarePress(.character("a"), modifiers: [.ctrl]), at: 20)
        #expect(simulator.press(HardwarePress(.character("c"), modifiers: [.ctrl]), at: 30).clipboard == "draft")
        #expect(simulator.sessions[0].field.text == "draft")
        let cut = simulator.press(HardwarePress(.character("x"), modifiers: [.ctrl]), at: 40)
        #expect(cut.clipboard == "draft")
        #expect(simulator.sessions[0].field.text == "")
        _ = simulator.press(HardwarePress(.character("v"), modifiers: [.ctrl]), pasteboard: "final", at: 50)
        _ = simulator.press(HardwarePress(.character("a"), modifiers: [.ctrl]), at: 60)
        _ = simulator.hardwareText("new", at: 70)
        #expect(simulator.sessions[0].field.text == "new")
    }

    @Test func secureFieldRefusesCopyAndCut() throws {
        var simulator = try Self.focused(3)
        _ = simulator.hardwareText("hunter2", at: 10)
        _ = simulator.press(HardwarePress(.character("a"), modifiers: [.ctrl]), at: 20)
        let copy = simulator.press(HardwarePress(.character("c"), modifiers: [.ctrl]), at: 30)
        #expect(copy.refused && copy.clipboard == nil)
        let cut = simulator.press(HardwarePress(.character("x"), modifiers: [.ctrl]), at: 40)
        #expect(cut.refused && cut.clipboard == nil)
        #expect(simulator.sessions[3].field.text == "hunter2")
    }

    @Test func pasteIsFilteredAndCutToMaxLength() throws {
        var simulator = try Self.focused(7)
        _ = simulator.press(HardwarePress(.character("v"), modifiers: [.ctrl]), pasteboard: "12a345", at: 10)
        #expect(simulator.sessions[7].field.text == "1234")
    }
}
