import Foundation
import KeySim
import KeySimCore
import KeySimLanguages

/// The in-process measurements of `keysim bench` for typing with a dictionary (issue 18): the
/// suggestion bar after each key, a replay with autocorrection, and the first focus of a
/// field that corrects. All type into the demo form's `default` field (UIKit's default
/// traits: it corrects, checks spelling and shows the bar) on the iPhone 15, with the
/// dictionaries of the checkout (`Assets/Dictionaries`) and the phrases of
/// `Assets/Phrases/en.txt` tapped with a thumb's spread (``NoisyTyping``), so that some words
/// come out mistyped and are corrected.
struct TypingBenchmarks {
    let engine: EngineBenchmarks
    /// How many times `suggestions` types the phrases, each time with new noise.
    var passes: Int
    /// How many taps the `replay-autocorrect` script has, and how many timed runs replay it.
    var replayTaps: Int
    var replayRuns: Int
    /// How many fresh simulators `first-focus` focuses.
    var focusRuns: Int
    /// Types only the first this many phrases (nil: all; tests type few).
    var phraseLimit: Int?

    init(engine: EngineBenchmarks) {
        self.engine = engine
        passes = engine.short ? 1 : 3
        replayTaps = engine.short ? 20_000 : 100_000
        replayRuns = engine.short ? 3 : 7
        focusRuns = engine.short ? 5 : 20
        phraseLimit = nil
    }

    /// The field typed into.
    static let field = "default"
    /// The spread of a tap around its key's centre, in points: a thumb's, as issue 18 measures
    /// typing (and `keysim evaluate` defaults to).
    static let sigma = 10.0
    static let seed: UInt64 = 1

    var environment: ReplayEnvironment { engine.environment }

