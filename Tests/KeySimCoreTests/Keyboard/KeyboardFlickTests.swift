import Testing

@testable import KeySimCore

/// The kana keypad's keys: flicks, the flick guide, tap-repeat (toggle), → and ↶, 小゛゜.
struct KeyboardFlickTests {
    static let a = Key(
        id: "あ", flicks: KeyFlicks(left: "い", up: "う", right: "え", down: "お"),
        toggle: ["あ", "い", "う", "え", "お", "ぁ", "ぃ", "ぅ", "ぇ", "ぉ"])
    static let wa = Key(id: "わ", flicks: KeyFlicks(left: "を", up: "ん", right: "ー"), toggle: ["わ", "を", "ん"])
    static let ka = Key(id: "か", flicks: KeyFlicks(left: "き", up: "く", right: "け", down: "こ"))
    static let layout = KeyboardLayout(
        id: "kana", name: "Kana", serves: [],
        layers: [
            Layer(
                id: "kana",
                rows: [
                    Row(keys: [Key(id: "advance", action: .advance), a, ka, Key(id: "delete", action: .delete)]),
                    Row(keys: [
                        Key(id: "reverseToggle", action: .reverseToggle), wa,
                        Key(id: "kanaModifier", action: .kanaModifier),
                        Key(id: "space", action: .space),
                    ]),
                ])
        ])

    /// A keyboard and the text its keys typed, applied as a field would (the context follows).
    struct Typist {
        var keyboard = Keyboard(layout: KeyboardFlickTests.layout, metrics: TestLayouts.metrics, width: 320)
        var text = ""
        var events: [KeyboardEvent.Kind] = []

        func centre(_ id: String) -> Point { keyboard.geometry.frame(of: id)!.visible.center }

        mutating func send(_ input: KeyboardInput, at time: Int) {
            let happened = keyboard.handle(input, at: time)
            events += happened.map(\.kind)
            for event in happened {
                guard case .text(let action) = event.kind else { continue }
                switch action {
                case .insert(let typed): text += typed
                case .replaceBeforeCaret(let count, let with): text = String(text.dropLast(count)) + with
                case .deleteBackward: if !text.isEmpty { text.removeLast() }
                default: break
                }
            }
            _ = keyboard.contextChanged(
                KeyboardContext(textBeforeCaret: text, fieldIsEmpty: text.isEmpty), at: time)
        }

        mutating func tap(_ id: String, at time: Int) {
            send(.touchDown(finger: 0, at: centre(id)), at: time)
            send(.touchUp(finger: 0, at: centre(id)), at: time + 50)
        }

        mutating func flick(_ id: String, _ direction: FlickDirection, by distance: Double = 40, at time: Int) {
            let start = centre(id)
            let end = direction.point(from: start, distance: distance)
            send(.touchDown(finger: 0, at: start), at: time)
            send(.touchMoved(finger: 0, to: end), at: time + 30)
            send(.touchUp(finger: 0, at: end), at: time + 60)
        }
    }

    @Test(arguments: [(FlickDirection.left, "い"), (.up, "う"), (.right, "え"), (.down, "お")])
    func aFlickTypesTheCharacterThatWay(direction: FlickDirection, expected: String) {
        var typist = Typist()
        typist.flick("あ", direction, at: 0)
        #expect(typist.text == expected)
        #expect(typist.events.contains(.flickChanged(key: "あ", direction: direction)))
        #expect(typist.keyboard.flickGuide == nil, "the guide goes when the finger lifts")
    }

    @Test func aShortSlideIsATapAndAFlickOverAnotherKeyStillFlicks() {
        var typist = Typist()
        typist.flick("あ", .right, by: Keyboard.flickDistance - 1, at: 0)
        #expect(typist.text == "あ")
        // か is right of あ: a long flick ends over it, and still types え, not か.
        typist.flick("あ", .right, by: 70, at: 2000)
        #expect(typist.text == "あえ")
        #expect(!typist.events.contains { if case .keyHighlightMoved = $0 { true } else { false } })
    }

    @Test func aFlickWhereTheKeyHasNothingTypesNothing() {
        var typist = Typist()
        typist.flick("わ", .down, at: 0)
        #expect(typist.text == "")
        #expect(typist.events.last == .keyCancelled("わ"))
    }

    @Test func tappingAgainStepsTheToggleAndWaitingOrAdvanceStartsAfresh() {
        var typist = Typist()
        typist.tap("あ", at: 0)
        typist.tap("あ", at: 200)
        typist.tap("あ", at: 400)
        #expect(typist.text == "う")
        // After the toggle's time, the same key types あ again.
        typist.tap("あ", at: 400 + TimingProfile.ios.toggleTimeout + 51)
        #expect(typist.text == "うあ")
        // → ends the toggle at once.
        let now = typist.keyboard.now
        typist.tap("advance", at: now + 100)
        typist.tap("あ", at: now + 200)
        #expect(typist.text == "うああ")
        // Another key in between ends it too.
        typist.tap("か", at: now + 400)
        typist.tap("あ", at: now + 600)
        #expect(typist.text == "うああかあ")
    }

