import Testing

@testable import KeySimCore

/// `keysim evaluate`'s measure: phrases typed as noisy touches, words counted before and after
/// correction.
struct TypingEvaluationTests {
    static let evaluation = TypingEvaluation(geometry: TypingFixtures.iPhone15, decoder: TypingFixtures.decoder)

    static let phrases = [
        "I don't know yet", "see you tomorrow", "can you pick me up", "let's grab lunch together",
        "the weather is really nice today", "I can't find my keys", "Monday it is",
    ]

    @Test func exactTapsTypeEveryWordRightAndCorrectionChangesNone() {
        let report = Self.evaluation.decodeWordByWord(Self.phrases, sigma: 0, seed: 1)
        #expect(report.words == 30 && report.phrases == 7)
        #expect(report.typedRight == report.words)
        #expect(report.correctedRight == report.words)
        #expect(report.broken == 0 && report.fixed == 0 && report.lostTaps == 0 && report.mistakes.isEmpty)
        // Apostrophes are on another layer: typed exactly, not tapped.
        #expect(report.taps == Self.phrases.joined().filter(\.isLetter).count)
        #expect(report.keys.allSatisfy { $0.errors == 0 })
        #expect(report.keys.first?.key == "q" || report.keys.first?.key == "w", "keys in the layer's order")
    }

    @Test func aSeedTypesTheSameTouchesEveryRunAndAnotherSeedOthers() {
        let first = Self.evaluation.decodeWordByWord(Self.phrases, sigma: 12, seed: 7, repeats: 3)
        #expect(Self.evaluation.decodeWordByWord(Self.phrases, sigma: 12, seed: 7, repeats: 3) == first)
        #expect(first.words == 90)
        #expect(first.typedRight < first.words, "σ = 12 pt makes some taps miss")
        #expect(first.correctedRight > first.typedRight, "and correction puts some right")
        let other = Self.evaluation.decodeWordByWord(Self.phrases, sigma: 12, seed: 8, repeats: 3)
        #expect(other.keys != first.keys)
    }

    @Test func errorsPerKeyCountTapsThatTypedAnotherKey() {
        let report = Self.evaluation.decodeWordByWord(["aaaa aaaa aaaa aaaa"], sigma: 20, seed: 3)
        #expect(report.keys.map(\.key) == ["a"])
        let a = report.keys[0]
        #expect(a.taps == 16 && a.errors > 0 && a.errors < 16)
        #expect(report.words == 4 && report.typedRight < 4)
    }

    @Test func aWordIsRightAsThePhraseSpellsItOrInTheDictionarysCapitals() {
        let evaluation = Self.evaluation
        #expect(evaluation.isRight("the", for: "the"))
        #expect(evaluation.isRight("I", for: "i") && evaluation.isRight("Monday", for: "monday"))
        #expect(!evaluation.isRight("monday", for: "Monday"), "capitals the phrase has must stay")
        #expect(!evaluation.isRight("The", for: "the"), "'the' is a word: its capital is no dictionary capital")
        #expect(!evaluation.isRight("then", for: "the"))
    }

    @Test func anAllLowerCasePhraseSetLosesNoWordToCapitals() {
        let report = Self.evaluation.decodeWordByWord(["i think i can come on monday"], sigma: 0, seed: 1)
        #expect(report.correctedRight == 7 && report.broken == 0)
    }

    @Test(arguments: [
        ("Hello, world!", ["Hello", "world"]), ("  don't  stop ", ["don't", "stop"]),
        ("\"quoted\" (word)", ["quoted", "word"]),
        ("- a - b", ["a", "b"]), ("", []),
    ])
    func aPhrasesWordsAreItsRunsBetweenSpacesWithoutPunctuationAround(phrase: String, words: [String]) {
        #expect(TypingEvaluation.words(of: phrase) == words)
    }

    @Test func aPhraseFileSkipsBlankLinesAndComments() {
        #expect(
            TypingEvaluation.phrases(in: "# a comment\nsee you\n\n  thank you  \n#x\n") == ["see you", "thank you"])
    }
}
