import Testing

@testable import KeySimCore

/// Layer keys act on press; momentary switches, symbol + space and apostrophes return.
struct KeyboardLayerTests {
    @Test func tapping123ShowsNumbersAndDigitsKeepThem() {
        var store = KeyboardStore()
        let key123 = store.center(of: "numbers")
        store.send(
            .down(0, "numbers"), at: 0, [.keyPressed("numbers"), .layerChanged("numbers")],
            .init(layer: "numbers", pressed: [0: "numbers"]))
        store.send(.upAt(0, key123), at: 60, [.keyReleased("numbers")], .init(layer: "numbers"))
        store.send(.down(0, "5"), at: 300, [.keyPressed("5")], .init(layer: "numbers", pressed: [0: "5"]))
        store.send(.up(0, "5"), at: 350, [.keyReleased("5"), .text(.insert("5"))], .init(layer: "numbers", text: "5"))
        store.send(
            .down(0, "space"), at: 500, [.keyPressed("space")],
            .init(layer: "numbers", pressed: [0: "space"], deadline: 1000, text: "5"))
        store.send(
            .up(0, "space"), at: 550, [.keyReleased("space"), .text(.insert(" "))], .init(layer: "numbers", text: "5 "))
    }

    @Test func abcReturnsToLetters() {
        var store = KeyboardStore()
        store.tap("numbers", at: 0)
        store.send(
            .down(0, "letters"), at: 200, [.keyPressed("letters"), .layerChanged("letters")],
            .init(pressed: [0: "letters"]))
    }

    @Test func holding123SlidingToADigitAndReleasingTypesItAndReturnsToLetters() {
        var store = KeyboardStore()
        store.send(
            .down(0, "numbers"), at: 0, [.keyPressed("numbers"), .layerChanged("numbers")],
            .init(layer: "numbers", pressed: [0: "numbers"]))
        store.send(
            .move(0, "1"), at: 100, [.keyHighlightMoved(from: "numbers", to: "1")],
            .init(layer: "numbers", pressed: [0: "1"]))
        store.send(
            .up(0, "1"), at: 200, [.keyReleased("1"), .text(.insert("1")), .layerChanged("letters")], .init(text: "1"))
    }

    @Test func slidingBackOnto123BeforeReleasingStillReturnsToLetters() {
        var store = KeyboardStore()
        let key123 = store.center(of: "numbers")
        store.send(
            .down(0, "numbers"), at: 0, [.keyPressed("numbers"), .layerChanged("numbers")],
            .init(layer: "numbers", pressed: [0: "numbers"]))
        store.send(
            .move(0, "globe"), at: 100, [.keyHighlightMoved(from: "numbers", to: "globe")],
            .init(layer: "numbers", pressed: [0: "globe"]))
        store.send(
            .moveTo(0, key123), at: 150, [.keyHighlightMoved(from: "globe", to: "numbers")],
            .init(layer: "numbers", pressed: [0: "numbers"]))
        store.send(.upAt(0, key123), at: 200, [.keyReleased("numbers"), .layerChanged("letters")], .init())
    }

    @Test func typingWithAnotherFingerWhileHolding123ReturnsToLettersWhenItLifts() {
        var store = KeyboardStore()
        let key123 = store.center(of: "numbers")
        store.send(
            .down(0, "numbers"), at: 0, [.keyPressed("numbers"), .layerChanged("numbers")],
            .init(layer: "numbers", pressed: [0: "numbers"]))
        store.send(
            .down(1, "7"), at: 100, [.keyPressed("7")], .init(layer: "numbers", pressed: [0: "numbers", 1: "7"]))
        store.send(
            .up(1, "7"), at: 150, [.keyReleased("7"), .text(.insert("7"))],
            .init(layer: "numbers", pressed: [0: "numbers"], text: "7"))
        store.send(.upAt(0, key123), at: 300, [.keyReleased("numbers"), .layerChanged("letters")], .init(text: "7"))
    }

    @Test func holdingSymbolsSlidingToASymbolReturnsToNumbers() {
        var store = KeyboardStore()
        store.tap("numbers", at: 0)
        store.send(
            .down(0, "symbols"), at: 200, [.keyPressed("symbols"), .layerChanged("symbols")],
            .init(layer: "symbols", pressed: [0: "symbols"]))
        store.send(
            .move(0, "%"), at: 300, [.keyHighlightMoved(from: "symbols", to: "%")],
            .init(layer: "symbols", pressed: [0: "%"]))
        store.send(
            .up(0, "%"), at: 400, [.keyReleased("%"), .text(.insert("%")), .layerChanged("numbers")],
            .init(layer: "numbers", text: "%"))
    }

