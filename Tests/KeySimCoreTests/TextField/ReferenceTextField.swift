@testable import KeySimCore

/// The field as it was first written: the caret a grapheme offset turned into an index by
/// walking from the start, every length recounted, the text rebuilt on every edit. Slow and
/// plainly right; ``TextFieldModel`` must do exactly what it does.
struct ReferenceTextField {
    var text: String
    var caret: Int
    var maxLength: Int?
    var filter: InputFilter

    init(text: String = "", maxLength: Int? = nil, filter: InputFilter = .any) {
        self.text = text
        self.caret = text.count
        self.maxLength = maxLength
        self.filter = filter
    }

    var textBeforeCaret: String { String(text[..<index(at: caret)]) }

    mutating func apply(_ action: TextAction) -> [FieldEvent] {
        switch action {
        case .insert(let string): return insert(string)
        case .deleteBackward: return deleteBackward(count: 1)
        case .deleteWordBackward: return deleteWordBackward()
        case .replaceBeforeCaret(let count, let string): return deleteBackward(count: count) + insert(string)
        case .submit: return [.submitted(text: text)]
        case .dismiss: return [.editingEnded(text: text)]
        // The reference keeps no history; the comparisons never generate undo or redo.
        case .nextKeyboard, .undo, .redo: return []
        }
    }

    mutating func moveCaret(to offset: Int) -> [FieldEvent] {
        let clamped = min(max(offset, 0), text.count)
        guard clamped != caret else { return [] }
        caret = clamped
        return [.caretMoved(to: clamped)]
    }

    private mutating func insert(_ string: String) -> [FieldEvent] {
        guard !string.isEmpty else { return [] }
        var (accepted, rejections) = filter.filter(string, into: text)
        let split = index(at: caret)
        let before = String(text[..<split])
        let after = String(text[split...])
        if let maxLength, !accepted.isEmpty, (before + accepted + after).count > maxLength {
            let room = max(0, maxLength - text.count)
            rejections.append(.rejected(text: String(accepted.dropFirst(room)), reason: .tooLong(maxLength: maxLength)))
            accepted = String(accepted.prefix(room))
        }
        guard !accepted.isEmpty else { return rejections }
        let start = caret
        let head = before + accepted
        text = head + after
        caret = min(head.count, text.count)
        return [.inserted(text: accepted, at: start)] + rejections
    }

    private mutating func deleteBackward(count: Int) -> [FieldEvent] {
        let count = min(max(count, 0), caret)
        guard count > 0 else { return [] }
        let end = index(at: caret)
        let start = text.index(end, offsetBy: -count)
        return delete(start..<end, graphemes: count)
    }

    private mutating func deleteWordBackward() -> [FieldEvent] {
        let end = index(at: caret)
        var start = end
        var count = 0
        while start > text.startIndex, text[text.index(before: start)].isWhitespace {
            start = text.index(before: start)
            count += 1
        }
        while start > text.startIndex, !text[text.index(before: start)].isWhitespace {
            start = text.index(before: start)
            count += 1
        }
        guard count > 0 else { return [] }
        return delete(start..<end, graphemes: count)
    }

    private mutating func delete(_ range: Range<String.Index>, graphemes: Int) -> [FieldEvent] {
        let removed = String(text[range])
        text.removeSubrange(range)
        caret = min(caret - graphemes, text.count)
        return [.deleted(text: removed, at: caret)]
    }

    private func index(at offset: Int) -> String.Index {
        text.index(text.startIndex, offsetBy: offset)
    }
}
