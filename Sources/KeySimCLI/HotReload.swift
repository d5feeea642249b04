import Foundation
import KeySim
import KeySimCore
import KeySimSDL
import Synchronization

/// What the window draws with: the frame builder of the theme that last loaded, and the
/// errors of the last reload that failed, drawn as a banner over the frame. It is also the
/// window's field locator, so taps measure fields as the current theme draws them.
final class LiveDrawing: FieldLocator, Sendable {
    private struct State {
        var builder: FrameBuilder
        var errors: [String]
    }

    private let state: Mutex<State>

    init(builder: FrameBuilder) {
        state = Mutex(State(builder: builder, errors: []))
    }

    /// The builder drawing now.
    var builder: FrameBuilder { state.withLock { $0.builder } }

    /// The errors the banner shows (none: no banner).
    var errors: [String] { state.withLock { $0.errors } }

    /// Files loaded: draw with `builder`, no banner.
    func loaded(builder: FrameBuilder) { state.withLock { $0 = State(builder: builder, errors: []) } }

    /// Files failed to load: keep the builder, show `errors`.
    func failed(errors: [String]) { state.withLock { $0.errors = errors } }

    /// The simulator's frame, with the banner over it while the files fail to load.
    func frame(of simulator: Simulator, at time: Int) -> Frame {
        let (builder, errors) = state.withLock { ($0.builder, $0.errors) }
        var frame = builder.frame(of: simulator, at: time)
        if !errors.isEmpty { frame.commands += builder.bannerCommands(errors: errors, screen: frame.size) }
        return frame
    }

    func caretOffset(inField index: Int, of simulator: Simulator, at point: Point) -> Int {
        builder.caretOffset(inField: index, of: simulator, at: point)
    }

    func caretOffset(inField index: Int, of simulator: Simulator, from offset: Int, movedBy dx: Double) -> Int {
        builder.caretOffset(inField: index, of: simulator, from: offset, movedBy: dx)
    }

    func control(at point: Point, of simulator: Simulator) -> FieldControl? {
        builder.control(at: point, of: simulator)
    }

    func fieldIndex(at point: Point, of simulator: Simulator) -> Int? {
        builder.fieldIndex(at: point, of: simulator)
    }

    func tooltipText(of simulator: Simulator, at time: Int) -> String? {
        builder.tooltipText(of: simulator, at: time)
    }

    func appearance(ofField index: Int, of simulator: Simulator, at time: Int) -> FieldAppearance {
        builder.appearance(ofField: index, of: simulator, at: time)
    }

    func contentHeight(of simulator: Simulator) -> Double {
        builder.contentHeight(of: simulator)
    }

    func editMenuItem(at point: Point, of simulator: Simulator) -> String? {
        builder.editMenuItem(at: point, of: simulator)
    }

    func selectionHandle(at point: Point, of simulator: Simulator) -> Simulator.SelectionHandle? {
        builder.selectionHandle(at: point, of: simulator)
    }
}

/// `keysim run --watch`: watches the files the window was built from (the layouts folder,
/// the devices folder, the timings, the theme, the scene) and, when one changes, loads them
/// all again as `keysim run` loaded them. Files that load replace the simulator (its state
/// carried over: ``Simulator/reloaded(scene:device:layouts:timings:)``) and the theme;
/// files that fail leave both as they were and show their errors in a banner until fixed.
final class HotReload {
    private let arguments: Arguments
    private let paths: ResourcePaths
    private let fonts: FontLibrary
    private let drawing: LiveDrawing
    private var watcher: FileWatcher

    init(arguments: Arguments, paths: ResourcePaths, fonts: FontLibrary, drawing: LiveDrawing) {
        self.arguments = arguments
        self.paths = paths
        self.fonts = fonts
        self.drawing = drawing
        let scene = arguments["scene"] ?? "demo"
        let scenePath =
            ResourcePaths.isPath(scene) ? scene : paths.scenes + "/\(scene).json"
        self.watcher = FileWatcher([
            .folder(arguments["layouts"] ?? paths.layouts, suffix: ".json"),
            .folder(paths.devices, suffix: ".json"),
            .file(paths.timings + "/ios.json"),
            .file(Presentation.themePath(arguments["theme"] ?? "light", paths: paths)),
            .file(scenePath),
        ])
    }

    /// The files watched now.
    var watchedFiles: [String] { watcher.watchedFiles }

    /// Looks at the files; when one changed, reloads them all and says what the window
    /// should do.
    func poll(_ simulator: Simulator) -> WindowUpdate {
        guard watcher.changed() else { return .unchanged }
        do throws(CommandFailure) {
            let (reloaded, theme) = try reload(simulator)
            drawing.loaded(
                builder: FrameBuilder(
                    theme: theme, measurer: fonts, keyboardMemo: KeyboardDrawingMemo(), formMemo: FormDrawingMemo()))
            return .replace(reloaded)
        } catch {
            drawing.failed(errors: error.message.split(separator: "\n").map(String.init))
            return .redraw
        }
    }

    /// The simulator and theme from the files as they are now.
    private func reload(_ simulator: Simulator) throws(CommandFailure) -> (Simulator, Theme) {
        let environment = try ReplayEnvironment.load(paths: paths, layoutsFolder: arguments["layouts"])
        var scene = try environment.scene(arguments["scene"] ?? "demo", writtenAt: "keysim run")
        // (`--content-size` was checked when the window opened.)
        if let size = try? ContentSizeOption.parse(arguments) { scene.scene.contentSize = size }
        let deviceName = arguments["device"] ?? "iphone-15"
        guard let device = environment.device(deviceName) else {
            throw CommandFailure(
                message: "keysim run: error: " + environment.unknownDeviceMessage(deviceName), code: ExitCode.badData)
        }
        guard device.screen == simulator.device.screen else {
            throw CommandFailure(
                message: "keysim run: error: the screen of '\(deviceName)' changed size "
                    + "(\(Self.size(simulator.device.screen)) → \(Self.size(device.screen))); "
                    + "close the window and run again to see it",
                code: ExitCode.badData)
        }
        let theme = try Presentation.loadTheme(arguments["theme"] ?? "light", paths: paths)
            .sized(for: scene.scene.contentSize)
        do throws(SessionError) {
            let reloaded = try simulator.reloaded(
                scene: scene.scene, device: device, layouts: environment.layouts, timings: environment.timings,
                typesetter: FormTypesetter(fonts: theme.fonts, measurer: fonts))
            return (reloaded, theme)
        } catch {
            throw CommandFailure(message: "keysim run: error: \(error)", code: ExitCode.badData)
        }
    }

    private static func size(_ size: Size) -> String {
        "\(Int(size.width.rounded()))×\(Int(size.height.rounded()))"
    }
}
