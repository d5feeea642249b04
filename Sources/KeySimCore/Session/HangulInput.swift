/// The input stage of the iPhone's Korean 2-Set keyboard: jamo keys are composed into
/// syllables by a ``SyllableComposer`` (libhangul), and, as on iOS, there is no marked text:
/// the syllable being composed is in the field's text, and each jamo replaces it — the field
/// sees the keyboard delete backward and insert (`.deleted` then `.inserted`, what an app's
/// delegate is asked), so `ㅎ ㅏ ㄴ` types ㅎ, 하, 한.
///
/// - A final consonant moves to the next syllable when a vowel follows: `ㅁㅏㄹㄱㅗ` commits 말
///   and composes 고.
/// - Backspace while composing takes off the last jamo (한 → 하 → ㅎ → nothing).
/// - The composition ends, the syllable left as it is, at anything else typed (space,
///   punctuation, Return, a Latin letter) and when the person moves the caret, selects or
///   edits outside the keyboard, or the field loses focus (``endComposition(in:emit:)``).
/// - The state lives here, in the keyboard, as on iOS: when an app changes the text behind
///   the keyboard's back (a send button that empties the field), the next jamo still
///   replaces the syllable the keyboard believes is before the caret — 호, emptied, then ㅋ
///   gives 홐 (iOS's quirk, kept so QA can see it).
/// - `maxLength` counts graphemes, and a replacement counts the syllable it replaces: the
///   syllable composing at the limit still takes its final consonant. Text the field does
///   not take ends the composition.
public struct HangulInput: InputStage {
    public let composer: any SyllableComposer
    /// The keys of the syllable being composed; empty when nothing is.
    public private(set) var keys: [Character]
    /// How many grapheme clusters before the caret hold what is being composed: what the next
    /// jamo replaces.
    public private(set) var shown: Int

    public init(composer: any SyllableComposer) {
        self.composer = composer
        self.keys = []
        self.shown = 0
    }

    /// The syllable (or jamo) being composed, or nil.
    public var composing: String? { keys.isEmpty ? nil : composer.compose(keys).composing }

    public mutating func perform(
        _ action: TextAction, touch: KeyTouch?, on field: inout TextFieldModel, at time: Int,
        emit: (FieldEvent) -> Void
    ) {
        switch action {
        case .insert(let text) where text.count == 1 && composer.composes(text.first!):
            if field.hasSelection { endComposition(in: &field, emit: emit) }
            compose(keys + [text.first!], in: &field, emit: emit)
        case .deleteBackward where !keys.isEmpty && !field.hasSelection:
            compose(Array(keys.dropLast()), in: &field, emit: emit)
        default:
            endComposition(in: &field, emit: emit)
            field.apply(action, emit: emit)
        }
    }

    /// Puts what `next` composes in place of what is composing now.
    private mutating func compose(_ next: [Character], in field: inout TextFieldModel, emit: (FieldEvent) -> Void) {
        let result = next.isEmpty ? Composition(committed: "", composing: "") : composer.compose(next)
        let replaced = min(shown, field.caret)
        let start = field.caret - replaced
        if replaced == 0 && !result.text.isEmpty {
            field.apply(.insert(result.text), emit: emit)
        } else {
            // As the iPhone's keyboard does it: delete backward, then insert.
            field.apply(.replaceBeforeCaret(count: replaced, with: result.text), emit: emit)
        }
        let end = start + result.text.count
        guard field.caret == end, !field.hasSelection, field.text(in: start..<end) == result.text else {
            // The field did not take it all (a filter, `maxLength`): nothing is composing.
            keys = []
            shown = 0
            return
        }
        if !result.committed.isEmpty { emit(.committed(text: result.committed, at: start)) }
        keys = result.committed.isEmpty ? next : composer.composingKeys(for: result.composing, endOf: next)
        shown = result.composing.count
        emit(.composing(text: result.composing, at: end - shown))
    }

    /// The syllable being composed stays as it is, committed: the next jamo starts a new one.
    public mutating func endComposition(in field: inout TextFieldModel, emit: (FieldEvent) -> Void) {
        guard !keys.isEmpty else { return }
        let syllable = composer.compose(keys).composing
        emit(.committed(text: syllable, at: max(0, field.caret - shown)))
        keys = []
        shown = 0
    }

    /// As typed directly, except that the keyboard never shifts by itself: Hangul has no
    /// capitals, and its shifted keys are the double consonants.
    public func context(of field: TextFieldModel, traits: TextInputTraits, decimalSeparator: String)
        -> KeyboardContext
    {
        var context = DirectInput().context(of: field, traits: traits, decimalSeparator: decimalSeparator)
        context.autocapitalization = .never
        return context
    }

    public func isEqual(to other: any InputStage) -> Bool {
        guard let other = other as? HangulInput else { return false }
        return composer === other.composer && keys == other.keys && shown == other.shown
    }
}
