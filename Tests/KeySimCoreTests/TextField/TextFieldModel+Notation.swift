@testable import KeySimCore

/// Test notation for a field's text and caret in one string: "hello |world" is the text
/// "hello world" with the caret after "hello ".
extension TextFieldModel {
    /// A field holding the text of `marked`, with the caret where its one "|" is.
    static func marked(
        _ marked: String, maxLength: Int? = nil, filter: InputFilter = .any, isSecure: Bool = false
    ) -> TextFieldModel {
        let parts = marked.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
        precondition(parts.count == 2, "mark the caret with one '|' in \(marked.debugDescription)")
        var field = TextFieldModel(
            text: String(parts[0]) + String(parts[1]), maxLength: maxLength, filter: filter, isSecure: isSecure)
        field.moveCaret(to: parts[0].count)
        return field
    }

    /// The text with a "|" at the caret.
    var notation: String {
        String(text.prefix(caret)) + "|" + String(text.dropFirst(caret))
    }
}
