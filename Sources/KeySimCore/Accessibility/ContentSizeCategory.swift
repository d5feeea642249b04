/// The text size a person chose in Settings › Accessibility › Display & Text Size › Larger
/// Text: UIKit's `UIContentSizeCategory`, by its names. `large` is an iPhone's default.
public enum ContentSizeCategory: String, CaseIterable, Sendable, Comparable {
    case extraSmall
    case small
    case medium
    case large
    case extraLarge
    case extraExtraLarge
    case extraExtraExtraLarge
    case accessibilityMedium
    case accessibilityLarge
    case accessibilityExtraLarge
    case accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// An iPhone's size until a person changes it.
    public static let `default` = ContentSizeCategory.large

    /// The largest size there is (Larger Text's slider at its end, with Larger Accessibility
    /// Sizes on): what the scene lint checks text against.
    public static let largest = ContentSizeCategory.accessibilityExtraExtraExtraLarge

    /// Whether it is one of the five sizes Larger Accessibility Sizes adds.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Its place from `extraSmall` (0) to `accessibilityExtraExtraExtraLarge` (11).
    var index: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }

    /// The category with this name, matched without regard to case.
    public init?(name: String) {
        let lowered = name.lowercased()
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else { return nil }
        self = match
    }

    /// Why `name` names no category: `unknown content size 'NAME'`, then the nearest name or
    /// the list of names.
    public static func unknownNameMessage(_ name: String) -> String {
        let names = allCases.map(\.rawValue)
        var message = "unknown content size '\(name)'"
        if let suggestion = Suggestion.nearest(to: name, in: names) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += "; expected one of: " + names.map { "'\($0)'" }.joined(separator: ", ")
        }
        return message
    }
}
