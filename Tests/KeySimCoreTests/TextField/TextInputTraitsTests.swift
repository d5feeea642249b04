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
                    smartPunctuation: false, contentType: $0, spellChecking: false, smartQuotes: false,
                    smartDashes: false, smartInsertDelete: false, predictive: false)
            )
        }
        + [TextContentType.creditCardExpiration, .birthdate, .dateTime].map {
            (
                $0,
                Traits(
                    keyboardType: .numbersAndPunctuation, autocorrection: false, contentType: $0, spellChecking: false,
                    predictive: false)
            )
        }
        + [
            (
                .postalCode,
                Traits(
                    keyboardType: .numbersAndPunctuation, autocapitalization: .characters,
                    autocorrection: false, contentType: .postalCode, spellChecking: false, predictive: false)
            ),
            (
                .telephoneNumber,
                Traits(
                    keyboardType: .phonePad, autocapitalization: .never, autocorrection: false,
                    smartPunctuation: false, contentType: .telephoneNumber, spellChecking: false, smartQuotes: false,
                    smartDashes: false, smartInsertDelete: false, predictive: false)
            ),
            (
                .emailAddress,
                Traits(
                    keyboardType: .emailAddress, autocapitalization: .never, autocorrection: false,
                    contentType: .emailAddress, spellChecking: false, smartQuotes: false, smartDashes: false,
                    smartInsertDelete: false, predictive: false)
            ),
            (
                .URL,
                Traits(
                    keyboardType: .URL, autocapitalization: .never, autocorrection: false, contentType: .URL,
                    spellChecking: false, smartQuotes: false, smartDashes: false, smartInsertDelete: false,
                    predictive: false)
            ),
            (
                .username,
                Traits(
                    autocapitalization: .never, autocorrection: false, contentType: .username, spellChecking: false,
                    predictive: false)
            ),
            (
                .password,
                Traits(
                    autocapitalization: .never, autocorrection: false, isSecure: true,
                    smartPunctuation: false, contentType: .password, spellChecking: false, smartQuotes: false,
                    smartDashes: false, smartInsertDelete: false, predictive: false)
            ),
            (
                .newPassword,
                Traits(
                    autocapitalization: .never, autocorrection: false, isSecure: true,
                    smartPunctuation: false, contentType: .newPassword, spellChecking: false, smartQuotes: false,
                    smartDashes: false, smartInsertDelete: false, predictive: false)
            ),
            (
                .shipmentTrackingNumber,
                Traits(
                    autocapitalization: .characters, autocorrection: false,
                    contentType: .shipmentTrackingNumber, spellChecking: false, predictive: false)
            ),
            (
                .flightNumber,
                Traits(
                    autocapitalization: .characters, autocorrection: false, contentType: .flightNumber,
                    spellChecking: false, predictive: false)
            ),
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
        (
            .emailAddress,
            Traits(
                keyboardType: .emailAddress, autocapitalization: .never, autocorrection: false, spellChecking: false,
                smartQuotes: false, smartDashes: false, smartInsertDelete: false, predictive: false)
        ),
        (
            .URL,
            Traits(
                keyboardType: .URL, autocapitalization: .never, autocorrection: false, spellChecking: false,
                smartQuotes: false, smartDashes: false, smartInsertDelete: false, predictive: false)
        ),
        (.namePhonePad, Traits(keyboardType: .namePhonePad, autocapitalization: .never)),
        (
            .numberPad,
            Traits(
                keyboardType: .numberPad, autocapitalization: .never, autocorrection: false, smartPunctuation: false,
                spellChecking: false, smartQuotes: false, smartDashes: false, smartInsertDelete: false,
                predictive: false)
        ),
        (
            .asciiCapableNumberPad,
            Traits(
                keyboardType: .asciiCapableNumberPad, autocapitalization: .never,
                autocorrection: false, smartPunctuation: false, spellChecking: false, smartQuotes: false,
                smartDashes: false, smartInsertDelete: false, predictive: false)
        ),
        (
            .decimalPad,
            Traits(
                keyboardType: .decimalPad, autocapitalization: .never, autocorrection: false, smartPunctuation: false,
                spellChecking: false, smartQuotes: false, smartDashes: false, smartInsertDelete: false,
                predictive: false)
        ),
        (
            .phonePad,
            Traits(
                keyboardType: .phonePad, autocapitalization: .never, autocorrection: false, smartPunctuation: false,
                spellChecking: false, smartQuotes: false, smartDashes: false, smartInsertDelete: false,
                predictive: false)
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
            Traits(
                autocapitalization: .never, autocorrection: false, contentType: .emailAddress, spellChecking: false,
                predictive: false)
        ),
        (
            FieldAttributes(keyboard: .default, contentType: .telephoneNumber),
            Traits(contentType: .telephoneNumber)
        ),
        (
            FieldAttributes(keyboard: .webSearch, contentType: .URL),
            Traits(
                keyboardType: .webSearch, autocapitalization: .never, autocorrection: false, returnKey: .search,
                contentType: .URL, spellChecking: false, predictive: false)
        ),
        // The keyboard's traits override the content type's: a number pad has no capitals.
        (
            FieldAttributes(keyboard: .numberPad, contentType: .name),
            Traits(
                keyboardType: .numberPad, autocapitalization: .never, autocorrection: false, smartPunctuation: false,
                contentType: .name, spellChecking: false, smartQuotes: false, smartDashes: false,
                smartInsertDelete: false, predictive: false)
        ),
        // Each implied trait gives way to an explicit one.
        (
            FieldAttributes(contentType: .emailAddress, autocapitalization: .words),
            Traits(
                keyboardType: .emailAddress, autocapitalization: .words, autocorrection: false,
                contentType: .emailAddress, spellChecking: false, smartQuotes: false, smartDashes: false,
                smartInsertDelete: false, predictive: false)
        ),
        (
            FieldAttributes(contentType: .emailAddress, autocorrection: true),
            Traits(
                keyboardType: .emailAddress, autocapitalization: .never, autocorrection: true,
                contentType: .emailAddress, smartQuotes: false, smartDashes: false, smartInsertDelete: false)
        ),
        (
            FieldAttributes(contentType: .username, autocorrection: true),
            Traits(autocapitalization: .never, autocorrection: true, contentType: .username)
        ),
        (
            FieldAttributes(keyboard: .numberPad, autocapitalization: .words),
            Traits(
                keyboardType: .numberPad, autocapitalization: .words, autocorrection: false, smartPunctuation: false,
                spellChecking: false, smartQuotes: false, smartDashes: false, smartInsertDelete: false,
                predictive: false)
        ),
        (
            FieldAttributes(keyboard: .decimalPad, autocorrection: true),
            Traits(
                keyboardType: .decimalPad, autocapitalization: .never, autocorrection: true, smartPunctuation: false,
                smartQuotes: false, smartDashes: false, smartInsertDelete: false, predictive: false)
        ),
        (
            FieldAttributes(keyboard: .webSearch, returnKey: .go),
            Traits(keyboardType: .webSearch, returnKey: .go)
        ),
        (
            FieldAttributes(contentType: .oneTimeCode, returnKey: .done, enablesReturnKeyAutomatically: true),
            Traits(
                keyboardType: .numberPad, autocapitalization: .never, autocorrection: false, returnKey: .done,
                enablesReturnKeyAutomatically: true, smartPunctuation: false, contentType: .oneTimeCode,
                spellChecking: false, smartQuotes: false, smartDashes: false, smartInsertDelete: false,
                predictive: false)
        ),
        (
            FieldAttributes(contentType: .postalCode, autocapitalization: .never),
            Traits(
                keyboardType: .numbersAndPunctuation, autocapitalization: .never, autocorrection: false,
                contentType: .postalCode, spellChecking: false, predictive: false)
        ),
        // Secure entry: implied by passwords, or set explicitly; explicit capitals win.
        (
            FieldAttributes(contentType: .password, secure: false),
            Traits(
                autocapitalization: .never, autocorrection: false, isSecure: false, smartPunctuation: false,
                contentType: .password, spellChecking: false, smartQuotes: false, smartDashes: false,
                smartInsertDelete: false, predictive: false)
        ),
        (
            FieldAttributes(contentType: .password, autocapitalization: .sentences),
            Traits(
                autocapitalization: .sentences, autocorrection: false, isSecure: true, smartPunctuation: false,
                contentType: .password, spellChecking: false, smartQuotes: false, smartDashes: false,
                smartInsertDelete: false, predictive: false)
        ),
        (
            FieldAttributes(secure: true),
            Traits(
                autocapitalization: .never, autocorrection: false, isSecure: true, smartPunctuation: false,
                spellChecking: false, smartQuotes: false, smartDashes: false, smartInsertDelete: false,
                predictive: false)
        ),
        (
            FieldAttributes(keyboard: .numberPad, secure: true),
            Traits(
                keyboardType: .numberPad, autocapitalization: .never, autocorrection: false, isSecure: true,
                smartPunctuation: false, spellChecking: false, smartQuotes: false, smartDashes: false,
                smartInsertDelete: false, predictive: false)
        ),
        // …but secure text never autocorrects, whatever the field asks (iOS turns suggestions off).
        (
            FieldAttributes(secure: true, autocorrection: true),
            Traits(
                autocapitalization: .never, autocorrection: false, isSecure: true, smartPunctuation: false,
                spellChecking: false, smartQuotes: false, smartDashes: false, smartInsertDelete: false,
                predictive: false)
        ),
        (
            FieldAttributes(contentType: .newPassword, autocorrection: true),
            Traits(
                autocapitalization: .never, autocorrection: false, isSecure: true, smartPunctuation: false,
                contentType: .newPassword, spellChecking: false, smartQuotes: false, smartDashes: false,
                smartInsertDelete: false, predictive: false)
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

    /// UIKit's `spellCheckingType.default` follows autocorrection, the suggestion bar shows
    /// where autocorrection is on and the keyboard has letters; explicit attributes win, but
    /// secure text never checks spelling or suggests.
    @Test func spellCheckingAndTheBarFollowAutocorrectionUnlessSet() {
        let plain = Traits(resolving: FieldAttributes())
        #expect(plain.spellChecking && plain.predictive && plain.smartQuotes && plain.smartDashes)
        let noCorrection = Traits(resolving: FieldAttributes(autocorrection: false))
        #expect(!noCorrection.spellChecking && !noCorrection.predictive)
        #expect(noCorrection.smartQuotes, "autocorrection says nothing of the smart traits")
        let checked = Traits(resolving: FieldAttributes(autocorrection: false, spellChecking: true, predictive: true))
        #expect(checked.spellChecking && checked.predictive && !checked.autocorrection)
        let quiet = Traits(resolving: FieldAttributes(spellChecking: false, predictive: false))
        #expect(quiet.autocorrection && !quiet.spellChecking && !quiet.predictive)
        let pad = Traits(resolving: FieldAttributes(keyboard: .phonePad, autocorrection: true))
        #expect(!pad.predictive, "a pad shows no bar")
        #expect(Traits(resolving: FieldAttributes(keyboard: .phonePad, predictive: true)).predictive)
        let secure = Traits(resolving: FieldAttributes(secure: true, spellChecking: true, predictive: true))
        #expect(!secure.spellChecking && !secure.predictive)
    }

    @Test func theSmartTraitsAreOffOnAddressKeyboardsUnlessSet() {
        for keyboard in [KeyboardType.emailAddress, .URL] {
            let traits = Traits(resolving: FieldAttributes(keyboard: keyboard))
            #expect(!traits.smartQuotes && !traits.smartDashes && !traits.smartInsertDelete)
            #expect(traits.smartPunctuation, "double space is left as it was")
            let asked = Traits(
                resolving: FieldAttributes(
                    keyboard: keyboard, smartQuotes: true, smartDashes: true, smartInsertDelete: true))
            #expect(asked.smartQuotes && asked.smartDashes && asked.smartInsertDelete)
        }
        let password = Traits(resolving: FieldAttributes(contentType: .password))
        #expect(!password.smartQuotes && !password.smartDashes && !password.smartInsertDelete)
    }

    @Test func aSceneSetsTheTraitsByTheirUIKitNames() throws {
        let text = """
            {"title": "T", "fields": [{"id": "a", "autocorrection": false, "spellChecking": true,
              "smartQuotes": false, "smartDashes": false, "smartInsertDelete": false, "predictive": true}]}
            """
        let scene = try Scene.decode(SourceFile(path: "s.json", text: text))
        let traits = scene.fields[0].traits
        #expect(traits.spellChecking && traits.predictive && !traits.autocorrection)
        #expect(!traits.smartQuotes && !traits.smartDashes && !traits.smartInsertDelete)
        let bad = #"{"title": "T", "fields": [{"id": "a", "predictive": "yes"}]}"#
        #expect(throws: Diagnostic.self) { try Scene.decode(SourceFile(path: "s.json", text: bad)) }
    }
}
