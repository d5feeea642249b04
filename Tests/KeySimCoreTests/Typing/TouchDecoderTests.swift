import Testing

@testable import KeySimCore

/// The touch decoder on the real iPhone 15 letters with the shipped English dictionary: what a
/// person typing with a thumb gets.
struct TouchDecoderTests {
    let decoder = TypingFixtures.decoder

    func decode(_ word: String, offsets: [Int: (Double, Double)] = [:]) -> Decoding {
        decoder.decode(TypingFixtures.keystrokes(word, offsets: offsets))
    }

    @Test(arguments: [
        ("teh", "the"), ("dont", "don't"), ("i", "I"), ("im", "I'm"), ("Teh", "The"), ("Dont", "Don't"),
        ("english", "English"), ("thw", "the"), ("becuase", "because"), ("alot", "a lot"), ("youre", "you're"),
        ("tomorow", "tomorrow"), ("probaly", "probably"), ("wiht", "with"),
        // Two letters swapped beat a far key of a word about as common (LatinIME's transposition
        // cost gave wait, wood and relieve).
        ("waht", "what"), ("wrod", "word"), ("recieve", "receive"), ("taht", "that"), ("adn", "and"),
    ])
    func commonSlipsAreCorrected(typed: String, meant: String) {
        let decoding = decode(typed)
        #expect(decoding.typed == typed)
        #expect(!decoding.isKnown)
        #expect(decoding.autocorrection == meant, "\(decoding)")
    }

    /// (word, which tap misses, by how many key widths right and down)
    @Test(arguments: [
        ("hello", 1, -0.8, 0.0), ("world", 1, 0.7, 0.0), ("people", 1, 0.0, 1.1), ("because", 4, 0.0, 1.1),
        ("thanks", 2, 0.7, 0.0), ("tomorrow", 0, -0.65, 0.0), ("there", 1, 0.0, -1.1), ("could", 2, -0.7, 0.0),
        // A one-letter word and a short one with two near misses: near misses count half an edit.
        ("I", 0, -0.6, 0.0), ("you", 0, 0.6, 0.0),
    ])
    func aTapThatLandsOnANeighbourStillGivesTheWordMeant(word: String, tap: Int, dx: Double, dy: Double) {
        let keystrokes = TypingFixtures.keystrokes(word, offsets: [tap: (dx, dy)])
        let typed = keystrokes.map(\.text).joined()
        #expect(typed != word, "the tap lands on another key")
        let decoding = decoder.decode(keystrokes)
        #expect(decoding.committed == word, "typed \(typed): \(decoding)")
        #expect(decoding.candidates.first?.word == word)
    }

    @Test(arguments: [
        "the", "hid", "ill", "cant", "its", "were", "well", "I", "a", "quiz", "rhythm", "zephyr", "don't", "The",
        "NASA", "Danny",
    ])
    func aKnownWordTypedExactlyIsNeverChanged(word: String) {
        let decoding = decode(word)
        #expect(decoding.isKnown)
        #expect(decoding.verdict == .known)
        #expect(decoding.committed == word)
    }

    @Test func aKnownTypedWordIsAmongItsCandidatesWithItsShortcutCheapestFirst() {
        let decoding = decode("hid")
        #expect(decoding.verdict == .known)
        // The list's whitelist shortcut 'hid' → 'his' is offered, at the frequency of 'his'.
        #expect(decoding.candidates.prefix(2).map(\.word) == ["his", "hid"])
        #expect(decoding.candidates.first?.kind == .whitelisted)
        #expect(decoding.candidates.count == 3)
        let costs = decoding.candidates.map(\.cost)
        #expect(costs == costs.sorted())
        #expect(Set(decoding.candidates.map(\.word)).count == 3)
    }

    @Test func theSameTouchesAlwaysGiveTheSameRanking() {
        let keystrokes = TypingFixtures.keystrokes("thst", offsets: [2: (0.4, 0.3)])
        let first = decoder.decode(keystrokes, limit: 8)
        let rebuilt = TouchDecoder(lexicon: TypingFixtures.english, geometry: TypingFixtures.iPhone15)
        for _ in 0..<3 {
            #expect(decoder.decode(keystrokes, limit: 8) == first)
            #expect(rebuilt.decode(keystrokes, limit: 8) == first)
        }
        #expect(first.candidates.count == 8)
        #expect(first.autocorrection == "that")
    }

