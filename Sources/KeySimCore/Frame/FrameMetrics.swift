/// The measurements and timings of what ``FrameBuilder`` draws, in points and milliseconds:
/// the one place its numbers come from (colours and font sizes are the theme's).
public enum FrameMetrics {
    // MARK: Fields

    /// The corner radius of a rounded-border field, its focus ring and a form row.
    public static let fieldCornerRadius = 8.0
    /// The width of a field's border (and of a plain field's line under it).
    public static let fieldBorderWidth = 1.0
    /// The width of the ring around the focused field.
    public static let focusRingWidth = 2.0
    /// The space between a field's left and right edges and its text.
    public static let fieldTextPadding = 8.0
    /// The width of the caret.
    public static let caretWidth = 2.0
    /// The dots under a misspelled word: their size, and how far below the text's baseline.
    public static let misspellingDot = 2.0
    public static let misspellingGap = 2.0
    /// The diameter of the dot on a selection handle (above the start, below the end).
    static let selectionHandleDot = 8.0
    /// The edit menu: its bar's height and corners, each title's padding either side, the
    /// line between titles, its gap above the selection's handle, and its least margin from
    /// the screen's edges.
    static let editMenuHeight = 38.0
    static let editMenuCornerRadius = 8.0
    static let editMenuPadding = 13.0
    static let editMenuSeparator = 1.0
    static let editMenuGap = 4.0
    static let editMenuMargin = 8.0
    /// The shake-to-undo alert: its width and corners, its title's padding, its buttons'
    /// height, and how much the screen behind it dims.
    static let alertWidth = 270.0
    static let alertCornerRadius = 14.0
    static let alertTitlePadding = 20.0
    static let alertButtonHeight = 44.0
    static let alertDimming: UInt8 = 0x33
    /// The least side of a touch target, as Apple's guidelines give it (a handle's reach).
    static let minimumTarget = 44.0
    /// The loupe over the text during a long press: its size and corners, how much it
    /// magnifies, and its gap above the caret's line.
    static let loupeSize = Size(width: 120, height: 44)
    static let loupeCornerRadius = 22.0
    static let loupeMagnification = 1.3
    static let loupeGap = 10.0
    /// The caret is shown for this long, then hidden for as long, and so on.
    public static let caretBlinkInterval = 500
    /// The side of the clear (ⓧ) button's icon at a field's trailing edge.
    public static let clearButtonSize = 17.0
    /// The side of a field's leading image and of its trailing button's icon.
    public static let fieldIconSize = 20.0
    /// The space between a field's leading image or trailing button and its text.
    public static let fieldIconGap = 6.0
    /// The space between a field's bottom and its validation message.
    public static let messageGap = 2.0

    // MARK: Keyboard

    /// How long the keyboard takes to slide in or out.
    public static let slideDuration = 250
    /// How far below a key its shadow shows.
    public static let keyShadowOffset = 1.0
    /// The side of the square an icon key's icon fits in.
    public static let keyIconSize = 22.0
    /// The space between a phone pad digit and its subtitle.
    public static let subtitleGap = 0.0

    // MARK: Preview and callout

    /// The home indicator under the keys of a phone without a home button: its size, its
    /// distance from the screen's bottom, and the keyboard bottom inset from which it shows.
    public static let homeIndicatorSize = Size(width: 134, height: 5)
    public static let homeIndicatorBottom = 8.0
    public static let homeIndicatorMinimumInset = 20.0
    /// What a secure field draws for each hidden character (the model's bullet is "•"): U+26AB
    /// with U+FE0E, the selector asking for it as text — it is an emoji by default, which the
    /// renderer would draw as a colour picture from an emoji font.
    public static let secureDot = "\u{26AB}\u{FE0E}"

    /// `text` with each of the model's bullets (`•`) as ``secureDot`` (`drawn`), or each
    /// ``secureDot`` as a bullet. Scalar by scalar: `replacingOccurrences` would run
    /// Foundation's CFString search at every frame of a secure field.
    public static func secureDots(in text: String, drawn: Bool) -> String {
        let (bullet, dot, textStyle): (Unicode.Scalar, Unicode.Scalar, Unicode.Scalar) = (
            "\u{2022}", "\u{26AB}", "\u{FE0E}"
        )
        guard text.unicodeScalars.contains(drawn ? bullet : dot) else { return text }
        var result = String.UnicodeScalarView()
        if drawn {
            for scalar in text.unicodeScalars {
                if scalar == bullet {
                    result.append(dot)
                    result.append(textStyle)
                } else {
                    result.append(scalar)
                }
            }
            return String(result)
        }
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == dot, index + 1 < scalars.count, scalars[index + 1] == textStyle {
                result.append(bullet)
                index += 2
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }
    /// An expansion tooltip: padding around its text and its distance below the pointer.
    public static let tooltipPadding = 6.0
    public static let tooltipOffset = 20.0
    /// A combo box's choice rows: their height and their gap below the field.
    public static let choiceRowHeight = 36.0
    public static let choiceListGap = 2.0
    /// A key preview bubble is this many times as wide as its key.
    public static let previewWidthFactor = 1.5
    /// A key preview bubble rises this many key heights above its key (enough to cover the
    /// row above, as on iOS).
    public static let previewHeightFactor = 1.45
    /// Keys at least this share of the screen's width (pad keys) show no preview bubble.
    public static let previewMaximumKeyShare = 1.0 / 6
    /// The corner radius of a preview bubble and a callout.
    public static let bubbleCornerRadius = 8.0
    /// The space between a callout's cells and its edge.
    public static let calloutPadding = 4.0

    /// Ease-out (cubic) of a linear progress in 0...1: fast at first, settling at the end.
    public static func easeOut(_ progress: Double) -> Double {
        let clamped = min(max(progress, 0), 1)
        let remaining = 1 - clamped
        return 1 - remaining * remaining * remaining
    }
}
