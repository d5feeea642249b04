import Testing

@testable import KeySimCore

struct TextFieldModelTests {
    /// One action on a field, with the whole expected result.
    struct Edit: Sendable, CustomTestStringConvertible {
        var before: String
        var action: TextAction
        var after: String
        var events: [FieldEvent]
        var testDescription: String { "\(before.debugDescription) \(action) → \(after.debugDescription)" }
    }

    @Test func aNewFieldHasItsCaretAtTheEnd() {
        let field = TextFieldModel(text: "hello")
        #expect(field.text == "hello")
        #expect(field.caret == 5)
        #expect(field.textBeforeCaret == "hello")
        #expect(!field.isEmpty)
        #expect(field.maxLength == nil)
        #expect(field.filter == .any)
        #expect(!field.isSecure)
        #expect(TextFieldModel().isEmpty)
        #expect(TextFieldModel().caret == 0)
    }

    @Test func textBeforeCaretStopsAtTheCaret() {
        let field = TextFieldModel.marked("Hello. |world")
        #expect(field.textBeforeCaret == "Hello. ")
        #expect(field.caret == 7)
    }

    @Test(arguments: [
        Edit(before: "|", action: .insert("Hi"), after: "Hi|", events: [.inserted(text: "Hi", at: 0)]),
        Edit(
            before: "Hello|", action: .insert(", World"), after: "Hello, World|",
            events: [.inserted(text: ", World", at: 5)]),
        Edit(before: "ac|", action: .insert(""), after: "ac|", events: []),
        Edit(before: "a|c", action: .insert("b"), after: "ab|c", events: [.inserted(text: "b", at: 1)]),
        Edit(before: "abc|", action: .deleteBackward, after: "ab|", events: [.deleted(text: "c", at: 2)]),
        Edit(before: "a|bc", action: .deleteBackward, after: "|bc", events: [.deleted(text: "a", at: 0)]),
        // Nothing to delete: nothing happens and nothing is reported.
        Edit(before: "|abc", action: .deleteBackward, after: "|abc", events: []),
        Edit(before: "|", action: .deleteBackward, after: "|", events: []),
        Edit(before: "abc|", action: .submit, after: "abc|", events: [.submitted(text: "abc")]),
        Edit(before: "a|bc", action: .submit, after: "a|bc", events: [.submitted(text: "abc")]),
        Edit(before: "|", action: .submit, after: "|", events: [.submitted(text: "")]),
        Edit(before: "ab|c", action: .dismiss, after: "ab|c", events: [.editingEnded(text: "abc")]),
        Edit(before: "ab|c", action: .nextKeyboard, after: "ab|c", events: []),
    ])
    func actionsEditTheTextAtTheCaret(edit: Edit) {
        var field = TextFieldModel.marked(edit.before)
        let events = field.apply(edit.action)
        #expect(field.notation == edit.after)
        #expect(events == edit.events)
    }

    // A word is a run of non-whitespace; the whitespace just before the caret goes with it,
    // as when iOS's delete key repeats by words.
    @Test(arguments: [
        Edit(
            before: "hello world|", action: .deleteWordBackward, after: "hello |",
            events: [.deleted(text: "world", at: 6)]),
        Edit(
            before: "hello world  |", action: .deleteWordBackward, after: "hello |",
            events: [.deleted(text: "world  ", at: 6)]),
        Edit(
            before: "hello   |", action: .deleteWordBackward, after: "|",
            events: [.deleted(text: "hello   ", at: 0)]),
        Edit(
            before: "hello |", action: .deleteWordBackward, after: "|",
            events: [.deleted(text: "hello ", at: 0)]),
        Edit(before: "   |", action: .deleteWordBackward, after: "|", events: [.deleted(text: "   ", at: 0)]),
        Edit(
            before: "foo, bar.|", action: .deleteWordBackward, after: "foo, |",
            events: [.deleted(text: "bar.", at: 5)]),
        Edit(
            before: "hello wor|ld", action: .deleteWordBackward, after: "hello |ld",
            events: [.deleted(text: "wor", at: 6)]),
        Edit(
            before: "hello |world", action: .deleteWordBackward, after: "|world",
            events: [.deleted(text: "hello ", at: 0)]),
        Edit(
            before: "I ❤️ 🇩🇪|", action: .deleteWordBackward, after: "I ❤️ |",
            events: [.deleted(text: "🇩🇪", at: 4)]),
        Edit(before: "|hello", action: .deleteWordBackward, after: "|hello", events: []),
    ])
    func deleteWordBackwardTakesTheWordBeforeTheCaretAndTheSpacesAfterIt(edit: Edit) {
        var field = TextFieldModel.marked(edit.before)
        let events = field.apply(edit.action)
        #expect(field.notation == edit.after)
        #expect(events == edit.events)
    }

