// The kana keypad: a key pressed and flicked left, up, right or down types the character that
// way (あ: い う え お); held, it shows its flick guide; tapped again and again it steps through
// its characters (toggle input: あ → い → う …), which → ends and ↶ steps back; 小゛゜ turns the
// kana before the caret into its next form.
extension Keyboard {
    /// How far a finger moves from where it pressed a flick key before it counts as a flick, in
    /// points. Apple publishes none; azooKey (an open iOS keyboard) uses 25 at its default
    /// sensitivity, and so does KeySim.
    public static let flickDistance = 25.0

    /// The direction of a flick from `origin` to `point`: the nearest of the four, split on
    /// the diagonals; nil while the finger is within ``flickDistance`` of where it pressed.
    static func flickDirection(from origin: Point, to point: Point) -> FlickDirection? {
        let dx = point.x - origin.x
        let dy = point.y - origin.y
        guard dx * dx + dy * dy >= flickDistance * flickDistance else { return nil }
        if abs(dx) > abs(dy) { return dx < 0 ? .left : .right }
        return dy < 0 ? .up : .down
    }

    /// A flick key's finger moved: the flick's direction follows it (the key stays pressed).
    mutating func moveFlick(_ touch: inout Touch, to point: Point, time: Int, events: inout [KeyboardEvent]) {
        let direction = Self.flickDirection(from: touch.origin, to: point)
        guard direction != touch.flickDirection else { return }
        touch.flickDirection = direction
        if direction != nil {
            touch.flickedAway = true
            touch.longPressDue = nil
        }
        let id = keyNames[touch.pressedKey]
        events.add(.flickChanged(key: id, direction: direction), at: time)
        showFlickGuide(for: touch, direction: direction, held: flickGuide?.held ?? false)
    }

    /// A flick key was held long enough: its guide shows the characters around it.
    mutating func showFlickGuide(finger: Int, time: Int, events: inout [KeyboardEvent]) {
        guard var touch = touches[finger] else { return }
        touch.longPressDue = nil
        touches[finger] = touch
        guard flickGuide == nil else { return }
        showFlickGuide(for: touch, direction: touch.flickDirection, held: true)
        if flickGuide != nil { events.add(.flickGuideShown(key: keyNames[touch.pressedKey]), at: time) }
    }

    /// Shows the guide of the touch's key, flicking `direction`: the whole guide once the key
    /// was held, else only the character flicked to (none back on the key).
    private mutating func showFlickGuide(for touch: Touch, direction: FlickDirection?, held: Bool) {
        guard let index = keyIndex(named: touch.pressedKey), let flicks = geometry.keys[index].key.flicks,
            held || direction != nil
        else {
            flickGuide = nil
            return
        }
        let frame = geometry.keys[index]
        flickGuide = FlickGuide(
            keyID: frame.key.id, centre: frame.key.output, flicks: flicks, keyFrame: frame.visible,
            gaps: Size(width: metrics.keyGap, height: metrics.rowGap), direction: direction, held: held)
    }

    /// A flick key's finger lifted: types the flick's character (or, not flicked, the key's tap).
    mutating func releaseFlick(_ touch: Touch, time: Int, events: inout [KeyboardEvent]) {
        flickGuide = nil
        let id = keyNames[touch.pressedKey]
        guard let index = keyIndex(named: touch.pressedKey) else {
            events.add(.keyCancelled(id), at: time)
            return
        }
        let keyTouch = KeyTouch(key: id, point: touch.point)
        guard let direction = touch.flickDirection else {
            events.add(.keyReleased(id), at: time)
            // Flicked away and back: the key's own character, afresh (not a toggle's next).
            if touch.flickedAway { toggle = nil }
            commit(keyAt: index, time: time, touch: keyTouch, events: &events)
            return
        }
        guard let text = geometry.keys[index].key.flicks?[direction] else {
            events.add(.keyCancelled(id), at: time)
            return
        }
        events.add(.keyReleased(id), at: time)
        type(shift == .off ? text : Key.defaultShifted(text), time: time, touch: keyTouch, events: &events)
    }

