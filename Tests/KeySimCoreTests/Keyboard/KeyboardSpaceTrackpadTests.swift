import Testing

@testable import KeySimCore

/// A long press on the space bar turns the keyboard into a trackpad: no space is typed, the
/// keys go blank and the finger's slide is reported for the caret to follow.
struct KeyboardSpaceTrackpadTests {
    func store() -> KeyboardStore {
        KeyboardStore(context: KeyboardContext(textBeforeCaret: "Hi", autocapitalization: .never))
    }

    @Test func holdingSpaceStartsTheTrackpadSlidingReportsTheOffsetAndLiftingTypesNoSpace() {
        var store = store()
        let space = store.center(of: "space")
        store.send(
            .down(0, "space"), at: 0, [.keyPressed("space")], .init(pressed: [0: "space"], deadline: 500, text: "Hi"))
        store.advance(to: 499, [], .init(pressed: [0: "space"], deadline: 500, text: "Hi"))
        store.advance(
            to: 500,
            [KeyboardEvent(time: 500, kind: .keyCancelled("space")), KeyboardEvent(time: 500, kind: .trackpadStarted)],
            .init(text: "Hi"))
        #expect(store.keyboard.trackpad == Keyboard.Trackpad(finger: 0, origin: space, offset: Point(x: 0, y: 0)))
        // Sliding over other keys highlights none of them: the keys are blank.
        store.send(
            .moveTo(0, Point(x: space.x - 40, y: space.y - 60)), at: 600, [.trackpadMoved(by: Point(x: -40, y: -60))],
            .init(text: "Hi"))
        store.send(
            .upAt(0, Point(x: space.x - 45, y: space.y - 60)), at: 700,
            [.trackpadMoved(by: Point(x: -45, y: -60)), .trackpadEnded], .init(text: "Hi"))
        #expect(store.keyboard.trackpad == nil)
    }

    @Test func aShortPressOnSpaceStillTypesASpace() {
        var store = store()
        store.send(
            .down(0, "space"), at: 0, [.keyPressed("space")], .init(pressed: [0: "space"], deadline: 500, text: "Hi"))
        store.send(.up(0, "space"), at: 499, [.keyReleased("space"), .text(.insert(" "))], .init(text: "Hi "))
    }

    @Test func otherFingersPressNothingWhileTheKeyboardIsATrackpad() {
        var store = store()
        store.send(
            .down(0, "space"), at: 0, [.keyPressed("space")], .init(pressed: [0: "space"], deadline: 500, text: "Hi"))
        store.advance(
            to: 500,
            [KeyboardEvent(time: 500, kind: .keyCancelled("space")), KeyboardEvent(time: 500, kind: .trackpadStarted)],
            .init(text: "Hi"))
        store.send(.down(1, "q"), at: 600, [], .init(text: "Hi"))
        store.send(.up(1, "q"), at: 650, [], .init(text: "Hi"))
        store.send(.cancel(0), at: 700, [.trackpadEnded], .init(text: "Hi"))
        // Back to typing.
        store.send(.down(1, "q"), at: 800, [.keyPressed("q")], .init(pressed: [1: "q"], text: "Hi"))
    }

    @Test func aFingerHoldingShiftIsLetGoWhenTheTrackpadStarts() {
        var store = store()
        store.send(
            .down(1, "shift"), at: 0, [.keyPressed("shift"), .shiftChanged(.on)],
            .init(shift: .on, pressed: [1: "shift"], text: "Hi"))
        store.send(
            .down(0, "space"), at: 10, [.keyPressed("space")],
            .init(shift: .on, pressed: [0: "space", 1: "shift"], deadline: 510, text: "Hi"))
        store.advance(
            to: 510,
            [
                KeyboardEvent(time: 510, kind: .keyCancelled("space")),
                KeyboardEvent(time: 510, kind: .keyCancelled("shift")),
                KeyboardEvent(time: 510, kind: .trackpadStarted),
            ], .init(shift: .on, text: "Hi"))
    }

    @Test func aTimingProfileSetsHowLongSpaceIsHeld() throws {
        let file = SourceFile(
            path: "slow.json",
            text: """
                {"longPress": 400, "deleteRepeatDelay": 500, "deleteRepeatInterval": 100, "deleteWordsAfter": 2000,
                 "doubleTapShift": 300, "doubleSpace": 1100, "spaceTrackpad": 900}
                """)
        #expect(try TimingProfile(file: file).spaceTrackpad == 900)
        // A file written before the trackpad holds space as long as any key.
        let older = SourceFile(
            path: "old.json",
            text: """
                {"longPress": 400, "deleteRepeatDelay": 500, "deleteRepeatInterval": 100, "deleteWordsAfter": 2000,
                 "doubleTapShift": 300, "doubleSpace": 1100}
                """)
        #expect(try TimingProfile(file: older).spaceTrackpad == 400)
        let zero = SourceFile(
            path: "zero.json",
            text:
                #"{"longPress": 400, "deleteRepeatDelay": 500, "deleteRepeatInterval": 100, "deleteWordsAfter": 2000, "doubleTapShift": 300, "doubleSpace": 1100, "spaceTrackpad": 0}"#
        )
        #expect(throws: Diagnostic.self) { try TimingProfile(file: zero) }
    }
}
