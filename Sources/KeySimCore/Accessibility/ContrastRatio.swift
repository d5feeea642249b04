import Foundation

/// WCAG 2's contrast ratio between text and what is behind it (Success Criterion 1.4.3:
/// at least 4.5:1 for text under 18 pt, 24 px).
public enum ContrastRatio {
    /// The least ratio WCAG's level AA asks of text of ordinary size.
    public static let minimum = 4.5

    /// `(L1 + 0.05) / (L2 + 0.05)` of the lighter and darker colour's relative luminance,
    /// `foreground` first blended over `background` by its alpha (the background taken as
    /// opaque): from 1 (the same colour) to 21 (black on white).
    public static func of(_ foreground: Color, on background: Color) -> Double {
        let shown = blended(foreground, over: background)
        let (a, b) = (luminance(shown), luminance(background))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// `color` as seen over the opaque `background`: each channel mixed by the alpha.
    public static func blended(_ color: Color, over background: Color) -> Color {
        let alpha = Double(color.alpha) / 255
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * alpha + Double(bottom) * (1 - alpha)).rounded())
        }
        return Color(
            red: mix(color.red, background.red), green: mix(color.green, background.green),
            blue: mix(color.blue, background.blue))
    }

    /// WCAG's relative luminance of an sRGB colour (its alpha ignored).
    public static func luminance(_ color: Color) -> Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// A ratio as messages write it: `2.5:1`, one decimal, rounded down so that a ratio shown
    /// as `4.5:1` always passes.
    public static func written(_ ratio: Double) -> String {
        let tenths = (ratio * 10).rounded(.down) / 10
        return String(format: "%.1f:1", tenths)
    }
}
