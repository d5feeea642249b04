/// Words as the caret sees them: Alt/Option+arrows move by them, a double tap selects one.
extension TextFieldModel {
    /// Whether `character` is part of a word: a letter, a digit or a mark joined to one, or an
    /// apostrophe or underscore (as in "don't", "snake_case").
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "'" || character == "’" || character == "_"
    }

    /// Where Alt+Left goes from `offset`: back over what is not a word, then to the start of
    /// the word before (iOS and macOS alike). Costs the distance moved.
    public func wordStart(before offset: Int) -> Int {
        var offset = clamp(offset)
        var index = self.index(at: offset)
        while index > text.startIndex, !Self.isWordCharacter(text[text.index(before: index)]) {
            index = text.index(before: index)
            offset -= 1
        }
        while index > text.startIndex, Self.isWordCharacter(text[text.index(before: index)]) {
            index = text.index(before: index)
            offset -= 1
        }
        return offset
    }

    /// Where Alt+Right goes from `offset`: on over what is not a word, then to the end of the
    /// word after.
    public func wordEnd(after offset: Int) -> Int {
        var offset = clamp(offset)
        var index = self.index(at: offset)
        while index < text.endIndex, !Self.isWordCharacter(text[index]) {
            index = text.index(after: index)
            offset += 1
        }
        while index < text.endIndex, Self.isWordCharacter(text[index]) {
            index = text.index(after: index)
            offset += 1
        }
        return offset
    }

    /// What a double tap at `offset` selects: the word the offset is in or touches (the one
    /// after it when it touches two); else the run of whitespace there, or the one other
    /// character after it (before it at the end of the text). Empty only for an empty text.
    public func wordRange(at offset: Int) -> Range<Int> {
        let offset = clamp(offset)
        let index = self.index(at: offset)
        let after = index < text.endIndex ? text[index] : nil
        let before = index > text.startIndex ? text[text.index(before: index)] : nil
        let kind: (Character) -> Bool
        if let after, Self.isWordCharacter(after) {
            kind = Self.isWordCharacter
        } else if let before, Self.isWordCharacter(before) {
            kind = Self.isWordCharacter
        } else if let after, after.isWhitespace {
            kind = { $0.isWhitespace }
        } else if after != nil {
            return offset..<offset + 1
        } else {
            return before == nil ? offset..<offset : offset - 1..<offset
        }
        let lower = run(from: index, at: offset, backward: true, while: kind)
        return lower..<run(from: index, at: offset, backward: false, while: kind)
    }

    /// The offset where a run of characters for which `belongs` holds, walked from `index`
    /// (at `offset`) backward or forward, ends.
    private func run(from index: String.Index, at offset: Int, backward: Bool, while belongs: (Character) -> Bool)
        -> Int
    {
        var index = index
        var offset = offset
        if backward {
            while index > text.startIndex, belongs(text[text.index(before: index)]) {
                index = text.index(before: index)
                offset -= 1
            }
        } else {
            while index < text.endIndex, belongs(text[index]) {
                index = text.index(after: index)
                offset += 1
            }
        }
        return offset
    }
}
