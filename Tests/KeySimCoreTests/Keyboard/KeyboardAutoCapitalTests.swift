import Testing

@testable import KeySimCore

/// Where auto-capitalization asks for a capital, for endings of every kind: `words` after
/// whitespace, `sentences` after a sentence's end and whitespace or after a line break,
/// `characters` always, `never` never.
struct KeyboardAutoCapitalTests {
    /// A text before the caret, and whether `words` and `sentences` ask for a capital after it.
    struct Ending: Sendable, CustomStringConvertible {
        var text: String
        var words: Bool
        var sentences: Bool

        var description: String { text.debugDescription }
    }

    static let endings = [
        Ending(text: "", words: true, sentences: true),
        Ending(text: "Hi", words: false, sentences: false),
        Ending(text: "Hi.", words: false, sentences: false),
        Ending(text: "Hi. ", words: true, sentences: true),
        Ending(text: "Hi.  ", words: true, sentences: true),
        Ending(text: "Hi.\t", words: true, sentences: true),
        Ending(text: "ok? ", words: true, sentences: true),
        Ending(text: "wow! ", words: true, sentences: true),
        Ending(text: "a, ", words: true, sentences: false),
        Ending(text: "wow!\n", words: true, sentences: true),
        // CR LF is one character, a line break; so are VT and the Unicode line separator.
        Ending(text: "x\r\n", words: true, sentences: true),
        Ending(text: "a\u{0B}", words: true, sentences: true),
        Ending(text: "end.\u{2028}", words: true, sentences: true),
        // A no-break space is whitespace, but after a letter it ends no sentence.
        Ending(text: "a\u{A0}", words: true, sentences: false),
        Ending(text: "e\u{301}", words: false, sentences: false),
        Ending(text: "👍", words: false, sentences: false),
        Ending(text: "👍 ", words: true, sentences: false),
        Ending(text: "\u{0600}a. ", words: true, sentences: true),
    ]

    @Test(arguments: endings)
    func aCapitalIsAskedForAfterWhitespaceForWordsAndAfterASentenceForSentences(ending: Ending) {
        func wants(_ mode: Autocapitalization) -> Bool {
            Keyboard.wantsCapital(KeyboardContext(textBeforeCaret: ending.text, autocapitalization: mode))
        }
        #expect(wants(.words) == ending.words)
        #expect(wants(.sentences) == ending.sentences)
        #expect(wants(.characters))
        #expect(!wants(.never))
    }
}
