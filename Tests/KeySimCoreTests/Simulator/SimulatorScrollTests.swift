import Testing

@testable import KeySimCore

/// The form scrolls as an iPhone's does: a finger dragged on it moves it (with the keyboard
/// up too), clamped to the content; a drag is no tap; the desktop's wheel scrolls it too.
struct SimulatorScrollTests {
    static func demo() throws -> Simulator {
        let file = try SourceFile.read(ShippedData.root + "/Assets/Scenes/demo.json")
        let device = try #require(try ShippedData.devices().profile(named: "iphone-15"))
        return try Simulator(scene: try Scene.decode(file), device: device, layouts: try ShippedData.layouts())
    }

    /// A finger down at `from`, moved through `through`, lifted at the last point.
    static func drag(
        _ simulator: inout Simulator, from start: Point, through points: [Point], at time: Int, finger: Int = 0,
        locator: (any FieldLocator)? = nil
    ) {
        _ = simulator.touch(.down, at: start, finger: finger, time: time, fieldLocator: locator)
        for (step, point) in points.enumerated() {
            _ = simulator.touch(.move, at: point, finger: finger, time: time + 16 * (step + 1), fieldLocator: locator)
        }
        _ = simulator.touch(
            .up, at: points.last ?? start, finger: finger, time: time + 16 * (points.count + 1), fieldLocator: locator)
    }

    /// The most the form scrolls: its content's bottom, and 8 pt, at the visible bottom.
    static func maximum(_ simulator: Simulator) -> Double {
        simulator.form.contentHeight + 8 - simulator.visibleBottom
    }

    @Test func aDragOnTheFormMovesItWithTheFingerOncePastTheSlop() throws {
        var simulator = try Self.demo()
        let start = Point(x: 200, y: 600)
        _ = simulator.touch(.down, at: start, finger: 0, time: 0)
        _ = simulator.touch(.move, at: Point(x: 200, y: 590), finger: 0, time: 16)
        #expect(simulator.scrollOffset == 0, "10 pt is still a tap's wobble")
        _ = simulator.touch(.move, at: Point(x: 200, y: 580), finger: 0, time: 32)
        #expect(simulator.scrollOffset == 0, "past the slop the form takes hold where the finger is")
        _ = simulator.touch(.move, at: Point(x: 200, y: 480), finger: 0, time: 48)
        #expect(simulator.scrollOffset == 100)
        _ = simulator.touch(.move, at: Point(x: 230, y: 530), finger: 0, time: 64)
        #expect(simulator.scrollOffset == 50, "dragged back down, the form follows; sideways it does not move")
        _ = simulator.touch(.up, at: Point(x: 230, y: 380), finger: 0, time: 80)
        #expect(simulator.scrollOffset == 200, "the lift is the drag's last point")
        #expect(simulator.focusedFieldID == nil, "a drag focuses nothing")
        #expect(simulator.keyboard == nil)
    }

    @Test func aDragStopsAtTheTopAndTheBottomOfTheContent() throws {
        var simulator = try Self.demo()
        #expect(Self.maximum(simulator) > 0, "the demo form is taller than the screen")
        Self.drag(
            &simulator, from: Point(x: 200, y: 700), through: [Point(x: 200, y: 680), Point(x: 200, y: -3000)], at: 0)
        #expect(simulator.scrollOffset == Self.maximum(simulator))
        Self.drag(
            &simulator, from: Point(x: 200, y: 100), through: [Point(x: 200, y: 120), Point(x: 200, y: 5000)], at: 500)
        #expect(simulator.scrollOffset == 0)
    }

