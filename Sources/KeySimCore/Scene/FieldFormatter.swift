import Foundation
import Synchronization

/// Turns a formatted field's typed text into its value and back, for a locale.
///
/// Display uses Foundation's `NumberFormatter` with `Locale(identifier:)`, so it shows what
/// ICU gives for that identifier — including the non-breaking spaces (U+00A0, U+202F) that
/// de_DE and fr_FR put around symbols and between digit groups.
///
/// Reading typed text does *not* use `NumberFormatter.number(from:)`: on Linux it stops at
/// the first character it does not expect (`"1.234,5"` in en_US gives 1.234) and, lenient,
/// drops whatever follows (`"1,2,3"` in en_US gives 1). Instead a small explicit parser reads
/// the text the way a person types it:
/// - digits (any script's decimal digits), at most one of the locale's decimal separator, and
///   optionally the locale's grouping separator — but only between groups of the right size
///   (`"1.234,5"` and `"1234,5"` are both 1234.5 in de_DE; `"1.23"` and `"1,2,3"` are not
///   numbers there). Where the grouping separator is a space of any kind, a plain space,
///   U+00A0 and U+202F all count; where it is `’` (de_CH), `'` counts too;
/// - one minus sign (`-`, `−` or the locale's) at the start, or after a leading symbol;
/// - for currency, the currency symbol or ISO code before or after the number (or neither);
///   for percent, the percent sign before or after the number (or neither);
/// - surrounding whitespace and bidi marks are ignored; a trailing decimal separator
///   (`"12,"`) is allowed, as is a missing integer part (`",5"`).
///
/// The other locale's decimal separator is not guessed: `"12.5"` in de_DE reads `.` as a
/// misplaced grouping separator and is not a number.
///
/// Percent fields take the typed text as the percentage: `"12,5"` or `"12,5 %"` in a de_DE
/// percent field is the value 0.125, as iOS's percent formatter parses it, and 0.125 is shown
/// as `"12,5 %"`.
///
/// The value keeps every digit typed: `"1234,567"` in a EUR field is 1234.567, though it is
/// shown rounded to the currency's two digits. Rounding for display is `NumberFormatter`'s
/// default, half-even (1234.5 with no decimals shows as `1,234`).
public struct FieldFormatter: Sendable {
    /// The format the field shows.
    public let format: FieldFormat
    /// The locale identifier, like `de_DE`.
    public let locale: String
    /// The locale's conventions, read from ICU the first time they are needed: a formatter
    /// made for blank text (every formatted field at start-up) never loads ICU's number data.
    private let lazyConventions: LazyConventions

    /// The locale's decimal separator (for the decimal pad); for currency, the monetary one.
    public var decimalSeparator: String { conventions.decimalSeparator }
    /// How many digits after the decimal separator the field shows: the format's decimals,
    /// or the currency's own digits (2 for EUR and USD, 0 for JPY).
    public var fractionDigits: Int { conventions.fractionDigits }

    /// The decimal separator as one character, the way it is typed.
    var decimalCharacter: Character { conventions.decimalCharacter }
    /// The characters read as the grouping separator.
    var groupingCharacters: Set<Character> { conventions.groupingCharacters }
    /// Digits in the group nearest the decimal separator, and in the groups before it.
    var primaryGroupSize: Int { conventions.primaryGroupSize }
    var secondaryGroupSize: Int { conventions.secondaryGroupSize }
    /// Symbols that may stand before or after the number (currency symbol and code, or `%`),
    /// longest first.
    var affixes: [String] { conventions.affixes }
    /// The characters that may be typed as part of a symbol.
    var symbolCharacters: Set<Character> { conventions.symbolCharacters }
    /// The characters read as a minus sign.
    var minusCharacters: Set<Character> { conventions.minusCharacters }
    /// Whether a space may be typed (between number and symbol, or as grouping separator).
    var acceptsSpace: Bool { conventions.acceptsSpace }

    /// Bidi marks ICU puts into some locales' output (ar), ignored when reading text.
    static let bidiMarks: Set<Unicode.Scalar> = ["\u{200E}", "\u{200F}", "\u{061C}"]
    /// The spaces ICU uses as grouping separator or between number and symbol.
    static let spaces: Set<Character> = [" ", "\u{00A0}", "\u{202F}"]

