import Testing

@testable import KeySimCore

/// Pressing, sliding, releasing and cancelling keys, one finger or several.
struct KeyboardTouchTests {
    @Test func aTapCommitsTheCharacterOnRelease() {
        var store = KeyboardStore()
        store.send(.down(0, "q"), at: 0, [.keyPressed("q")], .init(pressed: [0: "q"]))
        store.send(.up(0, "q"), at: 80, [.keyReleased("q"), .text(.insert("q"))], .init(text: "q"))
    }

    @Test func slidingToANeighbourCommitsTheNeighbour() {
        var store = KeyboardStore()
        store.send(.down(0, "q"), at: 0, [.keyPressed("q")], .init(pressed: [0: "q"]))
        store.send(.move(0, "w"), at: 30, [.keyHighlightMoved(from: "q", to: "w")], .init(pressed: [0: "w"]))
        store.send(.move(0, "w"), at: 40, [], .init(pressed: [0: "w"]))
        store.send(.up(0, "w"), at: 60, [.keyReleased("w"), .text(.insert("w"))], .init(text: "w"))
    }

    @Test func theKeyUnderTheFingerAtReleaseCommitsEvenWithoutAMove() {
        var store = KeyboardStore()
        store.send(.down(0, "a"), at: 0, [.keyPressed("a")], .init(pressed: [0: "a"]))
        store.send(
            .up(0, "s"), at: 60, [.keyHighlightMoved(from: "a", to: "s"), .keyReleased("s"), .text(.insert("s"))],
            .init(text: "s"))
    }

    @Test func releasingOffTheKeyboardCancels() {
        var store = KeyboardStore()
        store.send(.down(0, "q"), at: 0, [.keyPressed("q")], .init(pressed: [0: "q"]))
        store.send(.moveTo(0, Point(x: 20, y: -30)), at: 30, [.keyHighlightMoved(from: "q", to: nil)], .init())
        store.send(.upAt(0, Point(x: 20, y: -30)), at: 60, [.keyCancelled("q")], .init())
    }

    @Test func comingBackOntoTheKeyboardBeforeReleaseCommitsTheKeyThere() {
        var store = KeyboardStore()
        store.send(.down(0, "q"), at: 0, [.keyPressed("q")], .init(pressed: [0: "q"]))
        store.send(.moveTo(0, Point(x: 20, y: -30)), at: 30, [.keyHighlightMoved(from: "q", to: nil)], .init())
        store.send(.move(0, "w"), at: 50, [.keyHighlightMoved(from: "q", to: "w")], .init(pressed: [0: "w"]))
        store.send(.up(0, "w"), at: 70, [.keyReleased("w"), .text(.insert("w"))], .init(text: "w"))
    }

    @Test(arguments: [Point(x: -1, y: 100), Point(x: 10, y: -5), Point(x: 320, y: 100), Point(x: 10, y: 216)])
    func touchesOutsideTheKeyboardAreIgnored(point: Point) {
        var store = KeyboardStore()
        store.send(.downAt(0, point), at: 0, [], .init())
        store.send(.upAt(0, point), at: 50, [], .init())
    }

    @Test func aCancelledTouchTypesNothing() {
        var store = KeyboardStore()
        store.send(.down(3, "q"), at: 0, [.keyPressed("q")], .init(pressed: [3: "q"]))
        store.send(.cancel(3), at: 40, [.keyCancelled("q")], .init())
        store.send(.up(3, "q"), at: 60, [], .init())
    }

    @Test func aSecondFingerCommitsTheFirstFingersCharacterAtOnce() {
        var store = KeyboardStore()
        store.send(.down(0, "h"), at: 0, [.keyPressed("h")], .init(pressed: [0: "h"]))
        store.send(
            .down(1, "i"), at: 40, [.keyReleased("h"), .text(.insert("h")), .keyPressed("i")],
            .init(pressed: [1: "i"], text: "h"))
        store.send(.up(0, "h"), at: 60, [], .init(pressed: [1: "i"], text: "h"))
        store.send(.up(1, "i"), at: 90, [.keyReleased("i"), .text(.insert("i"))], .init(text: "hi"))
    }

    @Test func rolloverCommitsTheKeyTheFirstFingerSlidTo() {
        var store = KeyboardStore()
        store.send(.down(0, "q"), at: 0, [.keyPressed("q")], .init(pressed: [0: "q"]))
        store.send(.move(0, "w"), at: 20, [.keyHighlightMoved(from: "q", to: "w")], .init(pressed: [0: "w"]))
        store.send(
            .down(7, "space"), at: 40, [.keyReleased("w"), .text(.insert("w")), .keyPressed("space")],
            .init(pressed: [7: "space"], deadline: 540, text: "w"))
        store.send(.up(7, "space"), at: 70, [.keyReleased("space"), .text(.insert(" "))], .init(text: "w "))
    }

