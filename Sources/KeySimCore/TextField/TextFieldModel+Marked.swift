/// Marked text: what an input method is still converting (Japanese kana before 確定), part of
/// the field's text but not yet committed. Limits apply when it is committed, as in UIKit.
extension TextFieldModel {
    /// The marked text, or nil when there is none.
    public var markedText: String? {
        guard let markedRange else { return nil }
        return String(text[index(at: markedRange.lowerBound)..<index(at: markedRange.upperBound)])
    }

    /// The text of the grapheme range `range`, or nil when the range is not inside the text.
    public func text(in range: Range<Int>) -> String? {
        guard range.lowerBound >= 0, range.upperBound <= count else { return nil }
        return String(text[index(at: range.lowerBound)..<index(at: range.upperBound)])
    }

    /// Puts `string` in place of the marked text (or of the selection when nothing is marked)
    /// and marks it, as `setMarkedText(_:selectedRange:)` does: the filter and `maxLength` wait
    /// for ``unmarkText()``. An empty `string` ends the marking. The caret is after it.
    public mutating func setMarkedText(_ string: String) -> [FieldEvent] {
        let range = markedRange ?? selection
        let start = index(at: range.lowerBound)
        let indices = start..<(range.isEmpty ? start : index(at: range.upperBound))
        let edit = plan(replacing: indices, lower: range.lowerBound, graphemes: range.count, with: string)
        let removed = make(edit, replacing: indices, with: string, as: .typing)
        markedRange = string.isEmpty ? nil : range.lowerBound..<caret
        var events: [FieldEvent] = []
        if !removed.isEmpty { events.append(.deleted(text: removed, at: range.lowerBound)) }
        if !string.isEmpty { events.append(.inserted(text: string, at: range.lowerBound)) }
        return events
    }

    /// Commits the marked text: it stays where it is, cut to what the filter and `maxLength`
    /// take (the rest `.rejected`). Nothing when nothing is marked.
    public mutating func unmarkText() -> [FieldEvent] {
        guard let range = markedRange, let marked = markedText else { return [] }
        markedRange = nil
        let outside = count - range.count
        let (accepted, rejections) = filter.filter(marked, into: "")
        // Without a limit everything accepted fits.
        let room = min(maxLength.map { max(0, $0 - outside) } ?? accepted.count, accepted.count)
        guard accepted != marked || room < range.count else { return [] }
        var events = replace(range, with: String(accepted.prefix(room)), as: .typing).filter {
            if case .rejected = $0 { false } else { true }
        }
        events += rejections
        if let maxLength, room < accepted.count {
            events.append(.rejected(text: String(accepted.dropFirst(room)), reason: .tooLong(maxLength: maxLength)))
        }
        return events
    }
}
