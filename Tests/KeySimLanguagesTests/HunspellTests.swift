import Foundation
import KeySimCore
import Synchronization
import Testing

@testable import KeySimLanguages

/// Hunspell through its owning types: real dictionaries (Debian's, and small ones written
/// here), with their affix rules, encodings and the notes a person gets when one is missing.
struct HunspellTests {
    /// A temporary folder holding `files` (name → bytes), removed by the caller.
    static func folder(with files: [String: [UInt8]]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("keysim-hunspell-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, bytes) in files {
            #expect(FileManager.default.createFile(atPath: path + "/" + name, contents: Data(bytes)))
        }
        return path
    }

    /// Dictionaries that collect their notes.
    final class Notes: Sendable {
        private let lines = Mutex<[String]>([])
        var all: [String] { lines.withLock { $0 } }
        func add(_ line: String) { lines.withLock { $0.append(line) } }
    }

    static func dictionaries(_ folders: [String], notes: Notes = Notes()) -> HunspellDictionaries {
        HunspellDictionaries(folders: folders, report: { notes.add($0) })
    }

    /// An affix file with one suffix rule (`/D`: + "ed") and a dictionary of two words.
    static let affixed: [String: [UInt8]] = [
        "xx_YY.aff": Array("SET UTF-8\nSFX D Y 1\nSFX D 0 ed .\n".utf8),
        "xx_YY.dic": Array("2\nwalk/D\ntalk\n".utf8),
    ]

    @Test func aDictionaryKnowsItsWordsWithTheirAffixes() throws {
        let path = try Self.folder(with: Self.affixed)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let checker = try #require(Self.dictionaries([path]).checker(for: "xx_YY"))
        #expect(checker.origin == path + "/xx_YY.dic")
        #expect(checker.isWord("walk") && checker.isWord("walked") && checker.isWord("talk"))
        #expect(!checker.isWord("talked"), "talk has no /D flag")
        #expect(!checker.isWord("walkd") && !checker.isWord("ran"))
        #expect(!checker.isWord("") && !checker.isWord("42") && !checker.isWord("..."), "Hunspell accepts these")
        #expect(checker.isWord("walked"), "asked again, the same answer")
    }

    @Test func aDictionaryInISO8859_1IsAskedInItsEncoding() throws {
        // "café" and "naïve" in Latin-1: é is 0xE9, ï is 0xEF.
        let path = try Self.folder(with: [
            "la_LA.aff": Array("SET ISO8859-1\n".utf8),
            "la_LA.dic": Array("2\n".utf8) + [0x63, 0x61, 0x66, 0xE9, 0x0A, 0x6E, 0x61, 0xEF, 0x76, 0x65, 0x0A],
        ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let checker = try #require(Self.dictionaries([path]).checker(for: "la_LA"))
        #expect(checker.isWord("café") && checker.isWord("naïve"))
        #expect(!checker.isWord("cafe"))
        #expect(!checker.isWord("caf€"), "a character Latin-1 lacks is no word of it, and no crash")
        #expect(!checker.isWord("カフェ"))
    }

    @Test func aLocaleIsServedByItsLanguagesFilesAndDICPATHComesFirst() throws {
        let first = try Self.folder(with: ["yy.aff": Array("SET UTF-8\n".utf8), "yy.dic": Array("1\nfirst\n".utf8)])
        let second = try Self.folder(with: [
            "yy.aff": Array("SET UTF-8\n".utf8), "yy.dic": Array("1\nsecond\n".utf8),
            "yy_ZZ.aff": Array("SET UTF-8\n".utf8), "yy_ZZ.dic": Array("1\nregional\n".utf8),
        ])
        defer {
            try? FileManager.default.removeItem(atPath: first)
            try? FileManager.default.removeItem(atPath: second)
        }
        let dictionaries = Self.dictionaries([first, second])
        let regional = try #require(dictionaries.checker(for: "yy_ZZ"))
        #expect(
            regional.isWord("regional") && !regional.isWord("first"), "the locale's own files before its language's")
        let other = try #require(dictionaries.checker(for: "yy_QQ"))
        #expect(other.isWord("first") && !other.isWord("second"), "the first folder that has the files")
        #expect(dictionaries.checker(for: "yy_QQ") === other, "one checker a locale, shared")
        #expect(
            HunspellDictionaries.standardFolders(dicpath: "/a::/b")
                == ["/a", "/b", "/usr/share/hunspell"])
        #expect(HunspellDictionaries.standardFolders(dicpath: nil) == ["/usr/share/hunspell"])
    }

