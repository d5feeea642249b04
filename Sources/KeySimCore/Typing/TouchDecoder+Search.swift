/// The touch decoder's search: a depth-first walk of the lexicon's trie that carries, per
/// node, the cheapest alignment of the word so far with every prefix of the inputs (a
/// Damerau–Levenshtein table weighted by touch distances, one row a letter, each cell with the
/// edits of its cheapest alignment, which may not pass ``DecoderCosts/maxEdits``), and leaves a
/// subtree as soon as even its most frequent word could not beat the candidates already kept.
struct DecoderSearch {
    /// A candidate found: its cost, how it ranks on a tie, and how to spell it.
    struct Found {
        var cost: Double
        var frequency: Int
        var edits: Int
        /// The word's scalars as alphabet indices (the trie path).
        var scalars: [UInt16]
        /// What it is spelled as for ranking ties: the word, or the shortcut's replacement.
        var spelled: [Unicode.Scalar]
        var shortcut: Lexicon.Shortcut?
        var isAbbreviation = false

        /// Whether it ranks before `other`: cheaper, else more frequent, else first by bytes.
        func ranks(before other: Found) -> Bool {
            if cost != other.cost { return cost < other.cost }
            if frequency != other.frequency { return frequency > other.frequency }
            return spelled.lexicographicallyPrecedes(other.spelled) { $0.value < $1.value }
        }
    }

    let lexicon: Lexicon
    let storage: Lexicon.Storage
    let costs: DecoderCosts
    let casing: Casing
    let inputCount: Int
    let maxEdits: Int
    /// Cells a row: one per prefix of the inputs, the empty one included.
    let stride: Int
    let alphabetCount: Int
    let maxDepth: Int
    /// Per input and scalar (`input * alphabetCount + symbol`): the cost of reading the input
    /// as that scalar, and whether that is a substitution (an edit).
    var matchCost: [Double]
    var matchIsEdit: [Bool]
    let symbolFree: [Bool]
    let symbolUpper: [Bool]
    /// The language cost of each `f`.
    let languageCost: [Double]
    /// One cell of the table: the cheapest alignment's cost, and its edits.
    struct Cell {
        var cost: Double
        var edits: Int
    }

    /// Per depth, the table row of the node on the path there.
    var rows: [Cell]
    /// Per depth, the row's cheapest cell, and the first and last of its finite cells (no
    /// finite cell: low above high).
    var rowMinimum: [Double]
    var rowLow: [Int]
    var rowHigh: [Int]
    /// The alphabet index of the scalar at each depth of the path (index 0: the root's, unused).
    var path: [UInt16]
    /// The best candidates so far, best first, at most `keep`.
    var found: [Found] = []
    let keep: Int
    /// No candidate costs more than this: a typing score of 0.
    let ceiling: Double

    init(decoder: TouchDecoder, inputs: [TouchDecoder.Input], casing: Casing, keep: Int) {
        lexicon = decoder.lexicon
        storage = decoder.lexicon.storage
        costs = decoder.costs
        self.casing = casing
        self.keep = keep
        inputCount = inputs.count
        maxEdits = max(0, costs.maxEdits)
        stride = inputCount + 1
        alphabetCount = storage.alphabet.count
        maxDepth = inputCount + maxEdits + 2
        symbolFree = decoder.symbolFree
        symbolUpper = decoder.symbolUpper
        languageCost = (0...255).map { decoder.costs.languageCost($0) }
        ceiling = costs.language + 0.1 * Double(inputCount)
        matchCost = []
        matchIsEdit = []
        matchCost.reserveCapacity(inputCount * alphabetCount)
        matchIsEdit.reserveCapacity(inputCount * alphabetCount)
        let unit = decoder.keyWidth * decoder.keyWidth
        for input in inputs {
            for symbol in 0..<alphabetCount {
                var cost = costs.substitution
                switch input {
                case .touch(let hit, let point):
                    let key = decoder.symbolKeys[symbol]
                    if key >= 0 {
                        let centre = decoder.keyCentres[key]
                        let dx = point.x - centre.x
                        let dy = point.y - centre.y
                        cost = costs.distance * (dx * dx + dy * dy) / unit
                        if key != hit { cost += costs.proximity }
                        if decoder.symbolAccented[symbol] { cost += costs.accent }
                    }
                case .literal(let scalar):
                    if decoder.symbolLower[symbol] == scalar
                        || (decoder.symbolFree[symbol] && TouchDecoder.apostrophes.contains(scalar))
                    {
                        cost = 0
                    } else if decoder.symbolBase[symbol] == TouchDecoder.baseLetter(scalar) {
                        cost = costs.accent
                    }
                }
                let isEdit = cost >= costs.substitution
                matchCost.append(isEdit ? costs.substitution : cost)
                matchIsEdit.append(isEdit)
            }
        }
        rows = [Cell](repeating: Cell(cost: .infinity, edits: 0), count: (maxDepth + 1) * stride)
        rowMinimum = [Double](repeating: .infinity, count: maxDepth + 1)
        rowLow = [Int](repeating: 1, count: maxDepth + 1)
        rowHigh = [Int](repeating: 0, count: maxDepth + 1)
        rowLow[0] = 0
        path = [UInt16](repeating: 0, count: maxDepth + 1)
        // The root: nothing read yet. (No input may be left out before the first letter.)
        rows[0].cost = 0
        rowMinimum[0] = 0
    }

