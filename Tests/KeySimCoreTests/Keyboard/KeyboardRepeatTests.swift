import Testing

@testable import KeySimCore

/// Delete's three speeds, and timers firing at their own times on the virtual clock.
struct KeyboardRepeatTests {
    func store(text: String) -> KeyboardStore {
        KeyboardStore(
            context: KeyboardContext(textBeforeCaret: text, fieldIsEmpty: text.isEmpty, autocapitalization: .never))
    }

    @Test func aDeleteTapDeletesOneCharacterOnPress() {
        var store = store(text: "abc")
        store.send(
            .down(0, "delete"), at: 0, [.keyPressed("delete"), .text(.deleteBackward)],
            .init(pressed: [0: "delete"], deadline: 500, text: "ab"))
        store.send(.up(0, "delete"), at: 80, [.keyReleased("delete")], .init(text: "ab"))
        store.advance(to: 2000, [], .init(text: "ab"))
    }

    @Test func holdingDeleteRepeatsEvery100msFrom500ThenDeletesWordsAfter2000msOfRepeating() {
        let letters = "abcdefghijklmnopqrstuvwxyz"
        var store = store(text: "one two three " + letters)
        store.send(
            .down(0, "delete"), at: 0, [.keyPressed("delete"), .text(.deleteBackward)],
            .init(pressed: [0: "delete"], deadline: 500, text: "one two three " + letters.dropLast()))
        store.advance(
            to: 499, [], .init(pressed: [0: "delete"], deadline: 500, text: "one two three " + letters.dropLast()))
        let characterRepeats = stride(from: 500, through: 2400, by: 100).map { at($0, .text(.deleteBackward)) }
        #expect(characterRepeats.count == 20)
        store.advance(
            to: 2450, characterRepeats, .init(pressed: [0: "delete"], deadline: 2500, text: "one two three abcde"))
        store.advance(
            to: 2500, [at(2500, .text(.deleteWordBackward))],
            .init(pressed: [0: "delete"], deadline: 2600, text: "one two three "))
        store.advance(
            to: 2600, [at(2600, .text(.deleteWordBackward))],
            .init(pressed: [0: "delete"], deadline: 2700, text: "one two "))
        store.send(.up(0, "delete"), at: 2650, [.keyReleased("delete")], .init(text: "one two "))
        store.advance(to: 5000, [], .init(text: "one two "))
    }

    @Test func anInputFiresTheTimersDueBeforeItFirstEachAtItsOwnTime() {
        var store = store(text: "abcdef")
        store.send(
            .down(0, "delete"), at: 0, [.keyPressed("delete"), .text(.deleteBackward)],
            .init(pressed: [0: "delete"], deadline: 500, text: "abcde"))
        store.send(
            .up(0, "delete"), at: 730,
            timed: [
                at(500, .text(.deleteBackward)), at(600, .text(.deleteBackward)), at(700, .text(.deleteBackward)),
                at(730, .keyReleased("delete")),
            ],
            .init(text: "ab"))
    }

    @Test func advanceFiresEveryFingersTimersInTimeOrder() {
        var store = store(text: "abcdefgh")
        store.send(
            .down(0, "delete"), at: 0, [.keyPressed("delete"), .text(.deleteBackward)],
            .init(pressed: [0: "delete"], deadline: 500, text: "abcdefg"))
        store.send(
            .down(1, "e"), at: 250, [.keyPressed("e")],
            .init(pressed: [0: "delete", 1: "e"], deadline: 500, text: "abcdefg"))
        store.advance(
            to: 800,
            [
                at(500, .text(.deleteBackward)), at(600, .text(.deleteBackward)), at(700, .text(.deleteBackward)),
                at(750, .calloutShown(key: "e", alternates: TestLayouts.eAlternates)), at(800, .text(.deleteBackward)),
            ],
            .init(pressed: [0: "delete", 1: "e"], callout: .init(key: "e", selected: 0), deadline: 900, text: "abc"))
    }

