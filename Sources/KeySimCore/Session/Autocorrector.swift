/// The input stage of a field that corrects and suggests, as an iPhone's keyboard does: it
/// remembers where each finger landed on the word being typed, and when a space, punctuation
/// or Return ends the word it asks the ``TouchDecoder`` whether a word is clearly meant
/// instead, and puts that word in (`teh ` → `the `, `dont ` → `don’t `). It gives the
/// suggestion bar (``suggestions(for:)``), undoes a correction the person backs into and
/// taps away, and tells which words of the text are misspelled.
///
/// Never corrected: a word the dictionary knows, one with digits, an address, one typed in
/// capitals, one the person put back or chose as typed in this field (``keptWords``). With
/// `corrects` false (the field's `autocorrection` off, `predictive` or `spellChecking` on)
/// nothing is replaced, but the bar and the spell checker still work.
///
/// Pure: what it does depends only on the actions, the touches and the dictionary.
public struct Autocorrector: InputStage {
    public let decoder: TouchDecoder
    /// The layout whose letters the decoder knows (`default`).
    public let layoutID: String
    /// Whether a word is replaced when it ends (the field's `autocorrection` trait).
    public let corrects: Bool
    /// Whether an apostrophe is put in curly (`’`), as the field's smart quotes type it.
    public let curlyApostrophe: Bool
    /// The keystrokes of the word being typed, the last one just before offset
    /// ``keystrokesEnd``; read only while they spell the word before the caret.
    var keystrokes: [Keystroke]
    var keystrokesEnd: Int
    /// Words the person put back after a correction or chose from the bar as typed: left
    /// alone in this field from then on (iOS learns them).
    public private(set) var keptWords: Set<String>
    /// The last correction made, offered for undo while the caret is at its end.
    public private(set) var lastCorrection: Correction?

    /// A word put in for another.
    public struct Correction: Equatable, Sendable {
        /// Where the word starts (grapheme offset).
        public var start: Int
        /// What was typed, and what replaced it.
        public var from: String
        public var to: String
    }

    public init(decoder: TouchDecoder, layoutID: String = "", corrects: Bool = true, curlyApostrophe: Bool = true) {
        self.decoder = decoder
        self.layoutID = layoutID
        self.corrects = corrects
        self.curlyApostrophe = curlyApostrophe
        self.keystrokes = []
        self.keystrokesEnd = -1
        self.keptWords = []
        self.lastCorrection = nil
    }

    public var lexicon: Lexicon { decoder.lexicon }

    public mutating func perform(
        _ action: TextAction, touch: KeyTouch?, on field: inout TextFieldModel, at time: Int,
        emit: (FieldEvent) -> Void
    ) {
        switch action {
        case .insert(let text):
            if let first = text.first, !TextFieldModel.isWordCharacter(first) {
                correctWord(in: &field, emit: emit)
                forgetKeystrokes()
                field.apply(action, emit: emit)
                return
            }
            let caretBefore = field.caret
            let continues = !field.hasSelection && caretBefore == keystrokesEnd
            field.apply(action, emit: emit)
            guard text.count == 1, field.caret == caretBefore + 1 else { return forgetKeystrokes() }
            if !continues { keystrokes.removeAll(keepingCapacity: true) }
            keystrokes.append(Keystroke(text: text, touch: touch))
            keystrokesEnd = field.caret
        case .submit:
            correctWord(in: &field, emit: emit)
            forgetKeystrokes()
            field.apply(action, emit: emit)
        case .deleteBackward:
            let caretBefore = field.caret
            let hadSelection = field.hasSelection
            field.apply(action, emit: emit)
            if !hadSelection, caretBefore == keystrokesEnd, field.caret == caretBefore - 1, !keystrokes.isEmpty {
                keystrokes.removeLast()
                keystrokesEnd = field.caret
            } else {
                forgetKeystrokes()
            }
        default:
            forgetKeystrokes()
            field.apply(action, emit: emit)
        }
    }

    private mutating func forgetKeystrokes() {
        keystrokes.removeAll(keepingCapacity: true)
        keystrokesEnd = -1
    }

    public func context(of field: TextFieldModel, traits: TextInputTraits, decimalSeparator: String)
        -> KeyboardContext
    {
        DirectInput().context(of: field, traits: traits, decimalSeparator: decimalSeparator)
    }

    public func isEqual(to other: any InputStage) -> Bool {
        guard let other = other as? Autocorrector else { return false }
        return decoder.lexicon.storage === other.decoder.lexicon.storage && layoutID == other.layoutID
            && decoder.keyCentres == other.decoder.keyCentres
            && corrects == other.corrects && curlyApostrophe == other.curlyApostrophe && keystrokes == other.keystrokes
            && keystrokesEnd == other.keystrokesEnd && keptWords == other.keptWords
            && lastCorrection == other.lastCorrection
    }