    @Test func aTouchThatMovesPastTheSlopOnAFieldDoesNotFocusIt() throws {
        var simulator = try Self.demo()
        let email = try #require(simulator.form.frame(of: "email")).field.center
        // Out past the slop and back: still a drag (UIKit's tap has failed by then).
        Self.drag(
            &simulator, from: email, through: [Point(x: email.x + 11, y: email.y), email], at: 0)
        #expect(simulator.focusedFieldID == nil)
        #expect(simulator.scrollOffset == 0)
        // Lifted far away with no move seen: a drag as well.
        _ = simulator.touch(.down, at: email, finger: 0, time: 200)
        _ = simulator.touch(.up, at: Point(x: email.x, y: email.y - 40), finger: 0, time: 260)
        #expect(simulator.focusedFieldID == nil)
        // A wobble within the slop is a tap.
        Self.drag(
            &simulator, from: email,
            through: [Point(x: email.x + 6, y: email.y + 7), Point(x: email.x + 3, y: email.y)],
            at: 400)
        #expect(simulator.focusedFieldID == "email")
    }

    @Test func aDragInTheFocusedFieldsTextDoesNotMoveTheCaret() throws {
        var simulator = try Self.demo()
        let builder = try FrameBuilder(theme: FrameFixtures.theme("light"), measurer: FrameFixtures.measurer)
        let index = try #require(simulator.index(of: "twitter"))
        _ = simulator.focus(fieldAt: index, time: 0)
        let caret = simulator.sessions[index].field.caret
        let box = simulator.form.fields[index].field
        let start = Point(x: box.minX + 60, y: box.midY - simulator.scrollOffset)
        Self.drag(
            &simulator, from: start, through: [Point(x: start.x, y: start.y - 12), start], at: 100, locator: builder)
        #expect(simulator.sessions[index].field.caret == caret, "a drag places no caret")
        Self.drag(&simulator, from: start, through: [Point(x: start.x + 4, y: start.y)], at: 300, locator: builder)
        #expect(simulator.sessions[index].field.caret != caret, "a tap there does")
    }

    @Test func aDragThatStartsOutsideTheFieldsDoesNotEndEditing() throws {
        var simulator = try Self.demo()
        _ = simulator.focus(fieldAt: 0, time: 0)
        Self.drag(
            &simulator, from: Point(x: 380, y: 40), through: [Point(x: 380, y: 20), Point(x: 380, y: 60)], at: 100)
        #expect(simulator.focusedFieldID == "name", "a tap there would end editing; a drag does not")
        #expect(simulator.keyboard != nil)
    }

    @Test func withTheKeyboardUpTheFormScrollsToItsLastFieldAboveTheKeyboard() throws {
        var simulator = try Self.demo()
        _ = simulator.focus(fieldAt: 0, time: 0)
        // The top of the keyboard with its suggestion bar.
        let keyboardTop = try #require(simulator.keyboardFrame).minY
        Self.drag(
            &simulator, from: Point(x: 200, y: 500), through: [Point(x: 200, y: 480), Point(x: 200, y: -4000)], at: 100)
        #expect(simulator.focusedFieldID == "name", "the keyboard stays up while the form scrolls")
        #expect(simulator.scrollOffset == simulator.form.contentHeight + 8 - keyboardTop)
        // The last field, laid out far below the screen, now sits above the keyboard; a tap there
        // focuses it.
        let note = try #require(simulator.form.frame(of: "note")).field
        let drawn = Point(x: note.midX, y: note.midY - simulator.scrollOffset)
        #expect(drawn.y > 0 && drawn.y < keyboardTop)
        #expect(note.midY > simulator.device.screen.height)
        let offset = simulator.scrollOffset
        _ = simulator.touch(.down, at: drawn, finger: 0, time: 400)
        _ = simulator.touch(.up, at: drawn, finger: 0, time: 450)
        #expect(simulator.focusedFieldID == "note")
        #expect(simulator.scrollOffset == offset, "a field already in view does not scroll the form")
    }

    @Test func aFingerOnTheKeyboardTypesAndDoesNotScroll() throws {
        var simulator = try Self.demo()
        _ = simulator.focus(fieldAt: 5, time: 0)
        let offset = simulator.scrollOffset
        // The top of the keyboard with its suggestion bar.
        let keyboardTop = try #require(simulator.keyboardFrame).minY
        Self.drag(
            &simulator, from: Point(x: 200, y: keyboardTop + 150),
            through: [Point(x: 200, y: keyboardTop + 100), Point(x: 200, y: keyboardTop + 20)], at: 100)
        #expect(simulator.scrollOffset == offset)
    }

