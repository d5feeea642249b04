/// How the simulator looks: every colour and font size the frame builder uses, loaded from a
/// theme file (`Assets/Themes/*.json`) so a designer can restyle it without recompiling.
public struct Theme: Equatable, Sendable {
    /// Every colour the frame builder draws with.
    public struct Colors: Equatable, Sendable {
        /// The form behind the fields.
        public var background: Color
        public var title: Color
        public var label: Color
        public var fieldBackground: Color
        public var fieldBorder: Color
        /// The ring around the focused field.
        public var focusRing: Color
        public var fieldText: Color
        public var placeholder: Color
        public var caret: Color
        /// The border and message of a field whose text fails its validation.
        public var invalid: Color
        public var keyboardBackground: Color
        /// Letter, digit, space and decimal keys.
        public var characterKey: Color
        public var characterKeyPressed: Color
        /// Shift, delete, layer switches, globe, return and dismiss.
        public var functionKey: Color
        public var functionKeyPressed: Color
        public var keyText: Color
        /// The thin shadow under each key.
        public var keyShadow: Color
        /// The return key's text while it is disabled.
        public var disabledKeyText: Color
        /// The bubble above a pressed character key.
        public var previewBubble: Color
        public var calloutBackground: Color
        public var calloutSelected: Color
        public var calloutSelectedText: Color
        /// The return key when its type is not `default` (go, search, send, …).
        public var primaryReturnKey: Color
        public var primaryReturnText: Color
        /// Behind selected text (optional in a theme file: the caret's colour at 20%).
        public var selection: Color
        /// The edit menu's bar and its titles (optional: iOS's dark bar, white titles).
        public var editMenu: Color
        public var editMenuText: Color
        /// A key's blank cap while the space bar's trackpad holds the keyboard (optional: the
        /// character key's colour at a third, faint over the keyboard's background).
        public var trackpadKey: Color
        /// The suggestion bar's autocorrection slot, behind its word (optional: the character
        /// key's colour, as iOS lights it).
        public var suggestionHighlight: Color
        /// The thin lines between the bar's slots (optional: the key shadow's colour).
        public var suggestionDivider: Color
        /// The underline of a misspelled word (optional: iOS's red).
        public var misspelled: Color
    }

    /// A font: its size in points (at the default text size, `large`), its weight, and the
    /// iOS text style it grows with under Dynamic Type (none: it keeps its size, as the
    /// keyboard's keys do).
    public struct Font: Equatable, Sendable {
        public var size: Double
        public var weight: TextStyle.Weight
        public var textStyle: DynamicTypeStyle?

        public init(size: Double, weight: TextStyle.Weight = .regular, textStyle: DynamicTypeStyle? = nil) {
            self.size = size
            self.weight = weight
            self.textStyle = textStyle
        }

        /// This font at `category`: its size scaled as its text style's is.
        public func sized(for category: ContentSizeCategory) -> Font {
            guard let textStyle else { return self }
            var font = self
            font.size = textStyle.scaled(size, to: category)
            return font
        }

        /// This font in `color`.
        public func style(_ color: Color) -> TextStyle { TextStyle(size: size, weight: weight, color: color) }
    }

    /// Every font the frame builder writes with.
    public struct Fonts: Equatable, Sendable {
        /// The form's large title.
        public var title: Font
        /// A field's label.
        public var label: Font
        public var fieldText: Font
        public var placeholder: Font
        /// A field's validation message.
        public var message: Font
        /// A key showing one character (`q`, `Q`, `7`).
        public var keyLetter: Font
        /// A key showing a word (`123`, `return`, `space`).
        public var keyLabel: Font
        /// The letters under a phone pad's digit (`ABC`).
        public var keySubtitle: Font
        /// The character in a key's preview bubble.
        public var preview: Font
        /// An alternate in a long-press callout.
        public var callout: Font
    }

    /// Names the theme on the command line (`light`).
    public var id: String
    /// The theme's display name.
    public var name: String
    public var colors: Colors
    public var fonts: Fonts

    public init(id: String, name: String, colors: Colors, fonts: Fonts) {
        self.id = id
        self.name = name
        self.colors = colors
        self.fonts = fonts
    }

    /// The theme at a Dynamic Type size: the form's fonts (title, label, field text,
    /// placeholder, message) grown or shrunk as their text styles are; the keys' fonts keep
    /// their sizes, as on iOS. The same theme at `large`.
    public func sized(for category: ContentSizeCategory) -> Theme {
        guard category != .large else { return self }
        var theme = self
        theme.fonts.title = fonts.title.sized(for: category)
        theme.fonts.label = fonts.label.sized(for: category)
        theme.fonts.fieldText = fonts.fieldText.sized(for: category)
        theme.fonts.placeholder = fonts.placeholder.sized(for: category)
        theme.fonts.message = fonts.message.sized(for: category)
        return theme
    }
}
