import KeySimCore

/// Where a window session writes what it records (one complete line at a time).
public protocol RecordingSink: AnyObject {
    func write(line: String)
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
    /// When the last input arrived (ms since the window opened): the final state's time.
    public private(set) var lastInputTime = 0
    /// Called after every frame is presented (`keysim bench` times the first one).
    public var onPresent: (() -> Void)?

    /// - Parameters:
    ///   - frameAt: builds the frame for the simulator's state at a time.
    ///   - nextRedraw: the next time the picture changes by itself (an animation frame, the
    ///     caret blinking), or nil when it will not.
    public init(
        simulator: Simulator, window: Window, fonts: FontLibrary, icons: IconLibrary, recording: RecordingSink?,
        frameAt: @escaping (Simulator, Int) -> Frame, nextRedraw: @escaping (Simulator, Int) -> Int?,
        fieldLocator: (any FieldLocator)? = nil
    ) {
        self.fieldLocator = fieldLocator
        self.simulator = simulator
        self.window = window
        self.renderer = FrameRenderer(renderer: window.renderer, fonts: fonts, icons: icons)
        self.events = EventSource(scale: window.scale, screen: simulator.device.screen)
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
        while true {
            now = Window.ticks() - start
            if !simulator.advance(to: now).isEmpty { dirty = true }
            if dirty {
                try draw(at: now)
                dirty = false
            }
            let wake = [simulator.keyboard?.nextDeadline, nextRedraw(simulator, now)].compactMap { $0 }.min()
            guard let event = events.next(timeout: wake.map { max(0, $0 - now) }) else {
                dirty = wake != nil
                continue
            }
            now = max(now, Window.ticks() - start)
            dirty = true
            if case .touch = event { lastInputTime = now }
            switch event {
            case .quit:
                return now
            case .redraw:
                break
            case .touch(let phase, let point, let finger):
                recording?.write(line: Recording.touch(phase, at: point, finger: finger, time: now))
                _ = simulator.touch(phase, at: point, finger: finger, time: now, fieldLocator: fieldLocator)
            case .pointer(let point):
                // Moving the pointer only changes the picture when it hides a tooltip.
                dirty = simulator.restingField(at: now, locator: fieldLocator) != nil
                _ = simulator.pointerMoved(to: point, at: now)
            case .pointerLeft:
                _ = simulator.pointerLeft(at: now)
            case .text(let text):
                _ = simulator.hardwareText(text, at: now)
            case .key(let key):
                let outcome = simulator.hardwareKey(key, at: now)
                if let text = outcome.clipboard { Window.setClipboardText(text) }
            }
        }
    }

    private func draw(at time: Int) throws(SDLError) {
        let frame = frameAt(simulator, time)
        try renderer.draw(frame, scale: window.scale)
        window.present()
        onPresent?()
    }

    /// The final state as of the last input, drawn in the window and read back from it: a
    /// replay of the recording renders the same moment, so the two can be compared.
    public func screenshot() throws(SDLError) -> Image {
        try renderer.draw(frameAt(simulator, lastInputTime), scale: window.scale)
        let image = try window.screenshot()
        window.present()
        return image
    }
}
