import Foundation
import Testing

@testable import KeySimCore

/// The decimal separators answered without Foundation are Foundation's own.
struct DecimalSeparatorsTests {
    @Test(
        "every locale in the table gives Foundation's separator",
        arguments: DecimalSeparators.points + DecimalSeparators.commas)
    func tableMatchesFoundation(identifier: String) throws {
        let known = try #require(DecimalSeparators.known(identifier))
        #expect(known == Locale(identifier: identifier).decimalSeparator, "\(identifier)")
    }

    @Test("no locale is in the table twice, as a point and as a comma")
    func noLocaleIsTabledTwice() {
        let all = DecimalSeparators.points + DecimalSeparators.commas
        #expect(Set(all).count == all.count)
    }

    @Test(
        "a locale not in the table is asked of Foundation",
        arguments: ["ar_EG", "fa_IR", "de_LI", "en_DK", "es_AR", "sw_CD", "de_XX"])
    func othersAskFoundation(identifier: String) {
        #expect(DecimalSeparators.known(identifier) == nil)
        #expect(DecimalSeparators.separator(forLocale: identifier) == Locale(identifier: identifier).decimalSeparator)
    }

    @Test("Arabic in Egypt writes the Arabic decimal separator, German a comma, US English a point")
    func someSeparators() {
        #expect(DecimalSeparators.separator(forLocale: "ar_EG") == "\u{066B}")
        #expect(DecimalSeparators.separator(forLocale: "de_DE") == ",")
        #expect(DecimalSeparators.separator(forLocale: "en_US") == ".")
    }
}
