/// Romaji into kana, as the iPhone's Japanese Romaji keyboard reads Latin letters: `kyou` →
/// きょう, a doubled consonant → っ (`kitte` → きって), `nn` or `n` before a consonant → ん,
/// `x` or `l` before a vowel or `ya`/`tu` → the small kana. Letters that start no romaji stay
/// as they are.
public enum Romaji {
    /// Romaji → hiragana.
    static let table: [String: String] = {
        var table: [String: String] = [
            "a": "あ", "i": "い", "u": "う", "e": "え", "o": "お",
            "shi": "し", "chi": "ち", "tsu": "つ", "fu": "ふ", "ji": "じ",
            "wo": "を", "wi": "うぃ", "we": "うぇ", "nn": "ん", "n'": "ん",
            "sha": "しゃ", "shu": "しゅ", "sho": "しょ", "she": "しぇ",
            "cha": "ちゃ", "chu": "ちゅ", "cho": "ちょ", "che": "ちぇ",
            "ja": "じゃ", "ju": "じゅ", "jo": "じょ", "je": "じぇ",
            "fa": "ふぁ", "fi": "ふぃ", "fe": "ふぇ", "fo": "ふぉ",
            "va": "ゔぁ", "vi": "ゔぃ", "vu": "ゔ", "ve": "ゔぇ", "vo": "ゔぉ",
            "thi": "てぃ", "dhi": "でぃ", "twu": "とぅ", "dwu": "どぅ",
            "xtu": "っ", "ltu": "っ", "xtsu": "っ", "xwa": "ゎ", "lwa": "ゎ",
        ]
        let vowels = ["a", "i", "u", "e", "o"]
        let rows: [String: [String]] = [
            "k": ["か", "き", "く", "け", "こ"], "s": ["さ", "し", "す", "せ", "そ"],
            "t": ["た", "ち", "つ", "て", "と"], "n": ["な", "に", "ぬ", "ね", "の"],
            "h": ["は", "ひ", "ふ", "へ", "ほ"], "m": ["ま", "み", "む", "め", "も"],
            "y": ["や", "い", "ゆ", "いぇ", "よ"], "r": ["ら", "り", "る", "れ", "ろ"],
            "w": ["わ", "うぃ", "う", "うぇ", "を"], "g": ["が", "ぎ", "ぐ", "げ", "ご"],
            "z": ["ざ", "じ", "ず", "ぜ", "ぞ"], "d": ["だ", "ぢ", "づ", "で", "ど"],
            "b": ["ば", "び", "ぶ", "べ", "ぼ"], "p": ["ぱ", "ぴ", "ぷ", "ぺ", "ぽ"],
            "x": ["ぁ", "ぃ", "ぅ", "ぇ", "ぉ"], "l": ["ぁ", "ぃ", "ぅ", "ぇ", "ぉ"],
        ]
        for (consonant, kana) in rows {
            for (vowel, character) in zip(vowels, kana) where table[consonant + vowel] == nil {
                table[consonant + vowel] = character
            }
        }
        // The contracted syllables: きゃ きゅ きぇ きょ and the rest.
        let small = ["a": "ゃ", "u": "ゅ", "e": "ぇ", "o": "ょ"]
        let contracted: [String: String] = [
            "ky": "き", "sy": "し", "ty": "ち", "ny": "に", "hy": "ひ", "my": "み", "ry": "り", "gy": "ぎ",
            "zy": "じ", "jy": "じ", "dy": "ぢ", "by": "び", "py": "ぴ", "cy": "ち",
        ]
        for (start, kana) in contracted {
            for (vowel, tail) in small { table[start + vowel] = kana + tail }
            table[start + "i"] = kana + "ぃ"
        }
        for (vowel, tail) in small {
            table["xy" + vowel] = tail
            table["ly" + vowel] = tail
        }
        return table
    }()

    /// Every prefix of a romaji in ``table``: a pending run of letters that may still become kana.
    static let prefixes: Set<String> = {
        var prefixes: Set<String> = []
        for key in table.keys {
            for length in 1..<key.count { prefixes.insert(String(key.prefix(length))) }
        }
        return prefixes
    }()

    /// Full-width punctuation the Japanese keyboard types for ASCII.
    static let punctuation: [Character: String] = ["-": "ー", ",": "、", ".": "。", "?": "？", "!": "！"]

    /// `pending` (Latin letters not yet kana) with `letter` added: the kana that are now
    /// settled and the letters still pending.
    public static func add(_ letter: Character, to pending: String) -> (kana: String, pending: String) {
        var rest = pending + String(letter).lowercased()
        var kana = ""
        while let first = rest.first {
            // Still the start of a romaji (`k`, `ky`, `n`): wait for the next letter.
            if prefixes.contains(rest) { return (kana, rest) }
            if let exact = table[rest] { return (kana + exact, "") }
            // It can become nothing more: settle its first letter.
            let second = rest.dropFirst().first
            if first == "n" {
                kana += "ん"
            } else if let second, second == first, isConsonant(first) {
                kana += "っ"
            } else {
                kana += String(first)
            }
            rest.removeFirst()
        }
        return (kana, "")
    }

    /// What pending letters become when the reading is converted or committed: a lone `n`
    /// is ん; other letters stay as they are.
    public static func flush(_ pending: String) -> String {
        pending == "n" ? "ん" : pending
    }

    private static func isConsonant(_ letter: Character) -> Bool { "bcdfghjklmpqrstvwxyz".contains(letter) }

    /// Romaji → the kana, from the start of `kana`, and how many characters it types: what
    /// `type` taps for kana on the Romaji keyboard (っ doubles the next consonant, ん is `nn`).
    public static func romaji(for kana: Substring) -> (romaji: String, count: Int)? {
        guard let first = kana.first else { return nil }
        if first == "っ", let (next, count) = romaji(for: kana.dropFirst()), let consonant = next.first,
            isConsonant(consonant)
        {
            return (String(consonant) + next, count + 1)
        }
        if first == "ん" { return ("nn", 1) }
        if let pair = kana.prefix(2).count == 2 ? String(kana.prefix(2)) : nil, let romaji = reverse[pair] {
            return (romaji, 2)
        }
        if let romaji = reverse[String(first)] { return (romaji, 1) }
        if let ascii = punctuation.first(where: { $0.value == String(first) })?.key { return (String(ascii), 1) }
        return nil
    }

    /// Kana → the romaji typing it: the shortest, and of those the first in alphabetical order
    /// (`shi` and `si` both give し: `si`), so a plan is the same everywhere.
    static let reverse: [String: String] = {
        var reverse: [String: String] = [:]
        for (romaji, kana) in table where romaji != "n'" {
            if let known = reverse[kana], known.count < romaji.count || (known.count == romaji.count && known < romaji)
            {
                continue
            }
            reverse[kana] = romaji
        }
        return reverse
    }()
}
