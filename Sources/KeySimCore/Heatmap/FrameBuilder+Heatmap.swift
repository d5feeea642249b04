extension FrameBuilder {
    /// The height of the line above each layer's keyboard in a heatmap: its name, its tap
    /// count and the colour legend.
    public static let heatmapTitleHeight = 30.0

    /// A heatmap of `taps` on `layout` as `device` shows it: for each layer with taps, in the
    /// layout's order, a title line and the keyboard showing that layer, with the density of
    /// landing points in colour over it (one scale for every layer), a dot where each finger
    /// landed and each key's tap count in its corner. With no taps on the layout, its first
    /// layer is drawn bare.
    public func heatmapFrame(of taps: [KeyTap], layout: KeyboardLayout, device: DeviceProfile) -> Frame {
        let taps = taps.filter { $0.layout == layout.id }
        let size = Size(width: device.screen.width, height: device.keyboard.height)
        var layers = layout.layers.map(\.id).filter { id in taps.contains { $0.layer == id } }
        if layers.isEmpty { layers = [layout.firstLayerID] }
        var seen: Set<String> = []
        layers = layers.filter { seen.insert($0).inserted }
        let densities = layers.map { id in
            TapDensity(points: taps.filter { $0.layer == id }.map(\.down), size: size)
        }
        let maximum = densities.map(\.maximum).max() ?? 0
        var commands: [DrawCommand] = []
        var top = 0.0
        for (layer, density) in zip(layers, densities) {
            let layerTaps = taps.filter { $0.layer == layer }
            commands += heatmapTitle(layer: layer, taps: layerTaps.count, top: top, width: size.width)
            let origin = Point(x: 0, y: top + Self.heatmapTitleHeight)
            var keyboard = Keyboard(layout: layout, metrics: device.keyboard, width: size.width)
            _ = keyboard.show(layer: layer)
            commands += keyboardCommands(keyboard, context: KeyboardContext(), device: device, origin: origin)
            commands.append(.pushClip(Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)))
            commands += heatCommands(density, maximum: maximum, origin: origin)
            // Dots fade as they get many, so crowds stay a heat rather than a blot.
            let dotAlpha = min(150, max(40, 150 * (50 / Double(max(layerTaps.count, 1))).squareRoot()))
            let dotColor = Color(red: 0, green: 0, blue: 0, alpha: UInt8(dotAlpha.rounded()))
            for tap in layerTaps {
                let dot = Rect(x: origin.x + tap.down.x - 1.5, y: origin.y + tap.down.y - 1.5, width: 3, height: 3)
                commands.append(.fill(dot, radius: 1.5, color: dotColor))
            }
            commands += countCommands(layerTaps, on: keyboard.geometry, origin: origin)
            commands.append(.popClip)
            top = origin.y + size.height
        }
        return Frame(
            size: Size(width: size.width, height: top), background: theme.colors.background, commands: commands)
    }

    /// The layer's name and tap count on the left, the colour legend on the right.
    private func heatmapTitle(layer: String, taps: Int, top: Double, width: Double) -> [DrawCommand] {
        let style = TextStyle(size: theme.fonts.label.size, weight: .bold, color: theme.colors.title)
        let small = TextStyle(size: theme.fonts.label.size - 2, color: theme.colors.label)
        let textTop = top + (Self.heatmapTitleHeight - measurer.lineHeight(style)) / 2
        let smallTop = top + (Self.heatmapTitleHeight - measurer.lineHeight(small)) / 2
        var commands: [DrawCommand] = [
            .text("\(layer) · \(taps) \(taps == 1 ? "tap" : "taps")", origin: Point(x: 12, y: textTop), style: style)
        ]
        let swatch = 10.0
        // Evenly along the ramp, which runs on the square root of the share.
        let shares = [0.15, 0.35, 0.55, 0.72, 0.88, 1.0].map { $0 * $0 }
        let more = "more"
        var x = width - 12 - measurer.width(of: more, style: small)
        commands.append(.text(more, origin: Point(x: x, y: smallTop), style: small))
        x -= 4 + Double(shares.count) * swatch
        for (index, share) in shares.enumerated() {
            guard let color = TapDensity.color(share: share) else { continue }
            let rect = Rect(
                x: x + Double(index) * swatch, y: top + (Self.heatmapTitleHeight - swatch) / 2, width: swatch,
                height: swatch)
            commands.append(.fill(rect, radius: 0, color: Color(red: color.red, green: color.green, blue: color.blue)))
        }
        let fewer = "fewer"
        x -= 4 + measurer.width(of: fewer, style: small)
        commands.append(.text(fewer, origin: Point(x: x, y: smallTop), style: small))
        return commands
    }

    /// A cell of colour per density cell warm enough to show.
    private func heatCommands(_ density: TapDensity, maximum: Double, origin: Point) -> [DrawCommand] {
        guard maximum > 0 else { return [] }
        var commands: [DrawCommand] = []
        for row in 0..<density.rows {
            for column in 0..<density.columns {
                guard let color = TapDensity.color(share: density[column, row] / maximum) else { continue }
                let rect = density.rect(column: column, row: row).offsetBy(dx: origin.x, dy: origin.y)
                commands.append(.fill(rect, radius: 0, color: color))
            }
        }
        return commands
    }

    /// Each tapped key's count in a small label in its top-right corner.
    private func countCommands(_ taps: [KeyTap], on geometry: KeyboardGeometry, origin: Point) -> [DrawCommand] {
        var counts: [String: Int] = [:]
        for tap in taps { counts[tap.key, default: 0] += 1 }
        let style = TextStyle(size: 10, weight: .bold, color: theme.colors.keyText)
        // A key cap's colour, nearly opaque, keeps the count readable over the heat.
        let key = theme.colors.characterKey
        let pill = Color(red: key.red, green: key.green, blue: key.blue, alpha: 230)
        var commands: [DrawCommand] = []
        for frame in geometry.keys {
            guard let count = counts[frame.key.id] else { continue }
            let text = "\(count)"
            let height = measurer.lineHeight(style)
            let width = max(height, measurer.width(of: text, style: style) + 6)
            let visible = frame.visible.offsetBy(dx: origin.x, dy: origin.y)
            let label = Rect(x: visible.maxX - width - 1, y: visible.minY + 1, width: width, height: height)
            commands.append(.fill(label, radius: height / 2, color: pill))
            commands.append(centredText(text, in: label, style: style))
        }
        return commands
    }
}