    @Test func returnSubmitsWhenEnabled() {
        var store = KeyboardStore(
            context: KeyboardContext(autocapitalization: .never, returnKey: .go, enablesReturnKeyAutomatically: true))
        store.tap("a", at: 0)
        store.send(.down(0, "return"), at: 100, [.keyPressed("return")], .init(pressed: [0: "return"], text: "a"))
        store.send(.up(0, "return"), at: 150, [.keyReleased("return"), .text(.submit)], .init(text: "a"))
        #expect(store.submissions == 1)
        #expect(store.keyboard.returnLabel == "go")
        #expect(store.keyboard.returnEnabled)
    }

    @Test func returnIsRejectedWhileTheFieldIsEmptyAndEnablesReturnAutomatically() {
        var store = KeyboardStore(
            context: KeyboardContext(
                autocapitalization: .never, returnKey: .search, enablesReturnKeyAutomatically: true))
        #expect(!store.keyboard.returnEnabled)
        #expect(store.keyboard.returnLabel == "search")
        store.send(.down(0, "return"), at: 0, [.keyPressed("return")], .init(pressed: [0: "return"]))
        store.send(.up(0, "return"), at: 50, [.keyReleased("return"), .returnKeyRejected], .init())
        #expect(store.submissions == 0)
    }

    @Test func globeAsksForTheNextKeyboardOnRelease() {
        var store = KeyboardStore()
        store.send(.down(0, "globe"), at: 0, [.keyPressed("globe")], .init(pressed: [0: "globe"]))
        store.send(.up(0, "globe"), at: 50, [.keyReleased("globe"), .text(.nextKeyboard)], .init())
    }

    @Test func dismissEndsEditingOnRelease() {
        let layout = KeyboardLayout(
            id: "pad", name: "Pad", serves: [.numberPad],
            layers: [
                Layer(id: "digits", rows: [Row(keys: [.character("1"), Key(id: "dismiss", action: .dismiss)])])
            ])
        var store = KeyboardStore(layout: layout)
        store.send(
            .down(0, "dismiss"), at: 0, [.keyPressed("dismiss")], .init(layer: "digits", pressed: [0: "dismiss"]))
        store.send(.up(0, "dismiss"), at: 50, [.keyReleased("dismiss"), .text(.dismiss)], .init(layer: "digits"))
    }

    @Test(arguments: [".", ","])
    func theDecimalKeyTypesTheFieldsSeparator(separator: String) {
        var store = KeyboardStore(
            layout: TestLayouts.decimalPad,
            context: KeyboardContext(autocapitalization: .never, decimalSeparator: separator))
        store.tap("1", at: 0)
        store.send(
            .down(0, "decimal"), at: 100, [.keyPressed("decimal")],
            .init(layer: "digits", pressed: [0: "decimal"], text: "1"))
        store.send(
            .up(0, "decimal"), at: 150, [.keyReleased("decimal"), .text(.insert(separator))],
            .init(layer: "digits", text: "1" + separator))
    }

    @Test func slidingFromALetterOntoShiftAndReleasingCancels() {
        var store = KeyboardStore()
        store.send(.down(0, "z"), at: 0, [.keyPressed("z")], .init(pressed: [0: "z"]))
        store.send(
            .move(0, "shift"), at: 30, [.keyHighlightMoved(from: "z", to: "shift")], .init(pressed: [0: "shift"]))
        store.send(.up(0, "shift"), at: 60, [.keyCancelled("shift")], .init())
    }

    @Test func aFingerGoingDownAgainWithoutLiftingCancelsItsFirstTouch() {
        var store = KeyboardStore()
        store.send(.down(0, "q"), at: 0, [.keyPressed("q")], .init(pressed: [0: "q"]))
        store.send(.down(0, "p"), at: 30, [.keyCancelled("q"), .keyPressed("p")], .init(pressed: [0: "p"]))
        store.send(.up(0, "p"), at: 60, [.keyReleased("p"), .text(.insert("p"))], .init(text: "p"))
    }

    @Test func timeGoingBackwardsCountsAsNow() {
        var store = KeyboardStore()
        store.send(.down(0, "q"), at: 100, [.keyPressed("q")], .init(pressed: [0: "q"]))
        store.send(
            .up(0, "q"), at: 50, timed: [at(100, .keyReleased("q")), at(100, .text(.insert("q")))], .init(text: "q"))
        #expect(store.keyboard.now == 100)
    }
}
