extension FrameBuilder {
    /// The expansion tooltip [F10]: when the pointer has rested over a field whose text is
    /// clipped or truncated, the whole text in a small panel under the pointer.
    func tooltipCommands(of simulator: Simulator, at time: Int) -> [DrawCommand] {
        guard let text = tooltipText(of: simulator, at: time), let pointer = simulator.pointer else { return [] }
        let style = theme.fonts.label.style(theme.colors.fieldBackground)
        let padding = FrameMetrics.tooltipPadding
        let screen = simulator.device.screen
        // The whole text, wrapped by words to fit the screen.
        let lines = TextTruncation.wrap(
            text, toWidth: screen.width - 4 * padding, by: .word, style: style, measurer: measurer)
        let lineHeight = measurer.lineHeight(style)
        let width = (lines.map { measurer.width(of: $0, style: style) }.max() ?? 0) + 2 * padding
        let height = Double(lines.count) * lineHeight + 2 * padding
        var origin = Point(
            x: min(max(padding, pointer.point.x - width / 2), screen.width - padding - width),
            y: pointer.point.y + FrameMetrics.tooltipOffset)
        if origin.y + height > screen.height { origin.y = pointer.point.y - FrameMetrics.tooltipOffset - height }
        let panel = Rect(x: origin.x, y: origin.y, width: width, height: height)
        var commands: [DrawCommand] = [
            .fill(panel, radius: FrameMetrics.bubbleCornerRadius, color: theme.colors.fieldText)
        ]
        for (number, line) in lines.enumerated() {
            let top = panel.minY + padding + Double(number) * lineHeight
            commands.append(.text(line, origin: Point(x: panel.minX + padding, y: top), style: style))
        }
        return commands
    }

    /// The text of the expansion tooltip shown at `time`, if one is: the whole text of the
    /// field under the resting pointer when it is clipped or truncated (never a secure
    /// field's, never a wrapping field's, which shows all its text).
    public func tooltipText(of simulator: Simulator, at time: Int) -> String? {
        guard let index = simulator.restingField(at: time, locator: self),
            simulator.scene.fields[index].lineBreak != .wrapChar, simulator.scene.fields[index].lineBreak != .wrapWord,
            !simulator.sessions[index].field.isSecure
        else { return nil }
        let text = simulator.sessions[index].field.text
        let fieldStyle = theme.fonts.fieldText.style(theme.colors.fieldText)
        let inner = fieldGeometries(of: simulator, at: time)[index].inner
        // Only text that does not fit gets a tooltip.
        guard !text.isEmpty, measurer.width(of: text, style: fieldStyle) > inner.width else { return nil }
        return text
    }
}
