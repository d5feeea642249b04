import Testing

@testable import KeySimCore

/// What formatted fields read from typed text, how they show values, and which characters
/// they let through. Expected strings are what Foundation's ICU data on Linux gives, with the
/// non-breaking spaces (U+00A0, U+202F) spelled out.
struct FieldFormatterTests {
    // MARK: value(of:)

    static let numbers: [(FieldFormat, String, String, Double?)] = [
        (.number(decimals: 2), "en_US", "1234.5", 1234.5),
        (.number(decimals: 2), "en_US", "1,234.5", 1234.5),
        (.number(decimals: 2), "en_US", "1,234,567.25", 1_234_567.25),
        (.number(decimals: 2), "en_US", "12", 12),
        (.number(decimals: 2), "en_US", "  12  ", 12),
        (.number(decimals: 2), "en_US", "12.", 12),
        (.number(decimals: 2), "en_US", ".5", 0.5),
        (.number(decimals: 2), "en_US", "-3", -3),
        (.number(decimals: 2), "en_US", "\u{2212}3", -3),
        (.number(decimals: 2), "en_US", "-0", 0),
        (.number(decimals: 2), "en_US", "١٢٣", 123),
        (.number(decimals: 2), "en_US", "", nil),
        (.number(decimals: 2), "en_US", "   ", nil),
        (.number(decimals: 2), "en_US", "abc", nil),
        (.number(decimals: 2), "en_US", "12a", nil),
        (.number(decimals: 2), "en_US", "1,2,3", nil),
        (.number(decimals: 2), "en_US", "12,34", nil),
        (.number(decimals: 2), "en_US", "1.234,5", nil),
        (.number(decimals: 2), "en_US", "1.2.3", nil),
        (.number(decimals: 2), "en_US", ",123", nil),
        (.number(decimals: 2), "en_US", "1-2", nil),
        (.number(decimals: 2), "en_US", "--1", nil),
        (.number(decimals: 2), "en_US", "-", nil),
        (.number(decimals: 2), "en_US", ".", nil),
        (.number(decimals: 2), "en_US", "12%", nil),
        (.number(decimals: 2), "en_US", "$12", nil),
        (.number(decimals: 2), "de_DE", "1234,5", 1234.5),
        (.number(decimals: 2), "de_DE", "1.234,5", 1234.5),
        (.number(decimals: 2), "de_DE", "1.234.567", 1_234_567),
        (.number(decimals: 2), "de_DE", "12", 12),
        (.number(decimals: 2), "de_DE", "-0,5", -0.5),
        (.number(decimals: 2), "de_DE", "1,2,3", nil),
        (.number(decimals: 2), "de_DE", "12.5", nil),
        (.number(decimals: 2), "de_DE", "1.23", nil),
        (.number(decimals: 2), "de_DE", "1.234,5.6", nil),
        (.number(decimals: 2), "de_DE", "1,234.5", nil),
        (.number(decimals: 2), "fr_FR", "1234,5", 1234.5),
        (.number(decimals: 2), "fr_FR", "1 234,5", 1234.5),
        (.number(decimals: 2), "fr_FR", "1\u{00A0}234,5", 1234.5),
        (.number(decimals: 2), "fr_FR", "1\u{202F}234,5", 1234.5),
        (.number(decimals: 2), "fr_FR", "1 23,5", nil),
        (.number(decimals: 2), "fr_FR", "1.234,5", nil),
        (.number(decimals: 0), "ja_JP", "1,234", 1234),
        (.number(decimals: 0), "ja_JP", "12.5", 12.5),
        (.number(decimals: 0), "ja_JP", "1,2345", nil),
        (.percent(decimals: 1), "en_US", "12.5", 0.125),
        (.percent(decimals: 1), "en_US", "12.5%", 0.125),
        (.percent(decimals: 1), "en_US", "12.5 %", 0.125),
        (.percent(decimals: 1), "en_US", "%12.5", 0.125),
        (.percent(decimals: 1), "en_US", "100", 1),
        (.percent(decimals: 1), "en_US", "-5%", -0.05),
        (.percent(decimals: 1), "en_US", "%", nil),
        (.percent(decimals: 1), "en_US", "12.5%%", nil),
        (.percent(decimals: 1), "de_DE", "12,5", 0.125),
        (.percent(decimals: 1), "de_DE", "12,5 %", 0.125),
        (.percent(decimals: 1), "de_DE", "12,5\u{00A0}%", 0.125),
        (.percent(decimals: 1), "fr_FR", "33,3 %", 0.333),
        (.percent(decimals: 1), "ja_JP", "7%", 0.07),
        (.currency(code: "USD"), "en_US", "$1,234.50", 1234.5),
        (.currency(code: "USD"), "en_US", "1234.5", 1234.5),
        (.currency(code: "USD"), "en_US", "$ 12", 12),
        (.currency(code: "USD"), "en_US", "12$", 12),
        (.currency(code: "USD"), "en_US", "USD 12", 12),
        (.currency(code: "USD"), "en_US", "-$5", -5),
        (.currency(code: "USD"), "en_US", "$-5", -5),
        (.currency(code: "USD"), "en_US", "$", nil),
        (.currency(code: "USD"), "en_US", "$$5", nil),
        (.currency(code: "USD"), "en_US", "$5$", nil),
        (.currency(code: "USD"), "en_US", "€5", nil),
        (.currency(code: "EUR"), "de_DE", "1.234,50\u{00A0}€", 1234.5),
        (.currency(code: "EUR"), "de_DE", "1.234,50 €", 1234.5),
        (.currency(code: "EUR"), "de_DE", "1234,5", 1234.5),
        (.currency(code: "EUR"), "de_DE", "1234,567", 1234.567),
        (.currency(code: "EUR"), "de_DE", "€1234,5", 1234.5),
        (.currency(code: "EUR"), "de_DE", "EUR 12", 12),
        (.currency(code: "EUR"), "de_DE", "-5 €", -5),
        (.currency(code: "EUR"), "de_DE", "1,2,3 €", nil),
        (.currency(code: "EUR"), "fr_FR", "1\u{202F}234,50\u{00A0}€", 1234.5),
        (.currency(code: "USD"), "fr_FR", "12 $US", 12),
        (.currency(code: "JPY"), "ja_JP", "\u{00A5}1,234", 1234),
        (.currency(code: "JPY"), "ja_JP", "1234", 1234),
        (.currency(code: "JPY"), "de_DE", "1.234\u{00A0}\u{00A5}", 1234),
    ]

