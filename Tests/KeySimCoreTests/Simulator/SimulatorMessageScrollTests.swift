import Testing

@testable import KeySimCore

/// A validation message under the focused field shows above the keyboard with it: the form
/// scrolls when the message appears, as far as it must and no further.
struct SimulatorMessageScrollTests {
    /// The demo form on an iPhone 15, with the user name field (kept until valid) low on it.
    static func demo() throws -> Simulator {
        try SimulatorScrollTests.demo()
    }

    @Test func aRefusedUserNameShowsItsMessageAboveTheKeyboard() throws {
        var simulator = try Self.demo()
        let index = try #require(simulator.index(of: "username"))
        _ = simulator.focus(fieldAt: index, time: 0)
        let keyboardTop = simulator.device.keyboardOrigin.y
        let box = simulator.form.fields[index].field
        #expect(box.maxY - simulator.scrollOffset + 8 == keyboardTop, "focused, the field sits just above the keyboard")
        _ = simulator.hardwareText("ab", at: 100)
        let events = simulator.press(HardwarePress(.return), at: 200).events
        #expect(events.contains { $0.kind == .leavingRefused(message: "Enter at least 3 characters.") })
        #expect(simulator.focusedFieldID == "username")
        #expect(simulator.shownMessage(ofField: index) == "Enter at least 3 characters.")
        let message = try #require(simulator.messageFrame(ofField: index))
        #expect(message.maxY + 8 == keyboardTop, "the message sits above the keyboard, as the field did")
        #expect(message.minY == box.maxY - simulator.scrollOffset, "right under its field")
        let label = try #require(simulator.form.fields[index].label)
        #expect(label.minY - simulator.scrollOffset > 0, "the field's label still shows")
    }

    @Test func aMessageThatAppearsWhileTypingScrollsTheFormAgain() throws {
        let fields =
            (1...9).map { SceneField(id: "f\($0)", label: "Field \($0)") } + [
                SceneField(
                    id: "code", label: "Code", attributes: FieldAttributes(keyboard: .asciiCapable),
                    validation: Validation(rule: .digits, when: .change))
            ]
        let device = try #require(try ShippedData.devices().profile(named: "iphone-15"))
        var simulator = try Simulator(
            scene: Scene(title: "Long", fields: fields), device: device, layouts: try ShippedData.layouts())
        _ = simulator.focus(fieldAt: 9, time: 0)
        let before = simulator.scrollOffset
        _ = simulator.hardwareText("12", at: 100)
        #expect(simulator.scrollOffset == before, "no message, no scroll")
        _ = simulator.hardwareText("x", at: 200)
        let message = try #require(simulator.messageFrame(ofField: 9))
        #expect(simulator.scrollOffset == before + FormMetrics.messageHeight)
        #expect(message.maxY + 8 == simulator.keyboardFrame?.minY, "just above the keyboard and its bar")
        _ = simulator.press(HardwarePress(.backspace), at: 300)
        #expect(simulator.messageFrame(ofField: 9) == nil)
        #expect(simulator.scrollOffset == before + FormMetrics.messageHeight, "the form stays where it is")
    }

    @Test func aMessageUnderAFieldThatLostFocusDoesNotMoveTheForm() throws {
        var simulator = try Self.demo()
        let asciinumber = try #require(simulator.index(of: "asciinumber"))
        _ = simulator.focus(fieldAt: asciinumber, time: 0)
        _ = simulator.hardwareText("12", at: 100)
        _ = simulator.focus(fieldAt: try #require(simulator.index(of: "username")), time: 200)
        let offset = simulator.scrollOffset
        #expect(simulator.shownMessage(ofField: asciinumber) == "Enter at least 4 characters.")
        _ = simulator.advance(to: 300)
        #expect(simulator.scrollOffset == offset)
    }
}
