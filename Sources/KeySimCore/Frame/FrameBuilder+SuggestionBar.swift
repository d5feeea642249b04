/// The QuickType bar as iOS draws it: on the keyboard's background above the keys, three
/// equal slots; the typed word in curly quotes, the autocorrection on a key-coloured rounded
/// plate, thin dividers between the slots where no plate is, each word shortened in the
/// middle to fit its slot.
extension FrameBuilder {
    /// Space between a slot's edges and its word.
    static let suggestionTextInset = 8.0
    /// The autocorrection plate's inset from its slot, and its corner radius.
    static let suggestionPlateInset = (dx: 3.0, dy: 5.0)
    static let suggestionPlateRadius = 6.0

    /// The bar `bar` in `rect` (window points).
    func suggestionBarCommands(_ bar: SuggestionBar, in rect: Rect) -> [DrawCommand] {
        var commands: [DrawCommand] = [.fill(rect, radius: 0, color: theme.colors.keyboardBackground)]
        let frames = Simulator.suggestionSlotFrames(in: rect)
        let style = theme.fonts.keyLabel.style(theme.colors.keyText)
        var plated = Set<Int>()
        for (index, slot) in bar.slots.enumerated() where frames.indices.contains(index) {
            let frame = frames[index]
            if slot.kind == .autocorrection {
                plated.insert(index)
                let plate = frame.outset(dx: -Self.suggestionPlateInset.dx, dy: -Self.suggestionPlateInset.dy)
                commands.append(
                    .fill(plate, radius: Self.suggestionPlateRadius, color: theme.colors.suggestionHighlight))
            }
            let written = slot.isQuoted ? "\u{201C}\(slot.word)\u{201D}" : slot.word
            let fitted = TextTruncation.truncate(
                written, toWidth: frame.width - 2 * Self.suggestionTextInset, at: .middle, style: style,
                measurer: measurer)
            commands.append(centredText(fitted, in: frame, style: style))
        }
        // A divider between two slots, unless one of them is plated.
        for index in frames.indices.dropFirst() where !plated.contains(index) && !plated.contains(index - 1) {
            let x = frames[index].minX
            let height = rect.height * 0.5
            commands.append(
                .fill(
                    Rect(x: x - 0.5, y: rect.midY - height / 2, width: 1, height: height), radius: 0,
                    color: theme.colors.suggestionDivider))
        }
        return commands
    }
}
