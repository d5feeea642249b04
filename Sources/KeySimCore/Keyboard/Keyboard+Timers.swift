// The keyboard's timers, fired as the virtual clock reaches them: a held key's long press
// (its callout, or the space bar's trackpad) and a held delete's repeat, each finger's at its
// own due time.
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
            if touch.role == .flick, touch.flickDirection == nil, let index = keyIndex(named: touch.pressedKey),
                !geometry.keys[index].key.alternates.isEmpty
            {
                // An iPad key held still shows its accents, as any key (é on e), not a guide:
                // the finger now chooses in the callout.
                touches[finger]?.role = .commitsOnRelease
                showCallout(finger: finger, time: due, events: &events)
            } else if touch.role == .flick, let index = keyIndex(named: touch.pressedKey),
                geometry.keys[index].key.secondCharacter != nil
            {
                // An iPad key without accents shows nothing more when held.
                touches[finger]?.longPressDue = nil
            } else if touch.role == .flick {
                showFlickGuide(finger: finger, time: due, events: &events)
            } else if let index = keyIndex(named: touch.highlighted), isSpaceBar(at: index) {
                startTrackpad(finger: finger, time: due, events: &events)
            } else {
                showCallout(finger: finger, time: due, events: &events)
            }
        } else if touch.repeatDue == due {
            repeatDelete(finger: finger, at: due, events: &events)
        }
    }
}
