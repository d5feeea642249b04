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
    /// Whether misspelled words are underlined (`spellChecking`).
    public var spellChecking: Bool?
    /// Whether straight quotes become curly (`smartQuotes`).
    public var smartQuotes: Bool?
    /// Whether two hyphens become a dash (`smartDashes`).
    public var smartDashes: Bool?
    /// Whether a paste gets its space and a deletion leaves no double space (`smartInsertDelete`).
    public var smartInsertDelete: Bool?
    /// Whether the suggestion bar shows (`predictive`).
    public var predictive: Bool?

    public init(
        keyboard: KeyboardType? = nil,
        contentType: TextContentType? = nil,
        secure: Bool? = nil,
        autocapitalization: Autocapitalization? = nil,
        autocorrection: Bool? = nil,
        returnKey: ReturnKeyType? = nil,
        enablesReturnKeyAutomatically: Bool? = nil,
        spellChecking: Bool? = nil,
        smartQuotes: Bool? = nil,
        smartDashes: Bool? = nil,
        smartInsertDelete: Bool? = nil,
        predictive: Bool? = nil
    ) {
        self.keyboard = keyboard
        self.contentType = contentType
        self.secure = secure
        self.autocapitalization = autocapitalization
        self.autocorrection = autocorrection
        self.returnKey = returnKey
        self.enablesReturnKeyAutomatically = enablesReturnKeyAutomatically
        self.spellChecking = spellChecking
        self.smartQuotes = smartQuotes
        self.smartDashes = smartDashes
        self.smartInsertDelete = smartInsertDelete
        self.predictive = predictive
    }
}