    @Test func timersDueTogetherFireLowerFingerFirst() {
        var store = store(text: "abcdefgh")
        store.send(
            .down(5, "delete"), at: 0, [.keyPressed("delete"), .text(.deleteBackward)],
            .init(pressed: [5: "delete"], deadline: 500, text: "abcdefg"))
        store.send(
            .down(2, "e"), at: 0, [.keyPressed("e")],
            .init(pressed: [2: "e", 5: "delete"], deadline: 500, text: "abcdefg"))
        store.advance(
            to: 500,
            [at(500, .calloutShown(key: "e", alternates: TestLayouts.eAlternates)), at(500, .text(.deleteBackward))],
            .init(pressed: [2: "e", 5: "delete"], callout: .init(key: "e", selected: 0), deadline: 600, text: "abcdef"))
    }

    @Test func pressingAnotherKeyCommitsAHeldCharacterFirst() {
        var store = store(text: "ab")
        store.send(.down(0, "c"), at: 0, [.keyPressed("c")], .init(pressed: [0: "c"], text: "ab"))
        store.send(
            .down(1, "delete"), at: 100,
            [.keyReleased("c"), .text(.insert("c")), .keyPressed("delete"), .text(.deleteBackward)],
            .init(pressed: [1: "delete"], deadline: 600, text: "ab"))
    }

    @Test func slidingOffDeleteStopsTheRepeatAndTypesNothing() {
        var store = store(text: "abc")
        store.send(
            .down(0, "delete"), at: 0, [.keyPressed("delete"), .text(.deleteBackward)],
            .init(pressed: [0: "delete"], deadline: 500, text: "ab"))
        store.send(
            .move(0, "m"), at: 200, [.keyHighlightMoved(from: "delete", to: "m")], .init(pressed: [0: "m"], text: "ab"))
        store.send(
            .move(0, "delete"), at: 300, [.keyHighlightMoved(from: "m", to: "delete")],
            .init(pressed: [0: "delete"], text: "ab"))
        store.advance(to: 1000, [], .init(pressed: [0: "delete"], text: "ab"))
        store.send(.up(0, "delete"), at: 1100, [.keyReleased("delete")], .init(text: "ab"))
    }

    @Test func nextDeadlineIsTheEarliestTimer() throws {
        var keyboard = Keyboard(
            layout: TestLayouts.english, metrics: TestLayouts.metrics, width: TestLayouts.width,
            context: KeyboardContext(autocapitalization: .never))
        let delete = try #require(keyboard.geometry.frame(of: "delete")).visible.center
        let e = try #require(keyboard.geometry.frame(of: "e")).visible.center
        #expect(keyboard.nextDeadline == nil)
        _ = keyboard.handle(.touchDown(finger: 0, at: delete), at: 100)
        #expect(keyboard.nextDeadline == 600)
        _ = keyboard.handle(.touchDown(finger: 1, at: e), at: 150)
        #expect(keyboard.nextDeadline == 600)
        _ = keyboard.advance(to: 600)
        #expect(keyboard.nextDeadline == 650)
        _ = keyboard.advance(to: 650)
        #expect(keyboard.nextDeadline == 700)
        _ = keyboard.handle(.touchCancelled(finger: 0), at: 660)
        #expect(keyboard.nextDeadline == nil)
    }

    @Test func customTimingsAreHonoured() throws {
        let timings = TimingProfile(
            longPress: 300, deleteRepeatDelay: 400, deleteRepeatInterval: 50, deleteWordsAfter: 100,
            doubleTapShift: 200, doubleSpace: 500)
        var keyboard = Keyboard(
            layout: TestLayouts.english, metrics: TestLayouts.metrics, width: TestLayouts.width, timings: timings,
            context: KeyboardContext(autocapitalization: .never))
        let delete = try #require(keyboard.geometry.frame(of: "delete")).visible.center
        _ = keyboard.handle(.touchDown(finger: 0, at: delete), at: 0)
        // Each repeat is asked for by the finger held on delete.
        let held = KeyTouch(key: "delete", point: delete)
        #expect(
            keyboard.advance(to: 550) == [
                KeyboardEvent(time: 400, kind: .text(.deleteBackward), touch: held),
                KeyboardEvent(time: 450, kind: .text(.deleteBackward), touch: held),
                KeyboardEvent(time: 500, kind: .text(.deleteWordBackward), touch: held),
                KeyboardEvent(time: 550, kind: .text(.deleteWordBackward), touch: held),
            ])
    }
}
