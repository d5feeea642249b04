import Testing

@testable import KeySimCore

/// Secure fields keep the real text and show bullets.
struct TextFieldModelSecureTests {
    @Test func aSecureFieldShowsOneBulletPerGraphemeAndKeepsTheRealText() {
        var field = TextFieldModel(text: "pa🇩🇪s", isSecure: true)
        #expect(field.displayText == "••••")
        #expect(field.text == "pa🇩🇪s")
        #expect(field.apply(.insert("e\u{301}")) == [.inserted(text: "e\u{301}", at: 4)])
        #expect(field.displayText == "•••••")
        #expect(field.notation == "pa🇩🇪se\u{301}|")
        #expect(field.apply(.submit) == [.submitted(text: "pa🇩🇪se\u{301}")])
    }

    @Test func anEmptySecureFieldShowsNothing() {
        #expect(TextFieldModel(isSecure: true).displayText == "")
    }

    @Test func aPlainFieldShowsItsText() {
        #expect(TextFieldModel(text: "pa🇩🇪s").displayText == "pa🇩🇪s")
    }

    @Test(arguments: [
        (FieldEvent.inserted(text: "ab🇩🇪", at: 2), FieldEvent.inserted(text: "•••", at: 2)),
        (.deleted(text: "e\u{301}", at: 0), .deleted(text: "•", at: 0)),
        (
            .rejected(text: "xyz", reason: .tooLong(maxLength: 8)),
            .rejected(text: "•••", reason: .tooLong(maxLength: 8))
        ),
        (.submitted(text: "hunter2"), .submitted(text: "•••••••")),
        (.editingEnded(text: "pw"), .editingEnded(text: "••")),
        (.caretMoved(to: 3), .caretMoved(to: 3)),
    ])
    func aSecureFieldMasksTheTextInItsEvents(event: FieldEvent, masked: FieldEvent) {
        #expect(TextFieldModel(isSecure: true).masked(event) == masked)
        #expect(event.masked() == masked)
        #expect(TextFieldModel(isSecure: false).masked(event) == event)
    }
}
