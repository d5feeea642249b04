/// A frame with the caption drawn above it on a contact sheet (`default · letters`).
public struct SheetCell: Equatable, Sendable {
    public var label: String
    public var frame: Frame

    public init(label: String, frame: Frame) {
        self.label = label
        self.frame = frame
    }
}

/// The spacing of a contact sheet, in points.
public enum SheetMetrics {
    /// Around the sheet and between cells.
    public static let margin = 16.0
    /// Between a cell's label and its picture.
    public static let labelGap = 4.0
}

extension FrameBuilder {
    /// Frames side by side on one sheet, for reviewing many at a glance: each row of `rows`
    /// is a row of the sheet, each cell its picture under its label (in the theme's label
    /// size, bold, in its title colour). Columns are as wide as their widest cell; a short row leaves its
    /// last columns empty. The sheet's background is the theme's form background.
    public func sheet(_ rows: [[SheetCell]]) -> Frame {
        let margin = SheetMetrics.margin
        let style = TextStyle(size: theme.fonts.label.size, weight: .bold, color: theme.colors.title)
        // Whole points, so that pictures sit on whole pixels at 1×.
        let labelHeight = (measurer.lineHeight(style) + SheetMetrics.labelGap).rounded(.up)
        let columnCount = rows.map(\.count).max() ?? 0
        let columnWidths = (0..<columnCount).map { column in
            rows.compactMap { column < $0.count ? $0[column].frame.size.width : nil }.max() ?? 0
        }
        let rowHeights = rows.map { row in labelHeight + (row.map(\.frame.size.height).max() ?? 0) }
        var commands: [DrawCommand] = []
        var y = margin
        for (row, height) in zip(rows, rowHeights) {
            var x = margin
            for (cell, width) in zip(row, columnWidths) {
                let picture = Rect(
                    x: x, y: y + labelHeight, width: cell.frame.size.width, height: cell.frame.size.height)
                commands += [
                    .pushClip(Rect(x: x, y: y, width: width, height: labelHeight)),
                    .text(cell.label, origin: Point(x: x, y: y), style: style),
                    .popClip,
                    .pushClip(picture),
                    .fill(picture, radius: 0, color: cell.frame.background),
                ]
                commands += cell.frame.commands.map { $0.offsetBy(dx: picture.minX, dy: picture.minY) }
                commands.append(.popClip)
                x += width + margin
            }
            y += height + margin
        }
        let width = margin + columnWidths.reduce(0) { $0 + $1 + margin }
        return Frame(
            size: Size(width: max(width, 2 * margin), height: max(y, 2 * margin)), background: theme.colors.background,
            commands: commands)
    }
}

extension DrawCommand {
    /// The same command moved by `dx`, `dy` points.
    public func offsetBy(dx: Double, dy: Double) -> DrawCommand {
        switch self {
        case .fill(let rect, let radius, let color):
            .fill(rect.offsetBy(dx: dx, dy: dy), radius: radius, color: color)
        case .stroke(let rect, let radius, let width, let color):
            .stroke(rect.offsetBy(dx: dx, dy: dy), radius: radius, width: width, color: color)
        case .text(let text, let origin, let style):
            .text(text, origin: Point(x: origin.x + dx, y: origin.y + dy), style: style)
        case .icon(let icon, let rect, let color):
            .icon(icon, in: rect.offsetBy(dx: dx, dy: dy), color: color)
        case .pushClip(let rect):
            .pushClip(rect.offsetBy(dx: dx, dy: dy))
        case .popClip:
            .popClip
        }
    }
}
