import Testing

@testable import KeySimCore

/// A field with a long text: the keyboard is told only the end of it, and behaves as it does
/// for a short one.
struct TypingSessionLongTextTests {
    typealias Finger = TypingSessionTests.Finger

    static let longText = String(repeating: "the quick brown fox jumps over the lazy dog ", count: 250) + "end"

    @Test func theKeyboardIsToldOnlyTheEndOfALongText() throws {
        let finger = try Finger(FieldAttributes(), text: Self.longText)
        let context = finger.session.context
        #expect(context.textBeforeCaret == " dog end")
        #expect(context.caretOffset == Self.longText.count)
        #expect(!context.caretAtStart)
        #expect(context.fieldIsEmpty == false)
    }

    @Test func doubleSpaceAndSentenceCapitalsWorkAtTheEndOfALongText() throws {
        var finger = try Finger(FieldAttributes(), text: Self.longText)
        #expect(finger.session.keyboard.shift == .off)
        try finger.tap("space", "space")
        #expect(finger.session.field.text == Self.longText + ". ")
        #expect(finger.session.keyboard.shift == .on, "a new sentence starts capitalised")
        try finger.type("ok")
        #expect(finger.session.field.text.hasSuffix("end. Ok"))
        #expect(finger.session.field.caret == Self.longText.count + 4)
        #expect(finger.session.context.textBeforeCaret == " end. Ok")
        #expect(finger.session.keyboard.shift == .off)
    }

    @Test(arguments: [
        // (text before the caret, whether the field asks for a capital) — more spaces than
        // the context's tail holds, so only the cluster kept in front of them can tell.
        ("The end." + String(repeating: " ", count: 20), true),
        ("The end" + String(repeating: " ", count: 20), false),
        ("The end\n" + String(repeating: " ", count: 20), true),
        (String(repeating: " ", count: 20), true),
    ])
    func sentenceCapitalsLookPastAnyNumberOfSpaces(text: String, capital: Bool) throws {
        var finger = try Finger(FieldAttributes(), text: text)
        #expect(finger.session.keyboard.shift == (capital ? .on : .off))
        try finger.tap("space")
        #expect(finger.session.keyboard.shift == (capital ? .on : .off), "one more space changes nothing")
        try finger.tap("delete")
        try finger.tap("delete")
        #expect(finger.session.field.text == String(text.dropLast()))
        #expect(finger.session.keyboard.shift == (capital ? .on : .off), "nor do two fewer")
    }

    @Test func aRepeatedEndOfTextIsStillAnEditThatRestoresAutoShift() throws {
        // Shift turned off by hand stays off until the text changes; a text whose last
        // characters look the same as before has still changed.
        var finger = try Finger(FieldAttributes(autocapitalization: .characters), text: "aaaaaaaaaa")
        #expect(finger.session.keyboard.shift == .on)
        try finger.tap("shift")
        #expect(finger.session.keyboard.shift == .off)
        try finger.tap("a")
        #expect(finger.session.field.text == "aaaaaaaaaaa")
        #expect(finger.session.keyboard.shift == .on)
    }
}
