/// The bookkeeping that keeps a field's edits from costing the length of its text: the caret's
/// string index, the grapheme count and the whitespace run before the caret are updated from
/// what an edit changes, never recounted from the start of the text.
///
/// Every edit replaces a range ending at the caret. Grapheme boundaries before the edit stay
/// boundaries (a boundary depends on the text before it and on the one scalar after it), so
/// the cluster before the edit, starting at `a`, is a fixed point. After the edit, the
/// boundaries are recounted from `a` over the new text until they meet a boundary of the old
/// text after the edit; from there on both texts cluster alike (clustering from a boundary
/// depends only on the text after it, which is what lets Swift walk a string from any index).
extension TextFieldModel {
    /// An edit worked out before it is made.
    struct Edit {
        /// The grapheme count of the text after the edit.
        var count: Int
        /// The grapheme count of the text before the edit's range followed by the replacement,
        /// as a string of its own: where an insert leaves the caret.
        var headCount: Int
        /// The UTF-8 offset of `a`, the boundary before the edit that stays one.
        var stableOffset: Int
        /// The grapheme clusters before `a`.
        var stableGraphemes: Int
        /// Every byte from `a` to the new caret is ASCII other than CR and LF, so each is a
        /// cluster of its own (``asciiInsertPlan(_:)``): the caret is found by bytes.
        var isASCII = false
    }

    /// How many clusters after the edit the old boundaries are remembered, for the new
    /// boundaries to meet them.
    private static let lookahead = 3

    /// Works out replacing `range`, which ends at the caret and holds `graphemes` clusters,
    /// with `replacement`. Costs the length of the range and of the replacement, plus a few
    /// clusters; only text that re-clusters far beyond the edit (a long run of flag letters)
    /// makes it count the whole new text.
    func plan(replacing range: Range<String.Index>, graphemes: Int, with replacement: String) -> Edit {
        let lower = range.lowerBound
        let a = lower > text.startIndex ? text.index(before: lower) : lower
        let stableGraphemes = caret - graphemes - (a < lower ? 1 : 0)
        let head = String(text[a..<lower]) + replacement
        let headCount = stableGraphemes + head.count

        // Old boundaries after the edit, as UTF-8 offsets from its end; its end is the caret.
        var oldBoundaries = [0]
        var end = range.upperBound
        while oldBoundaries.count <= Self.lookahead, end < text.endIndex {
            end = text.index(after: end)
            oldBoundaries.append(text.utf8.distance(from: range.upperBound, to: end))
        }
        let oldGraphemesBefore = caret - stableGraphemes  // from `a` to the caret
        let window = head + String(text[range.upperBound..<end])
        let suffixStart = head.utf8.count
        let windowIsTail = end == text.endIndex

        var newGraphemes = 0
        var index = window.startIndex
        while true {
            let offset = window.utf8.distance(from: window.startIndex, to: index)
            // A boundary at the window's end is only known to be one in the new text when the
            // window runs to the end of the text.
            if offset >= suffixStart, index < window.endIndex || windowIsTail,
                let met = oldBoundaries.firstIndex(of: offset - suffixStart)
            {
                let count = self.count - (oldGraphemesBefore + met) + newGraphemes
                return Edit(
                    count: count, headCount: headCount, stableOffset: utf8Offset(of: a),
                    stableGraphemes: stableGraphemes)
            }
            guard index < window.endIndex else { break }
            index = window.index(after: index)
            newGraphemes += 1
        }
        var edited = text
        edited.replaceSubrange(range, with: replacement)
        return Edit(
            count: edited.count, headCount: headCount, stableOffset: utf8Offset(of: a),
            stableGraphemes: stableGraphemes)
    }

    /// ``plan(replacing:graphemes:with:)`` for inserting `string` at the caret without
    /// walking clusters, when no cluster can form across the edit: `string` is ASCII without
    /// CR or LF (each byte its own cluster) and the bytes just before and after the caret are
    /// ASCII (no prepend or CR before, no combining mark after). Nil when it cannot tell.
    /// Typing plain letters costs a few byte reads this way.
    func asciiInsertPlan(_ string: String) -> Edit? {
        let caretOffset = utf8Offset(of: caretIndex)
        // The bytes read in place: the UTF-8 view's index(before:), subscript and iteration
        // check each index on the way, costing more than the bytes (Swift's own strings are
        // contiguous; other text gets the general plan).
        let asciiAround = text.utf8.withContiguousStorageIfAvailable { bytes in
            (caretOffset == 0 || bytes[caretOffset - 1] < 0x80)
                && (caretOffset == bytes.count || bytes[caretOffset] < 0x80)
        }
        let inserted =
            string.utf8.withContiguousStorageIfAvailable { bytes in
                bytes.allSatisfy(Self.isASCIIOtherThanCRLF) ? bytes.count : 0
            } ?? 0
        guard asciiAround == true, inserted > 0 else { return nil }
        // The caret is a boundary that stays one: the edit starts there.
        return Edit(
            count: count + inserted, headCount: caret + inserted, stableOffset: caretOffset, stableGraphemes: caret,
            isASCII: true)
    }

