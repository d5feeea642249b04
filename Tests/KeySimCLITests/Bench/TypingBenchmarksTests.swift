import Foundation
import KeySim
import KeySimCore
import Testing

@testable import KeySimCLI

/// The typing rows of `keysim bench` (issue 18's speed budgets), and what they rely on: no
/// dictionary is read before a field that corrects is focused, and the taps typed land on
/// letters and make corrections.
struct TypingBenchmarksTests {
    static let paths = ResourcePaths(root: KeySimProcess.root)

    static func benchmarks() throws -> TypingBenchmarks {
        let environment = try ReplayEnvironment.load(paths: paths, layoutsFolder: nil)
        let presentation = try Presentation.load(theme: "light", paths: paths)
        return TypingBenchmarks(
            engine: EngineBenchmarks(environment: environment, presentation: presentation, short: true))
    }

    @Test func startUpWithNoFieldFocusedAsksForNoDictionaryAndTheFirstFieldThatCorrectsAsksForItsOwn() throws {
        let typing = try Self.benchmarks()
        let source = CountingDictionarySource(DictionaryFolder(path: Self.paths.dictionaries))
        var simulator = try typing.correctingSimulator(source: source)
        // Started and drawn, the clock running: nothing asked for.
        _ = typing.engine.presentation.builder.frame(of: simulator, at: 0)
        _ = simulator.advance(to: 1_000)
        #expect(source.requests.isEmpty)
        #expect(simulator.sessions.allSatisfy { $0.autocorrector == nil })
        // A field that neither corrects, checks spelling nor suggests: still nothing.
        _ = simulator.focus(fieldAt: try #require(simulator.index(of: "email")), time: 1_000)
        _ = simulator.advance(to: 2_000)
        #expect(source.requests.isEmpty)
        #expect(simulator.suggestionBar == nil)
        // The first field that corrects: its keyboard's language, and the bar works.
        let index = try #require(simulator.index(of: "default"))
        _ = simulator.focus(fieldAt: index, time: 2_000)
        #expect(source.requests == ["en_US"])
        #expect(simulator.sessions[index].autocorrector?.lexicon.locale == "en_US")
        #expect(simulator.suggestionBar == SuggestionBar(slots: [], autocorrection: nil))
    }

    @Test func aFreshDictionaryFolderReadsItsFileOnlyWhenAFieldThatCorrectsIsFocused() throws {
        // A damaged en_US.txt: reading it is what sets the problem, so the problem tells when it was read.
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "not a dictionary\n".write(toFile: folder.path + "/en_US.txt", atomically: true, encoding: .utf8)
        let typing = try Self.benchmarks()
        var simulator = try typing.correctingSimulator(source: DictionaryFolder(path: folder.path))
        _ = typing.engine.presentation.builder.frame(of: simulator, at: 0)
        _ = simulator.focus(fieldAt: try #require(simulator.index(of: "email")), time: 0)
        _ = simulator.advance(to: 1_000)
        #expect(simulator.dictionaries.problem == nil)
        _ = simulator.focus(fieldAt: try #require(simulator.index(of: "default")), time: 1_000)
        let problem = try #require(simulator.dictionaries.problem)
        #expect(problem.message.hasPrefix(folder.path + "/en_US.txt:1:1: error: expected the header"), "\(problem)")
    }

    @Test func phrasesAreTypedAsLowerCaseLettersAndOneSpaceAfterEachWord() {
        #expect(NoisyTyping.typedText(of: "I can't find my keys") == "i cant find my keys ")
        #expect(NoisyTyping.typedText(of: "  Running a  little late! ") == "running a little late ")
        #expect(NoisyTyping.typedText(of: "42 ?") == "")
    }

    @Test func everyTapLandsOnALetterOrTheSpaceBarAndWithoutNoiseOnTheKeysCentre() throws {
        let typing = try Self.benchmarks()
        let noisy = try typing.typing()
        let exact = NoisyTyping(geometry: noisy.geometry, origin: noisy.origin, sigma: 0)
        let phrases = ["see you tomorrow", "I can't find my keys"]
        var random = SeededRandom(seed: 1)
        let noisyTaps = try #require(noisy.taps(for: phrases, random: &random))
        let exactTaps = try #require(exact.taps(for: phrases, random: &random))
        let geometry = noisy.geometry
        func key(at point: Point) -> String? {
            geometry.key(at: Point(x: point.x - noisy.origin.x, y: point.y - noisy.origin.y))?.key.id
        }
        for (phrase, taps) in zip(phrases, exactTaps) {
            #expect(
                taps.map { key(at: $0) ?? "?" }.joined()
                    == NoisyTyping.typedText(of: phrase).map {
                        $0 == " " ? "space" : String($0)
                    }.joined())
        }
        let allNoisy = noisyTaps.flatMap { $0 }
        let allExact = exactTaps.flatMap { $0 }
        #expect(allNoisy.count == allExact.count)
        let landed = allNoisy.compactMap(key(at:))
        #expect(landed.count == allNoisy.count)
        #expect(landed.allSatisfy { $0 == "space" || ($0.count == 1 && $0.first!.isLetter) }, "\(landed)")
        // The noise moves the letters (some onto other keys), never the spaces.
        let moved = zip(allNoisy, allExact).filter { $0.0 != $0.1 }.map(\.1)
        #expect(moved.count > allExact.count / 2)
        #expect(!moved.contains { key(at: $0) == "space" })
    }

    @Test func theNoisyScriptTypesEveryTapAndTheFieldCorrectsSomeWords() throws {
        let typing = try Self.benchmarks()
        let script = try typing.noisyScript(taps: 400)
        #expect(script.lines.count == 801)
        var corrections: [String] = []
        let report = Replayer.run(
            script, on: try typing.correctingSimulator(source: typing.environment.dictionaries),
            log: { event in
                if case .field(.autocorrected(_, let to, _)) = event.kind { corrections.append(to) }
            }, fieldLocator: typing.engine.presentation.builder)
        #expect(report.error == nil)
        #expect(report.touches == 401)
        #expect(!corrections.isEmpty)
        let index = try #require(report.simulator.index(of: "default"))
        let text = report.simulator.sessions[index].field.text
        let words = Set(text.split(separator: " ").map(String.init))
        #expect(text.split(separator: " ").count >= 70, "\(text)")
        #expect(corrections.allSatisfy(words.contains), "\(corrections) in \(text)")
    }

    @Test func theTypingRowsAreMeasuredAgainstIssue18sBudgets() throws {
        var typing = try Self.benchmarks()
        typing.phraseLimit = 4
        typing.replayTaps = 200
        typing.replayRuns = 1
        typing.focusRuns = 1
        let suggestions = try typing.suggestions()
        #expect(suggestions.name == "suggestions" && suggestions.unit == "ms")
        #expect(suggestions.budget == 1 && suggestions.budgetFigure == .p99 && suggestions.direction == .lowerIsBetter)
        // One bar after every tap of the four phrases.
        #expect(suggestions.samples == (try typing.phrases()).map(NoisyTyping.typedText).joined().count)
        #expect(suggestions.p99 != nil && suggestions.median > 0)
        let replay = try typing.replayAutocorrect()
        #expect(replay.name == "replay-autocorrect" && replay.unit == "taps/s")
        #expect(replay.budget == 50_000 && replay.budgetFigure == .median && replay.direction == .higherIsBetter)
        #expect(replay.samples == 1 && replay.median > 0)
        #expect(replay.measured.contains("words corrected"))
        let focus = try typing.firstFocus()
        #expect(focus.name == "first-focus" && focus.unit == "ms")
        #expect(focus.budget == 30 && focus.budgetFigure == .median && focus.direction == .lowerIsBetter)
        #expect(focus.samples == 1 && focus.median > 0)
    }
}
