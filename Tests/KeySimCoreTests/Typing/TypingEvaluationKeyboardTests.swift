import Testing

@testable import KeySimCore

/// `keysim evaluate` on the real typing path: phrases typed into a text field through its
/// keyboard, without a dictionary and with the Autocorrector, the field's text compared with
/// the phrase.
struct TypingEvaluationKeyboardTests {
    static let evaluation = TypingEvaluation(geometry: TypingFixtures.iPhone15, decoder: TypingFixtures.decoder)

    /// A text field with UIKit's default traits on the iPhone 15, showing `layout`.
    static func field(layout: String = "default") throws -> TypingSession {
        let layouts = try ShippedData.layouts()
        let device = try #require(try ShippedData.devices().profile(named: "iphone-15"))
        var field = try TypingSession(traits: TextInputTraits(), layouts: layouts, device: device)
        _ = field.showLayout(try #require(layouts.layout(id: layout)), at: 0)
        return field
    }

    static let phrases = [
        "I don't know yet", "see you tomorrow", "can you pick me up", "let's grab lunch together",
        "the weather is really nice today", "I can't find my keys", "Monday it is",
    ]

    @Test func exactTapsTypeEveryPhraseAsMeantAndCorrectionChangesNothing() throws {
        let field = try Self.field()
        let typed = Self.evaluation.typePhrases(Self.phrases, into: field, sigma: 0, seed: 1)
        #expect(typed.map(\.typed) == typed.map(\.corrected))
        #expect(
            typed.map(\.typed) == [
                "I don’t know yet ", "See you tomorrow ", "Can you pick me up ", "Let’s grab lunch together ",
                "The weather is really nice today ", "I can’t find my keys ", "Monday it is ",
            ], "the keyboard's capitals, the field's curly apostrophes, a space after the last word")
        #expect(typed.map(\.intended)[1] == "See you tomorrow", "the capital auto-capitalization gives is meant")
        #expect(typed.allSatisfy { $0.taps.allSatisfy { $0.hit == $0.aimed && $0.typedCharacter } })

        let report = Self.evaluation.typeOnKeyboard(Self.phrases, into: field, sigma: 0, seed: 1)
        #expect(report.words == 30 && report.phrases == 7)
        #expect(report.typedRight == 30 && report.correctedRight == 30, "curly apostrophes count as the phrase's")
        #expect(report.broken == 0 && report.fixed == 0 && report.lostTaps == 0 && report.mistakes.isEmpty)
        #expect(report.taps == Self.phrases.joined().filter(\.isLetter).count, "apostrophes and spaces are exact")
        #expect(report.keys.first?.key == "q" || report.keys.first?.key == "w", "keys in the layer's order")
    }

    @Test func aSeedTypesTheSameTouchesEveryRunAndAnotherSeedOthers() throws {
        let field = try Self.field()
        let first = Self.evaluation.typePhrases(Self.phrases, into: field, sigma: 12, seed: 7, repeats: 3)
        #expect(Self.evaluation.typePhrases(Self.phrases, into: field, sigma: 12, seed: 7, repeats: 3) == first)
        #expect(first.count == 21)
        #expect(Self.evaluation.typePhrases(Self.phrases, into: field, sigma: 12, seed: 8, repeats: 3) != first)
        let report = Self.evaluation.typeOnKeyboard(Self.phrases, into: field, sigma: 12, seed: 7, repeats: 3)
        #expect(report.words == 90)
        #expect(report.typedRight < report.words, "σ = 12 pt makes some taps miss")
        #expect(report.correctedRight > report.typedRight && report.fixed > 0, "and correction puts some right")
        #expect(report.keys.contains { $0.errors > 0 })
    }

    @Test func anAllLowerCasePhraseSetLosesNoWordToCapitals() throws {
        let phrases = ["i think i can come on monday"]
        let field = try Self.field()
        let typed = Self.evaluation.typePhrases(phrases, into: field, sigma: 0, seed: 1)
        #expect(typed.map(\.corrected) == ["I think I can come on Monday "])
        let report = Self.evaluation.typeOnKeyboard(phrases, into: field, sigma: 0, seed: 1)
        #expect(report.correctedRight == 7 && report.broken == 0)
    }

    @Test func aSpaceEndsAWordAndPutsItsCorrectionInTheLastWordToo() throws {
        let typed = Self.evaluation.typePhrases(["see you tomorow"], into: try Self.field(), sigma: 0, seed: 1)
        #expect(typed.map(\.typed) == ["See you tomorow "])
        #expect(typed.map(\.corrected) == ["See you tomorrow "])
    }

    /// The offset from the centre of key `from` to the centre of key `to` on the letters.
    static func offset(from: String, to: String) throws -> Point {
        let geometry = TypingFixtures.iPhone15
        let a = try #require(geometry.frame(of: from)).visible.center
        let b = try #require(geometry.frame(of: to)).visible.center
        return Point(x: b.x - a.x, y: b.y - a.y)
    }

