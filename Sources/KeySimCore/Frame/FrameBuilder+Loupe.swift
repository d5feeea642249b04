/// The loupe as iOS draws it while a long press moves the caret: a rounded capsule just above
/// the caret's line showing the text around the caret magnified, the caret at its centre.
extension FrameBuilder {
    /// The loupe's capsule in window points, centred over the caret (kept on screen), or nil
    /// when none shows.
    public func loupeRect(of simulator: Simulator) -> Rect? {
        guard let loupe = simulator.loupe, simulator.scene.fields.indices.contains(loupe.field) else { return nil }
        let caret = caretRect(ofField: loupe.field, of: simulator)
        let size = FrameMetrics.loupeSize
        let screen = simulator.device.screen
        let margin = FrameMetrics.editMenuMargin
        let x = min(max(margin, caret.midX - size.width / 2), screen.width - margin - size.width)
        let y = max(margin, caret.minY - FrameMetrics.loupeGap - size.height)
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }

    /// The loupe: its shadow and capsule, the caret's line magnified and clipped to it, the
    /// caret.
    func loupeCommands(of simulator: Simulator) -> [DrawCommand] {
        guard let loupe = simulator.loupe, let rect = loupeRect(of: simulator) else { return [] }
        let colors = theme.colors
        let radius = FrameMetrics.loupeCornerRadius
        let base = theme.fonts.fieldText
        let style = Theme.Font(size: base.size * FrameMetrics.loupeMagnification, weight: base.weight)
            .style(colors.fieldText)
        let geometry = fieldGeometries(of: simulator)[loupe.field]
        // The caret's line as drawn, and how much of it comes before the caret.
        let line = geometry.lines.indices.contains(geometry.caretLine) ? geometry.lines[geometry.caretLine] : ""
        let before = geometry.lines.prefix(geometry.caretLine).reduce(0) { $0 + $1.count }
        let caretInLine = max(0, min(line.count, simulator.sessions[loupe.field].field.caret - before))
        let text =
            simulator.sessions[loupe.field].field.isSecure ? FrameMetrics.secureDots(in: line, drawn: true) : line
        let lineHeight = measurer.lineHeight(style)
        let caretX = rect.midX
        let textX = caretX - measurer.width(of: String(text.prefix(caretInLine)), style: style)
        var commands: [DrawCommand] = [
            .fill(rect.offsetBy(dx: 0, dy: 2), radius: radius, color: colors.keyShadow),
            .fill(rect, radius: radius, color: colors.fieldBackground),
            .stroke(rect, radius: radius, width: FrameMetrics.fieldBorderWidth, color: colors.fieldBorder),
            // Clipped inside the capsule's round ends (a clip is a plain rectangle).
            .pushClip(Rect(x: rect.minX + radius / 2, y: rect.minY, width: rect.width - radius, height: rect.height)),
        ]
        if !text.isEmpty {
            commands.append(.text(text, origin: Point(x: textX, y: rect.midY - lineHeight / 2), style: style))
        }
        commands.append(
            .fill(
                Rect(
                    x: caretX - FrameMetrics.caretWidth / 2, y: rect.midY - lineHeight / 2,
                    width: FrameMetrics.caretWidth, height: lineHeight), radius: 0, color: colors.caret))
        commands.append(.popClip)
        return commands
    }

    /// Where the caret of field `index` is drawn, in window points.
    func caretRect(ofField index: Int, of simulator: Simulator) -> Rect {
        let geometry = fieldGeometries(of: simulator)[index]
        let style = theme.fonts.fieldText.style(theme.colors.fieldText)
        let lineHeight = measurer.lineHeight(style)
        return Rect(
            x: geometry.inner.minX + geometry.caretX - geometry.scroll,
            y: geometry.textTop + Double(geometry.caretLine) * lineHeight - simulator.scrollOffset,
            width: FrameMetrics.caretWidth, height: lineHeight)
    }
}
