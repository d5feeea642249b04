import Foundation

/// The decimal separator of a locale, as Foundation's `Locale.decimalSeparator` gives it,
/// answered for the common locales without asking Foundation.
///
/// Reading any locale through Foundation loads ICU's data: about 2 MB of a window's memory
/// and a few milliseconds of its start-up, for the one character a decimal pad shows. The
/// table holds only locales whose answer a test checks against Foundation's; every other
/// identifier is asked of Foundation, so an answer never differs from it.
public enum DecimalSeparators {
    /// The decimal separator of the locale `identifier` (`en_US` → `.`, `de_DE` → `,`).
    public static func separator(forLocale identifier: String) -> String {
        known(identifier) ?? Locale(identifier: identifier).decimalSeparator ?? "."
    }

    /// The table's answer for `identifier`, or nil when the table does not hold it.
    static func known(_ identifier: String) -> String? {
        if points.contains(identifier) { return "." }
        if commas.contains(identifier) { return "," }
        return nil
    }

    /// Locales that write a decimal point.
    static let points = [
        "en_US", "en_GB", "en_AU", "en_CA", "en_IE", "en_IN", "en_NZ", "en_SG", "en", "de_CH", "it_CH", "es_MX",
        "es_US", "es_419", "ja_JP", "ja", "zh_CN", "zh_TW", "zh_HK", "ko_KR", "he_IL", "hi_IN", "th_TH",
    ]

    /// Locales that write a decimal comma.
    static let commas = [
        "en_ZA", "de_DE", "de_AT", "de", "fr_FR", "fr_CA", "fr_BE", "fr_CH", "fr", "es_ES", "es", "it_IT", "it",
        "pt_BR", "pt_PT", "pt", "nl_NL", "nl_BE", "nl", "sv_SE", "da_DK", "nb_NO", "fi_FI", "pl_PL", "cs_CZ",
        "ru_RU", "uk_UA", "tr_TR", "el_GR", "hu_HU", "ro_RO", "id_ID", "vi_VN",
    ]
}