    /// Whether `byte` is ASCII other than CR and LF (between ASCII bytes, a cluster of its own).
    private static func isASCIIOtherThanCRLF(_ byte: UInt8) -> Bool { byte < 0x80 && byte != 0x0A && byte != 0x0D }

    /// Makes a planned edit and puts the caret `caret` clusters from the start.
    mutating func perform(_ edit: Edit, replacing range: Range<String.Index>, with replacement: String, caret: Int) {
        let oldRun = utf8Offset(of: blankRunStart)
        if range.isEmpty && range.lowerBound == text.endIndex {
            // Typing at the end of the text (the usual case): an append, without the general
            // replacement's work.
            text.append(replacement)
        } else {
            text.replaceSubrange(range, with: replacement)
        }
        count = edit.count
        let stable = text.utf8.index(text.startIndex, offsetBy: edit.stableOffset)
        caretIndex =
            edit.isASCII
            ? text.utf8.index(stable, offsetBy: caret - edit.stableGraphemes)
            : text.index(stable, offsetBy: caret - edit.stableGraphemes)
        self.caret = caret
        if edit.isASCII, caretIndex > stable, case let last = text.utf8[text.utf8.index(before: caretIndex)],
            last != 0x20, last != 0x09
        {
            // Typed ASCII ending in a letter, digit or mark (the usual keystroke): the byte before
            // the caret is a cluster of its own and no blank, so no blank run ends at the caret.
            blankRunStart = caretIndex
        } else {
            repairBlankRun(stable: stable, previousStart: oldRun)
        }
    }

    /// The index `offset` grapheme clusters from the start, walked to from the nearest of the
    /// start, the caret and the end.
    func index(at offset: Int) -> String.Index {
        let fromCaret = offset - caret
        if offset <= abs(fromCaret) { return text.index(text.startIndex, offsetBy: offset) }
        if count - offset < abs(fromCaret) { return text.index(text.endIndex, offsetBy: offset - count) }
        return text.index(caretIndex, offsetBy: fromCaret)
    }

    /// Sets ``blankRunStart`` for the caret after a change of the text or of the caret.
    ///
    /// `stable` is a boundary at or before both the old and the new caret with the text before
    /// it unchanged; `previousStart` is the UTF-8 offset where the run started before the change.
    /// The run is walked back from the caret only down to `stable`: below it, the old run
    /// still holds when it reached that far.
    mutating func repairBlankRun(stable: String.Index, previousStart: Int) {
        var index = caretIndex
        if let start = asciiBlankRun(from: stable) {
            guard start.found else {
                index = start.index
                return repairBlankRun(reached: index, previousStart: previousStart)
            }
            blankRunStart = start.index
            return
        }
        while index > stable {
            let before = text.index(before: index)
            guard Self.isBlank(text[before]) else {
                blankRunStart = index
                return
            }
            index = before
        }
        repairBlankRun(reached: index, previousStart: previousStart)
    }

    /// The end of ``repairBlankRun(stable:previousStart:)``: the walk back reached `index`
    /// (the stable boundary) over whitespace only.
    private mutating func repairBlankRun(reached index: String.Index, previousStart: Int) {
        if previousStart <= utf8Offset(of: index) {
            blankRunStart = text.utf8.index(text.startIndex, offsetBy: previousStart)
        } else {
            blankRunStart = blankRun(endingAt: index)
        }
    }

    /// The walk of ``repairBlankRun(stable:previousStart:)`` by bytes, when every byte from
    /// `stable` to the caret is ASCII other than CR and LF (each its own cluster; space and
    /// tab the only blanks): where the run starts (`found`), or `stable` when the walk reaches
    /// it over blanks only. Nil when it cannot tell.
    private func asciiBlankRun(from stable: String.Index) -> (index: String.Index, found: Bool)? {
        let end = utf8Offset(of: caretIndex)
        let low = utf8Offset(of: stable)
        guard low <= end else { return nil }
        let result = text.utf8.withContiguousStorageIfAvailable { bytes -> (offset: Int, found: Bool)? in
            var offset = end
            while offset > low {
                let byte = bytes[offset - 1]
                guard byte < 0x80, byte != 0x0A, byte != 0x0D else { return nil }
                if byte != 0x20 && byte != 0x09 { return (offset, true) }
                offset -= 1
            }
            return (offset, false)
        }
        guard let found = result ?? nil else { return nil }
        return (text.utf8.index(text.startIndex, offsetBy: found.offset), found.found)
    }

