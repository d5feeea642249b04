import Testing

@testable import KeySimCore

/// Validation runs when the HIG says it makes sense [F7].
struct SimulatorValidationTests {
    static func simulator() throws -> Simulator {
        let scene = Scene(
            title: "Sign up",
            fields: [
                SceneField(
                    id: "age", attributes: FieldAttributes(keyboard: .asciiCapable),
                    validation: Validation(rule: .digits, when: .change)),
                SceneField(
                    id: "email", attributes: FieldAttributes(contentType: .emailAddress),
                    validation: Validation(rule: .email)),
                SceneField(
                    id: "user", attributes: FieldAttributes(contentType: .username),
                    validation: Validation(rule: .minLength(3))),
                SceneField(id: "note"),
            ])
        let device = try #require(try ShippedData.devices().profile(named: "iphone-15"))
        return try Simulator(scene: scene, device: device, layouts: try ShippedData.layouts())
    }

    @Test func digitsOnlyFieldAlertsOnTheFirstNonDigitAndClearsWhenFixed() throws {
        var simulator = try Self.simulator()
        _ = simulator.focus(fieldAt: 0, time: 0)
        _ = simulator.hardwareText("12", at: 10)
        #expect(simulator.shownMessage(ofField: 0) == nil)
        let events = simulator.hardwareText("x", at: 20)
        #expect(simulator.shownMessage(ofField: 0) == "Enter digits only.")
        #expect(events.contains { $0.kind == .validated(valid: false, message: "Enter digits only.") })
        _ = simulator.press(HardwarePress(.backspace), at: 30)
        #expect(simulator.shownMessage(ofField: 0) == nil)
    }

    @Test func emailIsCheckedWhenFocusMovesOn() throws {
        var simulator = try Self.simulator()
        _ = simulator.focus(fieldAt: 1, time: 0)
        _ = simulator.hardwareText("ann@", at: 10)
        #expect(simulator.shownMessage(ofField: 1) == nil, "not while the person is still typing")
        _ = simulator.focus(fieldAt: 3, time: 20)
        #expect(simulator.focusedFieldID == "note", "an email check does not hold focus")
        #expect(simulator.shownMessage(ofField: 1) == "Enter a valid email address.")
        _ = simulator.focus(fieldAt: 1, time: 30)
        _ = simulator.hardwareText("example.com", at: 40)
        #expect(simulator.shownMessage(ofField: 1) == nil, "fixing the text clears the message")
    }

    @Test func userNameKeepsFocusUntilValid() throws {
        var simulator = try Self.simulator()
        _ = simulator.focus(fieldAt: 2, time: 0)
        _ = simulator.hardwareText("ab", at: 10)
        let events = simulator.focus(fieldAt: 3, time: 20)
        #expect(simulator.focusedFieldID == "user")
        #expect(events.contains { $0.kind == .leavingRefused(message: "Enter at least 3 characters.") })
        _ = simulator.press(HardwarePress(.escape), at: 30)
        #expect(simulator.focusedFieldID == "user", "Esc cannot leave either")
        _ = simulator.hardwareText("c", at: 40)
        _ = simulator.press(HardwarePress(.tab), at: 50)
        #expect(simulator.focusedFieldID == "note")
        #expect(simulator.shownMessage(ofField: 2) == nil)
    }
}
