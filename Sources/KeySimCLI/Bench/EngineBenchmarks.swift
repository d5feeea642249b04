import Foundation
import KeySim
import KeySimCore
import KeySimSDL

/// The in-process measurements of `keysim bench`: the engine, frames and layouts, each
/// repeated and timed with the monotonic clock.
struct EngineBenchmarks {
    let environment: ReplayEnvironment
    let presentation: Presentation
    let short: Bool

    /// The keys a replay taps in turn on the default layout's letters: "hello world " over and over.
    static let tappedKeys = ["h", "e", "l", "l", "o", "space", "w", "o", "r", "l", "d", "space"]

    func device() throws -> DeviceProfile {
        guard let device = environment.device("iphone-15") else { throw BenchFailure("no device 'iphone-15'") }
        return device
    }

    func demoSimulator() throws -> Simulator {
        let (scene, _) = try environment.scene("demo")
        return try Simulator(
            scene: scene, device: try device(), layouts: environment.layouts, timings: environment.timings)
    }

    /// A script that focuses the demo's `default` field and taps `taps` keys, 100 ms apart.
    static func tapScript(taps: Int, field: String = "default") -> Script {
        var lines = [
            ScriptLine(line: 1, position: SourcePosition(line: 1, column: 1), time: 0, kind: .focus(field: field))
        ]
        lines.reserveCapacity(taps + 1)
        for index in 0..<taps {
            let line = index + 2
            lines.append(
                ScriptLine(
                    line: line, position: SourcePosition(line: line, column: 1), time: 1_000 + 100 * index,
                    kind: .tap(key: tappedKeys[index % tappedKeys.count], hold: nil)))
        }
        return Script(path: "bench.jsonl", lines: lines)
    }

    /// Replay throughput: scripted taps per second through the engine, no frames, one core.
    func replay() throws -> BenchRow {
        let taps = short ? 20_000 : 100_000
        let simulator = try demoSimulator()
        let script = Self.tapScript(taps: taps)
        var samples: [Double] = []
        for _ in 0..<(short ? 3 : 7) {
            var report: ReplayReport?
            let microseconds = MonotonicClock.microseconds {
                report = Replayer.run(
                    script, on: simulator, options: ReplayOptions(sceneName: "demo"),
                    fieldLocator: presentation.builder)
            }
            guard let report, report.touches == taps + 1 else { throw BenchFailure("the replay did not tap every key") }
            samples.append(Double(report.touches) / (microseconds / 1e6))
        }
        return BenchRow(
            name: "replay",
            measured:
                "scripted taps per second through the engine (Replayer, \(taps) taps of \"hello world \", no frames, one core)",
            unit: "taps/s", samples: samples, direction: .higherIsBetter, budget: 300_000, reportsP99: false)
    }

    /// Per-event engine cost: one touch down and up on a key, in µs.
    func event() throws -> BenchRow {
        var simulator = try demoSimulator()
        _ = simulator.focus(fieldAt: simulator.index(of: "default") ?? 0, time: 0)
        return BenchRow(
            name: "event", measured: "engine cost of one touch down + up on a key (Simulator.touch, focused field)",
            unit: "µs",
            samples: try Self.touchCosts(on: &simulator, keys: Self.tappedKeys, count: short ? 5_000 : 50_000),
            budgetFigure: .p99, noiseFloor: 5)
    }

    /// The Korean keys a Hangul row taps in turn: "한글 " over and over (jamo composed by libhangul).
    static let hangulKeys = ["ㅎ", "ㅏ", "ㄴ", "ㄱ", "ㅡ", "ㄹ", "space"]

    /// A Hangul key's engine cost beside a Latin key's: the `event` measurement on the shipped
    /// Korean scene's memo field, with libhangul composing; its budget is the Latin key's p99,
    /// measured in the same run, plus 20 µs.
    func hangulKey() throws -> BenchRow {
        let count = short ? 5_000 : 50_000
        let latinP99 = try latinKeyP99(count: count)
        let (scene, _) = try environment.scene("korean")
        var korean = try Simulator(
            scene: scene, device: try device(), layouts: environment.layouts, timings: environment.timings)
        korean.inputMethods = InputMethodAccess(source: ReplayEnvironment.inputMethods)
        _ = korean.focus(fieldAt: korean.index(of: "memo") ?? 0, time: 0)
        guard korean.focusedSession?.hangulInput != nil else { throw BenchFailure("the Korean field does not compose") }
        let costs = try Self.touchCosts(on: &korean, keys: Self.hangulKeys, count: count)
        guard korean.focusedSession?.field.text.hasPrefix("한글 한글") == true else {
            throw BenchFailure("the Korean keys did not type 한글")
        }
        return BenchRow(
            name: "hangul-key",
            measured:
                "engine cost of one touch down + up on a Korean key, libhangul composing \"한글 \" (the Latin key's p99 in this run: \(BenchFormat.number(latinP99)) µs; budget: 20 µs beyond it)",
            unit: "µs", samples: costs, budget: latinP99 + 20, budgetFigure: .p99, noiseFloor: 5)
    }

