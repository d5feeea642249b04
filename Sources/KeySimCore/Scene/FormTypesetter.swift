/// What the form's layout measures its text with: the fonts the form is drawn in (a theme at
/// the scene's Dynamic Type size, ``Theme/sized(for:)``) and the measurer that draws them.
///
/// With one, ``FormLayout`` sizes the form for its text, as iOS does at larger text sizes:
/// fields as tall as their text's line and padding, labels, titles and validation messages
/// wrapped onto as many lines as they take. Without one it uses ``FormMetrics``' fixed
/// heights, which fit the default size.
public struct FormTypesetter: Sendable {
    /// The form's fonts, already at the scene's text size.
    public var fonts: Theme.Fonts
    public var measurer: any TextMeasurer

    public init(fonts: Theme.Fonts, measurer: any TextMeasurer) {
        self.fonts = fonts
        self.measurer = measurer
    }

    /// The typesetter of `theme` at `category`, measured by `measurer`.
    public init(theme: Theme, contentSize category: ContentSizeCategory, measurer: any TextMeasurer) {
        self.init(fonts: theme.sized(for: category).fonts, measurer: measurer)
    }

    /// The line height of `font`.
    func lineHeight(_ font: Theme.Font) -> Double {
        measurer.lineHeight(font.style(Self.anyColor))
    }

    /// `text` in `font` wrapped by word to `width` (a word wider than the line broken where
    /// it must); one line, the text, when it fits.
    func lines(_ text: String, font: Theme.Font, width: Double) -> [String] {
        let style = font.style(Self.anyColor)
        guard measurer.width(of: text, style: style) > width else { return [text] }
        // A line's trailing space is where it broke: not drawn, not kept.
        return TextTruncation.wrap(text, toWidth: width, by: .word, style: style, measurer: measurer).map { line in
            var line = line
            while line.count > 1, line.last == " " { line.removeLast() }
            return line
        }
    }

    /// Measuring needs a style; its colour changes nothing.
    private static let anyColor = Color(red: 0, green: 0, blue: 0)
}
