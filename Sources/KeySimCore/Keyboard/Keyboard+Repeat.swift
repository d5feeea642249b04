extension Keyboard {
    /// The earliest timer of any finger, as (due time, finger); ties go to the lower finger.
    func nextTimer() -> (due: Int, finger: Int)? {
        var earliest: (due: Int, finger: Int)?
        for (finger, touch) in touches {
            guard let due = touch.nextDue else { continue }
            if let current = earliest, (current.due, current.finger) <= (due, finger) { continue }
            earliest = (due, finger)
        }
        return earliest
    }

    /// Fires the finger's timer due at `due`: its long press first, then its delete repeat.
    mutating func fireTimer(of finger: Int, at due: Int, events: inout [KeyboardEvent]) {
        guard let touch = touches[finger] else { return }
        if touch.longPressDue == due {
            showCallout(finger: finger, time: due, events: &events)
        } else if touch.repeatDue == due {
            repeatDelete(finger: finger, at: due, events: &events)
        }
    }

    /// Delete is held: deletes a character, or a word once it has repeated long enough, and
    /// schedules the next repeat.
    mutating func repeatDelete(finger: Int, at due: Int, events: inout [KeyboardEvent]) {
        guard var touch = touches[finger] else { return }
        let started = touch.repeatStarted ?? due
        touch.repeatStarted = started
        let action: TextAction = due - started >= timings.deleteWordsAfter ? .deleteWordBackward : .deleteBackward
        events.add(.text(action), at: due, touch: KeyTouch(key: keyNames[touch.pressedKey], point: touch.point))
        touch.repeatDue = due + max(1, timings.deleteRepeatInterval)
        touches[finger] = touch
    }
}
