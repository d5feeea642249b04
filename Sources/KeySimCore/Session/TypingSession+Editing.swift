extension TypingSession {
    /// Does a text action that does not come from the on-screen keyboard (a hardware key,
    /// a menu): through the input stage, as ``perform(_:touch:at:)`` with no touch.
    public mutating func perform(_ action: TextAction, at time: Int) -> [SessionEvent] {
        perform(action, touch: nil, at: time)
    }

    /// Pastes text over the selection (filtered and cut to `maxLength` like typing; its own
    /// undo step).
    public mutating func paste(_ text: String, at time: Int) -> [SessionEvent] {
        edit(at: time) { $0.paste(text) }
    }

    /// Replaces a range of the text, as an edit of `kind`.
    public mutating func replace(_ range: Range<Int>, with text: String, as kind: EditKind, at time: Int)
        -> [SessionEvent]
    {
        edit(at: time) { $0.replace(range, with: text, as: kind) }
    }

    /// Deletes the selection as Cut does.
    public mutating func cut(at time: Int) -> [SessionEvent] { edit(at: time) { $0.cut() } }

    /// Undoes the field's last step.
    public mutating func undo(at time: Int) -> [SessionEvent] { edit(at: time) { $0.undo() } }

    /// Redoes the step last undone.
    public mutating func redo(at time: Int) -> [SessionEvent] { edit(at: time) { $0.redo() } }

    /// Moves the caret to a grapheme offset (clamped), as a tap in the text or an arrow key
    /// does; the keyboard re-decides auto-capitalization.
    public mutating func moveCaret(to offset: Int, at time: Int) -> [SessionEvent] {
        select(anchor: offset, caret: offset, at: time)
    }

    /// Selects from `anchor` to `caret` (Shift+arrows move the caret end).
    public mutating func select(anchor: Int, caret: Int, at time: Int) -> [SessionEvent] {
        var events = advance(to: time)
        let changes = field.select(anchor: anchor, caret: caret)
        events += isFocused ? fieldChanged(changes) : changes.map { SessionEvent(time: now, kind: .field($0)) }
        return events
    }

    /// A change to the focused field made outside the keyboard: its events, then what the
    /// keyboard makes of the new text (auto-capitalization).
    private mutating func edit(at time: Int, _ change: (inout TextFieldModel) -> [FieldEvent]) -> [SessionEvent] {
        var events = advance(to: time)
        guard isFocused else { return events }
        events += fieldChanged(change(&field))
        return events
    }

    /// The field's `changes` as session events, and the keyboard told of the field as it is now.
    private mutating func fieldChanged(_ changes: [FieldEvent]) -> [SessionEvent] {
        var events = changes.map { SessionEvent(time: now, kind: .field($0)) }
        guard !changes.isEmpty else { return events }
        tellKeyboardTheContext(after: &events)
        return events
    }
}
