import Testing

@testable import KeySimCore

/// Auto-capitalization reads the end of the text from its bytes when it ends with a plain
/// ASCII mark; it must answer as the rule over characters does for every ending.
struct KeyboardAutoCapitalTests {
    /// The rule over characters, as written in ``Keyboard/wantsCapital(_:)``'s documentation.
    static func reference(_ text: String, _ mode: Autocapitalization) -> Bool {
        switch mode {
        case .never: return false
        case .characters: return true
        case .words: return text.last.map(\.isWhitespace) ?? true
        case .sentences:
            guard let last = text.last else { return true }
            if last.isNewline { return true }
            guard last.isWhitespace else { return false }
            let body = text.reversed().drop { $0.isWhitespace && !$0.isNewline }
            guard let end = body.first else { return true }
            return end.isNewline || ".!?".contains(end)
        }
    }

    static let texts = [
        "", "a", "Hi", "Hi.", "Hi. ", "Hi.  ", "Hi.\t", "ok?", "ok? ", "wow!\n", "x\r", "x\r\n", "1", "a,", "a, ",
        "e\u{301}", "\u{0600}a", "👍", "👍 ", "a\u{A0}", "end.\u{2028}", "~", "\u{7F}", "a\u{0B}",
    ]

    @Test(arguments: texts)
    func theByteShortCutAnswersAsTheRuleOverCharacters(text: String) {
        for mode in [Autocapitalization.never, .characters, .words, .sentences] {
            let context = KeyboardContext(textBeforeCaret: text, autocapitalization: mode)
            #expect(
                Keyboard.wantsCapital(context) == Self.reference(text, mode), "\(mode) after \(text.debugDescription)")
        }
    }

    @Test func onlyAPrintableASCIIEndingIsTakenByTheShortCut() {
        #expect(Keyboard.endsWithASCIIGraphic("Hi"))
        #expect(Keyboard.endsWithASCIIGraphic("."))
        #expect(!Keyboard.endsWithASCIIGraphic("Hi "))
        #expect(!Keyboard.endsWithASCIIGraphic(""))
        #expect(!Keyboard.endsWithASCIIGraphic("\u{0600}a"))
        #expect(!Keyboard.endsWithASCIIGraphic("x\n"))
    }
}
