import CSDL2
import KeySimCore

/// What the window hears, in KeySim's terms: an `SDL_Event` is converted once, here.
public enum InputEvent: Equatable, Sendable {
    /// The window was closed (or the process asked to quit).
    case quit
    /// A touch: the mouse is finger 0; touch-screen fingers are 1, 2, … Points, window coordinates.
    case touch(TouchPhase, at: Point, finger: Int)
    /// Text typed on the computer's keyboard.
    case text(String)
    /// An editing or navigation key of the computer's keyboard.
    case key(HardwareKey)
    /// The window needs drawing again (exposed, resized).
    case redraw
    /// The mouse moved with no button down (points): it may come to rest over a field.
    case pointer(Point)
    /// The mouse left the window.
    case pointerLeft
    /// The mouse wheel turned by `dx` and `dy` notches (positive `dx` to the right, positive
    /// `dy` towards the person: the way the y axis points) with the pointer at a point.
    case wheel(dx: Double, dy: Double, at: Point)
    /// A function key of the computer's keyboard, by number (2 for F2): window commands.
    case functionKey(Int)
}

/// Turns SDL events into `InputEvent`s, keeping the state that needs (which touch-screen
/// finger is which small number, whether the mouse button is down).
public final class EventSource {
    private let scale: Double
    private let screen: Size
    private var fingerNumbers: [SDL_FingerID: Int] = [:]
    private var mouseDown = false
    /// SDL's `SDL_TOUCH_MOUSEID`: mouse events SDL made up from touches (ignored: the touches
    /// themselves arrive as finger events).
    static let touchMouseID = UInt32.max

    public init(scale: Double, screen: Size) {
        self.scale = scale
        self.screen = screen
    }

    /// Waits up to `timeout` ms (nil: until something happens) for the next event KeySim
    /// cares about; nil when the time ran out.
    ///
    /// The corresponding SDL function is `SDL_WaitEventTimeout`.
    public func next(timeout: Int?) -> InputEvent? {
        var event = SDL_Event()
        let deadline = timeout.map { Window.ticks() + max(0, $0) }
        while true {
            let wait = deadline.map { Int32(clamping: max(0, $0 - Window.ticks())) } ?? -1
            let got = wait < 0 ? SDL_WaitEvent(&event) : SDL_WaitEventTimeout(&event, wait)
            guard got == 1 else { return nil }
            if let converted = convert(&event) { return converted }
            if let deadline, Window.ticks() >= deadline { return nil }
        }
    }

    /// The KeySim meaning of one SDL event, or nil for events KeySim ignores.
    func convert(_ event: inout SDL_Event) -> InputEvent? {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_WINDOWEVENT:
            let kind = SDL_WindowEventID(UInt32(event.window.event))
            if kind == SDL_WINDOWEVENT_CLOSE { return .quit }
            if kind == SDL_WINDOWEVENT_LEAVE { return .pointerLeft }
            return kind == SDL_WINDOWEVENT_EXPOSED || kind == SDL_WINDOWEVENT_SIZE_CHANGED ? .redraw : nil
        case SDL_MOUSEBUTTONDOWN
        where event.button.button == UInt8(SDL_BUTTON_LEFT) && event.button.which != Self.touchMouseID:
            mouseDown = true
            return .touch(.down, at: point(pixelX: event.button.x, pixelY: event.button.y), finger: 0)
        case SDL_MOUSEMOTION where event.motion.which != Self.touchMouseID:
            let point = point(pixelX: event.motion.x, pixelY: event.motion.y)
            return mouseDown ? .touch(.move, at: point, finger: 0) : .pointer(point)
        case SDL_MOUSEBUTTONUP
        where event.button.button == UInt8(SDL_BUTTON_LEFT) && event.button.which != Self.touchMouseID:
            guard mouseDown else { return nil }
            mouseDown = false
            return .touch(.up, at: point(pixelX: event.button.x, pixelY: event.button.y), finger: 0)
        case SDL_MOUSEWHEEL where event.wheel.which != Self.touchMouseID:
            // SDL's y is positive away from the person; a flipped ("natural") wheel reports both
            // axes the other way round.
            let flip: Double = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let dx = Self.hundredths(flip * Double(event.wheel.preciseX))
            let dy = Self.hundredths(-flip * Double(event.wheel.preciseY))
            guard dx != 0 || dy != 0 else { return nil }
            return .wheel(dx: dx, dy: dy, at: point(pixelX: event.wheel.mouseX, pixelY: event.wheel.mouseY))
        case SDL_FINGERDOWN:
            let number = (1...).first { n in !fingerNumbers.values.contains(n) } ?? 1
            fingerNumbers[event.tfinger.fingerId] = number
            return .touch(.down, at: touchPoint(event.tfinger), finger: number)
        case SDL_FINGERMOTION:
            guard let number = fingerNumbers[event.tfinger.fingerId] else { return nil }
            return .touch(.move, at: touchPoint(event.tfinger), finger: number)
        case SDL_FINGERUP:
            guard let number = fingerNumbers.removeValue(forKey: event.tfinger.fingerId) else { return nil }
            return .touch(.up, at: touchPoint(event.tfinger), finger: number)
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: &event.text.text) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            return text.isEmpty ? nil : .text(text)
        case SDL_KEYDOWN:
            let sym = Int(event.key.keysym.sym)
            if (Int(SDLK_F1.rawValue)...Int(SDLK_F12.rawValue)).contains(sym) {
                return .functionKey(sym - Int(SDLK_F1.rawValue) + 1)
            }
            return hardwareKey(event.key.keysym).map(InputEvent.key)
        default:
            return nil
        }
    }

    private func point(pixelX: Int32, pixelY: Int32) -> Point {
        Point(x: Self.hundredths(Double(pixelX) / scale), y: Self.hundredths(Double(pixelY) / scale))
    }

    private func touchPoint(_ finger: SDL_TouchFingerEvent) -> Point {
        Point(x: Self.hundredths(Double(finger.x) * screen.width), y: Self.hundredths(Double(finger.y) * screen.height))
    }

    /// A value to 1/100, as recordings write points and notches: the window acts on what it
    /// records, so a drag or a wheel turn replays to the very same scroll (at scale 3 a pixel
    /// is a third of a point, which a recording could not write exactly).
    static func hundredths(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    /// The editing key a key press means, if any (Ctrl or Cmd with A/C/X/V).
    private func hardwareKey(_ key: SDL_Keysym) -> HardwareKey? {
        let modifiers = UInt32(key.mod)
        let command = modifiers & (KMOD_CTRL.rawValue | KMOD_GUI.rawValue) != 0
        let shift = modifiers & KMOD_SHIFT.rawValue != 0
        switch Int(key.sym) {
        case Int(SDLK_BACKSPACE.rawValue): return .backspace
        case Int(SDLK_LEFT.rawValue): return .left
        case Int(SDLK_RIGHT.rawValue): return .right
        case Int(SDLK_HOME.rawValue), Int(SDLK_UP.rawValue): return .home
        case Int(SDLK_END.rawValue), Int(SDLK_DOWN.rawValue): return .end
        case Int(SDLK_TAB.rawValue): return shift ? .shiftTab : .tab
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): return .returnKey
        case Int(SDLK_ESCAPE.rawValue): return .escape
        case Int(SDLK_a.rawValue) where command: return .selectAll
        case Int(SDLK_c.rawValue) where command: return .copy
        case Int(SDLK_x.rawValue) where command: return .cut
        case Int(SDLK_v.rawValue) where command: return .paste(Window.clipboardText())
        default: return nil
        }
    }
}
