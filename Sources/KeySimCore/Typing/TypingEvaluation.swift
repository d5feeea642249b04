import Foundation

/// Types phrases as a person would with a noisy thumb — each letter a touch at its key's
/// centre plus Gaussian noise — and counts the words that come out right, as typed and with
/// autocorrection: `keysim evaluate`, the measure of issue 18.
///
/// Two ways. On the keyboard (``typeOnKeyboard(_:into:sigma:seed:repeats:)``, in
/// `TypingEvaluation+Keyboard.swift`): each phrase is typed into a fresh focused text field
/// through its keyboard's state machine and input stage, as a person does, and the field's
/// text is compared with the phrase. Word by word with the decoder directly
/// (``decodeWordByWord(_:sigma:seed:repeats:)``, `--decoder-only`): a phrase's words are its
/// runs between spaces (punctuation around them dropped), and the space between two words is
/// taken as typed exactly. Each letter is aimed at the centre of its key's visible frame; the
/// touch lands σ points off in x and in y (two normal deviates), clamped onto the keyboard,
/// and types the key whose hit region it is in — in capitals where the phrase has them (shift
/// is taken as pressed exactly). A touch on no character key (shift, delete, space, a dead
/// zone) types nothing: a lost tap. Characters no key of the layer types (an apostrophe on a
/// layer without it, digits) are typed exactly, without a touch. Either way a word comes out
/// right when it is put in as the phrase spells it, or with the capitals the dictionary gives
/// a word the phrase writes in lower case (``isRight(_:for:)``).
public struct TypingEvaluation: Sendable {
    /// The counts of one evaluation.
    public struct Report: Equatable, Sendable {
        public var phrases: Int
        public var words: Int
        /// Taps aimed at letters (with noise).
        public var taps: Int
        /// Taps aimed at letters that landed on no character key (shift, delete, space, a layer
        /// key, a dead zone): decoder-direct they type nothing, on the keyboard they do what
        /// that key does.
        public var lostTaps: Int
        /// Words typed exactly as meant, before correction.
        public var typedRight: Int
        /// Words right with autocorrection.
        public var correctedRight: Int
        /// Words typed wrong that autocorrection put right.
        public var fixed: Int
        /// Words typed right that autocorrection changed (the count that must stay 0 at σ = 0).
        public var broken: Int
        /// Per key aimed at, in the layer's order: taps and taps that typed something else.
        public var keys: [KeyErrors]
        /// The words still wrong after correction, most frequent first (then by word).
        public var mistakes: [Mistake]

        public var typedAccuracy: Double { words == 0 ? 0 : Double(typedRight) / Double(words) }
        public var correctedAccuracy: Double { words == 0 ? 0 : Double(correctedRight) / Double(words) }
    }

    /// How often taps aimed at a key typed another key, or nothing.
    public struct KeyErrors: Equatable, Sendable {
        public var key: String
        public var taps: Int
        public var errors: Int

        public var rate: Double { taps == 0 ? 0 : Double(errors) / Double(taps) }
    }

    /// A word that came out wrong: what was meant, typed and put in, and how often.
    public struct Mistake: Equatable, Sendable {
        public var intended: String
        public var typed: String
        public var committed: String
        public var count: Int
    }

    /// The letters layer typed on: where the keys are, and the order errors per key are listed in.
    public let geometry: KeyboardGeometry
    /// The decoder that corrects (its lexicon also decides ``isRight(_:for:)``'s capitals).
    public let decoder: TouchDecoder

    public init(geometry: KeyboardGeometry, decoder: TouchDecoder) {
        self.geometry = geometry
        self.decoder = decoder
    }

    /// The words of a phrase: runs between spaces without the punctuation around them.
    public static func words(of phrase: String) -> [String] {
        phrase.split(whereSeparator: \.isWhitespace).compactMap { run in
            let trimmed = run.drop { !$0.isLetter && !$0.isNumber }.reversed().drop { !$0.isLetter && !$0.isNumber }
            let word = String(trimmed.reversed())
            return word.isEmpty ? nil : word
        }
    }