    @Test(arguments: numbers)
    func typedTextReadsAsTheNumberAPersonMeant(format: FieldFormat, locale: String, text: String, expected: Double?) {
        let value = FieldFormatter(format: format, locale: locale).value(of: text)
        #expect(value == expected.map(JSONOutput.number))
    }

    // MARK: display(_:)

    static let displays: [(FieldFormat, String, Double, String)] = [
        (.number(decimals: 0), "en_US", 1234.5, "1,234"),
        (.number(decimals: 0), "en_US", 1234.6, "1,235"),
        (.number(decimals: 2), "en_US", 1234.5, "1,234.50"),
        (.percent(decimals: 1), "en_US", 0.125, "12.5%"),
        (.currency(code: "EUR"), "en_US", 1234.5, "€1,234.50"),
        (.currency(code: "USD"), "en_US", 1234.5, "$1,234.50"),
        (.currency(code: "USD"), "en_US", -5, "-$5.00"),
        (.currency(code: "JPY"), "en_US", 1234.5, "\u{00A5}1,234"),
        (.number(decimals: 0), "de_DE", 1234.5, "1.234"),
        (.number(decimals: 2), "de_DE", 1234.5, "1.234,50"),
        (.percent(decimals: 1), "de_DE", 0.125, "12,5\u{00A0}%"),
        (.currency(code: "EUR"), "de_DE", 1234.5, "1.234,50\u{00A0}€"),
        (.currency(code: "EUR"), "de_DE", -5, "-5,00\u{00A0}€"),
        (.currency(code: "USD"), "de_DE", 1234.5, "1.234,50\u{00A0}$"),
        (.currency(code: "JPY"), "de_DE", 1234.5, "1.234\u{00A0}\u{00A5}"),
        (.number(decimals: 0), "fr_FR", 1234.5, "1\u{202F}234"),
        (.number(decimals: 2), "fr_FR", 1234.5, "1\u{202F}234,50"),
        (.percent(decimals: 1), "fr_FR", 0.125, "12,5\u{00A0}%"),
        (.currency(code: "EUR"), "fr_FR", 1234.5, "1\u{202F}234,50\u{00A0}€"),
        (.currency(code: "USD"), "fr_FR", 1234.5, "1\u{202F}234,50\u{00A0}$US"),
        (.currency(code: "JPY"), "fr_FR", 1234.5, "1\u{202F}234\u{00A0}JPY"),
        (.number(decimals: 0), "ja_JP", 1234.5, "1,234"),
        (.number(decimals: 2), "ja_JP", 1234.5, "1,234.50"),
        (.percent(decimals: 1), "ja_JP", 0.125, "12.5%"),
        (.currency(code: "EUR"), "ja_JP", 1234.5, "€1,234.50"),
        (.currency(code: "USD"), "ja_JP", 1234.5, "$1,234.50"),
        // ICU on Linux gives U+00A5 here; iOS shows the full-width ￥ (U+FFE5) in ja_JP.
        (.currency(code: "JPY"), "ja_JP", 1234.5, "\u{00A5}1,234"),
    ]