    // MARK: The word being typed

    /// The word just before the caret: its range and its keystrokes (the touches where they
    /// are known, the rest as typed). Nil when the caret follows no word, or text is selected
    /// or marked.
    func wordBeforeCaret(in field: TextFieldModel) -> (range: Range<Int>, keystrokes: [Keystroke])? {
        guard !field.hasSelection, field.markedRange == nil, field.caret > 0 else { return nil }
        let start = field.wordStart(before: field.caret)
        let characters = field.text[field.index(at: start)..<field.lowerIndex]
        guard !characters.isEmpty, characters.allSatisfy(TextFieldModel.isWordCharacter) else { return nil }
        let typed = keystrokesEnd == field.caret ? keystrokes : []
        let spelledByTouches =
            typed.count <= characters.count
            && characters.suffix(typed.count).elementsEqual(typed.map(\.text)) { String($0) == $1 }
        let touched = spelledByTouches ? typed : []
        let literal = characters.dropLast(touched.count).map { Keystroke(text: String($0)) }
        return (start..<field.caret, literal + touched)
    }

    /// What the decoder makes of `keystrokes`, with curly apostrophes read as straight ones
    /// (the dictionary spells `don't`) and put back curly in the candidates where the field
    /// types them so.
    func decode(_ keystrokes: [Keystroke], limit: Int = 3) -> Decoding {
        let straight = keystrokes.map { stroke in
            stroke.text == "\u{2019}" ? Keystroke(text: "'", touch: stroke.touch) : stroke
        }
        var decoding = decoder.decode(straight, limit: limit)
        decoding.typed = keystrokes.map(\.text).joined()
        guard curlyApostrophe else { return decoding }
        for index in decoding.candidates.indices {
            decoding.candidates[index].word = Self.curled(decoding.candidates[index].word)
        }
        if case .autocorrect(let word) = decoding.verdict { decoding.verdict = .autocorrect(Self.curled(word)) }
        return decoding
    }

    static func curled(_ word: String) -> String {
        word.contains("'") ? word.replacingOccurrences(of: "'", with: "\u{2019}") : word
    }

    /// Whether `word` is spelled right: known to the dictionary (curly apostrophes read as
    /// straight), kept by the person, or not a word to check (digits, an address).
    public func isSpelledRight(_ word: String) -> Bool { isKept(word) { $0 != .unknown } }

    /// Whether autocorrection leaves `word` alone: spelled right, but for a short word known
    /// to the checker alone (``TouchDecoder/keeps(_:_:)``).
    func isLeftAlone(_ word: String) -> Bool { isKept(word) { TouchDecoder.keeps(word, $0) } }

    /// Whether `word` is kept by the person, has digits, is an address, or is known in a way
    /// `known` accepts (curly apostrophes read as straight).
    private func isKept(_ word: String, known: (Lexicon.Knowledge) -> Bool) -> Bool {
        if keptWords.contains(word) { return true }
        let straight = word.contains("\u{2019}") ? word.replacingOccurrences(of: "\u{2019}", with: "'") : word
        if known(lexicon.knowledge(of: straight)) { return true }
        if straight.unicodeScalars.contains(where: { $0.properties.numericType != nil }) { return true }
        return TouchDecoder.looksLikeAddress(straight)
    }

    /// The word a space would put in now for the word before the caret, or nil.
    public func autocorrection(for field: TextFieldModel) -> String? {
        guard let word = wordBeforeCaret(in: field) else { return nil }
        return correction(of: word.keystrokes, in: field)
    }

    /// Whether the text from the last blank to the caret reads as an address (`a@b`,
    /// `example.com`, `https://`): a word in it is part of the address, never corrected.
    static func isInAddress(_ field: TextFieldModel) -> Bool {
        let before = field.text[..<field.lowerIndex]
        let token = before.reversed().prefix { !$0.isWhitespace }
        guard token.contains(where: { !TextFieldModel.isWordCharacter($0) }) else { return false }
        return TouchDecoder.looksLikeAddress(String(token.reversed()))
    }

    /// The correction of a word typed as `keystrokes`, or nil: the known, the kept and the
    /// uncorrectable stay (a known word costs a look-up, not a search).
    func correction(of keystrokes: [Keystroke], in field: TextFieldModel) -> String? {
        let typed = keystrokes.map(\.text).joined()
        guard mayCorrect(typed, in: field) else { return nil }
        return correction(in: decode(keystrokes))
    }

