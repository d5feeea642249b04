/// Marked text as iOS shows it while Japanese is being converted: a light tint behind the
/// marked range (the selection's colour), the caret after it.
extension FrameBuilder {
    /// The tint behind `model`'s marked text, line by line as the field's lines show it;
    /// none when nothing is marked or the lines show other text than the model's.
    func markedTextHighlight(
        of model: TextFieldModel, geometry: FieldGeometry, lineHeight: Double, style: TextStyle
    ) -> [DrawCommand] {
        guard let range = model.markedRange, !model.isSecure, geometry.lines.joined() == model.text else { return [] }
        return spans(of: range, geometry: geometry, style: style).map { span in
            .fill(
                Rect(
                    x: geometry.inner.minX - geometry.scroll + span.from,
                    y: geometry.textTop + Double(span.line) * lineHeight, width: span.to - span.from,
                    height: lineHeight), radius: 0, color: theme.colors.selection)
        }
    }
}
