import Foundation
import Testing

@testable import KeySimCore

/// A format's `decimals` is the number of digits after the separator, exactly: NumberFormatter's
/// minimum and maximum fraction digits both set to it, rounding half-even (NumberFormatter's
/// default). Swift's Foundation on Linux drops the maximum of its decimal style
/// whenever a minimum is set (swift-corelibs-foundation issue #4221): `decimals: 2` showed
/// `1.23456` as `1.235`. The rows are what this machine's Foundation gives with the maximum
/// alone set (which it honours), padded with zeros to the minimum.
struct FieldFormatterDecimalsTests {
    /// Format, locale, value, what the field shows.
    static let numbers: [(FieldFormat, String, Double, String)] = [
        (.number(decimals: 0), "en_US", 1.23456, "1"),
        (.number(decimals: 1), "en_US", 1.23456, "1.2"),
        (.number(decimals: 2), "en_US", 1.23456, "1.23"),
        (.number(decimals: 3), "en_US", 1.23456, "1.235"),
        (.number(decimals: 0), "en_US", 1_234_567.891, "1,234,568"),
        (.number(decimals: 1), "en_US", 1_234_567.891, "1,234,567.9"),
        (.number(decimals: 2), "en_US", 1_234_567.891, "1,234,567.89"),
        (.number(decimals: 3), "en_US", 1_234_567.891, "1,234,567.891"),
        (.number(decimals: 3), "en_US", 2.5, "2.500"),
        (.number(decimals: 0), "de_DE", 1.23456, "1"),
        (.number(decimals: 1), "de_DE", 1.23456, "1,2"),
        (.number(decimals: 2), "de_DE", 1.23456, "1,23"),
        (.number(decimals: 3), "de_DE", 1.23456, "1,235"),
        (.number(decimals: 0), "de_DE", 1_234_567.891, "1.234.568"),
        (.number(decimals: 1), "de_DE", 1_234_567.891, "1.234.567,9"),
        (.number(decimals: 2), "de_DE", 1_234_567.891, "1.234.567,89"),
        (.number(decimals: 3), "de_DE", 1_234_567.891, "1.234.567,891"),
        (.number(decimals: 2), "de_DE", 2.5, "2,50"),
        (.number(decimals: 0), "fr_FR", 1.23456, "1"),
        (.number(decimals: 1), "fr_FR", 1.23456, "1,2"),
        (.number(decimals: 2), "fr_FR", 1.23456, "1,23"),
        (.number(decimals: 3), "fr_FR", 1.23456, "1,235"),
        (.number(decimals: 0), "fr_FR", 1_234_567.891, "1\u{202F}234\u{202F}568"),
        (.number(decimals: 1), "fr_FR", 1_234_567.891, "1\u{202F}234\u{202F}567,9"),
        (.number(decimals: 2), "fr_FR", 1_234_567.891, "1\u{202F}234\u{202F}567,89"),
        (.number(decimals: 3), "fr_FR", 1_234_567.891, "1\u{202F}234\u{202F}567,891"),
        (.number(decimals: 1), "fr_FR", 2, "2,0"),
        // Half-even on the shortest decimal form of the value: a tie goes to the even digit.
        (.number(decimals: 0), "en_US", 2.5, "2"),
        (.number(decimals: 0), "en_US", 3.5, "4"),
        (.number(decimals: 2), "en_US", 0.125, "0.12"),
        (.number(decimals: 2), "en_US", 0.135, "0.14"),
        (.number(decimals: 2), "en_US", 2.675, "2.68"),
        (.number(decimals: 1), "en_US", -0.25, "-0.2"),
        (.number(decimals: 2), "de_DE", 99.995, "100,00"),
    ]

