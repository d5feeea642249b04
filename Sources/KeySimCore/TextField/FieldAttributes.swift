/// The text input attributes a scene field sets explicitly; `nil` means "not set", so the
/// value comes from the content type, the keyboard type or the default.
public struct FieldAttributes: Equatable, Hashable, Sendable {
    /// The keyboard type (`keyboard` in a scene file).
    public var keyboard: KeyboardType?
    /// What the field is for (`contentType`).
    public var contentType: TextContentType?
    /// Whether the text is hidden behind bullets (`secure`).
    public var secure: Bool?
    /// How typed text is capitalised (`autocapitalization`).
    public var autocapitalization: Autocapitalization?
    /// Whether autocorrection is on (`autocorrection`).
    public var autocorrection: Bool?
    /// The return key's type (`returnKey`).
    public var returnKey: ReturnKeyType?
    /// Whether return is disabled while the field is empty (`enablesReturnKeyAutomatically`).
    public var enablesReturnKeyAutomatically: Bool?

    public init(
        keyboard: KeyboardType? = nil,
        contentType: TextContentType? = nil,
        secure: Bool? = nil,
        autocapitalization: Autocapitalization? = nil,
        autocorrection: Bool? = nil,
        returnKey: ReturnKeyType? = nil,
        enablesReturnKeyAutomatically: Bool? = nil
    ) {
        self.keyboard = keyboard
        self.contentType = contentType
        self.secure = secure
        self.autocapitalization = autocapitalization
        self.autocorrection = autocorrection
        self.returnKey = returnKey
        self.enablesReturnKeyAutomatically = enablesReturnKeyAutomatically
    }
}
