/// One text laid out to fit a width — truncated or wrapped as a field's line-break mode
/// asks — as a measurer may remember it: the same text in the same font and width always
/// gives the same lines, and a form draws the same texts frame after frame.
public struct TextLayoutRequest: Hashable, Sendable {
    /// How the text is fitted.
    public enum Mode: Hashable, Sendable {
        case truncate(TextTruncation.Position)
        case wrap(TextTruncation.Wrapping)
    }

    public var text: String
    public var width: Double
    public var mode: Mode
    /// The font: its size and weight (the colour does not change a width).
    public var size: Double
    public var weight: TextStyle.Weight

    public init(text: String, width: Double, mode: Mode, style: TextStyle) {
        self.text = text
        self.width = width
        self.mode = mode
        self.size = style.size
        self.weight = style.weight
    }
}

extension TextMeasurer {
    /// Measurers keep nothing unless they say otherwise: `layout` runs every time.
    public func lines(for request: TextLayoutRequest, layout: () -> [String]) -> [String] { layout() }
}
