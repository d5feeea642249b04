/// What the keyboard is told of the text before the selection: its end, for
/// auto-capitalization and the double-space full stop.
extension TextFieldModel {
    /// The last `maxGraphemes` grapheme clusters before the selection (all of them when there
    /// are fewer). Costs `maxGraphemes`, not the length of the text.
    public func tailBeforeCaret(maxGraphemes: Int) -> String {
        var start = lowerIndex
        var taken = 0
        while taken < maxGraphemes, start > text.startIndex {
            start = text.index(before: start)
            taken += 1
        }
        return String(text[start..<lowerIndex])
    }

    /// The end of the text before the selection as ``KeyboardContext/textBeforeCaret``
    /// carries it: the last ``KeyboardContext/tailLength`` grapheme clusters (all of them when
    /// there are fewer) and, when those are all whitespace other than line breaks and more
    /// text comes before that whitespace, the cluster just before the whitespace in front of
    /// them (the whitespace in between left out). Costs a few clusters and the whitespace run
    /// before the caret, not the length of the text.
    public func contextBeforeCaret() -> String {
        asciiContextBeforeCaret() ?? clusterContextBeforeCaret()
    }

    /// ``contextBeforeCaret()`` by bytes when the tail before the selection is plain ASCII
    /// (no CR or LF, so each byte is a cluster) and not all blanks: what typing usually leaves.
    /// Nil when it cannot tell.
    func asciiContextBeforeCaret() -> String? {
        let utf8 = text.utf8
        var start = lowerIndex
        var taken = 0
        var onlyBlanks = true
        // One byte more than the tail, to know the tail's first byte starts a cluster.
        while taken <= KeyboardContext.tailLength, start > utf8.startIndex {
            let before = utf8.index(before: start)
            let byte = utf8[before]
            guard byte < 0x80, byte != 0x0A, byte != 0x0D else { return nil }
            if taken < KeyboardContext.tailLength {
                start = before
                onlyBlanks = onlyBlanks && (byte == 0x20 || byte == 0x09)
            }
            taken += 1
        }
        guard !onlyBlanks || start == utf8.startIndex else { return nil }
        return String(text[start..<lowerIndex])
    }

    /// ``contextBeforeCaret()`` walking grapheme clusters: for any text.
    func clusterContextBeforeCaret() -> String {
        var start = lowerIndex
        var taken = 0
        var onlyBlanks = true
        while taken < KeyboardContext.tailLength, start > text.startIndex {
            start = text.index(before: start)
            onlyBlanks = onlyBlanks && Self.isBlank(text[start])
            taken += 1
        }
        let tail = text[start..<lowerIndex]
        guard taken == KeyboardContext.tailLength, onlyBlanks, start > text.startIndex else { return String(tail) }
        // Only blanks in the tail: carry what ends the blank run before it.
        var runStart = start
        while runStart > text.startIndex, Self.isBlank(text[text.index(before: runStart)]) {
            runStart = text.index(before: runStart)
        }
        guard runStart > text.startIndex else { return String(tail) }
        return String(text[text.index(before: runStart)]) + tail
    }

    /// Whether `character` is whitespace other than a line break: what auto-capitalization
    /// looks back over to find how the sentence before ended.
    static func isBlank(_ character: Character) -> Bool {
        character.isWhitespace && !character.isNewline
    }
}
