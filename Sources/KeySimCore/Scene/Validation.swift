import Foundation

/// A check of a field's text, when it runs and what it says when the text fails it.
public struct Validation: Equatable, Sendable {
    /// What the text must be.
    public enum Rule: Equatable, Sendable {
        /// Nothing but decimal digits (an empty text passes).
        case digits
        /// An email address, checked pragmatically (an empty text fails).
        case email
        /// Something other than whitespace.
        case required
        /// The whole text matches this `NSRegularExpression` pattern.
        case regex(String)
        /// At least this many grapheme clusters.
        case minLength(Int)

        /// The rule's name in scene files.
        public var name: String {
            switch self {
            case .digits: "digits"
            case .email: "email"
            case .required: "required"
            case .regex: "regex"
            case .minLength: "minLength"
            }
        }

        /// When the rule runs unless the scene says: as digits are typed, once an address is
        /// finished, and before leaving the form for the rest.
        public var defaultTiming: Timing {
            switch self {
            case .digits: .change
            case .email: .endEditing
            case .required, .regex, .minLength: .beforeLeaving
            }
        }

        /// What the field says when its text fails the rule, unless the scene says otherwise.
        public var defaultMessage: String {
            switch self {
            case .digits: "Enter digits only."
            case .email: "Enter a valid email address."
            case .required: "Required."
            case .regex: "Invalid format."
            case .minLength(let length): "Enter at least \(length) character\(length == 1 ? "" : "s")."
            }
        }
    }

    /// When the rule is checked.
    public enum Timing: String, CaseIterable, Sendable {
        /// After every change to the text.
        case change
        /// When the field loses focus.
        case endEditing
        /// When the form is submitted or left.
        case beforeLeaving
    }

    public var rule: Rule
    public var when: Timing
    public var message: String

    /// A validation that runs and speaks as the rule does by default unless told otherwise.
    public init(rule: Rule, when: Timing? = nil, message: String? = nil) {
        self.rule = rule
        self.when = when ?? rule.defaultTiming
        self.message = message ?? rule.defaultMessage
    }

    /// Whether `text` passes the rule.
    ///
    /// - `digits`: empty, or every character a decimal digit of any script (`0`–`9`, `٣`);
    /// - `email`: no whitespace, exactly one `@`, something before it, and after it a
    ///   domain with a dot between non-empty parts (`a@b.co`);
    /// - `required`: something left after trimming whitespace and newlines;
    /// - `regex`: the pattern matches the whole text (a pattern that does not compile
    ///   matches nothing);
    /// - `minLength`: at least that many grapheme clusters (so an empty text fails).
    public func isValid(_ text: String) -> Bool {
        switch rule {
        case .digits:
            return text.unicodeScalars.allSatisfy { $0.properties.numericType == .decimal }
        case .email:
            return Self.isEmailAddress(text)
        case .required:
            return !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        case .regex(let pattern):
            guard let expression = Self.wholeTextExpression(pattern) else { return false }
            let range = NSRange(text.startIndex..., in: text)
            return expression.firstMatch(in: text, range: range) != nil
        case .minLength(let length):
            return text.count >= length
        }
    }

    /// The pattern wrapped so that it must match the whole text, compiled; `nil` if it does
    /// not compile.
    static func wholeTextExpression(_ pattern: String) -> NSRegularExpression? {
        try? NSRegularExpression(pattern: "\\A(?:" + pattern + ")\\z")
    }

    private static func isEmailAddress(_ text: String) -> Bool {
        guard !text.contains(where: { $0.isWhitespace }) else { return false }
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else { return false }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
    }
}