    @Test func theToggleWrapsAroundAndReverseStepsBack() {
        var typist = Typist()
        for time in stride(from: 0, to: 3 * 200, by: 200) { typist.tap("わ", at: time) }
        #expect(typist.text == "ん")
        typist.tap("わ", at: 600)
        #expect(typist.text == "わ", "after the last character, the first again")
        typist.tap("reverseToggle", at: 800)
        #expect(typist.text == "ん")
        typist.tap("reverseToggle", at: 1000)
        #expect(typist.text == "を")
    }

    @Test func aFlickAwayAndBackTypesTheKeyAfreshInsteadOfToggling() {
        var typist = Typist()
        typist.tap("あ", at: 0)
        let start = typist.centre("あ")
        typist.send(.touchDown(finger: 0, at: start), at: 200)
        typist.send(.touchMoved(finger: 0, to: FlickDirection.up.point(from: start, distance: 40)), at: 230)
        typist.send(.touchMoved(finger: 0, to: start), at: 260)
        typist.send(.touchUp(finger: 0, at: start), at: 290)
        #expect(typist.text == "ああ")
    }

    @Test func aToggleDoesNotReplaceTextTheAppChanged() {
        var typist = Typist()
        typist.tap("あ", at: 0)
        // The app cleared the field: the next tap types あ, replacing nothing.
        typist.text = ""
        _ = typist.keyboard.contextChanged(KeyboardContext(textBeforeCaret: ""), at: 100)
        typist.tap("あ", at: 200)
        #expect(typist.text == "あ")
    }

    @Test func holdingAFlickKeyShowsItsGuideAndFlickingHighlightsTheWay() {
        var typist = Typist()
        let start = typist.centre("あ")
        typist.send(.touchDown(finger: 0, at: start), at: 0)
        #expect(typist.keyboard.flickGuide == nil)
        typist.events = []
        _ = typist.keyboard.advance(to: TimingProfile.ios.longPress)
        let guide = try? #require(typist.keyboard.flickGuide)
        #expect(guide?.held == true && guide?.direction == nil && guide?.centre == "あ")
        #expect(guide.map { $0.frame(of: .up).maxY == $0.keyFrame.minY } == true)
        typist.send(.touchMoved(finger: 0, to: FlickDirection.down.point(from: start, distance: 40)), at: 600)
        #expect(typist.keyboard.flickGuide?.direction == .down)
        #expect(typist.keyboard.flickGuide?.held == true)
        typist.send(.touchUp(finger: 0, at: FlickDirection.down.point(from: start, distance: 40)), at: 700)
        #expect(typist.text == "お")
        #expect(typist.keyboard.flickGuide == nil)
    }

    @Test func aQuickFlickShowsOnlyTheCharacterFlickedTo() {
        var typist = Typist()
        let start = typist.centre("か")
        typist.send(.touchDown(finger: 0, at: start), at: 0)
        typist.send(.touchMoved(finger: 0, to: FlickDirection.left.point(from: start, distance: 40)), at: 30)
        #expect(typist.keyboard.flickGuide?.held == false)
        #expect(typist.keyboard.flickGuide?.direction == .left)
        typist.send(.touchMoved(finger: 0, to: start), at: 60)
        #expect(typist.keyboard.flickGuide == nil, "back on the key, a quick flick shows nothing")
    }

    @Test func kanaModifierStepsTheKanaBeforeTheCaret() {
        var typist = Typist()
        typist.flick("か", .up, at: 0)
        typist.tap("kanaModifier", at: 200)
        #expect(typist.text == "ぐ")
        typist.tap("kanaModifier", at: 400)
        #expect(typist.text == "く")
        typist.flick("わ", .right, at: 600)
        typist.tap("kanaModifier", at: 800)
        #expect(typist.text == "くー", "ー has no other form: nothing changes")
    }

    @Test func aSecondFingerCommitsAHeldFlickKeyFirst() {
        var typist = Typist()
        let start = typist.centre("あ")
        typist.send(.touchDown(finger: 0, at: start), at: 0)
        typist.send(.touchMoved(finger: 0, to: FlickDirection.left.point(from: start, distance: 40)), at: 20)
        typist.send(.touchDown(finger: 1, at: typist.centre("か")), at: 40)
        #expect(typist.text == "い")
        typist.send(.touchUp(finger: 1, at: typist.centre("か")), at: 80)
        #expect(typist.text == "いか")
    }
}

/// The forms 小゛゜ steps through.
struct KanaVariantsTests {
    @Test(arguments: [
        ("は", "ば"), ("ば", "ぱ"), ("ぱ", "は"), ("つ", "っ"), ("っ", "づ"), ("づ", "つ"), ("あ", "ぁ"), ("カ", "ガ"), ("ヨ", "ョ"),
    ])
    func nextForm(kana: Character, next: Character) {
        #expect(KanaVariants.next(after: kana) == next)
    }

    @Test func plainFormsAndPresses() {
        #expect(KanaVariants.plain(of: "ぱ")! == ("は", 2))
        #expect(KanaVariants.plain(of: "っ")! == ("つ", 1))
        #expect(KanaVariants.plain(of: "は") == nil)
        #expect(KanaVariants.next(after: "ん") == nil)
    }
}
