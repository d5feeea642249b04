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
        guard let bars = handleBars(of: model, geometry: geometry, lineHeight: lineHeight, style: style) else {
            return []
        }
        let dot = FrameMetrics.selectionHandleDot
        let color = theme.colors.caret
        return [
            .fill(bars.start, radius: 0, color: color),
            .fill(
                Rect(x: bars.start.midX - dot / 2, y: bars.start.minY - dot, width: dot, height: dot),
                radius: dot / 2, color: color),
            .fill(bars.end, radius: 0, color: color),
            .fill(
                Rect(x: bars.end.midX - dot / 2, y: bars.end.maxY, width: dot, height: dot), radius: dot / 2,
                color: color),
        ]
    }

    /// The bars of a selection's two handles (form points), the height of their lines; nil for
    /// a caret.
    func handleBars(of model: TextFieldModel, geometry: FieldGeometry, lineHeight: Double, style: TextStyle)
        -> (start: Rect, end: Rect)?
    {
        let spans = selectionSpans(of: model, geometry: geometry, style: style)
        guard let first = spans.first, let last = spans.last else { return nil }
        let width = FrameMetrics.caretWidth
        let startX = geometry.inner.minX + first.from - geometry.scroll
        let endX = geometry.inner.minX + last.to - geometry.scroll
        let startTop = geometry.textTop + Double(first.line) * lineHeight
        let endTop = geometry.textTop + Double(last.line) * lineHeight
        return (
            Rect(x: startX - width / 2, y: startTop, width: width, height: lineHeight),
            Rect(x: endX - width / 2, y: endTop, width: width, height: lineHeight)
        )
    }

    /// The handle of the focused field's selection a finger at `point` (window points)
    /// reaches: within half a 44-pt target of its bar (the nearer, when both are).
    public func selectionHandle(at point: Point, of simulator: Simulator) -> Simulator.SelectionHandle? {
        guard let index = simulator.focusedIndex else { return nil }
        let style = theme.fonts.fieldText.style(theme.colors.fieldText)
        let geometry = fieldGeometries(of: simulator)[index]
        guard
            let bars = handleBars(
                of: simulator.sessions[index].field, geometry: geometry, lineHeight: measurer.lineHeight(style),
                style: style)
        else { return nil }
        let reach = FrameMetrics.minimumTarget / 2
        let inForm = simulator.formPoint(point)
        func distance(_ bar: Rect) -> Double? {
            let target = Rect(
                x: bar.midX - reach, y: bar.minY - reach / 2, width: 2 * reach, height: bar.height + reach)
            return target.contains(inForm) ? abs(inForm.x - bar.midX) : nil
        }
        switch (distance(bars.start), distance(bars.end)) {
        case (let start?, let end?): return start <= end ? .start : .end
        case (.some, nil): return .start
        case (nil, .some): return .end
        case (nil, nil): return nil
        }
    }

    /// The selected part of each line shown: its line and its x range from the line's start.
    func selectionSpans(of model: TextFieldModel, geometry: FieldGeometry, style: TextStyle)
        -> [(line: Int, from: Double, to: Double)]
    {
        guard model.hasSelection else { return [] }
        return spans(of: model.selection, geometry: geometry, style: style)
    }

    /// The part of each line shown that the grapheme range `range` covers: its line and its x
    /// range from the line's start (the selection, the marked text).
    func spans(of range: Range<Int>, geometry: FieldGeometry, style: TextStyle)
        -> [(line: Int, from: Double, to: Double)]
    {
        var spans: [(line: Int, from: Double, to: Double)] = []
        var start = 0
        for (index, line) in geometry.lines.enumerated() {
            let count = line.count
            let lower = max(range.lowerBound, start) - start
            let upper = min(range.upperBound, start + count) - start
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
