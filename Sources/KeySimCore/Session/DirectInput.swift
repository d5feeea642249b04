/// The input stage of a field typed into as it is: every action goes to the field unchanged
/// (no autocorrection, no composition), and the keyboard is told the end of the text before
/// the caret with the field's traits.
public struct DirectInput: InputStage, Equatable {
    public init() {}

    public mutating func perform(
        _ action: TextAction, touch: KeyTouch?, on field: inout TextFieldModel, at time: Int,
        emit: (FieldEvent) -> Void
    ) {
        field.apply(action, emit: emit)
    }

    /// The last few grapheme clusters before the caret (``TextFieldModel/contextBeforeCaret()``,
    /// so it costs the same however long the text is), the caret, whether the field is empty,
    /// and the traits.
    public func context(of field: TextFieldModel, traits: TextInputTraits, decimalSeparator: String)
        -> KeyboardContext
    {
        KeyboardContext(
            textBeforeCaret: field.contextBeforeCaret(), caretOffset: field.caret, fieldIsEmpty: field.isEmpty,
            autocapitalization: traits.autocapitalization, returnKey: traits.returnKey,
            enablesReturnKeyAutomatically: traits.enablesReturnKeyAutomatically,
            smartPunctuation: traits.smartPunctuation, decimalSeparator: decimalSeparator)
    }
}
