/// Where a simulator's fields get their dictionaries, and what went wrong getting them.
public struct DictionaryAccess: Equatable, Sendable {
    /// Where dictionaries come from; nil: fields type as they are (no correction, empty bar).
    public var source: (any DictionarySource)?
    /// The first dictionary that could not be read or was damaged: replay stops on it with
    /// its message (exit 69 or 65); the field types without correction.
    public internal(set) var problem: DictionaryProblem?
    /// Languages already said to have no dictionary (said once each).
    public internal(set) var unserved: Set<String>

    public init(source: (any DictionarySource)? = nil) {
        self.source = source
        self.problem = nil
        self.unserved = []
    }

    public static func == (lhs: DictionaryAccess, rhs: DictionaryAccess) -> Bool {
        lhs.source.map(ObjectIdentifier.init) == rhs.source.map(ObjectIdentifier.init) && lhs.problem == rhs.problem
            && lhs.unserved == rhs.unserved
    }

    /// What a person is told about `language` having no dictionary.
    public static func unservedNote(_ language: String) -> String {
        "note: no dictionary for the '\(language)' keyboard: its fields type without autocorrection, suggestions or "
            + "spell checking"
    }
}

extension Simulator {
    /// Gives field `index` the dictionary of its keyboard's language, when its traits want
    /// one (loaded on the first field that does: a form never typed into loads none). A
    /// language with no dictionary is said once (`noDictionary`); a dictionary that fails is
    /// kept as ``DictionaryAccess/problem``.
    mutating func prepareDictionary(forField index: Int) -> [SimulatorEvent] {
        if let method = sessions[index].keyboard.layout.inputMethod {
            // An input method's keyboard has no dictionary here: it composes or converts.
            switch method {
            case .hangul: sessions[index].useComposer(inputMethods.source?.composer(for: method))
            case .romaji, .kana:
                sessions[index].useConverter(
                    inputMethods.source?.converter(for: method), readsRomaji: method == .romaji)
            }
            return []
        }
        guard sessions[index].wantsDictionary, let source = dictionaries.source,
            let language = sessions[index].keyboard.layout.language
        else {
            sessions[index].useDictionary(nil)
            return []
        }
        switch source.lexicon(for: language) {
        case .loaded(let lexicon):
            sessions[index].useDictionary(lexicon)
            return []
        case .none:
            sessions[index].useDictionary(nil)
            guard dictionaries.unserved.insert(language).inserted else { return [] }
            return [SimulatorEvent(time: now, field: scene.fields[index].id, kind: .noDictionary(language: language))]
        case .failed(let problem):
            sessions[index].useDictionary(nil)
            if dictionaries.problem == nil { dictionaries.problem = problem }
            return []
        }
    }

    /// The suggestion bar shown now: the focused field's, while the keyboard is up; nil when
    /// no bar shows.
    public var suggestionBar: SuggestionBar? { focusedSession?.suggestionBar }

    /// Taps the bar's slot showing `word`.
    ///
    /// - Throws: ``SuggestionProblem`` when no bar shows or no slot shows the word.
    public mutating func tapSuggestion(_ word: String, at time: Int) throws(SuggestionProblem) -> [SimulatorEvent] {
        var events = advance(to: time)
        guard let index = focusedIndex, let bar = sessions[index].suggestionBar else { throw .noBar(word) }
        guard let tapped = sessions[index].chooseSuggestion(word, at: now) else {
            throw .notShown(word, shown: bar.words)
        }
        events += record(tapped, field: index)
        return events
    }

    /// Taps the conversion candidate showing `text`.
    ///
    /// - Throws: ``CandidateProblem`` when no candidates show or none shows the text.
    public mutating func tapCandidate(_ text: String, at time: Int) throws(CandidateProblem) -> [SimulatorEvent] {
        var events = advance(to: time)
        guard let index = focusedIndex, sessions[index].japaneseInput != nil else { throw .noCandidates(text) }
        let shown = sessions[index].candidates
        guard let tapped = sessions[index].chooseCandidate(text, at: now) else { throw .notShown(text, shown: shown) }
        events += record(tapped, field: index)
        return events
    }

    /// Why a `candidate` line could not tap its candidate.
    public enum CandidateProblem: Error, Equatable, Sendable, CustomStringConvertible {
        case noCandidates(String)
        case notShown(String, shown: [String])

        public var description: String {
            switch self {
            case .noCandidates(let text):
                return
                    "no candidates show to tap '\(text)' (a focused field with a Japanese keyboard and marked text has them)"
            case .notShown(let text, let shown):
                let list =
                    shown.isEmpty
                    ? "none show (type a reading first)"
                    : "the candidates are " + shown.map { "'\($0)'" }.joined(separator: ", ")
                return "no candidate '\(text)': \(list)"
            }
        }
    }

    /// Why a `suggestion` line could not tap its word.
    public enum SuggestionProblem: Error, Equatable, Sendable, CustomStringConvertible {
        case noBar(String)
        case notShown(String, shown: [String])

        public var description: String {
            switch self {
            case .noBar(let word):
                return "no suggestion bar shows to tap '\(word)' (a focused field with 'predictive' on has one)"
            case .notShown(let word, let shown):
                let slots =
                    shown.isEmpty
                    ? "the bar is empty" : "the bar shows " + shown.map { "'\($0)'" }.joined(separator: ", ")
                return "no suggestion '\(word)': \(slots)"
            }
        }
    }
}

// The bar on the screen: above the keys while the focused field shows it, the keyboard that
// much taller (``keyboardFrame`` holds it), split into equal slots.
extension Simulator {
    /// The height the focused field's bar adds to the keyboard (0 where none shows).
    public var suggestionBarHeight: Double {
        guard let index = focusedIndex, sessions[index].showsSuggestionBar else { return 0 }
        return device.keyboard.suggestionBarHeight
    }

    /// The bar's frame in window points while the keyboard is fully shown, or nil.
    public var suggestionBarFrame: Rect? {
        let height = suggestionBarHeight
        guard height > 0 else { return nil }
        let origin = device.keyboardOrigin
        return Rect(x: origin.x, y: origin.y - height, width: device.screen.width, height: height)
    }

    /// The frames of the bar's ``SuggestionBar/slotCount`` slots, left to right, in a bar
    /// whose frame is `bar`.
    public static func suggestionSlotFrames(in bar: Rect) -> [Rect] {
        let width = bar.width / Double(SuggestionBar.slotCount)
        return (0..<SuggestionBar.slotCount).map { slot in
            Rect(x: bar.minX + Double(slot) * width, y: bar.minY, width: width, height: bar.height)
        }
    }

    /// The index of the bar's slot under a window point, or nil off the bar.
    func suggestionSlot(at point: Point) -> Int? {
        guard let frame = suggestionBarFrame, frame.contains(point) else { return nil }
        return Self.suggestionSlotFrames(in: frame).firstIndex { $0.contains(point) }
    }

    /// A finger lifted from slot `slot` of the bar at `point`: the slot's word goes in when
    /// the finger is still on it.
    mutating func liftFromSuggestion(_ slot: Int, at point: Point) -> [SimulatorEvent] {
        guard suggestionSlot(at: point) == slot, let bar = suggestionBar, bar.slots.indices.contains(slot) else {
            return []
        }
        return (try? tapSuggestion(bar.slots[slot].word, at: now)) ?? []
    }
}