    @Test func aSymbolFollowedBySpaceReturnsToLetters() {
        var store = KeyboardStore()
        store.tap("numbers", at: 0)
        store.send(.down(0, "@"), at: 200, [.keyPressed("@")], .init(layer: "numbers", pressed: [0: "@"]))
        store.send(.up(0, "@"), at: 250, [.keyReleased("@"), .text(.insert("@"))], .init(layer: "numbers", text: "@"))
        store.send(
            .down(0, "space"), at: 400, [.keyPressed("space")],
            .init(layer: "numbers", pressed: [0: "space"], deadline: 900, text: "@"))
        store.send(
            .up(0, "space"), at: 450, [.keyReleased("space"), .text(.insert(" ")), .layerChanged("letters")],
            .init(text: "@ "))
    }

    @Test func aSymbolFollowedByADigitThenSpaceStaysOnNumbers() {
        var store = KeyboardStore()
        store.tap("numbers", at: 0)
        store.tap("$", at: 200)
        store.tap("5", at: 400)
        store.send(
            .down(0, "space"), at: 600, [.keyPressed("space")],
            .init(layer: "numbers", pressed: [0: "space"], deadline: 1100, text: "$5"))
        store.send(
            .up(0, "space"), at: 650, [.keyReleased("space"), .text(.insert(" "))], .init(layer: "numbers", text: "$5 ")
        )
    }

    @Test func aSymbolOnTheSymbolsLayerFollowedBySpaceReturnsToLetters() {
        var store = KeyboardStore()
        store.tap("numbers", at: 0)
        store.tap("symbols", at: 200)
        store.tap("#", at: 400)
        #expect(store.snapshot == .init(layer: "symbols", text: "#"))
        store.send(
            .down(0, "space"), at: 600, [.keyPressed("space")],
            .init(layer: "symbols", pressed: [0: "space"], deadline: 1100, text: "#"))
        store.send(
            .up(0, "space"), at: 650, [.keyReleased("space"), .text(.insert(" ")), .layerChanged("letters")],
            .init(text: "# "))
    }

    @Test func anApostropheOn123ReturnsToLettersAtOnce() {
        let apostrophe = "’"
        var store = KeyboardStore()
        store.tap("numbers", at: 0)
        store.send(
            .down(0, apostrophe), at: 200, [.keyPressed(apostrophe)], .init(layer: "numbers", pressed: [0: apostrophe]))
        store.send(
            .up(0, apostrophe), at: 250,
            [.keyReleased(apostrophe), .text(.insert(apostrophe)), .layerChanged("letters")], .init(text: apostrophe))
    }

    @Test func aStraightApostropheKeyReturnsToLettersToo() {
        var layout = TestLayouts.english
        layout.layers[1].rows[2] = Row(keys: [
            Key(id: "symbols", action: .switchLayer("symbols")), .character("'"), Key(id: "delete", action: .delete),
        ])
        var store = KeyboardStore(layout: layout)
        store.tap("numbers", at: 0)
        store.send(.down(0, "'"), at: 200, [.keyPressed("'")], .init(layer: "numbers", pressed: [0: "'"]))
        store.send(
            .up(0, "'"), at: 250, [.keyReleased("'"), .text(.insert("'")), .layerChanged("letters")], .init(text: "'"))
    }

    @Test func resetShowsTheFirstLayerWithShiftOffThenAppliesAutoCapitalization() {
        var store = KeyboardStore()
        store.tap("numbers", at: 0)
        store.send(.down(1, "1"), at: 100, [.keyPressed("1")], .init(layer: "numbers", pressed: [1: "1"]))
        let events = store.keyboard.reset(context: KeyboardContext(autocapitalization: .words), at: 200)
        #expect(
            events == [at(200, .keyCancelled("1")), at(200, .layerChanged("letters")), at(200, .shiftChanged(.on))])
        #expect(store.snapshot == .init(shift: .on))
        #expect(store.keyboard.shiftIsAutomatic)
    }
}

/// Each layer is laid out once, when the keyboard is made; switching shows that layout.
struct KeyboardLayerGeometryTests {
    @Test(arguments: [TestLayouts.numbers, TestLayouts.symbols, TestLayouts.letters])
    func switchingToALayerShowsItsOwnLayout(layer: Layer) {
        var keyboard = Keyboard(layout: TestLayouts.english, metrics: TestLayouts.metrics, width: TestLayouts.width)
        var events: [KeyboardEvent] = []
        keyboard.switchLayer(to: "symbols", time: 0, events: &events)
        keyboard.switchLayer(to: layer.id, time: 10, events: &events)
        #expect(keyboard.layerID == layer.id)
        #expect(
            keyboard.geometry == KeyboardGeometry(layer: layer, metrics: TestLayouts.metrics, width: TestLayouts.width))
        #expect(keyboard.layer == layer)
    }

    @Test func switchingToALayerTheLayoutLacksChangesNothing() {
        var keyboard = Keyboard(layout: TestLayouts.english, metrics: TestLayouts.metrics, width: TestLayouts.width)
        let before = keyboard
        var events: [KeyboardEvent] = []
        keyboard.switchLayer(to: "emoji", time: 0, events: &events)
        #expect(events.isEmpty)
        #expect(keyboard == before)
    }
}
