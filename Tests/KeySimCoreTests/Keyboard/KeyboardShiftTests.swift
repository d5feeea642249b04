import Testing

@testable import KeySimCore

/// Shift: one-shot capitals, caps lock, auto-capitalization and chording.
struct KeyboardShiftTests {
    @Test func shiftCapitalisesOneCharacterThenTurnsOff() {
        var store = KeyboardStore()
        store.send(
            .down(0, "shift"), at: 0, [.keyPressed("shift"), .shiftChanged(.on)],
            .init(shift: .on, pressed: [0: "shift"]))
        store.send(.up(0, "shift"), at: 50, [.keyReleased("shift")], .init(shift: .on))
        store.send(.down(0, "a"), at: 500, [.keyPressed("a")], .init(shift: .on, pressed: [0: "a"]))
        store.send(
            .up(0, "a"), at: 550, [.keyReleased("a"), .text(.insert("A")), .shiftChanged(.off)], .init(text: "A"))
        store.send(.down(0, "b"), at: 700, [.keyPressed("b")], .init(pressed: [0: "b"], text: "A"))
        store.send(.up(0, "b"), at: 750, [.keyReleased("b"), .text(.insert("b"))], .init(text: "Ab"))
    }

    @Test func tappingShiftWhileOnTurnsItOff() {
        var store = KeyboardStore()
        store.send(
            .down(0, "shift"), at: 0, [.keyPressed("shift"), .shiftChanged(.on)],
            .init(shift: .on, pressed: [0: "shift"]))
        store.send(.up(0, "shift"), at: 50, [.keyReleased("shift")], .init(shift: .on))
        store.send(
            .down(0, "shift"), at: 1000, [.keyPressed("shift"), .shiftChanged(.off)], .init(pressed: [0: "shift"]))
        store.send(.up(0, "shift"), at: 1050, [.keyReleased("shift")], .init())
    }

    @Test func doubleTapLocksCapitalsAndATapUnlocks() {
        var store = KeyboardStore()
        store.send(
            .down(0, "shift"), at: 0, [.keyPressed("shift"), .shiftChanged(.on)],
            .init(shift: .on, pressed: [0: "shift"]))
        store.send(.up(0, "shift"), at: 60, [.keyReleased("shift")], .init(shift: .on))
        store.send(
            .down(0, "shift"), at: 200, [.keyPressed("shift"), .shiftChanged(.locked)],
            .init(shift: .locked, pressed: [0: "shift"]))
        store.send(.up(0, "shift"), at: 260, [.keyReleased("shift")], .init(shift: .locked))
        store.send(.down(0, "o"), at: 400, [.keyPressed("o")], .init(shift: .locked, pressed: [0: "o"]))
        store.send(.up(0, "o"), at: 450, [.keyReleased("o"), .text(.insert("O"))], .init(shift: .locked, text: "O"))
        store.send(.down(0, "k"), at: 600, [.keyPressed("k")], .init(shift: .locked, pressed: [0: "k"], text: "O"))
        store.send(.up(0, "k"), at: 650, [.keyReleased("k"), .text(.insert("K"))], .init(shift: .locked, text: "OK"))
        store.send(
            .down(0, "shift"), at: 800, [.keyPressed("shift"), .shiftChanged(.off)],
            .init(pressed: [0: "shift"], text: "OK"))
        store.send(.up(0, "shift"), at: 850, [.keyReleased("shift")], .init(text: "OK"))
    }

    @Test func aQuickTapAfterUnlockingDoesNotLockAgain() {
        var store = KeyboardStore()
        store.tap("shift", at: 0)
        store.tap("shift", at: 200)
        #expect(store.keyboard.shift == .locked)
        store.send(
            .down(0, "shift"), at: 400, [.keyPressed("shift"), .shiftChanged(.off)], .init(pressed: [0: "shift"]))
        store.send(.up(0, "shift"), at: 450, [.keyReleased("shift")], .init())
        store.send(
            .down(0, "shift"), at: 600, [.keyPressed("shift"), .shiftChanged(.on)],
            .init(shift: .on, pressed: [0: "shift"]))
    }

    @Test func aSlowSecondTapDoesNotLock() {
        var store = KeyboardStore()
        store.send(
            .down(0, "shift"), at: 0, [.keyPressed("shift"), .shiftChanged(.on)],
            .init(shift: .on, pressed: [0: "shift"]))
        store.send(.up(0, "shift"), at: 60, [.keyReleased("shift")], .init(shift: .on))
        store.send(
            .down(0, "shift"), at: 301, [.keyPressed("shift"), .shiftChanged(.off)], .init(pressed: [0: "shift"]))
        store.send(.up(0, "shift"), at: 360, [.keyReleased("shift")], .init())
    }

    @Test(arguments: [
        (Autocapitalization.sentences, "", true),
        (.sentences, "Hello", false),
        (.sentences, "Hello ", false),
        (.sentences, "Hello.", false),
        (.sentences, "Hello. ", true),
        (.sentences, "Hi! ", true),
        (.sentences, "Why? ", true),
        (.sentences, "Hello.  ", true),
        (.sentences, "Dear Sir,\n", true),
        (.sentences, "e.g ", false),
        (.words, "", true),
        (.words, "hello", false),
        (.words, "hello ", true),
        (.words, "hello\n", true),
        (.characters, "", true),
        (.characters, "abc", true),
        (.never, "", false),
        (.never, "Hello. ", false),
    ])
    func autoCapitalizationTurnsShiftOnWhereTheFieldAsks(mode: Autocapitalization, text: String, capital: Bool) {
        let context = KeyboardContext(textBeforeCaret: text, fieldIsEmpty: text.isEmpty, autocapitalization: mode)
        let store = KeyboardStore(context: context)
        #expect(store.keyboard.shift == (capital ? .on : .off))
        #expect(store.keyboard.shiftIsAutomatic == capital)
    }

