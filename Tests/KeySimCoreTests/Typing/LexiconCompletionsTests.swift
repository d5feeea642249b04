import Testing

@testable import KeySimCore

/// Completions of the word being typed, as the suggestion bar offers them: the most common
/// longer words starting with what was typed, in a fixed order.
struct LexiconCompletionsTests {
    /// A small list: ties at 120 across cases, misspellings (one with an f above 0) and words
    /// whose shortcuts raise the bounds along their paths, profanity, and accents.
    static let small: Lexicon = {
        let lines = [
            "Helsinki\t120", "he'd\t107", "he'll\t94", "hed\t0\tn\the'd\tw", "hedge\t40", "hel\t39\t\the'll\tw",
            "held\t158", "hell\t0", "hellish\t30", "hello\t120", "helo\t90\tn\thello\tw", "help\t149", "helpful\t120",
            "cafe\t104", "cafes\t97", "café\t90", "cafés\t97", "cafeteria\t102",
        ]
        // Written in the list's order, the words' UTF-8 bytes (a tab sorts before any letter).
        let sorted = lines.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let header = "#keysim-dictionary 1\tlocale=xx\twords=\(sorted.count)\tsource=test"
        return try! Lexicon(file: SourceFile(path: "d.txt", text: ([header] + sorted).joined(separator: "\n") + "\n"))
    }()

    /// The words and frequencies of `prefix`'s completions, as `word f`.
    static func completions(_ prefix: String, limit: Int = 20, in lexicon: Lexicon = small) -> [String] {
        lexicon.completions(of: prefix, limit: limit).map { "\($0.word) \($0.frequency)" }
    }

