// What a key that acts on release does when its finger lifts on it: types its character
// (or the field's decimal separator), submits, asks for the next keyboard or dictation,
// dismisses.
extension Keyboard {
    /// Whether a key with this action does its work when released (rather than pressed).
    static func commitsOnRelease(_ action: KeyAction) -> Bool {
        switch action {
        case .character, .decimalSeparator, .space, .return, .tab, .globe, .dictation, .dismiss, .advance,
            .reverseToggle, .kanaModifier, .undo, .redo:
            true
        case .shift, .capsLock, .delete, .switchLayer: false
        }
    }

    /// Apostrophes typed on a layer other than the first return to it at once (iOS).
    static let apostrophes: Set<String> = ["'", "’"]

    /// Does what the key at `index` of the current layer's geometry does when it commits on
    /// release, for the finger `touch` says.
    mutating func commit(keyAt index: Int, time: Int, touch: KeyTouch, events: inout [KeyboardEvent]) {
        let action = geometry.keys[index].key.action
        if action != .character && action != .reverseToggle { toggle = nil }
        switch action {
        case .character:
            if tapToggle(keyAt: index, time: time, touch: touch, events: &events) { break }
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
        case .tab:
            // As the iPad's tab key in a UITextField: a tab character the field gets like any
            // text (an app wanting focus to move catches it there); shift does not change it.
            type("\t", time: time, touch: touch, events: &events)
        case .globe:
            events.add(.text(.nextKeyboard), at: time, touch: touch)
        case .undo:
            events.add(.text(.undo), at: time, touch: touch)
            lastSpaceCommit = nil
        case .redo:
            events.add(.text(.redo), at: time, touch: touch)
            lastSpaceCommit = nil
        case .dictation:
            events.add(.dictationRequested, at: time)
        case .dismiss:
            events.add(.text(.dismiss), at: time, touch: touch)
        case .advance:
            break
        case .reverseToggle:
            reverseToggle(time: time, touch: touch, events: &events)
        case .kanaModifier:
            modifyKana(time: time, touch: touch, events: &events)
        case .shift, .capsLock, .delete, .switchLayer:
            break
        }
    }

    /// Types `text` (a character or an alternate): then a one-shot shift turns off, an
    /// apostrophe returns to the first layer, and a symbol is remembered for symbol + space.
    mutating func type(_ text: String, time: Int, touch: KeyTouch, events: inout [KeyboardEvent]) {
        guard !text.isEmpty else { return }
        toggle = nil
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
}
