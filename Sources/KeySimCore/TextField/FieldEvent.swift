/// What happened to a text field's text or caret, as reported by ``TextFieldModel``.
///
/// Events carry the real text, also for secure fields; outputs mask it with
/// ``TextFieldModel/masked(_:)`` or ``masked()`` unless told to reveal it.
/// Offsets count grapheme clusters (Swift `Character`s) from the start of the text.
public enum FieldEvent: Equatable, Hashable, Sendable {
    /// `text` was inserted with its first grapheme at offset `at`; the caret is after it.
    case inserted(text: String, at: Int)
    /// `text` was deleted from offset `at`; the caret is at `at`.
    case deleted(text: String, at: Int)
    /// `text` was not inserted, for `reason`.
    case rejected(text: String, reason: Rejection)
    /// Return submitted the field holding `text`.
    case submitted(text: String)
    /// The dismiss key ended editing of the field holding `text`.
    case editingEnded(text: String)
    /// The caret moved to offset `to` without the text changing (no text selected).
    case caretMoved(to: Int)
    /// The text from offset `from` to `to` is selected now (the text unchanged).
    case selected(from: Int, to: Int)
    /// Undo put back the text as it was before a step of this kind; the selection is as the
    /// next event says.
    case undone(EditKind)
    /// Redo made a step of this kind again.
    case redone(EditKind)
    /// Autocorrection put `to` in for the word `from` at offset `at` (the edit itself is the
    /// `.deleted` and `.inserted` before it).
    case autocorrected(from: String, to: String, at: Int)
    /// The person put back `to`, what they had typed, for the correction `from` at offset `at`.
    case autocorrectReverted(from: String, to: String, at: Int)
    /// The input method is composing `text` (a Hangul syllable being built, in the text at
    /// offset `at`; the edit itself is the events before it). Empty when backspace took the
    /// last jamo off.
    case composing(text: String, at: Int)
    /// The input method is done with `text` at offset `at`: it stays as it is.
    case committed(text: String, at: Int)
    /// The space key converted the marked `reading` into `to`, the candidate at index
    /// `candidate`, marked at offset `at`.
    case converted(reading: String, to: String, candidate: Int, at: Int)

    /// This event with its text replaced by one bullet ("•") per grapheme cluster.
    public func masked() -> FieldEvent {
        switch self {
        case .inserted(let text, let at): .inserted(text: Self.bullets(for: text), at: at)
        case .deleted(let text, let at): .deleted(text: Self.bullets(for: text), at: at)
        case .rejected(let text, let reason): .rejected(text: Self.bullets(for: text), reason: reason)
        case .submitted(let text): .submitted(text: Self.bullets(for: text))
        case .editingEnded(let text): .editingEnded(text: Self.bullets(for: text))
        case .composing(let text, let at): .composing(text: Self.bullets(for: text), at: at)
        case .committed(let text, let at): .committed(text: Self.bullets(for: text), at: at)
        case .converted(let reading, let to, let candidate, let at):
            .converted(reading: Self.bullets(for: reading), to: Self.bullets(for: to), candidate: candidate, at: at)
        case .caretMoved, .selected, .undone, .redone, .autocorrected, .autocorrectReverted: self
        }
    }

    /// One bullet ("•") per grapheme cluster of `text`.
    static func bullets(for text: String) -> String {
        String(repeating: "•", count: text.count)
    }
}

extension FieldEvent {
    /// Whether the event changed the text (an insert or a delete).
    public var isEdit: Bool {
        switch self {
        case .inserted, .deleted: true
        default: false
        }
    }
}
