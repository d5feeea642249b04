import Testing

@testable import KeySimCore

/// A window's builder keeps the form's geometries and commands between frames: its frames
/// and what it tells about fields must be those of a builder without it, in every state a
/// session goes through, and a caret blink must make nothing new.
struct FormDrawingMemoTests {
    /// The test builder, and the same remembering the keyboard and the form.
    static func builders() throws -> (plain: FrameBuilder, remembering: FrameBuilder, memo: FormDrawingMemo) {
        let plain = try FrameFixtures.builder()
        let memo = FormDrawingMemo()
        let remembering = FrameBuilder(
            theme: plain.theme, measurer: plain.measurer, keyboardMemo: KeyboardDrawingMemo(), formMemo: memo)
        return (plain, remembering, memo)
    }

    /// A simulator driven as a window drives it, every frame and field answer of the two
    /// builders compared along the way.
    struct Walk {
        let plain: FrameBuilder
        let remembering: FrameBuilder
        var simulator: Simulator
        var time = 0
        var framesCompared = 0

        /// Frames every 8 ms for `duration` ms, the simulator advanced before each as a window
        /// does, then what each field shows and what points on the form reach.
        mutating func check(
            _ step: String, for duration: Int = 600, sourceLocation: Testing.SourceLocation = #_sourceLocation
        ) {
            for moment in stride(from: time, through: time + duration, by: 8) {
                _ = simulator.advance(to: moment)
                let frame = remembering.frame(of: simulator, at: moment)
                let expected = plain.frame(of: simulator, at: moment)
                if frame != expected {
                    let first = frame.commands.indices.first {
                        $0 >= expected.commands.count || frame.commands[$0] != expected.commands[$0]
                    }
                    let difference = first.map { "command \($0): \(frame.commands[$0])" } ?? "fewer commands"
                    Issue.record("\(step) at \(moment): \(difference)", sourceLocation: sourceLocation)
                }
                framesCompared += 1
            }
            time += duration + 100
            _ = simulator.advance(to: time)
            for index in simulator.scene.fields.indices {
                #expect(
                    remembering.appearance(ofField: index, of: simulator, at: time)
                        == plain.appearance(ofField: index, of: simulator, at: time), "\(step): field \(index)",
                    sourceLocation: sourceLocation)
                let box = simulator.form.fields[index].field
                let points = [box.center, Point(x: box.maxX - 12, y: box.midY), Point(x: box.minX + 40, y: box.midY)]
                for point in points {
                    #expect(
                        remembering.fieldIndex(at: point, of: simulator) == plain.fieldIndex(at: point, of: simulator),
                        "\(step): field \(index)", sourceLocation: sourceLocation)
                    #expect(
                        remembering.control(at: point, of: simulator) == plain.control(at: point, of: simulator),
                        "\(step): field \(index)", sourceLocation: sourceLocation)
                    #expect(
                        remembering.caretOffset(inField: index, of: simulator, at: point)
                            == plain.caretOffset(inField: index, of: simulator, at: point),
                        "\(step): field \(index)", sourceLocation: sourceLocation)
                }
            }
        }

        /// Touches down on a key of the shown keyboard (window points).
        mutating func press(_ id: String) throws {
            let keyboard = try #require(simulator.keyboard)
            let centre = try FrameFixtures.centre(of: id, on: keyboard)
            let origin = simulator.device.keyboardOrigin
            _ = simulator.touch(.down, at: Point(x: centre.x + origin.x, y: centre.y + origin.y), finger: 0, time: time)
        }

        /// Lifts the finger pressed with `press`, where it went down.
        mutating func lift(_ id: String) throws {
            let keyboard = try #require(simulator.keyboard)
            let centre = try FrameFixtures.centre(of: id, on: keyboard)
            let origin = simulator.device.keyboardOrigin
            _ = simulator.touch(.up, at: Point(x: centre.x + origin.x, y: centre.y + origin.y), finger: 0, time: time)
        }

        mutating func focus(_ id: String) throws {
            _ = simulator.focus(fieldAt: try #require(simulator.index(of: id)), time: time)
        }

        mutating func type(_ text: String) {
            for character in text {
                _ = simulator.hardwareText(String(character), at: time)
                time += 120
            }
        }
    }

    @Test func framesAndFieldAnswersWithTheMemoAreThoseWithout() throws {
        let (plain, remembering, _) = try Self.builders()
        var walk = Walk(plain: plain, remembering: remembering, simulator: try FrameFixtures.demo())
        walk.check("unfocused: a truncated and a wrapped field")
        try walk.focus("email")
        walk.check("focused, the keyboard sliding in, the caret blinking", for: 1_200)
        walk.type("an@example.com and more than fits")
        walk.check("typed past the field's width, scrolled")
        _ = walk.simulator.press(HardwarePress(.home), at: walk.time)
        walk.check("caret moved to the start")
        try walk.focus("default")
        #expect(walk.simulator.shownMessage(ofField: 1) != nil, "the walk shows a validation message")
        walk.check("another field, an invalid one's message")
        try walk.press("shift")
        walk.check("shift held")
        try walk.lift("shift")
        walk.check("shift on")
        try walk.press("e")
        walk.check("a long press opening a callout", for: 900)
        #expect(walk.simulator.keyboard?.callout != nil)
        try walk.lift("e")
        walk.check("the callout's letter typed")
        try walk.focus("password")
        walk.type("ab")
        #expect(walk.simulator.secureRevealEnds != nil)
        walk.check("a secure field showing its last character, then hiding it", for: 1_200)
        try walk.focus("country")
        walk.type("G")
        #expect(walk.simulator.offeredChoices(ofField: 16).count > 1)
        walk.check("a combo box offering its choices")
        try walk.focus("username")
        walk.type("x")
        try walk.focus("note")
        #expect(walk.simulator.scrollOffset > 0)
        walk.check("a validation message on leaving, the form scrolled to a low field")
        walk.type(" and grow again with every line typed into them")
        walk.check("a wrapped field grown by typing")
        _ = walk.simulator.press(HardwarePress(.escape), at: walk.time)
        walk.check("editing ended, the keyboard sliding away")
        let twitter = try #require(walk.simulator.index(of: "twitter"))
        let box = walk.simulator.form.fields[twitter].field
        let point = Point(x: box.midX, y: box.midY - walk.simulator.scrollOffset)
        _ = walk.simulator.pointerMoved(to: point, at: walk.time)
        walk.check("the pointer resting over a truncated field: its tooltip", for: 900)
        #expect(plain.tooltipText(of: walk.simulator, at: walk.time) != nil)
        #expect(walk.framesCompared > 1_000)
    }

    @Test func aCaretBlinkMakesNothingAndAnEditMakesTheFormAgain() throws {
        let (_, builder, memo) = try Self.builders()
        var simulator = try FrameFixtures.demo()
        _ = simulator.focus(fieldAt: 1, time: 0)
        for time in stride(from: 1_000, through: 5_000, by: FrameMetrics.caretBlinkInterval) {
            _ = simulator.advance(to: time)
            _ = builder.frame(of: simulator, at: time)
        }
        #expect(memo.commandsMade == 2, "one for each phase of the blink")
        #expect(memo.geometriesMade == 1)
        _ = simulator.hardwareText("a", at: 5_100)
        _ = builder.frame(of: simulator, at: 5_100)
        #expect(memo.commandsMade == 3)
        #expect(memo.geometriesMade == 2)
    }
}
