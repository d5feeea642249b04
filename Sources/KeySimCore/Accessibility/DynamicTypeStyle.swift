/// iOS's text styles (`UIFont.TextStyle`) and the point size each has at every
/// ``ContentSizeCategory``: Apple's Human Interface Guidelines, Typography, "Dynamic Type
/// sizes" (iOS, iPadOS), the regular weight's sizes.
///
/// A theme's form fonts each follow one style (``Theme/Font/textStyle``) and grow as it
/// does, the way `UIFontMetrics.scaledFont(for:)` scales a custom font: by the style's size at
/// the category over its size at `large`.
public enum DynamicTypeStyle: String, CaseIterable, Sendable {
    case largeTitle
    case title1
    case title2
    case title3
    case headline
    case body
    case callout
    case subheadline
    case footnote
    case caption1
    case caption2

    /// The style's size in points at each category, `extraSmall` to
    /// `accessibilityExtraExtraExtraLarge`.
    public var sizes: [Double] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// The style's size at `category`, in points.
    public func size(at category: ContentSizeCategory) -> Double { sizes[category.index] }

    /// `size` (a font of this style at `large`) scaled to `category`: exactly `size` at
    /// `large`, else in proportion to the style's sizes.
    public func scaled(_ size: Double, to category: ContentSizeCategory) -> Double {
        guard category != .large else { return size }
        return size * self.size(at: category) / self.size(at: .large)
    }
}