    /// The candidates kept, best first.
    func sorted() -> [Found] { found }

    mutating func run() {
        visit(node: 0, depth: 0, capitals: 0)
    }

    /// What a candidate must cost at most to be kept now.
    var bound: Double { found.count == keep ? min(ceiling, found[found.count - 1].cost) : ceiling }

    mutating func visit(node: Int, depth: Int, capitals: Int) {
        let nodes = storage.nodes
        var child = node + 1
        let end = Int(nodes[node].end)
        let childDepth = depth + 1
        guard childDepth <= maxDepth else { return }
        // A cell of a child's row comes from this row or, by a transposition, the one above.
        let fromAbove = depth >= 1 ? rowMinimum[depth - 1] + costs.transposition : Double.infinity
        let floor = min(rowMinimum[depth], fromAbove)
        while child < end {
            let trieNode = nodes[child]
            let next = Int(trieNode.end)
            defer { child = next }
            let best = languageCost[Int(trieNode.best)]
            if floor + best > bound { continue }
            let symbol = Int(trieNode.symbol)
            computeRow(depth: childDepth, symbol: symbol)
            let minimum = rowMinimum[childDepth]
            if min(minimum, rowMinimum[depth] + costs.transposition) + best > bound { continue }
            // A first letter read from neither of the first two touches cannot start a candidate.
            if depth == 0, minimum == .infinity, inputCount < 2 || matchIsEdit[alphabetCount + symbol] { continue }
            path[childDepth] = UInt16(symbol)
            let childCapitals = capitals + (symbolUpper[symbol] ? 1 : 0)
            let entry = trieNode.entry
            if entry >= 0 { offer(entry: entry, depth: childDepth, capitals: childCapitals) }
            if child + 1 < next { visit(node: child, depth: childDepth, capitals: childCapitals) }
        }
    }

