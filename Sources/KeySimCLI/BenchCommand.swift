import Foundation
import KeySim
import KeySimCore
import KeySimSDL

/// `keysim bench`: medians and 99th percentiles of the engine, frames, layouts and the
/// window over repeated runs, each against its budget; `--check` fails on a large
/// regression from recorded figures.
enum BenchCommand {
    /// Every option `keysim bench` takes, in the order its help lists them.
    static let optionTable = OptionTable(
        command: "bench",
        options: [
            .flag("json", "Print the figures as JSON (what --check reads)."),
            .flag(
                "short",
                "Fewer repetitions and no memory rows unless --only names them (a quick regression check, under a "
                    + "minute)."),
            .value("only", "NAME...", "Run only these measurements (names also comma-separated)."),
            .value(
                "check", "BASELINE.json",
                "Compare medians with a baseline written by --json; exit 1 when one is worse than --factor times its "
                    + "recorded figure."),
            .value("factor", "N", "The regression factor of --check (default 3)."),
        ])

    static let usage = optionTable.usage

    /// Every measurement, in the order they run and print.
    static let names = [
        "replay", "replay-autocorrect", "event", "hangul-key", "kana-key", "conversion", "suggestions", "first-focus",
        "frame-build",
        "frame-raster", "layouts",
        "replay-suite", "startup", "idle", "idle-caret", "window-raster", "memory-window", "memory-window-autocorrect",
        "memory-replay",
    ]

    static func run(_ arguments: [String], output: inout some CommandOutput) -> Int32 {
        let parsed: Arguments
        do throws(Arguments.UsageError) {
            parsed = try Arguments(arguments, table: optionTable)
        } catch {
            return KeySimCommand.usageError(error.message, usage: usage, command: "bench", output: &output)
        }
        func usageError(_ message: String) -> Int32 {
            KeySimCommand.usageError(message, usage: usage, command: "bench", output: &output)
        }
        if parsed.has("help") {
            output.write(help)
            return ExitCode.success
        }
        let short = parsed.has("short")
        // The short run leaves out the memory rows, which take a minute each.
        var selected = short ? names.filter { !$0.hasPrefix("memory-") } : names
        if let only = parsed["only"] {
            selected = (only.split(separator: ",").map(String.init) + parsed.positionals)
            for name in selected where !names.contains(name) {
                var message = "no measurement '\(name)'."
                if let suggestion = Suggestion.nearest(to: name, in: names) {
                    message += " Did you mean '\(suggestion)'?"
                }
                return usageError(message + " Measurements: " + names.joined(separator: ", "))
            }
        } else if let extra = parsed.positionals.first {
            return usageError("unexpected argument '\(extra)'")
        }
        guard let factor = Double(parsed["factor"] ?? "3"), factor > 1 else {
            return usageError("'--factor' needs a number above 1")
        }
        var baseline: [BenchBaseline.Entry]?
        if let path = parsed["check"] {
            guard let data = FileManager.default.contents(atPath: path) else {
                output.writeError("keysim bench: error: cannot read \(path)\n")
                return ExitCode.missingInput
            }
            guard let object = try? JSONSerialization.jsonObject(with: data),
                let entries = BenchBaseline.entries(fromJSON: object)
            else {
                output.writeError("\(path):1:1: error: not a baseline written by 'keysim bench --json'\n")
                return ExitCode.badData
            }
            baseline = entries
        }

        let environment: ReplayEnvironment
        let presentation: Presentation
        do throws(CommandFailure) {
            let paths = ResourcePaths.locate()
            environment = try ReplayEnvironment.load(paths: paths, layoutsFolder: nil)
            presentation = try Presentation.load(theme: "light", paths: paths)
        } catch {
            output.writeError(error.message + "\n")
            return error.code
        }
        var notes: [String] = []
        let before = CPUTimes.now()
        let rows = measure(
            selected, environment: environment, presentation: presentation, short: short, notes: &notes)
        let cores = ProcessInfo.processInfo.activeProcessorCount
        if let note = CPUTimes.note(from: before, to: CPUTimes.now(), cores: cores) { notes.append(note) }
        let regressions = baseline.map { BenchBaseline.regressions(of: rows, against: $0, factor: factor) } ?? []

        if parsed.has("json") {
            output.write(KeySimCommand.encodeJSON(json(rows, notes: notes, short: short)))
        } else {
            output.write(table(rows, notes: notes))
        }
        if baseline != nil {
            for regression in regressions { output.writeError("keysim bench: regression: \(regression)\n") }
            output.writeError(
                regressions.isEmpty
                    ? "keysim bench: no figure is worse than \(BenchFormat.number(factor))× its recorded median\n"
                    : "keysim bench: \(regressions.count) regression(s) beyond \(BenchFormat.number(factor))×\n")
            return regressions.isEmpty ? ExitCode.success : ExitCode.expectationFailed
        }
        return ExitCode.success
    }

