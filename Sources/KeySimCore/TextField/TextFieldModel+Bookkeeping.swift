/// The bookkeeping that keeps a field's edits from costing the length of its text: the
/// selection's string indices and the grapheme count are updated from what an edit changes,
/// never recounted from the start of the text.
///
/// Grapheme boundaries before an edit stay boundaries (a boundary depends on the text before
/// it and on the one scalar after it), so the cluster before the edit, starting at `a`, is a
/// fixed point. After the edit, the boundaries are recounted from `a` over the new text until
/// they meet a boundary of the old text after the edit; from there on both texts cluster alike
/// (clustering from a boundary depends only on the text after it, which is what lets Swift
/// walk a string from any index).
extension TextFieldModel {
    /// An edit worked out before it is made.
    struct Edit {
        /// The grapheme count of the text after the edit.
        var count: Int
        /// The grapheme count of the text before the edit's range followed by the replacement,
        /// as a string of its own: where the caret goes after the edit.
        var headCount: Int
        /// The UTF-8 offset of `a`, the boundary before the edit that stays one.
        var stableOffset: Int
        /// The grapheme clusters before `a`.
        var stableGraphemes: Int
        /// Every byte from `a` to the new caret is ASCII other than CR and LF, each a cluster
        /// of its own: the caret is found by bytes (see ``asciiPlan(replacing:lower:graphemes:with:)``).
        var isASCII = false
    }

    /// How many clusters after the edit the old boundaries are remembered, for the new
    /// boundaries to meet them.
    private static let lookahead = 3

    /// Works out replacing `range`, which starts `lower` clusters into the text and holds
    /// `graphemes` clusters, with `replacement`. Costs the length of the range and of the
    /// replacement, plus a few clusters; only text that re-clusters far beyond the edit (a long
    /// run of flag letters) makes it count the whole new text.
    func plan(replacing range: Range<String.Index>, lower: Int, graphemes: Int, with replacement: String) -> Edit {
        if let edit = asciiPlan(replacing: range, lower: lower, graphemes: graphemes, with: replacement) { return edit }
        let lowerBound = range.lowerBound
        let a = lowerBound > text.startIndex ? text.index(before: lowerBound) : lowerBound
        let stableGraphemes = lower - (a < lowerBound ? 1 : 0)
        let head = String(text[a..<lowerBound]) + replacement
        let headCount = stableGraphemes + head.count

        // Old boundaries after the edit, as UTF-8 offsets from its end.
        var oldBoundaries = [0]
        var end = range.upperBound
        while oldBoundaries.count <= Self.lookahead, end < text.endIndex {
            end = text.index(after: end)
            oldBoundaries.append(text.utf8.distance(from: range.upperBound, to: end))
        }
        let oldGraphemesToUpper = lower + graphemes - stableGraphemes  // from `a` to the range's end
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
                return Edit(
                    count: count - (oldGraphemesToUpper + met) + newGraphemes, headCount: headCount,
                    stableOffset: utf8Offset(of: a), stableGraphemes: stableGraphemes)
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

    /// ``plan(replacing:lower:graphemes:with:)`` without walking clusters, when none can form
    /// across the edit: the replacement is ASCII other than CR and LF (each byte a cluster of
    /// its own) and so are the bytes just before and after the range (no CR before, no
    /// combining mark after). Typing plain letters, the usual edit, costs a few byte reads.
    private func asciiPlan(replacing range: Range<String.Index>, lower: Int, graphemes: Int, with replacement: String)
        -> Edit?
    {
        let utf8 = text.utf8
        guard replacement.utf8.allSatisfy(Self.isPlainASCII),
            range.lowerBound == text.startIndex || Self.isPlainASCII(utf8[utf8.index(before: range.lowerBound)]),
            range.upperBound == text.endIndex || Self.isPlainASCII(utf8[range.upperBound])
        else { return nil }
        let inserted = replacement.utf8.count
        return Edit(
            count: count - graphemes + inserted, headCount: lower + inserted,
            stableOffset: utf8Offset(of: range.lowerBound),
            stableGraphemes: lower, isASCII: true)
    }

    /// Whether `byte` is ASCII other than CR and LF: between such bytes, a cluster of its own.
    private static func isPlainASCII(_ byte: UInt8) -> Bool { byte < 0x80 && byte != 0x0A && byte != 0x0D }

    /// Makes a planned edit and leaves the caret after the replacement (re-clustered: a
    /// combining mark typed after "e" joins it, so the caret stays after the one grapheme "é").
    mutating func perform(_ edit: Edit, replacing range: Range<String.Index>, with replacement: String) {
        if range.isEmpty, range.lowerBound == text.endIndex {
            // Typing at the end of the text (the usual case): an append, without the general
            // replacement's work.
            text.append(replacement)
        } else {
            text.replaceSubrange(range, with: replacement)
        }
        count = edit.count
        let caret = min(edit.headCount, edit.count)
        let stable = text.utf8.index(text.startIndex, offsetBy: edit.stableOffset)
        let caretIndex =
            edit.isASCII
            ? text.utf8.index(stable, offsetBy: caret - edit.stableGraphemes)
            : text.index(stable, offsetBy: caret - edit.stableGraphemes)
        (anchor, self.caret, lowerIndex, upperIndex) = (caret, caret, caretIndex, caretIndex)
    }

    /// The index `offset` grapheme clusters from the start, walked to from the nearest of the
    /// start, the selection's ends and the end.
    func index(at offset: Int) -> String.Index {
        let lower = selection.lowerBound
        let upper = selection.upperBound
        if offset == lower { return lowerIndex }
        if offset == upper { return upperIndex }
        var (from, distance) = (text.startIndex, offset)
        for (index, start) in [(lowerIndex, lower), (upperIndex, upper), (text.endIndex, count)]
        where abs(offset - start) < abs(distance) {
            (from, distance) = (index, offset - start)
        }
        return text.index(from, offsetBy: distance)
    }

    /// The UTF-8 offset of `index` in the text (constant time for native strings).
    func utf8Offset(of index: String.Index) -> Int {
        text.utf8.distance(from: text.startIndex, to: index)
    }

    /// The index `offset` UTF-8 bytes from the start (constant time for native strings).
    func index(utf8Offset offset: Int) -> String.Index {
        text.utf8.index(text.startIndex, offsetBy: offset)
    }
}
