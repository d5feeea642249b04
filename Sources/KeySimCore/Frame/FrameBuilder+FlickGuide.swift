extension FrameBuilder {
    /// A flick key's guide, as iOS draws it: held, the key's characters in cells around it
    /// (a cross), the one a release would type highlighted (the key's own while the finger is
    /// on it); flicked without holding, only the cell flicked to.
    func flickGuideCommands(_ guide: FlickGuide, origin: Point, keyRadius: Double, shifted: Bool) -> [DrawCommand] {
        let colors = theme.colors
        let shadow = FrameMetrics.keyShadowOffset
        let key = guide.keyFrame.offsetBy(dx: origin.x, dy: origin.y)
        if guide.flicks.isSecondCharacter {
            // An iPad key flicked down: its second character takes the key's place, as iPadOS
            // slides it down into the key, rather than a cell over the row below.
            guard guide.direction == .down, let down = guide.flicks.down else { return [] }
            let shown = shifted ? Key.defaultShifted(down) : down
            return [
                .fill(key, radius: keyRadius, color: colors.characterKeyPressed),
                centredText(shown, in: key, style: theme.fonts.keyLetter.style(colors.keyText)),
            ]
        }
        var cells: [(text: String, rect: Rect, selected: Bool)] = []
        if guide.held {
            cells.append((guide.centre, key, guide.direction == nil))
        }
        for direction in FlickDirection.allCases {
            guard let text = guide.flicks[direction], guide.held || direction == guide.direction else { continue }
            let shown = shifted ? Key.defaultShifted(text) : text
            cells.append(
                (shown, guide.frame(of: direction).offsetBy(dx: origin.x, dy: origin.y), direction == guide.direction))
        }
        var commands: [DrawCommand] = []
        for cell in cells {
            commands.append(.fill(cell.rect.offsetBy(dx: 0, dy: shadow), radius: keyRadius, color: colors.keyShadow))
        }
        for cell in cells {
            let fill = cell.selected ? colors.calloutSelected : colors.calloutBackground
            let color = cell.selected ? colors.calloutSelectedText : colors.keyText
            commands.append(.fill(cell.rect, radius: keyRadius, color: fill))
            commands.append(centredText(cell.text, in: cell.rect, style: theme.fonts.callout.style(color)))
        }
        return commands
    }
}