    static let percents: [(FieldFormat, String, Double, String)] = [
        (.percent(decimals: 0), "en_US", 0.123456, "12%"),
        (.percent(decimals: 1), "en_US", 0.123456, "12.3%"),
        (.percent(decimals: 2), "en_US", 0.123456, "12.35%"),
        (.percent(decimals: 3), "en_US", 0.123456, "12.346%"),
        (.percent(decimals: 0), "en_US", 0.125, "12%"),
        (.percent(decimals: 2), "en_US", 0.5, "50.00%"),
        (.percent(decimals: 0), "de_DE", 0.123456, "12\u{00A0}%"),
        (.percent(decimals: 1), "de_DE", 0.123456, "12,3\u{00A0}%"),
        (.percent(decimals: 2), "de_DE", 0.123456, "12,35\u{00A0}%"),
        (.percent(decimals: 3), "de_DE", 0.123456, "12,346\u{00A0}%"),
        (.percent(decimals: 2), "de_DE", 12.345678, "1.234,57\u{00A0}%"),
        (.percent(decimals: 0), "fr_FR", 0.123456, "12\u{00A0}%"),
        (.percent(decimals: 1), "fr_FR", 0.123456, "12,3\u{00A0}%"),
        (.percent(decimals: 2), "fr_FR", 0.123456, "12,35\u{00A0}%"),
        (.percent(decimals: 3), "fr_FR", 0.123456, "12,346\u{00A0}%"),
        (.percent(decimals: 1), "fr_FR", 12.345678, "1\u{202F}234,6\u{00A0}%"),
    ]

    /// A currency's amount has the currency's own digits (2 for USD and EUR, 0 for JPY).
    static let currencies: [(FieldFormat, String, Double, String)] = [
        (.currency(code: "USD"), "en_US", 1.23456, "$1.23"),
        (.currency(code: "USD"), "en_US", 1_234_567.891, "$1,234,567.89"),
        (.currency(code: "USD"), "en_US", 0.125, "$0.12"),
        (.currency(code: "JPY"), "en_US", 1234.5, "\u{00A5}1,234"),
        (.currency(code: "EUR"), "de_DE", 1.23456, "1,23\u{00A0}€"),
        (.currency(code: "EUR"), "de_DE", 1_234_567.891, "1.234.567,89\u{00A0}€"),
        (.currency(code: "JPY"), "de_DE", 1235.5, "1.236\u{00A0}\u{00A5}"),
        (.currency(code: "EUR"), "fr_FR", 1.23456, "1,23\u{00A0}€"),
        (.currency(code: "EUR"), "fr_FR", 1_234_567.891, "1\u{202F}234\u{202F}567,89\u{00A0}€"),
        (.currency(code: "JPY"), "fr_FR", 1234.5, "1\u{202F}234\u{00A0}JPY"),
    ]

    @Test(arguments: numbers)
    func aNumbersDecimalsAreExactlyTheDigitsShownAfterTheSeparator(
        format: FieldFormat, locale: String, value: Double, expected: String
    ) {
        #expect(FieldFormatter(format: format, locale: locale).display(.number(value)) == expected)
    }

    @Test(arguments: percents)
    func aPercentagesDecimalsAreExactlyTheDigitsShownAfterTheSeparator(
        format: FieldFormat, locale: String, value: Double, expected: String
    ) {
        #expect(FieldFormatter(format: format, locale: locale).display(.number(value)) == expected)
    }

    @Test(arguments: currencies)
    func anAmountShowsTheCurrencysOwnDigits(format: FieldFormat, locale: String, value: Double, expected: String) {
        #expect(FieldFormatter(format: format, locale: locale).display(.number(value)) == expected)
    }

    /// The field's digits agree with what it shows: `fractionDigits` is the count of digits
    /// after the separator in every shown value.
    @Test(arguments: [0, 1, 2, 3], ["en_US", "de_DE", "fr_FR"])
    func theDigitsShownAreTheFormattersFractionDigits(decimals: Int, locale: String) {
        for format in [FieldFormat.number(decimals: decimals), .percent(decimals: decimals)] {
            let formatter = FieldFormatter(format: format, locale: locale)
            #expect(formatter.fractionDigits == decimals)
            let shown = formatter.display(.number(1234.567891))
            let separator = formatter.decimalSeparator
            let digits = FieldFormatter.fractionDigits(in: shown, separator: separator)
            #expect(digits == decimals, "\(format) in \(locale) shows \(shown)")
        }
    }
}
