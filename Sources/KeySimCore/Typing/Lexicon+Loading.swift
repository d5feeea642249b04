extension Lexicon {
    /// The format version this KeySim reads (the header's `#keysim-dictionary 1`).
    public static let formatVersion = 1

    /// Reads a dictionary file (`Assets/Dictionaries/*.txt`, format in its README). A damaged
    /// file — a bad header, a line that is not `word TAB f [TAB flags [TAB shortcut TAB
    /// shortcut-f]]`, words out of order or repeated, fewer or more words than the header
    /// says — is an error at its line and column.
    public init(file: SourceFile) throws(Diagnostic) {
        try self.init(path: file.path, bytes: Array(file.text.utf8))
    }

    /// Reads the bytes of the dictionary file at `path` (as ``init(file:)``), without making
    /// them a `String` first: each line with a byte beyond ASCII is checked to be UTF-8 where it
    /// lies (an error at the line and column of the first bad byte), and a leading byte-order
    /// mark is skipped.
    public init(path: String, bytes: [UInt8]) throws(Diagnostic) {
        do throws(DataError) {
            var reader = LexiconReader(bytes: bytes)
            let read = try reader.read()
            self.init(path: path, locale: read.locale, source: read.source, storage: read.storage)
        } catch {
            throw Diagnostic(path: path, error)
        }
    }
}

/// Reads a dictionary file's bytes into the trie, line by line.
private struct LexiconReader {
    let bytes: [UInt8]
    var offset = 0
    var line = 1

    // The trie being built (see `Lexicon.Storage`).
    var alphabet: [Unicode.Scalar] = ["\0"]
    var asciiSymbols = [Int16](repeating: -1, count: 128)
    var otherSymbols: [UInt32: UInt16] = [:]
    var nodes = [Lexicon.TrieNode(end: 0, entry: -1, symbol: 0, best: 0)]
    var frequencies: [UInt8] = []
    var flags: [UInt8] = []
    var shortcuts: [Int32: Lexicon.Shortcut] = [:]
    /// The words with shortcuts, to raise their paths' best frequency once all words are in.
    var shortcutWords: [(entry: Int32, scalars: [Unicode.Scalar])] = []

    /// The tab-separated columns of the line being read: the first `columnCount` (the slots
    /// are reused, so that no line allocates or clears an array).
    var columns: [Range<Int>] = []
    var columnCount = 0
    /// The nodes from the root to the last word's end.
    var path: [Int32] = [0]
    /// The bytes of the previous word.
    var previous: Range<Int> = 0..<0

