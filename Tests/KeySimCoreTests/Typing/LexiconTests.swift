import Testing

@testable import KeySimCore

/// Dictionary files: what they know, and a clear error at the line and column of any damage.
struct LexiconTests {
    static let header = "#keysim-dictionary 1\tlocale=xx\twords=WORDS\tsource=test"

    /// A dictionary file of `lines` (its header's word count taken from them unless given).
    static func file(_ lines: [String], words: Int? = nil) -> SourceFile {
        let header = Self.header.replacingOccurrences(of: "WORDS", with: String(words ?? lines.count))
        return SourceFile(path: "d.txt", text: ([header] + lines).joined(separator: "\n") + "\n")
    }

    static let small = file([
        "English\t150", "I\t196", "NASA\t119\ta", "amd\t0\tn\tand\tw", "and\t212", "don't\t185", "i\t0\tn\tI\tw",
        "ill\t112\t\tI'll\tw", "im\t0\tn\tI'm\tw", "sh*t\t0", "the\t222", "theme\t130",
    ])

    @Test func wordsAreKnownByTheCaseRules() throws {
        let lexicon = try Lexicon(file: Self.small)
        #expect(lexicon.count == 12 && lexicon.locale == "xx" && lexicon.source == "test")
        #expect(lexicon.isKnown("the") && lexicon.isKnown("The") && lexicon.isKnown("THE"))
        #expect(!lexicon.isKnown("tHe"), "only a capital first letter or all capitals")
        #expect(!lexicon.isKnown("th") && !lexicon.isKnown("thee") && !lexicon.isKnown(""))
        #expect(lexicon.isKnown("English") && lexicon.isKnown("ENGLISH"))
        #expect(!lexicon.isKnown("english"), "a lower-case word is corrected to its capitalised entry")
        #expect(lexicon.isKnown("I") && !lexicon.isKnown("i"), "'i' is a not-a-word entry, kept for its shortcut")
        #expect(lexicon.isKnown("NASA") && lexicon.isKnown("Nasa") == false)
        #expect(lexicon.isKnown("sh*t"), "profanity (f = 0) is never corrected away")
        #expect(lexicon.isKnown("don't") && !lexicon.isKnown("dont"))
    }

    @Test func frequenciesFlagsAndShortcuts() throws {
        let lexicon = try Lexicon(file: Self.small)
        #expect(lexicon.frequency(of: "the") == 222 && lexicon.frequency(of: "The") == 222)
        #expect(lexicon.frequency(of: "i") == nil && lexicon.frequency(of: "sh*t") == 0)
        #expect(lexicon.entry(exactly: "NASA")?.isAbbreviation == true)
        #expect(lexicon.entry(exactly: "the")?.isAbbreviation == false)
        #expect(lexicon.entry(exactly: "sh*t")?.isSuggestable == false)
        #expect(lexicon.entry(exactly: "i")?.isWord == false)
        #expect(lexicon.shortcut(for: "i") == Lexicon.Shortcut(replacement: "I", frequency: nil))
        #expect(lexicon.shortcut(for: "Im") == Lexicon.Shortcut(replacement: "I'm", frequency: nil))
        #expect(lexicon.shortcut(for: "ill")?.isWhitelisted == true)
        #expect(lexicon.shortcut(for: "the") == nil)
        #expect(lexicon.entries(ignoringCase: "nasa").map(\.word) == ["NASA"])
    }

    @Test(arguments: [
        (["to\t215", "the\t222"], 2, "d.txt:3:1: error: 'the' comes after 'to'; the words must be sorted"),
        (["the\t222", "the\t200"], 2, "d.txt:3:1: error: 'the' is listed twice"),
        (["the 222"], 1, "d.txt:2:8: error: expected a tab and the word's f after the word"),
        (["the\tx"], 1, "d.txt:2:5: error: f must be a whole number from 0 to 255, not 'x'"),
        (["the\t256"], 1, "d.txt:2:5: error: f must be a whole number from 0 to 255, not '256'"),
        (["the\t222\tz"], 1, "d.txt:2:9: error: unknown flag 'z'; flags are 'n' (not a word) and 'a' (abbreviation)"),
        (["im\t0\tn\tI'm"], 1, "d.txt:2:11: error: expected a tab and the shortcut's f ('w' or 0…255)"),
        (["im\t0\tn\tI'm\tx"], 1, "d.txt:2:12: error: a shortcut's f must be 'w' (whitelist) or a whole number"),
        (["the\t1\t\tx\tw\textra"], 1, "d.txt:2:12: error: too many columns"),
        (["the\t222", "", "to\t1"], 3, "d.txt:3:1: error: empty line; expected 'word TAB f'"),
        (["é\t5", "e\t5"], 2, "d.txt:3:1: error: 'e' comes after 'é'"),
        (["a\t1", "éa\tx"], 2, "d.txt:3:4: error: f must be a whole number"),
        (["the\t222"], 2, "d.txt:2:1: error: the header says 2 words but the file has 1: is it cut short?"),
        (["the\t222", "to\t215"], 1, "d.txt:3:1: error: the header says 1 words but the file has 2"),
    ])
    func aDamagedLineIsAnErrorAtItsLineAndColumn(lines: [String], words: Int, message: String) {
        #expect {
            try Lexicon(file: Self.file(lines, words: words))
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }

