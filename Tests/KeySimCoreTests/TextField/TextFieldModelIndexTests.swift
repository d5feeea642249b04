import Testing

@testable import KeySimCore

/// The field keeps its caret index, grapheme count and whitespace run as edits go instead of
/// recounting: after any edit it must agree with a field that recounts everything.
struct TextFieldModelIndexTests {
    /// Pieces that cluster in every awkward way: combining marks, ZWJ emoji, skin tones,
    /// regional indicators one by one, Hangul jamo, a prepended sign, a Devanagari conjunct,
    /// CR and LF, and whitespace of all kinds.
    static let pieces = [
        "a", "b", "Z", "1", "7", ".", "!", "?", ",", " ", "  ", "\t", "\n", "\r", "\r\n", "\u{A0}", "\u{3000}",
        "\u{2028}", "\u{301}", "\u{308}", "\u{200D}", "\u{FE0F}", "👍", "🏽", "👨‍👩‍👧‍👦", "❤️", "\u{1F1E9}",
        "\u{1F1EA}", "\u{1F1EB}", "🇩🇪", "\u{1100}", "\u{1161}", "\u{11AB}", "한", "\u{0600}", "क", "\u{94D}", "ष",
        "word", "Hi. ",
    ]

    struct Setup: Sendable, CustomTestStringConvertible {
        var seed: UInt64
        var maxLength: Int?
        var filter: InputFilter
        var testDescription: String { "seed \(seed), maxLength \(maxLength.map(String.init) ?? "none"), \(filter)" }
    }

    @Test(arguments: [
        Setup(seed: 1, maxLength: nil, filter: .any),
        Setup(seed: 2, maxLength: nil, filter: .any),
        Setup(seed: 3, maxLength: 30, filter: .any),
        Setup(seed: 4, maxLength: 12, filter: .any),
        Setup(seed: 5, maxLength: nil, filter: .decimal(separator: ",")),
        Setup(seed: 6, maxLength: nil, filter: .digits),
    ])
    func randomEditsAgreeWithAFieldThatRecountsEverything(setup: Setup) {
        var random = SplitMix64(state: setup.seed)
        var field = TextFieldModel(text: "Start 🇩🇪\u{301}", maxLength: setup.maxLength, filter: setup.filter)
        var reference = ReferenceTextField(text: field.text, maxLength: setup.maxLength, filter: setup.filter)
        Self.expectAgreement(field, reference, step: -1, "init")
        for step in 0..<2_500 {
            let description: String
            let events: [FieldEvent]
            let expected: [FieldEvent]
            switch random.below(20) {
            case 0..<7:
                let action = TextAction.insert(random.pick(Self.pieces))
                (description, events, expected) = ("\(action)", field.apply(action), reference.apply(action))
            case 7..<9:
                let string = (0...random.below(4)).map { _ in random.pick(Self.pieces) }.joined()
                (description, events, expected) = (
                    "paste \(string.debugDescription)", field.paste(string), reference.apply(.insert(string))
                )
            case 9:
                // A run of lone regional indicators, which pair up from the start of the run.
                let string = String(repeating: "\u{1F1EB}", count: 1 + random.below(5))
                (description, events, expected) = ("paste flags", field.paste(string), reference.apply(.insert(string)))
            case 10..<14:
                (description, events, expected) = (
                    "delete", field.apply(.deleteBackward), reference.apply(.deleteBackward)
                )
            case 14:
                let action = TextAction.deleteWordBackward
                (description, events, expected) = ("delete word", field.apply(action), reference.apply(action))
            case 15:
                let action = TextAction.replaceBeforeCaret(
                    count: random.below(4), with: random.pick([". ", "x", "\u{301}"]))
                (description, events, expected) = ("\(action)", field.apply(action), reference.apply(action))
            case 16..<18:
                let offset = random.below(reference.text.count + 3) - 1
                (description, events, expected) = (
                    "move to \(offset)", field.moveCaret(to: offset), reference.moveCaret(to: offset)
                )
            default:
                let delta = random.below(7) - 3
                let target = reference.caret + delta
                (description, events, expected) = (
                    "move by \(delta)", field.moveCaret(by: delta), reference.moveCaret(to: target)
                )
            }
            #expect(events == expected, "step \(step): \(description)")
            guard Self.expectAgreement(field, reference, step: step, description) else { return }
        }
    }

