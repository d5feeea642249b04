import Foundation

/// One key press of a word as the keyboard saw it: what it typed and, for a touch on the
/// keyboard, where the finger was.
public struct Keystroke: Equatable, Sendable {
    /// What the key typed (`a`, `A` with shift, `é` from a callout, `'`).
    public var text: String
    /// The key and point of the touch; nil for a character typed some other way (a hardware
    /// key, a paste), which the decoder takes as it is.
    public var touch: KeyTouch?

    public init(text: String, touch: KeyTouch? = nil) {
        self.text = text
        self.touch = touch
    }
}

/// Ranks the words a person may have meant by the touches of one word, as a keyboard
/// decoder does (AOSP LatinIME's typing policy): each candidate within ``DecoderCosts/maxEdits``
/// edits of the touches is charged, over its best alignment with them, for how far each touch
/// is from its letter's key centre (a Gaussian in units of the key width), for near misses,
/// substitutions, omissions, insertions and transpositions, and for how rare the word is; the
/// cheapest come first. Then it decides, as LatinIME does, whether the best one is clearly
/// enough better to autocorrect to.
///
/// A candidate's first letter is read from the first touch, as a match or a near miss, or
/// swapped with the second (`hte` → `the`). Missing the first key by more than a neighbour is
/// rare, and this keeps the search well under a millisecond a word; a first tap lost
/// altogether (`ello`) is then not corrected.
///
/// A touch counts by its point when it typed its key's own character (shifted or not); a
/// character from a callout, or typed without a touch, counts as the character itself. An
/// apostrophe of the word costs nothing to leave out (`dont` → `don't`). Candidates take the
/// case of what was typed: a typed capital first letter stays (`The`), a word typed in
/// capitals is given in capitals, and a capital of the word's own (`I`, `English`) is kept.
///
/// Pure and deterministic: the same touches on the same geometry give the same candidates in
/// the same order; ties are broken by higher `f`, then by the word's UTF-8 bytes.
public struct TouchDecoder: Sendable {
    public let lexicon: Lexicon
    public let costs: DecoderCosts

    /// The keys typing one character (letters, and the apostrophe where a layer has one).
    let keyCentres: [Point]
    /// The most common width of those keys: the unit of distance.
    let keyWidth: Double
    /// The index in `keyCentres` of each key id, with the character it types (lower case).
    let keyByID: [String: (index: Int, output: Unicode.Scalar)]
    /// Per scalar of the lexicon's alphabet (see `Lexicon.Storage`): the key typing it (its
    /// lower case), or -1.
    let symbolKeys: [Int]
    /// Per scalar: whether it is typed on its key only without its accent (`é` on `e`).
    let symbolAccented: [Bool]
    /// Per scalar: whether leaving it out is free (the apostrophes).
    let symbolFree: [Bool]
    /// Per scalar: its lower case, and its base letter without accents (lower case).
    let symbolLower: [Unicode.Scalar]
    let symbolBase: [Unicode.Scalar]
    let symbolUpper: [Bool]

    /// A decoder for the words of `lexicon` typed on `geometry` (the letters layer shown).
    public init(lexicon: Lexicon, geometry: KeyboardGeometry, costs: DecoderCosts = .standard) {
        self.lexicon = lexicon
        self.costs = costs
        var centres: [Point] = []
        var widths: [Double: Int] = [:]
        var byID: [String: (index: Int, output: Unicode.Scalar)] = [:]
        var byScalar: [Unicode.Scalar: Int] = [:]
        for frame in geometry.keys where !frame.inStrip && frame.key.action == .character {
            let scalars = Array(frame.key.output.lowercased().unicodeScalars)
            guard scalars.count == 1, byID[frame.key.id] == nil, byScalar[scalars[0]] == nil else { continue }
            byID[frame.key.id] = (centres.count, scalars[0])
            byScalar[scalars[0]] = centres.count
            centres.append(frame.visible.center)
            widths[frame.visible.width, default: 0] += 1
        }
        keyCentres = centres
        // The most common width, the narrower on a tie.
        keyWidth = widths.max { a, b in a.value < b.value || (a.value == b.value && a.key > b.key) }?.key ?? 1
        keyByID = byID
        let alphabet = lexicon.storage.alphabet
        var keys: [Int] = []
        var accented: [Bool] = []
        var free: [Bool] = []
        var lower: [Unicode.Scalar] = []
        var base: [Unicode.Scalar] = []
        var upper: [Bool] = []
        for scalar in alphabet {
            let lowered = Lexicon.lowered(scalar)
            let folded = Self.baseLetter(lowered)
            lower.append(lowered)
            base.append(folded)
            upper.append(scalar.properties.isUppercase)
            free.append(Self.apostrophes.contains(scalar))
            if let key = byScalar[lowered] {
                keys.append(key)
                accented.append(false)
            } else if let key = byScalar[folded] {
                keys.append(key)
                accented.append(true)
            } else {
                keys.append(-1)
                accented.append(false)
            }
        }
        symbolKeys = keys
        symbolAccented = accented
        symbolFree = free
        symbolLower = lower
        symbolBase = base
        symbolUpper = upper
    }