    /// A formatter for `format` in the locale with this identifier.
    public init(format: FieldFormat, locale: String) {
        self.format = format
        self.locale = locale
        lazyConventions = LazyConventions()
    }

    private var conventions: Conventions {
        lazyConventions.value { Conventions(format: format, locale: locale) }
    }

    /// How a locale writes numbers of the format, as `NumberFormatter` reports it.
    struct Conventions: Sendable {
        let decimalSeparator: String
        let fractionDigits: Int
        let decimalCharacter: Character
        let groupingCharacters: Set<Character>
        let primaryGroupSize: Int
        let secondaryGroupSize: Int
        let affixes: [String]
        let symbolCharacters: Set<Character>
        let minusCharacters: Set<Character>
        let acceptsSpace: Bool

        init(format: FieldFormat, locale: String) {
            let formatter = FieldFormatter.numberFormatter(format: format, locale: locale)
            let decimal: String
            let grouping: String
            if case .currency = format {
                decimal = formatter.currencyDecimalSeparator
                grouping = formatter.currencyGroupingSeparator
            } else {
                decimal = formatter.decimalSeparator
                grouping = formatter.groupingSeparator
            }
            decimalSeparator = decimal.isEmpty ? "." : decimal
            decimalCharacter = Character(decimalSeparator.count == 1 ? decimalSeparator : ".")

            var groupingCharacters = Set<Character>()
            if grouping.count == 1, let character = grouping.first, character != decimalCharacter {
                groupingCharacters.insert(character)
                if FieldFormatter.spaces.contains(character) { groupingCharacters.formUnion(FieldFormatter.spaces) }
                if character == "\u{2019}" { groupingCharacters.insert("'") }
            }
            self.groupingCharacters = groupingCharacters
            primaryGroupSize = formatter.groupingSize
            secondaryGroupSize =
                formatter.secondaryGroupingSize > 0 ? formatter.secondaryGroupingSize : formatter.groupingSize

            var minus: Set<Character> = ["-", "\u{2212}"]
            let localMinus = String(
                String.UnicodeScalarView(
                    formatter.minusSign.unicodeScalars.filter { !FieldFormatter.bidiMarks.contains($0) }))
            if localMinus.count == 1, let character = localMinus.first { minus.insert(character) }
            minusCharacters = minus

            switch format {
            case .number(let decimals):
                fractionDigits = FieldFormatter.clamped(decimals)
                affixes = []
            case .percent(let decimals):
                fractionDigits = FieldFormatter.clamped(decimals)
                affixes = FieldFormatter.longestFirst([formatter.percentSymbol, "%"])
            case .currency(let code):
                fractionDigits = FieldFormatter.fractionDigits(
                    in: formatter.string(from: 1) ?? "", separator: decimalSeparator)
                affixes = FieldFormatter.longestFirst([formatter.currencySymbol, code.uppercased()])
            case .personName:
                fractionDigits = 0
                affixes = []
            }
            var symbolCharacters = Set<Character>()
            switch format {
            case .percent: symbolCharacters = Set(affixes.joined())
            case .currency: symbolCharacters = Set(formatter.currencySymbol)
            case .number, .personName: break
            }
            symbolCharacters = symbolCharacters.filter {
                !$0.unicodeScalars.contains(where: FieldFormatter.bidiMarks.contains)
            }
            self.symbolCharacters = symbolCharacters
            acceptsSpace = !affixes.isEmpty || groupingCharacters.contains(" ")
        }
    }

    /// `Conventions` computed once, on first use, by whichever copy of the formatter asks.
    private final class LazyConventions: Sendable {
        private let resolved = Mutex<Conventions?>(nil)

        func value(_ compute: () -> Conventions) -> Conventions {
            resolved.withLock { value in
                if let value { return value }
                let computed = compute()
                value = computed
                return computed
            }
        }
    }

