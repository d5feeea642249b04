import KeySimCore

/// The input methods of the language libraries: one engine per method, shared by every field
/// (each call answers from a fresh start, so sharing changes no answer), made on first use.
public final class InputMethodLibrary: InputMethodSource {
    private let hangul = HangulComposer()
    private let anthy = AnthyConverter()

    public init() {}

    public func composer(for method: InputMethod) -> (any SyllableComposer)? {
        switch method {
        case .hangul: hangul
        case .romaji, .kana: nil
        }
    }

    public func converter(for method: InputMethod) -> (any KanaConverter)? {
        switch method {
        case .hangul: nil
        case .romaji, .kana: anthy.isAvailable ? anthy : nil
        }
    }
}
