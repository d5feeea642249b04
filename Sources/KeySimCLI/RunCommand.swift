import Foundation
import KeySim
import KeySimCore
import KeySimSDL

/// `keysim run` (and `keysim` alone): the simulator in a window.
enum RunCommand {
    /// Every option `keysim run` takes, in the order its help lists them.
    static let optionTable = OptionTable(
        command: "run",
        options: [
            .value("scene", "NAME|FILE", "The form (default: demo)."),
            .value("device", "NAME", "The device profile (default: iphone-15)."),
            .value("theme", "light|dark|FILE", "The colours: light (default), dark, or a theme file."),
            .value("scale", "N", "Pixels per point, 0.5 to 4 (2 or 3 for HiDPI screens; default 1)."),
            .value(
                "record", "FILE",
                "Record every touch, pointer move, wheel turn and key of the computer's keyboard as a replayable "
                    + "script, one flushed line per event."),
            .value("screenshot", "FILE", "When the window closes, save what it showed as a PNG."),
            .flag(
                "watch",
                "Reload the layouts, devices, timings, theme and scene within half a second of a file being saved. "
                    + "Every field keeps its text and caret, and the focused field its focus and keyboard layer. "
                    + "A file that fails to load leaves the window as it was, its errors in a red banner until it "
                    + "is fixed. A recording goes on across reloads but does not record them: its replay uses the "
                    + "files as they are when it runs."),
            .flag(
                "clipboard",
                "Share the computer's clipboard: Ctrl+V pastes what it holds (the recording keeps the text) and "
                    + "Copy and Cut put text on it. Without it the simulator's pasteboard is its own, as in a replay."),
            .flag(
                "voiceover",
                "Say what VoiceOver would, in a caption strip under the screen (the window grows by its height): "
                    + "a field as it takes focus, the key under the finger, each character typed or deleted, "
                    + "autocorrections. A recording replays with it on. Secure text is never said."),
            ContentSizeOption.option,
            .flag("gpu", "Use a hardware renderer instead of SDL's software renderer."),
            .value("layouts", "DIR", "Read layouts from DIR instead of the checkout's Layouts/."),
        ] + BenchHooks.options)

    static let usage = optionTable.usage

    static func run(_ arguments: [String], output: inout some CommandOutput) -> Int32 {
        let parsed: Arguments
        do throws(Arguments.UsageError) {
            parsed = try Arguments(arguments, table: optionTable)
        } catch {
            return KeySimCommand.usageError(error.message, usage: usage, command: "run", output: &output)
        }
        func usageError(_ message: String) -> Int32 {
            KeySimCommand.usageError(message, usage: usage, command: "run", output: &output)
        }
        if parsed.has("help") {
            output.write(help)
            return ExitCode.success
        }
        if let extra = parsed.positionals.first { return usageError("unexpected argument '\(extra)'") }
        guard let scale = Double(parsed["scale"] ?? "1"), scale >= 0.5, scale <= 4 else {
            return usageError("'--scale' needs a number from 0.5 to 4")
        }
        if let code = BenchHooks.openEmptyWindow(parsed, scale: scale) { return code }
        // The data, the simulator and the first frame's text load on a second thread while
        // SDL connects to the display on this one (on X11 mostly reading the compose table);
        // what failed is reported in the order the steps had, so errors do not change.
        BenchHooks.mark("main", parsed)
        MallocArenas.shareOne()
        // SDL_ttf (with FreeType, HarfBuzz and GLib) loads on a third thread while the loading
        // thread reads the layouts and the scene, which need neither. SDL_image is not loaded:
        // the icons are drawn by KeySim's own rasteriser (`CoverageRasterizer`).
        let libraries = Background(name: "keysim-libs") { LateLibraries.preload() }
        let loading = Background(name: "keysim-load") {
            let loaded = load(parsed, scale: scale)
            BenchHooks.mark("loaded", parsed)
            return loaded
        }
        let video = Result { () throws(WindowError) in try VideoSystem(gpu: parsed.has("gpu")) }
        BenchHooks.mark("video", parsed)
        let start: RunStart
        libraries.wait()
        switch loading.wait() {
        case .success(let loaded): start = loaded
        case .failure(.failed(let failure)):
            output.writeError(failure.message + "\n")
            return failure.code
        case .failure(.usage(let message)):
            return usageError(message)
        }
        let (environment, presentation, scene, device) = (
            start.environment, start.presentation, start.scene, start.device
        )
        let simulator = start.simulator
        // With --watch, the files are watched from the state they loaded in.
        let drawing = LiveDrawing(builder: presentation.windowBuilder)
        let reload =
            parsed.has("watch")
            ? HotReload(arguments: parsed, paths: environment.paths, fonts: presentation.fonts, drawing: drawing) : nil
        var recording: RecordingFile?
        if let path = parsed["record"] {
            guard let file = RecordingFile(path: path) else {
                output.writeError("keysim run: error: cannot write the recording to \(path)\n")
                return ExitCode.missingInput
            }
            recording = file
            // The scene as a replay will find it: a path relative to the recording's folder, or the name.
            let sceneReference =
                parsed["scene"].map { reference in
                    ResourcePaths.isPath(reference)
                        ? URL(fileURLWithPath: reference).standardizedFileURL.path : reference
                } ?? "demo"
            file.write(
                line: Recording.header(
                    scene: sceneReference, device: device.reference, voiceOver: simulator.voiceOver != nil,
                    contentSize: (try? ContentSizeOption.parse(parsed)) ?? nil))
        }
        let window: Window
        do throws(WindowError) {
            window = try Window(
                title: "KeySim — \(scene.scene.title) — \(device.name)", size: FrameBuilder.frameSize(of: simulator),
                scale: scale,
                video: video.get())
        } catch {
            output.writeError("keysim run: error: \(error)\n")
            if case .noDisplay = error { return ExitCode.unavailable }
            return ExitCode.unavailable
        }
        BenchHooks.mark("window", parsed)
        if let code = BenchHooks.rasterInWindow(window, simulator: simulator, presentation: presentation, parsed) {
            return code
        }
        var framesBuilt = 0
        let session = SimulatorWindow(
            simulator: simulator, window: window, fonts: presentation.fonts, icons: presentation.icons,
            recording: recording,
            frameAt: { simulator, time in
                // Once the first frame is drawn, text rendered for it but not used is freed.
                framesBuilt += 1
                if framesBuilt == 2 { presentation.fonts.discardPrerendered() }
                return drawing.frame(of: simulator, at: time)
            },
            nextRedraw: { simulator, time in FrameBuilder.nextChange(of: simulator, after: time) },
            fieldLocator: drawing,
            inspector: { simulator, time, touch in
                drawing.builder.inspectorOverlay(of: simulator, at: time, lastTouch: touch)
            },
            watch: reload.map { reload in { simulator in reload.poll(simulator) } },
            sharesClipboard: parsed.has("clipboard")
        )
        BenchHooks.reportPresents(of: session, parsed)
        do throws(SDLError) {
            try session.run()
            if let path = parsed["screenshot"] {
                try session.screenshot().writePNG(to: path)
            }
        } catch {
            output.writeError("keysim run: error: \(error)\n")
            return ExitCode.unavailable
        }
        recording?.close()
        return ExitCode.success
    }

