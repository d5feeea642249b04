/// A field's undo and redo steps, grouped as iOS groups them: a run of typing (characters
/// and deletes at the caret, with no change of selection between) is one step; a paste, a
/// cut, a deletion of a selection and a clear each are one.
///
/// A step keeps the replacements, by UTF-8 offset, that take the text across it (an undo
/// step's back to before it, a redo step's on to after it), and the selection on each side.
/// Undoing puts the exact bytes back, so it costs the size of the step, not of the text, and
/// never depends on how the text clusters. Making a replacement gives the one that reverses
/// it (``Replacement/inverse(in:)``), which the other stack keeps.
///
/// An undo step keeps what each edit removed, and only how many bytes it inserted: those
/// bytes are in the text whenever the step is undone, and undoing reads them from there for
/// redo. So a run of typing grows its step by a count, not by a copy of each character.
struct UndoHistory: Equatable, Sendable {
    /// At UTF-8 `offset`, the `length` bytes there give way to `text`.
    struct Replacement: Equatable, Sendable {
        var offset: Int
        var length: Int
        var text: String

        /// The replacement that reverses this one, read from `fieldText` before it is made there.
        func inverse(in fieldText: String) -> Replacement {
            let start = fieldText.utf8.index(fieldText.startIndex, offsetBy: offset)
            let end = fieldText.utf8.index(start, offsetBy: length)
            return Replacement(offset: offset, length: text.utf8.count, text: String(fieldText[start..<end]))
        }

        /// Makes the replacement in `fieldText`.
        func make(in fieldText: inout String) {
            let start = fieldText.utf8.index(fieldText.startIndex, offsetBy: offset)
            fieldText.replaceSubrange(start..<fieldText.utf8.index(start, offsetBy: length), with: text)
        }
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
        /// The replacements that take the text across the step, in the order of the edits:
        /// an undo step's reverse its edits and are made last first; a redo step's make its
        /// edits again, first first.
        var replacements: [Replacement]
        var before: Selection
        var after: Selection
    }

    private(set) var undoSteps: [Step] = []
    private(set) var redoSteps: [Step] = []
    /// Whether the last undo step is a run of typing that the next keystroke joins.
    private var typingContinues = false

    /// Records an edit just made: at UTF-8 `offset`, `removed` gave way to `insertedLength`
    /// bytes. A new edit clears what could be redone.
    mutating func record(
        at offset: Int, removed: String, insertedLength: Int, as kind: EditKind, before: Selection, after: Selection
    ) {
        if !redoSteps.isEmpty { redoSteps.removeAll() }
        let reversal = Replacement(offset: offset, length: insertedLength, text: removed)
        guard kind == .typing, typingContinues, !undoSteps.isEmpty else {
            undoSteps.append(Step(kind: kind, replacements: [reversal], before: before, after: after))
            typingContinues = kind == .typing
            return
        }
        let last = undoSteps.count - 1
        undoSteps[last].after = after
        let previous = undoSteps[last].replacements.count - 1
        let joined = undoSteps[last].replacements[previous]
        if removed.isEmpty, offset == joined.offset + joined.length {
            // Typing on: the last insertion grows by the bytes typed.
            undoSteps[last].replacements[previous].length += insertedLength
        } else {
            undoSteps[last].replacements.append(reversal)
        }
    }

    /// The run of typing ends (the selection changed, or an undo): the next keystroke starts
    /// a step of its own.
    mutating func endTyping() { typingContinues = false }

    /// Undoes the last step on `text`, keeping it for redo; returns it, or nil when there is
    /// nothing to undo.
    mutating func undo(_ text: inout String) -> Step? {
        typingContinues = false
        guard var step = undoSteps.popLast() else { return nil }
        var redone: [Replacement] = []
        for replacement in step.replacements.reversed() {
            redone.append(replacement.inverse(in: text))
            replacement.make(in: &text)
        }
        step.replacements = redone.reversed()
        redoSteps.append(step)
        return step
    }

    /// Redoes the step last undone on `text`, keeping it for undo; returns it, or nil when
    /// there is nothing to redo.
    mutating func redo(_ text: inout String) -> Step? {
        typingContinues = false
        guard var step = redoSteps.popLast() else { return nil }
        var undone: [Replacement] = []
        for replacement in step.replacements {
            undone.append(replacement.inverse(in: text))
            replacement.make(in: &text)
        }
        step.replacements = undone
        undoSteps.append(step)
        return step
    }

    /// What Undo would undo now ("Typing", "Paste" …), or nil.
    var undoKind: EditKind? { undoSteps.last?.kind }
    /// What Redo would redo now, or nil.
    var redoKind: EditKind? { redoSteps.last?.kind }
}
