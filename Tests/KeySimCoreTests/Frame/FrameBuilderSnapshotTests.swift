import Testing

@testable import KeySimCore

/// Golden frames of what a designer looks at: the iPhone 15 keyboard in its states, and the
/// demo form being typed into. `KEYSIM_RECORD=1 swift test` re-records them.
struct FrameBuilderSnapshotTests {
    let device: DeviceProfile
    let builder: FrameBuilder

    init() throws {
        device = try FrameFixtures.device()
        builder = try FrameFixtures.builder()
    }

    func keyboardFrame(_ keyboard: Keyboard, context: KeyboardContext = KeyboardContext(autocapitalization: .never))
        -> Frame
    {
        builder.keyboardFrame(keyboard, context: context, device: device)
    }

    @Test func defaultKeyboardLetters() throws {
        let keyboard = try FrameFixtures.keyboard(for: .default)
        #expect(keyboard.shift == .off)
        FrameSnapshot.assertMatches(keyboardFrame(keyboard), named: "defaultKeyboardLetters")
    }

    @Test func defaultKeyboardShiftLocked() throws {
        var keyboard = try FrameFixtures.keyboard(for: .default)
        try FrameFixtures.tap("shift", on: &keyboard, at: 0)
        try FrameFixtures.tap("shift", on: &keyboard, at: 100)
        #expect(keyboard.shift == .locked)
        FrameSnapshot.assertMatches(keyboardFrame(keyboard), named: "defaultKeyboardShiftLocked")
    }

    @Test func defaultKeyboardNumbersLayer() throws {
        var keyboard = try FrameFixtures.keyboard(for: .default)
        try FrameFixtures.tap("numbers", on: &keyboard, at: 0)
        #expect(keyboard.layerID == "numbers")
        FrameSnapshot.assertMatches(keyboardFrame(keyboard), named: "defaultKeyboardNumbersLayer")
    }

    @Test func phonePadWithSubtitles() throws {
        let keyboard = try FrameFixtures.keyboard(for: .phonePad)
        FrameSnapshot.assertMatches(keyboardFrame(keyboard), named: "phonePadWithSubtitles")
    }

    @Test func pressedKeyWithPreview() throws {
        var keyboard = try FrameFixtures.keyboard(for: .default)
        let g = try FrameFixtures.centre(of: "g", on: keyboard)
        _ = keyboard.handle(.touchDown(finger: 0, at: g), at: 0)
        #expect(keyboard.pressedKeys == [0: "g"])
        FrameSnapshot.assertMatches(keyboardFrame(keyboard), named: "pressedKeyWithPreview")
    }

    @Test func openCalloutWithSecondAlternateSelected() throws {
        var keyboard = try FrameFixtures.keyboard(for: .default)
        let e = try FrameFixtures.centre(of: "e", on: keyboard)
        _ = keyboard.handle(.touchDown(finger: 0, at: e), at: 0)
        _ = keyboard.advance(to: 600)
        let second = try #require(keyboard.callout?.frames[1]).center
        _ = keyboard.handle(.touchMoved(finger: 0, to: second), at: 650)
        #expect(keyboard.callout?.selection == "é")
        FrameSnapshot.assertMatches(keyboardFrame(keyboard), named: "openCalloutWithSecondAlternateSelected")
    }

    @Test func demoFormWithEmailTyped() throws {
        var simulator = try FrameFixtures.demo()
        let email = try #require(simulator.index(of: "email"))
        _ = simulator.focus(fieldAt: email, time: 0)
        let end = try FrameFixtures.type(["j", "o", "@", "x"], into: &simulator, from: 300)
        #expect(simulator.sessions[email].field.text == "jo@x")
        // 1000 ms after the keyboard appeared: the caret is in a shown phase.
        let time = max(end, 1000)
        #expect(FrameBuilder.caretIsVisible(since: 0, at: time))
        FrameSnapshot.assertMatches(builder.frame(of: simulator, at: time), named: "demoFormWithEmailTyped")
    }
}