    /// What `keysim run` needs before its first frame.
    struct RunStart: Sendable {
        var environment: ReplayEnvironment
        var presentation: Presentation
        var scene: (scene: Scene, name: String)
        var device: DeviceProfile
        var simulator: Simulator
    }

    /// Why `keysim run` could not start: a failure to print, or a usage error.
    enum StartFailure: Error {
        case failed(CommandFailure)
        case usage(String)
    }

    /// Loads the data, the scene, the device and the simulator `keysim run` draws, in that
    /// order, and renders the text of the first frame at `scale` (`FontLibrary.prerender`).
    static func load(_ parsed: Arguments, scale: Double) -> Result<RunStart, StartFailure> {
        let contentSize: ContentSizeCategory?
        do throws(Arguments.UsageError) {
            contentSize = try ContentSizeOption.parse(parsed)
        } catch {
            return .failure(.usage(error.message))
        }
        let environment: ReplayEnvironment
        let presentation: Presentation
        var scene: (scene: Scene, name: String)
        do throws(CommandFailure) {
            let unsized: Presentation
            (environment, unsized) = try ReplayEnvironment.loadForDrawing(parsed)
            scene = try environment.scene(parsed["scene"] ?? "demo", writtenAt: "keysim run")
            if let contentSize { scene.scene.contentSize = contentSize }
            presentation = unsized.sized(for: scene.scene.contentSize)
        } catch {
            return .failure(.failed(error))
        }
        let deviceName = parsed["device"] ?? "iphone-15"
        guard let device = environment.device(deviceName) else {
            return .failure(.usage(environment.unknownDeviceMessage(deviceName)))
        }
        var simulator: Simulator
        do throws(SessionError) {
            simulator = try Simulator(
                scene: scene.scene, device: device, layouts: environment.layouts, timings: environment.timings,
                typesetter: presentation.typesetter)
            simulator.dictionaries = DictionaryAccess(source: environment.dictionaries)
            simulator.inputMethods = InputMethodAccess(source: ReplayEnvironment.inputMethods)
        } catch {
            return .failure(.failed(CommandFailure(message: "keysim run: error: \(error)", code: ExitCode.badData)))
        }
        if parsed.has("voiceover") { simulator.voiceOver = VoiceOver() }
        BenchHooks.prepare(&simulator, parsed)
        BenchHooks.mark("simulator", parsed)
        presentation.fonts.prerender(presentation.builder.frame(of: simulator, at: 0).commands, scale: scale)
        return .success(
            RunStart(
                environment: environment, presentation: presentation, scene: scene, device: device,
                simulator: simulator))
    }

    static let help = optionTable.help(summary: helpSummary, details: helpDetails, closing: helpClosing)

    /// What the help says before the usage.
    static let helpSummary = """
        Open the simulator window: a form of text fields and the keyboard each one brings up.
        """

    /// What the help says between the usage and the options.
    static let helpDetails = """
        Click (or touch) a field to type into it with the on-screen keyboard; the computer's keyboard
        types too (Tab/Shift-Tab between fields, Return submits, Esc dismisses, Ctrl+A/C/X/V).
        F2 toggles the inspector: every key's hit region, frame and id, and the last touch with the
        key it chose.
        """

    /// What the help says after the options.
    static let helpClosing = """
        Exit codes: 0 closed · 64 usage · 65 bad data · 66 missing file · 69 no display or font.
        """
}

/// A recording written one flushed line at a time, so a killed window loses nothing.
final class RecordingFile: RecordingSink {
    private let handle: FileHandle

    init?(path: String) {
        guard let handle = OutputFile.open(path) else { return nil }
        self.handle = handle
    }

    func write(line: String) {
        handle.write(Data((line + "\n").utf8))
        try? handle.synchronize()
    }

    func close() { try? handle.close() }
}

/// A value computed on a thread of its own, waited for once.
final class Background<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var value: Value?

    /// Starts `body` on a thread named `name` (as profilers and `top -H` show it).
    init(name: String, _ body: @escaping @Sendable () -> Value) {
        let thread = Thread { [self] in
            ThreadName.set(name)
            value = body()
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The value, once computed.
    func wait() -> Value {
        done.wait()
        return value!
    }
}
