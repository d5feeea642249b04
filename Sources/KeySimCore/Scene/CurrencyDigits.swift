/// Which currencies are shown without minor units (JPY, KRW …), answered without asking
/// Foundation.
///
/// A field's keyboard is chosen when its session is made, for every field at start-up, and
/// reading a currency's digits through Foundation loads ICU's number data (about 2 MB of a
/// window's memory). A test checks the table against Foundation's answer for every common
/// ISO 4217 code, so it says what the field's display shows.
public enum CurrencyDigits {
    /// Whether amounts in the currency with this ISO 4217 code show no digits after the
    /// decimal separator.
    public static func isWhole(_ code: String) -> Bool { whole.contains(code.uppercased()) }

    /// The currencies CLDR (and so Foundation) shows with no minor units.
    static let whole: Set<String> = [
        "AFN", "ALL", "BIF", "CLP", "COP", "DJF", "GNF", "IDR", "IQD", "IRR", "ISK", "JPY", "KMF", "KPW", "KRW",
        "LAK", "LBP", "MGA", "MMK", "PKR", "PYG", "RSD", "RWF", "SLL", "SOS", "SYP", "UGX", "VND", "VUV", "XAF",
        "XOF", "XPF", "YER",
    ]
}

extension FieldFormat {
    /// Whether the format shows no digits after the decimal separator, so the field takes
    /// whole numbers only: a number or percentage with `decimals: 0`, a currency without
    /// minor units. A person's name is no number.
    public var takesWholeNumbers: Bool {
        switch self {
        case .number(let decimals), .percent(let decimals): FieldFormatter.clamped(decimals) == 0
        case .currency(let code): CurrencyDigits.isWhole(code)
        case .personName: false
        }
    }
}
