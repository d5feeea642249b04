import Testing

@testable import KeySimCore

/// Typing plain ASCII is planned from a few bytes instead of walking grapheme clusters; the
/// plan must be the one the general planner makes, and the short cut must stand aside where
/// clusters could form across the edit.
struct TextFieldModelASCIITests {
    static let texts = ["", "a", "hello", "Hi. ", "x\r", "\r\n", "e\u{301}", "👍", "\u{0600}", "ab\u{94D}"]
    static let inserts = ["a", "Z", " ", ". ", "word", "\t", "\n", "\r", "é", "\u{301}", "👍"]

    @Test(arguments: texts)
    func theShortCutPlansWhatThePlannerPlansWhereverTheCaretIs(text: String) {
        for offset in 0...text.count {
            var field = TextFieldModel(text: text + "b" + text)
            field.moveCaret(to: offset)
            for insert in Self.inserts {
                guard let quick = field.asciiInsertPlan(insert) else { continue }
                let general = field.plan(replacing: field.caretIndex..<field.caretIndex, graphemes: 0, with: insert)
                #expect(
                    quick.count == general.count,
                    "\(insert.debugDescription) at \(offset) of \(field.text.debugDescription)")
                #expect(quick.headCount == general.headCount)
            }
        }
    }

    @Test(arguments: [
        ("", "a", true), ("abc", "d", true), ("abc", "\n", false), ("x\r", "a", true), ("e\u{301}", "a", false),
        ("\u{0600}", "a", false), ("abc", "é", false),
    ])
    func theShortCutTakesOnlyTextWhereNoClusterCanFormAcrossTheCaret(text: String, insert: String, taken: Bool) {
        let field = TextFieldModel(text: text)
        #expect((field.asciiInsertPlan(insert) != nil) == taken)
    }

    @Test func aCombiningMarkRightAfterTheCaretKeepsTheGeneralPlanner() {
        var field = TextFieldModel(text: "\u{301}x")
        field.moveCaret(to: 0)
        #expect(field.asciiInsertPlan("e") == nil)
        _ = field.apply(.insert("e"))
        #expect(field.text == "e\u{301}x")
        #expect(field.count == 2, "the mark joins the typed e")
        #expect(field.caret == 1)
    }
}
