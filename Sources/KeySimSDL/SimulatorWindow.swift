import Foundation
import KeySimCore

/// Where a window session writes what it records (one complete line at a time).
public protocol RecordingSink: AnyObject {
    func write(line: String)
}

/// What a window's watcher found when it looked at the files the simulator was built from.
public enum WindowUpdate {
    /// Nothing to show.
    case unchanged
    /// The picture changed, not the simulator (a new theme, an error banner): draw again.
    case redraw
    /// The simulator was rebuilt from new files, its state carried over: show this one.
    case replace(Simulator)
}

/// The simulator in a window: waits for input, feeds it to the engine with the time it
/// happened, and redraws only when something changed or a timer or an animation needs it —
/// never spinning, so an idle window costs nothing.
public final class SimulatorWindow {
    public private(set) var simulator: Simulator
    private let window: Window
    private let renderer: FrameRenderer
    private let events: EventSource
    private let recording: RecordingSink?
    private let frameAt: (Simulator, Int) -> Frame
    private let nextRedraw: (Simulator, Int) -> Int?
    private let fieldLocator: (any FieldLocator)?
    /// Whether Ctrl+V pastes the computer's clipboard and Copy and Cut fill it (`--clipboard`).
    private let sharesClipboard: Bool
    private let inspector: ((Simulator, Int, InspectorTouch?) -> [DrawCommand])?
    private let watch: ((Simulator) -> WindowUpdate)?
    private let watchInterval: Int
    /// Whether the inspector is drawn over the frame (F2 toggles it).
    public private(set) var inspecting = false
    /// The latest touch and the key the keyboard hit-tested for it, for the inspector.
    public private(set) var lastTouch: InspectorTouch?
    /// When the last input arrived (ms since the window opened): the final state's time.
    public private(set) var lastInputTime = 0
    /// The languages already said to have no dictionary, and whether a dictionary's failure
    /// was said.
    private var toldUnserved: Set<String> = []
    private var toldProblem = false
    /// Called after every frame is presented (`keysim bench` times the first one).
    public var onPresent: (() -> Void)?

    /// - Parameters:
    ///   - frameAt: builds the frame for the simulator's state at a time.
    ///   - nextRedraw: the next time the picture changes by itself (an animation frame, the
    ///     caret blinking), or nil when it will not.
    ///   - inspector: the overlay drawn over the frame while F2 has the inspector on, given
    ///     the last touch; nil: F2 does nothing.
    ///   - watch: called every `watchInterval` ms while the window waits (never more often),
    ///     to look for changed files; nil: the window only wakes for input and its timers.
    ///   - sharesClipboard: Ctrl+V pastes what the computer's clipboard holds and Copy and Cut
    ///     put text on it; false: the simulator's pasteboard is its own, as in a replay.
    public init(
        simulator: Simulator, window: Window, fonts: FontLibrary, icons: IconLibrary, recording: RecordingSink?,
        frameAt: @escaping (Simulator, Int) -> Frame, nextRedraw: @escaping (Simulator, Int) -> Int?,
        fieldLocator: (any FieldLocator)? = nil,
        inspector: ((Simulator, Int, InspectorTouch?) -> [DrawCommand])? = nil,
        watch: ((Simulator) -> WindowUpdate)? = nil, watchInterval: Int = 250, sharesClipboard: Bool = false
    ) {
        self.sharesClipboard = sharesClipboard
        self.watch = watch
        self.watchInterval = max(1, watchInterval)
        self.fieldLocator = fieldLocator
        self.inspector = inspector
        self.simulator = simulator
        self.window = window
        self.renderer = FrameRenderer(renderer: window.renderer, fonts: fonts, icons: icons)
        // A touch screen's fingers are placed on the whole window, caption strip and all.
        self.events = EventSource(scale: window.scale, screen: FrameBuilder.frameSize(of: simulator))
        self.recording = recording
        self.frameAt = frameAt
        self.nextRedraw = nextRedraw
    }

