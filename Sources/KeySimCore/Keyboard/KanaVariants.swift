/// The forms the kana keypad's 小゛゜ key steps a kana through, as iOS does: small
/// (あ → ぁ), voiced (か → が), semi-voiced (は → ば → ぱ), and back to the plain kana
/// (つ → っ → づ → つ). Hiragana and katakana alike.
public enum KanaVariants {
    /// Each kana with forms, and its forms in the order the key steps through them.
    static let hiraganaCycles: [String] = [
        "あぁ", "いぃ", "うぅゔ", "えぇ", "おぉ", "かが", "きぎ", "くぐ", "けげ", "こご", "さざ", "しじ", "すず", "せぜ", "そぞ", "ただ",
        "ちぢ", "つっづ", "てで", "とど", "はばぱ", "ひびぴ", "ふぶぷ", "へべぺ", "ほぼぽ", "やゃ", "ゆゅ", "よょ", "わゎ",
    ]

    /// Every kana of a cycle → (the cycle, its place in it).
    private static let cycles: [Character: (cycle: [Character], index: Int)] = {
        var table: [Character: (cycle: [Character], index: Int)] = [:]
        for text in hiraganaCycles {
            for cycle in [Array(text), Array(text).map(katakana)] {
                for (index, kana) in cycle.enumerated() { table[kana] = (cycle, index) }
            }
        }
        return table
    }()

    /// The katakana of a hiragana (the blocks are 0x60 apart).
    private static func katakana(_ hiragana: Character) -> Character {
        let scalar = hiragana.unicodeScalars.first!
        return Character(Unicode.Scalar(scalar.value + 0x60)!)
    }

    /// What one press of 小゛゜ turns `kana` into, or nil when it has no other form.
    public static func next(after kana: Character) -> Character? {
        guard let (cycle, index) = cycles[kana] else { return nil }
        return cycle[(index + 1) % cycle.count]
    }

    /// The plain kana `kana` is a form of, and how many presses of 小゛゜ reach it from there
    /// (ぱ → (は, 2)); nil for a kana with no other forms, or one that is plain already.
    public static func plain(of kana: Character) -> (plain: Character, presses: Int)? {
        guard let (cycle, index) = cycles[kana], index > 0 else { return nil }
        return (cycle[0], index)
    }
}
