extension FrameBuilder {
    // The focused field's caret blinks from the moment the keyboard appeared: shown for
    // ``FrameMetrics/caretBlinkInterval``, hidden as long, and so on. The form is drawn with
    // the caret's phase at the frame's time (``formCommands(of:at:)``), and a window wakes at
    // the next blink (``nextChange(of:after:)``).

    /// Whether the caret is in the shown half of its blink at `time`, for a blink that
    /// started at `since`.
    static func caretIsVisible(since: Int, at time: Int) -> Bool {
        (max(0, time - since) / FrameMetrics.caretBlinkInterval) % 2 == 0
    }

    /// The first time after `time` at which a caret blinking since `since` shows or hides.
    static func nextCaretBlink(since: Int, after time: Int) -> Int {
        let interval = FrameMetrics.caretBlinkInterval
        return since + (max(0, time - since) / interval + 1) * interval
    }
}