    static let apostrophes: Set<Unicode.Scalar> = ["'", "\u{2019}"]

    /// Letters no canonical decomposition takes to their base.
    static let extraBases: [Unicode.Scalar: Unicode.Scalar] = [
        "ß": "s", "œ": "o", "æ": "a", "ø": "o", "ł": "l", "đ": "d", "ı": "i", "ð": "d", "þ": "t",
    ]

    /// The letter without its accents, lower case (`é` → `e`).
    static func baseLetter(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if scalar.isASCII { return scalar }
        if let extra = extraBases[scalar] { return extra }
        return String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.first ?? scalar
    }

    /// The best candidates for the keystrokes of one word (at most `limit`), and whether to
    /// autocorrect to the first.
    public func decode(_ keystrokes: [Keystroke], limit: Int = 3) -> Decoding {
        let typed = keystrokes.map(\.text).joined()
        let knowledge = lexicon.knowledge(of: typed)
        var decoding = Decoding(typed: typed, isKnown: knowledge != .unknown, candidates: [], verdict: .noCandidate)
        guard !typed.isEmpty else { return decoding }
        let hasDigits = typed.unicodeScalars.contains { $0.properties.numericType != nil }
        if hasDigits || Self.looksLikeAddress(typed) {
            decoding.verdict = hasDigits ? .hasDigits : .address
            return decoding
        }
        let inputs = self.inputs(keystrokes)
        guard inputs.count <= Self.longestInput else {
            decoding.verdict = .tooLong
            return decoding
        }
        let casing = Casing(typed)
        var search = DecoderSearch(decoder: self, inputs: inputs, casing: casing, keep: max(limit, 1) + 1)
        search.run()
        var seen: Set<String> = []
        var candidates: [Candidate] = []
        for found in search.sorted() {
            let spelled = String(String.UnicodeScalarView(found.scalars.map { lexicon.storage.alphabet[Int($0)] }))
            let word = casing.apply(to: found.shortcut?.replacement ?? spelled)
            guard seen.insert(word).inserted else { continue }
            candidates.append(
                Candidate(
                    word: word, cost: found.cost,
                    score: normalisedScore(
                        cost: found.cost, edits: found.edits, typed: typed, candidate: word, inputs: inputs.count),
                    frequency: found.frequency, edits: found.edits,
                    kind: found.shortcut.map { $0.isWhitelisted ? .whitelisted : .shortcut }
                        ?? (found.isAbbreviation ? .abbreviation : .word)))
        }
        decoding.candidates = Array(candidates.prefix(limit))
        decoding.verdict = verdict(
            typed: typed, isKept: Self.keeps(typed, knowledge), casing: casing, candidates: candidates)
        return decoding
    }

    /// Words known only to the lexicon's checker (Hunspell) shorter than this may still be
    /// corrected: its dictionaries have every letter and hundreds of two- and three-letter
    /// abbreviations and rare words (`ut`, `ti`, `yo`, `dor`), which a slip one key off the
    /// common word (`it`, `to`) makes far more often than a person means them. Kept too, they
    /// cost 2.3% of the words at σ = 12 pt on `keysim evaluate`'s phrases; longer ones 0.2%.
    static let shortestCheckedWordKept = 4

    /// Whether the typed word is never corrected: the list knows it, or the checker does and
    /// it is not short.
    static func keeps(_ typed: String, _ knowledge: Lexicon.Knowledge) -> Bool {
        switch knowledge {
        case .listed: true
        case .checked: typed.unicodeScalars.count >= shortestCheckedWordKept
        case .unknown: false
        }
    }

    /// Why the typed word is or is not replaced, from the ranked candidates.
    func verdict(typed: String, isKept: Bool, casing: Casing, candidates: [Candidate]) -> Decoding.Verdict {
        if isKept { return .known }
        if casing.isMostlyCapitals { return .capitals }
        if let shortcut = lexicon.shortcut(for: typed), shortcut.isWhitelisted {
            return .autocorrect(casing.apply(to: shortcut.replacement))
        }
        guard let best = candidates.first(where: { $0.word != typed }) else { return .noCandidate }
        if best.kind == .shortcut { return .shortcut }
        if best.kind == .abbreviation, best.word.lowercased() != typed.lowercased() { return .abbreviation }
        return best.score >= costs.autocorrectionThreshold ? .autocorrect(best.word) : .belowThreshold
    }

    /// LatinIME's normalised score of a candidate: its typing score, `1 − compound distance /
    /// (language weight + 0.1 × touches)`, times `1 − edit distance / length` (the typed word's
    /// Damerau–Levenshtein distance from the candidate, without regard to case, over the
    /// candidate's length); 0 when that distance reaches the length.
    func normalisedScore(cost: Double, edits: Int, typed: String, candidate: String, inputs: Int) -> Double {
        let typing = max(0, 1 - cost / (costs.language + 0.1 * Double(inputs)))
        let length = Double(candidate.count)
        let typedDistance = Suggestion.editDistance(typed.lowercased(), candidate.lowercased())
        let nearMisses = max(0, typedDistance - edits)
        let distance = Double(min(typedDistance, edits)) + costs.nearMissEdit * Double(nearMisses)
        guard length > 0, distance < length else { return 0 }
        return typing * (1 - distance / length)
    }

