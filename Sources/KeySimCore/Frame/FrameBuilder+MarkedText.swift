/// Marked text as iOS shows it while Japanese is being converted: a light tint behind the
/// marked range (the selection's colour), the caret after it.
extension FrameBuilder {
    /// The tint behind `model`'s marked text, line by line as the field's lines show it;
    /// none when nothing is marked or the lines show other text than the model's.
    func markedTextHighlight(
        of model: TextFieldModel, geometry: FieldGeometry, lineHeight: Double, style: TextStyle
    ) -> [DrawCommand] {
        guard let range = model.markedRange, !model.isSecure, geometry.lines.joined() == model.text else { return [] }
        var commands: [DrawCommand] = []
        var start = 0
        for (index, line) in geometry.lines.enumerated() {
            let count = line.count
            let lower = max(range.lowerBound, start) - start
            let upper = min(range.upperBound, start + count) - start
            if lower < upper {
                let from = measurer.width(of: String(line.prefix(lower)), style: style)
                let to = measurer.width(of: String(line.prefix(upper)), style: style)
                let rect = Rect(
                    x: geometry.inner.minX - geometry.scroll + from, y: geometry.textTop + Double(index) * lineHeight,
                    width: to - from, height: lineHeight)
                commands.append(.fill(rect, radius: 0, color: theme.colors.selection))
            }
            start += count
        }
        return commands
    }
}
