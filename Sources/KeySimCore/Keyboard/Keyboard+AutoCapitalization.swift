// Auto-capitalization: shift turns on by itself where the field asks for a capital (the
// start of a sentence, of a word), and off again when the field no longer does.
extension Keyboard {
    /// Turns shift on when the field asks for a capital and shift is off; turns an automatic
    /// shift off when it no longer does. Never touches caps lock or a manual shift.
    mutating func updateAutoShift(time: Int, events: inout [KeyboardEvent]) {
        let wanted = Self.wantsCapital(context)
        if shift == .off && wanted && !autoShiftSuppressed {
            setShift(.on, automatic: true, time: time, events: &events)
        } else if shift == .on && shiftIsAutomatic && !wanted {
            setShift(.off, automatic: false, time: time, events: &events)
        }
    }

    /// Whether the field's auto-capitalization asks for a capital at the caret: `sentences`
    /// at the start, after a newline, or after `.` `!` `?` and whitespace; `words` at the
    /// start or after whitespace; `characters` always; `never` never.
    static func wantsCapital(_ context: KeyboardContext) -> Bool {
        let text = context.textBeforeCaret
        switch context.autocapitalization {
        case .never:
            return false
        case .characters:
            return true
        case .words:
            return text.last.map(\.isWhitespace) ?? true
        case .sentences:
            // Back from the caret over blanks (whitespace other than line breaks) to what ends
            // the text before them: a line break, or a sentence's end after at least one blank.
            var index = text.endIndex
            while index > text.startIndex {
                let before = text.index(before: index)
                let character = text[before]
                if character.isNewline { return true }
                guard character.isWhitespace else {
                    return index < text.endIndex && (character == "." || character == "!" || character == "?")
                }
                index = before
            }
            return true
        }
    }
}
