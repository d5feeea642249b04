// Smart quotes and dashes, as UIKit's text system makes them from whatever keyboard the text
// comes (the on-screen one or a hardware one): a straight quote becomes a curly one by its
// place — opening at the start, after a blank or an opening bracket or quote, closing
// elsewhere (so the apostrophe of "don't" is ’) — in the marks of the keyboard's language
// (“ ” ‘ ’; German „ “ ‚ ’, French « » ‘ ’), and two hyphens an en dash, three an em dash
// (`smartDashesType`). Each only where the field's trait is on.
extension TypingSession {
    /// `action` as the field's smart traits change it; most actions pass unchanged.
    func smartened(_ action: TextAction) -> TextAction {
        guard case .insert(let text) = action, text.utf8.count == 1, !field.hasSelection else { return action }
        switch text {
        case "\"", "'":
            guard traits.smartQuotes else { return action }
            let opening = Self.opensQuote(after: field.text[..<field.lowerIndex].last)
            let marks = QuotationMarks(language: keyboard.layout.language)
            if text == "\"" { return .insert(opening ? marks.openDouble : marks.closeDouble) }
            return .insert(opening ? marks.openSingle : marks.closeSingle)
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
        return previous.isWhitespace
            || "([{<\u{201C}\u{2018}\u{201E}\u{201A}\u{00AB}-\u{2013}\u{2014}".contains(previous)
    }
}

/// The quotation marks smart quotes type for a keyboard language (a layout's `language`):
/// German opens low and closes with the English opening marks (`„so“`, `‚so‘`), French uses
/// guillemets for double quotes (`«oui»`, without the no-break spaces French typesetting adds),
/// every other language English's (`“so”`). A closing single quote is the apostrophe `’`
/// everywhere, as typing `geht's` or `l'école` wants (German's closing `‘` is not typed).
struct QuotationMarks: Equatable {
    var openDouble: String
    var closeDouble: String
    var openSingle: String
    var closeSingle: String

    init(language: String?) {
        switch language?.split(separator: "_").first {
        case "de": (openDouble, closeDouble, openSingle) = ("\u{201E}", "\u{201C}", "\u{201A}")
        case "fr": (openDouble, closeDouble, openSingle) = ("\u{00AB}", "\u{00BB}", "\u{2018}")
        default: (openDouble, closeDouble, openSingle) = ("\u{201C}", "\u{201D}", "\u{2018}")
        }
        closeSingle = "\u{2019}"
    }
}
