/// A device the keyboard is shown on, in one orientation: its screen and the keyboard's
/// metrics on it. Loaded from `Assets/Devices/*.json`.
public struct DeviceProfile: Equatable, Sendable {
    public enum Orientation: String, CaseIterable, Sendable {
        case portrait
        case landscape
    }

    /// The device's id (`iphone-15`), shared by both orientations.
    public var id: String
    public var name: String
    public var orientation: Orientation
    /// The screen (window) size in points.
    public var screen: Size
    /// Pixels per point on the real device.
    public var scale: Double
    public var keyboard: KeyboardMetrics
    /// Phone or pad: which layouts the device prefers (``LayoutCatalog/layout(for:idiom:)``).
    public var idiom: Idiom

    public init(
        id: String, name: String, orientation: Orientation, screen: Size, scale: Double, keyboard: KeyboardMetrics,
        idiom: Idiom = .phone
    ) {
        self.idiom = idiom
        self.id = id
        self.name = name
        self.orientation = orientation
        self.screen = screen
        self.scale = scale
        self.keyboard = keyboard
    }

    /// How a user names this profile: `iphone-15` (portrait) or `iphone-15-landscape`.
    public var reference: String { orientation == .portrait ? id : "\(id)-landscape" }

    /// Where the keyboard's top-left corner is on the screen when it is fully shown.
    public var keyboardOrigin: Point { Point(x: 0, y: screen.height - keyboard.height) }
}

/// Insets from each edge, in points.
public struct EdgeInsets: Equatable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// The keyboard's size and spacing on a device.
public struct KeyboardMetrics: Equatable, Sendable {
    /// The keyboard's height in points, from its top edge to the bottom of the screen.
    public var height: Double
    /// Space between the keyboard's edges and the keys (the bottom one holds the home
    /// indicator on Face ID phones). Touches in the side and top insets still reach the
    /// nearest key; the bottom inset does too, unless it is a ``strip``.
    public var insets: EdgeInsets
    /// Horizontal space between neighbouring keys.
    public var keyGap: Double
    /// Vertical space between rows.
    public var rowGap: Double
    public var cornerRadius: Double
    /// The bottom inset as the home-indicator strip: it answers no touch but through the keys
    /// it holds. Nil on a phone with a home button, where the last row reaches the bottom.
    public var strip: KeyboardStrip?
    /// The height of the suggestion bar above the keys, where a field shows it: the keyboard
    /// is that much taller then.
    public var suggestionBarHeight: Double

    /// The bar's height where a device file gives none: an iPhone's in portrait.
    public static let standardSuggestionBarHeight = 45.0

    public init(
        height: Double, insets: EdgeInsets, keyGap: Double, rowGap: Double, cornerRadius: Double,
        strip: KeyboardStrip? = nil, suggestionBarHeight: Double = standardSuggestionBarHeight
    ) {
        self.suggestionBarHeight = suggestionBarHeight
        self.height = height
        self.insets = insets
        self.keyGap = keyGap
        self.rowGap = rowGap
        self.cornerRadius = cornerRadius
        self.strip = strip
    }
}