    @Test func higherFrequencyComesFirstAndTiesGoInTheListsByteOrder() {
        #expect(
            Self.completions("hel") == [
                "held 158", "help 149", "Helsinki 120", "hello 120", "helpful 120", "hellish 30",
            ])
        // cafes and cafés tie at 97: 's' (0x73) sorts before 'é' (0xC3 0xA9).
        #expect(Self.completions("caf") == ["cafe 104", "cafeteria 102", "cafes 97", "cafés 97", "café 90"])
    }

    @Test func theTypedCaseDoesNotMatterAndTheListsSpellingIsKept() {
        let expected = Self.completions("hel")
        #expect(Self.completions("Hel") == expected && Self.completions("HEL") == expected)
        #expect(Self.completions("hEl") == expected)
        #expect(Self.completions("hels") == ["Helsinki 120"], "a capitalised word is offered for a lower-case prefix")
        #expect(Self.completions("CAFÉ") == ["cafés 97"], "É matches é")
    }

    @Test func accentsMustMatchExactly() {
        #expect(Self.completions("cafe") == ["cafeteria 102", "cafes 97"])
        #expect(Self.completions("café") == ["cafés 97"])
        #expect(Self.completions("cafè").isEmpty)
    }

    @Test func misspellingsAndProfanityAreNeverOfferedEvenUnderAShortcutsHigherBound() throws {
        // The bound of `hed` counts the shortcut he'd (107), far above its only word, hedge; hel is a
        // word of its own (39) besides its shortcut he'll.
        let hed = try #require(Self.small.node(spelling: "hed"))
        #expect(Self.small.storage.nodes[hed].best == 107)
        #expect(
            Self.completions("he") == [
                "held 158", "help 149", "Helsinki 120", "hello 120", "helpful 120", "he'd 107", "he'll 94",
                "hedge 40", "hel 39", "hellish 30",
            ])
        #expect(Self.completions("hed") == ["hedge 40"])
        #expect(Self.completions("he", limit: 20).allSatisfy { !$0.hasPrefix("hed ") && !$0.hasPrefix("hell ") })
    }

    @Test func thePrefixItselfIsNeverItsOwnCompletion() {
        #expect(Self.completions("help") == ["helpful 120"])
        #expect(Self.completions("hello").isEmpty)
        #expect(Self.completions("Helsinki").isEmpty)
        #expect(Self.completions("cafe").contains { $0.hasPrefix("cafe ") } == false)
    }

    @Test func theLimitCutsTheOrderedListAndNoLimitOrPrefixGivesNothing() {
        let all = Self.completions("he", limit: 100)
        #expect(all.count == 10)
        for limit in 1...10 {
            #expect(Self.completions("he", limit: limit) == Array(all.prefix(limit)), "limit \(limit)")
        }
        #expect(Self.completions("he", limit: 0).isEmpty && Self.completions("he", limit: -1).isEmpty)
        #expect(Self.completions("", limit: 5).isEmpty, "next-word prediction is not a completion")
        #expect(Self.completions("x").isEmpty && Self.completions("helpfully").isEmpty)
    }

    @Test func theEntriesAreTheListsOwn() {
        let helpful = Self.small.completions(of: "HELP", limit: 1)
        #expect(helpful == [Self.small.entry(exactly: "helpful")!])
        let hel = Self.small.completions(of: "he'l", limit: 1)
        #expect(hel.map(\.word) == ["he'll"] && hel.first?.isWord == true && hel.first?.shortcut == nil)
    }

    @Test func englishOffersTheCommonHelWords() {
        let hel = TypingFixtures.english.completions(of: "hel", limit: 8).map(\.word)
        #expect(Array(hel.prefix(3)) == ["held", "help", "helped"])
        // helicopter and hello tie (f 120): the list's order puts helicopter first.
        let helicopter = hel.firstIndex(of: "helicopter")
        let hello = hel.firstIndex(of: "hello")
        #expect(helicopter != nil && hello != nil && helicopter! < hello!)
        #expect(TypingFixtures.english.completions(of: "Hel", limit: 8).map(\.word) == hel)
        #expect(TypingFixtures.english.completions(of: "th", limit: 3).map(\.word) == ["the", "this", "that"])
    }

    /// The shipped English list's lines: word, f, whether it may be suggested, how many scalars
    /// it has, and the lower case of its first eight scalars, one by one.
    static let englishLines: [(word: String, frequency: Int, suggestable: Bool, length: Int, head: [String])] = {
        let file = try! SourceFile.read(ShippedData.root + "/Assets/Dictionaries/en_US.txt")
        return file.text.split(separator: "\n").dropFirst().map { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            let word = String(columns[0])
            let frequency = Int(columns[1])!
            let notAWord = columns.count > 2 && columns[2].contains("n")
            let head = word.unicodeScalars.prefix(8).map { String($0).lowercased() }
            return (word, frequency, !notAWord && frequency > 0, word.unicodeScalars.count, head)
        }
    }()

    /// The first `limit` completions found by looking at every line: the prefix's scalars
    /// matched to the word's first ones by their lower case, longer words only, sorted by f, then
    /// by bytes.
    static func bruteForce(_ prefix: String, limit: Int) -> [String] {
        let typed = prefix.unicodeScalars.map { String($0).lowercased() }
        precondition(typed.count <= 8, "the lines keep eight scalars of each word")
        let matching = englishLines.filter { line in
            line.suggestable && line.length > typed.count && zip(typed, line.head).allSatisfy { $0 == $1 }
        }
        let sorted = matching.sorted {
            $0.frequency != $1.frequency
                ? $0.frequency > $1.frequency : $0.word.utf8.lexicographicallyPrecedes($1.word.utf8)
        }
        return sorted.prefix(limit).map { "\($0.word) \($0.frequency)" }
    }

    @Test(arguments: [
        "t", "T", "a", "s", "i", "q", "x", "'", "1", "he", "hel", "HEL", "hed", "im", "foo", "don", "don'", "new",
        "New", "NA", "bog", "Bogot", "atatü", "atatu", "zz", "strea",
    ])
    func englishCompletionsAreTheTopOfEveryLine(prefix: String) {
        let reference = Self.bruteForce(prefix, limit: 50)
        #expect(reference.isEmpty == ["'", "zz", "atatu"].contains(prefix), "only these start no longer word")
        for limit in [1, 3, 10, 50] {
            let found = TypingFixtures.english.completions(of: prefix, limit: limit)
            #expect(found.map { "\($0.word) \($0.frequency)" } == Array(reference.prefix(limit)), "limit \(limit)")
            #expect(found.allSatisfy { TypingFixtures.english.entry(exactly: $0.word) == $0 })
        }
    }
}
