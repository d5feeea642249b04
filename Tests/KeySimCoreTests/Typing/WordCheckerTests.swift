import Synchronization
import Testing

@testable import KeySimCore

/// A lexicon's checker (Hunspell, in the product) decides the words its list lacks: what is
/// left alone, what is underlined, and what the list still decides.
struct WordCheckerTests {
    /// A checker knowing `words`, remembering what it is asked.
    final class SetChecker: WordChecker {
        let origin = "test.dic"
        let words: Set<String>
        private let askedWords = Mutex<[String]>([])
        var asked: [String] { askedWords.withLock { $0 } }

        init(_ words: Set<String>) { self.words = words }

        func isWord(_ word: String) -> Bool {
            askedWords.withLock { $0.append(word) }
            return words.contains(word)
        }
    }

    /// A source of one checker per locale, remembering the locales asked for.
    final class SetCheckerSource: WordCheckerSource {
        let checkers: [String: SetChecker]
        private let askedLocales = Mutex<[String]>([])
        var asked: [String] { askedLocales.withLock { $0 } }

        init(_ checkers: [String: SetChecker]) { self.checkers = checkers }

        func checker(for locale: String) -> (any WordChecker)? {
            askedLocales.withLock { $0.append(locale) }
            return checkers[locale]
        }
    }

    /// Words Hunspell's en_US knows and the shipped list lacks, long and short.
    static let checked: Set<String> = ["overthinking", "unfriendliest", "ut", "english", "i"]

    static func english(checker: SetChecker) -> Lexicon {
        var lexicon = TypingFixtures.english
        lexicon.checker = checker
        return lexicon
    }

    @Test func theCheckerDecidesOnlyTheWordsTheListHasInNoCasing() throws {
        let checker = SetChecker(Self.checked)
        let lexicon = Self.english(checker: checker)
        #expect(!TypingFixtures.english.isKnown("overthinking"), "the list alone does not know it")
        #expect(lexicon.knowledge(of: "overthinking") == .checked && lexicon.isKnown("overthinking"))
        #expect(lexicon.knowledge(of: "the") == .listed)
        #expect(lexicon.knowledge(of: "overthinkin") == .unknown)
        #expect(lexicon.knowledge(of: "english") == .unknown, "the list has English: english is corrected to it")
        #expect(lexicon.knowledge(of: "i") == .unknown, "the list's not-a-word entry decides 'i'")
        #expect(Set(checker.asked) == ["overthinking", "overthinkin"], "the list's words are never asked about")
    }

    @Test func aLongWordTheCheckerKnowsIsLeftAloneAndNotUnderlined() throws {
        let keystrokes = TypingFixtures.keystrokes("overthinking")
        let alone = TouchDecoder(lexicon: TypingFixtures.english, geometry: TypingFixtures.iPhone15)
        #expect(alone.decode(keystrokes).committed != "overthinking", "the list alone corrects it away")

        let lexicon = Self.english(checker: SetChecker(Self.checked))
        let decoder = TouchDecoder(lexicon: lexicon, geometry: TypingFixtures.iPhone15)
        let decoding = decoder.decode(keystrokes)
        #expect(decoding.isKnown && decoding.verdict == .known && decoding.committed == "overthinking")
        let corrector = Autocorrector(decoder: decoder)
        #expect(corrector.isSpelledRight("overthinking") && corrector.isLeftAlone("overthinking"))
        #expect(corrector.isSpelledRight("Unfriendliest") == false, "asked as written: the fake knows lower case")
        #expect(!corrector.isSpelledRight("overthinkin"))
    }

    @Test func aShortWordOnlyTheCheckerKnowsMayBeCorrectedButIsNotUnderlined() throws {
        let lexicon = Self.english(checker: SetChecker(Self.checked))
        let decoder = TouchDecoder(lexicon: lexicon, geometry: TypingFixtures.iPhone15)
        let decoding = decoder.decode(TypingFixtures.keystrokes("ut"))
        #expect(decoding.isKnown, "spelled right: Hunspell knows it")
        #expect(decoding.verdict != .known, "a two-letter Hunspell-only word is more often a slip: \(decoding)")
        #expect(TouchDecoder.keeps("ut", .checked) == false && TouchDecoder.keeps("unfriendliest", .checked))
        #expect(TouchDecoder.keeps("ut", .listed) && !TouchDecoder.keeps("overthinking", .unknown))
        let corrector = Autocorrector(decoder: decoder)
        #expect(corrector.isSpelledRight("ut") && !corrector.isLeftAlone("ut"))
    }

    @Test func aDictionaryFolderGivesEachListTheCheckerOfItsLocaleOnce() throws {
        let english = SetChecker(Self.checked)
        let source = SetCheckerSource(["en_US": english])
        let folder = DictionaryFolder(path: ShippedData.root + "/Assets/Dictionaries", checkers: source)
        guard case .loaded(let lexicon) = folder.lexicon(for: "en_US"),
            case .loaded(let again) = folder.lexicon(for: "en_US"),
            case .loaded(let german) = folder.lexicon(for: "de_DE")
        else {
            Issue.record("the shipped en_US and de_DE did not load")
            return
        }
        #expect(lexicon.checker === english && again.checker === english)
        #expect(german.checker == nil, "the source has none for de_DE: the list alone decides")
        #expect(source.asked == ["en_US", "de_DE"], "each locale is asked for once")
        #expect(lexicon.isKnown("unfriendliest") && !german.isKnown("unfriendliest"))
    }
}
