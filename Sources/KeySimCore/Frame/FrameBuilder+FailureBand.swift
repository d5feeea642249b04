/// The band under a frame that `replay --artifacts` writes a failed expectation into, so
/// that a picture from CI says what went wrong without its log.
extension FrameBuilder {
    /// `frame` made taller by a band under it holding `lines` (each wrapped by word to the
    /// frame's width), dark text on a pale background.
    public func withFailureBand(_ frame: Frame, lines: [String]) -> Frame {
        let style = FailureBandStyle.text
        let width = frame.size.width - 2 * FailureBandStyle.padding
        let wrapped = lines.flatMap { line in
            TextTruncation.wrap(line, toWidth: width, by: .word, style: style, measurer: measurer).map {
                String($0.reversed().drop { $0 == " " }.reversed())
            }
        }
        let lineHeight = measurer.lineHeight(style)
        let height =
            2 * FailureBandStyle.padding + Double(wrapped.count) * lineHeight
            + Double(max(0, wrapped.count - 1)) * FailureBandStyle.lineGap
        var result = frame
        result.size = Size(width: frame.size.width, height: frame.size.height + height)
        let band = Rect(x: 0, y: frame.size.height, width: frame.size.width, height: height)
        result.commands.append(.fill(band, radius: 0, color: FailureBandStyle.background))
        result.commands.append(
            .fill(Rect(x: 0, y: band.minY, width: band.width, height: 2), radius: 0, color: FailureBandStyle.rule))
        var y = band.minY + FailureBandStyle.padding
        for line in wrapped {
            result.commands.append(.text(line, origin: Point(x: FailureBandStyle.padding, y: y), style: style))
            y += lineHeight + FailureBandStyle.lineGap
        }
        return result
    }
}

/// The failure band's colours and sizes: the same on every theme, chosen to read.
public enum FailureBandStyle {
    public static let padding = 8.0
    public static let lineGap = 2.0
    public static let background = Color(red: 0xFF, green: 0xF4, blue: 0xCE)
    /// The line between the screen and the band.
    public static let rule = Color(red: 0xD7, green: 0x26, blue: 0x26)
    public static let text = TextStyle(size: 13, color: Color(red: 0x1C, green: 0x1C, blue: 0x1E))
}
