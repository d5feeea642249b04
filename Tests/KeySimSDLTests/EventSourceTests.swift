import CSDL2
import KeySimCore
import Testing

@testable import KeySimSDL

/// SDL events become KeySim input in one place: the mouse is finger 0, touch-screen
/// fingers get small numbers of their own, keys map to editing commands.
struct EventSourceTests {
    let source = EventSource(scale: 2, screen: Size(width: 393, height: 852))

    func mouse(_ type: SDL_EventType, x: Int32, y: Int32, which: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        if type == SDL_MOUSEMOTION {
            event.motion.x = x
            event.motion.y = y
            event.motion.which = which
        } else {
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.x = x
            event.button.y = y
            event.button.which = which
        }
        return event
    }

    func finger(_ type: SDL_EventType, id: SDL_FingerID, x: Float, y: Float) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.tfinger.fingerId = id
        event.tfinger.x = x
        event.tfinger.y = y
        return event
    }

    func key(_ sym: SDL_KeyCode, modifiers: SDL_Keymod = KMOD_NONE) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = Int32(sym.rawValue)
        event.key.keysym.mod = UInt16(modifiers.rawValue)
        return event
    }

    @Test func mouseIsFingerZeroInPoints() {
        var down = mouse(SDL_MOUSEBUTTONDOWN, x: 200, y: 1300)
        var drag = mouse(SDL_MOUSEMOTION, x: 210, y: 1290)
        var up = mouse(SDL_MOUSEBUTTONUP, x: 210, y: 1290)
        #expect(source.convert(&down) == .touch(.down, at: Point(x: 100, y: 650), finger: 0))
        #expect(source.convert(&drag) == .touch(.move, at: Point(x: 105, y: 645), finger: 0))
        #expect(source.convert(&up) == .touch(.up, at: Point(x: 105, y: 645), finger: 0))
        var hover = mouse(SDL_MOUSEMOTION, x: 2, y: 4)
        #expect(source.convert(&hover) == .pointer(Point(x: 1, y: 2)), "moving without a button down is no touch")
    }

    /// At scale 3 a pixel is a third of a point; the window acts on the point as a recording
    /// writes it, to 1/100.
    @Test func pointsAreKeptToAHundredthAsRecordingsWriteThem() {
        let third = EventSource(scale: 3, screen: Size(width: 393, height: 852))
        var down = mouse(SDL_MOUSEBUTTONDOWN, x: 100, y: 2000)
        #expect(third.convert(&down) == .touch(.down, at: Point(x: 33.33, y: 666.67), finger: 0))
    }

    @Test func mouseEventsSynthesisedFromTouchesAreIgnored() {
        var down = mouse(SDL_MOUSEBUTTONDOWN, x: 200, y: 1300, which: EventSource.touchMouseID)
        #expect(source.convert(&down) == nil)
    }

    @Test func touchFingersGetTheirOwnSmallNumbersForRollover() {
        var first = finger(SDL_FINGERDOWN, id: 9_001, x: 0.5, y: 0.75)
        var second = finger(SDL_FINGERDOWN, id: 42, x: 0.25, y: 0.75)
        var firstUp = finger(SDL_FINGERUP, id: 9_001, x: 0.5, y: 0.75)
        var third = finger(SDL_FINGERDOWN, id: 7, x: 0.75, y: 0.5)
        #expect(source.convert(&first) == .touch(.down, at: Point(x: 196.5, y: 639), finger: 1))
        #expect(source.convert(&second) == .touch(.down, at: Point(x: 98.25, y: 639), finger: 2))
        #expect(source.convert(&firstUp) == .touch(.up, at: Point(x: 196.5, y: 639), finger: 1))
        #expect(source.convert(&third) == .touch(.down, at: Point(x: 294.75, y: 426), finger: 1))
    }

    @Test func keysThatTypeNoTextArriveAsPressesWithTheirModifiers() {
        var backspace = key(SDLK_BACKSPACE)
        var tab = key(SDLK_TAB)
        var shiftTab = key(SDLK_TAB, modifiers: KMOD_LSHIFT)
        var selectAll = key(SDLK_a, modifiers: KMOD_LCTRL)
        var redo = key(SDLK_z, modifiers: SDL_Keymod(KMOD_LSHIFT.rawValue | KMOD_LGUI.rawValue))
        var plainA = key(SDLK_a)
        var space = key(SDLK_SPACE)
        var escape = key(SDLK_ESCAPE)
        var forwardDelete = key(SDLK_DELETE)
        var wordLeft = key(SDLK_LEFT, modifiers: KMOD_LALT)
        var enter = key(SDLK_KP_ENTER)
        #expect(source.convert(&backspace) == .press(HardwarePress(.backspace)))
        #expect(source.convert(&tab) == .press(HardwarePress(.tab)))
        #expect(source.convert(&shiftTab) == .press(HardwarePress(.tab, modifiers: [.shift])))
        #expect(source.convert(&selectAll) == .press(HardwarePress(.character("a"), modifiers: [.ctrl])))
        #expect(source.convert(&redo) == .press(HardwarePress(.character("z"), modifiers: [.shift, .cmd])))
        #expect(source.convert(&plainA) == nil, "letters arrive as text input, not presses")
        #expect(source.convert(&space) == nil, "a space arrives as text input")
        #expect(source.convert(&escape) == .press(HardwarePress(.escape)))
        #expect(source.convert(&forwardDelete) == .press(HardwarePress(.delete)))
        #expect(source.convert(&wordLeft) == .press(HardwarePress(.left, modifiers: [.alt])))
        #expect(source.convert(&enter) == .press(HardwarePress(.return)))
    }

    @Test func functionKeysArriveByNumberForTheWindowsOwnCommands() {
        var f2 = key(SDLK_F2)
        var f1 = key(SDLK_F1)
        var f12 = key(SDLK_F12, modifiers: KMOD_LSHIFT)
        #expect(source.convert(&f2) == .functionKey(2))
        #expect(source.convert(&f1) == .functionKey(1))
        #expect(source.convert(&f12) == .functionKey(12))
    }

    func wheel(x: Float, y: Float, at pixel: (Int32, Int32), flipped: Bool = false) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.preciseX = x
        event.wheel.preciseY = y
        event.wheel.x = Int32(x)
        event.wheel.y = Int32(y)
        event.wheel.direction = flipped ? SDL_MOUSEWHEEL_FLIPPED.rawValue : SDL_MOUSEWHEEL_NORMAL.rawValue
        event.wheel.mouseX = pixel.0
        event.wheel.mouseY = pixel.1
        return event
    }

    /// SDL's wheel y is positive away from the person; KeySim's is positive towards them, the
    /// way window y points (as `xdotool click 5`, the wheel turned down, scrolls down the form).
    @Test func theWheelArrivesInNotchesPositiveTowardsThePersonWithThePointersPoint() {
        var down = wheel(x: 0, y: -1, at: (400, 800))
        var up = wheel(x: 0, y: 2, at: (10, 20))
        var natural = wheel(x: 0.5, y: 1.5, at: (10, 20), flipped: true)
        var fine = wheel(x: 0, y: -0.123456, at: (10, 20))
        var nothing = wheel(x: 0, y: 0, at: (10, 20))
        #expect(source.convert(&fine) == .wheel(dx: 0, dy: 0.12, at: Point(x: 5, y: 10)), "to 1/100, as recorded")
        #expect(source.convert(&down) == .wheel(dx: 0, dy: 1, at: Point(x: 200, y: 400)))
        #expect(source.convert(&up) == .wheel(dx: 0, dy: -2, at: Point(x: 5, y: 10)))
        #expect(source.convert(&natural) == .wheel(dx: -0.5, dy: 1.5, at: Point(x: 5, y: 10)))
        #expect(source.convert(&nothing) == nil)
    }

    @Test func textInputArrivesAsText() {
        var event = SDL_Event()
        event.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &event.text.text) { bytes in
            for (index, byte) in "é".utf8.enumerated() { bytes[index] = byte }
        }
        #expect(source.convert(&event) == .text("é"))
    }
}
