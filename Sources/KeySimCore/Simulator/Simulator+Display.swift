/// What a field shows of its text: bullets for secure text with the last typed character
/// visible for a moment [F3] (as iOS does), and a formatted field's committed value in its
/// format when it is not being edited [F8].
extension Simulator {
    /// How long a secure field shows the character just typed, in ms.
    public static let secureRevealDuration = 1_000

    /// The text field `index` shows at `time` (default: the simulator's time).
    public func shownText(ofField index: Int, at time: Int? = nil) -> String {
        let now = time ?? self.now
        let field = scene.fields[index]
        let model = sessions[index].field
        if focusedIndex != index, let format = field.format, let value = committedValues[index],
            !model.isEmpty
        {
            return FieldFormatter(format: format, locale: field.locale).display(value)
        }
        guard model.isSecure else { return model.text }
        var shown = model.displayText
        if let reveal = secureReveal, reveal.field == index, now - reveal.time < Self.secureRevealDuration,
            reveal.offset < model.count
        {
            let characters = Array(model.text)
            var bullets = Array(shown)
            bullets[reveal.offset] = characters[reveal.offset]
            shown = String(bullets)
        }
        return shown
    }

    /// When a revealed secure character goes back to a bullet (for a window to redraw then).
    public var secureRevealEnds: Int? {
        guard let reveal = secureReveal, now - reveal.time < Self.secureRevealDuration else { return nil }
        return reveal.time + Self.secureRevealDuration
    }

    /// Remembers a character typed into a secure field, or forgets it after any other edit.
    mutating func noteSecureEdit(_ event: FieldEvent, field index: Int, time: Int) {
        guard sessions[index].traits.isSecure else { return }
        switch event {
        case .inserted(let text, let at) where text.count == 1:
            secureReveal = SecureReveal(field: index, offset: at, time: time)
        case .inserted, .deleted:
            secureReveal = nil
        default:
            break
        }
    }
}
