/// Finds where a tap in a field puts the caret, measuring text as it is drawn.
public protocol CaretLocator: Sendable {
    /// The grapheme offset a tap at `point` (window points) in the field at `index` asks
    /// for, given the simulator as the person saw it when tapping.
    func caretOffset(inField index: Int, of simulator: Simulator, at point: Point) -> Int
}

extension FrameBuilder: CaretLocator {
    /// The grapheme boundary nearest the tap, in the text as drawn (bullets for secure
    /// fields, scrolled as shown while editing).
    public func caretOffset(inField index: Int, of simulator: Simulator, at point: Point) -> Int {
        let model = simulator.sessions[index].field
        guard !model.isEmpty else { return 0 }
        let layout = textLayout(of: simulator, at: index, focused: simulator.focusedIndex == index)
        let x = point.x - (layout.inner.minX - layout.scroll)
        let style = theme.fonts.fieldText.style(theme.colors.fieldText)
        var best = 0
        var bestDistance = Double.infinity
        var prefix = ""
        var offset = 0
        for character in [Character?](simulator.shownText(ofField: index).map { $0 }) + [nil] {
            let distance = abs(measurer.width(of: prefix, style: style) - x)
            if distance < bestDistance {
                best = offset
                bestDistance = distance
            }
            guard let character else { break }
            prefix.append(character)
            offset += 1
        }
        return best
    }
}