    @Test(arguments: [
        ("", "d.txt:1:1: error: expected the header '#keysim-dictionary 1'"),
        ("the\t222\n", "d.txt:1:1: error: expected the header '#keysim-dictionary 1'"),
        ("#keysim-dictionary 2\twords=0\n", "d.txt:1:20: error: format version '2' is not one this KeySim reads (1)"),
        ("#keysim-dictionary 1\tlocale=x\tsource=y\n", "d.txt:1:39: error: the header has no 'words=…'"),
        ("#keysim-dictionary 1\tlocale=x\twords=many\tsource=y\n", "d.txt:1:31: error: 'words' must be a count"),
        ("#keysim-dictionary 1\tlocale\n", "d.txt:1:22: error: expected 'key=value' in the header, found 'locale'"),
    ])
    func aBadHeaderIsAnErrorOnLineOne(text: String, message: String) {
        #expect {
            try Lexicon(file: SourceFile(path: "d.txt", text: text))
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }

    @Test func theShippedEnglishDictionaryHasTheWholeList() {
        let english = TypingFixtures.english
        #expect(english.count == 160_715 && english.locale == "en_US")
        #expect(english.source.contains("en_US_wordlist.combined.gz version 54"))
        #expect(english.frequency(of: "the") == 222)
        #expect(english.isKnown("don't") && !english.isKnown("dont") && english.isKnown("I") && !english.isKnown("i"))
        #expect(english.shortcut(for: "i")?.replacement == "I")
        #expect(english.shortcut(for: "alot") == Lexicon.Shortcut(replacement: "a lot", frequency: nil))
    }

    @Test(arguments: [("de_DE", 205_888, "Straße"), ("fr_FR", 190_425, "être")])
    func theShippedGermanAndFrenchDictionariesLoad(locale: String, count: Int, word: String) throws {
        let file = try SourceFile.read(ShippedData.root + "/Assets/Dictionaries/\(locale).txt")
        let lexicon = try Lexicon(file: file)
        #expect(lexicon.count == count && lexicon.locale == locale)
        #expect(lexicon.isKnown(word))
    }

    /// Read from its bytes, as a dictionary folder reads it: a byte that is not UTF-8 is an
    /// error where it is, and a byte-order mark is skipped.
    @Test func bytesThatAreNotUTF8AreAnErrorAtTheirLineAndColumn() throws {
        let header = Array(Self.header.replacingOccurrences(of: "WORDS", with: "2").utf8) + [0x0A]
        let latin1 = header + Array("and\t212\ncaf".utf8) + [0xE9] + Array("\t100\n".utf8)
        #expect(throws: Diagnostic.self) { try Lexicon(path: "d.txt", bytes: latin1) }
        do {
            _ = try Lexicon(path: "d.txt", bytes: latin1)
        } catch {
            #expect(
                error.description
                    == "d.txt:3:4: error: not UTF-8 text: the byte 0xE9 (Tools/make-dictionaries.py writes UTF-8)")
        }
        let utf8 = [0xEF, 0xBB, 0xBF] + header + Array("and\t212\ncafé\t100\n".utf8)
        let lexicon = try Lexicon(path: "d.txt", bytes: utf8)
        #expect(lexicon.count == 2 && lexicon.isKnown("café") && lexicon.locale == "xx")
        let cut = header + Array("and\t212\ncaf".utf8) + [0xC3]
        #expect(throws: Diagnostic.self) { try Lexicon(path: "d.txt", bytes: cut) }
    }

    @Test func aTrieNodeKeepsEachFieldUpToItsLimit() {
        let limits = Lexicon.TrieNode.limits
        var node = Lexicon.TrieNode(
            end: Int32(limits.nodes), entry: Int32(limits.entries - 1), symbol: UInt16(limits.symbols - 1), best: 255)
        #expect(node.end == Int32(limits.nodes) && node.entry == Int32(limits.entries - 1))
        #expect(node.symbol == UInt16(limits.symbols - 1) && node.best == 255)
        node.end = 7
        node.entry = -1
        node.best = 3
        #expect(node.end == 7 && node.entry == -1 && node.best == 3 && node.symbol == UInt16(limits.symbols - 1))
        #expect(MemoryLayout<Lexicon.TrieNode>.stride == 8)
    }

    @Test func aListWithMoreCharactersThanATrieNodeCountsIsAnError() throws {
        let words = (0...Lexicon.TrieNode.limits.symbols).map { String(Unicode.Scalar(0x4E00 + UInt32($0))!) + "\t1" }
        #expect(throws: Diagnostic.self) { try Lexicon(file: Self.file(words)) }
        do {
            _ = try Lexicon(file: Self.file(words))
        } catch {
            // The root's "\0" is the first symbol: the 1024th character is the one too many.
            #expect(error.description == "d.txt:1025:1: error: too many different characters: a list has at most 1024")
        }
    }
}
