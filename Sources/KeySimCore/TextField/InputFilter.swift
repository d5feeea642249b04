/// Which characters a field accepts, as its keyboard type allows them.
///
/// The filter applies to everything that reaches the field — keys, pastes and replayed
/// `type` lines — so a number field never holds a letter, however it got there.
public enum InputFilter: Equatable, Hashable, Sendable {
    /// Anything.
    case any
    /// Decimal digits of any script (`0`–`9`, `٣`, `５` …): what numberPad accepts.
    case digits
    /// Only the ASCII digits `0`–`9`: what asciiCapableNumberPad accepts.
    case asciiDigits
    /// Decimal digits and at most one `separator` in the whole field: what decimalPad accepts.
    case decimal(separator: String)
    /// Decimal digits, the dialling characters `+ * # , ;` and the other characters the
    /// phone pad's own keys type (`( ) / - N`): what phonePad accepts.
    case phone
    /// What can be part of a value of this format in this locale (a formatted number field
    /// [F8]): digits, the locale's separators, a minus, the currency symbol or `%`.
    case formatted(FieldFormat, locale: String)

    /// The filter for a field with this keyboard type. `decimalSeparator` is the field's
    /// locale separator (`","` for de_DE), used by decimalPad.
    public init(keyboardType: KeyboardType, decimalSeparator: String = ".") {
        switch keyboardType {
        case .numberPad: self = .digits
        case .asciiCapableNumberPad: self = .asciiDigits
        case .decimalPad: self = .decimal(separator: decimalSeparator)
        case .phonePad: self = .phone
        case .default, .asciiCapable, .numbersAndPunctuation, .URL, .namePhonePad, .emailAddress,
            .twitter, .webSearch:
            self = .any
        }
    }

    /// The characters accepted, in words, for messages ("digits 0–9").
    public var summary: String {
        switch self {
        case .any: "any text"
        case .digits: "digits"
        case .asciiDigits: "digits 0–9"
        case .decimal(let separator): "digits and one '\(separator)'"
        case .phone: "digits and + * # , ; ( ) / - N"
        case .formatted: "what can be part of a number"
        }
    }

    /// Whether `character` may be typed, leaving aside the one-separator rule of
    /// ``decimal(separator:)`` (see ``filter(_:into:)``).
    public func accepts(_ character: Character) -> Bool {
        switch self {
        case .any: true
        case .digits: Self.isDecimalDigit(character)
        case .asciiDigits: character.isASCII && Self.isDecimalDigit(character)
        case .decimal(let separator): Self.isDecimalDigit(character) || String(character) == separator
        case .phone: Self.isDecimalDigit(character) || Self.dialling.contains(character)
        case .formatted(let format, let locale):
            FieldFormatter(format: format, locale: locale).accepts(character, in: "")
        }
    }

    /// Splits `inserted` into the text a field already holding `existing` accepts and
    /// `.rejected` events for the rest, keeping the order of each. Rejected characters are
    /// grouped into one event per reason, in the order each reason first occurs.
    public func filter(_ inserted: String, into existing: String) -> (accepted: String, rejections: [FieldEvent]) {
        if self == .any { return (inserted, []) }
        if case .formatted(let format, let locale) = self {
            // One formatter for the whole insertion; it also knows "one decimal separator".
            let formatter = FieldFormatter(format: format, locale: locale)
            var accepted = ""
            var refused = ""
            var second = ""
            var whole = ""
            let separator = formatter.decimalSeparator
            for character in inserted {
                if String(character) == separator, formatter.fractionDigits == 0 {
                    whole.append(character)
                } else if String(character) == separator, (existing + accepted).contains(separator) {
                    second.append(character)
                } else if formatter.accepts(character, in: existing + accepted) {
                    accepted.append(character)
                } else {
                    refused.append(character)
                }
            }
            var rejections: [FieldEvent] = []
            if !refused.isEmpty { rejections.append(.rejected(text: refused, reason: .notAccepted(self))) }
            if !second.isEmpty { rejections.append(.rejected(text: second, reason: .secondDecimalSeparator)) }
            if !whole.isEmpty { rejections.append(.rejected(text: whole, reason: .wholeNumbersOnly)) }
            return (accepted, rejections)
        }
        var separatorTaken = false
        if case .decimal(let separator) = self, !separator.isEmpty {
            separatorTaken = existing.contains(separator)
        }
        var accepted = ""
        var rejected: [(text: String, reason: FieldEvent.Rejection)] = []
        func reject(_ character: Character, _ reason: FieldEvent.Rejection) {
            if let index = rejected.firstIndex(where: { $0.reason == reason }) {
                rejected[index].text.append(character)
            } else {
                rejected.append((String(character), reason))
            }
        }
        for character in inserted {
            guard accepts(character) else {
                reject(character, .notAccepted(self))
                continue
            }
            if case .decimal(let separator) = self, String(character) == separator {
                if separatorTaken {
                    reject(character, .secondDecimalSeparator)
                    continue
                }
                separatorTaken = true
            }
            accepted.append(character)
        }
        return (accepted, rejected.map { FieldEvent.rejected(text: $0.text, reason: $0.reason) })
    }

    private static let dialling: Set<Character> = ["+", "*", "#", ",", ";", "(", ")", "/", "-", "N"]

    /// Whether `character` is one Unicode scalar of general category Nd (a decimal digit).
    private static func isDecimalDigit(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return false }
        return scalar.properties.generalCategory == .decimalNumber
    }
}
