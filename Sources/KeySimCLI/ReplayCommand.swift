import Foundation
import KeySim
import KeySimCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `keysim replay`: tap scripts and recordings in, results, logs and verdicts out.
enum ReplayCommand {
    /// Every option `keysim replay` takes, in the order its help lists them.
    static let optionTable = OptionTable(
        command: "replay",
        forms: [
            [
                .words("SCRIPT|FOLDER..."), .optional("scene"), .optional("device"), .optional("result"),
                .optional("log"), .optional("reveal-secure"), .optional("voiceover"), .optional("jobs"),
                .optional("junit"), .optional("json"), .optional("shard", with: ["shard-timings"]),
                .optional("frames", with: ["fps"]),
                .optional("screenshot"), .optional("artifacts", with: ["artifacts-all"]), .optional("speak"),
                .optional("update"),
            ]
        ],
        options: [
            .value(
                "scene", "NAME|FILE",
                "The form to type into (a name in Assets/Scenes or a path); default: the script's header, else 'demo'."),
            .value(
                "device", "NAME",
                "The device profile (e.g. iphone-15, iphone-se-landscape); default: the header's, else iphone-15."),
            .value("result", "FILE", "Write the result JSON there instead of stdout (a folder for several scripts)."),
            .value("log", "FILE", "Write the engine's event log as JSON Lines (a folder for several scripts)."),
            .flag("reveal-secure", "Show secure text as typed instead of bullets."),
            .flag(
                "voiceover",
                "Say what VoiceOver would: {\"event\":\"announce\",\"text\":…} lines in the log, the 'announced' "
                    + "check, a caption strip under pictures (a header's \"voiceover\": true does the same). "
                    + "Secure text is never said."),
            .value("jobs", "N", "Replay N scripts at once."),
            .value("interval", "MS", "Time between the taps 'type' plans (default 120)."),
            .value(
                "junit", "FILE",
                "Also write a JUnit XML report there: a testcase per script, a failure naming path:line:column. "
                    + "Its times are the scripts' virtual durations (the last event's t), not the wall clock, so "
                    + "the same scripts give the same bytes. Its folder is made; written whatever the verdict."),
            .flag(
                "json",
                "The summary of the scripts (one too) as JSON on stdout instead of the PASS/FAIL lines: "
                    + "{\"passed\", \"failed\", \"scripts\": [{\"path\", \"status\": pass|fail|error, "
                    + "\"message\", \"duration\"}]}, durations in virtual seconds."),
            .value(
                "shard", "K/N",
                "Replay share K of N (1 ≤ K ≤ N) of the scripts, folders expanded: the paths sorted and dealt out "
                    + "in turn, so N machines replay every script once."),
            .value(
                "shard-timings", "FILE|DIR",
                "With --shard: balance the shares by the times of a previous --junit report, or of every *.xml "
                    + "report in DIR, instead (longest first, each to the share with least time; a script they "
                    + "lack counts the median time)."),
            .value("frames", "DIR", "Write a PNG per event, named by its virtual time in ms (one script)."),
            .value("fps", "N", "With --frames: a PNG every 1/N s of virtual time instead."),
            .value("screenshot", "FILE", "Write a PNG of the final state (one script)."),
            .value(
                "artifacts", "DIR",
                "For each script whose expectation fails: DIR/<path with / as __>/failure-<line>.png, the "
                    + "frame at its first failed expectation with where, what was expected and what was found "
                    + "written under it, and run.png, the whole run as an animated PNG (10 fps, 1×, touches as "
                    + "dots). Scripts that pass or cannot be replayed write nothing; exit codes are unchanged."),
            .flag("artifacts-all", "With --artifacts: the animation of passing scripts too."),
            .value(
                "speak", "FILE.wav",
                "Speak what VoiceOver says (it turns --voiceover on) into a WAV file through espeak-ng, each "
                    + "announcement at its virtual time, cut when the next begins (one script)."),
            .value("theme", "light|dark|FILE", "The colours of pictures: light (default), dark, or a theme file."),
            .value("scale", "N", "Pixels per point for pictures, 0.5 to 4 (default 2)."),
            ContentSizeOption.option,
            .value("layouts", "DIR", "Read layouts from DIR instead of the checkout's Layouts/."),
            .flag("update", ScriptUpdate.optionHelp),
        ])

    static let usage = optionTable.usage