    /// A Latin key's p99 engine cost in µs over `count` touches (the `event` measurement), the
    /// base of the Hangul and kana keys' budgets.
    func latinKeyP99(count: Int) throws -> Double {
        var latin = try demoSimulator()
        _ = latin.focus(fieldAt: latin.index(of: "default") ?? 0, time: 0)
        return BenchStatistics.percentile(99, of: try Self.touchCosts(on: &latin, keys: Self.tappedKeys, count: count))
            ?? 0
    }

    /// The kana keys a kana row taps in turn: か, か again (toggled to き), →, か, 小゛゜ (が),
    /// 確定 — "きが" committed over and over.
    static let kanaKeys = ["か", "か", "advance", "か", "kanaModifier", "return"]

    /// A kana key's engine cost beside a Latin key's: the `event` measurement on the shipped
    /// Japanese scene's memo field, its globe key tapped once for the Kana keypad, toggles and
    /// 小゛゜ replacing the marked kana. Without a converter: the candidates a key then asks
    /// Anthy for are the `conversion` row. Its budget is the Latin key's p99, measured in the
    /// same run, plus 20 µs.
    func kanaKey() throws -> BenchRow {
        let count = short ? 5_000 : 50_000
        let latinP99 = try latinKeyP99(count: count)
        let (scene, _) = try environment.scene("japanese")
        var japanese = try Simulator(
            scene: scene, device: try device(), layouts: environment.layouts, timings: environment.timings)
        _ = japanese.focus(fieldAt: japanese.index(of: "memo") ?? 0, time: 0)
        guard let globe = japanese.shownKeyCentre("globe") else {
            throw BenchFailure("the Japanese scene has no globe key")
        }
        _ = japanese.touch(.down, at: globe, finger: 1, time: 100)
        _ = japanese.touch(.up, at: globe, finger: 1, time: 150)
        guard japanese.keyboard?.layout.id == "japanese-kana", japanese.focusedSession?.japaneseInput != nil else {
            throw BenchFailure("the globe key did not bring the Kana keypad")
        }
        let costs = try Self.touchCosts(on: &japanese, keys: Self.kanaKeys, count: count)
        guard japanese.focusedSession?.field.text.hasPrefix("きがきが") == true else {
            throw BenchFailure("the kana keys did not type きが")
        }
        return BenchRow(
            name: "kana-key",
            measured:
                "engine cost of one touch down + up on a key of the Kana keypad, typing \"きが\" by a toggle, →, 小゛゜ and 確定, no converter (the Latin key's p99 in this run: \(BenchFormat.number(latinP99)) µs; budget: 20 µs beyond it)",
            unit: "µs", samples: costs, budget: latinP99 + 20, budgetFigure: .p99, noiseFloor: 5)
    }

    /// Readings a conversion row converts: words and phrases, short to long.
    static let readings = [
        "にほんご", "きょう", "かんじ", "わたし", "ありがとう", "きょうはいいてんき", "わたしはがくせいです",
        "とうきょうにいきます", "あしたのかいぎはごごさんじからです", "このぶんしょうをへんかんしてください",
    ]

    /// Kana-to-kanji conversion: ms for Anthy's candidates of a reading (what the Japanese
    /// keyboard asks after each key), with the engine's one-time start measured apart.
    func conversion() throws -> BenchRow {
        let converter = ReplayEnvironment.inputMethods.converter(for: .romaji)
        let start = MonotonicClock.microseconds { _ = converter?.candidates(for: "にほんご") }
        guard let converter else { throw BenchFailure("Anthy could not be started (is anthy-common installed?)") }
        var samples: [Double] = []
        for _ in 0..<(short ? 5 : 50) {
            for reading in Self.readings {
                samples.append(MonotonicClock.microseconds { _ = converter.candidates(for: reading) } / 1_000)
            }
        }
        return BenchRow(
            name: "conversion",
            measured:
                "ms for Anthy's candidates of a reading (AnthyConverter.candidates, \(Self.readings.count) readings of 2-19 kana; Anthy's start, once a process: \(BenchFormat.number(start / 1_000)) ms, or less when an earlier row started it)",
            unit: "ms", samples: samples, budget: 20, budgetFigure: .p99, noiseFloor: 1)
    }

