import Foundation
import KeySim
import KeySimCore
import KeySimSDL

/// Hidden `keysim run` options that let `keysim bench` measure a real window from outside:
/// it runs the binary as a child and reads what these print.
///
/// - `--bench-report`: prints `present <ns>` (monotonic clock) after every frame shown, and
///   `mark <step> <ns>` as start-up passes its steps (`main`, `loaded` on the loading
///   thread, `video`, `window`).
/// - `--bench-focus FIELD`: starts with that field focused (a blinking caret).
/// - `--bench-raster N`: draws the first frame N times, printing `raster <µs>` for each draw
///   and present, then exits.
/// - `--bench-floor`: opens an empty window instead of the simulator (`openEmptyWindow`).
enum BenchHooks {
    /// The hooks as `keysim run`'s option table declares them: accepted, never shown.
    static let options: [CommandOption] = [
        CommandOption(
            name: "bench-report", placeholder: nil,
            help: "Print the monotonic time of start-up's steps and of every frame shown.", hidden: true),
        CommandOption(
            name: "bench-floor", placeholder: nil, help: "Open an empty window instead of the simulator.",
            hidden: true),
        CommandOption(name: "bench-focus", placeholder: "FIELD", help: "Start with that field focused.", hidden: true),
        CommandOption(
            name: "bench-raster", placeholder: "N",
            help: "Draw the first frame N times, printing how long each took, then exit.", hidden: true),
    ]

    /// With `--bench-report`, prints the monotonic time `step` of start-up was reached.
    static func mark(_ step: String, _ parsed: Arguments) {
        guard parsed.has("bench-report") else { return }
        FileHandle.standardOutput.write(Data("mark \(step) \(MonotonicClock.nanoseconds())\n".utf8))
    }

    /// Focuses `--bench-focus`'s field before the window opens.
    static func prepare(_ simulator: inout Simulator, _ parsed: Arguments) {
        guard let field = parsed["bench-focus"], let index = simulator.index(of: field) else { return }
        _ = simulator.focus(fieldAt: index, time: 0)
    }

    /// With `--bench-report`, prints the monotonic time of every present.
    static func reportPresents(of session: SimulatorWindow, _ parsed: Arguments) {
        guard parsed.has("bench-report") else { return }
        session.onPresent = printPresent
    }

    /// Prints `present <ns>`: a frame was shown just now.
    private static func printPresent() {
        FileHandle.standardOutput.write(Data("present \(MonotonicClock.nanoseconds())\n".utf8))
    }

    /// The size of the empty window of `--bench-floor`: the iPhone 15's screen in points, the
    /// demo's default device (as `Benchmarks/sdlwindow.c`).
    static let floorWindowSize = Size(width: 393, height: 852)

    /// With `--bench-floor`, the floor under `keysim run`'s start-up on this machine: this
    /// binary connects to the display, opens an empty window of the default device's size,
    /// presents it once (printing `present <ns>` with `--bench-report`) and waits until it is
    /// closed; no data is loaded and no other thread started. Returns the exit code; nil
    /// without the option.
    static func openEmptyWindow(_ parsed: Arguments, scale: Double) -> Int32? {
        guard parsed.has("bench-floor") else { return nil }
        mark("main", parsed)
        do {
            let window = try Window(title: "KeySim — empty window (bench floor)", size: floorWindowSize, scale: scale)
            window.present()
            if parsed.has("bench-report") { printPresent() }
            let events = EventSource(scale: scale, screen: floorWindowSize)
            while events.next(timeout: nil) != .quit {}
            return ExitCode.success
        } catch {
            FileHandle.standardError.write(Data("keysim run: error: \(error)\n".utf8))
            return ExitCode.unavailable
        }
    }

    /// With `--bench-raster N`, times N draws of the window's first frame and returns the
    /// exit code; nil without the option.
    static func rasterInWindow(
        _ window: Window, simulator: Simulator, presentation: Presentation, _ parsed: Arguments
    ) -> Int32? {
        guard let count = parsed["bench-raster"].flatMap({ Int($0) }) else { return nil }
        let renderer = FrameRenderer(renderer: window.renderer, fonts: presentation.fonts, icons: presentation.icons)
        let frame = presentation.builder.frame(of: simulator, at: 1_000)
        var lines = ""
        for _ in 0..<max(1, count) {
            do {
                let elapsed = try MonotonicClock.microseconds {
                    try renderer.draw(frame, scale: window.scale)
                    window.present()
                }
                lines += "raster \(elapsed)\n"
            } catch {
                return ExitCode.unavailable
            }
        }
        FileHandle.standardOutput.write(Data(lines.utf8))
        return ExitCode.success
    }
}