    @Test(arguments: [
        ("h3llo", Decoding.Verdict.hasDigits), ("teh@mail", .address), ("teh.com", .address), ("www.teh", .address),
        ("http://teh", .address),
    ])
    func wordsWithDigitsAndAddressesAreNeverCorrected(typed: String, verdict: Decoding.Verdict) {
        let decoding = decode(typed)
        #expect(decoding.verdict == verdict)
        #expect(decoding.committed == typed)
    }

    @Test func aWordInCapitalsIsLeftAloneButItsCandidatesAreInCapitals() {
        let decoding = decode("TEH")
        #expect(decoding.verdict == .capitals)
        #expect(decoding.committed == "TEH")
        #expect(decoding.candidates.first?.word == "THE")
        // Not even a whitelist shortcut: 'IM' may well be meant.
        #expect(decode("IM").verdict == .capitals)
    }

    @Test func nothingNearIsNoCorrection() {
        let decoding = decode("qxzvj")
        #expect(decoding.autocorrection == nil)
        #expect(decoding.committed == "qxzvj")
    }

    @Test func aCharacterTypedWithoutATouchCountsAsItself() {
        // "don" then an apostrophe from the numbers layer, then "t": the apostrophe is literal.
        var keystrokes = TypingFixtures.keystrokes("don")
        keystrokes.append(Keystroke(text: "'", touch: KeyTouch(key: "'", point: Point(x: 300, y: 150))))
        keystrokes += TypingFixtures.keystrokes("t")
        let decoding = decoder.decode(keystrokes)
        #expect(decoding.typed == "don't" && decoding.verdict == .known)
        // A callout's alternate is taken as chosen: "café" typed with é from the e key.
        let callout =
            TypingFixtures.keystrokes("caf") + [
                Keystroke(
                    text: "é", touch: KeyTouch(key: "e", point: TypingFixtures.iPhone15.frame(of: "e")!.visible.center))
            ]
        #expect(decoder.decode(callout).verdict == .known)
    }

    /// A decoder over a few words of its own on the iPhone 15.
    static func decoder(_ lines: [String]) throws -> TouchDecoder {
        TouchDecoder(lexicon: try Lexicon(file: LexiconTests.file(lines)), geometry: TypingFixtures.iPhone15)
    }

    @Test func anAbbreviationIsOfferedButOnlyCorrectedToInOtherCapitals() throws {
        let decoder = try Self.decoder(["TV\t200\ta", "USA\t150\ta", "to\t100"])
        let tb = decoder.decode(TypingFixtures.keystrokes("tb"))
        #expect(tb.candidates.first?.word == "TV" && tb.candidates.first?.kind == .abbreviation)
        #expect(tb.verdict == .abbreviation && tb.committed == "tb")
        #expect(decoder.decode(TypingFixtures.keystrokes("usa")).autocorrection == "USA")
    }

    @Test func tiesGoToTheMoreFrequentWordThenToTheFirstByItsBytes() throws {
        // Typed without touches, 'sax' is one substitution from 'sag', 'sat' and 'saw' alike.
        let keystrokes = "sax".map { Keystroke(text: String($0)) }
        let even = try Self.decoder(["saw\t100", "sag\t100", "sat\t100"].sorted()).decode(keystrokes)
        #expect(even.candidates.map(\.word) == ["sag", "sat", "saw"])
        #expect(Set(even.candidates.map(\.cost)).count == 1)
        let uneven = try Self.decoder(["sag\t100", "sat\t120", "saw\t110"]).decode(keystrokes)
        #expect(uneven.candidates.map(\.word) == ["sat", "saw", "sag"])
    }

    @Test func accentsTheKeyboardHasNoKeyForCostLittle() throws {
        let file = try SourceFile.read(ShippedData.root + "/Assets/Dictionaries/fr_FR.txt")
        let french = TouchDecoder(
            lexicon: try Lexicon(file: file), geometry: try TypingFixtures.geometry(layout: "fr-azerty"))
        let geometry = try TypingFixtures.geometry(layout: "fr-azerty")
        let decoding = french.decode(TypingFixtures.keystrokes("ecole", on: geometry))
        #expect(decoding.autocorrection == "école", "\(decoding)")
    }
}
