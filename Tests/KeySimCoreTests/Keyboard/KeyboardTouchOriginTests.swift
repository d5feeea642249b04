import Testing

@testable import KeySimCore

/// Every text action the keyboard asks for says where the finger that asked was: the key and
/// the point, in keyboard coordinates (autocorrection ranks nearby keys by it). Other events
/// say nothing of the kind.
struct KeyboardTouchOriginTests {
    static func keyboard() -> Keyboard {
        Keyboard(
            layout: TestLayouts.english, metrics: TestLayouts.metrics, width: TestLayouts.width,
            context: KeyboardContext(autocapitalization: .never))
    }

    static func centre(of key: String, on keyboard: Keyboard) throws -> Point {
        try #require(keyboard.geometry.frame(of: key), "no key '\(key)'").visible.center
    }

    /// The text events among `events`, with the touch each carries.
    static func texts(_ events: [KeyboardEvent]) -> [(TextAction, KeyTouch?)] {
        events.compactMap { if case .text(let action) = $0.kind { (action, $0.touch) } else { nil } }
    }

    @Test func aTypedLetterCarriesTheKeyItCommittedAndWhereTheFingerLifted() throws {
        var keyboard = Self.keyboard()
        let q = try Self.centre(of: "q", on: keyboard)
        let w = try #require(keyboard.geometry.frame(of: "w")).visible
        // Slid onto w, lifted near its left edge.
        let lift = Point(x: w.minX + 2, y: w.midY + 3)
        var events = keyboard.handle(.touchDown(finger: 0, at: q), at: 0)
        events += keyboard.handle(.touchMoved(finger: 0, to: lift), at: 30)
        events += keyboard.handle(.touchUp(finger: 0, at: lift), at: 60)
        let texts = Self.texts(events)
        #expect(texts.map(\.0) == [.insert("w")])
        #expect(texts.map(\.1) == [KeyTouch(key: "w", point: lift)])
        #expect(events.filter { if case .text = $0.kind { false } else { true } }.allSatisfy { $0.touch == nil })
    }

    @Test func aRolloverCommitCarriesTheFirstFingersKeyAndWhereItWas() throws {
        var keyboard = Self.keyboard()
        let h = try Self.centre(of: "h", on: keyboard)
        let moved = Point(x: h.x + 4, y: h.y - 2)
        let i = try Self.centre(of: "i", on: keyboard)
        _ = keyboard.handle(.touchDown(finger: 0, at: h), at: 0)
        _ = keyboard.handle(.touchMoved(finger: 0, to: moved), at: 20)
        let events = keyboard.handle(.touchDown(finger: 1, at: i), at: 40)
        #expect(Self.texts(events).map(\.1) == [KeyTouch(key: "h", point: moved)])
    }

    @Test func deleteCarriesWhereItWentDownAndItsRepeatsWhereItIsHeld() throws {
        var keyboard = Self.keyboard()
        let delete = try #require(keyboard.geometry.frame(of: "delete")).visible
        let down = Point(x: delete.midX, y: delete.midY)
        let held = Point(x: delete.midX - 5, y: delete.midY + 4)
        let pressed = keyboard.handle(.touchDown(finger: 0, at: down), at: 0)
        #expect(Self.texts(pressed).map(\.1) == [KeyTouch(key: "delete", point: down)])
        _ = keyboard.handle(.touchMoved(finger: 0, to: held), at: 100)
        let repeats = keyboard.advance(to: 650)
        #expect(Self.texts(repeats).map(\.0) == [.deleteBackward, .deleteBackward])
        #expect(
            Self.texts(repeats).map(\.1) == [
                KeyTouch(key: "delete", point: held), KeyTouch(key: "delete", point: held),
            ])
    }

    @Test func aCalloutsAlternateCarriesTheLongPressedKeyAndWhereTheFingerLifted() throws {
        var keyboard = Self.keyboard()
        let e = try Self.centre(of: "e", on: keyboard)
        _ = keyboard.handle(.touchDown(finger: 0, at: e), at: 0)
        _ = keyboard.advance(to: 500)
        let cell = try #require(keyboard.callout?.frames[1]).center
        _ = keyboard.handle(.touchMoved(finger: 0, to: cell), at: 550)
        let events = keyboard.handle(.touchUp(finger: 0, at: cell), at: 600)
        let texts = Self.texts(events)
        #expect(texts.map(\.0) == [.insert("é")])
        #expect(texts.map(\.1) == [KeyTouch(key: "e", point: cell)])
    }

    @Test func aDoubleSpacesFullStopAndReturnCarryTheirKeys() throws {
        var keyboard = Self.keyboard()
        _ = keyboard.contextChanged(KeyboardContext(textBeforeCaret: "hi", autocapitalization: .never), at: 0)
        let space = try Self.centre(of: "space", on: keyboard)
        _ = keyboard.handle(.touchDown(finger: 0, at: space), at: 100)
        _ = keyboard.handle(.touchUp(finger: 0, at: space), at: 150)
        _ = keyboard.contextChanged(KeyboardContext(textBeforeCaret: "hi ", autocapitalization: .never), at: 150)
        _ = keyboard.handle(.touchDown(finger: 0, at: space), at: 300)
        let second = keyboard.handle(.touchUp(finger: 0, at: space), at: 350)
        #expect(Self.texts(second).map(\.0) == [.replaceBeforeCaret(count: 1, with: ". ")])
        #expect(Self.texts(second).map(\.1) == [KeyTouch(key: "space", point: space)])
        let returnKey = try Self.centre(of: "return", on: keyboard)
        _ = keyboard.handle(.touchDown(finger: 0, at: returnKey), at: 500)
        let submitted = keyboard.handle(.touchUp(finger: 0, at: returnKey), at: 550)
        #expect(Self.texts(submitted).map(\.1) == [KeyTouch(key: "return", point: returnKey)])
    }
}