    /// The value of the typed text, or nil when the text is not a valid value.
    ///
    /// A JSON number for number, percent and currency fields (a percent field's text is the
    /// percentage: `"12,5"` is 0.125); for a person's name a JSON object with `givenName`,
    /// `familyName` and, when present, `middleName`, `namePrefix`, `nameSuffix` and
    /// `nickname` (see `personName(from:)`). Empty or blank text is nil.
    public func value(of text: String) -> JSONOutput? {
        switch format {
        case .personName:
            return Self.personName(from: text).map(JSONOutput.object)
        case .number, .currency, .percent:
            return number(from: text).map(JSONOutput.number)
        }
    }

    /// How the field shows a committed value when not editing.
    ///
    /// Numbers through `NumberFormatter` (`"1.234,50\u{00A0}€"` for 1234.5 EUR in de_DE,
    /// `"$1,234.50"` in en_US); a person's name in the medium style (`"Ada Lovelace"`).
    /// A string value (text that never became a value) is shown as it is; anything else, or a
    /// number that is not finite, shows as empty.
    public func display(_ value: JSONOutput) -> String {
        switch (format, value) {
        case (_, .string(let text)):
            return text
        case (.personName, .object(let members)):
            return Self.mediumName(members)
        case (.number, .number(let number)), (.percent, .number(let number)), (.currency, .number(let number)):
            guard number.isFinite else { return "" }
            return Self.numberFormatter(format: format, locale: locale).string(from: NSNumber(value: number)) ?? ""
        default:
            return ""
        }
    }

    /// Whether a character may be typed into the field at all.
    ///
    /// A person's name takes anything. Number fields take: digits; the decimal separator
    /// unless `text` already has one or the field shows no decimals (number(0), JPY); the
    /// grouping separator (so `,` is accepted in en_US — as grouping, never as decimal — and
    /// `.` in de_DE, but `.` is rejected in fr_FR, where it is neither); a minus sign unless
    /// `text` already has one; for currency the characters of the currency symbol; for percent
    /// `%`; spaces where a symbol or a space-like grouping separator may need them. Letters
    /// and other punctuation are rejected. Where in `text` the character goes is not known
    /// here, so placement (a minus after a digit, grouping inside the fraction) is left to
    /// `value(of:)`.
    public func accepts(_ character: Character, in text: String) -> Bool {
        if case .personName = format { return true }
        if Self.digit(character) != nil { return true }
        if character == decimalCharacter {
            return fractionDigits > 0 && !text.contains(decimalCharacter)
        }
        if groupingCharacters.contains(character) { return true }
        if minusCharacters.contains(character) {
            return !text.contains(where: minusCharacters.contains)
        }
        if character.isWhitespace { return acceptsSpace && !character.isNewline }
        return symbolCharacters.contains(character)
    }

    // MARK: - Reading numbers

    /// The number the text stands for (already divided by 100 for percent), or nil.
    func number(from text: String) -> Double? {
        let scalars = text.unicodeScalars.filter { !Self.bidiMarks.contains($0) }
        var rest = Self.trimmed(Substring(String(String.UnicodeScalarView(scalars))))
        // Blank text is no number, whatever the locale: no need to read its conventions.
        if rest.isEmpty { return nil }
        var negative = false
        if let first = rest.first, minusCharacters.contains(first) {
            negative = true
            rest = Self.trimmed(rest.dropFirst())
        }
        for affix in affixes {
            if rest.hasPrefix(affix) {
                rest = Self.trimmed(rest.dropFirst(affix.count))
                break
            }
            if rest.hasSuffix(affix) {
                rest = Self.trimmed(rest.dropLast(affix.count))
                break
            }
        }
        if !negative, let first = rest.first, minusCharacters.contains(first) {
            negative = true
            rest = Self.trimmed(rest.dropFirst())
        }
        guard let digits = plainDigits(rest) else { return nil }
        let exponent = if case .percent = format { "e-2" } else { "" }
        guard let magnitude = Double(digits + exponent), magnitude.isFinite else { return nil }
        if magnitude == 0 { return 0 }
        return negative ? -magnitude : magnitude
    }

