// A long press on the space bar turns the keyboard into a trackpad, as on an iPhone: the keys
// go blank, the finger's slide moves the caret (the session maps the slide onto the text),
// and lifting ends it without typing a space.
extension Keyboard {
    /// The keyboard as a trackpad: which finger drives it, where it was when the trackpad
    /// began and how far it has slid since (keyboard points).
    public struct Trackpad: Equatable, Sendable {
        public var finger: Int
        public var origin: Point
        public var offset: Point
    }

    /// Whether the key at `index` of the current layer is the space bar, whose long press is
    /// the trackpad.
    func isSpaceBar(at index: Int) -> Bool { geometry.keys[index].key.action == .space }

    /// The long press on the space bar fired: its press is let go (no space is typed) and the
    /// keyboard becomes a trackpad for the finger.
    mutating func startTrackpad(finger: Int, time: Int, events: inout [KeyboardEvent]) {
        guard var touch = touches[finger], trackpad == nil else { return }
        touch.longPressDue = nil
        events.add(.keyCancelled(keyNames[touch.highlighted ?? touch.lastKey]), at: time)
        touch.highlighted = nil
        touches[finger] = touch
        trackpad = Trackpad(finger: finger, origin: touch.point, offset: Point(x: 0, y: 0))
        // Fingers holding shift or a layer key are let go: a trackpad types nothing.
        for other in touches.keys.sorted() where other != finger {
            touchCancelled(finger: other, time: time, events: &events)
        }
        events.add(.trackpadStarted, at: time)
    }

    /// The trackpad's finger moved to `point`: how far it is from where the trackpad began.
    mutating func moveTrackpad(to point: Point, time: Int, events: inout [KeyboardEvent]) {
        guard var trackpad else { return }
        let offset = Point(x: point.x - trackpad.origin.x, y: point.y - trackpad.origin.y)
        guard offset != trackpad.offset else { return }
        trackpad.offset = offset
        self.trackpad = trackpad
        events.add(.trackpadMoved(by: offset), at: time)
    }

    /// The trackpad's finger lifted or was cancelled: the keys come back.
    mutating func endTrackpad(time: Int, events: inout [KeyboardEvent]) {
        guard let trackpad else { return }
        self.trackpad = nil
        touches.removeValue(forKey: trackpad.finger)
        events.add(.trackpadEnded, at: time)
    }
}