    static func run(_ arguments: [String], output: inout some CommandOutput) -> Int32 {
        let parsed: Arguments
        do throws(Arguments.UsageError) {
            parsed = try Arguments(arguments, table: optionTable)
        } catch {
            return KeySimCommand.usageError(error.message, usage: usage, command: "replay", output: &output)
        }
        if parsed.has("help") {
            output.write(help)
            return ExitCode.success
        }
        func usageError(_ message: String) -> Int32 {
            KeySimCommand.usageError(message, usage: usage, command: "replay", output: &output)
        }
        guard !parsed.positionals.isEmpty else { return usageError("give at least one script or folder of scripts") }
        let jobs = parsed["jobs"].map { Int($0) } ?? 1
        guard let jobs, jobs >= 1 else { return usageError("'--jobs' needs a whole number of 1 or more") }
        let interval = parsed["interval"].map { Int($0) }
        if let interval, interval == nil || interval! < 1 {
            return usageError("'--interval' needs a whole number of milliseconds, 1 or more")
        }

        var shard: Shard?
        if let text = parsed["shard"] {
            do throws(Arguments.UsageError) {
                shard = try Shard(parsing: text)
            } catch {
                return usageError(error.message)
            }
        }
        if shard == nil, parsed["shard-timings"] != nil {
            return usageError("'--shard-timings' goes with '--shard K/N'")
        }
        // Read before the report is opened: the timings may be the report this run rewrites.
        var timings: [String: Int]?
        if let path = parsed["shard-timings"] {
            do throws(ReplayEnvironment.Failure) {
                timings = try Shard.timings(at: path)
            } catch {
                output.writeError(error.message + "\n")
                return error.code
            }
        }

        let environment: ReplayEnvironment
        do throws(ReplayEnvironment.Failure) {
            environment = try ReplayEnvironment.load(paths: ResourcePaths.locate(), layoutsFolder: parsed["layouts"])
        } catch {
            output.writeError(error.message + "\n")
            return error.code
        }
        let presentation: Presentation
        do throws(Presentation.Failure) {
            presentation = try Presentation.load(theme: parsed["theme"] ?? "light", paths: environment.paths)
        } catch {
            output.writeError(error.message + "\n")
            return error.code
        }
        if let device = parsed["device"], environment.device(device) == nil {
            return usageError(environment.unknownDeviceMessage(device))
        }

        // Scripts: files as given, folders expanded to their *.jsonl files in name order.
        var scripts: [String] = []
        for argument in parsed.positionals {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder), isFolder.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []
                let found = names.filter { $0.hasSuffix(".jsonl") }.sorted()
                if found.isEmpty {
                    output.writeError("keysim replay: error: \(argument) holds no *.jsonl scripts\n")
                    return ExitCode.missingInput
                }
                scripts += found.map { (argument.hasSuffix("/") ? argument : argument + "/") + $0 }
            } else {
                scripts.append(argument)
            }
        }
        if let shard {
            let milliseconds = timings.map { Shard.milliseconds(of: scripts, timings: $0) }
            scripts = shard.indices(of: scripts, milliseconds: milliseconds).map { scripts[$0] }
        }
        let contentSize: ContentSizeCategory?
        do throws(Arguments.UsageError) {
            contentSize = try ContentSizeOption.parse(parsed)
        } catch {
            return usageError(error.message)
        }
        let fps = parsed["fps"].map { Int($0) }
        if let fps, fps == nil || fps! < 1 || fps! > 240 {
            return usageError("'--fps' needs a whole number from 1 to 240")
        }
        if fps != nil, parsed["frames"] == nil { return usageError("'--fps' goes with '--frames DIR'") }
        guard let scale = Double(parsed["scale"] ?? "2"), scale >= 0.5, scale <= 4 else {
            return usageError("'--scale' needs a number from 0.5 to 4")
        }
        // A shard or a JSON summary is a folder run, however many scripts it has.
        let single =
            scripts.count == 1 && parsed.positionals.count == 1 && !isFolder(parsed.positionals[0]) && shard == nil
            && !parsed.has("json")
        var settings = ScriptRun.Settings(
            scene: parsed["scene"], device: parsed["device"], interval: interval ?? nil,
            revealSecure: parsed.has("reveal-secure"), voiceOver: parsed.has("voiceover"), logPath: nil,
            showProgress: isatty(STDERR_FILENO) == 1, framesFolder: parsed["frames"], fps: fps ?? nil,
            screenshotPath: parsed["screenshot"], scale: scale, contentSize: contentSize, presentation: presentation,
            artifactsFolder: parsed["artifacts"], artifactsAll: parsed.has("artifacts-all"))
        if parsed.has("artifacts-all"), parsed["artifacts"] == nil {
            return usageError("'--artifacts-all' goes with '--artifacts DIR'")
        }
        if parsed.has("update") {
            if let message = ScriptUpdate.usageProblem(parsed, scripts: scripts) { return usageError(message) }
            return ScriptUpdate.run(
                scripts, jobs: jobs, environment: environment, settings: settings, output: &output)
        }
        if !single, parsed["frames"] != nil || parsed["screenshot"] != nil {
            return usageError("'--frames' and '--screenshot' take one script")
        }
        if !single, parsed["speak"] != nil { return usageError("'--speak' takes one script") }
        if let path = parsed["speak"] {
            guard let speaker = SpokenTrack.locate() else {
                output.writeError(
                    "keysim replay: error: --speak needs espeak-ng, and there is none on PATH (apt-get install espeak-ng)\n"
                )
                return ExitCode.unavailable
            }
            settings.speakPath = path
            settings.speaker = speaker
            settings.voiceOver = true
        }
        // The report's file is opened (its folder made) once the command line is checked and before
        // anything is replayed: a path that cannot be written stops the run at once (exit 66).
        var junit: FileHandle?
        if let path = parsed["junit"] {
            junit = JUnitReport.open(path)
            if junit == nil {
                output.writeError("keysim replay: error: cannot write the JUnit report to \(path)\n")
                return ExitCode.missingInput
            }
        }
        var outcomes: [ScriptOutcome] = []
        var code: Int32
        if single {
            code = runOne(
                scripts[0], environment: environment, settings: settings, parsed: parsed, output: &output,
                outcomes: &outcomes)
        } else {
            code = runMany(
                scripts, jobs: jobs, environment: environment, settings: settings, parsed: parsed, output: &output,
                outcomes: &outcomes)
        }
        if let junit, let path = parsed["junit"] {
            if !JUnitReport.write(JUnitReport.xml(outcomes, shard: shard?.description), to: junit) {
                output.writeError("keysim replay: error: cannot write the JUnit report to \(path)\n")
                code = ExitCode.missingInput
            }
        }
        return code
    }

    private static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// One script: the result JSON on stdout (or `--result`), messages on stderr.
    private static func runOne(
        _ script: String, environment: ReplayEnvironment, settings: ScriptRun.Settings, parsed: Arguments,
        output: inout some CommandOutput,
        outcomes: inout [ScriptOutcome]
    ) -> Int32 {
        var settings = settings
        settings.logPath = parsed["log"]
        let run = ScriptRun.run(script, environment: environment, settings: settings)
        report(run, output: &output)
        outcomes.append(ScriptOutcome(run))
        // The result is written only for a script replayed to its end.
        if let failure = run.failure {
            return failure.code
        }
        if let report = run.report {
            let text = report.result.encoded(pretty: true) + "\n"
            if let resultPath = parsed["result"] {
                guard OutputFile.write(text, to: resultPath) else {
                    let message = "keysim replay: error: cannot write the result to \(resultPath)"
                    output.writeError(message + "\n")
                    outcomes[outcomes.count - 1].erred(message, code: ExitCode.missingInput)
                    return ExitCode.missingInput
                }
            } else {
                output.write(text)
            }
        }
        return run.report?.succeeded == true ? ExitCode.success : ExitCode.expectationFailed
    }

    /// Several scripts: a line each, then `N passed, M failed` (or with `--json`, the summary
    /// as JSON). `--result` and `--log` name folders that get one file per script.
    private static func runMany(
        _ scripts: [String], jobs: Int, environment: ReplayEnvironment, settings: ScriptRun.Settings,
        parsed: Arguments, output: inout some CommandOutput, outcomes: inout [ScriptOutcome]
    ) -> Int32 {
        for option in ["result", "log"] {
            if let folder = parsed[option] {
                try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
        }
        let results = ResultsBox(count: scripts.count)
        var settings = settings
        settings.showProgress = false
        let shared = settings
        DispatchQueue.concurrentPerform(iterations: min(jobs, scripts.count)) { worker in
            var index = worker
            while index < scripts.count {
                var settings = shared
                let name = URL(fileURLWithPath: scripts[index]).deletingPathExtension().lastPathComponent
                settings.logPath = parsed["log"].map { $0 + "/\(name).log.jsonl" }
                var run = ScriptRun.run(scripts[index], environment: environment, settings: settings)
                if let folder = parsed["result"], let report = run.report {
                    let text = report.result.encoded(pretty: true) + "\n"
                    let path = folder + "/\(name).result.json"
                    if !OutputFile.write(text, to: path), run.failure == nil {
                        // The result is the point of the run: not writing it is an error, not a pass.
                        run.failure = .init(
                            message: "keysim replay: error: cannot write the result to \(path)",
                            code: ExitCode.missingInput)
                    }
                }
                // What the summary needs, not the run: its final simulator is ~440 kB, and a suite
                // of 10,000 scripts held 4.4 GB until the last one finished.
                results.set(index, FinishedScript(outcome: ScriptOutcome(run), errorText: errorText(of: run)))
                index += min(jobs, scripts.count)
            }
        }
        let json = parsed.has("json")
        for finished in results.all {
            output.writeError(finished.errorText)
            if !json { output.write(finished.outcome.line + "\n") }
            outcomes.append(finished.outcome)
        }
        let passed = outcomes.filter { $0.status == .pass }.count
        if json {
            output.write(ScriptOutcome.summary(outcomes))
        } else {
            output.write("\(passed) passed, \(outcomes.count - passed) failed\n")
        }
        if outcomes.contains(where: { $0.status == .error }) { return ExitCode.badData }
        return passed == outcomes.count ? ExitCode.success : ExitCode.expectationFailed
    }

    /// Writes a run's warnings, failures and error to standard error.
    private static func report(_ run: ScriptRun, output: inout some CommandOutput) {
        output.writeError(errorText(of: run))
    }

    /// What a run prints on standard error: its warnings, failed expectations, what stopped it
    /// and the artifacts it wrote, a line each.
    private static func errorText(of run: ScriptRun) -> String {
        var text = ""
        if let report = run.report {
            for warning in report.warnings { text += "\(warning)\n" }
            for failure in report.failures { text += "\(failure)\n" }
        }
        if let failure = run.failure { text += failure.message + "\n" }
        for file in run.artifacts { text += "artifacts: \(file)\n" }
        return text
    }

    static let help = optionTable.help(summary: helpSummary, details: helpDetails, closing: helpClosing)

    /// What the help says before the usage.
    static let helpSummary = """
        Replay tap scripts and recordings headlessly, deterministically.
        """

    /// What the help says between the usage and the options.
    static let helpDetails = """
        A script is JSON Lines: an optional header {"keysim": 1, "scene": …, "device": …}, then one
        event per line with its time 't' in ms — touch, tap, type, focus, pointer, wheel, press,
        expect. README.md ("Tap scripts and recordings") shows each kind; Tests/Fixtures/replay/pass/
        holds a script for every behaviour. A line due while one before it is still running (a type
        still typing) runs late, with a warning on stderr that the result JSON lists too.
        """

    /// What the help says after the options.
    static let helpClosing = """
        One script: the result JSON on stdout. Several scripts or a folder: a PASS/FAIL line per
        script and a closing 'N passed, M failed' line (--json: the same as JSON). --junit writes
        its report for one script or many, and changes no exit code; a report that cannot be
        written is exit 66, as a result that cannot be. --shard 2/4 --junit shard-2.xml on the
        second of four machines, and the four replay the suite once; a share may be empty (it
        prints '0 passed, 0 failed' and exits 0). --artifacts DIR writes a failed script's
        picture at its failure and animation of its run, and prints 'artifacts: FILE' lines on
        stderr for CI logs.

        Exit codes: 0 every expectation held · 1 an expectation failed · 64 usage error · 65 bad
        input (path:line:column) · 66 a file is missing · 69 a service is unavailable (a dictionary
        that cannot be used, espeak-ng for --speak).
        """
}

/// What a folder run keeps of each script until its summary.
struct FinishedScript: Sendable {
    var outcome: ScriptOutcome
    /// What the script prints on standard error (``ReplayCommand``'s `errorText(of:)`).
    var errorText: String
}

/// Results filled in by concurrent workers, each at its own index.
final class ResultsBox: @unchecked Sendable {
    private var runs: [FinishedScript?]
    private let lock = NSLock()

    init(count: Int) { runs = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ run: FinishedScript) {
        lock.lock()
        runs[index] = run
        lock.unlock()
    }

    var all: [FinishedScript] {
        lock.lock()
        defer { lock.unlock() }
        return runs.compactMap { $0 }
    }
}
