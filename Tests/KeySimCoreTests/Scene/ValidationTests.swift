import Testing

@testable import KeySimCore

/// What each validation rule accepts, and when and how it speaks by default.
struct ValidationTests {
    static let verdicts: [(Validation.Rule, String, Bool)] = [
        (.digits, "", true),
        (.digits, "0123456789", true),
        (.digits, "١٢٣", true),
        (.digits, "12a", false),
        (.digits, "1 2", false),
        (.digits, "-1", false),
        (.digits, "1.5", false),
        (.email, "a@b.co", true),
        (.email, "first.last+tag@mail.example.org", true),
        (.email, "", false),
        (.email, "a@b", false),
        (.email, "@b.co", false),
        (.email, "a@@b.co", false),
        (.email, "a@b@c.co", false),
        (.email, "a b@c.de", false),
        (.email, "a@b.co.", false),
        (.email, "a@.co", false),
        (.required, "", false),
        (.required, "   \n\t", false),
        (.required, " x ", true),
        (.regex("[0-9]{5}"), "12345", true),
        (.regex("[0-9]{5}"), "123456", false),
        (.regex("[0-9]{5}"), "a12345", false),
        (.regex("[0-9]{5}"), "", false),
        (.regex("a|ab"), "ab", true),
        (.regex("(?i)ab"), "AB", true),
        (.regex("[0-9"), "[0-9", false),
        (.minLength(3), "", false),
        (.minLength(3), "ab", false),
        (.minLength(3), "abc", true),
        (.minLength(3), "👍🏽👍🏽👍🏽", true),
        (.minLength(3), "e\u{301}e\u{301}", false),
    ]

    @Test(arguments: verdicts)
    func ruleAcceptsWhatItShould(rule: Validation.Rule, text: String, valid: Bool) {
        #expect(Validation(rule: rule).isValid(text) == valid)
    }

    static let defaults: [(Validation.Rule, Validation.Timing, String)] = [
        (.digits, .change, "Enter digits only."),
        (.email, .endEditing, "Enter a valid email address."),
        (.required, .beforeLeaving, "Required."),
        (.regex("x"), .beforeLeaving, "Invalid format."),
        (.minLength(4), .beforeLeaving, "Enter at least 4 characters."),
        (.minLength(1), .beforeLeaving, "Enter at least 1 character."),
    ]

    @Test(arguments: defaults)
    func ruleHasADefaultTimingAndMessage(rule: Validation.Rule, when: Validation.Timing, message: String) {
        let validation = Validation(rule: rule)
        #expect(validation.when == when)
        #expect(validation.message == message)
    }

    @Test func sceneTimingAndMessageOverrideTheDefaults() throws {
        let scene = try Scene.decode(
            SourceFile(
                path: "s.json",
                text:
                    #"{"title": "T", "fields": [{"id": "a", "validation": {"rule": "digits", "when": "beforeLeaving", "message": "Numbers!"}}]}"#
            ))
        #expect(scene.field("a")?.validation == Validation(rule: .digits, when: .beforeLeaving, message: "Numbers!"))
    }
}
