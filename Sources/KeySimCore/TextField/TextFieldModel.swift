/// The text, selection and marked text of one text field, edited by ``TextAction``s from the
/// keyboard, by hardware keys and by the edit menu.
///
/// Offsets count grapheme clusters (Swift `Character`s): an emoji, a flag, a letter with
/// combining marks or a Hangul syllable is one step for the caret and for delete, as it is for
/// a person. The selection is a range of offsets; a caret is an empty one. Every edit is
/// "replace this range with this text" (``replace(_:with:as:)``), filtered and cut to
/// ``maxLength`` as UIKit's `shouldChangeCharactersIn` would, and returns the ``FieldEvent``s
/// saying what happened. Edits are recorded for ``undo()`` with iOS's grouping.
///
/// An edit costs time in proportion to what it inserts or deletes, not to the length of the
/// text: the model keeps the selection's string indices and the grapheme count up to date
/// instead of recounting (see `TextFieldModel+Bookkeeping.swift`). Moving the selection costs
/// the distance moved.
public struct TextFieldModel: Equatable, Sendable {
    /// The real text, also for a secure field.
    public internal(set) var text: String
    /// How many grapheme clusters the text holds: `text.count`, kept as edits go.
    public internal(set) var count: Int
    /// The end of the selection that stays put when Shift+arrows extend it.
    public internal(set) var anchor: Int
    /// The end of the selection that moves: the caret when the selection is empty.
    public internal(set) var caret: Int
    /// Where ``selection``'s lower and upper bounds are in ``text``.
    public internal(set) var lowerIndex: String.Index
    public internal(set) var upperIndex: String.Index
    /// The range of text an input method is still converting (issue 19's composition), or nil.
    public internal(set) var markedRange: Range<Int>?
    /// The most grapheme clusters edits may make the text hold; `nil` for no limit.
    public var maxLength: Int?
    /// The characters the field accepts.
    public var filter: InputFilter
    /// Whether the text is shown as bullets.
    public var isSecure: Bool
    /// What ``undo()`` and ``redo()`` step through.
    var history = UndoHistory()

    /// A field holding `text`, with the caret at its end. The initial text is taken as it
    /// is, neither filtered nor cut to `maxLength`: only edits are.
    public init(text: String = "", maxLength: Int? = nil, filter: InputFilter = .any, isSecure: Bool = false) {
        self.text = text
        self.count = text.count
        self.anchor = count
        self.caret = count
        self.lowerIndex = text.endIndex
        self.upperIndex = text.endIndex
        self.markedRange = nil
        self.maxLength = maxLength
        self.filter = filter
        self.isSecure = isSecure
    }

    /// The selected range of grapheme offsets, `[n, n)` for a caret.
    public var selection: Range<Int> { min(anchor, caret)..<max(anchor, caret) }

    /// Whether some text is selected (not just a caret).
    public var hasSelection: Bool { anchor != caret }

    /// The selected text ("" for a caret).
    public var selectedText: String { String(text[lowerIndex..<upperIndex]) }

    /// The text before the selection, as a copy: it costs the length of that text. The
    /// keyboard reads ``contextBeforeCaret()`` instead.
    public var textBeforeCaret: String { String(text[..<lowerIndex]) }

    /// Whether the field holds no text.
    public var isEmpty: Bool { text.isEmpty }

    /// The text as shown: one bullet ("•") per grapheme cluster when secure, else the text.
    public var displayText: String { isSecure ? FieldEvent.bullets(for: text) : text }

    /// `event` as outputs may show it: with its text as bullets when the field is secure.
    public func masked(_ event: FieldEvent) -> FieldEvent { isSecure ? event.masked() : event }

    /// Applies a keyboard action and returns what happened.
    ///
    /// - `insert`: replaces the selection with the text, as typing does (see
    ///   ``replace(_:with:as:)``).
    /// - `deleteBackward`: deletes the selection, or else the grapheme cluster before the
    ///   caret; at the start of the text nothing happens and no event is returned (the key
    ///   still clicks: that is the keyboard's business).
    /// - `deleteWordBackward`: deletes the selection, or else the whitespace just before the
    ///   caret and then the word before it, a word being a run of non-whitespace as iOS's
    ///   delete key takes it when it repeats by words: "hello world|" → "hello |",
    ///   "hello   |" → "|", "foo, bar.|" → "foo, |".
    /// - `replaceBeforeCaret(count:with:)`: deletes the selection and up to `count` grapheme
    ///   clusters before it, then types `with` (double space → ". ").
    /// - `submit`: `.submitted` with the text; `dismiss`: `.editingEnded` with the text.
    /// - `nextKeyboard`: concerns the keyboard only; no event.
    public mutating func apply(_ action: TextAction) -> [FieldEvent] {
        var events: [FieldEvent] = []
        apply(action) { events.append($0) }
        return events
    }

