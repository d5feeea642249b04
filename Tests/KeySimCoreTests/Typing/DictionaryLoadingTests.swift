import Foundation
import Testing

@testable import KeySimCore

/// Dictionaries load when a field that needs one is first focused, from a folder of files; a
/// missing or damaged one is an error naming the file, a language with none is said once.
struct DictionaryLoadingTests {
    /// A source that counts what it is asked and answers `lookup` (or the shipped English).
    final class CountingSource: DictionarySource, @unchecked Sendable {
        let answer: (String) -> DictionaryLookup
        private(set) var asked: [String] = []
        init(_ answer: @escaping (String) -> DictionaryLookup) { self.answer = answer }
        func lexicon(for language: String) -> DictionaryLookup {
            asked.append(language)
            return answer(language)
        }
    }

    static func folder(with files: [String: String]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("keysim-dict-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(toFile: path + "/" + name, atomically: true, encoding: .utf8) }
        return path
    }

    static let header = "dictionary=main:en_US,locale=en_US,description=test,date=0,version=1\n"

    @Test func aFolderServesALanguageAndItsOtherRegionsAndSaysWhenItHasNone() throws {
        let path = try Self.folder(with: [
            "de_DE.txt": try String(
                contentsOfFile: ShippedData.root + "/Assets/Dictionaries/de_DE.txt", encoding: .utf8)
        ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let folder = DictionaryFolder(path: path)
        guard case .loaded(let german) = folder.lexicon(for: "de_DE") else {
            Issue.record("no de_DE")
            return
        }
        #expect(german.isKnown("Haus"))
        guard case .loaded(let austrian) = folder.lexicon(for: "de_AT") else {
            Issue.record("no de_AT")
            return
        }
        #expect(austrian.storage === german.storage, "read once and shared")
        guard case .none = folder.lexicon(for: "it_IT") else {
            Issue.record("it_IT should have none")
            return
        }
        #expect(folder.languages == ["de_DE"])
    }

    @Test func aMissingFolderAndADamagedFileAreErrorsNamingThem() throws {
        let gone = DictionaryFolder(path: "/nonexistent/Dictionaries")
        guard case .failed(let missing) = gone.lexicon(for: "en_US") else {
            Issue.record("no error")
            return
        }
        #expect(missing.isMissing)
        #expect(missing.message.hasPrefix("/nonexistent/Dictionaries: error: no dictionaries folder here"))

        let path = try Self.folder(with: [
            "en_US.txt": try String(
                contentsOfFile: ShippedData.root + "/Assets/Dictionaries/en_US.txt", encoding: .utf8
            ).prefix(4000) + "\nbroken line without a frequency\n"
        ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard case .failed(let damaged) = DictionaryFolder(path: path).lexicon(for: "en_US") else {
            Issue.record("a damaged file loaded")
            return
        }
        #expect(!damaged.isMissing)
        #expect(damaged.message.hasPrefix(path + "/en_US.txt:"), "\(damaged.message)")
        #expect(damaged.message.contains(": error: "), "\(damaged.message)")
    }

    @Test func aListThatIsAFolderOrNotUTF8IsAProblemNamingIt() throws {
        let path = try Self.folder(with: [:])
        defer { try? FileManager.default.removeItem(atPath: path) }
        try FileManager.default.createDirectory(atPath: path + "/en_US.txt", withIntermediateDirectories: false)
        let header = "#keysim-dictionary 1\tlocale=fr_FR\twords=1\tsource=test\n"
        #expect(
            FileManager.default.createFile(
                atPath: path + "/fr_FR.txt", contents: Data(header.utf8 + Array("caf".utf8) + [0xE9, 0x09, 0x31, 0x0A]))
        )
        let folder = DictionaryFolder(path: path)
        guard case .failed(let folderProblem) = folder.lexicon(for: "en_US"),
            case .failed(let latin1) = folder.lexicon(for: "fr_FR")
        else {
            Issue.record("a folder or a Latin-1 file loaded")
            return
        }
        #expect(folderProblem.message == FileAccessError.isDirectory(path + "/en_US.txt").description)
        #expect(!folderProblem.isMissing && !latin1.isMissing)
        #expect(latin1.message.hasPrefix(path + "/fr_FR.txt:2:4: error: not UTF-8 text: the byte 0xE9"), "\(latin1)")
    }

    @Test func nothingLoadsUntilAFieldThatCorrectsIsFocused() throws {
        let english = TypingFixtures.english
        let source = CountingSource { _ in .loaded(english) }
        var simulator = try AutocorrectionReplayTests.simulator(dictionaries: source)
        #expect(source.asked.isEmpty, "a simulator never focused asks for no dictionary")
        _ = simulator.focus(fieldAt: try #require(simulator.index(of: "pin")), time: 10)
        _ = simulator.focus(fieldAt: try #require(simulator.index(of: "password")), time: 20)
        #expect(source.asked.isEmpty, "a number pad and a secure field need none")
        _ = simulator.focus(fieldAt: try #require(simulator.index(of: "note")), time: 30)
        #expect(source.asked == ["en_US"])
        #expect(simulator.focusedSession?.autocorrector != nil)
    }

    @Test func aLanguageWithoutADictionaryIsSaidOnceAndTypesAsItIs() throws {
        let source = CountingSource { _ in .none }
        var simulator = try AutocorrectionReplayTests.simulator(dictionaries: source)
        var events: [SimulatorEvent] = []
        for (time, id) in [(10, "note"), (20, "user"), (30, "note")] {
            events += simulator.focus(fieldAt: try #require(simulator.index(of: id)), time: time)
        }
        let notes = events.filter { $0.kind == .noDictionary(language: "en_US") }
        #expect(notes.count == 1)
        #expect(notes.first?.field == "note")
        #expect(simulator.dictionaries.unserved == ["en_US"])
        _ = simulator.hardwareText("teh ", at: 100)
        #expect(simulator.focusedSession?.field.text == "teh ")
        #expect(simulator.suggestionBar == SuggestionBar(slots: [], autocorrection: nil), "the bar shows, empty")
    }

    @Test func aReplayStopsOnADictionaryThatFailsNamingIt() throws {
        let problem = DictionaryProblem(message: "/x/en_US.txt:3:1: error: expected a frequency", isMissing: false)
        let source = CountingSource { _ in .failed(problem) }
        let (report, _) = try AutocorrectionReplayTests.replay(
            [#"{"t":0,"focus":"note"}"#, #"{"t":200,"type":"teh "}"#],
            on: try AutocorrectionReplayTests.simulator(dictionaries: source))
        let error = try #require(report.error)
        #expect(
            error.description
                == "typing.jsonl:2:1: error: focus line needs a dictionary that cannot be used: \(problem.message)")
        #expect(report.simulator.dictionaries.problem == problem)
    }
}
