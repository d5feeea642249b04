/// The text and caret of one text field, edited by ``TextAction``s from the keyboard.
///
/// The text and the caret count grapheme clusters (Swift `Character`s): an emoji, a flag, a
/// letter with combining marks or a Hangul syllable is one step for the caret and for delete,
/// as it is for a person. Every edit returns the ``FieldEvent``s saying what happened.
///
/// An edit at the caret costs time in proportion to what it inserts or deletes and to the
/// text after the caret, not to the text before it: the model keeps the caret's string index
/// and the grapheme count up to date instead of recounting (see `TextFieldModel+Index.swift`).
/// Moving the caret costs the distance moved.
public struct TextFieldModel: Equatable, Sendable {
    /// The real text, also for a secure field.
    public internal(set) var text: String
    /// The caret's offset in grapheme clusters, in `0...count`.
    public internal(set) var caret: Int
    /// How many grapheme clusters the text holds: `text.count`, kept as edits go.
    public internal(set) var count: Int
    /// Where the caret is in ``text``: the index `caret` grapheme clusters from its start.
    public internal(set) var caretIndex: String.Index
    /// The most grapheme clusters edits may make the text hold; `nil` for no limit.
    public var maxLength: Int?
    /// The characters the field accepts.
    public var filter: InputFilter
    /// Whether the text is shown as bullets.
    public var isSecure: Bool
    /// Where the run of whitespace other than line breaks that ends at the caret starts
    /// (``caretIndex`` when the character before the caret is no such whitespace).
    var blankRunStart: String.Index

    /// A field holding `text`, with the caret at its end. The initial text is taken as it
    /// is, neither filtered nor cut to `maxLength`: only edits are.
    public init(text: String = "", maxLength: Int? = nil, filter: InputFilter = .any, isSecure: Bool = false) {
        self.text = text
        self.caret = text.count
        self.count = caret
        self.caretIndex = text.endIndex
        self.maxLength = maxLength
        self.filter = filter
        self.isSecure = isSecure
        self.blankRunStart = text.endIndex
        self.blankRunStart = blankRun(endingAt: text.endIndex)
    }

    /// The text before the caret, as a copy: it costs the length of that text. The keyboard
    /// reads ``contextBeforeCaret()`` instead.
    public var textBeforeCaret: String { String(text[..<caretIndex]) }

    /// Whether the field holds no text.
    public var isEmpty: Bool { text.isEmpty }

    /// The text as shown: one bullet ("•") per grapheme cluster when secure, else the text.
    public var displayText: String { isSecure ? FieldEvent.bullets(for: text) : text }

    /// `event` as outputs may show it: with its text as bullets when the field is secure.
    public func masked(_ event: FieldEvent) -> FieldEvent { isSecure ? event.masked() : event }

    /// Applies a keyboard action and returns what happened.
    ///
    /// - `insert`: see ``paste(_:)``.
    /// - `deleteBackward`: deletes the grapheme cluster before the caret; at the start of the
    ///   text nothing happens and no event is returned (the key still clicks: that is the
    ///   keyboard's business).
    /// - `deleteWordBackward`: deletes the whitespace just before the caret, then the word
    ///   before it, a word being a run of non-whitespace as iOS's delete key takes it when it
    ///   repeats by words: "hello world|" → "hello |", "hello   |" → "|", "foo, bar.|" → "foo, |".
    /// - `replaceBeforeCaret(count:with:)`: deletes up to `count` grapheme clusters before the
    ///   caret (`.deleted`), then inserts `with` as `insert` does.
    /// - `submit`: `.submitted` with the text; `dismiss`: `.editingEnded` with the text.
    /// - `nextKeyboard`: concerns the keyboard only; no event.
    public mutating func apply(_ action: TextAction) -> [FieldEvent] {
        var events: [FieldEvent] = []
        apply(action) { events.append($0) }
        return events
    }

    /// ``apply(_:)``, handing each event to `emit` as it happens (no array of its own).
    public mutating func apply(_ action: TextAction, emit: (FieldEvent) -> Void) {
        switch action {
        case .insert(let string):
            insert(string, emit: emit)
        case .deleteBackward:
            deleteBackward(count: 1, emit: emit)
        case .deleteWordBackward:
            deleteWordBackward(emit: emit)
        case .replaceBeforeCaret(let count, let string):
            deleteBackward(count: count, emit: emit)
            insert(string, emit: emit)
        case .submit:
            emit(.submitted(text: text))
        case .dismiss:
            emit(.editingEnded(text: text))
        case .nextKeyboard:
            break
        }
    }

