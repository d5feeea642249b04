// The typing intelligence of a session: its input stage is an ``Autocorrector`` once a
// dictionary is given for its keyboard's language; the suggestion bar shows where the field's
// `predictive` trait is on (with no dictionary it shows empty, so the keyboard has the same
// height whatever data is installed).
extension TypingSession {
    /// The session's autocorrector, when it has a dictionary.
    public var autocorrector: Autocorrector? { input.stage as? Autocorrector }

    /// Whether the field's traits ask for a dictionary: it corrects, checks spelling or shows
    /// the bar (never for secure text).
    public var wantsDictionary: Bool {
        !traits.isSecure && (traits.autocorrection || traits.spellChecking || traits.predictive)
    }

    /// Whether the keyboard shows the suggestion bar above its keys.
    /// The Japanese keyboard always shows it: its candidates are how kanji are chosen.
    public var showsSuggestionBar: Bool { (traits.predictive || japaneseInput != nil) && !traits.isSecure }

    /// Corrects and suggests with `lexicon` from now on, on the keyboard's letters (nil:
    /// types as it is). Keeps what the autocorrector learned when the dictionary and the
    /// letters are the same.
    public mutating func useDictionary(_ lexicon: Lexicon?) {
        guard let lexicon, wantsDictionary, let letters = keyboard.face.layers.first?.geometry else {
            if !(input.stage is DirectInput) { input = InputStageSlot(stage: DirectInput()) }
            return
        }
        if let current = autocorrector, current.lexicon.storage === lexicon.storage,
            current.layoutID == keyboard.layout.id
        {
            return
        }
        input = InputStageSlot(
            stage: Autocorrector(
                decoder: TouchDecoder(lexicon: lexicon, geometry: letters), layoutID: keyboard.layout.id,
                corrects: traits.autocorrection, curlyApostrophe: traits.smartQuotes))
    }

    /// The session's Korean stage, when its keyboard composes Hangul.
    public var hangulInput: HangulInput? { input.stage as? HangulInput }

    /// Composes the keyboard's keys with `composer` from now on (its layout has an input
    /// method); nil: they type as they are. Keeps what is composing when the composer is the
    /// same.
    public mutating func useComposer(_ composer: (any SyllableComposer)?) {
        guard let composer else {
            if !(input.stage is DirectInput) { input = InputStageSlot(stage: DirectInput()) }
            return
        }
        if let current = hangulInput, current.composer === composer { return }
        input = InputStageSlot(stage: HangulInput(composer: composer))
    }

    /// The session's Japanese stage, when its keyboard reads romaji or types kana.
    public var japaneseInput: JapaneseInput? { input.stage as? JapaneseInput }

    /// Reads the keyboard's letters as romaji (or, not `readsRomaji`, its kana as they are)
    /// into marked text from now on, converted by `converter` (nil: the reading is the only
    /// candidate). Keeps what is marked when the converter and the reading are the same.
    public mutating func useConverter(_ converter: (any KanaConverter)?, readsRomaji: Bool = true) {
        if let current = japaneseInput, current.converter === converter, current.readsRomaji == readsRomaji { return }
        input = InputStageSlot(stage: JapaneseInput(converter: converter, readsRomaji: readsRomaji))
    }

    /// The conversion candidates the bar shows now (the focused field's reading), in order.
    public var candidates: [String] { japaneseInput?.candidates ?? [] }

    /// Taps the candidate `word`: it is committed in place of the marked text. Nil when no
    /// candidate shows it.
    public mutating func chooseCandidate(_ word: String, at time: Int) -> [SessionEvent]? {
        var events = advance(to: time)
        guard isFocused, var stage = japaneseInput, stage.candidates.contains(word) else { return nil }
        let now = self.now
        stage.choose(word, in: &field) { events.append(SessionEvent(time: now, kind: .field($0))) }
        input = InputStageSlot(stage: stage)
        tellKeyboardTheContext(after: &events)
        return events
    }

    /// The bar as it shows now: nil where the field shows none; empty slots without a
    /// dictionary or a word to suggest for.
    public var suggestionBar: SuggestionBar? {
        guard showsSuggestionBar else { return nil }
        if let japaneseInput {
            let slots = japaneseInput.candidates.prefix(SuggestionBar.slotCount).map {
                SuggestionBar.Slot(word: $0, kind: .candidate)
            }
            return SuggestionBar(slots: Array(slots), autocorrection: nil)
        }
        return autocorrector?.suggestions(for: field) ?? SuggestionBar(slots: [], autocorrection: nil)
    }

    /// The word a space would put in now for the word before the caret, or nil.
    public var autocorrection: String? { autocorrector?.autocorrection(for: field) }

    /// The ranges of the field's words marked misspelled (none where spell checking is off).
    public var misspelledWords: [Range<Int>] {
        guard traits.spellChecking, let autocorrector else { return [] }
        return autocorrector.misspelledWords(in: field)
    }

    /// Taps the bar's slot showing `word` (the typed word's slot named without its quotes):
    /// the word goes in for the word before the caret, with a space. Nil when no slot shows it.
    public mutating func chooseSuggestion(_ word: String, at time: Int) -> [SessionEvent]? {
        if japaneseInput != nil { return chooseCandidate(word, at: time) }
        var events = advance(to: time)
        guard isFocused, let bar = suggestionBar, let slot = bar.slot(showing: word),
            var autocorrector
        else { return nil }
        let now = self.now
        events.append(SessionEvent(time: now, kind: .suggestionTapped(word)))
        autocorrector.choose(slot, in: &field) { events.append(SessionEvent(time: now, kind: .field($0))) }
        input = InputStageSlot(stage: autocorrector)
        tellKeyboardTheContext(after: &events)
        return events
    }
}
