import Testing

@testable import KeySimCore

/// Long press: the callout of alternates, choosing by sliding, committing or cancelling.
struct KeyboardCalloutTests {
    let alternates = TestLayouts.eAlternates

    @Test func longPressOnEShowsItsAlternatesAndSlidingPicksOne() {
        var store = KeyboardStore()
        store.send(.down(0, "e"), at: 0, [.keyPressed("e")], .init(pressed: [0: "e"], deadline: 500))
        store.advance(to: 499, [], .init(pressed: [0: "e"], deadline: 500))
        store.advance(
            to: 500, [at(500, .calloutShown(key: "e", alternates: alternates))],
            .init(pressed: [0: "e"], callout: .init(key: "e", selected: 0)))
        store.send(
            .moveTo(0, store.calloutCell(1)), at: 600, [.calloutSelectionChanged(index: 1)],
            .init(pressed: [0: "e"], callout: .init(key: "e", selected: 1)))
        store.send(
            .moveTo(0, store.calloutCell(1)), at: 620, [],
            .init(pressed: [0: "e"], callout: .init(key: "e", selected: 1)))
        store.send(
            .upAt(0, store.calloutCell(1)), at: 700, [.calloutDismissed, .keyReleased("e"), .text(.insert("é"))],
            .init(text: "é"))
    }

    @Test func aShiftedLongPressCommitsTheCapitalAlternate() {
        var store = KeyboardStore()
        store.tap("shift", at: 0)
        store.send(.down(0, "e"), at: 1000, [.keyPressed("e")], .init(shift: .on, pressed: [0: "e"], deadline: 1500))
        store.advance(
            to: 1600, [at(1500, .calloutShown(key: "e", alternates: alternates))],
            .init(shift: .on, pressed: [0: "e"], callout: .init(key: "e", selected: 0)))
        store.send(
            .moveTo(0, store.calloutCell(1)), at: 1700, [.calloutSelectionChanged(index: 1)],
            .init(shift: .on, pressed: [0: "e"], callout: .init(key: "e", selected: 1)))
        store.send(
            .upAt(0, store.calloutCell(1)), at: 1800,
            [.calloutDismissed, .keyReleased("e"), .text(.insert("É")), .shiftChanged(.off)], .init(text: "É"))
    }

    @Test func releasingOutsideTheCalloutCancels() throws {
        var store = KeyboardStore()
        store.send(.down(0, "e"), at: 0, [.keyPressed("e")], .init(pressed: [0: "e"], deadline: 500))
        store.send(
            .moveTo(0, store.center(of: "e")), at: 800,
            timed: [at(500, .calloutShown(key: "e", alternates: alternates))],
            .init(pressed: [0: "e"], callout: .init(key: "e", selected: 0)))
        let callout = try #require(store.keyboard.callout)
        let farRight = Point(x: callout.frames[6].maxX + callout.frames[6].width + 1, y: callout.frames[6].midY)
        store.send(
            .moveTo(0, farRight), at: 900, [.calloutSelectionChanged(index: nil)],
            .init(pressed: [0: "e"], callout: .init(key: "e", selected: nil)))
        store.send(.upAt(0, farRight), at: 1000, [.calloutDismissed, .keyCancelled("e")], .init())
    }

    @Test func movingFarBelowTheKeyDeselectsAndComingBackSelectsAgain() throws {
        var store = KeyboardStore()
        store.send(.down(0, "e"), at: 0, [.keyPressed("e")], .init(pressed: [0: "e"], deadline: 500))
        store.advance(
            to: 500, [at(500, .calloutShown(key: "e", alternates: alternates))],
            .init(pressed: [0: "e"], callout: .init(key: "e", selected: 0)))
        let key = try #require(store.keyboard.callout).keyFrame
        store.send(
            .moveTo(0, Point(x: key.midX, y: key.maxY + 2 * key.height + 1)), at: 600,
            [.calloutSelectionChanged(index: nil)], .init(pressed: [0: "e"], callout: .init(key: "e", selected: nil)))
        store.send(
            .moveTo(0, Point(x: key.midX, y: key.maxY + 2 * key.height)), at: 700, [.calloutSelectionChanged(index: 0)],
            .init(pressed: [0: "e"], callout: .init(key: "e", selected: 0)))
        store.send(
            .upAt(0, Point(x: key.midX, y: key.maxY)), at: 800,
            [.calloutDismissed, .keyReleased("e"), .text(.insert("è"))], .init(text: "è"))
    }

