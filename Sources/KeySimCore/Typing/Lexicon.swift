/// A language's words with how common each is: what autocorrection and spell checking know.
///
/// Loaded from a dictionary file of `Assets/Dictionaries/` (format in its README: a header
/// line, then `word TAB f [TAB flags [TAB shortcut [TAB shortcut-f]]]` sorted by the words'
/// UTF-8 bytes). The words are held as a trie in preorder — per node, the scalar on the edge
/// into it and where its subtree ends — so loading allocates no string per word and the touch
/// decoder can walk every word within two edits of what was typed.
///
/// Case rules of ``isKnown(_:)``: a word is known as written; a capitalised word (`The`) also
/// when its lower-case form is; a word in capitals (`THE`, `NASA`) also when any spelling
/// differing only in case is. A lower-case word is not known by its capitalised entry alone
/// (`english`: the list has `English`), so it is corrected to it. Entries marked *not a word*
/// (`i`, `im`, `alot`) are misspellings kept for their shortcut: never known, never suggested.
///
/// A word the list has in no casing is known when the lexicon's ``checker`` (Hunspell) says it
/// is a word (`unfriendliest`, `Haustürschlüssel`): the list decides the words it has, so
/// `english` is still corrected to `English` though Hunspell's list has both.
public struct Lexicon: Sendable {
    /// One word of the list.
    public struct Entry: Equatable, Sendable {
        /// As the list spells it (`I`, `don't`, `NASA`).
        public var word: String
        /// LatinIME's `f`: a probability on a log scale, 255 = 1, each step down ÷ 1.15; 0 marks
        /// a word never to suggest (profanity), which is still never corrected away.
        public var frequency: Int
        /// False for the list's `not_a_word` entries: misspellings kept for their shortcut.
        public var isWord: Bool
        public var isAbbreviation: Bool
        public var shortcut: Shortcut?

        /// Whether autocorrection may offer it: a word with a frequency above 0.
        public var isSuggestable: Bool { isWord && frequency > 0 }
    }

    /// What the list says to put in for a word (`im` → `I'm`, `coeur` → `cœur`).
    public struct Shortcut: Equatable, Sendable {
        public var replacement: String
        /// Its own `f`, or nil for `f=whitelist`: always put in for the word.
        public var frequency: Int?

        public init(replacement: String, frequency: Int?) {
            self.replacement = replacement
            self.frequency = frequency
        }

        public var isWhitelisted: Bool { frequency == nil }
    }

    /// Where the file was read from, for messages.
    public let path: String
    /// The header's `locale` (`en_US`).
    public let locale: String
    /// The header's `source`: where the words come from.
    public let source: String

    let storage: Storage

    /// What decides the words the list does not have (nil: they are misspelled).
    public var checker: (any WordChecker)?

    /// The trie and the entries, shared by copies.
    final class Storage: Sendable {
        /// The distinct scalars of the words; nodes refer to them by index.
        let alphabet: [Unicode.Scalar]
        /// The trie's nodes in preorder; node 0 is the root.
        let nodes: [TrieNode]
        /// Per entry, in the file's order.
        let frequencies: [UInt8]
        let flags: [UInt8]
        let shortcuts: [Int32: Shortcut]

        static let notAWord: UInt8 = 1
        static let abbreviation: UInt8 = 2

        init(
            alphabet: [Unicode.Scalar], nodes: [TrieNode], frequencies: [UInt8], flags: [UInt8],
            shortcuts: [Int32: Shortcut]
        ) {
            self.alphabet = alphabet
            self.nodes = nodes
            self.frequencies = frequencies
            self.flags = flags
            self.shortcuts = shortcuts
        }
    }

    /// One node of the trie: a prefix of some words, in 8 bytes (the shipped lists have
    /// 400,000 to 760,000 nodes: 12 bytes each made the window typing in English 1.6 MB
    /// larger, past its budget). Two 32-bit words hold the four fields; ``limits`` are what
    /// they can count, checked as a list loads.
    struct TrieNode: Sendable {
        /// `end` in the low 24 bits, `best` in the high 8.
        private var endAndBest: UInt32
        /// `entry + 1` in the low 22 bits (0: none), `symbol` in the high 10.
        private var entryAndSymbol: UInt32

        /// The most nodes, entries and distinct scalars a list can have.
        static let limits = (nodes: 1 << 24 - 1, entries: 1 << 22 - 2, symbols: 1 << 10)

        init(end: Int32, entry: Int32, symbol: UInt16, best: UInt8) {
            endAndBest = UInt32(best) << 24
            entryAndSymbol = UInt32(symbol) << 22
            self.end = end
            self.entry = entry
        }

        /// One past its last descendant: its next sibling, or its parent's end. A node's first
        /// child, if it has any, is the next node.
        var end: Int32 {
            get { Int32(endAndBest & 0xFF_FFFF) }
            set { endAndBest = endAndBest & 0xFF00_0000 | UInt32(newValue) }
        }
        /// The entry of the word ending here, or -1.
        var entry: Int32 {
            get { Int32(entryAndSymbol & 0x3F_FFFF) - 1 }
            set { entryAndSymbol = entryAndSymbol & 0xFFC0_0000 | UInt32(newValue + 1) }
        }
        /// The index in `alphabet` of the scalar on the edge into it (0 for the root).
        var symbol: UInt16 { UInt16(entryAndSymbol >> 22) }
        /// The highest `f` a suggestion in its subtree can have (a suggestable word's own, or a
        /// shortcut's): the decoder's bound on how cheap the subtree's words can be.
        var best: UInt8 {
            get { UInt8(endAndBest >> 24) }
            set { endAndBest = endAndBest & 0xFF_FFFF | UInt32(newValue) << 24 }
        }
    }

