/// A field's undo and redo steps, grouped as iOS groups them: a run of typing (characters
/// and deletes at the caret, with no change of selection between) is one step; a paste, a
/// cut, a deletion of a selection and a clear each are one.
///
/// A step keeps the bytes each edit removed and inserted, by UTF-8 offset, and the selection
/// before and after it: undoing puts the exact bytes back, so it costs the size of the step,
/// not of the text, and never depends on how the text clusters.
struct UndoHistory: Equatable, Sendable {
    /// One replacement: at UTF-8 `offset`, `removed` gave way to `inserted`.
    struct Edit: Equatable, Sendable {
        var offset: Int
        var removed: String
        var inserted: String
    }

    /// A field's selection and count, with the UTF-8 offsets of the selection's bounds.
    struct Selection: Equatable, Sendable {
        var count: Int
        var anchor: Int
        var caret: Int
        var lowerOffset: Int
        var upperOffset: Int
    }

    struct Step: Equatable, Sendable {
        var kind: EditKind
        var edits: [Edit]
        var before: Selection
        var after: Selection
    }

    private(set) var undoSteps: [Step] = []
    private(set) var redoSteps: [Step] = []
    /// Whether the last undo step is a run of typing that the next keystroke joins.
    private var typingContinues = false

    /// Records an edit just made; a new edit clears what could be redone.
    mutating func record(_ edit: Edit, as kind: EditKind, before: Selection, after: Selection) {
        redoSteps.removeAll()
        guard kind == .typing, typingContinues, !undoSteps.isEmpty else {
            undoSteps.append(Step(kind: kind, edits: [edit], before: before, after: after))
            typingContinues = kind == .typing
            return
        }
        let last = undoSteps.count - 1
        undoSteps[last].after = after
        let previous = undoSteps[last].edits.count - 1
        let joined = undoSteps[last].edits[previous]
        if edit.removed.isEmpty, edit.offset == joined.offset + joined.inserted.utf8.count {
            // Typing on: one insertion grows (appended in place).
            undoSteps[last].edits[previous].inserted.append(edit.inserted)
        } else {
            undoSteps[last].edits.append(edit)
        }
    }

    /// The run of typing ends (the selection changed, or an undo): the next keystroke starts
    /// a step of its own.
    mutating func endTyping() { typingContinues = false }

    /// Takes the step to undo, keeping it for redo.
    mutating func takeUndo() -> Step? {
        typingContinues = false
        guard let step = undoSteps.popLast() else { return nil }
        redoSteps.append(step)
        return step
    }

    /// Takes the step to redo, keeping it for undo.
    mutating func takeRedo() -> Step? {
        typingContinues = false
        guard let step = redoSteps.popLast() else { return nil }
        undoSteps.append(step)
        return step
    }

    /// What Undo would undo now ("Typing", "Paste" …), or nil.
    var undoKind: EditKind? { undoSteps.last?.kind }
    /// What Redo would redo now, or nil.
    var redoKind: EditKind? { redoSteps.last?.kind }
}
