import Foundation
import Testing

@testable import KeySimCore
@testable import KeySimSDL

/// The states a text field shows in the shipped example scenes, drawn end to end (the core's
/// `FrameBuilder` measuring with the real fonts, rasterised by the software renderer) on an
/// iPhone 15 in the light theme at twice its size, compared with golden PNGs (see `Golden`)
/// and checked pixel by pixel where a user would look.
struct FieldStateGoldensTests {
    let fonts: FontLibrary
    let icons: IconLibrary
    let layouts: LayoutCatalog
    let timings: TimingProfile
    let iPhone: DeviceProfile
    let light: Theme
    let builder: FrameBuilder

    /// Pixels per point of every golden.
    static let scale = 2.0
    /// A time after the keyboard slid in (it shows from 0) when the caret is shown.
    static let caretShownTime = 2 * FrameMetrics.caretBlinkInterval

    init() throws {
        fonts = try FontLibrary()
        icons = try ShippedAssets.icons()
        layouts = try ShippedAssets.layouts()
        timings = try ShippedAssets.timings()
        iPhone = try ShippedAssets.device("iphone-15")
        light = try ShippedAssets.theme("light")
        builder = FrameBuilder(theme: light, measurer: fonts)
    }

    // MARK: Empty and focused

    @Test func anEmptySignUpFormShowsEachPromptInThePlaceholderColourAndNoButtons() throws {
        let simulator = try simulator("sign-up")
        let image = try render(simulator, at: 0)
        try Golden.check(image, named: "sign-up-empty")

        for (index, field) in simulator.scene.fields.enumerated() {
            let geometry = try geometry(of: field.id, in: simulator, at: 0)
            #expect(geometry.clearButton == nil, "\(field.id) shows no clear button while unfocused and empty")
            let prompt = Rect(
                x: geometry.inner.minX, y: geometry.box.minY + 4, width: 60, height: geometry.box.height - 8)
            #expect(
                count(of: light.colors.placeholder, in: image, rect: prompt) > 20,
                "\(field.id) shows its prompt '\(field.prompt ?? "")'")
            #expect(count(of: light.colors.invalid, in: image, rect: geometry.box.outset(dx: 2, dy: 24)) == 0)
            #expect(simulator.shownText(ofField: index).isEmpty)
        }
        // The leading images sit inside the box, before the text.
        let email = try geometry(of: "email", in: simulator, at: 0)
        let envelope = try #require(email.leadingImage)
        #expect(envelope.icon == .envelope)
        #expect(envelope.rect.maxX < email.inner.minX)
        #expect(count(of: light.colors.placeholder, in: image, rect: envelope.rect) > 10, "the envelope shows")
    }

    @Test func aFocusedFieldWithTextShowsTheCaretAfterItTheClearButtonAndTheFocusRing() throws {
        var simulator = try simulator("sign-up")
        let name = try #require(simulator.index(of: "name"))
        _ = simulator.focus(fieldAt: name, time: 0)
        _ = simulator.hardwareText("Jane Appleseed", at: 300)
        let time = Self.caretShownTime
        _ = simulator.advance(to: time)
        #expect(FrameBuilder.caretIsVisible(since: simulator.keyboardShownSince ?? 0, at: time))
        let image = try render(simulator, at: time)
        try Golden.check(image, named: "sign-up-name-focused")

        let geometry = try geometry(of: "name", in: simulator, at: time)
        let textWidth = fonts.width(of: "Jane Appleseed", style: textStyle)
        let caret = Point(x: geometry.inner.minX + textWidth + FrameMetrics.caretWidth / 2, y: geometry.rowMidY)
        let caretPixel = SampledPixel(image, at: caret, scale: Self.scale)
        #expect(caretPixel.shows(light.colors.caret), "caret pixel is \(caretPixel)")
        let clear = try #require(geometry.clearButton, "a focused field with text shows its clear button")
        #expect(clear.minX > caret.x)
        #expect(count(of: light.colors.placeholder, in: image, rect: clear) > 20, "the ⓧ is drawn")
        let ring = Point(x: geometry.box.midX, y: geometry.box.minY + FrameMetrics.focusRingWidth / 4)
        #expect(SampledPixel(image, at: ring, scale: Self.scale).shows(light.colors.focusRing))
        let text = Rect(x: geometry.inner.minX, y: geometry.box.minY + 4, width: textWidth, height: 36)
        #expect(count(of: light.colors.fieldText, in: image, rect: text) > 50, "the typed text shows")
        // The unfocused email field below shows no clear button (only while editing).
        #expect(try self.geometry(of: "email", in: simulator, at: time).clearButton == nil)
    }

    @Test func aSecureFieldShowsTheCharacterJustTypedBesideBulletsForASecond() throws {
        var simulator = try simulator("sign-up")
        let password = try #require(simulator.index(of: "password"))
        _ = simulator.focus(fieldAt: password, time: 0)
        var time = 300
        for character in "hunter2" {
            _ = simulator.hardwareText(String(character), at: time)
            time += 100
        }
        let typedLast = time - 100
        let shownAt = typedLast + 100
        #expect(shownAt == Self.caretShownTime)
        _ = simulator.advance(to: shownAt)
        let shown = simulator.shownText(ofField: password, at: shownAt)
        #expect(shown.count == 7)
        #expect(shown.hasSuffix("2"))
        #expect(!shown.contains("hunter"), "the earlier characters are hidden: \(shown)")
        let image = try render(simulator, at: shownAt)
        try Golden.check(image, named: "sign-up-password-last-character")

        // The revealed "2" is drawn after six bullets; a second later it is a bullet too.
        let geometry = try geometry(of: "password", in: simulator, at: shownAt)
        let bullets = fonts.width(
            of: String(shown.dropLast()).replacingOccurrences(of: "•", with: FrameMetrics.secureDot), style: textStyle)
        let two = fonts.width(of: "2", style: textStyle)
        let lastCharacter = Rect(
            x: geometry.inner.minX + bullets, y: geometry.box.minY + 4, width: two, height: geometry.box.height - 8)
        #expect(count(of: light.colors.fieldText, in: image, rect: lastCharacter) > 10, "the '2' shows")
        let later = simulator.shownText(ofField: password, at: typedLast + Simulator.secureRevealDuration)
        #expect(!later.contains("2") && later.count == 7)
        let hidden = try render(simulator, at: typedLast + Simulator.secureRevealDuration + 500)
        #expect(differingPixels(image, hidden, in: lastCharacter, scale: Self.scale) > 10)
    }

    // MARK: Validation

    @Test func anInvalidEmailShowsARedBorderAndItsMessageOnceFocusMovesOn() throws {
        var simulator = try simulator("sign-up")
        let email = try #require(simulator.index(of: "email"))
        let username = try #require(simulator.index(of: "username"))
        _ = simulator.focus(fieldAt: email, time: 0)
        _ = simulator.hardwareText("ann@", at: 300)
        let whileTyping = try render(simulator, at: 400)
        _ = simulator.focus(fieldAt: username, time: 600)
        #expect(simulator.focusedFieldID == "username")
        let time = Self.caretShownTime
        _ = simulator.advance(to: time)
        let image = try render(simulator, at: time)
        try Golden.check(image, named: "sign-up-email-invalid")

        let geometry = try geometry(of: "email", in: simulator, at: time)
        let border = Point(x: geometry.box.midX, y: geometry.box.maxY - FrameMetrics.fieldBorderWidth / 2)
        let borderPixel = SampledPixel(image, at: border, scale: Self.scale)
        #expect(borderPixel.shows(light.colors.invalid), "the border is \(borderPixel)")
        #expect(!SampledPixel(whileTyping, at: border, scale: Self.scale).shows(light.colors.invalid))
        let message = Rect(x: geometry.box.minX, y: geometry.box.maxY + FrameMetrics.messageGap, width: 200, height: 16)
        #expect(count(of: light.colors.invalid, in: image, rect: message) > 30, "the message shows below the field")
        #expect(count(of: light.colors.invalid, in: whileTyping, rect: message) == 0, "not while typing")
    }

    // MARK: Long text

    @Test func theAddressFormTruncatesTheDirectionsAtTheTailAndWrapsTheNoteByWord() throws {
        let simulator = try simulator("address")
        let image = try render(simulator, at: 0)
        try Golden.check(image, named: "address-long-text")

        let directions = try geometry(of: "directions", in: simulator, at: 0)
        let truncated = try #require(directions.lines.first)
        #expect(directions.lines.count == 1)
        #expect(truncated.hasSuffix("…"), "directions show '\(truncated)'")
        #expect(truncated.hasPrefix("Ring the bell"))
        #expect(fonts.width(of: truncated, style: textStyle) <= directions.inner.width)

        let note = try geometry(of: "note", in: simulator, at: 0)
        #expect(note.lines.count >= 2, "the note wraps: \(note.lines)")
        #expect(note.lines.joined() == simulator.scene.fields.last?.text)
        #expect(note.lines.dropLast().allSatisfy { $0.hasSuffix(" ") }, "lines break after whole words")
        #expect(note.box.height > 44)
        let lineHeight = fonts.lineHeight(textStyle)
        let lastLine = Rect(
            x: note.inner.minX, y: note.textTop + Double(note.lines.count - 1) * lineHeight, width: 60,
            height: lineHeight)
        #expect(count(of: light.colors.fieldText, in: image, rect: lastLine) > 20, "the last line shows")
        let bottom = Point(x: note.box.midX, y: note.box.maxY - FrameMetrics.fieldBorderWidth / 2)
        #expect(SampledPixel(image, at: bottom, scale: Self.scale).shows(light.colors.fieldBorder))
    }

    @Test func everyTruncationModeCutsTheSameTextWhereItSaysAndClipShowsItsStart() throws {
        let text = "Ring the bell at the side gate, then follow the path round the back to the blue door"
        let modes: [LineBreakMode] = [.clip, .truncateHead, .truncateMiddle, .truncateTail]
        let scene = Scene(
            title: "Line breaks",
            fields: modes.map { SceneField(id: $0.rawValue, label: $0.rawValue, text: text, lineBreak: $0) })
        let simulator = try Simulator(scene: scene, device: iPhone, layouts: layouts, timings: timings)
        let image = try render(simulator, at: 0)
        try Golden.check(image, named: "line-break-modes")

        func shown(_ mode: LineBreakMode) throws -> String {
            try #require(try geometry(of: mode.rawValue, in: simulator, at: 0).lines.first)
        }
        #expect(try shown(.clip) == text, "clip draws the whole text, cut by the box")
        #expect(try shown(.truncateHead).hasPrefix("…") && (try shown(.truncateHead)).hasSuffix("blue door"))
        let middle = try shown(.truncateMiddle)
        #expect(middle.hasPrefix("Ring") && middle.hasSuffix("door") && middle.contains("…"))
        #expect(try shown(.truncateTail).hasPrefix("Ring the bell") && (try shown(.truncateTail)).hasSuffix("…"))
        for mode in modes.dropFirst() {
            let geometry = try geometry(of: mode.rawValue, in: simulator, at: 0)
            #expect(fonts.width(of: try shown(mode), style: textStyle) <= geometry.inner.width, "\(mode) fits")
        }
    }

    @Test func aPointerRestingOverTruncatedTextShowsTheWholeTextInATooltip() throws {
        var simulator = try simulator("address")
        let directions = try geometry(of: "directions", in: simulator, at: 0)
        _ = simulator.pointerMoved(to: directions.box.center, at: 100)
        let before = try render(simulator, at: 100 + Simulator.tooltipDelay - 1)
        let time = 100 + Simulator.tooltipDelay
        let text = try #require(builder.tooltipText(of: simulator, at: time))
        #expect(text == simulator.scene.fields.first { $0.id == "directions" }?.text)
        let image = try render(simulator, at: time)
        try Golden.check(image, named: "address-tooltip")
        // The panel (dark, in the field text colour) sits under the pointer.
        let under = Rect(
            x: directions.box.midX - 20, y: directions.box.midY + FrameMetrics.tooltipOffset + 2, width: 40,
            height: 10)
        #expect(count(of: light.colors.fieldText, in: image, rect: under) > 100, "the tooltip panel shows")
        #expect(count(of: light.colors.fieldText, in: before, rect: under) < 20, "not before the pointer rested")
    }

    @Test func aComboBoxListsTheMatchingChoicesUnderItsField() throws {
        var simulator = try simulator("search")
        let query = try #require(simulator.index(of: "query"))
        _ = simulator.focus(fieldAt: query, time: 0)
        _ = simulator.press(HardwarePress(.character("a"), modifiers: [.ctrl]), at: 100)
        _ = simulator.hardwareText("key", at: 200)
        let time = Self.caretShownTime
        _ = simulator.advance(to: time)
        #expect(simulator.offeredChoices(ofField: query) == ["keyboard types", "keyboard layouts"])
        let image = try render(simulator, at: time)
        try Golden.check(image, named: "search-combo-open")
        let box = try geometry(of: "query", in: simulator, at: time).box
        let list = Rect(x: box.minX + 8, y: box.maxY + 8, width: 120, height: 60)
        #expect(
            count(of: light.colors.fieldText, in: image, rect: list) > 50, "the choices are written under the field")
    }

    // MARK: Formatting

    @Test func aCommittedAmountShowsInGermanCurrencyFormatOnceFocusMovesOn() throws {
        var simulator = try simulator("payment")
        let amount = try #require(simulator.index(of: "amount"))
        let tip = try #require(simulator.index(of: "tip"))
        _ = simulator.focus(fieldAt: amount, time: 0)
        _ = simulator.hardwareText("1234,5", at: 300)
        #expect(simulator.shownText(ofField: amount) == "1234,5", "while editing the typed text shows")
        _ = simulator.focus(fieldAt: tip, time: 600)
        let time = Self.caretShownTime
        _ = simulator.advance(to: time)
        let shown = simulator.shownText(ofField: amount, at: time)
        #expect(shown.replacingOccurrences(of: "\u{A0}", with: " ") == "1.234,50 €")
        let image = try render(simulator, at: time)
        try Golden.check(image, named: "payment-amount-committed")

        let geometry = try geometry(of: "amount", in: simulator, at: time)
        #expect(geometry.lines == [shown])
        let width = fonts.width(of: shown, style: textStyle)
        #expect(width <= geometry.inner.width, "the formatted amount fits its field")
        let euro = Rect(
            x: geometry.inner.minX + width - 12, y: geometry.box.minY + 4, width: 12, height: geometry.box.height - 8)
        #expect(count(of: light.colors.fieldText, in: image, rect: euro) > 10, "the € sign shows at the end")
    }

    // MARK: Helpers

    private var textStyle: TextStyle { light.fonts.fieldText.style(light.colors.fieldText) }

    /// A shipped scene on the iPhone 15, no field focused.
    private func simulator(_ scene: String) throws -> Simulator {
        try Simulator(scene: try ShippedAssets.scene(scene), device: iPhone, layouts: layouts, timings: timings)
    }

    /// Where a field's parts are drawn at `time`, in window points (the form is not scrolled
    /// in these cases).
    private func geometry(of fieldID: String, in simulator: Simulator, at time: Int) throws -> FieldGeometry {
        #expect(simulator.scrollOffset == 0)
        let index = try #require(simulator.index(of: fieldID))
        return builder.fieldGeometries(of: simulator, at: time)[index]
    }

    private func render(_ simulator: Simulator, at time: Int) throws -> Image {
        try Rasterizer.render(builder.frame(of: simulator, at: time), scale: Self.scale, fonts: fonts, icons: icons)
    }

    /// How many pixels inside `rect` (points) show `color`.
    private func count(of color: Color, in image: Image, rect: Rect) -> Int {
        pixelCount(of: color, in: image, rect: rect, scale: Self.scale)
    }
}