    /// Checks everything the field caches against the reference; false after a mismatch.
    @discardableResult
    static func expectAgreement(
        _ field: TextFieldModel, _ reference: ReferenceTextField, step: Int, _ description: String
    ) -> Bool {
        let context = "step \(step): \(description) → \(reference.text.debugDescription) caret \(reference.caret)"
        guard field.text == reference.text, field.caret == reference.caret else {
            Issue.record("text or caret differ: \(field.text.debugDescription) caret \(field.caret); \(context)")
            return false
        }
        let full = reference.textBeforeCaret
        #expect(field.count == reference.text.count, "\(context)")
        #expect(
            field.lowerIndex == reference.text.index(reference.text.startIndex, offsetBy: reference.caret), "\(context)"
        )
        #expect(field.textBeforeCaret == full, "\(context)")
        #expect(field.tailBeforeCaret(maxGraphemes: 3) == String(full.suffix(3)), "\(context)")
        let summary = field.contextBeforeCaret()
        #expect(
            KeyboardEndOfText(summary) == KeyboardEndOfText(full), "\(context): summary \(summary.debugDescription)")
        #expect(summary.count <= KeyboardContext.tailLength + 1, "\(context)")
        return true
    }

    @Test(arguments: [
        // (text before the caret, what the context carries)
        ("", ""),
        ("Hi", "Hi"),
        ("Hello world. How", "rld. How"),
        ("Hello.   ", "ello.   "),
        ("Hello.          ", ".        "),  // ten spaces: the full stop and the last eight
        ("Hello          ", "o        "),
        ("Line\n          ", "\n        "),
        ("          ", "        "),  // only spaces: nothing before them to carry
        ("Hi.         ", ".        "),  // nine spaces: the full stop is just before the eight
        ("ab\n\n\n\n\n\n\n\n\n", "\n\n\n\n\n\n\n\n"),
        ("Done.\t \u{A0}\u{3000}      x", ".\t \u{A0}\u{3000}      x".suffix(8).description),
    ])
    func theContextCarriesTheEndOfTheTextBeforeTheCaret(text: String, expected: String) {
        let field = TextFieldModel(text: text)
        #expect(field.contextBeforeCaret() == expected)
        #expect(KeyboardEndOfText(field.contextBeforeCaret()) == KeyboardEndOfText(text))
    }

    @Test(arguments: [11, 12, 13] as [UInt64])
    func theContextReadByBytesIsTheOneTheClusterWalkFinds(seed: UInt64) {
        var random = SplitMix64(state: seed)
        // ASCII pieces only, with line breaks (CR LF is one cluster) and blank runs.
        let pieces = ["a", "Z", "7", ".", "?", " ", "  ", "\t", "\n", "\r", "\r\n", "word", "Hi. "]
        var answered = 0
        for _ in 0..<4_000 {
            let text = (0..<random.below(12)).map { _ in random.pick(pieces) }.joined()
            var field = TextFieldModel(text: text)
            field.moveCaret(to: random.below(field.count + 1))
            guard let bytes = field.asciiContextBeforeCaret() else { continue }
            answered += 1
            #expect(bytes == field.clusterContextBeforeCaret(), "\(field.text.debugDescription) caret \(field.caret)")
        }
        // Most texts are answered by bytes (it declines for CR, LF and long blank tails).
        #expect(answered > 1_000)
    }

    @Test func theContextEndsAtTheCaretNotAtTheEndOfTheText() {
        var field = TextFieldModel(text: "One. Two three four five")
        field.moveCaret(to: 5)
        #expect(field.contextBeforeCaret() == "One. ")
        #expect(field.tailBeforeCaret(maxGraphemes: 2) == ". ")
        field.moveCaret(to: 0)
        #expect(field.contextBeforeCaret() == "")
    }

    @Test func aLongFieldKeepsItsCountAndCaretWithoutRecounting() {
        var field = TextFieldModel()
        for index in 0..<5_000 {
            _ = field.apply(.insert(index % 7 == 6 ? " " : "é"))
        }
        #expect(field.count == 5_000)
        #expect(field.caret == 5_000)
        #expect(field.lowerIndex == field.text.endIndex)
        #expect(field.apply(.deleteBackward) == [.deleted(text: "é", at: 4_999)])
        #expect(field.contextBeforeCaret() == "éééééé é")
    }
}

/// What the keyboard reads from the text before the caret, for comparing a context's tail
/// with the whole text: whether each auto-capitalization mode asks for a capital, and the
/// last two characters (double space).
struct KeyboardEndOfText: Equatable, CustomStringConvertible {
    var capitals: [Autocapitalization: Bool]
    var lastTwo: [Character]
    var isEmpty: Bool

    init(_ textBeforeCaret: String) {
        var capitals: [Autocapitalization: Bool] = [:]
        for mode in Autocapitalization.allCases {
            capitals[mode] = Keyboard.wantsCapital(
                KeyboardContext(textBeforeCaret: textBeforeCaret, autocapitalization: mode))
        }
        self.capitals = capitals
        self.lastTwo = Array(textBeforeCaret.suffix(2))
        self.isEmpty = textBeforeCaret.isEmpty
    }

    var description: String { "capitals \(capitals), last two \(lastTwo), empty \(isEmpty)" }
}
