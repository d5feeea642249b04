/// The input stage of the iPhone's Japanese keyboards: on Romaji, Latin letters are read as
/// kana (``Romaji``) into the field's **marked text**; on Kana, the keypad's kana go into it as
/// they are (a toggle or 小゛゜ replaces the last of them). A ``KanaConverter`` (Anthy) offers
/// conversions in the candidate bar.
///
/// - Typing: `kyou` marks き, then きょ, then きょう (the letters not yet kana are marked too:
///   `k`, `ky`). `-` `,` `.` `?` `!` type ー 、 。 ？ ！ into the reading.
/// - The space key (次候補 while text is marked) converts: the first candidate replaces the
///   reading, and each further space steps to the next (after the last, the first again).
///   With nothing marked it types a full-width space (U+3000), as iOS does in Japanese mode.
/// - Return (確定 while text is marked) commits the marked text and does not submit; a
///   candidate tapped commits it; backspace takes a conversion back to its reading, then
///   takes off the last letter or kana.
/// - Anything else typed, a caret move, an edit outside the keyboard, blur or the globe key
///   commit what is marked as it stands.
/// - The marked text is part of the field's `text` (as in UIKit); the field's filter and
///   `maxLength` apply when it is committed (``TextFieldModel/unmarkText()``).
public struct JapaneseInput: InputStage {
    public let converter: (any KanaConverter)?
    /// Whether Latin letters are read as romaji (the Romaji keyboard); else they go in as
    /// they are, and only kana are marked (the Kana keypad's ABC layer types Latin directly).
    public let readsRomaji: Bool
    /// The kana read so far.
    public private(set) var reading: String
    /// Letters typed that are not kana yet (`ky`).
    public private(set) var pending: String
    /// The conversions of the reading, best first (what the candidate bar shows).
    public private(set) var candidates: [String]
    /// The candidate the space key put in, while converting.
    public private(set) var selected: Int?

    public init(converter: (any KanaConverter)?, readsRomaji: Bool = true) {
        self.converter = converter
        self.readsRomaji = readsRomaji
        self.reading = ""
        self.pending = ""
        self.candidates = []
        self.selected = nil
    }

    /// What is marked in the field: the chosen candidate while converting, else the reading
    /// and the letters not yet kana.
    public var marked: String { selected.map { candidates[$0] } ?? reading + pending }

    /// Whether anything is marked.
    public var isComposing: Bool { !reading.isEmpty || !pending.isEmpty }

    public mutating func perform(
        _ action: TextAction, touch: KeyTouch?, on field: inout TextFieldModel, at time: Int,
        emit: (FieldEvent) -> Void
    ) {
        switch action {
        case .insert(let text) where !readsRomaji && Self.isReading(text):
            if selected != nil { endComposition(in: &field, emit: emit) }
            reading += text
            mark(in: &field, emit: emit)
        case .replaceBeforeCaret(let count, let text)
        where !readsRomaji && selected == nil && count <= reading.count && Self.isReading(text):
            // A toggle's next kana (あ → い) or 小゛゜'s form (は → ば), in the reading.
            reading = String(reading.dropLast(count)) + text
            mark(in: &field, emit: emit)
        case .insert(let text) where readsRomaji && text.count == 1 && Self.isRomajiLetter(text.first!):
            if selected != nil { endComposition(in: &field, emit: emit) }
            let (kana, rest) = Romaji.add(text.first!, to: pending)
            reading += kana
            pending = rest
            mark(in: &field, emit: emit)
        case .insert(let text) where readsRomaji && text.count == 1 && Romaji.punctuation[text.first!] != nil:
            if selected != nil { endComposition(in: &field, emit: emit) }
            reading += Romaji.flush(pending) + Romaji.punctuation[text.first!]!
            pending = ""
            mark(in: &field, emit: emit)
        case .insert(" ") where isComposing:
            convert(in: &field, emit: emit)
        case .insert(" "):
            field.apply(.insert("\u{3000}"), emit: emit)
        case .deleteBackward where isComposing:
            if selected != nil {
                selected = nil
            } else if !pending.isEmpty {
                pending.removeLast()
            } else {
                reading.removeLast()
            }
            mark(in: &field, emit: emit)
        case .submit where isComposing:
            endComposition(in: &field, emit: emit)
        default:
            endComposition(in: &field, emit: emit)
            field.apply(action, emit: emit)
        }
    }