    /// Reads `bytes`, valid UTF-8, from after a byte-order mark if they start with one.
    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        // About one node every four to five bytes in the shipped lists.
        nodes.reserveCapacity(bytes.count / 4)
    }

    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")

    typealias Read = (locale: String, source: String, storage: Lexicon.Storage)

    mutating func read() throws(DataError) -> Read {
        let header = try readHeader()
        while offset < bytes.count {
            line += 1
            try readEntry()
        }
        while path.count > 1 { finish(path.removeLast()) }
        nodes[0].end = Int32(nodes.count)
        guard frequencies.count == header.words else {
            let more = frequencies.count > header.words
            throw DataError(
                "the header says \(header.words) words but the file has \(frequencies.count)"
                    + (more ? "" : ": is it cut short?"), at: SourcePosition(line: line, column: 1))
        }
        resolveShortcuts()
        let storage = Lexicon.Storage(
            alphabet: alphabet, nodes: nodes, frequencies: frequencies, flags: flags, shortcuts: shortcuts)
        return (header.locale, header.source, storage)
    }

    /// Splits the line starting at `offset` at its tabs into `columns` and moves `offset` past
    /// its newline; returns the line's start and end (a carriage return before the newline left
    /// out). A line with a byte beyond ASCII is checked to be UTF-8 (a newline is never inside
    /// a UTF-8 sequence, so checking line by line checks the file).
    mutating func splitLine() throws(DataError) -> (start: Int, end: Int) {
        let start = offset
        var end = start
        var fieldStart = start
        var highBits: UInt8 = 0
        columnCount = 0
        while end < bytes.count {
            let byte = bytes[end]
            if byte == Self.newline { break }
            highBits |= byte
            if byte == Self.tab {
                addColumn(fieldStart..<end)
                fieldStart = end + 1
            }
            end += 1
        }
        offset = end < bytes.count ? end + 1 : end
        if highBits >= 0x80 { try checkUTF8(start..<end) }
        if end > fieldStart, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        addColumn(fieldStart..<max(fieldStart, end))
        return (start, end)
    }

    mutating func addColumn(_ range: Range<Int>) {
        if columnCount < columns.count { columns[columnCount] = range } else { columns.append(range) }
        columnCount += 1
    }

    /// Throws at the first byte of the line's `range` that is not UTF-8.
    func checkUTF8(_ range: Range<Int>) throws(DataError) {
        do {
            _ = try UTF8Span(validating: bytes.span.extracting(range))
        } catch {
            let bad =
                (range.lowerBound + error.byteOffsets.lowerBound)..<(range.lowerBound + error.byteOffsets.upperBound)
            let shown = bytes[bad].map { "0x" + String($0, radix: 16, uppercase: true) }
            throw DataError(
                "not UTF-8 text: the byte\(shown.count == 1 ? "" : "s") \(shown.joined(separator: " ")) "
                    + "(Tools/make-dictionaries.py writes UTF-8)",
                at: SourcePosition(line: line, column: column(of: bad.lowerBound, lineStart: range.lowerBound)))
        }
    }

    /// The 1-based column, in scalars, of byte `index` of the line starting at `start`.
    func column(of index: Int, lineStart start: Int) -> Int {
        var column = 1
        var at = start
        while at < index {
            if bytes[at] & 0xC0 != 0x80 { column += 1 }
            at += 1
        }
        return column
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    mutating func readHeader() throws(DataError) -> (locale: String, source: String, words: Int) {
        let (start, end) = try splitLine()
        let magic = "#keysim-dictionary "
        let first = text(columns[0])
        guard first.hasPrefix(magic) else {
            throw DataError(
                "expected the header '\(magic)\(Lexicon.formatVersion)' (a KeySim dictionary, made by "
                    + "Tools/make-dictionaries.py), found '\(first.prefix(40))'", at: SourcePosition(line: 1, column: 1)
            )
        }
        let version = first.dropFirst(magic.count)
        guard version == String(Lexicon.formatVersion) else {
            throw DataError(
                "format version '\(version)' is not one this KeySim reads (\(Lexicon.formatVersion))",
                at: SourcePosition(line: 1, column: magic.count + 1))
        }
        var values: [String: (String, Int)] = [:]
        for field in columns[1..<columnCount] {
            let pair = text(field)
            let position = column(of: field.lowerBound, lineStart: start)
            guard let equals = pair.firstIndex(of: "=") else {
                throw DataError(
                    "expected 'key=value' in the header, found '\(pair)'", at: SourcePosition(line: 1, column: position)
                )
            }
            values[String(pair[..<equals])] = (String(pair[pair.index(after: equals)...]), position)
        }
        for key in ["locale", "words", "source"] where values[key] == nil {
            throw DataError("the header has no '\(key)=…'", at: SourcePosition(line: 1, column: end - start + 1))
        }
        let (count, countColumn) = values["words"]!
        guard let words = Int(count), words >= 0 else {
            throw DataError(
                "'words' must be a count of words, not '\(count)'", at: SourcePosition(line: 1, column: countColumn))
        }
        frequencies.reserveCapacity(words)
        flags.reserveCapacity(words)
        return (values["locale"]!.0, values["source"]!.0, words)
    }

    mutating func readEntry() throws(DataError) {
        let (start, end) = try splitLine()
        func fail(_ message: String, at index: Int) -> DataError {
            DataError(message, at: SourcePosition(line: line, column: column(of: index, lineStart: start)))
        }
        let word = columns[0]
        guard !word.isEmpty else {
            throw fail(start == end ? "empty line; expected 'word TAB f'" : "empty word", at: start)
        }
        guard columnCount >= 2 else { throw fail("expected a tab and the word's f after the word", at: end) }
        guard columnCount <= 5 else {
            throw fail(
                "too many columns; expected 'word TAB f [TAB flags [TAB shortcut TAB shortcut-f]]'",
                at: columns[5].lowerBound)
        }
        guard let frequency = number(columns[1]) else {
            throw fail("f must be a whole number from 0 to 255, not '\(text(columns[1]))'", at: columns[1].lowerBound)
        }
        var entryFlags: UInt8 = 0
        if columnCount >= 3 {
            for index in columns[2] {
                switch bytes[index] {
                case UInt8(ascii: "n"): entryFlags |= Lexicon.Storage.notAWord
                case UInt8(ascii: "a"): entryFlags |= Lexicon.Storage.abbreviation
                default:
                    throw fail(
                        "unknown flag '\(text(index..<index + 1))'; flags are 'n' (not a word) and 'a' (abbreviation)",
                        at: index)
                }
            }
        }
        var shortcut: Lexicon.Shortcut?
        if columnCount >= 4 {
            guard !columns[3].isEmpty else { throw fail("empty shortcut", at: columns[3].lowerBound) }
            guard columnCount == 5 else { throw fail("expected a tab and the shortcut's f ('w' or 0…255)", at: end) }
            let value = columns[4]
            if value.count == 1, bytes[value.lowerBound] == UInt8(ascii: "w") {
                shortcut = Lexicon.Shortcut(replacement: text(columns[3]), frequency: nil)
            } else if let frequency = number(value) {
                shortcut = Lexicon.Shortcut(replacement: text(columns[3]), frequency: frequency)
            } else {
                throw fail(
                    "a shortcut's f must be 'w' (whitelist) or a whole number from 0 to 255, not '\(text(value))'",
                    at: value.lowerBound)
            }
        }
        guard frequencies.count < Lexicon.TrieNode.limits.entries else {
            throw fail("too many words: a list has at most \(Lexicon.TrieNode.limits.entries)", at: start)
        }
        if let problem = insert(word) { throw fail(problem, at: word.lowerBound) }
        let entry = Int32(frequencies.count)
        frequencies.append(UInt8(frequency))
        flags.append(entryFlags)
        let node = Int(path.last!)
        nodes[node].entry = entry
        if entryFlags & Lexicon.Storage.notAWord == 0 { nodes[node].best = UInt8(frequency) }
        if let shortcut {
            shortcuts[entry] = shortcut
            shortcutWords.append((entry, Array(text(word).unicodeScalars)))
        }
        previous = word
    }

    /// A whole number 0…255 written in 1 to 3 digits.
    func number(_ range: Range<Int>) -> Int? {
        guard (1...3).contains(range.count) else { return nil }
        var value = 0
        for index in range {
            let digit = Int(bytes[index]) - 48
            guard (0...9).contains(digit) else { return nil }
            value = value * 10 + digit
        }
        return value <= 255 ? value : nil
    }

    /// Adds the nodes of the word at `word` after the path it shares with the previous word;
    /// the words must come in increasing order of their bytes (the order of their scalars).
    /// Returns what is wrong when they do not.
    mutating func insert(_ word: Range<Int>) -> String? {
        // The bytes in common, and how many scalars they hold.
        var shared = 0
        var sharedScalars = 0
        let limit = min(previous.count, word.count)
        while shared < limit, bytes[previous.lowerBound + shared] == bytes[word.lowerBound + shared] {
            if bytes[word.lowerBound + shared] & 0xC0 != 0x80 { sharedScalars += 1 }
            shared += 1
        }
        if !previous.isEmpty,
            shared == word.count
                || (shared < previous.count && bytes[word.lowerBound + shared] < bytes[previous.lowerBound + shared])
        {
            return shared == word.count && shared == previous.count
                ? "'\(text(word))' is listed twice"
                : "'\(text(word))' comes after '\(text(previous))'; the words must be sorted by their UTF-8 bytes "
                    + "(Tools/make-dictionaries.py writes them so)"
        }
        // A scalar the two words differ inside is not shared.
        if shared < word.count, bytes[word.lowerBound + shared] & 0xC0 == 0x80 {
            sharedScalars -= 1
            while bytes[word.lowerBound + shared] & 0xC0 == 0x80 { shared -= 1 }
        }
        while path.count > sharedScalars + 1 { finish(path.removeLast()) }
        var index = word.lowerBound + shared
        while index < word.upperBound {
            let lead = UInt32(bytes[index])
            var value: UInt32
            var length: Int
            switch lead {
            case 0..<0x80: (value, length) = (lead, 1)
            case 0xC0..<0xE0: (value, length) = (lead & 0x1F, 2)
            case 0xE0..<0xF0: (value, length) = (lead & 0x0F, 3)
            default: (value, length) = (lead & 0x07, 4)
            }
            for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
            guard nodes.count < Lexicon.TrieNode.limits.nodes else {
                return "too many words: the list's trie has more than \(Lexicon.TrieNode.limits.nodes) nodes"
            }
            guard let symbol = symbol(for: Unicode.Scalar(value) ?? "\u{FFFD}") else {
                return "too many different characters: a list has at most \(Lexicon.TrieNode.limits.symbols)"
            }
            nodes.append(Lexicon.TrieNode(end: 0, entry: -1, symbol: symbol, best: 0))
            path.append(Int32(nodes.count - 1))
            index += length
        }
        return nil
    }

    /// Closes a node whose subtree is complete: its end, and its best frequency to its parent.
    mutating func finish(_ node: Int32) {
        let index = Int(node)
        nodes[index].end = Int32(nodes.count)
        let parent = Int(path.last!)
        nodes[parent].best = max(nodes[parent].best, nodes[index].best)
    }

    /// The index in `alphabet` of `scalar`, added on first sight; nil when the alphabet is full.
    mutating func symbol(for scalar: Unicode.Scalar) -> UInt16? {
        if scalar.value < 128 {
            let known = asciiSymbols[Int(scalar.value)]
            if known >= 0 { return UInt16(known) }
            guard alphabet.count < Lexicon.TrieNode.limits.symbols else { return nil }
            alphabet.append(scalar)
            asciiSymbols[Int(scalar.value)] = Int16(alphabet.count - 1)
            return UInt16(alphabet.count - 1)
        }
        if let known = otherSymbols[scalar.value] { return known }
        guard alphabet.count < Lexicon.TrieNode.limits.symbols else { return nil }
        alphabet.append(scalar)
        otherSymbols[scalar.value] = UInt16(alphabet.count - 1)
        return UInt16(alphabet.count - 1)
    }

    /// Raises the best frequency along each shortcut word's path to what the shortcut is
    /// offered with (see ``TouchDecoder``): the replacement's own `f` when it is a known word,
    /// else the shortcut's, else the word's.
    mutating func resolveShortcuts() {
        guard !shortcutWords.isEmpty else { return }
        // Worked out on the trie as it is, then applied (so that the nodes are not copied).
        var raises: [(node: Int, frequency: UInt8)] = []
        do {
            let storage = Lexicon.Storage(
                alphabet: alphabet, nodes: nodes, frequencies: frequencies, flags: flags, shortcuts: shortcuts)
            let lexicon = Lexicon(path: "", locale: "", source: "", storage: storage)
            for (entry, scalars) in shortcutWords {
                let frequency = UInt8(lexicon.shortcutFrequency(entry: entry))
                var node = 0
                raises.append((node, frequency))
                for scalar in scalars {
                    node = lexicon.child(of: node, scalar)!
                    raises.append((node, frequency))
                }
            }
        }
        for (node, frequency) in raises { nodes[node].best = max(nodes[node].best, frequency) }
    }
}

extension Lexicon {
    /// The `f` a shortcut is offered with: its replacement's when that is a known word, else
    /// its own, else its word's.
    func shortcutFrequency(entry: Int32) -> Int {
        guard let shortcut = storage.shortcuts[entry] else { return 0 }
        if let known = knownEntry(shortcut.replacement) { return known.frequency }
        return shortcut.frequency ?? Int(storage.frequencies[Int(entry)])
    }
}