    /// The phrases of `Assets/Phrases/en.txt` (the first ``phraseLimit``).
    func phrases() throws -> [String] {
        let path = environment.paths.root + "/Assets/Phrases/en.txt"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw BenchFailure("cannot read \(path)")
        }
        let phrases = TypingEvaluation.phrases(in: text)
        guard !phrases.isEmpty else { throw BenchFailure("\(path) has no phrases") }
        return phraseLimit.map { Array(phrases.prefix($0)) } ?? phrases
    }

    /// The demo form whose fields get their dictionaries from `source`, as `keysim run` and
    /// `keysim replay` give them the checkout's; nothing focused.
    func correctingSimulator(source: any DictionarySource) throws -> Simulator {
        var simulator = try engine.demoSimulator()
        simulator.dictionaries = DictionaryAccess(source: source)
        return simulator
    }

    func fieldIndex(in simulator: Simulator) throws -> Int {
        guard let index = simulator.index(of: Self.field) else { throw BenchFailure("no field '\(Self.field)'") }
        return index
    }

    /// The typed field's taps on the keyboard it shows.
    func typing() throws -> NoisyTyping {
        var simulator = try engine.demoSimulator()
        _ = simulator.focus(fieldAt: try fieldIndex(in: simulator), time: 0)
        guard let typing = NoisyTyping(focusedIn: simulator, sigma: Self.sigma) else {
            throw BenchFailure("the '\(Self.field)' field shows no keyboard")
        }
        return typing
    }

    /// At least `count` taps typing the phrases over and over, each time with new noise.
    func phraseTaps(count: Int) throws -> [Point] {
        let typing = try typing()
        let phrases = try phrases()
        var random = SeededRandom(seed: Self.seed)
        var taps: [Point] = []
        taps.reserveCapacity(count)
        while taps.count < count {
            guard let pass = typing.taps(for: phrases, random: &random) else {
                throw BenchFailure("the default layout lacks a letter of the phrases or the space bar")
            }
            for phrase in pass { taps += phrase }
        }
        return taps
    }

    // MARK: The bar

    /// Suggestions: ms to compute the bar after one key, as a frame does after each tap
    /// (`TypingSession.suggestionBar`), over every tap of the phrases typed one by one into a
    /// fresh copy of the focused field.
    func suggestions() throws -> BenchRow {
        var focused = try correctingSimulator(source: environment.dictionaries)
        let index = try fieldIndex(in: focused)
        _ = focused.focus(fieldAt: index, time: 0)
        _ = focused.advance(to: 1_000)
        guard focused.sessions[index].autocorrector != nil else {
            throw BenchFailure("the '\(Self.field)' field got no dictionary (Assets/Dictionaries/en_US.txt)")
        }
        let typing = try typing()
        let phrases = try phrases()
        var random = SeededRandom(seed: Self.seed)
        var samples: [Double] = []
        var offered = 0
        for _ in 0..<passes {
            guard let pass = typing.taps(for: phrases, random: &random) else {
                throw BenchFailure("the default layout lacks a letter of the phrases or the space bar")
            }
            for phrase in pass {
                var simulator = focused
                var time = 1_000
                for point in phrase {
                    time += 100
                    _ = simulator.touch(.down, at: point, finger: 0, time: time)
                    _ = simulator.touch(.up, at: point, finger: 0, time: time + 50)
                    var bar: SuggestionBar?
                    samples.append(
                        MonotonicClock.microseconds { bar = simulator.sessions[index].suggestionBar } / 1_000)
                    if bar?.autocorrection != nil { offered += 1 }
                }
            }
        }
        return BenchRow(
            name: "suggestions",
            measured:
                "ms to compute the suggestion bar after one key (TypingSession.suggestionBar, as a frame does after "
                + "each tap): the \(phrases.count) phrases of Assets/Phrases/en.txt typed tap by tap (letters and "
                + "spaces, σ \(BenchFormat.number(Self.sigma)) pt) into the demo's '\(Self.field)' field with the "
                + "en_US dictionary, iPhone 15, \(passes) pass\(passes == 1 ? "" : "es"); \(offered) bars offered an "
                + "autocorrection",
            unit: "ms", samples: samples, budget: 1, budgetFigure: .p99, noiseFloor: 0.2)
    }

    // MARK: Replay

    /// A script that focuses the `default` field and types the phrases as raw touches (down,
    /// and up 50 ms later), a tap every 100 ms, until `taps` taps.
    func noisyScript(taps: Int) throws -> Script {
        let points = try phraseTaps(count: taps)
        var lines = [
            ScriptLine(line: 1, position: SourcePosition(line: 1, column: 1), time: 0, kind: .focus(field: Self.field))
        ]
        lines.reserveCapacity(2 * taps + 1)
        for index in 0..<taps {
            let line = 2 * index + 2
            let time = 1_000 + 100 * index
            for (offset, phase) in [TouchPhase.down, .up].enumerated() {
                lines.append(
                    ScriptLine(
                        line: line + offset, position: SourcePosition(line: line + offset, column: 1),
                        time: time + 50 * offset, kind: .touch(phase, at: points[index], finger: 0)))
            }
        }
        return Script(path: "bench.jsonl", lines: lines)
    }

    /// Replay with autocorrection: scripted taps per second through the engine typing the
    /// phrases with noise into a field that corrects, its dictionary loaded before the timed
    /// runs (by a first run that counts the corrections).
    func replayAutocorrect() throws -> BenchRow {
        let simulator = try correctingSimulator(source: environment.dictionaries)
        let script = try noisyScript(taps: replayTaps)
        let options = ReplayOptions(sceneName: "demo")
        let builder = engine.presentation.builder
        var corrections = 0
        let first = Replayer.run(
            script, on: simulator, options: options,
            log: { event in
                if case .field(.autocorrected) = event.kind { corrections += 1 }
            }, fieldLocator: builder)
        guard first.error == nil, first.touches == replayTaps + 1 else {
            throw BenchFailure("the replay did not make every tap")
        }
        guard corrections > 0 else { throw BenchFailure("the replay corrected no word: no dictionary was loaded") }
        var samples: [Double] = []
        for _ in 0..<replayRuns {
            var report: ReplayReport?
            let microseconds = MonotonicClock.microseconds {
                report = Replayer.run(script, on: simulator, options: options, fieldLocator: builder)
            }
            guard let report, report.touches == replayTaps + 1 else {
                throw BenchFailure("the replay did not make every tap")
            }
            samples.append(Double(report.touches) / (microseconds / 1e6))
        }
        return BenchRow(
            name: "replay-autocorrect",
            measured:
                "scripted taps per second through the engine with autocorrection (Replayer, \(replayTaps) raw "
                + "touches typing Assets/Phrases/en.txt, σ \(BenchFormat.number(Self.sigma)) pt, into the demo's "
                + "'\(Self.field)' field with the en_US dictionary loaded: \(corrections) words corrected; no frames, "
                + "one core)",
            unit: "taps/s", samples: samples, direction: .higherIsBetter, budget: 50_000, reportsP99: false)
    }

    // MARK: First focus

    /// First focus: ms for the first focus of a field that corrects to be done in a fresh
    /// simulator whose dictionary folder and Hunspell dictionaries are fresh too, so that the
    /// word list is read (load, decoder set-up, the keyboard shown) and Hunspell's en_US starts
    /// loading on its own thread. Each run first checks that the simulator, made and drawn with
    /// no field focused and (on a copy) with a field focused that does not correct (`email`),
    /// asked for no dictionary; after the focus it waits for Hunspell's first answer, and the
    /// row says how long after the focus began that came (a person's first tap comes later).
    func firstFocus() throws -> BenchRow {
        let folder = environment.paths.dictionaries
        let builder = engine.presentation.builder
        var samples: [Double] = []
        var loads: [Double] = []
        var ready: [Double] = []
        for _ in 0..<focusRuns {
            let spelling = HunspellDictionaries(
                folders: HunspellDictionaries.standardFolders(dicpath: ProcessInfo.processInfo.environment["DICPATH"]),
                report: { _ in })
            let source = CountingDictionarySource(DictionaryFolder(path: folder, checkers: spelling))
            var simulator = try correctingSimulator(source: source)
            _ = builder.frame(of: simulator, at: 0)
            _ = simulator.advance(to: 1_000)
            if let email = simulator.index(of: "email") {
                // On a copy: the field that corrects is then focused first, from no focus.
                var probe = simulator
                _ = probe.focus(fieldAt: email, time: 1_000)
                _ = probe.advance(to: 2_000)
            }
            guard source.requests.isEmpty else {
                throw BenchFailure("a dictionary was loaded before a field that corrects was focused")
            }
            let index = try fieldIndex(in: simulator)
            let start = MonotonicClock.nanoseconds()
            _ = simulator.focus(fieldAt: index, time: 1_000)
            let focused = MonotonicClock.nanoseconds()
            guard source.requests == ["en_US"], let corrector = simulator.sessions[index].autocorrector else {
                throw BenchFailure("the first focus of '\(Self.field)' loaded no en_US dictionary")
            }
            guard let checker = corrector.lexicon.checker else {
                throw BenchFailure("no Hunspell en_US dictionary (`make deps` installs hunspell-en-us)")
            }
            guard checker.isWord("unfriendliest") else { throw BenchFailure("Hunspell's en_US lacks 'unfriendliest'") }
            ready.append(Double(MonotonicClock.nanoseconds() - start) / 1_000_000)
            samples.append(Double(focused - start) / 1_000_000)
            let fresh = DictionaryFolder(path: folder)
            loads.append(MonotonicClock.microseconds { _ = fresh.lexicon(for: "en_US") } / 1_000)
        }
        let load = BenchStatistics.median(loads).map(BenchFormat.number) ?? "—"
        let spelling = BenchStatistics.median(ready).map(BenchFormat.number) ?? "—"
        return BenchRow(
            name: "first-focus",
            measured:
                "ms for the first focus of a field that corrects to be done ('\(Self.field)', a fresh simulator and "
                + "dictionary folder: en_US read and decoded, the decoder set up, the keyboard shown; the load alone "
                + "\(load)); none was loaded at start nor by focusing 'email' (checked); Hunspell's en_US, loading "
                + "on its own thread meanwhile, answered \(spelling) ms after the focus began (median)",
            unit: "ms", samples: samples, budget: 30, noiseFloor: 10)
    }
}