    @Test func aSecondFingerDraggingAtTheSameTimeDoesNotMoveTheForm() throws {
        var simulator = try Self.demo()
        _ = simulator.touch(.down, at: Point(x: 100, y: 700), finger: 0, time: 0)
        _ = simulator.touch(.move, at: Point(x: 100, y: 680), finger: 0, time: 16)
        _ = simulator.touch(.down, at: Point(x: 300, y: 700), finger: 1, time: 20)
        _ = simulator.touch(.move, at: Point(x: 300, y: 680), finger: 1, time: 24)
        _ = simulator.touch(.move, at: Point(x: 300, y: 100), finger: 1, time: 32)
        #expect(simulator.scrollOffset == 0, "the first finger holds the form")
        _ = simulator.touch(.move, at: Point(x: 100, y: 600), finger: 0, time: 48)
        #expect(simulator.scrollOffset == 80)
        _ = simulator.touch(.up, at: Point(x: 300, y: 100), finger: 1, time: 60)
        _ = simulator.touch(.up, at: Point(x: 100, y: 600), finger: 0, time: 64)
        #expect(simulator.focusedFieldID == nil)
        #expect(simulator.scrollOffset == 80)
    }

    @Test func theWheelScrollsFortyPointsANotchWithinTheContent() throws {
        var simulator = try Self.demo()
        let point = Point(x: 200, y: 400)
        _ = simulator.wheel(dx: 0, dy: 3, at: point, time: 0)
        #expect(simulator.scrollOffset == 120)
        _ = simulator.wheel(dx: 0, dy: -1, at: point, time: 10)
        #expect(simulator.scrollOffset == 80)
        _ = simulator.wheel(dx: 5, dy: 0, at: point, time: 20)
        #expect(simulator.scrollOffset == 80, "the form does not scroll sideways")
        _ = simulator.wheel(dx: 0, dy: -10, at: point, time: 30)
        #expect(simulator.scrollOffset == 0)
        _ = simulator.wheel(dx: 0, dy: 1_000, at: point, time: 40)
        #expect(simulator.scrollOffset == Self.maximum(simulator))
        #expect(simulator.pointer == Simulator.PointerRest(point: point, since: 40), "the pointer rests anew")
    }

    @Test func theWheelOverTheKeyboardDoesNotScrollTheForm() throws {
        var simulator = try Self.demo()
        _ = simulator.focus(fieldAt: 0, time: 0)
        let over = Point(x: 200, y: simulator.device.keyboardOrigin.y + 50)
        _ = simulator.wheel(dx: 0, dy: 3, at: over, time: 100)
        #expect(simulator.scrollOffset == 0)
        _ = simulator.wheel(dx: 0, dy: 3, at: Point(x: 200, y: 300), time: 200)
        #expect(simulator.scrollOffset == 120)
        #expect(simulator.focusedFieldID == "name")
    }

    /// With a locator, the form scrolls to the bottom of what is drawn: a wrapped field at the
    /// end grows the content.
    @Test func theContentEndsWhereTheLastFieldIsDrawn() throws {
        var simulator = try Self.demo()
        let builder = try FrameBuilder(theme: FrameFixtures.theme("light"), measurer: FrameFixtures.measurer)
        let drawn = builder.contentHeight(of: simulator)
        #expect(drawn > simulator.form.contentHeight, "the note wraps onto more lines")
        let noteBox = builder.fieldBoxes(of: simulator).last!
        #expect(drawn == noteBox.maxY + FormMetrics.fieldSpacing)
        Self.drag(
            &simulator, from: Point(x: 200, y: 700), through: [Point(x: 200, y: 680), Point(x: 200, y: -3000)], at: 0,
            locator: builder)
        #expect(simulator.scrollOffset == drawn + 8 - simulator.device.screen.height)
    }
}