    @Test(arguments: displays)
    func committedNumberShowsInTheLocalesStyle(format: FieldFormat, locale: String, value: Double, expected: String) {
        #expect(FieldFormatter(format: format, locale: locale).display(.number(value)) == expected)
    }

    static let roundTrips: [(FieldFormat, Double)] = [
        (.number(decimals: 0), 1_234_567),
        (.number(decimals: 2), 1234.5),
        (.number(decimals: 2), -0.25),
        (.percent(decimals: 1), 0.125),
        (.percent(decimals: 1), 0.333),
        (.currency(code: "EUR"), 1234.5),
        (.currency(code: "USD"), -5),
        (.currency(code: "JPY"), 1_234_567),
    ]

    @Test(arguments: roundTrips, ["en_US", "de_DE", "fr_FR", "ja_JP"])
    func whatTheFieldShowsReadsBackAsTheSameValue(row: (FieldFormat, Double), locale: String) {
        let formatter = FieldFormatter(format: row.0, locale: locale)
        let shown = formatter.display(.number(row.1))
        #expect(formatter.value(of: shown) == .number(row.1), "shown as \(shown)")
    }

    @Test func nonNumbersShowAsTheirTextOrNothing() {
        let formatter = FieldFormatter(format: .number(decimals: 2), locale: "de_DE")
        #expect(formatter.display(.string("12,")) == "12,")
        #expect(formatter.display(.null) == "")
        #expect(formatter.display(.bool(true)) == "")
        #expect(formatter.display(.number(.infinity)) == "")
    }

    // MARK: Separators and digits

    static let separators: [(FieldFormat, String, String, Int)] = [
        (.number(decimals: 2), "en_US", ".", 2),
        (.number(decimals: 0), "de_DE", ",", 0),
        (.percent(decimals: 1), "fr_FR", ",", 1),
        (.number(decimals: 4), "ja_JP", ".", 4),
        (.currency(code: "EUR"), "de_DE", ",", 2),
        (.currency(code: "USD"), "en_US", ".", 2),
        (.currency(code: "JPY"), "ja_JP", ".", 0),
        (.currency(code: "BHD"), "en_US", ".", 3),
        (.currency(code: "CHF"), "de_CH", ".", 2),
    ]

    @Test(arguments: separators)
    func fieldKnowsItsDecimalSeparatorAndDigits(format: FieldFormat, locale: String, separator: String, digits: Int) {
        let formatter = FieldFormatter(format: format, locale: locale)
        #expect(formatter.decimalSeparator == separator)
        #expect(formatter.fractionDigits == digits)
    }

    // MARK: accepts(_:in:)

    static let typing: [(FieldFormat, String, Character, String, Bool)] = [
        (.number(decimals: 2), "en_US", "5", "", true),
        (.number(decimals: 2), "en_US", "٣", "", true),
        (.number(decimals: 2), "en_US", "a", "", false),
        (.number(decimals: 2), "en_US", "e", "1", false),
        (.number(decimals: 2), "en_US", ".", "", true),
        (.number(decimals: 2), "en_US", ".", "1.2", false),
        // In en_US "," is the grouping separator, so it may be typed — but never reads as a decimal.
        (.number(decimals: 2), "en_US", ",", "1", true),
        (.number(decimals: 2), "en_US", "-", "", true),
        (.number(decimals: 2), "en_US", "-", "-1", false),
        (.number(decimals: 2), "en_US", " ", "1", false),
        (.number(decimals: 2), "en_US", "\n", "1", false),
        (.number(decimals: 2), "en_US", "%", "1", false),
        (.number(decimals: 2), "en_US", "$", "1", false),
        (.number(decimals: 2), "de_DE", ",", "", true),
        (.number(decimals: 2), "de_DE", ",", "1,2", false),
        (.number(decimals: 2), "de_DE", ".", "1", true),
        (.number(decimals: 2), "fr_FR", ",", "1", true),
        (.number(decimals: 2), "fr_FR", ".", "1", false),
        (.number(decimals: 2), "fr_FR", " ", "1", true),
        (.number(decimals: 2), "fr_FR", "\u{202F}", "1", true),
        (.number(decimals: 0), "en_US", ".", "1", false),
        (.number(decimals: 0), "de_DE", ",", "1", false),
        (.number(decimals: 0), "de_DE", ".", "1", true),
        (.percent(decimals: 1), "de_DE", "%", "12,5", true),
        (.percent(decimals: 1), "de_DE", " ", "12,5", true),
        (.percent(decimals: 1), "de_DE", "$", "12,5", false),
        (.currency(code: "USD"), "en_US", "$", "", true),
        (.currency(code: "USD"), "en_US", "€", "", false),
        (.currency(code: "USD"), "en_US", "U", "", false),
        (.currency(code: "USD"), "en_US", " ", "$", true),
        (.currency(code: "EUR"), "de_DE", "€", "12", true),
        (.currency(code: "EUR"), "de_DE", ",", "12", true),
        (.currency(code: "JPY"), "ja_JP", "\u{00A5}", "", true),
        (.currency(code: "JPY"), "ja_JP", ".", "12", false),
        (.personName, "en_US", "a", "", true),
        (.personName, "en_US", "1", "Ada", true),
        (.personName, "en_US", " ", "Ada", true),
    ]