    /// Whether the word `typed` before the caret of `field` may be replaced: the field corrects,
    /// and the word is not left alone (known, kept, digits) nor part of an address.
    func mayCorrect(_ typed: String, in field: TextFieldModel) -> Bool {
        corrects && !isLeftAlone(typed) && !Self.isInAddress(field)
    }

    /// The decoder's autocorrection of a word, unless it is the word as typed.
    func correction(in decoding: Decoding) -> String? {
        guard let word = decoding.autocorrection, word != decoding.typed else { return nil }
        return word
    }

    /// Replaces the word before the caret with its correction, if it has one.
    /// Apostrophes that end a word close a quotation (`‘so’`): the word before them is
    /// corrected and they stay.
    mutating func correctWord(in field: inout TextFieldModel, emit: (FieldEvent) -> Void) {
        guard let word = wordBeforeCaret(in: field) else { return }
        let closing = Self.closingApostrophes(in: word.keystrokes.map(\.text))
        let stem = Array(word.keystrokes.dropLast(closing))
        guard !stem.isEmpty, let to = correction(of: stem, in: field) else { return }
        let from = stem.map(\.text).joined()
        let quotes = word.keystrokes.suffix(closing).map(\.text).joined()
        var replaced = false
        field.replace(word.range, with: to + quotes, as: .typing) { event in
            if case .inserted = event { replaced = true }
            emit(event)
        }
        guard replaced else { return }
        emit(.autocorrected(from: from, to: to, at: word.range.lowerBound))
        lastCorrection = Correction(start: word.range.lowerBound, from: from, to: to)
    }

    /// The correction whose word ends at the caret, still as it was put in: what the bar
    /// offers to undo after the person deletes back into it.
    public func revertibleCorrection(in field: TextFieldModel) -> Correction? {
        guard let correction = lastCorrection, !field.hasSelection,
            field.caret == correction.start + correction.to.count
        else { return nil }
        let range = field.index(at: correction.start)..<field.lowerIndex
        guard field.text[range] == correction.to else { return nil }
        guard
            correction.start == 0
                || !TextFieldModel.isWordCharacter(field.text[field.text.index(before: range.lowerBound)])
        else { return nil }
        return correction
    }

    // MARK: Choosing from the bar

    /// Puts `word` in for the word before the caret, with a space after it unless one follows
    /// (a slot of the bar was tapped). The typed word chosen, or a correction's original put
    /// back, is kept: never corrected in this field again.
    mutating func choose(_ slot: SuggestionBar.Slot, in field: inout TextFieldModel, emit: (FieldEvent) -> Void) {
        let range: Range<Int>
        if slot.kind == .original, let correction = revertibleCorrection(in: field) {
            range = correction.start..<field.caret
        } else if let word = wordBeforeCaret(in: field) {
            range = word.range
        } else {
            range = field.caret..<field.caret
        }
        let replaced = String(field.text[field.index(at: range.lowerBound)..<field.index(at: range.upperBound)])
        if slot.kind == .typed || slot.kind == .original { keptWords.insert(slot.word) }
        if slot.word != replaced { field.replace(range, with: slot.word, as: .typing, emit: emit) }
        if slot.kind == .original {
            emit(.autocorrectReverted(from: replaced, to: slot.word, at: range.lowerBound))
            lastCorrection = nil
        }
        forgetKeystrokes()
        let next = field.caret < field.count ? field.text[field.lowerIndex] : nil
        if next != " " {
            field.replace(field.caret..<field.caret, with: " ", as: .typing, emit: emit)
        } else {
            field.moveCaret(by: 1).forEach(emit)
        }
    }

    // MARK: The bar