    /// ``apply(_:)``, handing each event to `emit` as it happens.
    public mutating func apply(_ action: TextAction, emit: (FieldEvent) -> Void) {
        switch action {
        case .insert(let string):
            replace(selection, with: string, as: .typing, emit: emit)
        case .deleteBackward:
            if hasSelection { return replace(selection, with: "", as: .delete, emit: emit) }
            guard caret > 0 else { return }
            replace(caret - 1..<caret, with: "", as: .typing, emit: emit)
        case .deleteWordBackward:
            if hasSelection { return replace(selection, with: "", as: .delete, emit: emit) }
            let start = wordDeletionStart()
            guard start < caret else { return }
            replace(start..<caret, with: "", as: .typing, emit: emit)
        case .replaceBeforeCaret(let count, let string):
            // Deleted, then typed: the deletion stands when the filter takes none of `string`.
            let lower = selection.lowerBound
            replace(max(0, lower - max(0, count))..<selection.upperBound, with: "", as: .typing, emit: emit)
            replace(selection, with: string, as: .typing, emit: emit)
        case .submit:
            emit(.submitted(text: text))
        case .dismiss:
            emit(.editingEnded(text: text))
        case .nextKeyboard:
            break
        case .undo:
            for event in undo() { emit(event) }
        case .redo:
            for event in redo() { emit(event) }
        }
    }

    /// Pastes `string` over the selection (its own undo step), filtered and cut to
    /// `maxLength` as typing is. See ``replace(_:with:as:)`` for the events.
    public mutating func paste(_ string: String) -> [FieldEvent] {
        replace(selection, with: string, as: .paste)
    }

    /// Deletes the selection as Cut does (its own undo step); nothing when there is none.
    public mutating func cut() -> [FieldEvent] {
        guard hasSelection else { return [] }
        return replace(selection, with: "", as: .cut)
    }

    /// Moves the caret to `offset`, clamped to `0...count`, leaving no selection; returns
    /// `.caretMoved` if the selection changed.
    @discardableResult
    public mutating func moveCaret(to offset: Int) -> [FieldEvent] {
        select(anchor: offset, caret: offset)
    }

    /// Moves the caret by `delta` grapheme clusters (negative: left), clamped to the text.
    @discardableResult
    public mutating func moveCaret(by delta: Int) -> [FieldEvent] {
        moveCaret(to: caret + delta)
    }

    /// Selects `range` (clamped to the text), its lower bound the anchor.
    @discardableResult
    public mutating func select(_ range: Range<Int>) -> [FieldEvent] {
        select(anchor: range.lowerBound, caret: range.upperBound)
    }

    /// Selects all the text.
    @discardableResult
    public mutating func selectAll() -> [FieldEvent] { select(anchor: 0, caret: count) }

    /// Sets the selection from its fixed end `anchor` to its moving end `caret` (each clamped
    /// to the text): `.caretMoved` when it is empty, `.selected` when not; nothing when it
    /// is as it was. A change of selection ends the run of typing that undo takes as one step.
    @discardableResult
    public mutating func select(anchor newAnchor: Int, caret newCaret: Int) -> [FieldEvent] {
        let newAnchor = clamp(newAnchor)
        let newCaret = clamp(newCaret)
        guard newAnchor != anchor || newCaret != caret else { return [] }
        history.endTyping()
        let lower = min(newAnchor, newCaret)
        let upper = max(newAnchor, newCaret)
        let newLower = index(at: lower)
        upperIndex = lower == upper ? newLower : index(at: upper)
        lowerIndex = newLower
        anchor = newAnchor
        caret = newCaret
        return [lower == upper ? .caretMoved(to: lower) : .selected(from: lower, to: upper)]
    }

    /// `offset` clamped to `0...count`.
    func clamp(_ offset: Int) -> Int { min(max(offset, 0), count) }
}
