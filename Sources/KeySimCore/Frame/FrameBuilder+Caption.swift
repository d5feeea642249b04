/// The caption strip under the screen while VoiceOver is on: what it said last, as
/// VoiceOver's caption panel and Xcode's Accessibility Inspector show it.
extension FrameBuilder {
    /// The frame's size for `simulator`: the device's screen, and under it the caption
    /// strip's height while VoiceOver is on.
    public static func frameSize(of simulator: Simulator) -> Size {
        frameSize(screen: simulator.device.screen, voiceOver: simulator.voiceOver != nil)
    }

    /// The frame's size on a screen this size, with or without the caption strip.
    public static func frameSize(screen: Size, voiceOver: Bool) -> Size {
        voiceOver ? Size(width: screen.width, height: screen.height + CaptionStyle.height) : screen
    }

    /// The strip under a screen `screen` big: the last announcement in white, the one before
    /// it above in grey; a last announcement too long for one line takes both lines, cut at the
    /// end of the second when longer still.
    func captionCommands(_ voiceOver: VoiceOver, screen: Size) -> [DrawCommand] {
        let strip = Rect(x: 0, y: screen.height, width: screen.width, height: CaptionStyle.height)
        var commands: [DrawCommand] = [.fill(strip, radius: 0, color: CaptionStyle.background)]
        guard let last = voiceOver.recent.last?.text else { return commands }
        let width = screen.width - 2 * CaptionStyle.padding
        func cut(_ text: String, _ style: TextStyle) -> String {
            TextTruncation.truncate(text, toWidth: width, at: .tail, style: style, measurer: measurer)
        }
        // Top to bottom.
        var lines: [(text: String, style: TextStyle)]
        let wrapped = TextTruncation.wrap(last, toWidth: width, by: .word, style: CaptionStyle.last, measurer: measurer)
        if wrapped.count > 1 {
            let first = String(wrapped[0].reversed().drop { $0 == " " }.reversed())
            lines = [
                (first, CaptionStyle.last), (cut(wrapped.dropFirst().joined(), CaptionStyle.last), CaptionStyle.last),
            ]
        } else if voiceOver.recent.count > 1 {
            let earlier = voiceOver.recent[voiceOver.recent.count - 2].text
            lines = [(cut(earlier, CaptionStyle.earlier), CaptionStyle.earlier), (last, CaptionStyle.last)]
        } else {
            lines = [(last, CaptionStyle.last)]
        }
        var y = strip.maxY - CaptionStyle.padding
        var drawn: [DrawCommand] = []
        for line in lines.reversed() {
            y -= measurer.lineHeight(line.style)
            drawn.append(.text(line.text, origin: Point(x: CaptionStyle.padding, y: y), style: line.style))
            y -= CaptionStyle.lineGap
        }
        return commands + drawn.reversed()
    }
}

/// The caption strip's colours and sizes, in one place: the same on every theme, as
/// VoiceOver's caption panel is always dark.
public enum CaptionStyle {
    /// The strip's height in points: two lines and their padding.
    public static let height = 56.0
    public static let padding = 8.0
    public static let lineGap = 2.0
    public static let background = Color(red: 0x1C, green: 0x1C, blue: 0x1E)
    /// The last announcement.
    public static let last = TextStyle(size: 16, weight: .bold, color: Color(red: 0xFF, green: 0xFF, blue: 0xFF))
    /// The one before it.
    public static let earlier = TextStyle(size: 13, color: Color(red: 0x98, green: 0x98, blue: 0x9F))
}
