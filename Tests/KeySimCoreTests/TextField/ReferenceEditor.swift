@testable import KeySimCore

/// A field with a selection and undo, written as plainly as possible: every offset turned into
/// an index by walking from the start, every length recounted, the text rebuilt on every edit,
/// and undo keeping whole copies of the text. Slow and plainly right; ``TextFieldModel`` must
/// do exactly what it does.
struct ReferenceEditor {
    struct State: Equatable {
        var text: String
        var anchor: Int
        var caret: Int
    }

    struct Step {
        var kind: EditKind
        var before: State
        var after: State
    }

    var state: State
    var maxLength: Int?
    var filter: InputFilter
    var undoSteps: [Step] = []
    var redoSteps: [Step] = []
    var typingContinues = false

    init(text: String, maxLength: Int? = nil, filter: InputFilter = .any) {
        state = State(text: text, anchor: text.count, caret: text.count)
        self.maxLength = maxLength
        self.filter = filter
    }

    var text: String { state.text }
    var selection: Range<Int> { min(state.anchor, state.caret)..<max(state.anchor, state.caret) }
    var selectedText: String { String(Array(text)[selection]) }
    var textBeforeSelection: String { String(text.prefix(selection.lowerBound)) }

    mutating func select(anchor: Int, caret: Int) -> [FieldEvent] {
        let anchor = min(max(anchor, 0), text.count)
        let caret = min(max(caret, 0), text.count)
        guard anchor != state.anchor || caret != state.caret else { return [] }
        typingContinues = false
        state.anchor = anchor
        state.caret = caret
        return [selectionEvent]
    }

    var selectionEvent: FieldEvent {
        selection.isEmpty
            ? .caretMoved(to: state.caret) : .selected(from: selection.lowerBound, to: selection.upperBound)
    }

    mutating func replace(_ range: Range<Int>, with string: String, as kind: EditKind) -> [FieldEvent] {
        let lower = min(max(range.lowerBound, 0), text.count)
        let upper = min(max(range.upperBound, 0), text.count)
        let characters = Array(text)
        let before = String(characters[..<lower])
        let removed = String(characters[lower..<upper])
        let after = String(characters[upper...])
        var (accepted, rejections) = filter.filter(string, into: before + after)
        if accepted.isEmpty && (!string.isEmpty || lower == upper) { return rejections }
        if let maxLength, (before + accepted + after).count > maxLength, !accepted.isEmpty {
            let room = max(0, maxLength - (text.count - (upper - lower)))
            rejections.append(.rejected(text: String(accepted.dropFirst(room)), reason: .tooLong(maxLength: maxLength)))
            accepted = String(accepted.prefix(room))
            if accepted.isEmpty || (before + accepted + after).count > maxLength { return rejections }
        }
        let old = state
        let newText = before + accepted + after
        let caret = min((before + accepted).count, newText.count)
        state = State(text: newText, anchor: caret, caret: caret)
        redoSteps.removeAll()
        if kind == .typing, typingContinues, !undoSteps.isEmpty {
            undoSteps[undoSteps.count - 1].after = state
        } else {
            undoSteps.append(Step(kind: kind, before: old, after: state))
            typingContinues = kind == .typing
        }
        var events: [FieldEvent] = []
        if !removed.isEmpty { events.append(.deleted(text: removed, at: lower)) }
        if !accepted.isEmpty { events.append(.inserted(text: accepted, at: lower)) }
        return events + rejections
    }

    mutating func type(_ string: String) -> [FieldEvent] { replace(selection, with: string, as: .typing) }

    mutating func deleteBackward() -> [FieldEvent] {
        if !selection.isEmpty { return replace(selection, with: "", as: .delete) }
        guard state.caret > 0 else { return [] }
        return replace(state.caret - 1..<state.caret, with: "", as: .typing)
    }

    mutating func undo() -> [FieldEvent] {
        typingContinues = false
        guard let step = undoSteps.popLast() else { return [] }
        redoSteps.append(step)
        state = step.before
        return [.undone(step.kind), selectionEvent]
    }

    mutating func redo() -> [FieldEvent] {
        typingContinues = false
        guard let step = redoSteps.popLast() else { return [] }
        undoSteps.append(step)
        state = step.after
        return [.redone(step.kind), selectionEvent]
    }
}
