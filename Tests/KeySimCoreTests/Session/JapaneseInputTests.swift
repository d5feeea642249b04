import Testing

@testable import KeySimCore

/// The Japanese Romaji keyboard's stage with a converter that answers from a table (Anthy is
/// tested in KeySimLanguagesTests and through replays): marked text, conversion with the
/// space key, commits, and what the field and keyboard see.
struct JapaneseInputTests {
    final class TableConverter: KanaConverter {
        func candidates(for reading: String) -> [String] {
            switch reading {
            case "にほんご": ["日本語", "にほんご", "ニホンゴ"]
            case "きょう": ["今日", "京", "きょう"]
            default: [reading]
            }
        }
    }

    static let converter = TableConverter()

    static func session(maxLength: Int? = nil, layout: String = "japanese-romaji") throws -> TypingSession {
        let device = try #require(try ShippedData.devices().profile(named: "iphone-15"))
        let layouts = try ShippedData.layouts()
        var session = try TypingSession(
            traits: TextInputTraits(resolving: FieldAttributes()), maxLength: maxLength, layouts: layouts,
            device: device)
        _ = session.showLayout(try #require(layouts.layout(id: layout)), at: 0)
        session.useConverter(converter, readsRomaji: layout == "japanese-romaji")
        _ = session.focus(at: 0)
        return session
    }

    static func type(_ keys: String, on session: inout TypingSession, from time: Int = 100) -> [FieldEvent] {
        var events: [SessionEvent] = []
        for (index, key) in keys.enumerated() {
            let action: TextAction =
                key == "⌫" ? .deleteBackward : key == "⏎" ? .submit : .insert(String(key))
            events += session.perform(action, touch: nil, at: time + 100 * index)
        }
        return events.compactMap { if case .field(let event) = $0.kind { event } else { nil } }
    }

    @Test func theKanaKeypadsKanaAreMarkedAsTheyAreAndItsLatinLettersAreNot() throws {
        var session = try Self.session(layout: "japanese-kana")
        _ = Self.type("にほ", on: &session)
        _ = session.perform(.replaceBeforeCaret(count: 1, with: "ぼ"), touch: nil, at: 400)
        #expect(session.field.markedText == "にぼ", "a toggle or 小゛゜ replaces the end of the reading")
        _ = session.perform(.replaceBeforeCaret(count: 1, with: "ほ"), touch: nil, at: 500)
        _ = Self.type("んご", on: &session, from: 600)
        #expect(session.candidates == ["日本語", "にほんご", "ニホンゴ"])
        // The ABC layer's letters commit the reading and go in as typed: no romaji here.
        _ = Self.type("ka", on: &session, from: 1_000)
        #expect(session.field.text == "にほんごka")
        #expect(session.field.markedText == nil)
    }

    @Test func romajiIsMarkedAsKanaWithItsCandidates() throws {
        var session = try Self.session()
        _ = Self.type("nihong", on: &session)
        #expect(session.field.markedText == "にほんg")
        _ = Self.type("o", on: &session, from: 1_000)
        #expect(session.field.text == "にほんご")
        #expect(session.field.markedText == "にほんご", "the marked text is part of the text, as in UIKit")
        #expect(session.candidates == ["日本語", "にほんご", "ニホンゴ"])
        #expect(session.suggestionBar?.words == ["日本語", "にほんご", "ニホンゴ"])
        #expect(session.context.markedTextLabels == .init(space: "次候補", returnKey: "確定"))
    }

    @Test func theSpaceKeyConvertsAndStepsThroughTheCandidates() throws {
        var session = try Self.session()
        _ = Self.type("kyou", on: &session)
        var shown: [String?] = []
        for step in 0..<4 {
            let events = Self.type(" ", on: &session, from: 1_000 + 100 * step)
            #expect(events.contains { if case .converted = $0 { true } else { false } })
            shown.append(session.field.markedText)
        }
        #expect(shown == ["今日", "京", "きょう", "今日"])
    }

    @Test func returnCommitsWithoutSubmitting() throws {
        var session = try Self.session()
        _ = Self.type("kyou ", on: &session)
        let events = Self.type("⏎", on: &session, from: 1_000)
        #expect(session.field.text == "今日")
        #expect(session.field.markedText == nil)
        #expect(events.contains(.committed(text: "今日", at: 0)))
        #expect(!events.contains { if case .submitted = $0 { true } else { false } })
        #expect(session.context.markedTextLabels == nil)
        _ = Self.type("⏎", on: &session, from: 2_000)
        #expect(session.isFocused, "with nothing marked, return is the field's own again")
    }

    @Test func aSpaceWithNothingMarkedIsFullWidth() throws {
        var session = try Self.session()
        _ = Self.type(" ", on: &session)
        #expect(session.field.text == "\u{3000}")
    }

    @Test func backspaceTakesAConversionBackToItsReadingThenTakesOffKana() throws {
        var session = try Self.session()
        _ = Self.type("kyou ", on: &session)
        _ = Self.type("⌫", on: &session, from: 1_000)
        #expect(session.field.markedText == "きょう")
        _ = Self.type("⌫⌫", on: &session, from: 2_000)
        #expect(session.field.markedText == "き")
        _ = Self.type("⌫", on: &session, from: 3_000)
        #expect(session.field.markedText == nil)
        #expect(session.field.text == "")
    }

    @Test func aCandidateTappedIsCommitted() throws {
        var session = try Self.session()
        _ = Self.type("kyou", on: &session)
        let chosen = session.chooseCandidate("京", at: 1_000)
        let events = try #require(chosen)
        #expect(session.field.text == "京")
        #expect(session.field.markedText == nil)
        #expect(events.map(\.kind).contains(.field(.committed(text: "京", at: 0))))
        let again = session.chooseCandidate("東京", at: 1_100)
        #expect(again == nil, "nothing is marked any more")
    }

    @Test func theLimitAppliesWhenTheMarkedTextIsCommitted() throws {
        var session = try Self.session(maxLength: 2)
        _ = Self.type("kyou", on: &session)
        #expect(session.field.text == "きょう", "marked text may run over the limit")
        let events = Self.type("⏎", on: &session, from: 1_000)
        #expect(session.field.text == "きょ")
        #expect(events.contains(.rejected(text: "う", reason: .tooLong(maxLength: 2))))
    }

    @Test func blurCommitsWhatIsMarked() throws {
        var session = try Self.session()
        _ = Self.type("kyoun", on: &session)
        _ = session.blur(at: 1_000)
        #expect(session.field.text == "きょうん")
        #expect(session.field.markedText == nil)
    }
}
