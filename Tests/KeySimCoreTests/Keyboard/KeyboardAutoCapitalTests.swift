import Testing

@testable import KeySimCore

/// Auto-capitalization reads the end of the text from its bytes when it ends with a plain
/// ASCII mark; it must answer as the rule over characters does for every ending.
struct KeyboardAutoCapitalTests {
    static let texts = [
        "", "a", "Hi", "Hi.", "Hi. ", "Hi.  ", "Hi.\t", "ok?", "ok? ", "wow!\n", "x\r", "x\r\n", "1", "a,", "a, ",
        "e\u{301}", "\u{0600}a", "👍", "👍 ", "a\u{A0}", "end.\u{2028}", "~", "\u{7F}", "a\u{0B}",
    ]

    @Test(arguments: texts)
    func theByteShortCutAnswersAsTheRuleOverCharacters(text: String) {
        for mode in [Autocapitalization.never, .characters, .words, .sentences] {
            let context = KeyboardContext(textBeforeCaret: text, autocapitalization: mode)
            #expect(
                Keyboard.wantsCapital(context) == Keyboard.wantsCapital(byCharacters: text, mode),
                "\(mode) after \(text.debugDescription)")
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
