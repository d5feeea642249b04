import Testing

@testable import KeySimCore

/// Romaji read as kana, letter by letter, as the Japanese Romaji keyboard marks them.
struct RomajiTests {
    /// The kana and the letters still pending after typing `letters` one by one.
    static func read(_ letters: String) -> String {
        var kana = ""
        var pending = ""
        for letter in letters {
            let step = Romaji.add(letter, to: pending)
            kana += step.kana
            pending = step.pending
        }
        return kana + pending
    }

    @Test(arguments: [
        ("kyou", "きょう"), ("nihongo", "にほんご"), ("konnnichiha", "こんにちは"), ("kitte", "きって"),
        ("shinbun", "しんぶn"), ("tsukue", "つくえ"), ("chotto", "ちょっと"), ("jisho", "じしょ"), ("fuji", "ふじ"),
        ("xtu", "っ"), ("ltsu", "lつ"), ("kanji", "かんじ"), ("onna", "おんあ"), ("on'na", "おんな"),
        ("k", "k"), ("ky", "ky"), ("q", "q"),
    ])
    func readsRomajiAsTheKeyboardMarksIt(letters: String, marked: String) {
        #expect(Self.read(letters) == marked)
    }

    @Test func aLoneNIsNWhenTheReadingEnds() {
        #expect(Romaji.flush("n") == "ん")
        #expect(Romaji.flush("k") == "k")
    }

    @Test(arguments: ["きょう", "にほんご", "こんにちは", "きって", "ちょっと", "じしょ", "とうきょうと", "がっこう", "ー、。"])
    func theRomajiPlannedForKanaTypeThatKana(kana: String) throws {
        var romaji = ""
        var rest = Substring(kana)
        while !rest.isEmpty {
            let (keys, count) = try #require(Romaji.romaji(for: rest), "\(rest)")
            romaji += keys
            rest = rest.dropFirst(count)
        }
        var typed = ""
        var pending = ""
        for letter in romaji {
            if let mark = Romaji.punctuation[letter] {
                typed += Romaji.flush(pending) + mark
                pending = ""
                continue
            }
            let step = Romaji.add(letter, to: pending)
            typed += step.kana
            pending = step.pending
        }
        #expect(typed + Romaji.flush(pending) == kana, "\(romaji)")
    }
}
