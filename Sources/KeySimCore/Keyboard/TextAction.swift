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
    /// The iPad's undo key: undo the field's last step (as Cmd-Z).
    case undo
    /// The iPad's redo key: redo the step last undone (as Shift-Cmd-Z).
    case redo
}

/// What the keyboard needs to know about the focused field to behave as iOS does: the end of
/// the text before the caret (auto-capitalization, double space) and the field's traits.
public struct KeyboardContext: Equatable, Sendable {
    /// How many grapheme clusters before the caret ``textBeforeCaret`` holds at least.
    public static let tailLength = 8

    /// The end of the text before the caret: enough of it to tell whether the caret is at the
    /// start, what its last ``tailLength`` grapheme clusters are (the whole text before the
    /// caret when it is shorter) and how a sentence before trailing whitespace ended.
    ///
    /// A session fills it with ``TextFieldModel/contextBeforeCaret()``: the last
    /// ``tailLength`` clusters and, when they are all whitespace other than line breaks and
    /// more text comes before that whitespace, the one cluster just before it (the whitespace
    /// in between left out). So it never grows with the field's text. The whole text before
    /// the caret is also a valid value: the keyboard reads only its end, and answers the
    /// same for both. It is empty exactly when the caret is at the start of the text.
    public var textBeforeCaret: String
    /// The caret's offset in grapheme clusters: the length of the whole text before the
    /// caret. With ``textBeforeCaret`` it tells an edit from a repeat of the same context.
    public var caretOffset: Int
    public var fieldIsEmpty: Bool
    public var autocapitalization: Autocapitalization
    public var returnKey: ReturnKeyType
    public var enablesReturnKeyAutomatically: Bool
    /// Whether double space becomes ". " (iOS's "." shortcut; off for secure and code fields).
    public var smartPunctuation: Bool
    /// The decimal separator of the field's locale, typed by the `decimal` key.
    public var decimalSeparator: String
    /// What the space and return keys read while an input method has marked text (the
    /// Japanese keyboard's 次候補 and 確定); nil when they read their own labels.
    public var markedTextLabels: MarkedTextLabels?

    /// The space and return keys' labels while text is marked.
    public struct MarkedTextLabels: Equatable, Sendable {
        public var space: String
        public var returnKey: String

        public init(space: String, returnKey: String) {
            self.space = space
            self.returnKey = returnKey
        }
    }

    public init(
        textBeforeCaret: String = "",
        caretOffset: Int? = nil,
        fieldIsEmpty: Bool = true,
        autocapitalization: Autocapitalization = .sentences,
        returnKey: ReturnKeyType = .default,
        enablesReturnKeyAutomatically: Bool = false,
        smartPunctuation: Bool = true,
        decimalSeparator: String = "."
    ) {
        self.textBeforeCaret = textBeforeCaret
        self.caretOffset = caretOffset ?? textBeforeCaret.count
        self.fieldIsEmpty = fieldIsEmpty
        self.autocapitalization = autocapitalization
        self.returnKey = returnKey
        self.enablesReturnKeyAutomatically = enablesReturnKeyAutomatically
        self.smartPunctuation = smartPunctuation
        self.decimalSeparator = decimalSeparator
        self.markedTextLabels = nil
    }

    /// Whether the caret is at the start of the text.
    public var caretAtStart: Bool { textBeforeCaret.isEmpty }

    /// Whether the return key is enabled in this context.
    public var returnKeyEnabled: Bool { !(enablesReturnKeyAutomatically && fieldIsEmpty) }
}
