/// Everything the keyboard needs to know about how a field takes text: which keyboard,
/// capitals, corrections, secure entry and the return key (UIKit's `UITextInputTraits`).
public struct TextInputTraits: Equatable, Hashable, Sendable {
    public var keyboardType: KeyboardType
    public var autocapitalization: Autocapitalization
    public var autocorrection: Bool
    public var isSecure: Bool
    public var returnKey: ReturnKeyType
    public var enablesReturnKeyAutomatically: Bool
    /// Whether double space types ". " (and quotes and dashes may be made smart).
    public var smartPunctuation: Bool
    public var contentType: TextContentType?
    /// Whether misspelled words are underlined (UIKit's `spellCheckingType`).
    public var spellChecking: Bool
    /// Whether straight quotes become curly, by position (`smartQuotesType`).
    public var smartQuotes: Bool
    /// Whether two hyphens become a dash (`smartDashesType`).
    public var smartDashes: Bool
    /// Whether a paste gets a space and a deletion leaves no doubled one
    /// (`smartInsertDeleteType`).
    public var smartInsertDelete: Bool
    /// Whether the suggestion (QuickType) bar shows above the keys.
    public var predictive: Bool

    /// Traits with UIKit's defaults unless given: default keyboard, sentence capitals,
    /// autocorrection, spell checking, the smart traits and the suggestion bar on, not secure,
    /// a plain return key.
    public init(
        keyboardType: KeyboardType = .default,
        autocapitalization: Autocapitalization = .sentences,
        autocorrection: Bool = true,
        isSecure: Bool = false,
        returnKey: ReturnKeyType = .default,
        enablesReturnKeyAutomatically: Bool = false,
        smartPunctuation: Bool = true,
        contentType: TextContentType? = nil,
        spellChecking: Bool = true,
        smartQuotes: Bool = true,
        smartDashes: Bool = true,
        smartInsertDelete: Bool = true,
        predictive: Bool = true
    ) {
        self.keyboardType = keyboardType
        self.autocapitalization = autocapitalization
        self.autocorrection = autocorrection
        self.isSecure = isSecure
        self.returnKey = returnKey
        self.enablesReturnKeyAutomatically = enablesReturnKeyAutomatically
        self.smartPunctuation = smartPunctuation
        self.contentType = contentType
        self.spellChecking = spellChecking
        self.smartQuotes = smartQuotes
        self.smartDashes = smartDashes
        self.smartInsertDelete = smartInsertDelete
        self.predictive = predictive
    }

    /// The traits of a field with these explicit attributes.
    ///
    /// Each trait is settled in this order, a later step overriding an earlier one:
    /// 1. the defaults (see ``init(keyboardType:autocapitalization:autocorrection:isSecure:returnKey:enablesReturnKeyAutomatically:smartPunctuation:contentType:)``);
    /// 2. what the content type implies (an email address implies the email keyboard …);
    /// 3. what the resulting keyboard type implies (a number pad has no capitals …), as the
    ///    keyboard the person sees decides what can be typed;
    /// 4. what secure entry implies (no capitals, corrections or smart punctuation);
    /// 5. every attribute set explicitly — these always win;
    /// 6. spell checking follows autocorrection unless set (UIKit's `spellCheckingType
    ///    .default`); the suggestion bar shows where autocorrection is on and the keyboard has
    ///    letters, unless `predictive` is set;
    /// 7. except that secure text never autocorrects, checks spelling or suggests: iOS turns
    ///    keyboard suggestions off for secure entry whatever the field asks for.
    ///
    /// The keyboard type is the explicit `keyboard`, else the one the content type implies,
    /// else `default`.
    public init(resolving attributes: FieldAttributes) {
        var traits = TextInputTraits(contentType: attributes.contentType)
        if let contentType = attributes.contentType {
            ImpliedTraits.implied(by: contentType).apply(to: &traits)
        }
        if let keyboard = attributes.keyboard { traits.keyboardType = keyboard }
        ImpliedTraits.implied(by: traits.keyboardType).apply(to: &traits)
        if let secure = attributes.secure { traits.isSecure = secure }
        if traits.isSecure { ImpliedTraits.secureEntry.apply(to: &traits) }

        if let autocapitalization = attributes.autocapitalization { traits.autocapitalization = autocapitalization }
        if let autocorrection = attributes.autocorrection { traits.autocorrection = autocorrection }
        if let returnKey = attributes.returnKey { traits.returnKey = returnKey }
        if let enables = attributes.enablesReturnKeyAutomatically { traits.enablesReturnKeyAutomatically = enables }
        if let smartQuotes = attributes.smartQuotes { traits.smartQuotes = smartQuotes }
        if let smartDashes = attributes.smartDashes { traits.smartDashes = smartDashes }
        if let smartInsertDelete = attributes.smartInsertDelete { traits.smartInsertDelete = smartInsertDelete }
        traits.spellChecking = attributes.spellChecking ?? traits.autocorrection
        traits.predictive = attributes.predictive ?? (traits.autocorrection && traits.keyboardType.hasLetters)
        if traits.isSecure {
            traits.autocorrection = false
            traits.spellChecking = false
            traits.predictive = false
        }
        self = traits
    }
}