    /// Runs the `selected` measurements; one that cannot run adds a note instead of a row.
    static func measure(
        _ selected: [String], environment: ReplayEnvironment, presentation: Presentation, short: Bool,
        notes: inout [String]
    ) -> [BenchRow] {
        let engine = EngineBenchmarks(environment: environment, presentation: presentation, short: short)
        let typing = TypingBenchmarks(engine: engine)
        var rows: [BenchRow] = []
        #if DEBUG
            notes.append("debug build: figures are for tests only; measure with `swift build -c release`")
        #endif
        let inProcess: [String: () throws -> BenchRow] = [
            "replay": engine.replay, "replay-autocorrect": typing.replayAutocorrect, "event": engine.event,
            "hangul-key": engine.hangulKey, "kana-key": engine.kanaKey, "conversion": engine.conversion,
            "suggestions": typing.suggestions, "first-focus": typing.firstFocus, "frame-build": engine.frameBuild,
            "frame-raster": engine.frameRaster, "layouts": engine.layouts,
        ]
        for name in names where selected.contains(name) {
            guard let measurement = inProcess[name] else { continue }
            do {
                rows.append(try measurement())
            } catch {
                notes.append("\(name): not measured: \(error)")
            }
        }
        let outside = names.filter { selected.contains($0) && inProcess[$0] == nil }
        guard !outside.isEmpty else { return rows }
        let executable = Bundle.main.executableURL?.resolvingSymlinksInPath().path ?? CommandLine.arguments[0]
        if outside.contains("memory-replay") {
            let folder = FileManager.default.temporaryDirectory.path
            for taps in short ? [100_000] : [100_000, 1_000_000] {
                do {
                    rows.append(try WindowBenchmarks.replayMemory(executable: executable, taps: taps, folder: folder))
                } catch {
                    notes.append("memory-replay: not measured: \(error)")
                }
            }
        }
        if outside.contains("replay-suite") {
            let folder = FileManager.default.temporaryDirectory.path
            let cores = ProcessInfo.processInfo.activeProcessorCount
            do {
                rows.append(
                    try WindowBenchmarks.replaySuite(
                        executable: executable, count: short ? 1_000 : 10_000, jobs: cores, runs: 3, folder: folder))
            } catch {
                notes.append("replay-suite: not measured: \(error)")
            }
        }
        let windowed = outside.filter { $0 != "memory-replay" && $0 != "replay-suite" }
        guard !windowed.isEmpty else { return rows }
        let display: BenchDisplay
        do {
            display = try BenchDisplay()
        } catch {
            notes.append("window measurements not made: \(error)")
            return rows
        }
        notes.append(display.note)
        let window = WindowBenchmarks(executable: executable, display: display, short: short)
        let measurements: [String: () throws -> BenchRow] = [
            "startup": window.startup, "idle": { try window.idle(focusedField: nil) },
            "idle-caret": { try window.idle(focusedField: "email") }, "window-raster": window.windowRaster,
            "memory-window": { try window.windowMemory(plainWindowTyping(engine)) },
            "memory-window-autocorrect": { try window.windowMemory(correctingWindowTyping(typing)) },
        ]
        for name in windowed {
            do {
                rows.append(try measurements[name]!())
            } catch {
                notes.append("\(name): not measured: \(error)")
            }
        }
        return rows
    }

    /// What `memory-window` types: "hello world" into the demo's `username` field, which
    /// neither corrects, checks spelling nor suggests (so no dictionary is loaded), clicking
    /// the centres of the default layout's letters.
    static func plainWindowTyping(_ engine: EngineBenchmarks) throws -> WindowBenchmarks.Typing {
        let field = "username"
        var simulator = try engine.demoSimulator()
        guard let index = simulator.index(of: field) else { throw BenchFailure("no field '\(field)'") }
        _ = simulator.focus(fieldAt: index, time: 0)
        guard let keyboard = simulator.keyboard else { throw BenchFailure("the '\(field)' field shows no keyboard") }
        let origin = simulator.device.keyboardOrigin
        let centres = ["h", "e", "l", "l", "o", "w", "o", "r", "l", "d"].compactMap { key in
            keyboard.geometry.frame(of: key).map { Point(x: $0.visible.midX + origin.x, y: $0.visible.midY + origin.y) }
        }
        return WindowBenchmarks.Typing(
            name: "memory-window", budget: 25, field: field, clicks: centres,
            typed: String(repeating: "hello world ", count: 42), what: "into '\(field)' (no dictionary)")
    }

