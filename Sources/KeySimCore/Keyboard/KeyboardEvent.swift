/// Something that happened on the keyboard at a time on the virtual clock.
public struct KeyboardEvent: Equatable, Sendable {
    /// When it happened, in milliseconds on the virtual clock.
    public var time: Int
    public var kind: Kind
    /// For a text action, where the finger that asked for it was (nil for other events).
    public var touch: KeyTouch?

    public init(time: Int, kind: Kind, touch: KeyTouch? = nil) {
        self.time = time
        self.kind = kind
        self.touch = touch
    }

    /// What happened, in the past tense.
    public enum Kind: Equatable, Sendable {
        /// A finger went down on the key with this id.
        case keyPressed(String)
        /// A finger slid from a key to another one (nil: off the keyboard). `from` is the last
        /// key the finger was on.
        case keyHighlightMoved(from: String, to: String?)
        /// A key was released and committed (or, for keys acting on press, just let go).
        case keyReleased(String)
        /// A key was let go without doing anything.
        case keyCancelled(String)
        /// The keyboard asks the field to change its text.
        case text(TextAction)
        case shiftChanged(ShiftState)
        /// The layer with this id is now shown.
        case layerChanged(String)
        /// A long press showed a key's alternates; the first one is selected.
        case calloutShown(key: String, alternates: [String])
        /// The finger moved to another alternate (nil: away from the callout).
        case calloutSelectionChanged(index: Int?)
        case calloutDismissed
        /// Return was released while the field does not allow it.
        case returnKeyRejected
        /// The dictation key was released: a person asked to dictate (nothing is typed).
        case dictationRequested
        /// A long press on the space bar turned the keyboard into a trackpad (its keys blank).
        case trackpadStarted
        /// The trackpad's finger is this far from where the trackpad began (keyboard points):
        /// the caret follows it.
        case trackpadMoved(by: Point)
        /// The trackpad's finger lifted: the keys come back, no space typed.
        case trackpadEnded
        /// A flick key's finger now flicks this way (nil: back on the key).
        case flickChanged(key: String, direction: FlickDirection?)
        /// A flick key held long enough shows its guide (the characters around it).
        case flickGuideShown(key: String)
    }
}

extension KeyboardEvent: CustomStringConvertible {
    public var description: String { "\(time): \(kind)" }
}

extension [KeyboardEvent] {
    /// Appends an event of `kind` at `time` (a text action asked for by `touch`).
    mutating func add(_ kind: KeyboardEvent.Kind, at time: Int, touch: KeyTouch? = nil) {
        append(KeyboardEvent(time: time, kind: kind, touch: touch))
    }
}