    /// The suggestion bar for the field as it is now (see ``SuggestionBar``).
    public func suggestions(for field: TextFieldModel) -> SuggestionBar {
        if let correction = revertibleCorrection(in: field) {
            var slots = [SuggestionBar.Slot(word: correction.from, kind: .original)]
            slots.append(SuggestionBar.Slot(word: correction.to, kind: .typed))
            let others = decode(wordBeforeCaret(in: field)?.keystrokes ?? []).candidates.map(\.word)
            if let other = others.first(where: { $0 != correction.from && $0 != correction.to }) {
                slots.append(SuggestionBar.Slot(word: other, kind: .correction))
            }
            return SuggestionBar(slots: slots, autocorrection: nil)
        }
        guard let word = wordBeforeCaret(in: field) else { return SuggestionBar(slots: [], autocorrection: nil) }
        let typed = word.keystrokes.map(\.text).joined()
        let decoding = decode(word.keystrokes)
        let known = isSpelledRight(typed)
        let autocorrection = mayCorrect(typed, in: field) ? correction(in: decoding) : nil
        var slots = [SuggestionBar.Slot(word: typed, kind: .typed)]
        var seen: Set<String> = [typed]
        func add(_ word: String, _ kind: SuggestionBar.Slot.Kind) {
            guard slots.count < SuggestionBar.slotCount, seen.insert(word).inserted else { return }
            slots.append(SuggestionBar.Slot(word: word, kind: kind))
        }
        if let autocorrection { add(autocorrection, .autocorrection) }
        // The other candidates and the completions, the commoner first (a correction before a
        // completion as common); a word spelled right is more likely being continued than
        // mistyped, so its completions come first.
        var others = decoding.candidates.filter { $0.word != typed }.map {
            (word: $0.word, frequency: $0.frequency, kind: SuggestionBar.Slot.Kind.correction)
        }
        others += completions(of: typed).map { (word: $0.word, frequency: $0.frequency, kind: .completion) }
        let ranked = others.enumerated().sorted { a, b in
            if known, a.element.kind != b.element.kind { return a.element.kind == .completion }
            if a.element.frequency != b.element.frequency { return a.element.frequency > b.element.frequency }
            return a.offset < b.offset
        }
        for other in ranked { add(other.element.word, other.element.kind) }
        return SuggestionBar(slots: slots, autocorrection: autocorrection)
    }

    /// Longer words starting with `typed`, most common first, in its case.
    func completions(of typed: String) -> [(word: String, frequency: Int)] {
        guard typed.count >= 2 else { return [] }
        let casing = Casing(typed)
        let straight = typed.replacingOccurrences(of: "\u{2019}", with: "'")
        return lexicon.completions(of: straight, limit: SuggestionBar.slotCount).map { entry in
            let word = casing.apply(to: entry.word)
            return (curlyApostrophe ? Self.curled(word) : word, entry.frequency)
        }
    }

    // MARK: Spell checking

    /// How many of `characters` at the end are apostrophes: a quotation's closing mark, not
    /// the word's (`‘so’`; `don’t` has none at its end).
    static func closingApostrophes(in characters: [String]) -> Int {
        characters.reversed().prefix { $0 == "\u{2019}" || $0 == "'" }.count
    }

    /// The words of the field's text that are misspelled, as grapheme ranges in order: every
    /// word not spelled right (``isSpelledRight(_:)``) but the one being typed at the caret,
    /// without the apostrophes that close a quotation after it.
    public func misspelledWords(in field: TextFieldModel) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var offset = 0
        var start: Int?
        var word = ""
        let typing = wordBeforeCaret(in: field)?.range
        func finish() {
            let closing = Self.closingApostrophes(in: word.map(String.init))
            if let begin = start, begin..<offset != typing, closing < word.count,
                !isSpelledRight(String(word.dropLast(closing)))
            {
                ranges.append(begin..<offset - closing)
            }
            start = nil
            word = ""
        }
        for character in field.text {
            if TextFieldModel.isWordCharacter(character) {
                if start == nil { start = offset }
                word.append(character)
            } else {
                finish()
            }
            offset += 1
        }
        finish()
        return ranges
    }
}

/// The QuickType bar above the keys: up to three slots, left to right.
public struct SuggestionBar: Equatable, Sendable {
    public static let slotCount = 3

    /// One slot: a word and why it is there.
    public struct Slot: Equatable, Sendable {
        public enum Kind: Equatable, Sendable {
            /// The word as typed, shown in quotes: tapping it keeps it.
            case typed
            /// What a space would put in, highlighted.
            case autocorrection
            /// Another word the touches may have meant.
            case correction
            /// A longer word starting with what was typed.
            case completion
            /// What was typed before a correction the caret is now at the end of: tapping it
            /// puts it back.
            case original
            /// A conversion of the marked reading (the Japanese keyboard): tapping it commits it.
            case candidate
        }

        public var word: String
        public var kind: Kind

        public init(word: String, kind: Kind) {
            self.word = word
            self.kind = kind
        }

        /// Whether the bar shows it in quotes (the typed word, or the original of a correction).
        public var isQuoted: Bool { kind == .typed || kind == .original }
    }

    public var slots: [Slot]
    /// The word a space would put in now, or nil.
    public var autocorrection: String?

    public init(slots: [Slot], autocorrection: String?) {
        self.slots = slots
        self.autocorrection = autocorrection
    }

    /// The slots' words, left to right (as expectations name them, without quotes).
    public var words: [String] { slots.map(\.word) }

    /// The slot showing `word`, or nil.
    public func slot(showing word: String) -> Slot? { slots.first { $0.word == word } }
}