    /// The row of the node at `depth` whose scalar is `symbol`, from the rows above it: per
    /// prefix of the inputs, the cheapest of reading the last input as the scalar (a match or a
    /// substitution), leaving the scalar out (an omission; free for an apostrophe), leaving
    /// the last input out (an insertion), and reading the last two inputs as this scalar and
    /// the one before in the other order (a transposition), among those within the edits.
    ///
    /// A row is finite only in a band (a word of `depth` letters reads about `depth` inputs,
    /// give or take its edits): only the band is worked out, and cells outside a row's band
    /// are read as infinite.
    mutating func computeRow(depth: Int, symbol: Int) {
        let current = depth * stride
        let previous = current - stride
        let free = symbolFree[symbol]
        let omission = free ? 0 : costs.omission
        let omissionEdits = free ? 0 : 1
        let insertion = costs.insertion
        let transposition = costs.transposition
        let limit = maxEdits
        let parent = Int(path[depth - 1])
        let previousLow = rowLow[depth - 1]
        let previousHigh = rowHigh[depth - 1]
        let canTranspose = depth >= 2
        let aboveLow = canTranspose ? rowLow[depth - 2] : inputCount + 1
        let aboveHigh = canTranspose ? rowHigh[depth - 2] : -1
        let above = previous - stride
        // The first cell a diagonal, an omission or a transposition can reach, and the last
        // (insertions reach further, while they last).
        let low = min(previousLow, aboveLow + 2)
        let reach = max(previousHigh + 1, aboveHigh + 2)

        var minimum = Double.infinity
        var firstFinite = -1
        var lastFinite = -1
        var leftValue = Double.infinity
        var leftEdits = 0
        var input = low
        while input <= inputCount {
            var value = Double.infinity
            var edits = 0
            // Read the input as the scalar (the first touch as the first letter only if near).
            if input >= 1, input - 1 >= previousLow, input - 1 <= previousHigh {
                let match = (input - 1) * alphabetCount + symbol
                let isEdit = matchIsEdit[match]
                let diagonal = rows[previous + input - 1]
                edits = diagonal.edits + (isEdit ? 1 : 0)
                if edits <= limit, depth > 1 || !isEdit { value = diagonal.cost + matchCost[match] }
            }
            // Leave the scalar out (never the first letter).
            if input >= previousLow, input <= previousHigh, depth > 1 {
                let up = rows[previous + input]
                let other = up.cost + omission
                let otherEdits = up.edits + omissionEdits
                if otherEdits <= limit, other < value || (other == value && otherEdits < edits) {
                    (value, edits) = (other, otherEdits)
                }
            }
            // Leave the input out.
            if leftValue < .infinity, leftEdits < limit {
                let other = leftValue + insertion
                if other < value || (other == value && leftEdits + 1 < edits) {
                    (value, edits) = (other, leftEdits + 1)
                }
            }
            // Swap the last two inputs.
            if input >= 2, input - 2 >= aboveLow, input - 2 <= aboveHigh {
                let first = (input - 2) * alphabetCount + symbol
                let second = (input - 1) * alphabetCount + parent
                if !matchIsEdit[first], !matchIsEdit[second] {
                    let before = rows[above + input - 2]
                    let other = before.cost + transposition + matchCost[first] + matchCost[second]
                    let otherEdits = before.edits + 1
                    if otherEdits <= limit, other < value || (other == value && otherEdits < edits) {
                        (value, edits) = (other, otherEdits)
                    }
                }
            }
            rows[current + input] = Cell(cost: value, edits: edits)
            if value < .infinity {
                if firstFinite < 0 { firstFinite = input }
                lastFinite = input
                minimum = min(minimum, value)
            } else if input >= reach {
                break
            }
            (leftValue, leftEdits) = (value, edits)
            input += 1
        }
        rowLow[depth] = firstFinite < 0 ? 1 : firstFinite
        rowHigh[depth] = lastFinite
        rowMinimum[depth] = minimum
    }

    /// Considers the word ending at the node at `depth` (entry `entry`), and its shortcut.
    mutating func offer(entry: Int32, depth: Int, capitals: Int) {
        guard rowHigh[depth] == inputCount else { return }
        let last = depth * stride + inputCount
        let alignment = rows[last].cost
        let edits = rows[last].edits
        guard alignment < .infinity else { return }
        let index = Int(entry)
        let frequency = Int(storage.frequencies[index])
        let isWord = storage.flags[index] & Lexicon.Storage.notAWord == 0
        if isWord, frequency > 0 {
            let firstUpper = symbolUpper[Int(path[1])]
            let cost = alignment + languageCost[frequency] + capitalCost(capitals: capitals, firstUpper: firstUpper)
            if cost <= bound {
                let scalars = Array(path[1...depth])
                insert(
                    Found(
                        cost: cost, frequency: frequency, edits: edits, scalars: scalars,
                        spelled: scalars.map { storage.alphabet[Int($0)] }, shortcut: nil,
                        isAbbreviation: storage.flags[index] & Lexicon.Storage.abbreviation != 0))
            }
        }
        if let shortcut = storage.shortcuts[entry] {
            let replacement = Array(shortcut.replacement.unicodeScalars)
            let frequency = lexicon.shortcutFrequency(entry: entry)
            let cost =
                alignment + languageCost[frequency]
                + capitalCost(
                    capitals: replacement.filter { $0.properties.isUppercase }.count,
                    firstUpper: replacement.first?.properties.isUppercase ?? false)
            if cost <= bound {
                insert(
                    Found(
                        cost: cost, frequency: frequency, edits: edits, scalars: Array(path[1...depth]),
                        spelled: replacement, shortcut: shortcut))
            }
        }
    }

    /// What a word's own capitals cost when the touches typed lower case: each but a first
    /// letter typed as a capital; nothing for a word typed in capitals.
    func capitalCost(capitals: Int, firstUpper: Bool) -> Double {
        if casing.allUpper { return 0 }
        let charged = capitals - (casing.firstUpper && firstUpper ? 1 : 0)
        return costs.capital * Double(max(0, charged))
    }

    /// Keeps `candidate` among the best `keep`, in rank order.
    mutating func insert(_ candidate: Found) {
        if found.count == keep {
            guard candidate.ranks(before: found[keep - 1]) else { return }
            found.removeLast()
        }
        var index = found.count
        while index > 0, candidate.ranks(before: found[index - 1]) { index -= 1 }
        found.insert(candidate, at: index)
    }
}
