/// Which 2-Set keys type a Hangul character: a syllable is its initial, vowel and final, each
/// as the keys that make it (ㅘ is ㅗ then ㅏ, the final ㄺ is ㄹ then ㄱ; ㄲ and ㅆ have keys of
/// their own, with shift). What `type` plans for a Korean keyboard.
public enum HangulKeys {
    static let initials = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ")
    static let vowels = Array("ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ")
    /// The finals after "none" (index 0).
    static let finals = Array("ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ")
    /// Jamo typed as two keys.
    static let compounds: [Character: String] = [
        "ㅘ": "ㅗㅏ", "ㅙ": "ㅗㅐ", "ㅚ": "ㅗㅣ", "ㅝ": "ㅜㅓ", "ㅞ": "ㅜㅔ", "ㅟ": "ㅜㅣ", "ㅢ": "ㅡㅣ",
        "ㄳ": "ㄱㅅ", "ㄵ": "ㄴㅈ", "ㄶ": "ㄴㅎ", "ㄺ": "ㄹㄱ", "ㄻ": "ㄹㅁ", "ㄼ": "ㄹㅂ", "ㄽ": "ㄹㅅ",
        "ㄾ": "ㄹㅌ", "ㄿ": "ㄹㅍ", "ㅀ": "ㄹㅎ", "ㅄ": "ㅂㅅ",
    ]

    /// The keys typing `character` in order, or nil when it is not Hangul (a precomposed
    /// syllable U+AC00–U+D7A3 or a compatibility jamo U+3131–U+3163).
    public static func keys(for character: Character) -> [Character]? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return nil }
        switch scalar.value {
        case 0xAC00...0xD7A3:
            let index = Int(scalar.value - 0xAC00)
            var keys = [initials[index / 588]]
            keys += split(vowels[index % 588 / 28])
            if index % 28 > 0 { keys += split(finals[index % 28 - 1]) }
            return keys
        case 0x3131...0x3163:
            return split(character)
        default:
            return nil
        }
    }

    private static func split(_ jamo: Character) -> [Character] {
        compounds[jamo].map(Array.init) ?? [jamo]
    }

    /// Where typing `text`'s keys one after another with `composer` would not give `text`:
    /// the offset of the first character that the keyboard composes into the one before it
    /// (ㄱ then ㅏ typed as 가), with what it makes of the two. Nil when the keys type it.
    public static func firstMerge(in text: Substring, composer: any SyllableComposer)
        -> (offset: Int, composed: String)?
    {
        var committed: [Character] = []
        var composing: [Character] = []
        var expected: [Character] = []
        for (offset, character) in text.enumerated() {
            expected.append(character)
            for key in keys(for: character) ?? [character] {
                composing.append(key)
                let result = composer.compose(composing)
                if !result.committed.isEmpty {
                    committed += result.committed
                    composing = composer.composingKeys(for: result.composing, endOf: composing)
                }
            }
            let shown = committed + Array(composer.compose(composing).text)
            if shown.count != expected.count || shown.suffix(2) != expected.suffix(2) {
                let start = max(0, expected.count - 2)
                return (offset, String(shown.suffix(from: min(start, shown.count))))
            }
        }
        return nil
    }
}
