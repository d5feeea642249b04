/// The edit menu as iOS draws it: a dark rounded bar of titles split by thin lines, centred
/// over the selection (or the caret) just above its handle, or under the field when there is
/// no room above.
extension FrameBuilder {
    /// Each item of the edit menu shown and its cell, in window points; empty when none shows.
    public func editMenuLayout(of simulator: Simulator) -> [(item: String, cell: Rect)] {
        guard let menu = simulator.editMenu, simulator.scene.fields.indices.contains(menu.field) else { return [] }
        if menu.title != nil { return undoAlertLayout(of: simulator).buttons }
        let style = theme.fonts.keyLabel.style(theme.colors.editMenuText)
        let padding = FrameMetrics.editMenuPadding
        let widths = menu.items.map { measurer.width(of: $0, style: style) + 2 * padding }
        let separator = FrameMetrics.editMenuSeparator
        let width = widths.reduce(0, +) + Double(max(0, widths.count - 1)) * separator
        let height = FrameMetrics.editMenuHeight
        let anchor = editMenuAnchor(of: simulator, field: menu.field)
        let screen = simulator.device.screen
        let margin = FrameMetrics.editMenuMargin
        let x = min(max(margin, anchor.midX - width / 2), max(margin, screen.width - margin - width))
        let gap = FrameMetrics.selectionHandleDot + FrameMetrics.editMenuGap
        var y = anchor.minY - gap - height
        if y < margin { y = anchor.maxY + gap }
        var cells: [(item: String, cell: Rect)] = []
        var left = x
        for (item, itemWidth) in zip(menu.items, widths) {
            cells.append((item, Rect(x: left, y: y, width: itemWidth, height: height)))
            left += itemWidth + separator
        }
        return cells
    }

    public func editMenuItem(at point: Point, of simulator: Simulator) -> String? {
        editMenuLayout(of: simulator).first { $0.cell.contains(point) }?.item
    }

    /// The edit menu's bar, separators and titles.
    func editMenuCommands(of simulator: Simulator) -> [DrawCommand] {
        if simulator.showsUndoAlert { return undoAlertCommands(of: simulator) }
        let cells = editMenuLayout(of: simulator)
        guard let first = cells.first, let last = cells.last else { return [] }
        let style = theme.fonts.keyLabel.style(theme.colors.editMenuText)
        let bar = Rect(
            x: first.cell.minX, y: first.cell.minY, width: last.cell.maxX - first.cell.minX, height: first.cell.height)
        var commands: [DrawCommand] = [
            .fill(bar, radius: FrameMetrics.editMenuCornerRadius, color: theme.colors.editMenu)
        ]
        let lineHeight = measurer.lineHeight(style)
        for (number, cell) in cells.enumerated() {
            if number > 0 {
                let line = Rect(
                    x: cell.cell.minX - FrameMetrics.editMenuSeparator, y: bar.minY + 8,
                    width: FrameMetrics.editMenuSeparator, height: bar.height - 16)
                commands.append(.fill(line, radius: 0, color: theme.colors.editMenuText.withAlpha(0x40)))
            }
            let origin = Point(x: cell.cell.minX + FrameMetrics.editMenuPadding, y: cell.cell.midY - lineHeight / 2)
            commands.append(.text(cell.item, origin: origin, style: style))
        }
        return commands
    }

    /// What the menu points at, in window points: the first line of the selection, or the caret.
    private func editMenuAnchor(of simulator: Simulator, field index: Int) -> Rect {
        let geometry = fieldGeometries(of: simulator)[index]
        let model = simulator.sessions[index].field
        let style = theme.fonts.fieldText.style(theme.colors.fieldText)
        let lineHeight = measurer.lineHeight(style)
        let scroll = simulator.scrollOffset
        if let span = selectionSpans(of: model, geometry: geometry, style: style).first {
            return Rect(
                x: geometry.inner.minX + span.from - geometry.scroll,
                y: geometry.textTop + Double(span.line) * lineHeight - scroll, width: span.to - span.from,
                height: lineHeight)
        }
        return caretRect(ofField: index, of: simulator)
    }
}
