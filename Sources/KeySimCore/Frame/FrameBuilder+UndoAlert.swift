/// The shake-to-undo alert as iOS draws it: the screen dimmed, a rounded panel in the middle
/// with the title in bold, and its buttons under a hairline — side by side when two, stacked
/// when three — in the tint colour, Undo or Redo in bold.
extension FrameBuilder {
    /// The alert's panel and each button's cell, in window points.
    func undoAlertLayout(of simulator: Simulator) -> (panel: Rect, buttons: [(item: String, cell: Rect)]) {
        guard let menu = simulator.editMenu, menu.title != nil else {
            return (Rect(x: 0, y: 0, width: 0, height: 0), [])
        }
        let titleHeight = measurer.lineHeight(alertTextStyle(bold: true))
        let width = FrameMetrics.alertWidth
        let button = FrameMetrics.alertButtonHeight
        let stacked = menu.items.count > 2
        let buttonsHeight = stacked ? Double(menu.items.count) * button : button
        let height = 2 * FrameMetrics.alertTitlePadding + titleHeight + buttonsHeight
        let screen = simulator.device.screen
        let panel = Rect(x: (screen.width - width) / 2, y: (screen.height - height) / 2, width: width, height: height)
        let top = panel.maxY - buttonsHeight
        var cells: [(item: String, cell: Rect)] = []
        for (number, item) in menu.items.enumerated() {
            let cell =
                stacked
                ? Rect(x: panel.minX, y: top + Double(number) * button, width: width, height: button)
                : Rect(
                    x: panel.minX + Double(number) * width / Double(menu.items.count), y: top,
                    width: width / Double(menu.items.count), height: button)
            cells.append((item, cell))
        }
        return (panel, cells)
    }

    /// The dimmed screen, the panel, the title, the hairlines and the buttons.
    func undoAlertCommands(of simulator: Simulator) -> [DrawCommand] {
        guard let title = simulator.editMenu?.title else { return [] }
        let layout = undoAlertLayout(of: simulator)
        let colors = theme.colors
        let screen = simulator.device.screen
        let panel = layout.panel
        let titleStyle = alertTextStyle(bold: true)
        var commands: [DrawCommand] = [
            .fill(
                Rect(x: 0, y: 0, width: screen.width, height: screen.height), radius: 0,
                color: Color(red: 0, green: 0, blue: 0, alpha: FrameMetrics.alertDimming)),
            .fill(panel, radius: FrameMetrics.alertCornerRadius, color: colors.fieldBackground),
            centredText(
                title,
                in: Rect(
                    x: panel.minX, y: panel.minY + FrameMetrics.alertTitlePadding, width: panel.width,
                    height: measurer.lineHeight(titleStyle)), style: titleStyle),
        ]
        for (number, button) in layout.buttons.enumerated() {
            let cell = button.cell
            // A hairline above each button, and between two side by side.
            commands.append(
                .fill(
                    Rect(x: cell.minX, y: cell.minY, width: cell.width, height: 1), radius: 0, color: colors.fieldBorder
                ))
            if number > 0, cell.minY == layout.buttons[number - 1].cell.minY {
                commands.append(
                    .fill(
                        Rect(x: cell.minX, y: cell.minY, width: 1, height: cell.height), radius: 0,
                        color: colors.fieldBorder))
            }
            let style = alertTextStyle(bold: button.item != "Cancel", color: colors.focusRing)
            commands.append(centredText(button.item, in: cell, style: style))
        }
        return commands
    }

    /// The alert's text: the field text's size (17 pt, as iOS's alerts), bold or regular, in
    /// the field text's colour unless another is given.
    private func alertTextStyle(bold: Bool, color: Color? = nil) -> TextStyle {
        TextStyle(
            size: theme.fonts.fieldText.size, weight: bold ? .bold : .regular, color: color ?? theme.colors.fieldText)
    }
}
