extension TypingSession {
    /// Does a text action that does not come from the on-screen keyboard (a hardware key,
    /// a menu): through the input stage, as ``perform(_:touch:at:)`` with no touch.
    public mutating func perform(_ action: TextAction, at time: Int) -> [SessionEvent] {
        perform(action, touch: nil, at: time)
    }

    /// Pastes text over the selection (filtered and cut to `maxLength` like typing; its own
    /// undo step). With smart insert (`smartInsertDelete`), a word pasted against a word gets
    /// the space between them, as UIKit adds it.
    public mutating func paste(_ text: String, at time: Int) -> [SessionEvent] {
        let pasted = traits.smartInsertDelete ? smartlySpaced(text) : text
        return edit(at: time) { $0.paste(pasted) }
    }

    /// Deletes the selection as Cut does (its own undo step). With smart delete
    /// (`smartInsertDelete`), a space the cut would leave doubled, or before closing
    /// punctuation or the end of the text, goes with it.
    public mutating func cut(at time: Int) -> [SessionEvent] {
        guard traits.smartInsertDelete, field.hasSelection else { return edit(at: time) { $0.cut() } }
        var range = field.selection
        let before = character(at: range.lowerBound - 1)
        let after = character(at: range.upperBound)
        if before == " ", after == " " {
            range = range.lowerBound..<range.upperBound + 1
        } else if before == " ", after.map(Self.closesText) ?? true {
            range = range.lowerBound - 1..<range.upperBound
        }
        return replace(range, with: "", as: .cut, at: time)
    }

    /// `text` with a space added where it would touch a word or digit of the field's text
    /// around the selection.
    func smartlySpaced(_ text: String) -> String {
        guard let first = text.first, let last = text.last else { return text }
        var spaced = text
        if let before = character(at: field.selection.lowerBound - 1), Self.isWordy(before), Self.isWordy(first) {
            spaced = " " + spaced
        }
        if let after = character(at: field.selection.upperBound), Self.isWordy(after), Self.isWordy(last) {
            spaced += " "
        }
        return spaced
    }

    /// The grapheme at `offset` of the field's text, nil outside it.
    func character(at offset: Int) -> Character? {
        guard offset >= 0, offset < field.count else { return nil }
        return field.text[field.index(at: offset)]
    }

    static func isWordy(_ character: Character) -> Bool { character.isLetter || character.isNumber }

    /// Punctuation a space does not go before (`word .` → `word.`).
    static func closesText(_ character: Character) -> Bool { ".,;:!?)]}\u{201D}\u{2019}".contains(character) }

    /// Replaces a range of the text, as an edit of `kind`.
    public mutating func replace(_ range: Range<Int>, with text: String, as kind: EditKind, at time: Int)
        -> [SessionEvent]
    {
        edit(at: time) { $0.replace(range, with: text, as: kind) }
    }

    /// Sets the text as an app's code does (`textField.text = …`, a send button emptying a
    /// chat field): the input stage is not told, so what an input method composes carries on,
    /// as on iOS, where the Korean keyboard's next jamo joins the syllable it believes is
    /// still there. The caret goes to the end; its own undo step.
    public mutating func setTextAsTheApp(_ text: String, at time: Int) -> [SessionEvent] {
        var events = advance(to: time)
        events += field.replace(0..<field.count, with: text, as: .clear).map {
            SessionEvent(time: now, kind: .field($0))
        }
        if isFocused { tellKeyboardTheContext(after: &events) }
        return events
    }

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
        endComposition(into: &events)
        let changes = field.select(anchor: anchor, caret: caret)
        events += isFocused ? fieldChanged(changes) : changes.map { SessionEvent(time: now, kind: .field($0)) }
        return events
    }

    /// A change to the focused field made outside the keyboard: its events, then what the
    /// keyboard makes of the new text (auto-capitalization).
    private mutating func edit(at time: Int, _ change: (inout TextFieldModel) -> [FieldEvent]) -> [SessionEvent] {
        var events = advance(to: time)
        guard isFocused else { return events }
        endComposition(into: &events)
        events += fieldChanged(change(&field))
        return events
    }

    /// Ends what the input stage is composing, its events going after `events`: the person
    /// did something else with the field.
    mutating func endComposition(into events: inout [SessionEvent]) {
        let time = now
        input.stage.endComposition(in: &field) { events.append(SessionEvent(time: time, kind: .field($0))) }
    }

    /// The field's `changes` as session events, and the keyboard told of the field as it is now.
    private mutating func fieldChanged(_ changes: [FieldEvent]) -> [SessionEvent] {
        var events = changes.map { SessionEvent(time: now, kind: .field($0)) }
        guard !changes.isEmpty else { return events }
        tellKeyboardTheContext(after: &events)
        return events
    }
}