    @Test func sentencesCapitaliseTheFirstLetterAndAfterAFullStop() {
        var store = KeyboardStore(context: KeyboardContext(autocapitalization: .sentences))
        #expect(store.snapshot == .init(shift: .on))
        store.send(.down(0, "h"), at: 0, [.keyPressed("h")], .init(shift: .on, pressed: [0: "h"]))
        store.send(
            .up(0, "h"), at: 50, [.keyReleased("h"), .text(.insert("H")), .shiftChanged(.off)], .init(text: "H"))
        store.tap("i", at: 100)
        store.tap("numbers", at: 200)
        store.tap(".", at: 300)
        #expect(store.snapshot == .init(layer: "numbers", text: "Hi."))
        store.send(
            .down(0, "space"), at: 400, [.keyPressed("space")],
            .init(layer: "numbers", pressed: [0: "space"], deadline: 900, text: "Hi."))
        store.send(
            .up(0, "space"), at: 450,
            [.keyReleased("space"), .text(.insert(" ")), .layerChanged("letters"), .shiftChanged(.on)],
            .init(shift: .on, text: "Hi. "))
        store.send(
            .down(0, "delete"), at: 600, [.keyPressed("delete"), .text(.deleteBackward), .shiftChanged(.off)],
            .init(pressed: [0: "delete"], deadline: 1100, text: "Hi."))
        store.send(.up(0, "delete"), at: 650, [.keyReleased("delete")], .init(text: "Hi."))
    }

    @Test func tappingShiftUndoesAnAutomaticCapitalUntilTheTextChanges() {
        var store = KeyboardStore(context: KeyboardContext(autocapitalization: .sentences))
        store.send(.down(0, "shift"), at: 0, [.keyPressed("shift"), .shiftChanged(.off)], .init(pressed: [0: "shift"]))
        store.send(.up(0, "shift"), at: 50, [.keyReleased("shift")], .init())
        // The same context again (a focus refresh, say) keeps it off.
        #expect(store.setText("", at: 100) == [])
        #expect(store.keyboard.shift == .off)
        store.send(.down(0, "i"), at: 200, [.keyPressed("i")], .init(pressed: [0: "i"]))
        store.send(.up(0, "i"), at: 250, [.keyReleased("i"), .text(.insert("i"))], .init(text: "i"))
        // Clearing the field is a change: the capital comes back.
        #expect(store.setText("", at: 300) == [at(300, .shiftChanged(.on))])
        #expect(store.keyboard.shiftIsAutomatic)
    }

    @Test func autoCapitalizationNeverTouchesCapsLockOrAManualShift() {
        var store = KeyboardStore(
            context: KeyboardContext(textBeforeCaret: "abc", fieldIsEmpty: false, autocapitalization: .sentences))
        store.tap("shift", at: 0)
        #expect(store.keyboard.shift == .on)
        #expect(store.setText("abcd", at: 100) == [])
        #expect(store.keyboard.shift == .on)
        store.tap("shift", at: 200)
        #expect(store.keyboard.shift == .locked)
        #expect(store.setText("abcd. ", at: 300) == [])
        #expect(store.setText("abcde", at: 400) == [])
        #expect(store.keyboard.shift == .locked)
    }

    @Test func aDoubleTapOnAnAutomaticCapitalLocks() {
        var store = KeyboardStore(context: KeyboardContext(autocapitalization: .sentences))
        store.send(.down(0, "shift"), at: 0, [.keyPressed("shift"), .shiftChanged(.off)], .init(pressed: [0: "shift"]))
        store.send(.up(0, "shift"), at: 50, [.keyReleased("shift")], .init())
        store.send(
            .down(0, "shift"), at: 150, [.keyPressed("shift"), .shiftChanged(.locked)],
            .init(shift: .locked, pressed: [0: "shift"]))
    }

    @Test func holdingShiftCapitalisesLettersTypedWithAnotherFingerUntilItLifts() {
        var store = KeyboardStore()
        store.send(
            .down(0, "shift"), at: 0, [.keyPressed("shift"), .shiftChanged(.on)],
            .init(shift: .on, pressed: [0: "shift"]))
        store.send(.down(1, "a"), at: 100, [.keyPressed("a")], .init(shift: .on, pressed: [0: "shift", 1: "a"]))
        store.send(
            .up(1, "a"), at: 150, [.keyReleased("a"), .text(.insert("A"))],
            .init(shift: .on, pressed: [0: "shift"], text: "A"))
        store.send(
            .down(1, "b"), at: 200, [.keyPressed("b")], .init(shift: .on, pressed: [0: "shift", 1: "b"], text: "A"))
        store.send(
            .up(1, "b"), at: 250, [.keyReleased("b"), .text(.insert("B"))],
            .init(shift: .on, pressed: [0: "shift"], text: "AB"))
        store.send(.up(0, "shift"), at: 400, [.keyReleased("shift"), .shiftChanged(.off)], .init(text: "AB"))
    }

    @Test func slidingFromShiftToALetterTypesItsCapital() {
        var store = KeyboardStore()
        store.send(
            .down(0, "shift"), at: 0, [.keyPressed("shift"), .shiftChanged(.on)],
            .init(shift: .on, pressed: [0: "shift"]))
        store.send(
            .move(0, "z"), at: 80, [.keyHighlightMoved(from: "shift", to: "z")], .init(shift: .on, pressed: [0: "z"]))
        store.send(
            .up(0, "z"), at: 150, [.keyReleased("z"), .text(.insert("Z")), .shiftChanged(.off)], .init(text: "Z"))
    }
}