    @Test func aKeyWithoutAlternatesIgnoresALongPress() {
        var store = KeyboardStore()
        store.send(.down(0, "q"), at: 0, [.keyPressed("q")], .init(pressed: [0: "q"]))
        store.advance(to: 3000, [], .init(pressed: [0: "q"]))
        store.send(.up(0, "q"), at: 3100, [.keyReleased("q"), .text(.insert("q"))], .init(text: "q"))
    }

    @Test func slidingOntoAKeyWithAlternatesStartsItsLongPressThere() {
        var store = KeyboardStore()
        store.send(.down(0, "w"), at: 0, [.keyPressed("w")], .init(pressed: [0: "w"]))
        store.send(
            .move(0, "e"), at: 300, [.keyHighlightMoved(from: "w", to: "e")], .init(pressed: [0: "e"], deadline: 800))
        store.send(.move(0, "r"), at: 500, [.keyHighlightMoved(from: "e", to: "r")], .init(pressed: [0: "r"]))
        store.send(
            .move(0, "e"), at: 600, [.keyHighlightMoved(from: "r", to: "e")], .init(pressed: [0: "e"], deadline: 1100))
        store.advance(
            to: 1100, [at(1100, .calloutShown(key: "e", alternates: alternates))],
            .init(pressed: [0: "e"], callout: .init(key: "e", selected: 0)))
    }

    @Test func aCancelledTouchDismissesTheCallout() {
        var store = KeyboardStore()
        store.send(.down(2, "e"), at: 0, [.keyPressed("e")], .init(pressed: [2: "e"], deadline: 500))
        store.advance(
            to: 500, [at(500, .calloutShown(key: "e", alternates: alternates))],
            .init(pressed: [2: "e"], callout: .init(key: "e", selected: 0)))
        store.send(.cancel(2), at: 600, [.calloutDismissed, .keyCancelled("e")], .init())
    }

    @Test func anotherFingerCommitsTheSelectedAlternate() {
        var store = KeyboardStore()
        store.send(.down(0, "e"), at: 0, [.keyPressed("e")], .init(pressed: [0: "e"], deadline: 500))
        store.advance(
            to: 500, [at(500, .calloutShown(key: "e", alternates: alternates))],
            .init(pressed: [0: "e"], callout: .init(key: "e", selected: 0)))
        store.send(
            .moveTo(0, store.calloutCell(3)), at: 600, [.calloutSelectionChanged(index: 3)],
            .init(pressed: [0: "e"], callout: .init(key: "e", selected: 3)))
        store.send(
            .down(1, "s"), at: 700, [.calloutDismissed, .keyReleased("e"), .text(.insert("ë")), .keyPressed("s")],
            .init(pressed: [1: "s"], text: "ë"))
    }

    @Test func theCalloutSitsRightAboveTheKeyInCellsAsWideAsTheKey() throws {
        var store = KeyboardStore()
        store.send(.down(0, "e"), at: 0, [.keyPressed("e")], .init(pressed: [0: "e"], deadline: 500))
        _ = store.keyboard.advance(to: 500)
        let callout = try #require(store.keyboard.callout)
        let e = try #require(store.keyboard.geometry.frame(of: "e")).visible
        #expect(callout.keyFrame == e)
        #expect(callout.frames.count == 7)
        #expect(callout.frames[0] == Rect(x: e.minX, y: e.minY - e.height, width: e.width, height: e.height))
        #expect(callout.frames[6].minX == e.minX + 6 * e.width)
    }
}
