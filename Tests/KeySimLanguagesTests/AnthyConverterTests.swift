import KeySimCore
import Testing

@testable import KeySimLanguages

/// Anthy's conversions through ``AnthyConverter``: real candidates from Debian's dictionary,
/// the same for the same reading whatever was converted before.
struct AnthyConverterTests {
    let converter = AnthyConverter()

    @Test func aWordsKanjiComeFirstAndTheKanaLast() {
        #expect(converter.isAvailable)
        #expect(converter.candidates(for: "にほんご") == ["日本語", "にほんご", "ニホンゴ"])
    }

    @Test func aPhraseIsOfferedWithEachCandidateOfItsFirstWord() {
        let candidates = converter.candidates(for: "きょうはいいてんき")
        #expect(candidates.contains("今日はいい天気"))
        #expect(candidates.contains("きょうはいいてんき"))
        #expect(candidates.contains("キョウハイイテンキ"))
        #expect(candidates.count <= AnthyConverter.candidateLimit)
        #expect(Set(candidates).count == candidates.count, "no candidate twice")
    }

    @Test func theSameReadingGivesTheSameCandidatesWhateverCameBefore() {
        let first = converter.candidates(for: "かんじ")
        for reading in ["かんじ", "きょう", "はし", "かんじ", "わたしはがくせいです"] { _ = converter.candidates(for: reading) }
        #expect(converter.candidates(for: "かんじ") == first)
        #expect(AnthyConverter().candidates(for: "かんじ") == first, "a fresh converter agrees")
    }

    @Test func anEmptyReadingHasNoCandidates() {
        #expect(converter.candidates(for: "") == [])
    }
}
