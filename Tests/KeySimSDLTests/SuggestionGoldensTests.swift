import Foundation
import Testing

@testable import KeySimCore
@testable import KeySimSDL

/// The QuickType bar and spell checking drawn end to end in both themes with the shipped
/// English dictionary and compared with golden PNGs, checked where a person would look: the
/// three words centred in their thirds, the autocorrection on its plate, the dividers where no
/// plate is, a top-row key's preview rising over the bar, and the dotted red line under a
/// misspelled word and nowhere else.
struct SuggestionGoldensTests {
    let fonts: FontLibrary
    let icons: IconLibrary
    let layouts: LayoutCatalog
    let iPhone: DeviceProfile

    static let scale = 2.0

    /// The shipped dictionaries, read once for the whole suite as `keysim replay` reads them.
    static let dictionaries = DictionaryFolder(path: ShippedAssets.root + "/Assets/Dictionaries")

    /// A form with one field that checks spelling but does not correct (so a mistyped word
    /// stays and is marked), as a notes app with autocorrection turned off has.
    static let spellCheckedScene = """
        {"title": "Spelling", "fields": [
          {"id": "checked", "label": "Checked, not corrected", "autocorrection": false, "spellChecking": true}
        ]}
        """

    init() throws {
        fonts = try FontLibrary()
        icons = try ShippedAssets.icons()
        layouts = try ShippedAssets.layouts()
        iPhone = try ShippedAssets.device("iphone-15")
    }

    /// A simulator of `scene` on the iPhone 15 with the shipped dictionaries, field `id`
    /// focused at time 0.
    private func focused(_ id: String, in scene: Scene) throws -> (simulator: Simulator, field: Int) {
        var simulator = try Simulator(scene: scene, device: iPhone, layouts: layouts)
        simulator.dictionaries = DictionaryAccess(source: Self.dictionaries)
        let field = try #require(simulator.index(of: id))
        _ = simulator.focus(fieldAt: field, time: 0)
        return (simulator, field)
    }

    /// Taps `text` on the keys shown, a letter at a time at the key's centre (as a finger
    /// would, down and up 60 ms apart, 150 ms a key), from `time`; returns when the next tap
    /// may come. A space is the space bar; capitals come from the keyboard's own shift.
    private func tap(_ text: String, on simulator: inout Simulator, from time: Int) throws -> Int {
        var time = time
        for character in text {
            let id = character == " " ? "space" : String(character)
            let point = try #require(simulator.shownKeyCentre(id), "no key '\(id)' shown")
            _ = simulator.touch(.down, at: point, finger: 0, time: time)
            _ = simulator.touch(.up, at: point, finger: 0, time: time + 60)
            time += 150
        }
        return time
    }

    /// A time at or after `time` when the caret is shown (so the golden does not depend on the
    /// blink) and the keyboard has settled.
    private func shownTime(after time: Int, of simulator: Simulator) -> Int {
        let blink = 2 * FrameMetrics.caretBlinkInterval
        let shown = ((time + blink) / blink) * blink
        #expect(FrameBuilder.caretIsVisible(since: simulator.keyboardShownSince ?? 0, at: shown))
        #expect(FrameBuilder.keyboardSlide(of: simulator, at: shown)?.offset == 0)
        return shown
    }

    /// The demo form's default-keyboard field with "I saw teh" tapped into it.
    private func typedTeh() throws -> (simulator: Simulator, field: Int, time: Int) {
        var (simulator, field) = try focused("default", in: try ShippedAssets.scene("demo"))
        let end = try tap("i saw teh", on: &simulator, from: FrameMetrics.slideDuration + 100)
        #expect(simulator.sessions[field].field.text == "I saw teh")
        return (simulator, field, end)
    }

    private func render(_ simulator: Simulator, theme: Theme, at time: Int) throws -> Image {
        let builder = FrameBuilder(theme: theme, measurer: fonts)
        return try Rasterizer.render(
            builder.frame(of: simulator, at: time), scale: Self.scale, fonts: fonts, icons: icons)
    }