    /// What `memory-window-autocorrect` types: the phrases of `Assets/Phrases/en.txt` into the
    /// demo's `default` field, which corrects, checks spelling and shows the bar with the
    /// en_US dictionary; the clicks a thumb's spread off the keys (``NoisyTyping``), so that
    /// words are corrected.
    static func correctingWindowTyping(_ typing: TypingBenchmarks) throws -> WindowBenchmarks.Typing {
        let phrases = try typing.phrases()
        return WindowBenchmarks.Typing(
            name: "memory-window-autocorrect", budget: 40, field: TypingBenchmarks.field,
            clicks: Array(try typing.phraseTaps(count: 500).prefix(500)),
            typed: phrases.map(NoisyTyping.typedText).joined(),
            what:
                "into '\(TypingBenchmarks.field)' (autocorrection, the bar and spell checking with the en_US "
                + "dictionary): Assets/Phrases/en.txt, the clicks σ \(BenchFormat.number(TypingBenchmarks.sigma)) pt "
                + "off the keys' centres")
    }

    // MARK: Output

    static func table(_ rows: [BenchRow], notes: [String]) -> String {
        var lines = [["NAME", "MEDIAN", "P99", "UNIT", "BUDGET", "RESULT", "N"]]
        for row in rows {
            let result = row.passes.map { $0 ? "pass" : "FAIL" } ?? "—"
            lines.append([
                row.name, BenchFormat.number(row.median), row.p99.map(BenchFormat.number) ?? "—", row.unit,
                row.budgetText, result, "\(row.samples)",
            ])
        }
        var widths = [Int](repeating: 0, count: lines[0].count)
        for line in lines {
            for (index, cell) in line.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        var text = ""
        for line in lines {
            let cells = line.enumerated().map { index, cell in
                index == line.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
            }
            text += cells.joined(separator: "  ") + "\n"
        }
        text += "\n"
        for row in rows { text += "\(row.name): \(row.measured)\n" }
        for note in notes { text += "note: \(note)\n" }
        return text
    }

    static func json(_ rows: [BenchRow], notes: [String], short: Bool) -> [String: Any] {
        let items: [[String: Any]] = rows.map { row in
            var item: [String: Any] = [
                "name": row.name, "measured": row.measured, "unit": row.unit, "median": row.median,
                "samples": row.samples, "direction": row.direction.rawValue,
            ]
            if let p99 = row.p99 { item["p99"] = p99 }
            if let budget = row.budget {
                item["budget"] = ["value": budget, "figure": row.budgetFigure.rawValue]
                item["pass"] = row.passes ?? false
            }
            return item
        }
        var document: [String: Any] = ["rows": items, "notes": notes, "short": short]
        document["machine"] = machine()
        return document
    }

    /// Cores, CPU model and memory of this machine, for reading figures in context.
    static func machine() -> [String: Any] {
        var info: [String: Any] = ["cores": ProcessInfo.processInfo.activeProcessorCount]
        info["memoryMB"] = Int(ProcessInfo.processInfo.physicalMemory / 1_048_576)
        if let cpu = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
            let line = cpu.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
            let colon = line.firstIndex(of: ":")
        {
            info["cpu"] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return info
    }

    static let help = optionTable.help(summary: helpSummary, details: helpDetails, closing: helpClosing)

    /// What the help says before the usage.
    static let helpSummary = """
        Measure the engine, frames, layouts and the window; compare with budgets and a baseline.
        """

    /// What the help says between the usage and the options.
    /// The measurements are listed from ``names``, so the help names every row there is.
    static let helpDetails = """
        Each row is a median (and 99th percentile) over repeated runs, with what it measured, its
        unit, its budget and pass/FAIL. Window rows run this binary as `keysim run` under DISPLAY,
        or under an Xvfb started for them when there is none. Build with `swift build -c release`.
        The typing rows type Assets/Phrases/en.txt with the dictionaries of Assets/Dictionaries.

        """ + "\n"
        + OptionTable.wrap("Measurements: " + names.joined(separator: ", ") + ".", width: 92).joined(separator: "\n")

    /// What the help says after the options.
    static let helpClosing = """
        Exit codes: 0 done (budgets are reported, not enforced) · 1 --check found a regression ·
        64 usage · 65 bad baseline · 66 missing baseline.
        """
}