    @Test(arguments: typing)
    func fieldLetsThroughOnlyWhatCanBePartOfItsValue(
        format: FieldFormat, locale: String, character: Character, text: String, accepted: Bool
    ) {
        #expect(FieldFormatter(format: format, locale: locale).accepts(character, in: text) == accepted)
    }

    // MARK: Person names

    static let names: [(String, [String: String]?)] = [
        ("Ada Lovelace", ["givenName": "Ada", "familyName": "Lovelace"]),
        ("Ada King Lovelace", ["givenName": "Ada", "middleName": "King", "familyName": "Lovelace"]),
        ("Lovelace", ["givenName": "Lovelace"]),
        ("", nil),
        ("  \t ", nil),
        ("  Ada   Lovelace ", ["givenName": "Ada", "familyName": "Lovelace"]),
        (
            "Augusta Ada King Byron Lovelace",
            [
                "givenName": "Augusta", "middleName": "Ada King Byron", "familyName": "Lovelace",
            ]
        ),
        ("Dr. Ada Lovelace", ["namePrefix": "Dr.", "givenName": "Ada", "familyName": "Lovelace"]),
        ("Dr.", ["givenName": "Dr."]),
        (
            "Martin Luther King Jr.",
            [
                "givenName": "Martin", "middleName": "Luther", "familyName": "King", "nameSuffix": "Jr.",
            ]
        ),
        (
            "Martin Luther King, Jr.",
            [
                "givenName": "Martin", "middleName": "Luther", "familyName": "King", "nameSuffix": "Jr.",
            ]
        ),
        ("Lovelace, Ada", ["givenName": "Ada", "familyName": "Lovelace"]),
        ("Lovelace, Ada King", ["givenName": "Ada", "middleName": "King", "familyName": "Lovelace"]),
        ("Ada \"Countess\" Lovelace", ["givenName": "Ada", "familyName": "Lovelace", "nickname": "Countess"]),
        (
            "Ada “The Enchantress” Lovelace",
            [
                "givenName": "Ada", "familyName": "Lovelace", "nickname": "The Enchantress",
            ]
        ),
        ("Ludwig van Beethoven", ["givenName": "Ludwig", "familyName": "van Beethoven"]),
        ("山田太郎", ["givenName": "山田太郎"]),
    ]

    @Test(arguments: names)
    func typedNameSplitsIntoItsParts(text: String, expected: [String: String]?) {
        let value = FieldFormatter(format: .personName, locale: "en_US").value(of: text)
        #expect(value == expected.map { .object($0.mapValues(JSONOutput.string)) })
    }

    static let shownNames: [(JSONOutput, String)] = [
        (.object(["givenName": "Ada", "familyName": "Lovelace"]), "Ada Lovelace"),
        (
            .object(["givenName": "Ada", "middleName": "King", "familyName": "Lovelace", "namePrefix": "Dr."]),
            "Ada Lovelace"
        ),
        (.object(["givenName": "太郎", "familyName": "山田"]), "山田太郎"),
        (.object(["givenName": "Ada"]), "Ada"),
        (.object(["familyName": "Lovelace"]), "Lovelace"),
        (.object(["nickname": "Ada"]), "Ada"),
        (.object([:]), ""),
        (.string("Ada L"), "Ada L"),
        (.number(3), ""),
    ]

    @Test(arguments: shownNames)
    func nameShowsInTheMediumStyle(value: JSONOutput, expected: String) {
        #expect(FieldFormatter(format: .personName, locale: "en_US").display(value) == expected)
    }

    @Test func typedFullNameShowsAsGivenAndFamilyName() throws {
        let formatter = FieldFormatter(format: .personName, locale: "de_DE")
        let value = try #require(formatter.value(of: "Dr. Ada King Lovelace"))
        #expect(formatter.display(value) == "Ada Lovelace")
    }
}
