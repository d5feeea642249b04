/// One text field of a ``Scene``, as its file describes it, with inherited settings resolved.
public struct SceneField: Equatable, Sendable {
    /// Names the field in scripts and results; unique in its scene.
    public var id: String
    /// Text shown beside or above the field.
    public var label: String?
    /// The placeholder shown while the field is empty.
    public var prompt: String?
    /// The field's text when the scene opens.
    public var text: String
    /// The input attributes set explicitly; see ``traits`` for what they resolve to.
    public var attributes: FieldAttributes
    /// The most grapheme clusters the field takes, or `nil` for no limit.
    public var maxLength: Int?
    /// The field's locale identifier: its own, else the scene's.
    public var locale: String
    /// How the field is drawn: its own style, else the scene's.
    public var style: FieldStyle
    public var clearButton: ClearButtonMode
    public var validation: Validation?
    public var format: FieldFormat?
    public var lineBreak: LineBreakMode
    /// How wide the field is; `nil` for the whole available width.
    public var size: FieldSize?
    /// Fields with the same group name all get the width of the widest of them.
    public var widthGroup: String?
    /// The name of an icon shown inside the field before the text.
    public var leadingImage: String?
    /// The name of an icon shown as a button inside the field after the text.
    public var trailingButton: String?
    /// What the app does when the trailing button is tapped, beyond being told.
    public var trailingButtonAction: TrailingButtonAction?
    /// Choices offered in a list under the field while typing (a combo box [F14]).
    public var choices: [String]
    /// Where the field's object starts in the scene file.
    public var position: SourcePosition

    public init(
        id: String,
        label: String? = nil,
        prompt: String? = nil,
        text: String = "",
        attributes: FieldAttributes = FieldAttributes(),
        maxLength: Int? = nil,
        locale: String = Scene.defaultLocale,
        style: FieldStyle = .roundedBorder,
        clearButton: ClearButtonMode = .never,
        validation: Validation? = nil,
        format: FieldFormat? = nil,
        lineBreak: LineBreakMode = .clip,
        size: FieldSize? = nil,
        widthGroup: String? = nil,
        leadingImage: String? = nil,
        trailingButton: String? = nil,
        trailingButtonAction: TrailingButtonAction? = nil,
        choices: [String] = [],
        position: SourcePosition = SourcePosition(line: 1, column: 1)
    ) {
        self.id = id
        self.label = label
        self.prompt = prompt
        self.text = text
        self.attributes = attributes
        self.maxLength = maxLength
        self.locale = locale
        self.style = style
        self.clearButton = clearButton
        self.validation = validation
        self.format = format
        self.lineBreak = lineBreak
        self.size = size
        self.widthGroup = widthGroup
        self.leadingImage = leadingImage
        self.trailingButton = trailingButton
        self.trailingButtonAction = trailingButtonAction
        self.choices = choices
        self.position = position
    }

    /// The traits the keyboard uses for this field: the explicit attributes over what the
    /// content type and keyboard type imply.
    public var traits: TextInputTraits { TextInputTraits(resolving: attributes) }
}

extension SceneField {
    /// What the empty field shows [F2]: the prompt; without one, the label — except in the
    /// `form` style, which shows the label at the leading edge and only a prompt inside, as a
    /// form on macOS does.
    public var placeholder: String {
        prompt ?? (style == .form ? "" : label ?? "")
    }
}

/// What an app does when a field's trailing button is tapped, as its code would: it sets the
/// field's text itself, so the keyboard is not told (see
/// ``TypingSession/setTextAsTheApp(_:at:)``).
public enum TrailingButtonAction: String, Equatable, Hashable, Sendable, CaseIterable {
    /// A chat's send button: the text is submitted (a submission in the results) and the
    /// field emptied.
    case send
    /// The field is emptied.
    case clear
}
