extension Keyboard {
    /// Shift was pressed: off → on, on → off, locked → off, and a second press within the
    /// double-tap time of the first locks capitals.
    mutating func pressShift(time: Int, events: inout [KeyboardEvent]) {
        let isDoubleTap = lastShiftPress.map { time - $0 <= timings.doubleTapShift } ?? false
        if shift == .locked {
            setShift(.off, automatic: false, time: time, events: &events)
            lastShiftPress = nil
        } else if isDoubleTap {
            setShift(.locked, automatic: false, time: time, events: &events)
            lastShiftPress = nil
        } else {
            if shift == .on && shiftIsAutomatic { autoShiftSuppressed = true }
            setShift(shift == .off ? .on : .off, automatic: false, time: time, events: &events)
            lastShiftPress = time
        }
    }

    /// Sets shift, saying so when it changes.
    mutating func setShift(_ state: ShiftState, automatic: Bool, time: Int, events: inout [KeyboardEvent]) {
        shiftIsAutomatic = state == .on && automatic
        guard state != shift else { return }
        shift = state
        events.add(.shiftChanged(state), at: time)
    }

    /// After a character: a one-shot shift turns off, unless a finger holds shift (chording:
    /// it then turns off when that finger lifts).
    mutating func consumeOneShotShift(time: Int, events: inout [KeyboardEvent]) {
        // Shift is off for most characters: then no finger need be looked at.
        guard shift == .on else { return }
        let shiftHeld = touches.values.contains { $0.role == .shift }
        if !shiftHeld {
            setShift(.off, automatic: false, time: time, events: &events)
        }
    }

    /// Another finger typed while shift or a layer key is held: lifting it ends the chord
    /// (shift turns off, the layer switch goes back).
    mutating func markHeldModifiersUsed() {
        for (finger, touch) in touches {
            switch touch.role {
            case .shift, .layerSwitch: touches[finger]?.typedWhileHeld = true
            default: break
            }
        }
    }

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
        if context.autocapitalization == .words || context.autocapitalization == .sentences,
            let ascii = wantsCapital(asciiText: text, sentences: context.autocapitalization == .sentences)
        {
            return ascii
        }
        return wantsCapital(byCharacters: text, context.autocapitalization)
    }

    /// The rule over characters, for any text (``wantsCapital(asciiText:sentences:)`` answers
    /// the same from the bytes of text ending in printable ASCII).
    static func wantsCapital(byCharacters text: String, _ mode: Autocapitalization) -> Bool {
        switch mode {
        case .never:
            return false
        case .characters:
            return true
        case .words:
            return text.last.map(\.isWhitespace) ?? true
        case .sentences:
            guard let last = text.last else { return true }
            if last.isNewline { return true }
            guard last.isWhitespace else { return false }
            let body = text.reversed().drop { $0.isWhitespace && !$0.isNewline }
            guard let end = body.first else { return true }
            return end.isNewline || ".!?".contains(end)
        }
    }

    /// ``wantsCapital(_:)`` for `words` or `sentences` read from the bytes of plain ASCII
    /// text (the usual case while typing), without Unicode look-ups; nil for other text.
    ///
    /// In ASCII every byte is a character but CR LF, which is a line break as its LF is; the
    /// whitespace is tab, LF, VT, FF, CR and space, and the line breaks are LF, VT, FF and CR.
    static func wantsCapital(asciiText text: String, sentences: Bool) -> Bool? {
        // Read from the bytes in one pass: the string's UTF-8 view reads a small string (as a
        // context's end is) a byte at a time through generic code, several times over. Read in
        // place (no copy of the string for `withUTF8`); nil, as for other text, when the bytes
        // are not contiguous (never so for Swift's own strings).
        text.utf8.withContiguousStorageIfAvailable { wantsCapital(asciiBytes: $0, sentences: sentences) } ?? nil
    }

    /// ``wantsCapital(asciiText:sentences:)`` over the text's UTF-8 bytes.
    static func wantsCapital(asciiBytes bytes: UnsafeBufferPointer<UInt8>, sentences: Bool) -> Bool? {
        func isNewline(_ byte: UInt8) -> Bool { byte >= 0x0A && byte <= 0x0D }
        func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x09 || byte == 0x20 || isNewline(byte) }
        let count = bytes.count
        guard count > 0 else { return true }
        let last = bytes[count - 1]
        if endsWithASCIIGraphic(bytes) { return false }
        for byte in bytes where byte >= 0x80 { return nil }
        guard sentences else { return isWhitespace(last) }
        if isNewline(last) { return true }
        guard isWhitespace(last) else { return false }
        var index = count - 1
        while index >= 0, isWhitespace(bytes[index]), !isNewline(bytes[index]) { index -= 1 }
        guard index >= 0 else { return true }
        let end = bytes[index]
        return isNewline(end) || end == UInt8(ascii: ".") || end == UInt8(ascii: "!") || end == UInt8(ascii: "?")
    }

    /// Whether the last character of `text` is one printable ASCII character other than a
    /// space (a letter, digit or punctuation mark): neither whitespace nor a line break.
    /// Read from the last two bytes: an ASCII byte after an ASCII byte (or alone) is a
    /// character of its own.
    static func endsWithASCIIGraphic(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(endsWithASCIIGraphic)
    }

    /// ``endsWithASCIIGraphic(_:)`` over a text's UTF-8 bytes.
    static func endsWithASCIIGraphic(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        guard count > 0, bytes[count - 1] > 0x20, bytes[count - 1] < 0x7F else { return false }
        return count == 1 || bytes[count - 2] < 0x80
    }
}
