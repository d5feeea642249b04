import Testing

@testable import KeySimCore

/// The iPad's own keys on the shipped `ipad` layout and device: second characters typed by a
/// flick down, caps lock, tab and the hide-keyboard key.
struct KeyboardPadKeysTests {
    /// The shipped iPad keyboard and the text its keys typed, applied as a field would.
    struct Typist {
        var keyboard: Keyboard
        var text = ""
        var events: [KeyboardEvent.Kind] = []

        init() throws {
            let layout = try #require(try ShippedData.layouts().layout(id: "ipad"))
            let device = try #require(try ShippedData.devices().profile(named: "ipad"))
            keyboard = Keyboard(layout: layout, metrics: device.keyboard, width: device.screen.width)
            _ = keyboard.contextChanged(KeyboardContext(autocapitalization: .never), at: 0)
        }

        func centre(_ id: String) -> Point {
            guard let frame = keyboard.geometry.frame(of: id) else {
                Issue.record("no key '\(id)' on layer '\(keyboard.layerID)'")
                return Point(x: -1, y: -1)
            }
            return frame.visible.center
        }

        mutating func send(_ input: KeyboardInput, at time: Int) {
            let happened = keyboard.handle(input, at: time)
            events += happened.map(\.kind)
            for event in happened {
                guard case .text(.insert(let typed)) = event.kind else { continue }
                text += typed
            }
            _ = keyboard.contextChanged(
                KeyboardContext(textBeforeCaret: text, fieldIsEmpty: text.isEmpty, autocapitalization: .never),
                at: time)
        }

        mutating func tap(_ id: String, at time: Int) {
            let point = centre(id)
            send(.touchDown(finger: 0, at: point), at: time)
            send(.touchUp(finger: 0, at: point), at: time + 50)
        }

        mutating func flickDown(_ id: String, at time: Int) {
            let start = centre(id)
            let end = FlickDirection.down.point(from: start, distance: 40)
            send(.touchDown(finger: 0, at: start), at: time)
            send(.touchMoved(finger: 0, to: end), at: time + 30)
            send(.touchUp(finger: 0, at: end), at: time + 60)
        }

        /// Layer, shift and text: the keyboard's whole state a person sees.
        var state: String { "\(keyboard.layerID)/\(keyboard.shift.rawValue)/\(text)" }
    }

    @Test(arguments: [
        ("q", "1"), ("p", "0"), ("a", "@"), ("l", "\""), ("k", "'"), ("z", "%"), ("m", ":"), (",", "!"), (".", "?"),
    ])
    func aFlickDownTypesTheKeysGreySecondCharacterAndStaysOnTheLetters(key: String, second: String) throws {
        var typist = try Typist()
        typist.flickDown(key, at: 0)
        #expect(typist.state == "letters/off/\(second)")
        #expect(typist.events.contains(.flickChanged(key: key, direction: .down)))
        #expect(typist.keyboard.flickGuide == nil)
        #expect(typist.keyboard.geometry.frame(of: key)?.key.secondCharacter == second)
    }

    @Test func tappingAKeyWithASecondCharacterAgainTypesItsLetterAgainNotAToggle() throws {
        var typist = try Typist()
        typist.tap("q", at: 0)
        typist.tap("q", at: 200)
        #expect(typist.state == "letters/off/qq")
        #expect(typist.keyboard.geometry.frame(of: "q")?.key.toggle == [])
    }

    @Test func shiftGivesTheCapitalAndOnCommaAndPeriodTheExclamationAndQuestionMarks() throws {
        var typist = try Typist()
        typist.tap("shift", at: 0)
        typist.tap("q", at: 400)
        #expect(typist.state == "letters/off/Q")
        typist.tap("shift", at: 800)
        typist.tap(",", at: 1200)
        typist.tap("rightShift", at: 1600)
        typist.tap(".", at: 2000)
        #expect(typist.state == "letters/off/Q!?")
    }

