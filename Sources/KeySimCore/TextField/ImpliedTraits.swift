/// The traits something implies about a field — a content type, a keyboard type or secure
/// entry — where `nil` means "implies nothing about this trait".
///
/// This file is the one place that says what each content type and keyboard type implies.
struct ImpliedTraits: Equatable, Sendable {
    var keyboardType: KeyboardType?
    var autocapitalization: Autocapitalization?
    var autocorrection: Bool?
    var isSecure: Bool?
    var returnKey: ReturnKeyType?
    /// Double space to ". " and every smart trait (quotes, dashes, insert and delete).
    var smartPunctuation: Bool?
    /// The smart quotes, dashes and insert/delete only (double space left as it is).
    var smartTyping: Bool?

    init(
        keyboard keyboardType: KeyboardType? = nil,
        autocapitalization: Autocapitalization? = nil,
        autocorrection: Bool? = nil,
        secure isSecure: Bool? = nil,
        returnKey: ReturnKeyType? = nil,
        smartPunctuation: Bool? = nil,
        smartTyping: Bool? = nil
    ) {
        self.keyboardType = keyboardType
        self.autocapitalization = autocapitalization
        self.autocorrection = autocorrection
        self.isSecure = isSecure
        self.returnKey = returnKey
        self.smartPunctuation = smartPunctuation
        self.smartTyping = smartTyping
    }

    /// Implies nothing.
    static let nothing = ImpliedTraits()

    /// What a content type implies, as iOS apps and SwiftUI practice set these fields up.
    static func implied(by contentType: TextContentType) -> ImpliedTraits {
        switch contentType {
        // People's names and places are proper nouns: capitalise every word.
        case .name, .namePrefix, .givenName, .middleName, .familyName, .nameSuffix, .nickname,
            .creditCardName, .creditCardGivenName, .creditCardMiddleName, .creditCardFamilyName,
            .jobTitle, .organizationName, .creditCardType,
            .location, .fullStreetAddress, .streetAddressLine1, .streetAddressLine2,
            .addressCity, .addressState, .addressCityAndState, .sublocality, .countryName:
            ImpliedTraits(autocapitalization: .words)
        // Postal codes hold letters in the UK, Canada or the Netherlands ("SW1A 1AA", "K1A 0B1",
        // "1012 AB"), so a number pad would lock those users out. numbersAndPunctuation opens on
        // digits and still reaches letters; letters in postal codes are written in capitals.
        case .postalCode:
            ImpliedTraits(keyboard: .numbersAndPunctuation, autocapitalization: .characters, autocorrection: false)
        case .telephoneNumber:
            ImpliedTraits(keyboard: .phonePad)
        case .emailAddress:
            ImpliedTraits(keyboard: .emailAddress, autocapitalization: .never, autocorrection: false)
        case .URL:
            ImpliedTraits(keyboard: .URL, autocapitalization: .never, autocorrection: false)
        // Digits only: card numbers, security codes, single date parts, SIM identifiers.
        case .creditCardNumber, .creditCardSecurityCode, .oneTimeCode,
            .creditCardExpirationMonth, .creditCardExpirationYear,
            .birthdateDay, .birthdateMonth, .birthdateYear,
            .cellularEID, .cellularIMEI:
            ImpliedTraits(keyboard: .numberPad, autocorrection: false)
        // Whole dates need a separator ("12/27", "31.12.1990"), which a number pad lacks.
        case .creditCardExpiration, .birthdate, .dateTime:
            ImpliedTraits(keyboard: .numbersAndPunctuation, autocorrection: false)
        case .username:
            ImpliedTraits(autocapitalization: .never, autocorrection: false)
        case .password, .newPassword:
            ImpliedTraits(autocapitalization: .never, autocorrection: false, secure: true, smartPunctuation: false)
        // Codes printed in capitals ("1Z999AA1…", "LH 400"); never "corrected" into words.
        case .shipmentTrackingNumber, .flightNumber:
            ImpliedTraits(autocapitalization: .characters, autocorrection: false)
        }
    }

    /// What a keyboard type implies about the other traits.
    static func implied(by keyboardType: KeyboardType) -> ImpliedTraits {
        switch keyboardType {
        case .default, .asciiCapable, .numbersAndPunctuation, .twitter:
            .nothing
        case .webSearch:
            ImpliedTraits(returnKey: .search)
        // UIKit turns the smart traits off on the email and URL keyboards: an address keeps
        // its straight quotes and double hyphens.
        case .emailAddress, .URL:
            ImpliedTraits(autocapitalization: .never, autocorrection: false, smartTyping: false)
        // UIKit ignores autocapitalization on these pads (UITextAutocapitalizationType).
        case .namePhonePad:
            ImpliedTraits(autocapitalization: .never)
        // Pads without letters: nothing to capitalise, correct or curl.
        case .numberPad, .asciiCapableNumberPad, .decimalPad, .phonePad:
            ImpliedTraits(autocapitalization: .never, autocorrection: false, smartPunctuation: false)
        }
    }

    /// What secure entry implies: a password is typed exactly as it is, with no suggestions,
    /// capitals or curly quotes.
    static let secureEntry = ImpliedTraits(autocapitalization: .never, autocorrection: false, smartPunctuation: false)

    /// Sets every trait this implies on `traits`, leaving the others as they are.
    func apply(to traits: inout TextInputTraits) {
        if let keyboardType { traits.keyboardType = keyboardType }
        if let autocapitalization { traits.autocapitalization = autocapitalization }
        if let autocorrection { traits.autocorrection = autocorrection }
        if let isSecure { traits.isSecure = isSecure }
        if let returnKey { traits.returnKey = returnKey }
        if let smartPunctuation {
            traits.smartPunctuation = smartPunctuation
            traits.smartQuotes = smartPunctuation
            traits.smartDashes = smartPunctuation
            traits.smartInsertDelete = smartPunctuation
        }
        if let smartTyping {
            traits.smartQuotes = smartTyping
            traits.smartDashes = smartTyping
            traits.smartInsertDelete = smartTyping
        }
    }
}