    @Test(arguments: [
        // Double space: the first space becomes ". ".
        Edit(
            before: "Hi |", action: .replaceBeforeCaret(count: 1, with: ". "), after: "Hi. |",
            events: [.deleted(text: " ", at: 2), .inserted(text: ". ", at: 2)]),
        Edit(
            before: "teh| cat", action: .replaceBeforeCaret(count: 3, with: "the"), after: "the| cat",
            events: [.deleted(text: "teh", at: 0), .inserted(text: "the", at: 0)]),
        Edit(
            before: "ab|", action: .replaceBeforeCaret(count: 5, with: "x"), after: "x|",
            events: [.deleted(text: "ab", at: 0), .inserted(text: "x", at: 0)]),
        Edit(
            before: "ab|", action: .replaceBeforeCaret(count: 0, with: "c"), after: "abc|",
            events: [.inserted(text: "c", at: 2)]),
        Edit(
            before: "abc|", action: .replaceBeforeCaret(count: 1, with: ""), after: "ab|",
            events: [.deleted(text: "c", at: 2)]),
        Edit(
            before: "go 🇩🇪|", action: .replaceBeforeCaret(count: 1, with: "🇫🇷"), after: "go 🇫🇷|",
            events: [.deleted(text: "🇩🇪", at: 3), .inserted(text: "🇫🇷", at: 3)]),
    ])
    func replaceBeforeCaretDeletesThenInserts(edit: Edit) {
        var field = TextFieldModel.marked(edit.before)
        let events = field.apply(edit.action)
        #expect(field.notation == edit.after)
        #expect(events == edit.events)
    }

    @Test func pastingIsTypingAllAtOnce() {
        for (marked, pasted) in [("ab|c", "xyz"), ("|", "👨‍👩‍👧‍👦 hi"), ("12|", "3a4")] {
            for filter in [InputFilter.any, .digits] {
                var pastedInto = TextFieldModel.marked(marked, maxLength: 4, filter: filter)
                var typedInto = pastedInto
                #expect(pastedInto.paste(pasted) == typedInto.apply(.insert(pasted)))
                #expect(pastedInto.text == typedInto.text && pastedInto.selection == typedInto.selection)
            }
        }
    }

    @Test func pasteInsertsAtTheCaret() {
        var field = TextFieldModel.marked("Dear |,")
        #expect(field.paste("Ada") == [.inserted(text: "Ada", at: 5)])
        #expect(field.notation == "Dear Ada|,")
    }

    @Test func theCaretMovesWithinTheTextOnly() {
        var field = TextFieldModel(text: "abc")
        #expect(field.moveCaret(to: 1) == [.caretMoved(to: 1)])
        #expect(field.notation == "a|bc")
        #expect(field.moveCaret(to: 1) == [])
        #expect(field.moveCaret(by: 1) == [.caretMoved(to: 2)])
        #expect(field.notation == "ab|c")
        #expect(field.moveCaret(by: 10) == [.caretMoved(to: 3)])
        #expect(field.notation == "abc|")
        #expect(field.moveCaret(by: 1) == [])
        #expect(field.moveCaret(to: -4) == [.caretMoved(to: 0)])
        #expect(field.notation == "|abc")
        #expect(field.moveCaret(by: -1) == [])
        #expect(field.notation == "|abc")
    }

    @Test func typingAfterMovingTheCaretInsertsThere() {
        var field = TextFieldModel(text: "helo")
        field.moveCaret(by: -1)
        #expect(field.apply(.insert("l")) == [.inserted(text: "l", at: 3)])
        #expect(field.notation == "hell|o")
        #expect(field.apply(.deleteBackward) == [.deleted(text: "l", at: 3)])
        #expect(field.notation == "hel|o")
    }
}
