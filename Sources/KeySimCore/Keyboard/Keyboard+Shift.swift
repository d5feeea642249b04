// The shift key: one-shot capitals, caps lock by double tap, shift held for a chord; the
// iPad's caps lock key.
extension Keyboard {
    /// The iPad's caps lock key was pressed: capitals lock, or, locked, turn off. A shift tap
    /// after it unlocks them too, as a double tap on shift locks them without it.
    mutating func pressCapsLock(time: Int, events: inout [KeyboardEvent]) {
        lastShiftPress = nil
        setShift(shift == .locked ? .off : .locked, automatic: false, time: time, events: &events)
    }

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
}
