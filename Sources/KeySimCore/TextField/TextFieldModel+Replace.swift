/// What kind of edit a replacement is, for undo: a run of typing is one undo step; a paste, a
/// cut, the deletion of a selection and the clear button each make one of their own.
public enum EditKind: String, Equatable, Hashable, Sendable {
    case typing = "Typing"
    case paste = "Paste"
    case cut = "Cut"
    case delete = "Delete"
    case clear = "Clear"
}

extension TextFieldModel {
    /// Replaces the grapheme range `range` (clamped to the text) with `string`, as UIKit asks
    /// its delegate's `shouldChangeCharactersIn(range, replacementString:)`: the filter takes
    /// what it accepts, and `maxLength` cuts the rest off, counting the text outside the range.
    /// When nothing of a non-empty `string` is accepted, nothing changes. The events, in order:
    /// 1. `.deleted` with the text the range held (none when it was empty);
    /// 2. `.inserted` with the text that went in (none if nothing did);
    /// 3. `.rejected` for characters the filter refuses, one event per reason
    ///    (`.notAccepted`, `.secondDecimalSeparator`, `.wholeNumbersOnly`);
    /// 4. `.rejected(…, .tooLong)` with the accepted text cut off to respect `maxLength`.
    ///
    /// The caret ends after the inserted text, counted after re-clustering. The edit is
    /// recorded for undo as `kind`.
    public mutating func replace(_ range: Range<Int>, with string: String, as kind: EditKind) -> [FieldEvent] {
        var events: [FieldEvent] = []
        replace(range, with: string, as: kind) { events.append($0) }
        return events
    }

    /// ``replace(_:with:as:)``, handing each event to `emit` as it happens: what
    /// ``apply(_:emit:)`` does for the input stage, so that typing gathers no array of events.
    mutating func replace(_ range: Range<Int>, with string: String, as kind: EditKind, emit: (FieldEvent) -> Void) {
        let lower = clamp(range.lowerBound)
        let upper = clamp(range.upperBound)
        let start = index(at: lower)
        let end = upper == lower ? start : index(at: upper)
        let indices = start..<end
        var (accepted, rejections) = filter.filter(string, into: textForFilter(around: indices, inserting: string))
        if accepted.isEmpty && (!string.isEmpty || lower == upper) { return rejections.forEach(emit) }
        var edit = plan(replacing: indices, lower: lower, graphemes: upper - lower, with: accepted)
        if let maxLength, edit.count > maxLength, !accepted.isEmpty {
            let room = max(0, maxLength - (count - (upper - lower)))
            rejections.append(.rejected(text: String(accepted.dropFirst(room)), reason: .tooLong(maxLength: maxLength)))
            accepted = String(accepted.prefix(room))
            edit = plan(replacing: indices, lower: lower, graphemes: upper - lower, with: accepted)
            if accepted.isEmpty || edit.count > maxLength { return rejections.forEach(emit) }
        }
        let removed = make(edit, replacing: indices, with: accepted, as: kind)
        if !removed.isEmpty { emit(.deleted(text: removed, at: lower)) }
        if !accepted.isEmpty { emit(.inserted(text: accepted, at: lower)) }
        rejections.forEach(emit)
    }

    /// Makes a planned edit, records it for undo as `kind` and returns the text it removed.
    /// Marked text ends with it (``setMarkedText(_:)`` marks again what it put in).
    mutating func make(_ edit: Edit, replacing range: Range<String.Index>, with replacement: String, as kind: EditKind)
        -> String
    {
        let removed = range.isEmpty ? "" : String(text[range])
        let before = undoSelection
        let offset = utf8Offset(of: range.lowerBound)
        perform(edit, replacing: range, with: replacement)
        markedRange = nil
        let after = undoSelection
        history.record(
            at: offset, removed: removed, insertedLength: replacement.utf8.count, as: kind, before: before, after: after
        )
        return removed
    }

    /// What the filter needs to see of the text around an edit of `range`: the text outside it
    /// only when `string` holds the decimal separator, which a decimal field takes once (the
    /// filter looks for it in the text), or the field is formatted (short; the formatter needs
    /// its one separator); otherwise nothing, so typing costs no copy of the text.
    private func textForFilter(around range: Range<String.Index>, inserting string: String) -> String {
        switch filter {
        case .decimal(let separator) where !separator.isEmpty && string.contains(where: { String($0) == separator }):
            return String(text[..<range.lowerBound]) + String(text[range.upperBound...])
        case .formatted:
            return String(text[..<range.lowerBound]) + String(text[range.upperBound...])
        default:
            return ""
        }
    }

    /// Where the delete key repeating by words stops: back over the whitespace just before the
    /// caret, then over the run of non-whitespace before it.
    func wordDeletionStart() -> Int {
        var index = lowerIndex
        var offset = selection.lowerBound
        while index > text.startIndex, text[text.index(before: index)].isWhitespace {
            index = text.index(before: index)
            offset -= 1
        }
        while index > text.startIndex, !text[text.index(before: index)].isWhitespace {
            index = text.index(before: index)
            offset -= 1
        }
        return offset
    }
}
