import KeySimCore
import Testing

@testable import KeySimLanguages

/// libhangul's 2-Set through ``HangulComposer``: the composition a Korean typist sees, with
/// vectors from libhangul's own tests (`test/test.c`) and the iPhone's behaviour.
struct HangulComposerTests {
    let composer = HangulComposer()

    /// The jamo keys a QWERTY string presses on the 2-Set (`rk` → ㄱㅏ), as libhangul's tests
    /// write them.
    static func keys(_ qwerty: String) -> [Character] {
        let byLetter = Dictionary(
            uniqueKeysWithValues: HangulComposer.asciiKeys.map { (Character(UnicodeScalar(UInt8($0.value))), $0.key) })
        return qwerty.map { byLetter[$0]! }
    }

    @Test(arguments: [
        ("rkW", "가", "ㅉ"),  // libhangul test.c
        ("qjTm", "버", "쓰"),  // libhangul test.c
        ("akfrh", "말", "고"),  // a final consonant moves on when a vowel follows
        ("dkssud", "안", "녕"),
        ("rkqt", "", "값"),  // ㅂ+ㅅ make the final ㅄ
        ("rkqtd", "값", "ㅇ"),
        ("rkqtl", "갑", "시"),  // only the ㅅ of ㅄ moves
        ("rkqtdl", "값", "이"),
        ("hk", "", "ㅘ"),  // ㅗ+ㅏ make ㅘ
        ("zz", "ㅋ", "ㅋ"),  // a doubled stroke is two jamo, not a double consonant
    ])
    func composesAsTheTwoSetKeyboard(qwerty: String, committed: String, composing: String) {
        #expect(composer.compose(Self.keys(qwerty)) == Composition(committed: committed, composing: composing))
    }

    @Test func aSyllableLosesItsLastJamoWhenItsLastKeyIsTakenAway() {
        // libhangul's `akfr\b` → 말 and `dnp\b` → 우: backspace is the keys without the last.
        #expect(composer.compose(Self.keys("akf")).composing == "말")
        #expect(composer.compose(Self.keys("dn")).composing == "우")
        #expect(composer.compose(Self.keys("dnp")).composing == "웨")
    }

    @Test func typingInARowGivesTheWholeText() {
        #expect(composer.typed(Self.keys("gksrmf")) == "한글")
        #expect(composer.typed(Self.keys("dkssudgktpdy")) == "안녕하세요")
        #expect(composer.typed(Self.keys("ehRoqlqnf")) == "도깨비불")
    }

    @Test func theKeysOfTheSyllableStillComposingAfterACommit() {
        #expect(composer.composingKeys(for: "고", endOf: Self.keys("akfrh")) == Array("ㄱㅗ"))
        #expect(composer.composingKeys(for: "시", endOf: Self.keys("rkqtl")) == Array("ㅅㅣ"))
        #expect(composer.composingKeys(for: "이", endOf: Self.keys("rkqtdl")) == Array("ㅇㅣ"))
        #expect(composer.composingKeys(for: "ㅉ", endOf: Self.keys("rkW")) == Array("ㅉ"))
    }

    @Test func onlyJamoKeysCompose() {
        #expect(composer.composes("ㄲ"))
        #expect(composer.composes("ㅣ"))
        #expect(!composer.composes("a"))
        #expect(!composer.composes("가"))
        #expect(!composer.composes("ㄳ"))  // a final cluster is two keys, not one
    }
}
