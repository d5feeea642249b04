import Foundation
import Testing

@testable import KeySimCLI

/// What each command's `--help` and usage line say, against what the command accepts: a
/// user who reads the help finds every option, and no option the help names is refused.
struct CommandHelpTests {
    /// Every command and the options it accepts, as a user would list them from its help.
    static let accepted: [(command: String, options: [String])] = [
        (
            "run",
            [
                "--scene", "--device", "--theme", "--scale", "--record", "--screenshot", "--watch", "--clipboard",
                "--voiceover", "--content-size", "--gpu",
                "--layouts",
                "--help",
            ]
        ),
        (
            "replay",
            [
                "--scene", "--device", "--result", "--log", "--reveal-secure", "--voiceover", "--jobs", "--interval",
                "--junit", "--json", "--shard", "--shard-timings",
                "--frames",
                "--fps", "--screenshot", "--artifacts", "--artifacts-all", "--speak", "--theme", "--scale",
                "--content-size", "--layouts",
                "--update",
                "--help",
            ]
        ),
        (
            "render",
            [
                "--scene", "--focus", "--layout", "--layer", "--all-layers", "--sheet", "--shift", "--out", "--device",
                "--theme", "--scale", "--content-size", "--inspect", "--touch", "--layouts", "--help",
            ]
        ),
        ("lint", ["--format", "--strict", "--theme", "--scene", "--device", "--help"]),
        ("layouts", ["--json", "--geometry", "--device", "--layouts", "--help"]),
        (
            "heatmap",
            ["--layout", "--out", "--json", "--scene", "--device", "--theme", "--scale", "--layouts", "--help"]
        ),
        ("bench", ["--json", "--short", "--only", "--check", "--factor", "--help"]),
        (
            "evaluate",
            [
                "--phrases", "--sigma", "--seed", "--repeat", "--device", "--layout", "--layouts", "--dictionary",
                "--word-list-only", "--threshold", "--mistakes", "--decoder-only", "--json", "--timing", "--help",
            ]
        ),
    ]

    /// The `--name` words of `text`, without what follows a name (`--layouts` is not `--layout`).
    static func optionNames(in text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = Substring(text)
        while let start = rest.range(of: "--") {
            let word = rest[start.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" }
            if let first = word.first, first.isLetter { names.insert("--" + word) }
            rest = rest[start.upperBound...].dropFirst(word.count)
        }
        return names
    }

    @Test(arguments: accepted)
    func helpNamesEveryOptionTheCommandAccepts(command: String, options: [String]) throws {
        let result = try KeySimProcess.run([command, "--help"])
        #expect(result.status == 0, "\(result.standardError)")
        let named = Self.optionNames(in: result.standardOutput)
        for option in options {
            #expect(named.contains(option), "'keysim \(command) --help' names \(option)")
        }
    }

    @Test(arguments: accepted)
    func theUsageLineNamesEveryOptionButHelp(command: String, options: [String]) throws {
        // A misspelt option prints the usage on its own, as a usage error.
        let result = try KeySimProcess.run([command, "--no-such-option"])
        #expect(result.status == 64)
        let usage = result.standardError.split(separator: "\n").dropFirst().dropLast().joined(separator: "\n")
        #expect(usage.hasPrefix("Usage: keysim \(command)"), "\(result.standardError)")
        #expect(Self.optionNames(in: usage) == Set(options.filter { $0 != "--help" }), "\(usage)")
        let help = try KeySimProcess.run([command, "--help"])
        #expect(help.standardOutput.contains(usage), "the help shows the same usage")
    }

    /// The commands that take `--scale`, with what else each needs to get as far as reading it.
    static let scaled: [[String]] = [
        ["run"], ["render", "--layout", "default", "--out", "/tmp/keysim-unwritten.png"],
        ["replay", "Tests/Fixtures/replay/pass/auto-capitalization.jsonl"],
        ["heatmap", "Tests/Fixtures/heatmap/typing.jsonl"],
    ]

    @Test(arguments: scaled)
    func theScaleTheHelpGivesIsTheScaleAccepted(arguments: [String]) throws {
        let command = arguments[0]
        let help = try KeySimProcess.run([command, "--help"])
        let line = try #require(help.standardOutput.split(separator: "\n").first { $0.contains("--scale N  ") })
        #expect(line.contains("0.5 to 4"), "\(line)")
        let refused = try KeySimProcess.run(arguments + ["--scale", "4.5"], environment: ["DISPLAY": ""])
        #expect(refused.status == 64)
        #expect(refused.standardError.contains("'--scale' needs a number from 0.5 to 4"), "\(refused.standardError)")
    }

    @Test(arguments: [""] + accepted.map(\.command))
    func everyFileAHelpPointsAtIsInTheProject(command: String) throws {
        let result = try KeySimProcess.run(command.isEmpty ? ["--help"] : [command, "--help"])
        let words = result.standardOutput.split { $0.isWhitespace || "()'`,;".contains($0) }
        for word in words where word.hasSuffix(".md") || word.hasSuffix(".md.") {
            let path = word.hasSuffix(".") ? String(word.dropLast()) : String(word)
            #expect(
                FileManager.default.fileExists(atPath: KeySimProcess.root + "/" + path),
                "'keysim \(command) --help' points at \(path)")
        }
    }

