/// A focused field's selection as iOS draws it: the selected text on a tinted band, a handle
/// at each end (a bar the height of the line, with a dot above the start and below the end).
extension FrameBuilder {
    /// The band behind the selected text, one rectangle a line it covers; empty for a caret.
    func selectionHighlight(of model: TextFieldModel, geometry: FieldGeometry, lineHeight: Double, style: TextStyle)
        -> [DrawCommand]
    {
        selectionSpans(of: model, geometry: geometry, style: style).map { span in
            .fill(
                Rect(
                    x: geometry.inner.minX + span.from - geometry.scroll,
                    y: geometry.textTop + Double(span.line) * lineHeight, width: span.to - span.from,
                    height: lineHeight), radius: 0, color: theme.colors.selection)
        }
    }

    /// The two handles of a selection; none for a caret.
    func selectionHandles(of model: TextFieldModel, geometry: FieldGeometry, lineHeight: Double, style: TextStyle)
        -> [DrawCommand]
    {
        let spans = selectionSpans(of: model, geometry: geometry, style: style)
        guard let first = spans.first, let last = spans.last else { return [] }
        let width = FrameMetrics.caretWidth
        let dot = FrameMetrics.selectionHandleDot
        let color = theme.colors.caret
        let startX = geometry.inner.minX + first.from - geometry.scroll
        let endX = geometry.inner.minX + last.to - geometry.scroll
        let startTop = geometry.textTop + Double(first.line) * lineHeight
        let endTop = geometry.textTop + Double(last.line) * lineHeight
        return [
            .fill(Rect(x: startX - width / 2, y: startTop, width: width, height: lineHeight), radius: 0, color: color),
            .fill(
                Rect(x: startX - dot / 2, y: startTop - dot, width: dot, height: dot), radius: dot / 2, color: color),
            .fill(Rect(x: endX - width / 2, y: endTop, width: width, height: lineHeight), radius: 0, color: color),
            .fill(
                Rect(x: endX - dot / 2, y: endTop + lineHeight, width: dot, height: dot), radius: dot / 2,
                color: color),
        ]
    }

    /// The selected part of each line shown: its line and its x range from the line's start.
    func selectionSpans(of model: TextFieldModel, geometry: FieldGeometry, style: TextStyle)
        -> [(line: Int, from: Double, to: Double)]
    {
        guard model.hasSelection else { return [] }
        let selection = model.selection
        var spans: [(line: Int, from: Double, to: Double)] = []
        var start = 0
        for (index, line) in geometry.lines.enumerated() {
            let count = line.count
            let lower = max(selection.lowerBound, start) - start
            let upper = min(selection.upperBound, start + count) - start
            if lower < upper {
                spans.append(
                    (
                        index, measurer.width(of: String(line.prefix(lower)), style: style),
                        measurer.width(of: String(line.prefix(upper)), style: style)
                    ))
            }
            start += count
        }
        return spans
    }
}
