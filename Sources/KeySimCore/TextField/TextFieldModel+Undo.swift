extension TextFieldModel {
    /// What Undo would undo now ("Typing", "Paste" …), or nil when there is nothing to undo.
    public var undoKind: EditKind? { history.undoKind }
    /// What Redo would redo now, or nil.
    public var redoKind: EditKind? { history.redoKind }

    /// Undoes the last step: its text comes back exactly, with the selection it had before.
    /// `.undone` with the step's kind, then where the selection is; nothing when there is
    /// nothing to undo. Filters and `maxLength` do not apply: the text is one it held.
    public mutating func undo() -> [FieldEvent] {
        guard let step = history.undo(&text) else { return [] }
        restore(step.before)
        return [.undone(step.kind), selectionEvent]
    }

    /// Redoes the step last undone: `.redone` with its kind, then where the selection is.
    public mutating func redo() -> [FieldEvent] {
        guard let step = history.redo(&text) else { return [] }
        restore(step.after)
        return [.redone(step.kind), selectionEvent]
    }

    /// The selection and count as an undo step keeps them (read from the field's own
    /// properties, so recording an edit copies nothing of the field).
    var undoSelection: UndoHistory.Selection {
        UndoHistory.Selection(
            count: count, anchor: anchor, caret: caret, lowerOffset: utf8Offset(of: lowerIndex),
            upperOffset: utf8Offset(of: upperIndex))
    }

    /// The event that says where the selection is now.
    private var selectionEvent: FieldEvent {
        hasSelection ? .selected(from: selection.lowerBound, to: selection.upperBound) : .caretMoved(to: caret)
    }

    private mutating func restore(_ selection: UndoHistory.Selection) {
        count = selection.count
        anchor = selection.anchor
        caret = selection.caret
        lowerIndex = index(utf8Offset: selection.lowerOffset)
        upperIndex = index(utf8Offset: selection.upperOffset)
        markedRange = nil
    }
}
