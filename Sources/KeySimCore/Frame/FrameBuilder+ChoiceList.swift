extension FrameBuilder {
    /// The rows of the focused field's offered choices, under its box or, when the keyboard
    /// covers that, above it (form coordinates).
    func choiceRows(of simulator: Simulator, box: Rect) -> [Rect] {
        guard let index = simulator.focusedIndex else { return [] }
        let count = simulator.offeredChoices(ofField: index).count
        let height = Double(count) * FrameMetrics.choiceRowHeight
        // Under the field; above it when the keyboard would cover the list there (a field low
        // on the screen), as a pop-up list opens where it has room.
        var top = box.maxY + FrameMetrics.choiceListGap
        let visibleBottom =
            (simulator.keyboardFrame?.minY ?? simulator.device.screen.height) + simulator.scrollOffset
        if top + height > visibleBottom {
            top = box.minY - FrameMetrics.choiceListGap - height
        }
        return (0..<count).map { row in
            Rect(
                x: box.minX, y: top + Double(row) * FrameMetrics.choiceRowHeight, width: box.width,
                height: FrameMetrics.choiceRowHeight)
        }
    }

    /// The combo box list of the focused field: a panel with a row per offered choice [F14].
    func choiceListCommands(of simulator: Simulator, box: Rect) -> [DrawCommand] {
        guard let index = simulator.focusedIndex else { return [] }
        let rows = choiceRows(of: simulator, box: box)
        guard let first = rows.first, let last = rows.last else { return [] }
        let colors = theme.colors
        let panel = Rect(x: first.minX, y: first.minY, width: first.width, height: last.maxY - first.minY)
        var commands: [DrawCommand] = [
            .fill(
                panel.offsetBy(dx: 0, dy: FrameMetrics.keyShadowOffset), radius: FrameMetrics.fieldCornerRadius,
                color: colors.keyShadow),
            .fill(panel, radius: FrameMetrics.fieldCornerRadius, color: colors.fieldBackground),
            .stroke(
                panel, radius: FrameMetrics.fieldCornerRadius, width: FrameMetrics.fieldBorderWidth,
                color: colors.fieldBorder),
        ]
        let style = theme.fonts.fieldText.style(colors.fieldText)
        for (row, choice) in zip(rows, simulator.offeredChoices(ofField: index)) {
            let origin = Point(
                x: row.minX + FrameMetrics.fieldTextPadding, y: row.midY - measurer.lineHeight(style) / 2)
            commands.append(.pushClip(row))
            commands.append(.text(choice, origin: origin, style: style))
            commands.append(.popClip)
        }
        return commands
    }
}
