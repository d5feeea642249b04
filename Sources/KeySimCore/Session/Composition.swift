/// Input methods: a layout's `inputMethod` names the engine that turns its keys into text
/// (Korean jamo into syllables). The engines are C libraries (libhangul) in an edge target;
/// the core sees them through ``SyllableComposer``, handed to a simulator by an
/// ``InputMethodSource``.
public enum InputMethod: String, Equatable, Hashable, Sendable, CaseIterable {
    /// Korean 2-Set (두벌식): jamo keys composed into syllables, with no marked text, as the
    /// iPhone's Korean keyboard does.
    case hangul
    /// Japanese Romaji: Latin letters read as kana into marked text, converted to kanji by a
    /// ``KanaConverter`` (Anthy) with the space key or a candidate.
    case romaji
    /// Japanese Kana: the 12-key keypad types kana (flicks, toggles, 小゛゜) into marked text,
    /// converted as romaji's are.
    case kana
}

/// An engine converting a kana reading into kanji (Anthy). Stateless as the core sees it:
/// the same reading gives the same candidates, whatever was converted before.
public protocol KanaConverter: AnyObject, Sendable {
    /// The conversions of `reading` (hiragana), best first, as the candidate bar lists them;
    /// never empty for a non-empty reading (the reading itself is among them).
    func candidates(for reading: String) -> [String]
}

/// What an input method made of keys typed one after another from a composition's start.
public struct Composition: Equatable, Hashable, Sendable {
    /// Text the method is done with: it stays as it is.
    public var committed: String
    /// What is still being composed (a syllable, or a jamo on its own): the next key may
    /// change it.
    public var composing: String

    public init(committed: String, composing: String) {
        self.committed = committed
        self.composing = composing
    }

    /// All of it, as the field shows it.
    public var text: String { committed + composing }
}

/// An engine composing syllables from keys (libhangul's 2-Set). Stateless as the core sees
/// it: each call composes `keys` from a fresh start, so a session's state is the keys alone
/// (a value: copying a simulator copies its compositions).
public protocol SyllableComposer: AnyObject, Sendable {
    /// What typing `keys` (the jamo on the keys, in order; double consonants as their own
    /// key, `ㄲ`) from a fresh start gives.
    func compose(_ keys: [Character]) -> Composition

    /// Whether `character` is one of the keys the method composes (the others end a
    /// composition and go in as they are).
    func composes(_ character: Character) -> Bool
}

extension SyllableComposer {
    /// The text typing `keys` one after another gives: every commit along the way and what is
    /// composing at the end (what the field shows after them).
    public func typed(_ keys: [Character]) -> String {
        var composing: [Character] = []
        var text = ""
        for key in keys {
            composing.append(key)
            let result = compose(composing)
            if !result.committed.isEmpty {
                text += result.committed
                composing = composingKeys(for: result.composing, endOf: composing)
            }
        }
        return text + compose(composing).text
    }

    /// The shortest end of `keys` that composes to `composing` with nothing committed: the
    /// keys of the syllable still composing after a commit (`ㅁㅏㄹㄱㅗ` commits 말 and composes
    /// 고 from `ㄱㅗ`).
    public func composingKeys(for composing: String, endOf keys: [Character]) -> [Character] {
        guard !composing.isEmpty else { return [] }
        for length in 1...keys.count {
            let tail = Array(keys.suffix(length))
            if compose(tail) == Composition(committed: "", composing: composing) { return tail }
        }
        return Array(keys.suffix(1))
    }
}

/// Where a simulator's fields get their input methods.
public protocol InputMethodSource: AnyObject, Sendable {
    /// The engine for `method`, or nil when it cannot be had (its library is missing).
    func composer(for method: InputMethod) -> (any SyllableComposer)?

    /// The converter for `method`, or nil when it cannot be had.
    func converter(for method: InputMethod) -> (any KanaConverter)?
}

extension InputMethodSource {
    public func converter(for method: InputMethod) -> (any KanaConverter)? { nil }
}

/// A simulator's input methods, compared by identity of their source.
public struct InputMethodAccess: Equatable, Sendable {
    public var source: (any InputMethodSource)?

    public init(source: (any InputMethodSource)? = nil) {
        self.source = source
    }

    public static func == (lhs: InputMethodAccess, rhs: InputMethodAccess) -> Bool {
        lhs.source.map(ObjectIdentifier.init) == rhs.source.map(ObjectIdentifier.init)
    }
}
