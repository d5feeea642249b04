extension Lexicon {
    /// The most common suggestable words (``Entry/isSuggestable``) that start with `prefix` and
    /// are longer than it, for the suggestion bar to offer while a word is being typed (`hel` →
    /// `held`, `help`, `helped` in English).
    ///
    /// The prefix's letters match without regard to case (`Hel` and `hel` both match `hello` and
    /// `Helsinki`), scalar by scalar, as ``entries(ignoringCase:)`` matches; accents must match
    /// exactly (`cafe` does not match `café`). Each word is spelled as the list spells it: the
    /// caller applies the typed case. The prefix itself is never its own completion, and
    /// next-word prediction is not this function's job, so an empty prefix gives none.
    ///
    /// The search is best-first over the trie: a subtree is opened only when its bound (the
    /// node's `best`) is at least as high as the words still to be given, so a one-letter prefix
    /// does not walk its whole subtree. `best` may count a shortcut's `f`, which makes it an upper
    /// bound on the subtree's suggestable words rather than their maximum; that costs only some
    /// extra opening, never a wrong answer.
    ///
    /// - Parameters:
    ///   - prefix: What has been typed of the word.
    ///   - limit: How many completions at most; 0 or less gives none.
    /// - Returns: Up to `limit` entries, higher `f` first, equal `f` in increasing order of the
    ///   words' UTF-8 bytes (the list's order).
    public func completions(of prefix: String, limit: Int) -> [Entry] {
        guard limit > 0, !prefix.isEmpty else { return [] }
        var frontier = CompletionFrontier()
        for start in nodes(matchingIgnoringCase: prefix) {
            pushChildren(of: start, into: &frontier)
        }
        var found: [Entry] = []
        while found.count < limit, let item = frontier.popFirst() {
            if item.isWord {
                if let entry = entry(at: item.node, word: spelling(of: item.node)) { found.append(entry) }
                continue
            }
            let node = storage.nodes[item.node]
            if node.entry >= 0 {
                let index = Int(node.entry)
                let frequency = storage.frequencies[index]
                if storage.flags[index] & Storage.notAWord == 0, frequency > 0 {
                    frontier.push(priority: frequency, node: item.node, isWord: true)
                }
            }
            pushChildren(of: item.node, into: &frontier)
        }
        return found
    }

    /// The nodes whose paths from the root spell `prefix` without regard to case (`hel`, `Hel`,
    /// `HEL`…), in preorder.
    func nodes(matchingIgnoringCase prefix: String) -> [Int] {
        var level = [0]
        for scalar in prefix.unicodeScalars {
            let target = Self.lowered(scalar)
            var next: [Int] = []
            for node in level {
                var child = node + 1
                let end = Int(storage.nodes[node].end)
                while child < end {
                    if Self.scalar(storage.alphabet[Int(storage.nodes[child].symbol)], lowersTo: target) {
                        next.append(child)
                    }
                    child = Int(storage.nodes[child].end)
                }
            }
            if next.isEmpty { return [] }
            level = next
        }
        return level
    }

    /// Whether `scalar` is `target` or lower-cases to it (``lowered(_:)``), checked without
    /// looking up Unicode properties for ASCII, the most of every list: the prefix is matched
    /// against every sibling on its path, and a property look-up costs more than the search.
    static func scalar(_ scalar: Unicode.Scalar, lowersTo target: Unicode.Scalar) -> Bool {
        if scalar == target { return true }
        if scalar.isASCII { return (65...90).contains(scalar.value) && scalar.value + 32 == target.value }
        return lowered(scalar) == target
    }

    /// Adds the children of `node` whose subtrees may hold a suggestable word (`best` above 0).
    private func pushChildren(of node: Int, into frontier: inout CompletionFrontier) {
        var child = node + 1
        let end = Int(storage.nodes[node].end)
        while child < end {
            let best = storage.nodes[child].best
            if best > 0 { frontier.push(priority: best, node: child, isWord: false) }
            child = Int(storage.nodes[child].end)
        }
    }

    /// The word the path from the root to `node` spells, found by descending into the child
    /// whose subtree holds `node` (the trie keeps no parent links).
    func spelling(of node: Int) -> String {
        var scalars = String.UnicodeScalarView()
        var current = 0
        while current != node {
            var child = current + 1
            while Int(storage.nodes[child].end) <= node { child = Int(storage.nodes[child].end) }
            scalars.append(storage.alphabet[Int(storage.nodes[child].symbol)])
            current = child
        }
        return String(scalars)
    }
}

/// The subtrees and words a completion search has yet to look at, the most promising first: a
/// binary min-heap of keys packing (255 − priority, node, kind), so that a higher priority comes
/// first and, at equal priority, the node earlier in preorder — the word earlier in the list.
///
/// Why that order gives the exact answer: a subtree's words all come at or after its node in
/// preorder and none has an `f` above its priority, so when a word comes first, nothing left
/// holds a word with a higher `f`, nor one with the same `f` earlier in the list.
private struct CompletionFrontier {
    private var keys: [UInt64] = []

    init() { keys.reserveCapacity(64) }

    /// A subtree whose words have at most `priority` as `f`, or (`isWord`) the word ending at
    /// `node`, whose `f` is `priority`.
    mutating func push(priority: UInt8, node: Int, isWord: Bool) {
        let key = UInt64(255 - priority) << 33 | UInt64(node) << 1 | (isWord ? 0 : 1)
        keys.append(key)
        var index = keys.count - 1
        while index > 0 {
            let parent = (index - 1) / 2
            guard keys[parent] > key else { break }
            keys[index] = keys[parent]
            index = parent
        }
        keys[index] = key
    }

    /// Takes the most promising item, or nil when none is left.
    mutating func popFirst() -> (node: Int, isWord: Bool)? {
        guard let first = keys.first else { return nil }
        let last = keys.removeLast()
        if !keys.isEmpty {
            var index = 0
            while true {
                let left = 2 * index + 1
                guard left < keys.count else { break }
                let right = left + 1
                let smaller = right < keys.count && keys[right] < keys[left] ? right : left
                guard keys[smaller] < last else { break }
                keys[index] = keys[smaller]
                index = smaller
            }
            keys[index] = last
        }
        return (Int(first >> 1 & 0xFFFF_FFFF), first & 1 == 0)
    }
}