    /// µs of each of `count` touches down and up on `keys` in turn, on the focused field.
    static func touchCosts(on simulator: inout Simulator, keys: [String], count: Int) throws -> [Double] {
        let keyboard = simulator.keyboard
        let origin = simulator.device.keyboardOrigin
        let centres: [Point] = keys.compactMap { key in
            keyboard?.geometry.frame(of: key).map {
                Point(x: $0.visible.midX + origin.x, y: $0.visible.midY + origin.y)
            }
        }
        guard centres.count == keys.count else {
            throw BenchFailure("the layout '\(keyboard?.layout.id ?? "")' lacks a tapped key")
        }
        var samples: [Double] = []
        samples.reserveCapacity(count)
        var time = 1_000
        for index in 0..<count {
            let point = centres[index % centres.count]
            let elapsed = MonotonicClock.microseconds {
                _ = simulator.touch(.down, at: point, finger: 1, time: time)
                _ = simulator.touch(.up, at: point, finger: 1, time: time + 50)
            }
            samples.append(elapsed)
            time += 100
        }
        return samples
    }

    /// A typical state: the demo form, the email field focused with an address typed, the
    /// keyboard shown and settled.
    func typicalState() throws -> Simulator {
        let lines = [
            ScriptLine(line: 1, position: SourcePosition(line: 1, column: 1), time: 0, kind: .focus(field: "email")),
            ScriptLine(
                line: 2, position: SourcePosition(line: 2, column: 1), time: 600,
                kind: .type(text: "ann@example.co", interval: nil)),
        ]
        let report = Replayer.run(
            Script(path: "bench.jsonl", lines: lines), on: try demoSimulator(), fieldLocator: presentation.builder)
        return report.simulator
    }

    /// Frame build: µs to produce the `Frame` of a typical state.
    func frameBuild() throws -> BenchRow {
        let simulator = try typicalState()
        let builder = presentation.builder
        let time = simulator.now + 2_000
        var samples: [Double] = []
        var commands = 0
        for _ in 0..<(short ? 300 : 3_000) {
            samples.append(
                MonotonicClock.microseconds { commands = builder.frame(of: simulator, at: time).commands.count })
        }
        return BenchRow(
            name: "frame-build",
            measured:
                "µs to build the Frame of the demo form, email focused with text, keyboard shown (\(commands) draw commands)",
            unit: "µs", samples: samples, budget: 200, budgetFigure: .p99, noiseFloor: 50)
    }

    /// Frame raster: µs to rasterise a typical frame at 2× into an SDL surface,
    /// headless, on a reused renderer with warm caches (as replay frames are drawn).
    func frameRaster() throws -> BenchRow {
        let simulator = try typicalState()
        let frame = presentation.builder.frame(of: simulator, at: simulator.now + 2_000)
        let target = try Rasterizer.offscreenRenderer(for: frame, scale: 2)
        let renderer = FrameRenderer(renderer: target, fonts: presentation.fonts, icons: presentation.icons)
        try renderer.draw(frame, scale: 2)
        var samples: [Double] = []
        for _ in 0..<(short ? 30 : 300) {
            samples.append(try MonotonicClock.microseconds { try renderer.draw(frame, scale: 2) })
        }
        return BenchRow(
            name: "frame-raster",
            measured:
                "µs to rasterise that frame at 2× on iPhone 15 (786×1704 px) drawn into an SDL surface (KeySim's own canvas with SDL's blend arithmetic), headless, warm caches",
            unit: "µs", samples: samples, budget: 4_000, budgetFigure: .p99, noiseFloor: 500)
    }

    /// Layouts: ms to read, load and lint every shipped layout, as `keysim lint` does (every
    /// device profile, the theme's key fonts measured with the real font).
    func layouts() throws -> BenchRow {
        let folder = environment.paths.layouts
        let linter = LayoutLinter(
            devices: environment.devices, theme: presentation.theme, measurer: presentation.fonts)
        var samples: [Double] = []
        var count = 0
        var findings = 0
        for _ in 0..<(short ? 10 : 50) {
            let elapsed = try MonotonicClock.microseconds {
                let report = linter.lint(try SourceFile.readJSONFiles(in: folder))
                guard report.errorCount == 0 else { throw BenchFailure("the shipped layouts have lint errors") }
                count = report.catalog.layouts.count
                findings = report.warningCount
            }
            samples.append(elapsed / 1_000)
        }
        return BenchRow(
            name: "layouts",
            measured:
                "load + lint — ms to read, resolve and lint all \(count) shipped layouts on every device profile (\(findings) warnings)",
            unit: "ms", samples: samples, budget: 20, noiseFloor: 2)
    }
}