    /// The digits of `text` as `"1234.5"`, or nil when it holds anything but digits, one
    /// decimal separator and well-placed grouping separators, or no digit at all.
    func plainDigits(_ text: Substring) -> String? {
        var groups: [String] = [""]
        var fraction: String?
        for character in text {
            if let digit = Self.digit(character) {
                if fraction != nil {
                    fraction!.append(digit)
                } else {
                    groups[groups.count - 1].append(digit)
                }
            } else if character == decimalCharacter {
                guard fraction == nil else { return nil }
                fraction = ""
            } else if groupingCharacters.contains(character) {
                guard fraction == nil else { return nil }
                groups.append("")
            } else {
                return nil
            }
        }
        guard groups.count == 1 || groupsArePlaced(groups) else { return nil }
        let integer = groups.joined()
        guard !integer.isEmpty || !(fraction ?? "").isEmpty else { return nil }
        return (integer.isEmpty ? "0" : integer) + "." + ((fraction ?? "").isEmpty ? "0" : fraction!)
    }

    /// Whether digit groups split by grouping separators have the locale's sizes: the last
    /// the primary size, those before it the secondary size, the first 1 up to that size.
    func groupsArePlaced(_ groups: [String]) -> Bool {
        guard primaryGroupSize > 0, let first = groups.first, let last = groups.last else { return false }
        guard (1...secondaryGroupSize).contains(first.count), last.count == primaryGroupSize else { return false }
        return groups.dropFirst().dropLast().allSatisfy { $0.count == secondaryGroupSize }
    }

    /// The ASCII digit a character stands for, if it is a decimal digit in any script.
    static func digit(_ character: Character) -> Character? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
            scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue,
            let digit = Int(exactly: value), (0...9).contains(digit)
        else { return nil }
        return Character(String(digit))
    }

    /// The text without whitespace (of any kind) at either end.
    static func trimmed(_ text: Substring) -> Substring {
        guard let start = text.firstIndex(where: { !$0.isWhitespace }),
            let end = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return text[start...end]
    }

    // MARK: - Formatter

    /// A fresh `NumberFormatter` for the format (they are not `Sendable`, so none is kept).
    static func numberFormatter(format: FieldFormat, locale: String) -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: locale)
        switch format {
        case .number(let decimals):
            formatter.numberStyle = .decimal
            formatter.minimumFractionDigits = clamped(decimals)
            formatter.maximumFractionDigits = clamped(decimals)
            // Swift's Foundation on Linux ignores the decimal style's maximum once a minimum
            // above 0 is set (swift-corelibs-foundation issue #4221), so `decimals: 2` showed
            // 1.23456 as 1.235. A rounding increment of one unit in the last decimal rounds
            // as the maximum would (half-even, NumberFormatter's default) on every platform.
            if clamped(decimals) > 0 {
                formatter.roundingIncrement = NSNumber(value: pow(10, -Double(clamped(decimals))))
            }
        case .percent(let decimals):
            formatter.numberStyle = .percent
            formatter.minimumFractionDigits = clamped(decimals)
            formatter.maximumFractionDigits = clamped(decimals)
        case .currency(let code):
            formatter.numberStyle = .currency
            formatter.currencyCode = code.uppercased()
        case .personName:
            formatter.numberStyle = .decimal
        }
        return formatter
    }

    static func clamped(_ decimals: Int) -> Int { min(max(decimals, 0), FieldFormat.maximumDecimals) }

    /// The digits after the decimal separator in a formatted amount. The currency's digits
    /// are read this way because on Linux `maximumFractionDigits` keeps saying 2 for JPY.
    static func fractionDigits(in formatted: String, separator: String) -> Int {
        guard let range = formatted.range(of: separator, options: .backwards) else { return 0 }
        return formatted[range.upperBound...].prefix { digit($0) != nil }.count
    }

    /// The symbols without bidi marks, each once, longest first (so `$US` is tried before `$`).
    static func longestFirst(_ symbols: [String]) -> [String] {
        var unique: [String] = []
        for symbol in symbols {
            let plain = String(String.UnicodeScalarView(symbol.unicodeScalars.filter { !bidiMarks.contains($0) }))
            if !plain.isEmpty && !unique.contains(plain) { unique.append(plain) }
        }
        return unique.sorted { $0.count > $1.count }
    }
}
