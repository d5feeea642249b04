/// The measurements of a form on screen, in points: the one place ``FormLayout`` takes its
/// numbers from. They follow Apple's Human Interface Guidelines for text fields and forms:
/// 16-point margins, 44-point-high touch targets, a label closer to its own field than to the
/// field before it.
public enum FormMetrics {
    /// Screens at least this tall have a Dynamic Island or notch above the content.
    public static let tallScreenMinimumHeight = 800.0
    /// The safe-area top inset on a tall screen (status bar with Dynamic Island).
    public static let tallScreenTopInset = 59.0
    /// The safe-area top inset on a shorter screen (status bar only).
    public static let shortScreenTopInset = 20.0
    /// The height of the title line (a large title).
    public static let titleHeight = 34.0
    /// The space between the screen's left and right edges and the content.
    public static let margin = 16.0
    /// The height of a single-line field: the minimum comfortable touch target.
    public static let fieldHeight = 44.0
    /// The space above and below a field's line of text: a field grows with its text (Dynamic
    /// Type) and keeps this much room around it, never shorter than ``fieldHeight``.
    public static let fieldVerticalPadding = 12.0
    /// The height of a label written above its field.
    public static let labelHeight = 20.0
    /// The space between a label above its field and that field.
    public static let labelGap = 6.0
    /// The space between one field's bottom and what follows: the next field's label (or the
    /// field itself). Also the space between the title and the first field. Larger than
    /// ``labelGap``, so a label sits visibly nearer its own field.
    public static let fieldSpacing = 16.0
    /// The room kept under a field that validates its text, for its message (one line of the
    /// message font under a small gap), so a message never crowds the next field's label.
    public static let messageHeight = 18.0
    /// The share of the available width a `form`-style label column takes.
    public static let formLabelColumnFraction = 0.35
    /// The font size of field text.
    public static let fontSize = 17.0
    /// The average character advance as a share of the font size, for `size` in characters.
    public static let characterWidthFactor = 0.6
    /// The horizontal padding inside a field, added to the width of its characters.
    public static let fieldPadding = 16.0
    /// The share of the available width a `small` field takes.
    public static let smallFraction = 0.35
    /// The share of the available width a `medium` field takes.
    public static let mediumFraction = 0.60
    /// The share of the available width a `large` field takes.
    public static let largeFraction = 1.0

    /// The safe-area top inset on a screen of this height.
    public static func topInset(screenHeight: Double) -> Double {
        screenHeight >= tallScreenMinimumHeight ? tallScreenTopInset : shortScreenTopInset
    }

    /// The width a field of this size asks for, never more than `available`; no size asks
    /// for all of it.
    public static func width(of size: FieldSize?, available: Double, fontSize: Double = fontSize) -> Double {
        let wanted: Double
        switch size {
        case nil: wanted = available
        case .characters(let count): wanted = Double(count) * characterWidthFactor * fontSize + fieldPadding
        case .small: wanted = smallFraction * available
        case .medium: wanted = mediumFraction * available
        case .large: wanted = largeFraction * available
        }
        return min(wanted, available)
    }
}
