import Testing

@testable import KeySimCore

/// Selections, replacement over them, words and undo grouping, as a person meets them.
struct TextFieldModelSelectionTests {
    @Test func typingOverASelectionReplacesIt() {
        var field = TextFieldModel(text: "hello world")
        field.select(6..<11)
        #expect(field.selectedText == "world")
        #expect(field.apply(.insert("you")) == [.deleted(text: "world", at: 6), .inserted(text: "you", at: 6)])
        #expect(field.text == "hello you")
        #expect(field.selection == 9..<9)
    }

    @Test func aPasteOverASelectionIsCutToMaxLengthCountingTheTextOutsideIt() {
        var field = TextFieldModel(text: "abcdef", maxLength: 8)
        field.select(2..<4)
        let events = field.paste("1234567")
        #expect(field.text == "ab1234ef")
        #expect(
            events == [
                .deleted(text: "cd", at: 2), .inserted(text: "1234", at: 2),
                .rejected(text: "567", reason: .tooLong(maxLength: 8)),
            ])
    }

    @Test func typingThatTheFilterRefusesLeavesTheSelectionAsItIs() {
        var field = TextFieldModel(text: "123", filter: .digits)
        field.selectAll()
        #expect(field.apply(.insert("x")) == [.rejected(text: "x", reason: .notAccepted(.digits))])
        #expect(field.text == "123")
        #expect(field.selection == 0..<3)
    }

    @Test func aDecimalFieldTakesASeparatorInPlaceOfTheSelectedOne() {
        var field = TextFieldModel(text: "1,5", filter: .decimal(separator: ","))
        field.select(1..<2)
        #expect(field.apply(.insert(",")) == [.deleted(text: ",", at: 1), .inserted(text: ",", at: 1)])
        #expect(field.text == "1,5")
    }

    @Test func deleteRemovesTheSelectionAndIsItsOwnUndoStep() {
        var field = TextFieldModel()
        for character in "one two" { _ = field.apply(.insert(String(character))) }
        field.select(0..<4)
        #expect(field.apply(.deleteBackward) == [.deleted(text: "one ", at: 0)])
        #expect(field.undoKind == .delete)
        #expect(field.undo() == [.undone(.delete), .selected(from: 0, to: 4)])
        #expect(field.text == "one two")
        #expect(field.undoKind == .typing)
        #expect(field.undo() == [.undone(.typing), .caretMoved(to: 0)])
        #expect(field.text == "")
        #expect(field.undo() == [])
        #expect(field.redo() == [.redone(.typing), .caretMoved(to: 7)])
        #expect(field.text == "one two")
    }

    @Test func aRunOfTypingWithDeletesIsOneStepAndACaretMoveEndsIt() {
        var field = TextFieldModel()
        for key in ["H", "e", "y", "\u{8}", "y", "!"] {
            _ = key == "\u{8}" ? field.apply(.deleteBackward) : field.apply(.insert(key))
        }
        #expect(field.text == "Hey!")
        field.moveCaret(to: 0)
        _ = field.apply(.insert(">"))
        #expect(field.undo().first == .undone(.typing))
        #expect(field.text == "Hey!")
        #expect(field.undo().first == .undone(.typing))
        #expect(field.text == "")
        #expect(field.undoKind == nil)
    }

    @Test func aNewEditAfterUndoLeavesNothingToRedo() {
        var field = TextFieldModel(text: "a")
        _ = field.paste("b")
        _ = field.undo()
        #expect(field.redoKind == .paste)
        _ = field.apply(.insert("c"))
        #expect(field.redoKind == nil)
        #expect(field.text == "ac")
    }

    @Test func undoPutsBackCombiningMarksAndFlagsExactly() {
        var field = TextFieldModel(text: "e")
        _ = field.apply(.insert("\u{301}"))
        _ = field.apply(.insert("\u{1F1E9}"))
        _ = field.apply(.insert("\u{1F1EA}"))
        #expect(field.text == "e\u{301}🇩🇪")
        #expect(field.count == 2)
        _ = field.undo()
        #expect(field.text == "e")
        #expect(field.count == 1)
        _ = field.redo()
        #expect(field.count == 2)
        #expect(field.caret == 2)
    }

    @Test(arguments: [
        // (text, offset, selected)
        ("hello world", 2, "hello"),
        ("hello world", 5, "hello"),
        ("hello world", 6, "world"),
        ("don't stop", 1, "don't"),
        ("a,b", 1, "a"),
        ("a,,b", 2, ","),
        ("one   two", 4, "   "),
        ("end.", 4, "."),
        ("👍🏽 ok", 0, "👍🏽"),
    ])
    func aDoubleTapSelectsTheWordThere(text: String, offset: Int, selected: String) {
        let field = TextFieldModel(text: text)
        let range = field.wordRange(at: offset)
        #expect(String(Array(text)[range]) == selected)
    }

    @Test func altArrowsMoveByWords() {
        let field = TextFieldModel(text: "Hi there, you")
        #expect(field.wordStart(before: 13) == 10)
        #expect(field.wordStart(before: 10) == 3)
        #expect(field.wordStart(before: 3) == 0)
        #expect(field.wordEnd(after: 0) == 2)
        #expect(field.wordEnd(after: 2) == 8)
        #expect(field.wordEnd(after: 8) == 13)
    }

    @Test func markedTextIsPartOfTheTextAndIsLimitedWhenCommitted() {
        var field = TextFieldModel(text: "ab", maxLength: 3)
        _ = field.setMarkedText("きょ")
        #expect(field.text == "abきょ")
        #expect(field.markedText == "きょ")
        _ = field.setMarkedText("きょう")
        #expect(field.text == "abきょう")
        #expect(field.markedRange == 2..<5)
        let events = field.unmarkText()
        #expect(field.text == "abき")
        #expect(field.markedText == nil)
        #expect(events.contains(.rejected(text: "ょう", reason: .tooLong(maxLength: 3))))
    }

    @Test func markedTextCommittedWithoutALimitKeepsWhatTheFilterTakes() {
        var field = TextFieldModel(text: "7", filter: .digits)
        _ = field.setMarkedText("1a2")
        #expect(field.text == "71a2", "marked text waits for the filter")
        let events = field.unmarkText()
        #expect(field.text == "712")
        #expect(events.contains(.rejected(text: "a", reason: .notAccepted(.digits))))
        #expect(!events.contains { if case .rejected(_, .tooLong) = $0 { true } else { false } })
        #expect(field.unmarkText().isEmpty, "nothing is marked any more")
    }
}
