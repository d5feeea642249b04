extension Keyboard {
    /// Shift was pressed: off → on, on → off, locked → off, and a second press within the
    /// double-tap time of the first locks capitals.
    mutating func pressShift(time: Int, events: inout [KeyboardEvent]) {
        let isDoubleTap = lastShiftPress.map { time - $0 <= timings.doubleTapShift } ?? false
        if shift == .locked {
            setShift(.off, automatic: false, time: time, events: &events)
            lastShiftPress = nil
        } else if isDoubleTap {
            setShift(.locked, automatic: false, time: time, events: &events)
            lastShiftPress = nil
        } else {
            if shift == .on && shiftIsAutomatic { autoShiftSuppressed = true }
            setShift(shift == .off ? .on : .off, automatic: false, time: time, events: &events)
            lastShiftPress = time
        }
    }

    /// Sets shift, saying so when it changes.
    mutating func setShift(_ state: ShiftState, automatic: Bool, time: Int, events: inout [KeyboardEvent]) {
        shiftIsAutomatic = state == .on && automatic
        guard state != shift else { return }
        shift = state
        events.add(.shiftChanged(state), at: time)
    }

    /// After a character: a one-shot shift turns off, unless a finger holds shift (chording:
    /// it then turns off when that finger lifts).
    mutating func consumeOneShotShift(time: Int, events: inout [KeyboardEvent]) {
        // Shift is off for most characters: then no finger need be looked at.
        guard shift == .on else { return }
        let shiftHeld = touches.values.contains { $0.role == .shift }
        if !shiftHeld {
            setShift(.off, automatic: false, time: time, events: &events)
        }
    }

    /// Another finger typed while shift or a layer key is held: lifting it ends the chord
    /// (shift turns off, the layer switch goes back).
    mutating func markHeldModifiersUsed() {
        for (finger, touch) in touches {
            switch touch.role {
            case .shift, .layerSwitch: touches[finger]?.typedWhileHeld = true
            default: break
            }
        }
    }

    /// Turns shift on when the field asks for a capital and shift is off; turns an automatic
    /// shift off when it no longer does. Never touches caps lock or a manual shift.
    mutating func updateAutoShift(time: Int, events: inout [KeyboardEvent]) {
        let wanted = Self.wantsCapital(context)
        if shift == .off && wanted && !autoShiftSuppressed {
            setShift(.on, automatic: true, time: time, events: &events)
        } else if shift == .on && shiftIsAutomatic && !wanted {
            setShift(.off, automatic: false, time: time, events: &events)
        }
    }

    /// Whether the field's auto-capitalization asks for a capital at the caret: `sentences`
    /// at the start, after a newline, or after `.` `!` `?` and whitespace; `words` at the
    /// start or after whitespace; `characters` always; `never` never.
    static func wantsCapital(_ context: KeyboardContext) -> Bool {
        let text = context.textBeforeCaret
        switch context.autocapitalization {
        case .never:
            return false
        case .characters:
            return true
        case .words:
            return text.last.map(\.isWhitespace) ?? true
        case .sentences:
            guard let last = text.last else { return true }
            if last.isNewline { return true }
            guard last.isWhitespace else { return false }
            let body = text.reversed().drop { $0.isWhitespace && !$0.isNewline }
            guard let end = body.first else { return true }
            return end.isNewline || ".!?".contains(end)
        }
    }
}
