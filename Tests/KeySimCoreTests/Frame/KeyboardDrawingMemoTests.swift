import Testing

@testable import KeySimCore

/// A window's builder keeps the keyboard's commands between frames: its frames must be the
/// frames built without it, and it must make them again whenever the keyboard changes.
struct KeyboardDrawingMemoTests {
    /// The test builder, and the same with a memo.
    static func builders() throws -> (plain: FrameBuilder, remembering: FrameBuilder, memo: KeyboardDrawingMemo) {
        let plain = try FrameFixtures.builder()
        let memo = KeyboardDrawingMemo()
        return (plain, FrameBuilder(theme: plain.theme, measurer: plain.measurer, keyboardMemo: memo), memo)
    }

    @Test func framesBuiltWithTheMemoAreTheFramesBuiltWithout() throws {
        let (plain, remembering, _) = try Self.builders()
        var simulator = try FrameFixtures.demo()
        _ = simulator.focus(fieldAt: 2, time: 0)
        var time = 0
        func check(_ step: String) {
            // Every 8 ms: the slide-in, caret blinks, key previews, long-press timers.
            for moment in stride(from: time, through: time + 600, by: 8) {
                #expect(
                    remembering.frame(of: simulator, at: moment) == plain.frame(of: simulator, at: moment),
                    "\(step) at \(moment)")
            }
            time += 700
        }
        check("focused, sliding in")
        time = try FrameFixtures.type(["h", "i"], into: &simulator, from: time)
        check("typed")
        let keyboard = try #require(simulator.keyboard)
        let shift = try FrameFixtures.centre(of: "shift", on: keyboard)
        let origin = simulator.device.keyboardOrigin
        _ = simulator.touch(.down, at: Point(x: shift.x + origin.x, y: shift.y + origin.y), finger: 0, time: time)
        check("shift held")
        _ = simulator.touch(.up, at: Point(x: shift.x + origin.x, y: shift.y + origin.y), finger: 0, time: time)
        check("shift on")
        _ = simulator.focus(fieldAt: 5, time: time)
        check("another field's keyboard")
    }

    @Test func aCaretBlinkReusesTheKeyboardAndAKeyPressMakesItAgain() throws {
        let (_, builder, memo) = try Self.builders()
        var simulator = try FrameFixtures.demo()
        _ = simulator.focus(fieldAt: 0, time: 0)
        _ = builder.frame(of: simulator, at: 1_000)
        _ = builder.frame(of: simulator, at: 1_500)
        _ = builder.frame(of: simulator, at: 2_000)
        #expect(memo.made == 1, "the keyboard is drawn once for three blinks")
        try FrameFixtures.type(["a"], into: &simulator, from: 2_100)
        _ = builder.frame(of: simulator, at: 2_500)
        #expect(memo.made == 2)
    }

    @Test func aWindowsClockMovingTheKeyboardsClockDoesNotMakeItAgain() throws {
        let (plain, builder, memo) = try Self.builders()
        var simulator = try FrameFixtures.demo()
        _ = simulator.focus(fieldAt: 0, time: 0)
        // A window advances the simulator before each frame: the keyboard's clock moves.
        for time in stride(from: 1_000, through: 3_000, by: 500) {
            _ = simulator.advance(to: time)
            #expect(builder.frame(of: simulator, at: time) == plain.frame(of: simulator, at: time))
        }
        #expect(memo.made == 1, "five blinks draw the keyboard once")
    }
}