    /// Tapping the key at `index` (number `name`): its next toggle character in place of the
    /// one it typed last, when it typed the character before the caret within the toggle's
    /// time; else its first character. Returns whether the key toggles.
    mutating func tapToggle(keyAt index: Int, time: Int, touch: KeyTouch, events: inout [KeyboardEvent]) -> Bool {
        let cycle = geometry.keys[index].key.toggle
        guard !cycle.isEmpty else { return false }
        let name = keyNumbers[index]
        if let state = pendingToggle(at: time), state.key == name {
            let next = (state.index + 1) % cycle.count
            replaceToggled(state, with: next, cycle: cycle, time: time, touch: touch, events: &events)
        } else {
            let first = shift == .off ? cycle[0] : Key.defaultShifted(cycle[0])
            type(first, time: time, touch: touch, events: &events)
            toggle = Toggle(key: name, index: 0, time: time, typed: first)
        }
        return true
    }

    /// ↶: the toggle's previous character (あ after い; from the first, the last).
    mutating func reverseToggle(time: Int, touch: KeyTouch, events: inout [KeyboardEvent]) {
        guard let state = pendingToggle(at: time), let index = keyIndex(named: state.key) else { return }
        let cycle = geometry.keys[index].key.toggle
        guard !cycle.isEmpty else { return }
        let previous = (state.index + cycle.count - 1) % cycle.count
        replaceToggled(state, with: previous, cycle: cycle, time: time, touch: touch, events: &events)
    }

    /// 小゛゜: the kana before the caret in its next form (は → ば), if it has one.
    mutating func modifyKana(time: Int, touch: KeyTouch, events: inout [KeyboardEvent]) {
        toggle = nil
        guard let last = context.textBeforeCaret.last, let next = KanaVariants.next(after: last) else { return }
        events.add(.text(.replaceBeforeCaret(count: 1, with: String(next))), at: time, touch: touch)
        lastSpaceCommit = nil
    }

    /// The toggle a tap at `time` would continue: its key typed the text before the caret,
    /// within the timeout, and nothing else was typed since.
    func pendingToggle(at time: Int) -> Toggle? {
        guard let toggle, time - toggle.time <= timings.toggleTimeout,
            context.textBeforeCaret.hasSuffix(toggle.typed)
        else { return nil }
        return toggle
    }

    /// Whether tapping the key with this id at `time` would step a toggle rather than type
    /// its first character (a person typing あ twice taps → between).
    public func tapWouldToggle(_ id: String, at time: Int) -> Bool {
        guard let index = keyIndex(id), !geometry.keys[index].key.toggle.isEmpty,
            let state = pendingToggle(at: time)
        else { return false }
        return state.key == keyNumbers[index]
    }

    private mutating func replaceToggled(
        _ state: Toggle, with next: Int, cycle: [String], time: Int, touch: KeyTouch, events: inout [KeyboardEvent]
    ) {
        events.add(.text(.replaceBeforeCaret(count: state.typed.count, with: cycle[next])), at: time, touch: touch)
        lastSpaceCommit = nil
        toggle = Toggle(key: state.key, index: next, time: time, typed: cycle[next])
    }
}

extension Keyboard {
    /// The last tap of a toggle key: which key, where in its characters, when, what it typed.
    struct Toggle: Equatable, Sendable {
        var key: Int
        var index: Int
        var time: Int
        var typed: String
    }
}

/// A flick key's guide: the characters around the key, shown while it is held or flicked.
public struct FlickGuide: Equatable, Sendable {
    public var keyID: String
    /// What the key shows (typed by a tap).
    public var centre: String
    public var flicks: KeyFlicks
    /// The key's visible frame (keyboard coordinates).
    public var keyFrame: Rect
    /// The gaps between keys across and between rows: a cell of the guide covers the
    /// neighbouring key and the gap to it.
    public var gaps: Size
    /// The way the finger flicks now; nil while it is on the key.
    public var direction: FlickDirection?
    /// The key was held until the guide showed: all its characters show, not only the one
    /// flicked to.
    public var held: Bool

    /// Where the character of `direction` shows: over the neighbouring key that way, and the
    /// gap to it, meeting the key's own frame.
    public func frame(of direction: FlickDirection) -> Rect {
        let key = keyFrame
        return switch direction {
        case .left:
            Rect(x: key.minX - key.width - gaps.width, y: key.minY, width: key.width + gaps.width, height: key.height)
        case .right: Rect(x: key.maxX, y: key.minY, width: key.width + gaps.width, height: key.height)
        case .up:
            Rect(
                x: key.minX, y: key.minY - key.height - gaps.height, width: key.width, height: key.height + gaps.height)
        case .down: Rect(x: key.minX, y: key.maxY, width: key.width, height: key.height + gaps.height)
        }
    }
}
