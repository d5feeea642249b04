/// How a field shows its value once editing ends (a number, a percentage, an amount of money
/// or a person's name). ``FieldFormatter`` turns typed text into values and values into text.
public enum FieldFormat: Equatable, Hashable, Sendable {
    /// A number with this many digits after the decimal separator.
    case number(decimals: Int)
    /// A percentage with this many digits after the decimal separator.
    case percent(decimals: Int)
    /// An amount in the currency with this ISO 4217 code (`EUR`, `USD`).
    case currency(code: String)
    /// A person's name.
    case personName

    /// The most digits after the decimal separator a format may ask for.
    public static let maximumDecimals = 10
}
