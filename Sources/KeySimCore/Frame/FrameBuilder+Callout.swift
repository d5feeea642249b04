extension FrameBuilder {
    /// The bubble over a pressed character key showing its character, as iOS draws it: a wide
    /// rounded head about a key height above the key, joined to the key by a stem as wide as
    /// the key; kept inside the screen's width.
    func previewCommands(_ text: String, over key: Rect, keyRadius: Double, screenWidth: Double) -> [DrawCommand] {
        let colors = theme.colors
        let width = key.width * FrameMetrics.previewWidthFactor
        let height = key.height * FrameMetrics.previewHeightFactor
        let x = min(max(0, key.midX - width / 2), max(0, screenWidth - width))
        let head = Rect(x: x, y: key.minY - height, width: width, height: height)
        let radius = FrameMetrics.bubbleCornerRadius
        // The stem starts inside the head so their edges never meet in a seam.
        let stem = Rect(x: key.minX, y: head.midY, width: key.width, height: key.maxY - head.midY)
        let shadow = FrameMetrics.keyShadowOffset
        return [
            .fill(head.offsetBy(dx: 0, dy: shadow), radius: radius, color: colors.keyShadow),
            .fill(stem.offsetBy(dx: 0, dy: shadow), radius: keyRadius, color: colors.keyShadow),
            .fill(head, radius: radius, color: colors.previewBubble),
            .fill(stem, radius: keyRadius, color: colors.previewBubble),
            centredText(text, in: head, style: theme.fonts.preview.style(colors.keyText)),
        ]
    }

    /// A long-press callout: a rounded panel around its cells joined to the pressed key, each
    /// alternate centred in its cell, the selected one highlighted.
    func calloutCommands(_ callout: Callout, origin: Point, keyRadius: Double, shifted: Bool = false) -> [DrawCommand] {
        guard !callout.frames.isEmpty else { return [] }
        let colors = theme.colors
        let cells = callout.frames.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
        let pad = FrameMetrics.calloutPadding
        let panel = cells.dropFirst().reduce(cells[0]) { $0.union($1) }.outset(dx: pad, dy: pad)
        let key = callout.keyFrame.offsetBy(dx: origin.x, dy: origin.y)
        let stem = Rect(x: key.minX, y: panel.maxY - pad, width: key.width, height: key.maxY - panel.maxY + pad)
        let radius = FrameMetrics.bubbleCornerRadius
        let shadow = FrameMetrics.keyShadowOffset
        var commands: [DrawCommand] = [
            .fill(panel.offsetBy(dx: 0, dy: shadow), radius: radius, color: colors.keyShadow),
            .fill(stem.offsetBy(dx: 0, dy: shadow), radius: keyRadius, color: colors.keyShadow),
            .fill(panel, radius: radius, color: colors.calloutBackground),
            .fill(stem, radius: keyRadius, color: colors.calloutBackground),
        ]
        for (index, cell) in cells.enumerated() {
            let selected = index == callout.selectedIndex
            if selected { commands.append(.fill(cell, radius: keyRadius, color: colors.calloutSelected)) }
            let color = selected ? colors.calloutSelectedText : colors.keyText
            // Shifted, the alternates show as they will type: upper case (É), domains as written.
            let text = shifted ? Key.defaultShifted(callout.alternates[index]) : callout.alternates[index]
            commands.append(centredText(text, in: cell, style: theme.fonts.callout.style(color)))
        }
        return commands
    }
}
