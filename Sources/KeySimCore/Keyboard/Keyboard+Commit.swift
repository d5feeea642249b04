extension Keyboard {
    /// Whether a key with this action does its work when released (rather than pressed).
    static func commitsOnRelease(_ action: KeyAction) -> Bool {
        switch action {
        case .character, .decimalSeparator, .space, .return, .globe, .dictation, .dismiss: true
        case .shift, .delete, .switchLayer: false
        }
    }

    /// Apostrophes typed on a layer other than the first return to it at once (iOS).
    static let apostrophes: Set<String> = ["'", "’"]

    /// Does what the key at `index` of the current layer's geometry does when it commits on
    /// release, for the finger `touch` says.
    mutating func commit(keyAt index: Int, time: Int, touch: KeyTouch, events: inout [KeyboardEvent]) {
        switch geometry.keys[index].key.action {
        case .character:
            type(
                shift == .off ? geometry.keys[index].key.output : geometry.keys[index].key.shifted, time: time,
                touch: touch, events: &events)
        case .decimalSeparator:
            type(context.decimalSeparator, time: time, touch: touch, events: &events)
        case .space:
            typeSpace(time: time, touch: touch, events: &events)
        case .return:
            if context.returnKeyEnabled {
                events.add(.text(.submit), at: time, touch: touch)
            } else {
                events.add(.returnKeyRejected, at: time)
            }
            lastSpaceCommit = nil
            typedSymbolOnLayer = false
        case .globe:
            events.add(.text(.nextKeyboard), at: time, touch: touch)
        case .dictation:
            events.add(.dictationRequested, at: time)
        case .dismiss:
            events.add(.text(.dismiss), at: time, touch: touch)
        case .shift, .delete, .switchLayer:
            break
        }
    }

    /// Types `text` (a character or an alternate): then a one-shot shift turns off, an
    /// apostrophe returns to the first layer, and a symbol is remembered for symbol + space.
    mutating func type(_ text: String, time: Int, touch: KeyTouch, events: inout [KeyboardEvent]) {
        guard !text.isEmpty else { return }
        events.add(.text(.insert(text)), at: time, touch: touch)
        lastSpaceCommit = nil
        markHeldModifiersUsed()
        consumeOneShotShift(time: time, events: &events)
        if showsFirstLayer {
            typedSymbolOnLayer = false
        } else if Self.apostrophes.contains(text) {
            switchLayer(toLayerAt: 0, time: time, events: &events)
        } else {
            typedSymbolOnLayer = !text.contains { $0.isLetter || $0.isNumber }
        }
    }

    /// Types a space, or ". " in place of the space before the caret for a quick double space
    /// after a letter or digit; a space after a symbol returns to the first layer.
    mutating func typeSpace(time: Int, touch: KeyTouch, events: inout [KeyboardEvent]) {
        if isDoubleSpace(at: time) {
            events.add(.text(.replaceBeforeCaret(count: 1, with: ". ")), at: time, touch: touch)
            lastSpaceCommit = nil
        } else {
            events.add(.text(.insert(" ")), at: time, touch: touch)
            lastSpaceCommit = time
        }
        markHeldModifiersUsed()
        if typedSymbolOnLayer {
            switchLayer(toLayerAt: 0, time: time, events: &events)
        }
        typedSymbolOnLayer = false
    }

    /// Whether a space at `time` is the second of a double space that types ". ": the last
    /// commit was a space within the window, and the field's text ends with a letter or digit
    /// and that one space.
    func isDoubleSpace(at time: Int) -> Bool {
        guard let last = lastSpaceCommit, time - last <= timings.doubleSpace, context.smartPunctuation else {
            return false
        }
        let tail = Array(context.textBeforeCaret.suffix(2))
        return tail.count == 2 && tail[1] == " " && (tail[0].isLetter || tail[0].isNumber)
    }
}