    /// Runs until the window is closed (or the process is asked to quit); returns the time
    /// it ran, in ms.
    @discardableResult
    public func run() throws(SDLError) -> Int {
        let start = Window.ticks()
        var now = 0
        var dirty = true
        var nextWatch = watch.map { _ in watchInterval }
        while true {
            now = Window.ticks() - start
            if let due = nextWatch, now >= due, let watch {
                switch watch(simulator) {
                case .unchanged: break
                case .redraw: dirty = true
                case .replace(let reloaded):
                    simulator = reloaded
                    dirty = true
                }
                nextWatch = now + watchInterval
            }
            if !simulator.advance(to: now).isEmpty { dirty = true }
            if dirty {
                try draw(at: now)
                dirty = false
            }
            let redraw = [simulator.nextDeadline, nextRedraw(simulator, now)].compactMap { $0 }.min()
            let wake = [redraw, nextWatch].compactMap { $0 }.min()
            guard let event = events.next(timeout: wake.map { max(0, $0 - now) }) else {
                // Waking only to look at the files draws nothing.
                dirty = redraw != nil && redraw == wake
                continue
            }
            now = max(now, Window.ticks() - start)
            dirty = true
            switch event {
            case .touch, .text, .press: lastInputTime = now
            default: break
            }
            switch event {
            case .quit:
                return now
            case .redraw:
                // The window was exposed or resized: what it shows may be lost.
                renderer.forgetDrawn()
            case .touch(let phase, let point, let finger):
                recording?.write(line: Recording.touch(phase, at: point, finger: finger, time: now))
                lastTouch = InspectorTouch(point: point, simulator: simulator)
                _ = simulator.touch(phase, at: point, finger: finger, time: now, fieldLocator: fieldLocator)
            case .pointer(let point):
                // Moving the pointer only changes the picture when it hides a tooltip.
                dirty = simulator.restingField(at: now, locator: fieldLocator) != nil
                recording?.write(line: Recording.pointer(at: point, time: now))
                _ = simulator.pointerMoved(to: point, at: now)
            case .pointerLeft:
                recording?.write(line: Recording.pointer(at: nil, time: now))
                _ = simulator.pointerLeft(at: now)
            case .wheel(let dx, let dy, let point):
                lastInputTime = now
                recording?.write(line: Recording.wheel(dx: dx, dy: dy, at: point, time: now))
                _ = simulator.wheel(dx: dx, dy: dy, at: point, time: now, fieldLocator: fieldLocator)
            case .text(let text):
                // Recorded and replayed a character at a time, as a `press` line each.
                for press in HardwarePress.typing(text) { pressed(press, at: now) }
            case .press(let press):
                pressed(press, at: now)
            case .functionKey(let number):
                if number == 2, inspector != nil { inspecting.toggle() } else { dirty = false }
            }
            tellAboutDictionaries()
        }
    }

    /// Says on standard error, once each, that a keyboard language has no dictionary or that
    /// a dictionary could not be used (the window goes on without correction).
    private func tellAboutDictionaries() {
        for language in simulator.dictionaries.unserved.sorted() where !toldUnserved.contains(language) {
            toldUnserved.insert(language)
            FileHandle.standardError.write(Data("keysim run: \(DictionaryAccess.unservedNote(language))\n".utf8))
        }
        if let problem = simulator.dictionaries.problem, !toldProblem {
            toldProblem = true
            FileHandle.standardError.write(
                Data("\(problem.message)\nkeysim run: warning: typing on without autocorrection\n".utf8))
        }
    }

    /// A key of the computer's keyboard: recorded as a `press` line, then handed to the
    /// simulator. Sharing the computer's clipboard, a paste takes what it holds (the line keeps
    /// it, so its replay pastes the same) and what Copy or Cut took goes onto it; otherwise the
    /// simulator's own pasteboard is all there is.
    private func pressed(_ press: HardwarePress, at time: Int) {
        let pasteboard = sharesClipboard && press.shortcut == .paste ? Window.clipboardText() : nil
        recording?.write(line: Recording.press(press, pasteboard: pasteboard, time: time))
        let outcome = simulator.press(press, pasteboard: pasteboard, at: time)
        if sharesClipboard, let text = outcome.clipboard { Window.setClipboardText(text) }
    }

    /// Draws the frame at `time`, repainting and presenting only the rectangle that changed
    /// since the last one (a caret blink repaints the caret), never spinning on an unchanged one.
    private func draw(at time: Int) throws(SDLError) {
        let region = try renderer.drawChanges(frame(at: time), scale: window.scale)
        guard !region.isEmpty else { return }
        window.renderer.present(region)
        onPresent?()
    }

    /// The final state as of the last input, drawn in the window and read back from it: a
    /// replay of the recording renders the same moment, so the two can be compared (the
    /// inspector, while on, is drawn over it as the window shows it).
    public func screenshot() throws(SDLError) -> Image {
        try renderer.draw(frame(at: lastInputTime), scale: window.scale)
        let image = try window.screenshot()
        window.present()
        return image
    }

    /// The simulator's frame at `time`, with the inspector over it while it is on.
    private func frame(at time: Int) -> Frame {
        var frame = frameAt(simulator, time)
        if inspecting, let inspector { frame.commands += inspector(simulator, time, lastTouch) }
        return frame
    }
}
