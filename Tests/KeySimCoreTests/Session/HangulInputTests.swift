import Testing

@testable import KeySimCore

/// The Korean keyboard's input stage with a composer that answers from a table (the real
/// libhangul is tested in KeySimLanguagesTests and through replays): what the field sees as
/// jamo arrive, backspace, the ends of a composition, `maxLength`, and iOS's quirk.
struct HangulInputTests {
    /// Answers the compositions it is given, and composes every key it does not know on its own.
    final class TableComposer: SyllableComposer {
        let table: [String: Composition]

        init(_ table: [String: Composition]) { self.table = table }

        func compose(_ keys: [Character]) -> Composition {
            table[String(keys)] ?? Composition(committed: String(keys.dropLast()), composing: String(keys.suffix(1)))
        }

        func composes(_ character: Character) -> Bool { ("\u{3131}"..."\u{3163}").contains(character) }
    }

    static let composer = TableComposer([
        "ㅎ": Composition(committed: "", composing: "ㅎ"),
        "ㅎㅏ": Composition(committed: "", composing: "하"),
        "ㅎㅏㄴ": Composition(committed: "", composing: "한"),
        "ㅎㅗ": Composition(committed: "", composing: "호"),
        "ㅎㅗㅋ": Composition(committed: "", composing: "홐"),
        "ㅁ": Composition(committed: "", composing: "ㅁ"),
        "ㅁㅏ": Composition(committed: "", composing: "마"),
        "ㅁㅏㄹ": Composition(committed: "", composing: "말"),
        "ㅁㅏㄹㄱ": Composition(committed: "", composing: "맑"),
        "ㅁㅏㄹㄱㅗ": Composition(committed: "말", composing: "고"),
        "ㄱ": Composition(committed: "", composing: "ㄱ"),
        "ㄱㅗ": Composition(committed: "", composing: "고"),
        "ㄷ": Composition(committed: "", composing: "ㄷ"),
        "ㄷㅏ": Composition(committed: "", composing: "다"),
        "ㄷㅏㄴ": Composition(committed: "", composing: "단"),
        "ㄷㅏㄴㅏ": Composition(committed: "다", composing: "나"),
        "ㄴ": Composition(committed: "", composing: "ㄴ"),
        "ㄴㅏ": Composition(committed: "", composing: "나"),
    ])

    static func session(text: String = "", maxLength: Int? = nil) throws -> TypingSession {
        let device = try #require(try ShippedData.devices().profile(named: "iphone-15"))
        let layouts = try ShippedData.layouts()
        var session = try TypingSession(
            traits: TextInputTraits(resolving: FieldAttributes()), text: text, maxLength: maxLength, layouts: layouts,
            device: device)
        _ = session.showLayout(try #require(layouts.layout(id: "korean")), at: 0)
        session.useComposer(composer)
        _ = session.focus(at: 0)
        return session
    }

    /// Types each key's jamo as the keyboard's touch would, returning the field's events.
    static func type(_ keys: String, on session: inout TypingSession, from time: Int = 100) -> [FieldEvent] {
        var events: [SessionEvent] = []
        for (index, key) in keys.enumerated() {
            let action: TextAction = key == "⌫" ? .deleteBackward : .insert(String(key))
            events += session.perform(action, touch: nil, at: time + 100 * index)
        }
        return events.compactMap { if case .field(let event) = $0.kind { event } else { nil } }
    }

    @Test func eachJamoReplacesTheSyllableBeingComposedAsDeleteThenInsert() throws {
        var session = try Self.session()
        let events = Self.type("ㅎㅏㄴ", on: &session)
        #expect(
            events == [
                .inserted(text: "ㅎ", at: 0), .composing(text: "ㅎ", at: 0),
                .deleted(text: "ㅎ", at: 0), .inserted(text: "하", at: 0), .composing(text: "하", at: 0),
                .deleted(text: "하", at: 0), .inserted(text: "한", at: 0), .composing(text: "한", at: 0),
            ])
        #expect(session.field.text == "한")
        #expect(session.field.markedRange == nil, "the iPhone's Korean keyboard marks no text")
        #expect(session.hangulInput?.composing == "한")
    }

