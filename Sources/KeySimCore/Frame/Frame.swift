/// What the screen shows at one moment, as a list of draw commands in points: the engine
/// builds it, a front end only rasterises it (an SDL window, or an offscreen surface for a
/// PNG). A golden test of a frame needs no window.
public struct Frame: Equatable, Sendable {
    /// The drawing area in points (the device's screen).
    public var size: Size
    /// What the area is cleared to.
    public var background: Color
    /// Drawn in order, later over earlier.
    public var commands: [DrawCommand]

    public init(size: Size, background: Color, commands: [DrawCommand] = []) {
        self.size = size
        self.background = background
        self.commands = commands
    }
}

/// One thing to draw. Coordinates are points, origin top-left.
public enum DrawCommand: Equatable, Sendable {
    /// A filled rectangle with rounded corners (radius 0: square).
    case fill(Rect, radius: Double, color: Color)
    /// The outline of a rounded rectangle, `width` points wide, drawn inside `rect`.
    case stroke(Rect, radius: Double, width: Double, color: Color)
    /// One line of text whose line box's top-left corner is `origin` (the box is
    /// `measurer.lineHeight(style)` high; the baseline is `ascent` below its top).
    case text(String, origin: Point, style: TextStyle)
    /// An icon scaled to fit `rect`, drawn in `color`.
    case icon(Icon, in: Rect, color: Color)
    /// Until the matching `popClip`, draw only inside `rect` (clips nest: the intersection).
    case pushClip(Rect)
    case popClip
}

/// A colour with alpha, 8 bits a channel.
public struct Color: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// This colour with `alpha` in place of its own.
    public func withAlpha(_ alpha: UInt8) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

    /// A colour written `#RRGGBB` or `#RRGGBBAA` (as in theme files); nil otherwise.
    public init?(hex: String) {
        guard hex.hasPrefix("#"), hex.count == 7 || hex.count == 9,
            let value = UInt32(hex.dropFirst(), radix: 16)
        else { return nil }
        if hex.count == 7 {
            self.init(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
        } else {
            self.init(
                red: UInt8(value >> 24 & 0xFF), green: UInt8(value >> 16 & 0xFF), blue: UInt8(value >> 8 & 0xFF),
                alpha: UInt8(value & 0xFF))
        }
    }

    public var description: String {
        let hex = [red, green, blue] + (alpha == 255 ? [] : [alpha])
        return "#" + hex.map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined()
    }
}

/// How text looks: the font's size in points, its weight, its colour.
public struct TextStyle: Equatable, Hashable, Sendable {
    public enum Weight: String, Sendable, Hashable {
        case regular
        case bold
    }

    public var size: Double
    public var weight: Weight
    public var color: Color

    public init(size: Double, weight: Weight = .regular, color: Color) {
        self.size = size
        self.weight = weight
        self.color = color
    }
}

/// The icons a frame can draw; each is a file `Assets/Icons/<rawValue>.svg`.
public enum Icon: String, CaseIterable, Sendable, Hashable {
    case shift
    case shiftOn = "shift-on"
    case shiftLocked = "shift-locked"
    case delete
    case globe
    case dictation = "mic"
    case returnKey = "return"
    case dismiss
    case tab
    case capsLock = "capslock"
    case capsLockOn = "capslock-on"
    case clear
    // Leading images and trailing buttons of fields.
    case search
    case person
    case envelope
    case lock
    case phone
    case link
    case bookmark
    case calendar
}

/// Measures text as the rasteriser will draw it, so caret positions, centring and
/// truncation computed in the core match the pixels. The SDL front end implements it with
/// the real font; core tests use a fixed-advance measurer.
public protocol TextMeasurer: Sendable {
    /// The advance width of `text` on one line, in points.
    func width(of text: String, style: TextStyle) -> Double
    /// The height of a line box, in points.
    func lineHeight(_ style: TextStyle) -> Double
    /// The distance from a line box's top to its baseline, in points.
    func ascent(_ style: TextStyle) -> Double
    /// The lines `request` is laid out as: `layout()`, or what it gave for the same request
    /// before (a measurer may remember; the default extension does not).
    func lines(for request: TextLayoutRequest, layout: () -> [String]) -> [String]
}

/// A measurer where every grapheme is `advance` × the font size wide: for core tests.
public struct FixedAdvanceMeasurer: TextMeasurer {
    public var advance: Double

    public init(advance: Double = 0.6) { self.advance = advance }

    public func width(of text: String, style: TextStyle) -> Double { Double(text.count) * advance * style.size }
    public func lineHeight(_ style: TextStyle) -> Double { (style.size * 1.2).rounded() }
    public func ascent(_ style: TextStyle) -> Double { (style.size * 0.95).rounded() }
}
