import Testing

@testable import KeySimCore

/// The caret and delete step over whole grapheme clusters, as a person sees characters.
struct TextFieldModelGraphemeTests {
    static let family = "👨‍👩‍👧‍👦"  // man ZWJ woman ZWJ girl ZWJ boy
    static let decomposedE = "e\u{301}"  // e + COMBINING ACUTE ACCENT
    static let jamoHan = "\u{1112}\u{1161}\u{11AB}"  // 한 spelt with conjoining jamo

    @Test(arguments: [
        // (text, the last grapheme, graphemes before it)
        (family, family, 0),
        ("hi " + family, family, 3),
        ("go 🇩🇪🇫🇷", "🇫🇷", 4),
        ("caf" + decomposedE, decomposedE, 3),
        ("한국", "국", 1),
        ("\u{1100}\u{1161}" + jamoHan, jamoHan, 1),
        ("ok 👍🏽", "👍🏽", 3),
        ("I ❤️", "❤️", 2),
    ])
    func deleteBackwardRemovesOneWholeGrapheme(text: String, last: String, remaining: Int) {
        var field = TextFieldModel(text: text)
        let events = field.apply(.deleteBackward)
        #expect(events == [.deleted(text: last, at: remaining)])
        #expect(field.caret == remaining)
        #expect(field.text.count == remaining)
        #expect(field.text + last == text)
    }

    @Test func aFamilyEmojiAndAFlagAreOneCaretStepEach() {
        var field = TextFieldModel(text: "a\(Self.family)🇩🇪b")
        #expect(field.text.count == 4)
        #expect(field.caret == 4)
        field.moveCaret(by: -1)
        #expect(field.textBeforeCaret == "a\(Self.family)🇩🇪")
        field.moveCaret(by: -1)
        #expect(field.textBeforeCaret == "a\(Self.family)")
        #expect(field.caret == 2)
        #expect(field.apply(.deleteBackward) == [.deleted(text: Self.family, at: 1)])
        #expect(field.notation == "a|🇩🇪b")
    }

    @Test func deletingInFrontOfACombiningMarkRemovesTheWholeCluster() {
        var field = TextFieldModel(text: "ne\u{301}e")  // "née" with a decomposed é
        field.moveCaret(to: 2)
        #expect(field.textBeforeCaret.unicodeScalars.count == 3)
        #expect(field.apply(.deleteBackward) == [.deleted(text: Self.decomposedE, at: 1)])
        #expect(field.notation == "n|e")
        #expect(field.text.unicodeScalars.count == 2)
    }

    @Test func aCombiningMarkTypedAfterALetterJoinsIt() {
        var field = TextFieldModel(text: "e")
        #expect(field.apply(.insert("\u{301}")) == [.inserted(text: "\u{301}", at: 1)])
        #expect(field.text.unicodeScalars.map(\.value) == [0x65, 0x301])
        #expect(field.text.count == 1)
        #expect(field.caret == 1)
        #expect(field.apply(.insert("s")) == [.inserted(text: "s", at: 1)])
        #expect(field.notation == "\(Self.decomposedE)s|")
        #expect(field.caret == 2)
    }

    @Test func aCombiningMarkTypedMidTextJoinsTheLetterBeforeTheCaret() {
        var field = TextFieldModel.marked("a|b")
        #expect(field.apply(.insert("\u{308}")) == [.inserted(text: "\u{308}", at: 1)])
        #expect(field.text.count == 2)
        #expect(field.caret == 1)
        #expect(field.notation == "a\u{308}|b")
    }

    @Test func twoRegionalIndicatorsTypedOneByOneMakeOneFlag() {
        var field = TextFieldModel()
        #expect(field.apply(.insert("\u{1F1E9}")) == [.inserted(text: "\u{1F1E9}", at: 0)])
        #expect(field.caret == 1)
        #expect(field.apply(.insert("\u{1F1EA}")) == [.inserted(text: "\u{1F1EA}", at: 1)])
        #expect(field.text == "🇩🇪")
        #expect(field.caret == 1)
        #expect(field.apply(.deleteBackward) == [.deleted(text: "🇩🇪", at: 0)])
        #expect(field.notation == "|")
    }

    @Test func aZeroWidthJoinerSequenceTypedInPiecesBecomesOneGrapheme() {
        var field = TextFieldModel(text: "👨")
        #expect(
            field.apply(.insert("\u{200D}👩\u{200D}👧\u{200D}👦")) == [
                .inserted(text: "\u{200D}👩\u{200D}👧\u{200D}👦", at: 1)
            ])
        #expect(field.text == Self.family)
        #expect(field.caret == 1)
    }

    @Test func conjoiningJamoTypedInPiecesBecomeOneHangulSyllable() {
        var field = TextFieldModel(text: "\u{1112}")
        _ = field.apply(.insert("\u{1161}"))
        _ = field.apply(.insert("\u{11AB}"))
        #expect(field.text == Self.jamoHan)
        #expect(field.text.count == 1)
        #expect(field.caret == 1)
        #expect(field.apply(.deleteBackward) == [.deleted(text: Self.jamoHan, at: 0)])
        #expect(field.notation == "|")
    }
}