    /// Each command's option table, by the name `keysim` dispatches on.
    static let tables: [String: OptionTable] = [
        "run": RunCommand.optionTable, "replay": ReplayCommand.optionTable, "render": RenderCommand.optionTable,
        "lint": LintCommand.optionTable, "layouts": LayoutsCommand.optionTable, "heatmap": HeatmapCommand.optionTable,
        "bench": BenchCommand.optionTable, "evaluate": EvaluateCommand.optionTable,
    ]

    @Test func everyCommandHasAnOptionTableAndTheListAboveNamesThemAll() {
        let commands = Set(KeySimCommand.commands).subtracting(["help"])
        #expect(Set(Self.tables.keys) == commands)
        #expect(Set(Self.accepted.map(\.command)) == commands)
    }

    @Test(arguments: accepted)
    func theTableAcceptsWhatTheHelpShowsAndHidesOnlyTheBenchHooks(command: String, options: [String]) throws {
        let table = try #require(Self.tables[command])
        #expect(table.visible.map { "--" + $0.name } == options, "the help's order")
        let hidden = table.options.filter(\.hidden).map(\.name)
        #expect(hidden == (command == "run" ? ["bench-report", "bench-floor", "bench-focus", "bench-raster"] : []))
        // Every name a usage form gives is an option of the table.
        for name in table.forms.flatMap({ $0.flatMap(OptionTable.names) }) {
            #expect(table.option(name) != nil, "\(command)'s usage names --\(name)")
        }
    }

    @Test func theHiddenBenchHooksAreAcceptedButNeitherShownNorSuggested() throws {
        let parsed = try Arguments(["--bench-focus", "email", "--bench-report"], table: RunCommand.optionTable)
        #expect(parsed["bench-focus"] == "email" && parsed.has("bench-report"))
        #expect(!RunCommand.help.contains("bench") && !RunCommand.usage.contains("bench"))
        #expect(throws: Arguments.UsageError(message: "unknown option '--bench-reprot'.")) {
            try Arguments(["--bench-reprot"], table: RunCommand.optionTable)
        }
    }

    /// A misspelt option of each command and the one it suggests.
    static let misspelt: [(arguments: [String], suggestion: String)] = [
        (["run", "--layuots", "x"], "--layouts"), (["run", "--sceen", "demo"], "--scene"),
        (["replay", "--reveal-secrue"], "--reveal-secure"), (["replay", "--intervall", "5"], "--interval"),
        (["render", "--all-layer"], "--all-layers"), (["render", "--layots", "x"], "--layouts"),
        (["lint", "--formt", "json"], "--format"), (["layouts", "--geometyr"], "--geometry"),
        (["heatmap", "--lyaout", "x"], "--layout"), (["bench", "--shrt"], "--short"),
        (["bench", "--hlep"], "--help"),
    ]

    @Test(arguments: misspelt)
    func aMisspeltOptionSuggestsTheNearestOne(arguments: [String], suggestion: String) throws {
        let result = try KeySimProcess.run(arguments)
        let command = arguments[0]
        let table = try #require(Self.tables[command])
        #expect(result.status == 64)
        #expect(
            result.standardError
                == "keysim \(command): error: unknown option '\(arguments[1])'. Did you mean '\(suggestion)'?\n"
                + table.usage + "\nSee 'keysim \(command) --help'.\n")
    }

    @Test func usageFormsSpellEachOptionWithItsPlaceholder() {
        let table = OptionTable(
            command: "demo",
            forms: [
                [.words("FILE..."), .required("out"), .oneOf(["layer", "all"]), .optional("frames", with: ["fps"])],
                [.required("sheet")],
            ],
            options: [
                .value("out", "FILE.png", "Where."), .value("layer", "L", "Which."), .flag("all", "Every one."),
                .value("frames", "DIR", "Frames."), .value("fps", "N", "Rate."), .flag("sheet", "A sheet."),
                .value("theme", "NAME", "Colours."),
                CommandOption(name: "secret", placeholder: nil, help: "Hidden.", hidden: true),
            ])
        #expect(
            table.usage == """
                Usage: keysim demo FILE... --out FILE.png [--layer L | --all] [--frames DIR [--fps N]]
                       keysim demo --sheet
                       (all: [--theme NAME])
                """)
        #expect(
            table.optionsSection == """
                  --out FILE.png  Where.
                  --layer L       Which.
                  --all           Every one.
                  --frames DIR    Frames.
                  --fps N         Rate.
                  --sheet         A sheet.
                  --theme NAME    Colours.
                  --help          Show this help.
                """)
    }

    @Test func longHelpWrapsInItsColumn() {
        let words = Array(repeating: "word", count: 40).joined(separator: " ")
        let table = OptionTable(command: "demo", options: [.flag("long", words)])
        let lines = table.optionsSection.split(separator: "\n")
        #expect(lines.count > 2)
        #expect(lines.allSatisfy { $0.count <= OptionTable.width })
        #expect(lines.dropFirst().dropLast().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 10) + "word") })
        #expect(table.usage == "Usage: keysim demo [--long]")
    }
}

/// `keysim bench --help` lists the measurements `--only` accepts.
struct BenchHelpTests {
    /// The list was written by hand and left out `kana-key` when that row came.
    @Test func theBenchHelpNamesEveryMeasurement() throws {
        let result = try KeySimProcess.run(["bench", "--help"])
        let listed = try #require(result.standardOutput.components(separatedBy: "Measurements: ").last)
            .split(separator: ".").first.map { $0.split { ", \n".contains($0) }.map(String.init) }
        #expect(listed == BenchCommand.names)
    }
}