    /// Words longer than this many characters are taken as they are.
    static let longestInput = 32

    /// Whether a word reads as an email address, a URL or a file name (`a@b`, `x.com`,
    /// `https://…`): never corrected.
    static func looksLikeAddress(_ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars)
        if scalars.contains("@") || scalars.contains("/") || scalars.contains(":") { return true }
        // A dot between letters: `example.com`, `www.apple`.
        for index in scalars.indices.dropFirst().dropLast() where scalars[index] == "." {
            if scalars[index - 1].properties.isAlphabetic, scalars[index + 1].properties.isAlphabetic { return true }
        }
        return false
    }

    /// One position of the input: a touch (its key's index and point) or a character taken as
    /// typed (lower case).
    enum Input: Equatable {
        case touch(key: Int, point: Point)
        case literal(Unicode.Scalar)
    }

    /// The keystrokes as inputs: a touch that typed its key's own character counts by its
    /// point; every other character as itself.
    func inputs(_ keystrokes: [Keystroke]) -> [Input] {
        var inputs: [Input] = []
        for keystroke in keystrokes {
            let scalars = Array(keystroke.text.unicodeScalars)
            if let touch = keystroke.touch, scalars.count == 1, let key = keyByID[touch.key],
                Lexicon.lowered(scalars[0]) == key.output
            {
                inputs.append(.touch(key: key.index, point: touch.point))
            } else {
                inputs += scalars.map { .literal(Lexicon.lowered($0)) }
            }
        }
        return inputs
    }
}

/// What the touch decoder made of one word.
public struct Decoding: Equatable, Sendable {
    /// Why the typed word is kept, or what replaces it.
    public enum Verdict: Equatable, Sendable {
        /// Replace the typed word with this (the list's whitelist shortcut, or a candidate
        /// whose normalised score clears the threshold).
        case autocorrect(String)
        /// The typed word is known: never corrected.
        case known
        /// It has digits, or reads as an email address or URL: never corrected.
        case hasDigits
        case address
        /// Typed mostly in capitals (LatinIME leaves those alone).
        case capitals
        /// The best candidate is a shortcut that is no whitelist (a suggestion only).
        case shortcut
        /// The best candidate is an abbreviation spelled otherwise than the typed word (`tb` →
        /// `TV`): abbreviations are short and many, and rarely what a slip meant. (Typed in
        /// other capitals, `usa` → `USA`, it is corrected.)
        case abbreviation
        /// The best candidate's normalised score is below the threshold.
        case belowThreshold
        case noCandidate
        /// Longer than ``TouchDecoder/longestInput``.
        case tooLong
    }

    /// What the keys typed, joined.
    public var typed: String
    /// Whether the typed word is spelled right (``Lexicon/isKnown(_:)``).
    public var isKnown: Bool
    /// The best candidates, cheapest first (the typed word among them when it is a word).
    public var candidates: [Candidate]
    public var verdict: Verdict

    /// The word a space would put in instead of the typed one, or nil.
    public var autocorrection: String? {
        if case .autocorrect(let word) = verdict { word } else { nil }
    }

    /// The word a space puts in: the autocorrection, else the typed word.
    public var committed: String { autocorrection ?? typed }
}

/// A word the touches may have meant.
public struct Candidate: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case word
        /// A shortcut of the word list (`coeur` → `cœur`), offered only.
        case shortcut
        /// A whitelist shortcut (`im` → `I'm`): put in whenever its word is typed.
        case whitelisted
        /// A word the list marks as an abbreviation (`km`, `St`, `NASA`).
        case abbreviation
    }

    /// As it would be put in, in the typed word's case.
    public var word: String
    /// Its compound distance from the touches (lower is better).
    public var cost: Double
    /// LatinIME's normalised score (see ``TouchDecoder``), compared with the threshold.
    public var score: Double
    /// Its `f` (a shortcut's: its replacement's).
    public var frequency: Int
    /// Substitutions, omissions, insertions and transpositions in its best alignment.
    public var edits: Int
    public var kind: Kind
}

/// How the typed word is capitalised, and what that asks of a candidate.
struct Casing: Equatable {
    var firstUpper: Bool
    var allUpper: Bool
    var isMostlyCapitals: Bool

    init(_ typed: String) {
        let letters = typed.unicodeScalars.filter { $0.properties.isAlphabetic }
        let capitals = letters.filter { $0.properties.isUppercase }.count
        firstUpper = letters.first?.properties.isUppercase ?? false
        allUpper = letters.count > 1 && capitals == letters.count
        isMostlyCapitals = letters.count > 1 && capitals * 2 > letters.count
    }

    /// `word` in the typed case: all capitals, or a capital first letter, else as listed.
    func apply(to word: String) -> String {
        if allUpper { return word.uppercased() }
        guard firstUpper, let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }
}
