extension TypingSession {
    /// Does a text action that does not come from the on-screen keyboard (a hardware key,
    /// a menu): the field applies it and the keyboard hears about the new text.
    public mutating func perform(_ action: TextAction, at time: Int) -> [SessionEvent] {
        var events = advance(to: time)
        guard isFocused else { return events }
        switch action {
        case .dismiss:
            events += blur(at: now)
        case .nextKeyboard:
            break
        default:
            events += field.apply(action).map { SessionEvent(time: now, kind: .field($0)) }
            events += keyboard.contextChanged(context, at: now).map(SessionEvent.init)
        }
        return events
    }

    /// Pastes text at the caret (filtered and cut to `maxLength` like typing).
    public mutating func paste(_ text: String, at time: Int) -> [SessionEvent] {
        var events = advance(to: time)
        guard isFocused else { return events }
        events += field.paste(text).map { SessionEvent(time: now, kind: .field($0)) }
        events += keyboard.contextChanged(context, at: now).map(SessionEvent.init)
        return events
    }

    /// Moves the caret to a grapheme offset (clamped), as a tap in the text or an arrow key
    /// does; the keyboard re-decides auto-capitalization.
    public mutating func moveCaret(to offset: Int, at time: Int) -> [SessionEvent] {
        var events = advance(to: time)
        events += field.moveCaret(to: offset).map { SessionEvent(time: now, kind: .field($0)) }
        if isFocused { events += keyboard.contextChanged(context, at: now).map(SessionEvent.init) }
        return events
    }
}
