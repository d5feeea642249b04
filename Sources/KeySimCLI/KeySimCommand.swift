// KeySimCLI — the `keysim` commands: argument parsing, help, diagnostics, exit codes.
//
// Owns: everything printed to stdout and stderr. The core never prints; this module does.
import Foundation
import KeySim
import KeySimCore
import KeySimSDL

/// The entry point of `keysim`.
public enum KeySimCommand {
    /// Runs `keysim` with `arguments` (without the program name) and returns its exit code.
    public static func main(arguments: [String]) -> Int32 {
        var output = StandardOutput()
        let code = run(arguments: arguments, output: &output)
        // A Hunspell dictionary still loading on its thread is let finish: the process's exit
        // tears down the C++ runtime that thread is using.
        ReplayEnvironment.spellingDictionaries.finishLoading()
        return code
    }

    /// Runs `keysim`, writing to `output`; tests pass a buffer.
    public static func run(arguments: [String], output: inout some CommandOutput) -> Int32 {
        guard let command = arguments.first else {
            return RunCommand.run([], output: &output)
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "--help", "-h", "help":
            output.write(usage)
            return ExitCode.success
        case "--version":
            let versions = SDLVersions.linked()
            output.write("keysim 0.1.0 (SDL \(versions.sdl), SDL_ttf \(versions.ttf), SDL_image \(versions.image))\n")
            return ExitCode.success
        case "layouts":
            return LayoutsCommand.run(rest, output: &output)
        case "lint":
            return LintCommand.run(rest, output: &output)
        case "replay":
            return ReplayCommand.run(rest, output: &output)
        case "render":
            return RenderCommand.run(rest, output: &output)
        case "heatmap":
            return HeatmapCommand.run(rest, output: &output)
        case "run":
            return RunCommand.run(rest, output: &output)
        case "bench":
            return BenchCommand.run(rest, output: &output)
        case "evaluate":
            return EvaluateCommand.run(rest, output: &output)
        default:
            var message = "unknown command '\(command)'."
            if let suggestion = Suggestion.nearest(to: command, in: commands) {
                message += " Did you mean '\(suggestion)'?"
            }
            output.writeError("keysim: error: \(message)\n\(usageLine)\nSee 'keysim --help'.\n")
            return ExitCode.usage
        }
    }

    static let commands = ["layouts", "lint", "replay", "render", "heatmap", "run", "bench", "evaluate", "help"]

    /// Prints a usage error the house way (message, usage line, where to read more) and
    /// returns exit code 64.
    static func usageError(_ message: String, usage: String, command: String, output: inout some CommandOutput) -> Int32
    {
        output.writeError("keysim \(command): error: \(message)\n\(usage)\nSee 'keysim \(command) --help'.\n")
        return ExitCode.usage
    }

    /// JSON text with sorted keys, pretty-printed, ending in a newline.
    static func encodeJSON(_ value: Any) -> String {
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: value, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]),
            let text = String(data: data, encoding: .utf8)
        else { return "{}\n" }
        return text + "\n"
    }

    static let usageLine = "Usage: keysim <command> [options]"

    static let usage = """
        KeySim — a phone keyboard and the text fields it types into, on the desktop.

        \(usageLine)

        Commands:
          run [options]                      Open the simulator window (also: keysim with no arguments).
          layouts [--json] [--layouts DIR]   List every layout, the keyboard types it serves and its layers.
          lint [FILE|FOLDER...] [options]    Check layout files for errors and problems of meaning.
          replay SCRIPT|FOLDER... [options]  Replay tap scripts headlessly into results, logs and verdicts.
          render --scene S | --layout L ...  Draw a scene or a keyboard layout to a PNG, headlessly.
          heatmap RECORDING... [options]     Where recorded taps landed, per key and as a heatmap PNG.
          bench [--json] [--short] [...]     Measure speed, idle CPU and memory against their budgets.
          evaluate [--sigma PT] [...]        Type phrases as noisy touches: words right with and without autocorrection.

        Options:
          --help       Show this help.
          --version    Show the version and the SDL libraries in use.

        """
}

/// Where a command writes; the real one is stdout/stderr, tests use a buffer.
public protocol CommandOutput {
    mutating func write(_ text: String)
    mutating func writeError(_ text: String)
}

/// Standard output and standard error.
public struct StandardOutput: CommandOutput {
    public init() {}
    public mutating func write(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
    public mutating func writeError(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
}

/// A buffer that keeps what a command wrote, for tests.
public struct BufferedOutput: CommandOutput {
    public var standardOutput = ""
    public var standardError = ""
    public init() {}
    public mutating func write(_ text: String) { standardOutput += text }
    public mutating func writeError(_ text: String) { standardError += text }
}
