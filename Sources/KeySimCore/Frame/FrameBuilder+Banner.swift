/// How the reload banner looks: a red panel, white text, whatever the theme (a broken theme
/// must not hide its own errors).
public enum BannerStyle {
    /// The panel's colour.
    public static let background = Color(red: 0xC6, green: 0x28, blue: 0x28)
    /// The colour of its text.
    public static let text = Color(red: 0xFF, green: 0xFF, blue: 0xFF)
    /// The heading's font size, in points.
    public static let headingSize = 14.0
    /// The errors' font size, in points.
    public static let errorSize = 12.0
    /// The space between the screen's edges and the panel, and inside the panel around the text.
    public static let margin = 8.0
    /// The most lines of errors shown; the rest are counted in a last "and K more" line.
    public static let maximumLines = 10
    /// The heading over the errors.
    public static let heading = "Not reloaded — showing the last good version"
}

extension FrameBuilder {
    /// The banner a window watching its files shows while they fail to load [issue 6]: the
    /// errors (`path:line:column: error: message`) in a red panel at the top of the screen,
    /// under the status area and over the form, each wrapped to the panel's width; past
    /// ``BannerStyle/maximumLines`` lines, the errors left out are counted ("and 3 more").
    /// No errors, no banner.
    public func bannerCommands(errors: [String], screen: Size) -> [DrawCommand] {
        guard !errors.isEmpty else { return [] }
        let margin = BannerStyle.margin
        let heading = TextStyle(size: BannerStyle.headingSize, weight: .bold, color: BannerStyle.text)
        let body = TextStyle(size: BannerStyle.errorSize, color: BannerStyle.text)
        let textWidth = screen.width - 4 * margin
        let title = TextTruncation.wrap(
            BannerStyle.heading, toWidth: textWidth, by: .word, style: heading, measurer: measurer)
        let lines = bannerLines(errors, width: textWidth, style: body)
        let headingHeight = measurer.lineHeight(heading) * Double(title.count)
        let lineHeight = measurer.lineHeight(body)
        let panel = Rect(
            x: margin, y: FormMetrics.topInset(screenHeight: screen.height), width: screen.width - 2 * margin,
            height: 2 * margin + headingHeight + Double(lines.count) * lineHeight)
        var commands: [DrawCommand] = [
            .fill(panel, radius: FrameMetrics.bubbleCornerRadius, color: BannerStyle.background),
            .pushClip(panel),
        ]
        let left = panel.minX + margin
        for (number, line) in title.enumerated() {
            let top = panel.minY + margin + Double(number) * measurer.lineHeight(heading)
            commands.append(.text(line, origin: Point(x: left, y: top), style: heading))
        }
        for (number, line) in lines.enumerated() {
            let top = panel.minY + margin + headingHeight + Double(number) * lineHeight
            commands.append(.text(line, origin: Point(x: left, y: top), style: body))
        }
        commands.append(.popClip)
        return commands
    }

    /// The errors' lines, wrapped to `width`: whole errors while they fit in
    /// ``BannerStyle/maximumLines`` (the first at least in part), then "and K more".
    func bannerLines(_ errors: [String], width: Double, style: TextStyle) -> [String] {
        let budget = BannerStyle.maximumLines
        var lines: [String] = []
        for (index, error) in errors.enumerated() {
            let wrapped = TextTruncation.wrap(error, toWidth: width, by: .word, style: style, measurer: measurer)
            let isLast = index == errors.count - 1
            // Room for this error, and for the "and K more" line after it unless it is the last.
            let room = budget - lines.count - (isLast ? 0 : 1)
            if wrapped.count <= room {
                lines += wrapped
            } else if index == 0 {
                lines += wrapped.prefix(max(1, room))
            } else {
                lines.append("and \(errors.count - index) more")
                return lines
            }
        }
        return lines
    }
}