    init(path: String, locale: String, source: String, storage: Storage) {
        self.path = path
        self.locale = locale
        self.source = source
        self.storage = storage
    }

    /// How many entries the list has (misspellings kept for their shortcut included).
    public var count: Int { storage.frequencies.count }

    /// The entry spelled exactly `word`, case and all.
    public func entry(exactly word: String) -> Entry? {
        node(spelling: word).flatMap { entry(at: $0, word: word) }
    }

    /// Whether `word` is spelled right, by the case rules above. Profanity (`f = 0`) is known:
    /// it is never corrected away.
    public func isKnown(_ word: String) -> Bool { knowledge(of: word) != .unknown }

    /// How a word is known.
    public enum Knowledge: Equatable, Sendable {
        /// By the list (``knownEntry(_:)``).
        case listed
        /// By the ``checker`` alone: the list has it in no casing.
        case checked
        case unknown
    }

    /// How `word` is known: by the list's case rules, else (when the list has it in no casing)
    /// by the checker.
    public func knowledge(of word: String) -> Knowledge {
        if knownEntry(word) != nil { return .listed }
        guard let checker, entries(ignoringCase: word).isEmpty else { return .unknown }
        return checker.isWord(word) ? .checked : .unknown
    }

    /// The entry that makes `word` known, by the case rules above: the exact spelling first,
    /// then the lower-case one, then (for a word in capitals) any spelling differing in case.
    public func knownEntry(_ word: String) -> Entry? {
        if let exact = entry(exactly: word), exact.isWord { return exact }
        let scalars = Array(word.unicodeScalars)
        guard let first = scalars.first, first.properties.isUppercase else { return nil }
        let restLower = scalars.dropFirst().allSatisfy { !$0.properties.isUppercase }
        let allUpper = scalars.count > 1 && scalars.allSatisfy { !$0.properties.isLowercase }
        if restLower || allUpper, let lower = entry(exactly: word.lowercased()), lower.isWord { return lower }
        if allUpper {
            return entries(ignoringCase: word).first { $0.isWord }
        }
        return nil
    }

    /// The `f` of the entry that makes `word` known (``knownEntry(_:)``).
    public func frequency(of word: String) -> Int? { knownEntry(word)?.frequency }

    /// The shortcut for `word`: its own entry's, else its lower-case form's (`Im` → `I'm`).
    public func shortcut(for word: String) -> Shortcut? {
        if let shortcut = entry(exactly: word)?.shortcut { return shortcut }
        let lower = word.lowercased()
        return lower == word ? nil : entry(exactly: lower)?.shortcut
    }

    /// Every entry spelled as `word` without regard to case, in the list's order.
    public func entries(ignoringCase word: String) -> [Entry] {
        let target = word.lowercased().unicodeScalars.map { $0 }
        var found: [Entry] = []
        var spelled: [Unicode.Scalar] = []
        func walk(_ node: Int, depth: Int) {
            if depth == target.count {
                if let entry = entry(at: node, word: String(String.UnicodeScalarView(spelled))) { found.append(entry) }
                return
            }
            var child = node + 1
            let end = Int(storage.nodes[node].end)
            while child < end {
                let scalar = storage.alphabet[Int(storage.nodes[child].symbol)]
                if Self.lowered(scalar) == target[depth] {
                    spelled.append(scalar)
                    walk(child, depth: depth + 1)
                    spelled.removeLast()
                }
                child = Int(storage.nodes[child].end)
            }
        }
        walk(0, depth: 0)
        return found
    }

    /// The lower case of a scalar that lower-cases to one scalar, else the scalar.
    static func lowered(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        guard scalar.properties.isUppercase else { return scalar }
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        return lower.count == 1 ? lower.first! : scalar
    }

    /// The node the scalars of `word` lead to from the root.
    func node(spelling word: String) -> Int? {
        var node = 0
        for scalar in word.unicodeScalars {
            guard let child = child(of: node, scalar) else { return nil }
            node = child
        }
        return node
    }

    /// The child of `node` along `scalar`.
    func child(of node: Int, _ scalar: Unicode.Scalar) -> Int? {
        var child = node + 1
        let end = Int(storage.nodes[node].end)
        while child < end {
            if storage.alphabet[Int(storage.nodes[child].symbol)] == scalar { return child }
            child = Int(storage.nodes[child].end)
        }
        return nil
    }

    /// The entry of the word ending at `node`, spelled `word`.
    func entry(at node: Int, word: String) -> Entry? {
        let index = storage.nodes[node].entry
        guard index >= 0 else { return nil }
        let flags = storage.flags[Int(index)]
        return Entry(
            word: word, frequency: Int(storage.frequencies[Int(index)]), isWord: flags & Storage.notAWord == 0,
            isAbbreviation: flags & Storage.abbreviation != 0, shortcut: storage.shortcuts[index])
    }
}
