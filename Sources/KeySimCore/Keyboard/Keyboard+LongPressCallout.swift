// A long press on a key with alternates shows them in a callout above it: when the press is
// due, showing the callout, moving the selection with the finger, typing the selected
// alternate on release.
extension Keyboard {
    /// When a long press on the key at `index` of the current layer's geometry, pressed at
    /// `time`, shows its alternates (or, on the space bar, the trackpad); nil for keys without.
    func longPressDue(forKeyAt index: Int, from time: Int) -> Int? {
        if isSpaceBar(at: index) { return time + timings.spaceTrackpad }
        guard !geometry.keys[index].key.alternates.isEmpty, Self.commitsOnRelease(geometry.keys[index].key.action)
        else { return nil }
        return time + timings.longPress
    }

    /// A long press on the finger's key fired: shows its alternates, the first selected.
    mutating func showCallout(finger: Int, time: Int, events: inout [KeyboardEvent]) {
        guard var touch = touches[finger] else { return }
        touch.longPressDue = nil
        defer { touches[finger] = touch }
        guard callout == nil, let id = touch.highlighted.map({ keyNames[$0] }), let frame = geometry.frame(of: id),
            !frame.key.alternates.isEmpty
        else { return }
        callout = Callout(
            keyID: id, alternates: frame.key.alternates, keyFrame: frame.visible,
            keyboardWidth: geometry.size.width)
        calloutFinger = finger
        touch.showsCallout = true
        events.add(.calloutShown(key: id, alternates: frame.key.alternates), at: time)
    }

    /// The callout's finger moved to `point`: selects the alternate there (or none).
    mutating func moveInCallout(to point: Point, time: Int, events: inout [KeyboardEvent]) {
        guard var callout else { return }
        let index = callout.index(at: point)
        guard index != callout.selectedIndex else { return }
        callout.selectedIndex = index
        self.callout = callout
        events.add(.calloutSelectionChanged(index: index), at: time)
    }

    /// The callout's finger lifted at `point`: types the selected alternate (upper-cased when
    /// shifted), or cancels the key when nothing is selected.
    mutating func releaseCallout(at point: Point, time: Int, events: inout [KeyboardEvent]) {
        guard let callout else { return }
        dismissCallout(time: time, events: &events)
        if let alternate = callout.selection {
            events.add(.keyReleased(callout.keyID), at: time)
            type(
                shift == .off ? alternate : Key.defaultShifted(alternate), time: time,
                touch: KeyTouch(key: callout.keyID, point: point), events: &events)
        } else {
            events.add(.keyCancelled(callout.keyID), at: time)
        }
    }

    /// Hides the callout.
    mutating func dismissCallout(time: Int, events: inout [KeyboardEvent]) {
        guard callout != nil else { return }
        callout = nil
        calloutFinger = nil
        events.add(.calloutDismissed, at: time)
    }
}
