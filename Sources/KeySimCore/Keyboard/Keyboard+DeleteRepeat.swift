// Delete held down repeats: by characters, then by words once it has repeated long enough.
extension Keyboard {
    /// Delete is held: deletes a character, or a word once it has repeated long enough, and
    /// schedules the next repeat.
    mutating func repeatDelete(finger: Int, at due: Int, events: inout [KeyboardEvent]) {
        guard var touch = touches[finger] else { return }
        let started = touch.repeatStarted ?? due
        touch.repeatStarted = started
        let action: TextAction = due - started >= timings.deleteWordsAfter ? .deleteWordBackward : .deleteBackward
        events.add(.text(action), at: due, touch: KeyTouch(key: keyNames[touch.pressedKey], point: touch.point))
        touch.repeatDue = due + max(1, timings.deleteRepeatInterval)
        touches[finger] = touch
    }
}
