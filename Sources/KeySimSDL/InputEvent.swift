import CSDL2
import KeySimCore

/// What the window hears, in KeySim's terms: an `SDL_Event` is converted once, here.
public enum InputEvent: Equatable, Sendable {
    /// The window was closed (or the process asked to quit).
    case quit
    /// A touch: the mouse is finger 0; touch-screen fingers are 1, 2, … Points, window coordinates.
    case touch(TouchPhase, at: Point, finger: Int)
    /// Text typed on the computer's keyboard (one character, or an input method's commit).
    case text(String)
    /// A key of the computer's keyboard that does not type text: an editing or navigation
    /// key, or a shortcut with Ctrl or Cmd.
    case press(HardwarePress)
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
            return press(event.key.keysym).map(InputEvent.press)
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

    /// The press a key means, if it types no text (text arrives as `SDL_TEXTINPUT`): a named
    /// key (Tab, Return, the arrows, …) with the modifiers held, or a letter or digit with
    /// Ctrl or Cmd.
    func press(_ key: SDL_Keysym) -> HardwarePress? {
        let modifiers = Self.modifiers(UInt32(key.mod))
        let command = modifiers.contains(.ctrl) || modifiers.contains(.cmd)
        let sym = Int(key.sym)
        if let named = Self.namedKeys[sym] { return HardwarePress(named, modifiers: modifiers) }
        guard command, let scalar = Unicode.Scalar(UInt32(clamping: sym)),
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        else { return nil }
        return HardwarePress(.character(Character(scalar)), modifiers: modifiers)
    }

    /// The KeySim modifiers of SDL's modifier bits.
    static func modifiers(_ bits: UInt32) -> Set<HardwarePress.Modifier> {
        var modifiers: Set<HardwarePress.Modifier> = []
        if bits & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
        if bits & KMOD_CTRL.rawValue != 0 { modifiers.insert(.ctrl) }
        if bits & KMOD_ALT.rawValue != 0 { modifiers.insert(.alt) }
        if bits & KMOD_GUI.rawValue != 0 { modifiers.insert(.cmd) }
        return modifiers
    }

    /// SDL's key codes of the named keys (Space types text, so it is not among them).
    static let namedKeys: [Int: HardwarePress.NamedKey] = [
        Int(SDLK_TAB.rawValue): .tab, Int(SDLK_RETURN.rawValue): .return, Int(SDLK_KP_ENTER.rawValue): .return,
        Int(SDLK_ESCAPE.rawValue): .escape, Int(SDLK_BACKSPACE.rawValue): .backspace,
        Int(SDLK_DELETE.rawValue): .delete, Int(SDLK_LEFT.rawValue): .left, Int(SDLK_RIGHT.rawValue): .right,
        Int(SDLK_UP.rawValue): .up, Int(SDLK_DOWN.rawValue): .down, Int(SDLK_HOME.rawValue): .home,
        Int(SDLK_END.rawValue): .end,
    ]
}
