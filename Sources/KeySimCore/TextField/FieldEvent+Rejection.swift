extension FieldEvent {
    /// Why a field did not take some text.
    public enum Rejection: Equatable, Hashable, Sendable {
        /// The field's filter does not accept these characters.
        case notAccepted(InputFilter)
        /// The text would make the field longer than `maxLength` grapheme clusters.
        case tooLong(maxLength: Int)
        /// A decimal field already holds its one decimal separator.
        case secondDecimalSeparator
        /// A formatted field whose format shows no decimals (`decimals: 0`, JPY) was given
        /// its locale's decimal separator.
        case wholeNumbersOnly

        /// The reason in words, for logs and messages.
        public var message: String {
            switch self {
            case .notAccepted(let filter): "the field accepts only \(filter.summary)"
            case .tooLong(let maxLength): "the field holds at most \(maxLength) characters"
            case .secondDecimalSeparator: "the field already has a decimal separator"
            case .wholeNumbersOnly: "the field takes whole numbers only (its format shows no decimals)"
            }
        }
    }
}
