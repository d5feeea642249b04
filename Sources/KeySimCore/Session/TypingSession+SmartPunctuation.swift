// Smart quotes and dashes, as UIKit's text system makes them from whatever keyboard the text
// comes (the on-screen one or a hardware one): a straight quote becomes a curly one by its
// place — opening at the start, after a blank or an opening bracket or quote, closing
// elsewhere (so the apostrophe of "don't" is ’) — and two hyphens an en dash, three an em
// dash (`smartDashesType`). Each only where the field's trait is on.
extension TypingSession {
    /// `action` as the field's smart traits change it; most actions pass unchanged.
    func smartened(_ action: TextAction) -> TextAction {
        guard case .insert(let text) = action, text.utf8.count == 1, !field.hasSelection else { return action }
        switch text {
        case "\"", "'":
            guard traits.smartQuotes else { return action }
            let opening = Self.opensQuote(after: field.text[..<field.lowerIndex].last)
            if text == "\"" { return .insert(opening ? "\u{201C}" : "\u{201D}") }
            return .insert(opening ? "\u{2018}" : "\u{2019}")
        case "-":
            guard traits.smartDashes else { return action }
            switch field.text[..<field.lowerIndex].last {
            case "-": return .replaceBeforeCaret(count: 1, with: "\u{2013}")
            case "\u{2013}": return .replaceBeforeCaret(count: 1, with: "\u{2014}")
            default: return action
            }
        default:
            return action
        }
    }

    /// Whether a quote typed after `previous` (nil: at the start) opens a quotation.
    static func opensQuote(after previous: Character?) -> Bool {
        guard let previous else { return true }
        return previous.isWhitespace || "([{<\u{201C}\u{2018}\u{00AB}-\u{2013}\u{2014}".contains(previous)
    }
}