    @Test func holdingALetterStillShowsItsAccentsAndTheChosenOneIsTyped() throws {
        var typist = try Typist()
        typist.send(.touchDown(finger: 0, at: typist.centre("e")), at: 0)
        _ = typist.keyboard.advance(to: TimingProfile.ios.longPress)
        #expect(typist.keyboard.callout?.keyID == "e")
        #expect(typist.keyboard.flickGuide == nil)
        typist.send(.touchUp(finger: 0, at: typist.centre("e")), at: 700)
        #expect(typist.state == "letters/off/è")
    }

    @Test func holdingALetterWithoutAccentsShowsNothingAndTypesTheLetter() throws {
        var typist = try Typist()
        typist.send(.touchDown(finger: 0, at: typist.centre("q")), at: 0)
        _ = typist.keyboard.advance(to: 1000)
        #expect(typist.keyboard.callout == nil)
        #expect(typist.keyboard.flickGuide == nil)
        typist.send(.touchUp(finger: 0, at: typist.centre("q")), at: 1100)
        #expect(typist.state == "letters/off/q")
    }

    @Test func aKeyFlickedDownShowsItsSecondCharacterInItsOwnPlaceNotOverTheRowBelow() throws {
        var typist = try Typist()
        let q = try #require(typist.keyboard.geometry.frame(of: "q")).visible
        typist.send(.touchDown(finger: 0, at: q.center), at: 0)
        typist.send(.touchMoved(finger: 0, to: FlickDirection.down.point(from: q.center, distance: 40)), at: 30)
        let guide = try #require(typist.keyboard.flickGuide)
        #expect(guide.direction == .down && !guide.held)
        let builder = FrameBuilder(theme: try FrameFixtures.theme("light"), measurer: FixedAdvanceMeasurer())
        let commands = builder.flickGuideCommands(guide, origin: Point(x: 0, y: 0), keyRadius: 7, shifted: false)
        let texts = commands.compactMap { command -> (String, Point)? in
            if case .text(let text, let origin, _) = command { (text, origin) } else { nil }
        }
        #expect(texts.count == 1 && texts.first?.0 == "1")
        #expect(texts.allSatisfy { q.contains($0.1) }, "drawn inside q's own frame \(q): \(texts)")
    }

    @Test func capsLockLocksCapitalsUntilTappedAgainAndShiftsDoubleTapStillLocks() throws {
        var typist = try Typist()
        typist.tap("capsLock", at: 0)
        #expect(typist.state == "letters/locked/")
        typist.tap("o", at: 200)
        typist.tap("k", at: 400)
        #expect(typist.state == "letters/locked/OK")
        typist.tap("capsLock", at: 600)
        #expect(typist.state == "letters/off/OK")
        typist.tap("a", at: 800)
        #expect(typist.state == "letters/off/OKa")
        // Shift's double tap locks as on the phone; caps lock then unlocks.
        typist.tap("shift", at: 1000)
        typist.tap("shift", at: 1150)
        #expect(typist.state == "letters/locked/OKa")
        typist.tap("capsLock", at: 1500)
        #expect(typist.state == "letters/off/OKa")
        // A tap on shift unlocks capitals locked by caps lock.
        typist.tap("capsLock", at: 2000)
        typist.tap("shift", at: 2400)
        #expect(typist.state == "letters/off/OKa")
    }

    @Test func tabTypesATabCharacterOnEveryLayer() throws {
        var typist = try Typist()
        typist.tap("tab", at: 0)
        #expect(typist.state == "letters/off/\t")
        typist.tap("numbers", at: 200)
        typist.tap("tab", at: 400)
        #expect(typist.state == "numbers/off/\t\t")
    }

    @Test func theDismissKeyAsksTheFieldToEndEditing() throws {
        var typist = try Typist()
        typist.tap("dismiss", at: 0)
        #expect(typist.events.contains(.text(.dismiss)))
        #expect(typist.state == "letters/off/")
    }

    @Test func bothDotQuestion123KeysOpenTheNumberLayerAndBothABCKeysComeBack() throws {
        var typist = try Typist()
        typist.tap("rightNumbers", at: 0)
        #expect(typist.state == "numbers/off/")
        typist.tap("rightSymbols", at: 200)
        #expect(typist.state == "symbols/off/")
        typist.tap("rightLetters", at: 400)
        #expect(typist.state == "letters/off/")
    }
}
