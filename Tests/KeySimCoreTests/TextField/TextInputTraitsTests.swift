import Testing

@testable import KeySimCore

struct TextInputTraitsTests {
    typealias Traits = TextInputTraits

    @Test func aFieldWithNoAttributesHasUIKitsDefaults() {
        #expect(
            Traits(resolving: FieldAttributes())
                == Traits(
                    keyboardType: .default, autocapitalization: .sentences, autocorrection: true, isSecure: false,
                    returnKey: .default, enablesReturnKeyAutomatically: false, smartPunctuation: true, contentType: nil)
        )
    }

    static let wordCapitalised: [TextContentType] = [
        .name, .namePrefix, .givenName, .middleName, .familyName, .nameSuffix, .nickname,
        .creditCardName, .creditCardGivenName, .creditCardMiddleName, .creditCardFamilyName, .creditCardType,
        .jobTitle, .organizationName, .location, .fullStreetAddress, .streetAddressLine1, .streetAddressLine2,
        .addressCity, .addressState, .addressCityAndState, .sublocality, .countryName,
    ]
    static let digitsOnly: [TextContentType] = [
        .creditCardNumber, .creditCardSecurityCode, .oneTimeCode, .creditCardExpirationMonth,
        .creditCardExpirationYear, .birthdateDay, .birthdateMonth, .birthdateYear, .cellularEID, .cellularIMEI,
    ]
    static let contentTypeTable: [(TextContentType, Traits)] =
        wordCapitalised.map { ($0, Traits(autocapitalization: .words, contentType: $0)) }
        + digitsOnly.map {
            (
                $0,
                Traits(
                    keyboardType: .numberPad, autocapitalization: .never, autocorrection: false,
                    smartPunctuation: false, contentType: $0)
            )
        }
        + [TextContentType.creditCardExpiration, .birthdate, .dateTime].map {
            ($0, Traits(keyboardType: .numbersAndPunctuation, autocorrection: false, contentType: $0))
        }
        + [
            (
                .postalCode,
                Traits(
                    keyboardType: .numbersAndPunctuation, autocapitalization: .characters,
                    autocorrection: false, contentType: .postalCode)
            ),
            (
                .telephoneNumber,
                Traits(
                    keyboardType: .phonePad, autocapitalization: .never, autocorrection: false,
                    smartPunctuation: false, contentType: .telephoneNumber)
            ),
            (
                .emailAddress,
                Traits(
                    keyboardType: .emailAddress, autocapitalization: .never, autocorrection: false,
                    contentType: .emailAddress)
            ),
            (.URL, Traits(keyboardType: .URL, autocapitalization: .never, autocorrection: false, contentType: .URL)),
            (.username, Traits(autocapitalization: .never, autocorrection: false, contentType: .username)),
            (
                .password,
                Traits(
                    autocapitalization: .never, autocorrection: false, isSecure: true,
                    smartPunctuation: false, contentType: .password)
            ),
            (
                .newPassword,
                Traits(
                    autocapitalization: .never, autocorrection: false, isSecure: true,
                    smartPunctuation: false, contentType: .newPassword)
            ),
            (
                .shipmentTrackingNumber,
                Traits(
                    autocapitalization: .characters, autocorrection: false,
                    contentType: .shipmentTrackingNumber)
            ),
            (.flightNumber, Traits(autocapitalization: .characters, autocorrection: false, contentType: .flightNumber)),
        ]

    @Test func theContentTypeTableCoversEveryContentTypeOnce() {
        let covered = Self.contentTypeTable.map(\.0)
        #expect(covered.count == TextContentType.allCases.count)
        #expect(Set(covered) == Set(TextContentType.allCases))
    }

    @Test(arguments: contentTypeTable)
    func aContentTypeImpliesItsKeyboardAndTraits(contentType: TextContentType, expected: Traits) {
        #expect(Traits(resolving: FieldAttributes(contentType: contentType)) == expected)
    }

    static let keyboardTable: [(KeyboardType, Traits)] = [
        (KeyboardType.default, Traits()),
        (.asciiCapable, Traits(keyboardType: .asciiCapable)),
        (.numbersAndPunctuation, Traits(keyboardType: .numbersAndPunctuation)),
        (.twitter, Traits(keyboardType: .twitter)),
        (.webSearch, Traits(keyboardType: .webSearch, returnKey: .search)),
        (.emailAddress, Traits(keyboardType: .emailAddress, autocapitalization: .never, autocorrection: false)),
        (.URL, Traits(keyboardType: .URL, autocapitalization: .never, autocorrection: false)),
        (.namePhonePad, Traits(keyboardType: .namePhonePad, autocapitalization: .never)),
        (
            .numberPad,
            Traits(keyboardType: .numberPad, autocapitalization: .never, autocorrection: false, smartPunctuation: false)
        ),
        (
            .asciiCapableNumberPad,
            Traits(
                keyboardType: .asciiCapableNumberPad, autocapitalization: .never,
                autocorrection: false, smartPunctuation: false)
        ),
        (
            .decimalPad,
            Traits(
                keyboardType: .decimalPad, autocapitalization: .never, autocorrection: false, smartPunctuation: false)
        ),
        (
            .phonePad,
            Traits(keyboardType: .phonePad, autocapitalization: .never, autocorrection: false, smartPunctuation: false)
        ),
    ]

    @Test func theKeyboardTableCoversEveryKeyboardTypeOnce() {
        let covered = Self.keyboardTable.map(\.0)
        #expect(covered.count == KeyboardType.allCases.count)
        #expect(Set(covered) == Set(KeyboardType.allCases))
    }

    @Test(arguments: keyboardTable)
    func aKeyboardTypeImpliesTraitsOfItsOwn(keyboard: KeyboardType, expected: Traits) {
        #expect(Traits(resolving: FieldAttributes(keyboard: keyboard)) == expected)
    }

    @Test(arguments: [
        // The explicit keyboard wins over the content type's, and only the content type's own traits remain.
        (
            FieldAttributes(keyboard: .default, contentType: .emailAddress),
            Traits(autocapitalization: .never, autocorrection: false, contentType: .emailAddress)
        ),
        (
            FieldAttributes(keyboard: .default, contentType: .telephoneNumber),
            Traits(contentType: .telephoneNumber)
        ),
        (
            FieldAttributes(keyboard: .webSearch, contentType: .URL),
            Traits(
                keyboardType: .webSearch, autocapitalization: .never, autocorrection: false, returnKey: .search,
                contentType: .URL)
        ),
        // The keyboard's traits override the content type's: a number pad has no capitals.
        (
            FieldAttributes(keyboard: .numberPad, contentType: .name),
            Traits(
                keyboardType: .numberPad, autocapitalization: .never, autocorrection: false, smartPunctuation: false,
                contentType: .name)
        ),
        // Each implied trait gives way to an explicit one.
        (
            FieldAttributes(contentType: .emailAddress, autocapitalization: .words),
            Traits(
                keyboardType: .emailAddress, autocapitalization: .words, autocorrection: false,
                contentType: .emailAddress)
        ),
        (
            FieldAttributes(contentType: .emailAddress, autocorrection: true),
            Traits(
                keyboardType: .emailAddress, autocapitalization: .never, autocorrection: true,
                contentType: .emailAddress)
        ),
        (
            FieldAttributes(contentType: .username, autocorrection: true),
            Traits(autocapitalization: .never, autocorrection: true, contentType: .username)
        ),
        (
            FieldAttributes(keyboard: .numberPad, autocapitalization: .words),
            Traits(keyboardType: .numberPad, autocapitalization: .words, autocorrection: false, smartPunctuation: false)
        ),
        (
            FieldAttributes(keyboard: .decimalPad, autocorrection: true),
            Traits(keyboardType: .decimalPad, autocapitalization: .never, autocorrection: true, smartPunctuation: false)
        ),
        (
            FieldAttributes(keyboard: .webSearch, returnKey: .go),
            Traits(keyboardType: .webSearch, returnKey: .go)
        ),
        (
            FieldAttributes(contentType: .oneTimeCode, returnKey: .done, enablesReturnKeyAutomatically: true),
            Traits(
                keyboardType: .numberPad, autocapitalization: .never, autocorrection: false, returnKey: .done,
                enablesReturnKeyAutomatically: true, smartPunctuation: false, contentType: .oneTimeCode)
        ),
        (
            FieldAttributes(contentType: .postalCode, autocapitalization: .never),
            Traits(
                keyboardType: .numbersAndPunctuation, autocapitalization: .never, autocorrection: false,
                contentType: .postalCode)
        ),
        // Secure entry: implied by passwords, or set explicitly; explicit capitals win.
        (
            FieldAttributes(contentType: .password, secure: false),
            Traits(
                autocapitalization: .never, autocorrection: false, isSecure: false, smartPunctuation: false,
                contentType: .password)
        ),
        (
            FieldAttributes(contentType: .password, autocapitalization: .sentences),
            Traits(
                autocapitalization: .sentences, autocorrection: false, isSecure: true, smartPunctuation: false,
                contentType: .password)
        ),
        (
            FieldAttributes(secure: true),
            Traits(autocapitalization: .never, autocorrection: false, isSecure: true, smartPunctuation: false)
        ),
        (
            FieldAttributes(keyboard: .numberPad, secure: true),
            Traits(
                keyboardType: .numberPad, autocapitalization: .never, autocorrection: false, isSecure: true,
                smartPunctuation: false)
        ),
        // …but secure text never autocorrects, whatever the field asks (iOS turns suggestions off).
        (
            FieldAttributes(secure: true, autocorrection: true),
            Traits(autocapitalization: .never, autocorrection: false, isSecure: true, smartPunctuation: false)
        ),
        (
            FieldAttributes(contentType: .newPassword, autocorrection: true),
            Traits(
                autocapitalization: .never, autocorrection: false, isSecure: true, smartPunctuation: false,
                contentType: .newPassword)
        ),
    ])
    func explicitAttributesWinOverImpliedTraits(attributes: FieldAttributes, expected: Traits) {
        #expect(Traits(resolving: attributes) == expected)
    }

    @Test(arguments: KeyboardType.allCases)
    func anExplicitKeyboardWinsOverEveryContentTypesKeyboard(keyboard: KeyboardType) {
        for contentType in TextContentType.allCases {
            let traits = Traits(resolving: FieldAttributes(keyboard: keyboard, contentType: contentType))
            #expect(traits.keyboardType == keyboard, "content type \(contentType)")
            #expect(traits.contentType == contentType)
        }
    }
}
