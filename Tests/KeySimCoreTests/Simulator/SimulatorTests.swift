import Testing

@testable import KeySimCore

/// Touches in window points reach the right place: fields, the keyboard, or nothing.
struct SimulatorTests {
    static func simulator() throws -> Simulator {
        let file = try SourceFile.read(ShippedData.root + "/Tests/Fixtures/replay/form.json")
        let device = try #require(try ShippedData.devices().profile(named: "iphone-15"))
        return try Simulator(scene: try Scene.decode(file), device: device, layouts: try ShippedData.layouts())
    }

    func centre(of field: String, in simulator: Simulator) throws -> Point {
        try #require(simulator.form.frame(of: field)).field.center
    }

    @Test func tappingAFieldFocusesItOnRelease() throws {
        var simulator = try Self.simulator()
        let note = try centre(of: "note", in: simulator)
        let down = simulator.touch(.down, at: note, finger: 0, time: 0)
        #expect(down.isEmpty)
        #expect(simulator.focusedFieldID == nil, "focus comes with the release, as in UIKit")
        let up = simulator.touch(.up, at: note, finger: 0, time: 50)
        #expect(simulator.focusedFieldID == "note")
        #expect(up.first == SimulatorEvent(time: 50, field: "note", kind: .focused))
        // The keys' 291 pt and, above them, the 45-pt suggestion bar of a field that predicts.
        #expect(simulator.keyboardFrame == Rect(x: 0, y: 516, width: 393, height: 336))
    }

    @Test func liftingOffTheFieldDoesNotFocusIt() throws {
        var simulator = try Self.simulator()
        let note = try centre(of: "note", in: simulator)
        _ = simulator.touch(.down, at: note, finger: 0, time: 0)
        _ = simulator.touch(.up, at: Point(x: note.x, y: 20), finger: 0, time: 50)
        #expect(simulator.focusedFieldID == nil)
    }

    @Test func tappingOutsideFieldsAndKeyboardEndsEditing() throws {
        var simulator = try Self.simulator()
        _ = simulator.focus(fieldAt: 0, time: 0)
        _ = simulator.touch(.down, at: Point(x: 200, y: 30), finger: 0, time: 100)
        let events = simulator.touch(.up, at: Point(x: 200, y: 30), finger: 0, time: 150)
        #expect(simulator.focusedFieldID == nil)
        #expect(simulator.keyboard == nil)
        #expect(events.map(\.kind) == [.field(.editingEnded(text: "")), .blurred])
    }

    @Test func aKeyboardTouchBelongsToTheKeyboardUntilItLifts() throws {
        var simulator = try Self.simulator()
        _ = simulator.focus(fieldAt: 0, time: 0)
        let keyboard = try #require(simulator.keyboard)
        let q = try #require(keyboard.geometry.frame(of: "q")).visible.center
        let origin = simulator.device.keyboardOrigin
        _ = simulator.touch(.down, at: Point(x: q.x + origin.x, y: q.y + origin.y), finger: 3, time: 100)
        #expect(simulator.keyboard?.pressedKeys == [3: "q"])
        // Sliding up over the form and lifting there cancels the key; it does not blur.
        _ = simulator.touch(.move, at: Point(x: q.x, y: 100), finger: 3, time: 150)
        _ = simulator.touch(.up, at: Point(x: q.x, y: 100), finger: 3, time: 200)
        #expect(simulator.focusedFieldID == "note")
        #expect(simulator.sessions[0].field.text == "")
        #expect(simulator.keyboard?.pressedKeys == [:])
    }

    @Test func focusingAnotherFieldEndsEditingTheFirst() throws {
        var simulator = try Self.simulator()
        _ = simulator.focus(fieldAt: 0, time: 0)
        let events = simulator.focus(fieldAt: 2, time: 100)
        #expect(events.filter { $0.kind == .blurred }.map(\.field) == ["note"])
        #expect(events.filter { $0.kind == .focused }.map(\.field) == ["email"])
        #expect(simulator.keyboard?.layout.id == "email")
    }
}

extension SimulatorTests {
    @Test func keyboardAnimationTimesFollowFocus() throws {
        var simulator = try Self.simulator()
        #expect(simulator.keyboardShownSince == nil && simulator.keyboardHiddenSince == nil)
        _ = simulator.focus(fieldAt: 0, time: 100)
        #expect(simulator.keyboardShownSince == 100)
        _ = simulator.focus(fieldAt: 1, time: 300)
        #expect(simulator.keyboardShownSince == 100, "moving focus keeps the keyboard up")
        #expect(simulator.keyboardHiddenSince == nil)
        _ = simulator.touch(.down, at: Point(x: 200, y: 30), finger: 0, time: 500)
        _ = simulator.touch(.up, at: Point(x: 200, y: 30), finger: 0, time: 550)
        #expect(simulator.keyboardHiddenSince == 550)
        #expect(simulator.keyboardShownSince == nil)
        #expect(simulator.lastFocusedIndex == 1)
    }
}

extension SimulatorTests {
    /// As an iOS app does, the form scrolls so the focused field sits above the keyboard,
    /// and taps land on what is drawn there.
    @Test func focusingAFieldUnderTheKeyboardScrollsItIntoView() throws {
        var simulator = try Self.simulator()
        let pin = try #require(simulator.form.frame(of: "pin")).field
        #expect(pin.maxY > simulator.device.keyboardOrigin.y, "the PIN field starts under the keyboard")
        _ = simulator.focus(fieldAt: 0, time: 0)
        #expect(simulator.scrollOffset == 0, "the first field is already visible")
        _ = simulator.focus(fieldAt: try #require(simulator.index(of: "pin")), time: 100)
        #expect(simulator.scrollOffset > 0)
        #expect(pin.maxY - simulator.scrollOffset + 8 == simulator.device.keyboardOrigin.y)
        // Where the field above it is drawn now, a tap focuses that field.
        let twitter = try #require(simulator.form.frame(of: "twitter")).field
        let drawn = Point(x: twitter.midX, y: twitter.midY - simulator.scrollOffset)
        #expect(drawn.y < simulator.device.keyboardOrigin.y && drawn.y != twitter.midY)
        _ = simulator.touch(.down, at: drawn, finger: 0, time: 200)
        _ = simulator.touch(.up, at: drawn, finger: 0, time: 250)
        #expect(simulator.focusedFieldID == "twitter")
        _ = simulator.press(HardwarePress(.escape), at: 300)
        let maximum = max(0, simulator.form.contentHeight + 8 - simulator.device.screen.height)
        #expect(simulator.scrollOffset <= maximum, "with the keyboard gone the form scrolls back within its content")
    }
}