    @Test func aFinalConsonantMovesOnWhenAVowelFollows() throws {
        var session = try Self.session()
        let events = Self.type("ㅁㅏㄹㄱㅗ", on: &session)
        #expect(session.field.text == "말고")
        #expect(
            Array(events.suffix(4)) == [
                .deleted(text: "맑", at: 0), .inserted(text: "말고", at: 0), .committed(text: "말", at: 0),
                .composing(text: "고", at: 1),
            ])
        #expect(session.hangulInput?.keys == ["ㄱ", "ㅗ"])
    }

    @Test func backspaceTakesOffOneJamoAtATimeWhileComposing() throws {
        var session = try Self.session()
        _ = Self.type("ㅁㅏㄹㄱㅗ", on: &session)
        var texts: [String] = []
        for step in 0..<4 {
            _ = Self.type("⌫", on: &session, from: 1_000 + 100 * step)
            texts.append(session.field.text)
        }
        // 고 → ㄱ → (nothing composing) → the committed 말 goes whole.
        #expect(texts == ["말ㄱ", "말", "", ""])
    }

    @Test func aSpaceEndsTheCompositionAndTheNextJamoStartsAnew() throws {
        var session = try Self.session()
        let events = Self.type("ㅎㅏ ㄴ", on: &session)
        #expect(session.field.text == "하 ㄴ")
        #expect(events.contains(.committed(text: "하", at: 0)))
        #expect(session.hangulInput?.composing == "ㄴ")
    }

    @Test func movingTheCaretEndsTheComposition() throws {
        var session = try Self.session()
        _ = Self.type("ㅎㅏ", on: &session)
        let moved = session.moveCaret(to: 0, at: 500)
        #expect(moved.map(\.kind).contains(.field(.committed(text: "하", at: 0))))
        _ = session.moveCaret(to: 1, at: 600)
        _ = Self.type("ㄴ", on: &session, from: 700)
        #expect(session.field.text == "하ㄴ", "the jamo does not join the syllable the caret left")
    }

    @Test func blurEndsTheComposition() throws {
        var session = try Self.session()
        _ = Self.type("ㅎㅏ", on: &session)
        let events = session.blur(at: 500)
        #expect(events.map(\.kind).contains(.field(.committed(text: "하", at: 0))))
        #expect(session.hangulInput?.composing == nil)
    }

    @Test func theSyllableAtTheLimitStillTakesItsFinalConsonant() throws {
        var session = try Self.session(text: "가나", maxLength: 3)
        _ = Self.type("ㄷㅏㄴ", on: &session)
        #expect(session.field.text == "가나단")
        // The next vowel would move ㄴ into a fourth syllable: the field takes 다 and refuses 나.
        let events = Self.type("ㅏ", on: &session, from: 1_000)
        #expect(session.field.text == "가나다")
        #expect(events.contains(.rejected(text: "나", reason: .tooLong(maxLength: 3))))
        #expect(session.hangulInput?.composing == nil, "what the field refused is not composing")
    }

    @Test func anAppEmptyingTheFieldLeavesTheKeyboardComposing() throws {
        // iOS's quirk: the composing state lives in the keyboard, so a send button that empties
        // the field does not end it, and the next jamo joins the syllable sent.
        var session = try Self.session()
        _ = Self.type("ㅎㅗ", on: &session)
        _ = session.setTextAsTheApp("", at: 500)
        #expect(session.field.text == "")
        _ = Self.type("ㅋ", on: &session, from: 600)
        #expect(session.field.text == "홐")
    }

    @Test func theKoreanKeyboardNeverShiftsByItself() throws {
        let session = try Self.session()
        #expect(session.keyboard.shift == .off, "an empty field would shift an English keyboard")
        #expect(session.context.autocapitalization == .never)
    }
}
