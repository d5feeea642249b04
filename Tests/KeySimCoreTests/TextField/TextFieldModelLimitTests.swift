import Testing

@testable import KeySimCore

/// Filters and maximum lengths: what a field refuses, and how it says so.
struct TextFieldModelLimitTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var field: TextFieldModel
        var inserted: String
        var after: String
        var events: [FieldEvent]
        var testDescription: String { "\(field.text.debugDescription) + \(inserted.debugDescription)" }
    }

    static let family = "👨‍👩‍👧‍👦"

    @Test(arguments: [
        Case(
            field: .marked("abc|", maxLength: 5), inserted: "defg", after: "abcde|",
            events: [.inserted(text: "de", at: 3), .rejected(text: "fg", reason: .tooLong(maxLength: 5))]),
        Case(
            field: .marked("abcde|", maxLength: 5), inserted: "f", after: "abcde|",
            events: [.rejected(text: "f", reason: .tooLong(maxLength: 5))]),
        Case(
            field: .marked("a|d", maxLength: 3), inserted: "bc", after: "ab|d",
            events: [.inserted(text: "b", at: 1), .rejected(text: "c", reason: .tooLong(maxLength: 3))]),
        // maxLength counts graphemes, not scalars or bytes.
        Case(
            field: .marked("|", maxLength: 3), inserted: "\(family)🇩🇪😀🎉", after: "\(family)🇩🇪😀|",
            events: [.inserted(text: "\(family)🇩🇪😀", at: 0), .rejected(text: "🎉", reason: .tooLong(maxLength: 3))]),
        // A combining mark joins the last letter, so it fits in a full field.
        Case(
            field: .marked("abcde|", maxLength: 5), inserted: "\u{301}", after: "abcde\u{301}|",
            events: [.inserted(text: "\u{301}", at: 5)]),
        Case(
            field: .marked("ab|", maxLength: 5), inserted: "cde", after: "abcde|",
            events: [.inserted(text: "cde", at: 2)]),
        // The filter goes first, then the length.
        Case(
            field: .marked("12|", maxLength: 4, filter: .digits), inserted: "3a456", after: "1234|",
            events: [
                .inserted(text: "34", at: 2),
                .rejected(text: "a", reason: .notAccepted(.digits)),
                .rejected(text: "56", reason: .tooLong(maxLength: 4)),
            ]),
        Case(
            field: .marked("|", filter: .digits), inserted: "abc", after: "|",
            events: [.rejected(text: "abc", reason: .notAccepted(.digits))]),
        Case(
            field: .marked("|", filter: .phone), inserted: "+49 30 1234", after: "+49301234|",
            events: [.inserted(text: "+49301234", at: 0), .rejected(text: "  ", reason: .notAccepted(.phone))]),
        Case(
            field: .marked("|", filter: .asciiDigits), inserted: "4٢", after: "4|",
            events: [.inserted(text: "4", at: 0), .rejected(text: "٢", reason: .notAccepted(.asciiDigits))]),
        // An initial text longer than maxLength is kept; it only cannot grow.
        Case(
            field: .marked("abcdef|", maxLength: 3), inserted: "g", after: "abcdef|",
            events: [.rejected(text: "g", reason: .tooLong(maxLength: 3))]),
    ])
    func insertingIsFilteredThenCutToMaxLength(c: Case) {
        var typed = c.field
        #expect(typed.apply(.insert(c.inserted)) == c.events)
        #expect(typed.notation == c.after)
        var pasted = c.field
        #expect(pasted.paste(c.inserted) == c.events)
        #expect(pasted.notation == c.after)
    }

    @Test func aFullFieldTakesTextAgainAfterADelete() {
        var field = TextFieldModel(text: "abc", maxLength: 3)
        #expect(field.apply(.deleteBackward) == [.deleted(text: "c", at: 2)])
        #expect(
            field.apply(.insert("xy")) == [
                .inserted(text: "x", at: 2), .rejected(text: "y", reason: .tooLong(maxLength: 3)),
            ])
        #expect(field.notation == "abx|")
    }

    @Test func aReplacementIsCutToMaxLength() {
        var field = TextFieldModel(text: "abc", maxLength: 3)
        #expect(
            field.apply(.replaceBeforeCaret(count: 1, with: "xy")) == [
                .deleted(text: "c", at: 2), .inserted(text: "x", at: 2),
                .rejected(text: "y", reason: .tooLong(maxLength: 3)),
            ])
        #expect(field.notation == "abx|")
    }

    @Test func aGermanDecimalFieldTakesOneCommaAndNoPoint() {
        var field = TextFieldModel(filter: InputFilter(keyboardType: .decimalPad, decimalSeparator: ","))
        #expect(field.filter == .decimal(separator: ","))
        #expect(field.apply(.insert("3")) == [.inserted(text: "3", at: 0)])
        #expect(field.apply(.insert(",")) == [.inserted(text: ",", at: 1)])
        #expect(field.apply(.insert("1")) == [.inserted(text: "1", at: 2)])
        #expect(field.notation == "3,1|")
        #expect(field.apply(.insert(",")) == [.rejected(text: ",", reason: .secondDecimalSeparator)])
        #expect(field.notation == "3,1|")
        #expect(field.apply(.insert(".")) == [.rejected(text: ".", reason: .notAccepted(.decimal(separator: ",")))])
        #expect(field.notation == "3,1|")
        #expect(field.apply(.insert("4")) == [.inserted(text: "4", at: 3)])
        #expect(field.notation == "3,14|")
        // Deleting the comma frees the field for another one, wherever the caret is.
        field.moveCaret(to: 2)
        #expect(field.apply(.deleteBackward) == [.deleted(text: ",", at: 1)])
        #expect(field.notation == "3|14")
        field.moveCaret(to: 2)
        #expect(field.apply(.insert(",")) == [.inserted(text: ",", at: 2)])
        #expect(field.notation == "31,|4")
        #expect(field.apply(.submit) == [.submitted(text: "31,4")])
    }
}
