import Testing

@testable import KeySimCore

/// Space, and a quick double space typing ". ".
struct KeyboardSpaceTests {
    func store(text: String, smartPunctuation: Bool = true) -> KeyboardStore {
        KeyboardStore(
            context: KeyboardContext(
                textBeforeCaret: text, fieldIsEmpty: text.isEmpty, autocapitalization: .never,
                smartPunctuation: smartPunctuation))
    }

    @Test func aQuickDoubleSpaceAfterAWordTypesAFullStop() {
        var store = store(text: "Hi")
        store.send(
            .down(0, "space"), at: 0, [.keyPressed("space")], .init(pressed: [0: "space"], deadline: 500, text: "Hi"))
        store.send(.up(0, "space"), at: 50, [.keyReleased("space"), .text(.insert(" "))], .init(text: "Hi "))
        store.send(
            .down(0, "space"), at: 1100, [.keyPressed("space")],
            .init(pressed: [0: "space"], deadline: 1600, text: "Hi "))
        store.send(
            .up(0, "space"), at: 1150, [.keyReleased("space"), .text(.replaceBeforeCaret(count: 1, with: ". "))],
            .init(text: "Hi. "))
        // A third space is just a space.
        store.send(
            .down(0, "space"), at: 1200, [.keyPressed("space")],
            .init(pressed: [0: "space"], deadline: 1700, text: "Hi. "))
        store.send(.up(0, "space"), at: 1250, [.keyReleased("space"), .text(.insert(" "))], .init(text: "Hi.  "))
    }

    @Test func aSlowDoubleSpaceTypesTwoSpaces() {
        var store = store(text: "Hi")
        store.tap("space", at: 0)
        store.send(
            .down(0, "space"), at: 1100, [.keyPressed("space")],
            .init(pressed: [0: "space"], deadline: 1600, text: "Hi "))
        store.send(.up(0, "space"), at: 1151, [.keyReleased("space"), .text(.insert(" "))], .init(text: "Hi  "))
    }

    @Test(arguments: [
        ("Hi", true, "Hi. "),
        ("2", true, "2. "),
        ("Hi,", true, "Hi,  "),
        ("", true, "  "),
        ("Hi", false, "Hi  "),
    ])
    func doubleSpaceNeedsALetterOrDigitAndSmartPunctuation(text: String, smart: Bool, result: String) {
        var store = store(text: text, smartPunctuation: smart)
        store.tap("space", at: 0)
        store.tap("space", at: 200)
        #expect(store.context.textBeforeCaret == result)
    }

    @Test func aKeyBetweenTheSpacesBreaksTheDoubleSpace() {
        var store = store(text: "a")
        store.tap("space", at: 0)
        store.tap("b", at: 100)
        store.send(
            .down(0, "space"), at: 200, [.keyPressed("space")], .init(pressed: [0: "space"], deadline: 700, text: "a b")
        )
        store.send(.up(0, "space"), at: 250, [.keyReleased("space"), .text(.insert(" "))], .init(text: "a b "))
    }

    @Test func spaceDoesNotUseUpAOneShotShift() {
        var store = store(text: "a")
        store.tap("shift", at: 0)
        store.send(
            .down(0, "space"), at: 500, [.keyPressed("space")],
            .init(shift: .on, pressed: [0: "space"], deadline: 1000, text: "a"))
        store.send(
            .up(0, "space"), at: 550, [.keyReleased("space"), .text(.insert(" "))], .init(shift: .on, text: "a "))
    }
}