    @Test func aTapLandingOnAnotherKeyDoesWhatThatKeyDoes() throws {
        let field = try Self.field()
        let none = Point(x: 0, y: 0)
        // "so much": the m lands on delete, which deletes the space before it.
        var offsets = [none, none, try Self.offset(from: "m", to: "delete"), none, none, none]
        let merged = Self.evaluation.type("So much", into: field, through: DirectInput(), offsets: offsets)
        #expect(merged.text == "Souch ")
        #expect(merged.taps[2] == .init(aimed: "m", hit: "delete", typedCharacter: false))
        // "about": the b lands on the space bar and splits the word.
        offsets = [none, try Self.offset(from: "b", to: "space"), none, none, none]
        let split = Self.evaluation.type("About", into: field, through: DirectInput(), offsets: offsets)
        #expect(split.text == "A out ")
        // "hat": the a lands on s.
        offsets = [none, try Self.offset(from: "a", to: "s"), none]
        #expect(Self.evaluation.type("Hat", into: field, through: DirectInput(), offsets: offsets).text == "Hst ")
    }

    @Test func aStrayShiftIsTurnedOffAsAPersonLookingAtTheKeysWould() throws {
        let field = try Self.field()
        let none = Point(x: 0, y: 0)
        let offsets = [none, try Self.offset(from: "z", to: "shift"), none, none]
        let typed = Self.evaluation.type("A zoo", into: field, through: DirectInput(), offsets: offsets)
        #expect(typed.text == "A oo ", "the z is lost on shift, and the o after it is not a capital")
    }

    @Test func anAlternateIsTypedByALongPressAndAnotherLayoutByItsKeys() throws {
        let cafe = Self.evaluation.type(
            "café", into: try Self.field(), through: DirectInput(),
            offsets: Array(repeating: Point(x: 0, y: 0), count: 4))
        #expect(cafe.text == "café ", "typed as given: shift tapped off against the automatic capital")
        #expect(cafe.taps.map(\.aimed) == ["c", "a", "f"], "the long press is exact: no noise, no tap counted")
        let german = TypingEvaluation(
            geometry: try TypingFixtures.geometry(layout: "de-qwertz"), decoder: TypingFixtures.decoder)
        let zeit = german.typePhrases(["zeit"], into: try Self.field(layout: "de-qwertz"), sigma: 0, seed: 1)
        #expect(zeit.map(\.typed) == ["Zeit "])
        #expect(zeit.first?.taps.first?.aimed == "z")
    }

    @Test func theAutocorrectorIsTheOneAFieldGetsFromItsDictionary() throws {
        var field = try Self.field()
        let corrector = TypingEvaluation.autocorrector(
            for: field, decoder: TouchDecoder(lexicon: TypingFixtures.english, geometry: TypingFixtures.iPhone15))
        field.useDictionary(TypingFixtures.english)
        #expect(field.inputStage.isEqual(to: corrector))
        var plain = try Self.field()
        plain.useDictionary(nil)
        #expect(!plain.inputStage.isEqual(to: corrector))
    }

    @Test(arguments: [
        ("see you", Autocapitalization.sentences, "See you"),
        ("hi. how are you? fine", .sentences, "Hi. How are you? Fine"),
        ("I am", .sentences, "I am"), ("see you", .words, "See You"), ("see you", .never, "see you"),
        ("see you", .characters, "SEE YOU"), ("don't", .sentences, "Don't"),
    ])
    func aPhraseIsMeantWithTheCapitalsTheKeyboardGives(
        phrase: String, autocapitalization: Autocapitalization, meant: String
    ) {
        #expect(TypingEvaluation.meant(phrase, autocapitalization: autocapitalization) == meant)
    }

    @Test(
        arguments: [
            (["see", "you", "soon"], ["see", "you", "soon"], ["see", "you", "soon"], [true, true, true]),
            (["a", "about", "it"], ["a", "a", "out", "it"], ["a", "a out", "it"], [true, false, true]),
            (["so", "much", "fun"], ["souch", "fun"], ["souch", "", "fun"], [false, false, true]),
            (["see", "you"], [], ["", ""], [false, false]),
            (["i", "am", "monday"], ["I", "an", "Monday"], ["I", "an", "Monday"], [true, false, true]),
            (["the", "end"], ["The", "end", "now"], ["The", "end"], [false, true]),
        ] as [([String], [String], [String], [Bool])])
    func theWordsRightAreTheLongestRunInOrderAndTheOthersPairedBetween(
        intended: [String], output: [String], words: [String], right: [Bool]
    ) {
        let aligned = Self.evaluation.aligned(intended, output)
        #expect(aligned.map(\.word) == words)
        #expect(aligned.map(\.isRight) == right)
    }
}
