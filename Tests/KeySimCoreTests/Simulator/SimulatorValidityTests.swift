import Testing

@testable import KeySimCore

/// A field's validity is told without reading its whole text where the rule allows: a
/// minimum length from the kept grapheme count, `required` from the first character that is
/// not whitespace. It must agree with the rule applied to the whole text.
struct SimulatorValidityTests {
    static let texts = [
        "", " ", " \n\t", "a", "ab", "abc", " abc ", "e\u{301}e\u{301}", "👨‍👩‍👧‍👦🇩🇪x", "\u{A0}\u{3000}", "\u{2028}x",
    ]

    @Test(arguments: [Validation.Rule.minLength(3), .minLength(0), .required])
    func theShortCutAgreesWithTheRuleOverTheWholeText(rule: Validation.Rule) throws {
        let validation = Validation(rule: rule, when: .change)
        let scene = Scene(title: "Form", fields: [SceneField(id: "field", validation: validation)])
        let device = try #require(try ShippedData.devices().profile(named: "iphone-15"))
        var simulator = try Simulator(scene: scene, device: device, layouts: try ShippedData.layouts())
        _ = simulator.focus(fieldAt: 0, time: 0)
        var time = 10
        for text in Self.texts {
            _ = simulator.hardwareText(text, at: time)
            let typed = simulator.sessions[0].field.text
            #expect(simulator.isValid(0) == validation.isValid(typed), "\(rule) for \(typed.debugDescription)")
            _ = simulator.press(HardwarePress(.character("a"), modifiers: [.ctrl]), at: time + 1)
            _ = simulator.press(HardwarePress(.backspace), at: time + 2)
            time += 10
        }
    }
}