    /// The phrases of a phrase file: one a line; blank lines and lines starting with `#` skipped.
    public static func phrases(in text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty && !$0.hasPrefix("#")
        }
    }

    /// One word as the noisy thumb typed it.
    public struct TypedWord: Equatable, Sendable {
        /// The word as the phrase spells it.
        public var intended: String
        public var keystrokes: [Keystroke]
        /// Per tap: the index in the geometry's keys of the key aimed at, and of the key hit
        /// (nil when the touch answered no key).
        public var taps: [(aimed: Int, hit: Int?)]

        /// What the keys typed.
        public var typed: String { keystrokes.map(\.text).joined() }

        public static func == (lhs: TypedWord, rhs: TypedWord) -> Bool {
            lhs.intended == rhs.intended && lhs.keystrokes == rhs.keystrokes
                && lhs.taps.elementsEqual(rhs.taps) { $0.aimed == $1.aimed && $0.hit == $1.hit }
        }
    }

    /// Every word of the phrases, `repeats` times over, typed with touch noise `sigma` points
    /// (in x and in y) drawn from `seed`, in order.
    public func type(phrases: [String], sigma: Double, seed: UInt64, repeats: Int = 1) -> [TypedWord] {
        var random = SeededRandom(seed: seed)
        let words = phrases.flatMap(Self.words(of:))
        var typed: [TypedWord] = []
        for _ in 0..<max(0, repeats) {
            for word in words { typed.append(type(word, sigma: sigma, random: &random)) }
        }
        return typed
    }

    /// Types every phrase `repeats` times with touch noise `sigma` points (x and y each),
    /// drawn from `seed`, word by word with the decoder directly (spaces exact), and counts
    /// what came out.
    public func decodeWordByWord(_ phrases: [String], sigma: Double, seed: UInt64, repeats: Int = 1) -> Report {
        var tally = Tally(phrases: phrases.count * max(0, repeats))
        for word in type(phrases: phrases, sigma: sigma, seed: seed, repeats: repeats) {
            for tap in word.taps {
                let typedCharacter = tap.hit.map { isCharacterKey(geometry.keys[$0].key) } ?? false
                tally.countTap(
                    aimed: geometry.keys[tap.aimed].key.id, hit: tap.hit.map { geometry.keys[$0].key.id },
                    typedCharacter: typedCharacter)
            }
            let typed = word.typed
            let committed = decoder.decode(word.keystrokes).committed
            tally.countWord(
                intended: word.intended, typed: typed, typedIsRight: isRight(typed, for: word.intended),
                committed: committed, committedIsRight: isRight(committed, for: word.intended))
        }
        return tally.report(keysIn: geometry)
    }

    /// The counts of an evaluation as they are gathered, tap by tap and word by word.
    struct Tally {
        var counts: Report
        var taps: [String: (taps: Int, errors: Int)] = [:]
        var mistakes: [String: Mistake] = [:]

        init(phrases: Int) {
            counts = Report(
                phrases: phrases, words: 0, taps: 0, lostTaps: 0, typedRight: 0, correctedRight: 0, fixed: 0,
                broken: 0, keys: [], mistakes: [])
        }

        /// A tap aimed at key `aimed` that came down on `hit` (nil: on no key), a key typing a
        /// character or not.
        mutating func countTap(aimed: String, hit: String?, typedCharacter: Bool) {
            counts.taps += 1
            taps[aimed, default: (0, 0)].taps += 1
            if hit != aimed { taps[aimed, default: (0, 0)].errors += 1 }
            if !typedCharacter { counts.lostTaps += 1 }
        }

        /// A word meant, what came out of it as typed and with autocorrection, and whether each is right.
        mutating func countWord(
            intended: String, typed: String, typedIsRight: Bool, committed: String, committedIsRight: Bool
        ) {
            counts.words += 1
            if typedIsRight { counts.typedRight += 1 }
            if committedIsRight { counts.correctedRight += 1 }
            if !typedIsRight, committedIsRight { counts.fixed += 1 }
            if typedIsRight, !committedIsRight { counts.broken += 1 }
            if !committedIsRight {
                let key = intended + "\t" + typed + "\t" + committed
                mistakes[key, default: Mistake(intended: intended, typed: typed, committed: committed, count: 0)]
                    .count += 1
            }
        }

        /// The report: keys in `geometry`'s order (keys of other layers after them, by id),
        /// mistakes most frequent first, then by word.
        func report(keysIn geometry: KeyboardGeometry) -> Report {
            var report = counts
            func order(_ id: String) -> Int { geometry.index(ofKey: id) ?? Int.max }
            report.keys = taps.keys.sorted { a, b in order(a) != order(b) ? order(a) < order(b) : a < b }.map { id in
                KeyErrors(key: id, taps: taps[id]!.taps, errors: taps[id]!.errors)
            }
            report.mistakes = mistakes.values.sorted { a, b in
                a.count != b.count
                    ? a.count > b.count : (a.intended, a.typed, a.committed) < (b.intended, b.typed, b.committed)
            }
            return report
        }
    }

    /// Whether `output` is the word meant: spelled as the phrase spells it, or with the
    /// capitals the dictionary gives a word the phrase writes in lower case (`i` → `I`,
    /// `monday` → `Monday`, as phrase sets written all in lower case have them).
    public func isRight(_ output: String, for intended: String) -> Bool {
        if output == intended { return true }
        let lexicon = decoder.lexicon
        return output.lowercased() == intended && !lexicon.isKnown(intended)
            && lexicon.entry(exactly: output)?.isWord == true
    }

    /// One word typed with noise.
    func type(_ word: String, sigma: Double, random: inout SeededRandom) -> TypedWord {
        var typed = TypedWord(intended: word, keystrokes: [], taps: [])
        let size = geometry.size
        for character in word {
            let text = String(character)
            guard let aimed = characterKey(typing: text.lowercased()) else {
                typed.keystrokes.append(Keystroke(text: text))
                continue
            }
            let centre = geometry.keys[aimed].visible.center
            let dx = sigma * random.nextGaussian()
            let dy = sigma * random.nextGaussian()
            // Onto the keyboard: just inside its far edges, which belong to no row or column.
            let point = Point(
                x: min(max(centre.x + dx, 0), size.width.nextDown), y: min(max(centre.y + dy, 0), size.height.nextDown))
            let hit = geometry.keyIndex(at: point)
            typed.taps.append((aimed, hit))
            guard let hit, isCharacterKey(geometry.keys[hit].key) else { continue }
            let key = geometry.keys[hit].key
            let output = character.isUppercase ? key.shifted : key.output
            typed.keystrokes.append(Keystroke(text: output, touch: KeyTouch(key: key.id, point: point)))
        }
        return typed
    }

    /// Whether a key types one character of its own.
    func isCharacterKey(_ key: Key) -> Bool {
        !key.output.isEmpty && key.action == .character && key.output.count == 1
    }

    /// The key of the layer (not in the strip) typing `text`, lower case.
    func characterKey(typing text: String) -> Int? {
        geometry.keys.firstIndex { frame in
            !frame.inStrip && isCharacterKey(frame.key) && frame.key.output.lowercased() == text
        }
    }
}
