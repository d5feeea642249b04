/// UITextContentType's values, by the short names people write in scene files (SwiftUI's
/// `.textContentType(.emailAddress)` and UIKit's `UITextContentType.emailAddress`).
///
/// A content type tells the keyboard what the field is for; ``TextInputTraits`` turns it
/// into the keyboard type and traits it implies.
public enum TextContentType: String, CaseIterable, Sendable, Hashable, Codable {
    // Names.
    case name
    case namePrefix
    case givenName
    case middleName
    case familyName
    case nameSuffix
    case nickname
    case jobTitle
    case organizationName
    // Places and addresses.
    case location
    case fullStreetAddress
    case streetAddressLine1
    case streetAddressLine2
    case addressCity
    case addressState
    case addressCityAndState
    case sublocality
    case countryName
    case postalCode
    // Contact.
    case telephoneNumber
    case emailAddress
    case URL
    // Payment.
    case creditCardNumber
    case creditCardName
    case creditCardGivenName
    case creditCardMiddleName
    case creditCardFamilyName
    case creditCardSecurityCode
    case creditCardExpiration
    case creditCardExpirationMonth
    case creditCardExpirationYear
    case creditCardType
    // Accounts.
    case username
    case password
    case newPassword
    case oneTimeCode
    // Travel, dates and devices.
    case shipmentTrackingNumber
    case flightNumber
    case dateTime
    case birthdate
    case birthdateDay
    case birthdateMonth
    case birthdateYear
    case cellularEID
    case cellularIMEI

    /// The content type with this name, matched without regard to case (`url`, `URL`).
    public init?(named name: String) {
        let lowered = name.lowercased()
        guard let match = TextContentType.allCases.first(where: { $0.rawValue.lowercased() == lowered })
        else { return nil }
        self = match
    }
}
