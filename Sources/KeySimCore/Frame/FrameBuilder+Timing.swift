extension FrameBuilder {
    /// Time between animation frames while the keyboard slides, in ms (60 per second).
    public static let animationFrameInterval = 16

    /// The next time after `time` at which the picture changes by itself — an animation
    /// frame while the keyboard slides, the caret's next blink while a field is focused —
    /// or nil when it stays as it is until something happens. A window waits until then.
    public static func nextChange(of simulator: Simulator, after time: Int) -> Int? {
        var times: [Int] = []
        let sliding = [simulator.keyboardShownSince, simulator.keyboardHiddenSince].compactMap { $0 }
            .contains { time - $0 < FrameMetrics.slideDuration }
        if sliding { times.append(time + animationFrameInterval) }
        if simulator.focusedIndex != nil {
            times.append(nextCaretBlink(since: simulator.keyboardShownSince ?? 0, after: time))
        }
        if let reveal = simulator.secureRevealEnds { times.append(reveal) }
        if let pointer = simulator.pointer, time - pointer.since < Simulator.tooltipDelay {
            times.append(pointer.since + Simulator.tooltipDelay)
        }
        return times.min()
    }
}