    /// Inserts `string` at the caret, as typing or pasting it would, and returns what
    /// happened, in this order:
    /// 1. `.inserted` with the text that went in (none if nothing did);
    /// 2. `.rejected` for characters the filter refuses, one event per reason
    ///    (`.notAccepted`, `.secondDecimalSeparator`);
    /// 3. `.rejected(…, .tooLong)` with the accepted text cut off to respect `maxLength`.
    ///
    /// The caret ends after the inserted text, counted after re-clustering: a combining mark
    /// typed after "e" joins it, so the caret stays after the one grapheme "é".
    public mutating func paste(_ string: String) -> [FieldEvent] {
        var events: [FieldEvent] = []
        insert(string) { events.append($0) }
        return events
    }

    /// Moves the caret to `offset`, clamped to `0...count`; returns `.caretMoved` if it
    /// moved.
    @discardableResult
    public mutating func moveCaret(to offset: Int) -> [FieldEvent] {
        let clamped = min(max(offset, 0), count)
        guard clamped != caret else { return [] }
        let old = caretIndex
        let oldRun = utf8Offset(of: blankRunStart)
        caretIndex = index(at: clamped)
        caret = clamped
        repairBlankRun(stable: min(old, caretIndex), previousStart: oldRun)
        return [.caretMoved(to: clamped)]
    }

    /// Moves the caret by `delta` grapheme clusters (negative: left), clamped to the text.
    @discardableResult
    public mutating func moveCaret(by delta: Int) -> [FieldEvent] {
        moveCaret(to: caret + delta)
    }

    // MARK: - Edits

    private mutating func insert(_ string: String, emit: (FieldEvent) -> Void) {
        guard !string.isEmpty else { return }
        var (accepted, rejections) = filter.filter(string, into: textForFilter(inserting: string))
        guard !accepted.isEmpty else { return rejections.forEach(emit) }
        let split = caretIndex
        var edit = asciiInsertPlan(accepted) ?? plan(replacing: split..<split, graphemes: 0, with: accepted)
        if let maxLength, edit.count > maxLength {
            let room = max(0, maxLength - count)
            rejections.append(.rejected(text: String(accepted.dropFirst(room)), reason: .tooLong(maxLength: maxLength)))
            accepted = String(accepted.prefix(room))
            guard !accepted.isEmpty else { return rejections.forEach(emit) }
            edit = plan(replacing: split..<split, graphemes: 0, with: accepted)
        }
        let start = caret
        perform(edit, replacing: split..<split, with: accepted, caret: min(edit.headCount, edit.count))
        emit(.inserted(text: accepted, at: start))
        rejections.forEach(emit)
    }

    /// What the filter needs to see of the text: all of it only when `string` holds the
    /// decimal separator, which a decimal field takes once (the filter looks for it in the
    /// text); otherwise nothing, so typing costs no scan of the text.
    private func textForFilter(inserting string: String) -> String {
        switch filter {
        case .decimal(let separator) where !separator.isEmpty && string.contains(where: { String($0) == separator }):
            return text
        case .formatted:
            // Formatted fields are short; the formatter needs the text for its one separator.
            return text
        default:
            return ""
        }
    }

    private mutating func deleteBackward(count: Int, emit: (FieldEvent) -> Void) {
        let count = min(max(count, 0), caret)
        guard count > 0 else { return }
        let start = text.index(caretIndex, offsetBy: -count)
        emit(delete(start..<caretIndex, graphemes: count))
    }

    private mutating func deleteWordBackward(emit: (FieldEvent) -> Void) {
        let end = caretIndex
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
        guard count > 0 else { return }
        emit(delete(start..<end, graphemes: count))
    }

    /// Deletes `range`, which holds `graphemes` clusters and ends at the caret.
    private mutating func delete(_ range: Range<String.Index>, graphemes: Int) -> FieldEvent {
        let removed = String(text[range])
        let edit = plan(replacing: range, graphemes: graphemes, with: "")
        perform(edit, replacing: range, with: "", caret: min(caret - graphemes, edit.count))
        return .deleted(text: removed, at: caret)
    }
}
