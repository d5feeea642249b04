import Foundation
import Testing

@testable import KeySimCore

/// A layout's `language` picks its dictionary: the shipped keyboards have theirs, `extends`
/// passes it on unless the child sets its own, and a malformed one is a load error.
struct LayoutLanguageTests {
    /// A layout with letters and a language, for children to extend.
    static let english = SourceFile(
        path: "base.json",
        text: """
            {"id": "base", "name": "Base", "language": "en_US", "serves": ["default"], "layers": [
              {"id": "letters", "rows": [["q", "w"], ["space"]]}
            ]}
            """)

    /// Loads `files` and returns the layout `id`, expecting no diagnostics.
    func load(_ id: String, from files: [SourceFile]) throws -> KeyboardLayout {
        let (catalog, diagnostics) = LayoutCatalog.load(files)
        #expect(diagnostics.map(\.description) == [])
        return try #require(catalog.layout(id: id))
    }

    @Test(arguments: [
        ("default", "en_US"), ("de-qwertz", "de_DE"), ("fr-azerty", "fr_FR"),
        // The English keyboards built on default inherit its language.
        ("email", "en_US"), ("url", "en_US"), ("twitter", "en_US"), ("web-search", "en_US"),
        ("numbers-and-punctuation", "en_US"), ("name-phone-pad", "en_US"),
    ])
    func shippedLayoutHasItsLanguage(id: String, language: String) throws {
        let layout = try #require(try ShippedData.layouts().layout(id: id))
        #expect(layout.language == language)
    }

    @Test(arguments: ["number-pad", "decimal-pad", "phone-pad"])
    func shippedDigitPadHasNoLanguage(id: String) throws {
        let layout = try #require(try ShippedData.layouts().layout(id: id))
        #expect(layout.language == nil)
    }

    @Test func everyShippedLanguageHasADictionary() throws {
        // A keyboard with an input method composes instead of correcting: it needs none.
        let layouts = try ShippedData.layouts().layouts
        #expect(layouts.filter { $0.inputMethod != nil }.map(\.id) == ["japanese-kana", "japanese-romaji", "korean"])
        let languages = Set(layouts.filter { $0.inputMethod == nil }.compactMap(\.language))
        #expect(languages == ["en_US", "de_DE", "fr_FR"])
        for language in languages {
            let path = ShippedData.root + "/Assets/Dictionaries/\(language).txt"
            #expect(FileManager.default.fileExists(atPath: path), "\(path)")
        }
    }

    @Test func childWithoutALanguageInheritsTheParents() throws {
        let child = SourceFile(path: "c.json", text: #"{"id": "c", "name": "C", "extends": "base", "layers": []}"#)
        #expect(try load("c", from: [Self.english, child]).language == "en_US")
    }

    @Test func childsOwnLanguageOverridesTheParentsAndPassesOn() throws {
        let child = SourceFile(
            path: "c.json", text: #"{"id": "c", "name": "C", "language": "de_DE", "extends": "base", "layers": []}"#)
        let grandchild = SourceFile(
            path: "g.json", text: #"{"id": "g", "name": "G", "extends": "c", "layers": []}"#)
        let files = [grandchild, child, Self.english]
        #expect(try load("base", from: files).language == "en_US")
        #expect(try load("c", from: files).language == "de_DE")
        #expect(try load("g", from: files).language == "de_DE")
    }

    @Test func layoutWithoutTheKeyHasNoLanguage() throws {
        let pad = SourceFile(
            path: "pad.json", text: #"{"id": "pad", "name": "Pad", "layers": [{"id": "digits", "rows": [["1", "2"]]}]}"#
        )
        let child = SourceFile(path: "c.json", text: #"{"id": "c", "name": "C", "extends": "pad", "layers": []}"#)
        #expect(try load("pad", from: [pad, child]).language == nil)
        #expect(try load("c", from: [pad, child]).language == nil)
    }

    @Test(arguments: ["en", "fr", "haw", "en_US", "de_DE", "es_419", "haw_US"])
    func wellFormedLocaleIsAccepted(language: String) throws {
        let text = #"{"id": "x", "name": "X", "language": "\#(language)", "layers": [{"id": "a", "rows": [["q"]]}]}"#
        #expect(try load("x", from: [SourceFile(path: "x.json", text: text)]).language == language)
    }

    @Test(arguments: [
        ("\"english\"", "x.json:2:14: error: 'language' must be a locale like 'en_US', not 'english'"),
        ("\"en-US\"", "x.json:2:14: error: 'language' must be a locale like 'en_US', not 'en-US'"),
        ("\"en_us\"", "x.json:2:14: error: 'language' must be a locale like 'en_US', not 'en_us'"),
        ("\"EN_US\"", "x.json:2:14: error: 'language' must be a locale like 'en_US', not 'EN_US'"),
        ("\"e\"", "x.json:2:14: error: 'language' must be a locale like 'en_US', not 'e'"),
        ("\"engl\"", "x.json:2:14: error: 'language' must be a locale like 'en_US', not 'engl'"),
        ("\"en_\"", "x.json:2:14: error: 'language' must be a locale like 'en_US', not 'en_'"),
        ("\"en_USA\"", "x.json:2:14: error: 'language' must be a locale like 'en_US', not 'en_USA'"),
        ("\"es_41\"", "x.json:2:14: error: 'language' must be a locale like 'en_US', not 'es_41'"),
        ("\"en_US_POSIX\"", "x.json:2:14: error: 'language' must be a locale like 'en_US', not 'en_US_POSIX'"),
        ("\"\"", "x.json:2:14: error: 'language' must be a locale like 'en_US', not ''"),
        ("7", "x.json:2:14: error: 'language' must be a string, not a number"),
        ("null", "x.json:2:14: error: 'language' must be a string, not null"),
    ])
    func malformedLanguageIsALoadErrorAtTheValue(value: String, expected: String) {
        let text = """
            {"id": "x", "name": "X",
             "language": \(value), "layers": [{"id": "a", "rows": [["q"]]}]}
            """
        let (catalog, diagnostics) = LayoutCatalog.load([SourceFile(path: "x.json", text: text)])
        #expect(diagnostics.map(\.description) == [expected])
        #expect(catalog.layout(id: "x") == nil)
    }

    @Test func misspeltLanguageKeySuggestsIt() {
        let text = #"{"id": "x", "name": "X", "langauge": "en_US", "layers": [{"id": "a", "rows": [["q"]]}]}"#
        let (_, diagnostics) = LayoutCatalog.load([SourceFile(path: "x.json", text: text)])
        #expect(
            diagnostics.map(\.description) == [
                "x.json:1:26: error: unknown key 'langauge' in layout; did you mean 'language'?"
            ])
    }

    @Test func childWithAMalformedLanguageFailsAndItsParentStillLoads() {
        let child = SourceFile(
            path: "c.json", text: #"{"id": "c", "name": "C", "extends": "base", "language": "German", "layers": []}"#)
        let (catalog, diagnostics) = LayoutCatalog.load([Self.english, child])
        #expect(
            diagnostics.map(\.description) == [
                "c.json:1:57: error: 'language' must be a locale like 'en_US', not 'German'"
            ])
        #expect(catalog.layout(id: "c") == nil)
        #expect(catalog.layout(id: "base")?.language == "en_US")
    }
}