    /// The bar's frame and its three slots, in window points.
    private func slots(of simulator: Simulator) throws -> (bar: Rect, slots: [Rect]) {
        let bar = try #require(simulator.suggestionBarFrame)
        return (bar, Simulator.suggestionSlotFrames(in: bar))
    }

    /// The smallest rectangle (points) holding the pixels that show `color` in `rect`, or nil
    /// when none does: where something drawn in that colour is.
    private func inkBounds(of color: Color, in image: Image, rect: Rect) -> Rect? {
        var (minX, maxX, minY, maxY) = (Double.infinity, -Double.infinity, Double.infinity, -Double.infinity)
        for y in stride(from: rect.minY, to: rect.maxY, by: 1 / Self.scale) {
            for x in stride(from: rect.minX, to: rect.maxX, by: 1 / Self.scale)
            where SampledPixel(image, at: Point(x: x, y: y), scale: Self.scale).shows(color) {
                (minX, maxX, minY, maxY) = (min(minX, x), max(maxX, x), min(minY, y), max(maxY, y))
            }
        }
        guard minX <= maxX else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX + 1 / Self.scale, height: maxY - minY + 1 / Self.scale)
    }

    /// Checks that each slot's word is drawn in the key text colour, centred in its third.
    private func expectWordsCentred(in image: Image, slots: [Rect], theme: Theme, count: Int) {
        for (index, slot) in slots.enumerated() {
            let inside = slot.outset(dx: -4, dy: -8)
            let middle = inkBounds(of: theme.colors.keyText, in: image, rect: inside)?.midX
            if index < count {
                #expect(
                    middle.map { abs($0 - slot.midX) <= 1.5 } == true,
                    "slot \(index)'s word is centred at \(String(describing: middle)), its third's middle \(slot.midX)")
            } else {
                #expect(middle == nil, "slot \(index) is empty")
            }
        }
    }

    /// The pixels of a divider line in a column 2 pt wide at `x`, the bar's height but 2 pt
    /// at each end.
    private func dividerPixels(at x: Double, bar: Rect, in image: Image, theme: Theme) -> Int {
        let column = Rect(x: x - 1, y: bar.minY + 2, width: 2, height: bar.height - 4)
        let divider = InspectorGoldensTests.blend(theme.colors.suggestionDivider, over: theme.colors.keyboardBackground)
        return pixelCount(of: divider, in: image, rect: column, scale: Self.scale)
    }

    @Test(arguments: ["light", "dark"])
    func aMistypedWordShowsItselfInQuotesItsCorrectionOnAPlateAndAnotherWord(themeID: String) throws {
        let theme = try ShippedAssets.theme(themeID)
        let (simulator, _, end) = try typedTeh()
        #expect(simulator.suggestionBar?.words == ["teh", "the", "ten"])
        #expect(simulator.suggestionBar?.autocorrection == "the")
        let time = shownTime(after: end, of: simulator)
        let image = try render(simulator, theme: theme, at: time)
        try Golden.check(image, named: "bar-autocorrection-\(themeID)")

        let (bar, slots) = try slots(of: simulator)
        #expect(bar.maxY == iPhone.keyboardOrigin.y, "the bar sits on the keys")
        #expect(bar.height == 45)
        expectWordsCentred(in: image, slots: slots, theme: theme, count: 3)
        // The plate: the middle third's corners inside the plate show it, the outer thirds
        // and the bar's edges the keyboard's background.
        let plate = slots[1].outset(
            dx: -FrameBuilder.suggestionPlateInset.dx, dy: -FrameBuilder.suggestionPlateInset.dy)
        for point in [
            Point(x: plate.minX + 4, y: plate.minY + 4), Point(x: plate.maxX - 4, y: plate.maxY - 4),
            Point(x: plate.minX + 6, y: plate.midY),
        ] {
            let pixel = SampledPixel(image, at: point, scale: Self.scale)
            #expect(pixel.shows(theme.colors.suggestionHighlight), "the plate at \(point) is \(pixel)")
        }
        for point in [
            Point(x: slots[0].minX + 4, y: bar.midY), Point(x: slots[2].maxX - 4, y: bar.midY),
            Point(x: slots[1].midX, y: bar.minY + 1), Point(x: slots[1].minX + 1, y: bar.midY),
        ] {
            let pixel = SampledPixel(image, at: point, scale: Self.scale)
            #expect(pixel.shows(theme.colors.keyboardBackground), "outside the plate at \(point) is \(pixel)")
        }
        // No divider beside the plate.
        for x in [slots[1].minX, slots[2].minX] {
            #expect(dividerPixels(at: x, bar: bar, in: image, theme: theme) == 0, "no divider at x \(x)")
        }
        // Each word, the quoted one too, is whole inside its third's insets and the bar's height.
        for (index, slot) in slots.enumerated() {
            let ink = try #require(inkBounds(of: theme.colors.keyText, in: image, rect: slot))
            let room = slot.outset(dx: -FrameBuilder.suggestionTextInset + 1, dy: -2)
            #expect(
                ink.minX >= room.minX && ink.maxX <= room.maxX && ink.minY >= room.minY && ink.maxY <= room.maxY,
                "slot \(index)'s word \(ink) inside \(room)")
        }
    }

    @Test(arguments: ["light", "dark"])
    func aTopRowKeysPreviewRisesOverTheBar(themeID: String) throws {
        let theme = try ShippedAssets.theme(themeID)
        var (simulator, _, end) = try typedTeh()
        let r = try #require(simulator.shownKeyCentre("r"))
        _ = simulator.touch(.down, at: r, finger: 0, time: end)
        #expect(simulator.keyboard?.pressedKeys == [0: "r"])
        #expect(simulator.suggestionBar?.words == ["teh", "the", "ten"], "nothing goes in before the finger lifts")
        let time = shownTime(after: end + 10, of: simulator)
        _ = simulator.advance(to: time)
        let image = try render(simulator, theme: theme, at: time)
        try Golden.check(image, named: "bar-preview-over-bar-\(themeID)")

        // Above the key, in the bar, the preview's bubble covers the bar's background and
        // shows the key's letter.
        let (bar, _) = try slots(of: simulator)
        let above = Rect(x: r.x - 12, y: bar.minY + 4, width: 24, height: bar.height - 8)
        #expect(pixelCount(of: theme.colors.keyboardBackground, in: image, rect: above, scale: Self.scale) == 0)
        #expect(pixelCount(of: theme.colors.keyText, in: image, rect: above, scale: Self.scale) > 20)
        // Lifting types the letter and the bar shows what was typed then.
        _ = simulator.touch(.up, at: r, finger: 0, time: time + 10)
        #expect(simulator.suggestionBar?.words.first == "tehr")
    }

    @Test(arguments: ["light", "dark"])
    func aMisspelledWordIsUnderlinedWithRedDotsOnceASpaceEndsIt(themeID: String) throws {
        let theme = try ShippedAssets.theme(themeID)
        let scene = try Scene.decode(SourceFile(path: "spelling.json", text: Self.spellCheckedScene))
        var (simulator, field) = try focused("checked", in: scene)
        let end = try tap("i saw a wrod ", on: &simulator, from: FrameMetrics.slideDuration + 100)
        let session = simulator.sessions[field]
        #expect(session.field.text == "I saw a wrod ", "not corrected")
        #expect(session.misspelledWords == [8..<12])
        #expect(simulator.suggestionBar == nil, "no bar where autocorrection is off and 'predictive' unset")
        let time = shownTime(after: end, of: simulator)
        let image = try render(simulator, theme: theme, at: time)
        try Golden.check(image, named: "misspelled-underline-\(themeID)")

        // The dots lie under "wrod", just below the baseline, and nowhere else on the screen.
        let builder = FrameBuilder(theme: theme, measurer: fonts)
        let geometry = builder.fieldGeometries(of: simulator)[field]
        let style = theme.fonts.fieldText.style(theme.colors.fieldText)
        let start = geometry.inner.minX - geometry.scroll + fonts.width(of: "I saw a ", style: style)
        let stop = geometry.inner.minX - geometry.scroll + fonts.width(of: "I saw a wrod", style: style)
        let baseline = geometry.textTop + fonts.ascent(style) - simulator.scrollOffset
        let under = Rect(x: start, y: baseline, width: stop - start, height: 6)
        let dots = pixelCount(of: theme.colors.misspelled, in: image, rect: under, scale: Self.scale)
        #expect(dots > 8, "\(dots) red pixels under the word")
        let screen = Rect(x: 0, y: 0, width: iPhone.screen.width, height: iPhone.screen.height)
        let everywhere = pixelCount(of: theme.colors.misspelled, in: image, rect: screen, scale: Self.scale)
        #expect(everywhere == dots, "\(everywhere - dots) red pixels away from the word")
        // Round dots a dot apart along the word, from its first letter to its last.
        let ink = try #require(inkBounds(of: theme.colors.misspelled, in: image, rect: under))
        // (The dots' solid pixels: a round dot's edge is blended, so they begin about half a
        // dot in from where it is drawn.)
        #expect(abs(ink.minX - start) < 1.5, "the dots start at the word (\(ink.minX) vs \(start))")
        #expect(stop - ink.maxX < 2 * FrameMetrics.misspellingDot, "the dots reach its end (\(ink.maxX) vs \(stop))")
        #expect(ink.minY >= baseline + 1, "below the baseline, clear of the letters")
        let row = stride(from: ink.minX, to: ink.maxX, by: 1 / Self.scale).map { x in
            SampledPixel(image, at: Point(x: x, y: ink.midY - 0.25), scale: Self.scale).shows(theme.colors.misspelled)
        }
        let dotCount = zip(row, [false] + row).filter { $0 && !$1 }.count
        let room = stop - start - FrameMetrics.misspellingDot
        #expect(dotCount == Int(room / (2 * FrameMetrics.misspellingDot)) + 1, "\(dotCount) dots, each apart")
    }

    @Test(arguments: ["light", "dark"])
    func deletingBackIntoACorrectionOffersTheOriginalWithDividersBetweenTheSlots(themeID: String) throws {
        let theme = try ShippedAssets.theme(themeID)
        var (simulator, field, end) = try typedTeh()
        var time = try tap(" ", on: &simulator, from: end)
        #expect(simulator.sessions[field].field.text == "I saw the ", "corrected by the space")
        let delete = try #require(simulator.shownKeyCentre("delete"))
        _ = simulator.touch(.down, at: delete, finger: 0, time: time)
        _ = simulator.touch(.up, at: delete, finger: 0, time: time + 60)
        time += 150
        #expect(simulator.sessions[field].field.text == "I saw the")
        let bar = try #require(simulator.suggestionBar)
        #expect(bar.words.prefix(2) == ["teh", "the"], "the original first, then the correction kept as it is")
        #expect(bar.slots.first?.kind == .original)
        #expect(bar.autocorrection == nil, "a space now keeps 'the': nothing is plated")
        time = shownTime(after: time, of: simulator)
        let image = try render(simulator, theme: theme, at: time)
        try Golden.check(image, named: "bar-revert-offer-\(themeID)")

        let (frame, slots) = try slots(of: simulator)
        expectWordsCentred(in: image, slots: slots, theme: theme, count: bar.slots.count)
        // No plate: where one would be, beside the words, the bar's background shows.
        for slot in slots {
            for point in [Point(x: slot.minX + 6, y: slot.midY), Point(x: slot.maxX - 6, y: slot.minY + 8)] {
                let pixel = SampledPixel(image, at: point, scale: Self.scale)
                #expect(pixel.shows(theme.colors.keyboardBackground), "no plate at \(point): \(pixel)")
            }
        }
        for x in [slots[1].minX, slots[2].minX] {
            #expect(dividerPixels(at: x, bar: frame, in: image, theme: theme) >= 20, "a divider at x \(x)")
        }
        // Inside a slot, between its edge and its centred word (a column through the word would
        // meet its anti-aliased edges, which in the dark theme pass through the divider's grey).
        for x in [slots[1].minX + 12, slots[1].maxX - 12] {
            #expect(dividerPixels(at: x, bar: frame, in: image, theme: theme) == 0, "none inside a slot at x \(x)")
        }
    }
}
