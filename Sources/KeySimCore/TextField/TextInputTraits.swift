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

    /// Traits with UIKit's defaults unless given: default keyboard, sentence capitals,
    /// autocorrection and smart punctuation on, not secure, a plain return key.
    public init(
        keyboardType: KeyboardType = .default,
        autocapitalization: Autocapitalization = .sentences,
        autocorrection: Bool = true,
        isSecure: Bool = false,
        returnKey: ReturnKeyType = .default,
        enablesReturnKeyAutomatically: Bool = false,
        smartPunctuation: Bool = true,
        contentType: TextContentType? = nil
    ) {
        self.keyboardType = keyboardType
        self.autocapitalization = autocapitalization
        self.autocorrection = autocorrection
        self.isSecure = isSecure
        self.returnKey = returnKey
        self.enablesReturnKeyAutomatically = enablesReturnKeyAutomatically
        self.smartPunctuation = smartPunctuation
        self.contentType = contentType
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
    /// 6. except that secure text never autocorrects: iOS turns keyboard suggestions off for
    ///    secure entry whatever the field asks for.
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
        if traits.isSecure { traits.autocorrection = false }
        self = traits
    }
}
