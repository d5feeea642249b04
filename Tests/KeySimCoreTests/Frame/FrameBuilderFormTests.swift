import Testing

@testable import KeySimCore

/// The form as a person sees it: placeholders, the typed text, the caret where the next
/// character goes and blinking, secure text hidden, long text scrolled, invalid text flagged.
struct FrameBuilderFormTests {
    let builder: FrameBuilder
    let colors: Theme.Colors

    init() throws {
        builder = try FrameFixtures.builder()
        colors = builder.theme.colors
    }

    /// A simulator on iPhone 15 showing these fields.
    func simulator(_ fields: [SceneField]) throws -> Simulator {
        try Simulator(
            scene: Scene(title: "Test", fields: fields), device: try FrameFixtures.device(),
            layouts: try ShippedData.layouts())
    }

    /// The caret drawn in a frame (a caret-coloured fill as wide as the caret), if any.
    func caretRect(in frame: Frame) -> Rect? {
        frame.fills.first { $0.color == colors.caret && $0.rect.width == FrameMetrics.caretWidth }?.rect
    }

    /// The field's box and the clip its text is drawn in.
    func boxes(of id: String, in simulator: Simulator, frame: Frame) throws -> (box: Rect, clip: Rect) {
        let box = try #require(simulator.form.frame(of: id)).field
        let clip = try #require(
            frame.commands.compactMap {
                if case .pushClip(let rect) = $0, box.contains(rect.center) { rect } else { nil }
            }
            .first)
        return (box, clip)
    }

    @Test func emptyFieldsShowTheirPromptElseTheirLabelInThePlaceholderColour() throws {
        let simulator = try simulator([
            SceneField(id: "a", label: "Name", prompt: "Jane Appleseed"), SceneField(id: "b", label: "City"),
        ])
        let frame = builder.frame(of: simulator, at: 0)
        let placeholders = frame.texts.filter { $0.style.color == colors.placeholder }.map(\.text)
        #expect(placeholders == ["Jane Appleseed", "City"])
        #expect(frame.texts.filter { $0.style.color == colors.label }.map(\.text) == ["Name", "City"])
        #expect(frame.texts.first?.text == "Test")
        #expect(caretRect(in: frame) == nil, "no field has focus")
        #expect(frame.strokes.allSatisfy { $0.color == colors.fieldBorder }, "no focus ring")
    }

    @Test func theFocusedFieldHasARingAndTheCaretMovesRightAsYouType() throws {
        var simulator = try FrameFixtures.demo()
        let email = try #require(simulator.index(of: "email"))
        let box = try #require(simulator.form.frame(of: "email")).field
        _ = simulator.focus(fieldAt: email, time: 0)
        let before = try #require(caretRect(in: builder.frame(of: simulator, at: 1000)))
        #expect(before.minX == box.minX + FrameMetrics.fieldTextPadding)
        try FrameFixtures.type(["j", "o"], into: &simulator, from: 1100)
        let frame = builder.frame(of: simulator, at: 2000)
        let after = try #require(caretRect(in: frame))
        let textStyle = builder.theme.fonts.fieldText.style(colors.fieldText)
        #expect(after.minX == before.minX + FrameFixtures.measurer.width(of: "jo", style: textStyle))
        #expect(after.height == FrameFixtures.measurer.lineHeight(textStyle))
        #expect(after.midY == box.midY)
        #expect(frame.texts.contains { $0.text == "jo" && $0.style.color == colors.fieldText })
        let rings = frame.strokes.filter { $0.color == colors.focusRing }
        #expect(rings.map(\.rect) == [box])
        #expect(rings.first?.width == FrameMetrics.focusRingWidth)
    }

    @Test(arguments: [(0, true), (499, true), (500, false), (999, false), (1000, true), (1600, false)])
    func theCaretBlinksEveryHalfSecondFromWhenTheKeyboardAppeared(elapsed: Int, visible: Bool) throws {
        var simulator = try FrameFixtures.demo()
        _ = simulator.focus(fieldAt: 0, time: 300)
        let frame = builder.frame(of: simulator, at: 300 + elapsed)
        #expect((caretRect(in: frame) != nil) == visible)
    }

    @Test func aSecureFieldShowsBulletsNotTheText() throws {
        var simulator = try FrameFixtures.demo()
        let password = try #require(simulator.index(of: "password"))
        _ = simulator.focus(fieldAt: password, time: 0)
        try FrameFixtures.type(["a", "b", "c"], into: &simulator, from: 300)
        #expect(simulator.sessions[password].field.text == "abc")
        let frame = builder.frame(of: simulator, at: 2000)
        let box = try #require(simulator.form.frame(of: "password")).field
        #expect(frame.texts(inside: box) == [String(repeating: FrameMetrics.secureDot, count: 3)])
        #expect(!frame.texts.contains { $0.text.contains("abc") })
        let caret = try #require(caretRect(in: frame))
        let width = FrameFixtures.measurer.width(
            of: "•••", style: builder.theme.fonts.fieldText.style(colors.fieldText))
        #expect(caret.minX == box.minX + FrameMetrics.fieldTextPadding + width)
    }

    @Test func textLongerThanTheFieldScrollsSoTheCaretStaysInside() throws {
        let long = String(repeating: "w", count: 40)
        var simulator = try simulator([SceneField(id: "note", label: "Note", text: long, size: .characters(10))])
        _ = simulator.focus(fieldAt: 0, time: 0)
        let frame = builder.frame(of: simulator, at: 1000)
        let (_, clip) = try boxes(of: "note", in: simulator, frame: frame)
        let caret = try #require(caretRect(in: frame))
        #expect(caret.minX >= clip.minX && caret.maxX <= clip.maxX, "caret \(caret) inside \(clip)")
        #expect(caret.maxX == clip.maxX, "at the end of the text, the caret sits at the right edge")
        let text = try #require(frame.texts.first { $0.text == long })
        #expect(text.origin.x < clip.minX, "the start of the text has scrolled out of view")
        // Unfocused, the field shows the start of its text again.
        _ = simulator.touch(.down, at: Point(x: 200, y: 20), finger: 0, time: 2000)
        _ = simulator.touch(.up, at: Point(x: 200, y: 20), finger: 0, time: 2050)
        let unfocused = builder.frame(of: simulator, at: 3000)
        #expect(unfocused.texts.first { $0.text == long }?.origin.x == clip.minX)
    }

    @Test func textIsClippedToTheFieldsInside() throws {
        let simulator = try simulator([SceneField(id: "note", text: "hello")])
        let frame = builder.frame(of: simulator, at: 0)
        let (box, clip) = try boxes(of: "note", in: simulator, frame: frame)
        #expect(clip == Rect(x: box.minX + 8, y: box.minY, width: box.width - 16, height: box.height))
        let push = try #require(frame.commands.firstIndex(of: .pushClip(clip)))
        #expect(
            frame.commands[push + 1]
                == .text(
                    "hello", origin: Point(x: clip.minX, y: box.midY - 10),
                    style: builder.theme.fonts.fieldText.style(colors.fieldText)))
        #expect(frame.commands[push + 2] == .popClip)
    }

    @Test func anInvalidFieldHasARedBorderAndSaysWhy() throws {
        let simulator = try simulator([
            SceneField(id: "code", label: "Code", text: "12a", validation: Validation(rule: .digits)),
            SceneField(id: "ok", label: "OK", text: "123", validation: Validation(rule: .digits)),
            SceneField(id: "empty", label: "Empty", validation: Validation(rule: .required)),
        ])
        let frame = builder.frame(of: simulator, at: 0)
        let code = try #require(simulator.form.frame(of: "code")).field
        #expect(frame.strokes.filter { $0.color == colors.invalid }.map(\.rect) == [code])
        let messages = frame.texts.filter { $0.style.color == colors.invalid }
        #expect(messages.map(\.text) == ["Enter digits only."])
        #expect(messages.first?.origin == Point(x: code.minX, y: code.maxY + FrameMetrics.messageGap))
    }

    @Test func anEmailIsNotFlaggedWhileItIsStillBeingTyped() throws {
        var simulator = try FrameFixtures.demo()
        let email = try #require(simulator.index(of: "email"))
        _ = simulator.focus(fieldAt: email, time: 0)
        try FrameFixtures.type(["j", "o"], into: &simulator, from: 300)
        #expect(builder.frame(of: simulator, at: 1000).strokes.allSatisfy { $0.color != colors.invalid })
        _ = simulator.focus(fieldAt: 0, time: 1500)
        let frame = builder.frame(of: simulator, at: 2000)
        let box = try #require(simulator.form.frame(of: "email")).field
        #expect(frame.strokes.filter { $0.color == colors.invalid }.map(\.rect) == [box])
        #expect(frame.texts.contains { $0.text == "Enter a valid email address." })
    }

    @Test func theClearButtonShowsWhileEditingANonEmptyField() throws {
        var simulator = try FrameFixtures.demo()
        let email = try #require(simulator.index(of: "email"))
        _ = simulator.focus(fieldAt: email, time: 0)
        #expect(builder.frame(of: simulator, at: 1000).icons.filter { $0.icon == .clear }.isEmpty)
        try FrameFixtures.type(["j"], into: &simulator, from: 300)
        let box = try #require(simulator.form.frame(of: "email")).field
        let clear = try #require(builder.frame(of: simulator, at: 1000).icons.first { $0.icon == .clear })
        #expect(clear.rect.maxX == box.maxX - FrameMetrics.fieldTextPadding)
        #expect(clear.rect.midY == box.midY)
    }

    @Test func aPlainFieldHasOnlyALineUnderIt() throws {
        let simulator = try simulator([SceneField(id: "a", label: "A", style: .plain)])
        let frame = builder.frame(of: simulator, at: 0)
        let box = try #require(simulator.form.frame(of: "a")).field
        #expect(frame.strokes.isEmpty)
        #expect(
            frame.fills(in: colors.fieldBorder) == [Rect(x: box.minX, y: box.maxY - 1, width: box.width, height: 1)])
        #expect(frame.fills(in: colors.fieldBackground).isEmpty)
    }
}
