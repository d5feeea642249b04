/// What the keyboard asks the focused text field to do. The field applies it and reports
/// what happened (an insert, a rejection, a submission …).
public enum TextAction: Equatable, Hashable, Sendable {
    /// Insert text at the caret (replacing nothing).
    case insert(String)
    /// Delete one grapheme cluster before the caret.
    case deleteBackward
    /// Delete back to the start of the word before the caret (and the spaces after it).
    case deleteWordBackward
    /// Replace the `count` grapheme clusters before the caret with `text` (double space → ". ").
    case replaceBeforeCaret(count: Int, with: String)
    /// Return was pressed and enabled: submit the field.
    case submit
    /// The dismiss key was pressed: end editing.
    case dismiss
    /// The globe key was tapped: move to the next keyboard.
    case nextKeyboard
}

/// What the keyboard needs to know about the focused field to behave as iOS does: the text
/// before the caret (auto-capitalization, double space) and the field's traits.
public struct KeyboardContext: Equatable, Sendable {
    public var textBeforeCaret: String
    public var fieldIsEmpty: Bool
    public var autocapitalization: Autocapitalization
    public var returnKey: ReturnKeyType
    public var enablesReturnKeyAutomatically: Bool
    /// Whether double space becomes ". " (iOS's "." shortcut; off for secure and code fields).
    public var smartPunctuation: Bool
    /// The decimal separator of the field's locale, typed by the `decimal` key.
    public var decimalSeparator: String

    public init(
        textBeforeCaret: String = "",
        fieldIsEmpty: Bool = true,
        autocapitalization: Autocapitalization = .sentences,
        returnKey: ReturnKeyType = .default,
        enablesReturnKeyAutomatically: Bool = false,
        smartPunctuation: Bool = true,
        decimalSeparator: String = "."
    ) {
        self.textBeforeCaret = textBeforeCaret
        self.fieldIsEmpty = fieldIsEmpty
        self.autocapitalization = autocapitalization
        self.returnKey = returnKey
        self.enablesReturnKeyAutomatically = enablesReturnKeyAutomatically
        self.smartPunctuation = smartPunctuation
        self.decimalSeparator = decimalSeparator
    }

    /// Whether the return key is enabled in this context.
    public var returnKeyEnabled: Bool { !(enablesReturnKeyAutomatically && fieldIsEmpty) }
}
