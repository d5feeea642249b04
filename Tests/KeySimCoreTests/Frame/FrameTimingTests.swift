import Testing

@testable import KeySimCore

/// A window wakes only when the picture changes by itself.
struct FrameTimingTests {
    @Test func idleWithNoFocusedFieldNeverWakes() throws {
        let simulator = try SimulatorTests.simulator()
        #expect(FrameBuilder.nextChange(of: simulator, after: 0) == nil)
        #expect(FrameBuilder.nextChange(of: simulator, after: 10_000) == nil)
    }

    @Test func slidingAnimatesAtSixtyFramesThenOnlyTheCaretBlinks() throws {
        var simulator = try SimulatorTests.simulator()
        _ = simulator.focus(fieldAt: 0, time: 1_000)
        #expect(FrameBuilder.nextChange(of: simulator, after: 1_000) == 1_016)
        #expect(FrameBuilder.nextChange(of: simulator, after: 1_240) == 1_256)
        #expect(FrameBuilder.nextChange(of: simulator, after: 1_300) == 1_500, "the caret blinks every 500 ms")
        #expect(FrameBuilder.nextChange(of: simulator, after: 1_500) == 2_000)
    }

    @Test func afterTheKeyboardHasSlidAwayNothingWakes() throws {
        var simulator = try SimulatorTests.simulator()
        _ = simulator.focus(fieldAt: 0, time: 0)
        _ = simulator.press(HardwarePress(.escape), at: 2_000)
        #expect(FrameBuilder.nextChange(of: simulator, after: 2_100) == 2_116)
        #expect(FrameBuilder.nextChange(of: simulator, after: 2_300) == nil)
    }
}
