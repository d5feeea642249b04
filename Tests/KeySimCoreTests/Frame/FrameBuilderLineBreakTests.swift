import Testing

@testable import KeySimCore

/// Text too long for its field as a person sees it: shortened with "…" until they edit it,
/// or wrapped onto lines in a box that grows and pushes the fields below down; and the
/// icons a field shows before and after its text.
///
/// Field text is 17 points, so with the fixed measurer each grapheme is 10.2 points wide
/// and a line 20 high; a field of size 10 holds exactly ten graphemes.
struct FrameBuilderLineBreakTests {
    let builder: FrameBuilder
    let colors: Theme.Colors
    let textStyle: TextStyle

    init() throws {
        builder = try FrameFixtures.builder()
        colors = builder.theme.colors
        textStyle = builder.theme.fonts.fieldText.style(colors.fieldText)
    }

    /// A simulator on iPhone 15 showing these fields.
    func simulator(_ fields: [SceneField]) throws -> Simulator {
        try Simulator(
            scene: Scene(title: "Test", fields: fields), device: try FrameFixtures.device(),
            layouts: try ShippedData.layouts())
    }

    /// The clip the text of the field with this drawn box is drawn in.
    func clip(inside box: Rect, of frame: Frame) throws -> Rect {
        try #require(
            frame.commands.compactMap {
                if case .pushClip(let rect) = $0, box.contains(rect.center) { rect } else { nil }
            }
            .first)
    }

    /// The texts drawn in the field text colour.
    func fieldTexts(in frame: Frame) -> [(text: String, origin: Point, style: TextStyle)] {
        frame.texts.filter { $0.style == textStyle }
    }

    @Test(arguments: [
        (LineBreakMode.truncateTail, "Jane Appl…"),
        (.truncateHead, "…eed Smith"),
        (.truncateMiddle, "Jane …mith"),
    ])
    func aTruncatingFieldShowsAnEllipsisUntilItIsEditedThenItsWholeTextClipped(
        mode: LineBreakMode, shortened: String
    ) throws {
        let text = "Jane Appleseed Smith"
        var simulator = try simulator([SceneField(id: "name", text: text, lineBreak: mode, size: .characters(10))])
        let box = try #require(simulator.form.frame(of: "name")).field
        let frame = builder.frame(of: simulator, at: 0)
        let clip = try clip(inside: box, of: frame)
        #expect(fieldTexts(in: frame).map(\.text) == [shortened])
        #expect(FrameFixtures.measurer.width(of: shortened, style: textStyle) <= clip.width)
        #expect(fieldTexts(in: frame).first?.origin.x == clip.minX)

        _ = simulator.focus(fieldAt: 0, time: 100)
        let editing = builder.frame(of: simulator, at: 1100)
        let shown = try #require(fieldTexts(in: editing).first)
        #expect(fieldTexts(in: editing).count == 1)
        #expect(shown.text == text, "the whole text while editing")
        #expect(shown.origin.x < clip.minX, "scrolled so the caret at the end shows")
        #expect(editing.commands.contains(.pushClip(clip)))
    }

    @Test func aClippingFieldShowsItsWholeTextUnfocused() throws {
        let text = "Jane Appleseed Smith"
        let simulator = try simulator([SceneField(id: "name", text: text, size: .characters(10))])
        #expect(fieldTexts(in: builder.frame(of: simulator, at: 0)).map(\.text) == [text])
    }

    @Test func aWordWrappingFieldGrowsToShowEveryLineAndPushesTheNextFieldDown() throws {
        let text = "the quick brown fox jumps"
        let simulator = try simulator([
            SceneField(id: "note", label: "Note", text: text, lineBreak: .wrapWord, size: .characters(10)),
            SceneField(id: "next", label: "Next", text: "below"),
        ])
        let layoutNote = try #require(simulator.form.frame(of: "note"))
        let layoutNext = try #require(simulator.form.frame(of: "next"))
        let frame = builder.frame(of: simulator, at: 0)
        let boxes = builder.fieldBoxes(of: simulator)
        let growth = 2 * FrameFixtures.measurer.lineHeight(textStyle)

        let note = try #require(boxes.first)
        #expect(note == Rect(x: layoutNote.field.minX, y: layoutNote.field.minY, width: 118, height: 44 + growth))
        #expect(frame.fills(in: colors.fieldBackground).first == note)
        let lines = fieldTexts(in: frame).filter { note.contains($0.origin) }
        #expect(lines.map(\.text) == ["the quick ", "brown fox ", "jumps"])
        #expect(lines.map(\.origin.y) == [note.minY + 12, note.minY + 32, note.minY + 52])
        #expect(Set(lines.map(\.origin.x)) == [note.minX + FrameMetrics.fieldTextPadding])

        let next = boxes[1]
        #expect(next == layoutNext.field.offsetBy(dx: 0, dy: growth))
        #expect(frame.fills(in: colors.fieldBackground).last == next)
        #expect(fieldTexts(in: frame).last?.text == "below")
        #expect(fieldTexts(in: frame).last?.origin.y == next.midY - 10)
        let label = try #require(frame.texts.first { $0.text == "Next" })
        let labelBox = try #require(layoutNext.label)
        #expect(label.origin.y == labelBox.minY + growth + 2)
    }

    @Test func aFieldWithoutWrappingKeepsItsLaidOutBox() throws {
        let simulator = try simulator([
            SceneField(id: "a", text: String(repeating: "long ", count: 20), lineBreak: .truncateTail),
            SceneField(id: "b", text: "b"),
        ])
        #expect(builder.fieldBoxes(of: simulator) == simulator.form.fields.map(\.field))
    }

    @Test func theCaretOfAWrappedFieldIsOnItsLineAfterItsText() throws {
        let text = "abcdefghijklmno"
        var simulator = try simulator([
            SceneField(id: "code", text: text, lineBreak: .wrapChar, size: .characters(10))
        ])
        _ = simulator.focus(fieldAt: 0, time: 0)
        #expect(simulator.sessions[0].field.caret == 15)
        let frame = builder.frame(of: simulator, at: 1000)
        let box = try #require(builder.fieldBoxes(of: simulator).first)
        #expect(fieldTexts(in: frame).map(\.text) == ["abcdefghij", "klmno"])
        let caret = try #require(
            frame.fills.first { $0.color == colors.caret && $0.rect.width == FrameMetrics.caretWidth }?.rect)
        let inner = box.minX + FrameMetrics.fieldTextPadding
        #expect(caret.minX == inner + FrameFixtures.measurer.width(of: "klmno", style: textStyle))
        #expect(caret.minY == box.minY + 12 + 20, "on the second line")
        #expect(frame.strokes.filter { $0.color == colors.focusRing }.map(\.rect) == [box])
    }

    @Test func aLeadingImageAndATrailingButtonSitInsideTheBoxAndInsetTheText() throws {
        let simulator = try simulator([
            SceneField(
                id: "find", text: "hello", clearButton: .always, leadingImage: "search", trailingButton: "bookmark"),
            SceneField(id: "plain", text: "plain"),
        ])
        let box = simulator.form.fields[0].field
        let frame = builder.frame(of: simulator, at: 0)
        let size = FrameMetrics.fieldIconSize
        let padding = FrameMetrics.fieldTextPadding
        let gap = FrameMetrics.fieldIconGap

        let search = try #require(frame.icons.first { $0.icon == .search })
        #expect(search.rect == Rect(x: box.minX + padding, y: box.midY - size / 2, width: size, height: size))
        #expect(search.color == colors.placeholder)
        // UIKit's order from the trailing edge: the right view (bookmarks), then the clear button.
        let bookmark = try #require(frame.icons.first { $0.icon == .bookmark })
        #expect(bookmark.rect == Rect(x: box.maxX - padding - size, y: box.midY - size / 2, width: size, height: size))
        #expect(bookmark.color == colors.caret)
        let clear = try #require(frame.icons.first { $0.icon == .clear })
        #expect(clear.rect.maxX == bookmark.rect.minX - gap)

        let clip = try clip(inside: box, of: frame)
        #expect(clip.minX == search.rect.maxX + gap)
        #expect(clip.maxX == clear.rect.minX - padding)
        #expect(fieldTexts(in: frame).first { $0.text == "hello" }?.origin.x == clip.minX)
        #expect(frame.icons.count == 3, "the plain field shows no icons")

        let button = try #require(builder.trailingButtonFrame(inField: 0, of: simulator))
        #expect(button.center == bookmark.rect.center)
        #expect(button.height == box.height && button.width == size + gap)
        #expect(builder.trailingButtonFrame(inField: 1, of: simulator) == nil)
        #expect(builder.trailingButtonFrame(inField: 2, of: simulator) == nil)
    }

    @Test func aTrailingButtonWithoutAClearButtonSitsAtTheEdge() throws {
        let simulator = try simulator([SceneField(id: "when", text: "today", trailingButton: "calendar")])
        let box = simulator.form.fields[0].field
        let frame = builder.frame(of: simulator, at: 0)
        let calendar = try #require(frame.icons.first { $0.icon == .calendar })
        #expect(calendar.rect.maxX == box.maxX - FrameMetrics.fieldTextPadding)
        #expect(try clip(inside: box, of: frame).maxX == calendar.rect.minX - FrameMetrics.fieldIconGap)
    }

    @Test func iconNamesThatAreNotIconsDrawNothingAndTakeNoRoom() throws {
        let simulator = try simulator([
            SceneField(id: "x", text: "hello", leadingImage: "no-such-icon", trailingButton: "nor-this")
        ])
        let box = simulator.form.fields[0].field
        let frame = builder.frame(of: simulator, at: 0)
        #expect(frame.icons.isEmpty)
        #expect(
            try clip(inside: box, of: frame) == Rect(x: box.minX + 8, y: box.minY, width: box.width - 16, height: 44))
        #expect(builder.trailingButtonFrame(inField: 0, of: simulator) == nil)
    }
}
