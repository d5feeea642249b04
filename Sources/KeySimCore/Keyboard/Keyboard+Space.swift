// The space bar: a space, a quick double space after a letter or digit becomes ". ", and a
// space after a symbol returns to the first layer.
extension Keyboard {
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
