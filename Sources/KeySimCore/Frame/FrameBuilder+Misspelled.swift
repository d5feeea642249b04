/// Spell checking as iOS shows it: a dotted red line under each misspelled word.
extension FrameBuilder {
    /// The dots under the words at `ranges` of `model`, as the field's lines show them; none
    /// when the lines show other text than the model's (truncated, formatted or secure).
    func misspellingUnderlines(
        _ ranges: [Range<Int>], of model: TextFieldModel, geometry: FieldGeometry, lineHeight: Double,
        style: TextStyle
    ) -> [DrawCommand] {
        guard !ranges.isEmpty, !model.isSecure, geometry.lines.joined() == model.text else { return [] }
        let dot = FrameMetrics.misspellingDot
        let ascent = measurer.ascent(style)
        var commands: [DrawCommand] = []
        var start = 0
        for (index, line) in geometry.lines.enumerated() {
            let count = line.count
            let y = geometry.textTop + Double(index) * lineHeight + ascent + FrameMetrics.misspellingGap
            for range in ranges {
                let lower = max(range.lowerBound, start) - start
                let upper = min(range.upperBound, start + count) - start
                guard lower < upper else { continue }
                let from = measurer.width(of: String(line.prefix(lower)), style: style)
                let to = measurer.width(of: String(line.prefix(upper)), style: style)
                var x = geometry.inner.minX - geometry.scroll + from
                let end = geometry.inner.minX - geometry.scroll + to - dot
                while x <= end {
                    commands.append(
                        .fill(
                            Rect(x: x, y: y, width: dot, height: dot), radius: dot / 2, color: theme.colors.misspelled))
                    x += dot * 2
                }
            }
            start += count
        }
        return commands
    }
}