    /// Where the run of whitespace other than line breaks that ends at `end` starts.
    func blankRun(endingAt end: String.Index) -> String.Index {
        var start = end
        while start > text.startIndex {
            let before = text.index(before: start)
            guard Self.isBlank(text[before]) else { break }
            start = before
        }
        return start
    }

    /// The UTF-8 offset of `index` in the text (constant time for native strings).
    func utf8Offset(of index: String.Index) -> Int {
        text.utf8.distance(from: text.startIndex, to: index)
    }

    /// Whether `character` is whitespace other than a line break: what auto-capitalization
    /// looks back over to find how the sentence before ended.
    static func isBlank(_ character: Character) -> Bool {
        character.isWhitespace && !character.isNewline
    }

    /// The last `maxGraphemes` grapheme clusters before the caret (all of them when there
    /// are fewer). Costs `maxGraphemes`, not the length of the text.
    public func tailBeforeCaret(maxGraphemes: Int) -> String {
        var start = caretIndex
        var taken = 0
        while taken < maxGraphemes, start > text.startIndex {
            start = text.index(before: start)
            taken += 1
        }
        return String(text[start..<caretIndex])
    }

    /// The end of the text before the caret as ``KeyboardContext/textBeforeCaret`` carries
    /// it: the last ``KeyboardContext/tailLength`` grapheme clusters (all of them when there
    /// are fewer) and, when those are all whitespace other than line breaks and more text
    /// comes before that whitespace, the cluster just before the whitespace in front of them
    /// (the whitespace in between left out). Costs a few clusters, not the length of the text.
    public func contextBeforeCaret() -> String {
        Self.asciiContextBeforeCaret(text: text, caretIndex: caretIndex)
            ?? Self.clusterContextBeforeCaret(text: text, caretIndex: caretIndex, blankRunStart: blankRunStart)
    }

    /// ``contextBeforeCaret()`` without walking clusters, when the bytes before the caret are
    /// plain ASCII: each is then a cluster of its own, but for CR LF. Nil when it cannot tell
    /// (other text, a CR LF, only spaces and tabs).
    static func asciiContextBeforeCaret(text: String, caretIndex: String.Index) -> String? {
        let length = KeyboardContext.tailLength
        let end = text.utf8.distance(from: text.startIndex, to: caretIndex)
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard let base = bytes.baseAddress else { return end == 0 ? "" : nil }
            // One byte more than the tail, to know the tail's first byte starts a cluster.
            let start = max(0, end - length - 1)
            let tailStart = end - start > length ? start + 1 : start
            // Only spaces and tabs in the tail, with text before them: the slow path finds
            // what ended it. The last byte usually tells (a letter); else look at them all.
            if tailStart > 0 {
                var onlyBlanks = true
                var offset = end
                while offset > tailStart, onlyBlanks {
                    offset -= 1
                    onlyBlanks = base[offset] == 0x20 || base[offset] == 0x09
                }
                if onlyBlanks { return nil }
            }
            // Every byte ASCII and no CR LF pair, in one pass: a CR is rare, so testing for one
            // first is a single well-predicted branch a byte.
            var bits: UInt8 = 0
            var previous: UInt8 = 0
            var offset = start
            while offset < end {
                let byte = base[offset]
                if previous == 0x0D, byte == 0x0A { return nil }
                bits |= byte
                previous = byte
                offset &+= 1
            }
            guard bits < 0x80 else { return nil }
            // ASCII: no validation needed.
            return String(unsafeUninitializedCapacity: end - tailStart) { buffer in
                _ = buffer.initialize(from: UnsafeBufferPointer(start: base + tailStart, count: end - tailStart))
                return end - tailStart
            }
        }
        return found ?? nil
    }

    /// ``contextBeforeCaret()`` of a field's parts, walking grapheme clusters: for any text.
    static func clusterContextBeforeCaret(text: String, caretIndex: String.Index, blankRunStart: String.Index)
        -> String
    {
        var start = caretIndex
        var taken = 0
        while taken < KeyboardContext.tailLength, start > text.startIndex {
            start = text.index(before: start)
            taken += 1
        }
        guard taken == KeyboardContext.tailLength, blankRunStart <= start, blankRunStart > text.startIndex else {
            return String(text[start..<caretIndex])
        }
        let before = text.index(before: blankRunStart)
        if blankRunStart == start { return String(text[before..<caretIndex]) }
        return String(text[before..<blankRunStart]) + String(text[start..<caretIndex])
    }
}
