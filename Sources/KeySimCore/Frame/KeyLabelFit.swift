/// How a long label is fitted to its key, as iOS fits the return key's label ("Emergency
/// call" on a phone's return key): drawn in the key's font when it fits between the key's
/// padding, else in smaller type, down to ``minimumScale`` of the font's size.
public enum KeyLabelFit {
    /// The room a label needs between it and each side of its key, in points.
    public static let padding = 2.0
    /// The smallest share of its font's size a label is drawn at to fit.
    public static let minimumScale = 0.5
    /// Sizes are tried in steps this large, so the same label gets the same size everywhere.
    public static let step = 0.5

    /// The style `text` is drawn in on a key `keyWidth` points wide: `style` when it fits,
    /// else the largest size (in ``step``s) down to ``minimumScale`` of `style`'s at which it
    /// fits; nil when it does not fit even then.
    public static func style(
        for text: String, in style: TextStyle, keyWidth: Double, measurer: some TextMeasurer
    ) -> TextStyle? {
        let room = keyWidth - 2 * padding
        let width = measurer.width(of: text, style: style)
        if width <= room { return style }
        let smallest = style.size * minimumScale
        // Text widths grow with the size: start from the size the widths' ratio gives and step
        // down until it fits.
        var size = (style.size * max(room, 0) / width / step).rounded(.down) * step
        var fitted = style
        while size >= smallest - 1e-9 {
            fitted.size = size
            if measurer.width(of: text, style: fitted) <= room { return fitted }
            size -= step
        }
        return nil
    }

    /// The smallest style `text` is drawn in: ``minimumScale`` of `style`'s size.
    public static func smallest(_ style: TextStyle) -> TextStyle {
        var smallest = style
        smallest.size = style.size * minimumScale
        return smallest
    }
}