    @Test func aLocaleWithNoDictionaryIsSaidOnceAndKnowsNothingMore() throws {
        let path = try Self.folder(with: ["zz_ZZ.aff": Array("SET UTF-8\n".utf8)])  // no .dic
        defer { try? FileManager.default.removeItem(atPath: path) }
        let notes = Notes()
        let dictionaries = Self.dictionaries([path], notes: notes)
        #expect(dictionaries.checker(for: "zz_ZZ") == nil)
        #expect(dictionaries.checker(for: "zz_ZZ") == nil)
        #expect(dictionaries.checker(for: "de_DE") == nil)
        #expect(
            notes.all == [
                "note: no Hunspell dictionary for zz_ZZ in \(path) (`apt-get install hunspell-zz-zz`, or DICPATH): "
                    + "the 'zz_ZZ' keyboard's spelling is that of its word list alone",
                "note: no Hunspell dictionary for de_DE in \(path) (`apt-get install hunspell-de-de`, or DICPATH): "
                    + "the 'de_DE' keyboard's spelling is that of its word list alone",
            ])
    }

    /// Debian's dictionaries, which the set-up installs (`hunspell-en-us`, `-de-de`, `-fr`).
    @Test func debiansDictionariesKnowInflectionsAndCompounds() throws {
        let notes = Notes()
        let dictionaries = Self.dictionaries(["/usr/share/hunspell"], notes: notes)
        let english = try #require(dictionaries.checker(for: "en_US"), "\(notes.all)")
        #expect(english.origin == "/usr/share/hunspell/en_US.dic")
        for word in ["unfriendliest", "overthinking", "walked", "Walked", "don't", "English"] {
            #expect(english.isWord(word), "\(word)")
        }
        for word in ["overthinkin", "teh", "recieve", "wrod"] { #expect(!english.isWord(word), "\(word)") }
        let german = try #require(dictionaries.checker(for: "de_DE"))
        #expect(german.isWord("Haustür") && german.isWord("Straße") && !german.isWord("Strasse1"))
        let french = try #require(dictionaries.checker(for: "fr_FR"))
        #expect(french.isWord("châteaux") && french.isWord("été") && !french.isWord("chateaux"))
        #expect(notes.all.isEmpty)
    }

    @Test func finishingWaitsForEveryDictionaryMade() throws {
        let dictionaries = Self.dictionaries(["/usr/share/hunspell"])
        dictionaries.finishLoading()  // none made: returns at once
        // Debian's en_US takes 50–100 ms to load, so it is still loading when made; without
        // the wait, the check below would find it so.
        let english = try #require(dictionaries.checker(for: "en_US") as? HunspellChecker)
        dictionaries.finishLoading()
        #expect(english.isLoaded, "finishLoading returned before en_US had loaded")
        #expect(english.isWord("walked"))
    }

    @Test func answersAreTheSameFromManyThreads() async throws {
        let path = try Self.folder(with: Self.affixed)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let checker = try #require(Self.dictionaries([path]).checker(for: "xx_YY"))
        let words = ["walk", "walked", "talk", "talked", "walkd"]
        let answers = await withTaskGroup(of: [Bool].self) { group in
            for _ in 0..<8 { group.addTask { words.map(checker.isWord) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(answers == Array(repeating: [true, true, true, false, false], count: 8))
    }
}
