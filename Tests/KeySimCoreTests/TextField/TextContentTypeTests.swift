import Testing

@testable import KeySimCore

struct TextContentTypeTests {
    @Test func contentTypesAreUIKitsNamesInOrder() {
        #expect(
            TextContentType.allCases.map(\.rawValue) == [
                "name", "namePrefix", "givenName", "middleName", "familyName", "nameSuffix", "nickname",
                "jobTitle", "organizationName", "location", "fullStreetAddress", "streetAddressLine1",
                "streetAddressLine2", "addressCity", "addressState", "addressCityAndState", "sublocality",
                "countryName", "postalCode", "telephoneNumber", "emailAddress", "URL", "creditCardNumber",
                "creditCardName", "creditCardGivenName", "creditCardMiddleName", "creditCardFamilyName",
                "creditCardSecurityCode", "creditCardExpiration", "creditCardExpirationMonth",
                "creditCardExpirationYear", "creditCardType", "username", "password", "newPassword",
                "oneTimeCode", "shipmentTrackingNumber", "flightNumber", "dateTime", "birthdate",
                "birthdateDay", "birthdateMonth", "birthdateYear", "cellularEID", "cellularIMEI",
            ])
    }

    @Test(arguments: TextContentType.allCases)
    func everyContentTypeIsFoundByItsNameInAnyCase(contentType: TextContentType) {
        #expect(TextContentType(named: contentType.rawValue) == contentType)
        #expect(TextContentType(named: contentType.rawValue.lowercased()) == contentType)
        #expect(TextContentType(named: contentType.rawValue.uppercased()) == contentType)
    }

    @Test(arguments: [
        ("url", TextContentType.URL), ("EmailAddress", .emailAddress), ("onetimecode", .oneTimeCode),
        ("cellularImei", .cellularIMEI),
    ])
    func namesAreMatchedWithoutRegardToCase(name: String, expected: TextContentType) {
        #expect(TextContentType(named: name) == expected)
    }

    @Test(arguments: ["", "email", "e-mail", "emailAddres", "one_time_code", "phone"])
    func unknownNamesAreNotContentTypes(name: String) {
        #expect(TextContentType(named: name) == nil)
    }
}