    private static func isRomajiLetter(_ character: Character) -> Bool {
        character.isASCII && character.isLetter || character == "'"
    }

    /// Whether the Kana keypad's `text` goes into the reading: kana, the long vowel mark and
    /// Japanese punctuation (、。「」！？), not Latin letters or digits.
    static func isReading(_ text: String) -> Bool {
        !text.isEmpty
            && text.unicodeScalars.allSatisfy { scalar in
                (0x3001...0x30FF).contains(scalar.value) || (0xFF01...0xFF0F).contains(scalar.value)
                    || (0xFF1A...0xFF20).contains(scalar.value)
            }
    }

    /// Puts ``marked`` in the field as its marked text, with the candidates of the reading.
    private mutating func mark(in field: inout TextFieldModel, emit: (FieldEvent) -> Void) {
        let start = field.markedRange?.lowerBound ?? field.selection.lowerBound
        if selected == nil {
            let whole = reading + Romaji.flush(pending)
            candidates = whole.isEmpty ? [] : converter?.candidates(for: whole) ?? [whole]
        }
        field.setMarkedText(marked).forEach(emit)
        emit(.composing(text: marked, at: start))
    }

    /// The space key: the first candidate, or the next one.
    private mutating func convert(in field: inout TextFieldModel, emit: (FieldEvent) -> Void) {
        if let selected {
            self.selected = (selected + 1) % candidates.count
        } else {
            reading += Romaji.flush(pending)
            pending = ""
            candidates = converter?.candidates(for: reading) ?? [reading]
            if candidates.isEmpty { candidates = [reading] }
            selected = 0
        }
        let start = field.markedRange?.lowerBound ?? field.selection.lowerBound
        field.setMarkedText(marked).forEach(emit)
        emit(.converted(reading: reading, to: marked, candidate: selected ?? 0, at: start))
    }

    /// Commits `candidate` in place of what is marked (a tap on the candidate bar).
    public mutating func choose(_ candidate: String, in field: inout TextFieldModel, emit: (FieldEvent) -> Void) {
        guard isComposing else { return }
        field.setMarkedText(candidate).forEach(emit)
        candidates = [candidate]
        selected = 0
        endComposition(in: &field, emit: emit)
    }

    /// Commits what is marked as it stands (確定).
    public mutating func endComposition(in field: inout TextFieldModel, emit: (FieldEvent) -> Void) {
        guard isComposing else { return }
        if selected == nil, pending == "n" {
            pending = ""
            reading += "ん"
            field.setMarkedText(marked).forEach(emit)
        }
        let text = marked
        let start = field.markedRange?.lowerBound ?? field.caret
        field.unmarkText().forEach(emit)
        emit(.committed(text: text, at: start))
        reading = ""
        pending = ""
        candidates = []
        selected = nil
    }

    /// As typed directly, except that the keyboard never shifts by itself (romaji are read in
    /// lower case) and two spaces are not a full stop.
    public func context(of field: TextFieldModel, traits: TextInputTraits, decimalSeparator: String)
        -> KeyboardContext
    {
        var context = DirectInput().context(of: field, traits: traits, decimalSeparator: decimalSeparator)
        context.autocapitalization = .never
        context.smartPunctuation = false
        if isComposing { context.markedTextLabels = .init(space: "次候補", returnKey: "確定") }
        return context
    }

    public func isEqual(to other: any InputStage) -> Bool {
        guard let other = other as? JapaneseInput else { return false }
        return converter === other.converter && readsRomaji == other.readsRomaji && reading == other.reading
            && pending == other.pending
            && candidates == other.candidates && selected == other.selected
    }
}
