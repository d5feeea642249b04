import Testing

@testable import KeySimCore

/// The inspector a layout author turns on to see where touches go: every key's hit region
/// tinted (no two touching regions alike), its visible frame outlined, its id written, and
/// the last touch marked with the key it chose.
struct FrameBuilderInspectorTests {
    let device: DeviceProfile
    let builder: FrameBuilder

    init() throws {
        device = try FrameFixtures.device()
        builder = try FrameFixtures.builder()
    }

    /// The keyboard alone with the inspector, as `keysim render --layout … --inspect` draws it.
    func inspected(_ keyboard: Keyboard, touch: Point? = nil) -> Frame {
        let lastTouch = touch.map { InspectorTouch(point: $0, keyboard: keyboard, origin: Point(x: 0, y: 0)) }
        return builder.inspectedKeyboardFrame(
            keyboard, context: KeyboardContext(), device: device, lastTouch: lastTouch)
    }

    @Test(arguments: [KeyboardType.default, .emailAddress, .numberPad, .phonePad, .decimalPad, .twitter])
    func everyKeyGetsOneTranslucentHitRegionFillAndWithTheGreyDeadZonesTheyTileTheKeyboard(type: KeyboardType)
        throws
    {
        let keyboard = try FrameFixtures.keyboard(for: type)
        let frame = inspected(keyboard)
        let palette = Set(InspectorStyle.regionColors)
        let regions = frame.fills.filter { palette.contains($0.color) }
        #expect(regions.map(\.rect) == keyboard.geometry.keys.map(\.hitRegion), "one fill per key, in key order")
        #expect(regions.allSatisfy { $0.color.alpha < 255 && $0.radius == 0 })
        // The places that answer no touch are grey: the empty cells, then the strip (the
        // strip's keys are drawn over it).
        let dead = frame.fills(in: InspectorStyle.deadZone)
        let strip = try #require(keyboard.geometry.strip)
        #expect(dead == keyboard.geometry.emptyCells + [strip])
        #expect(frame.texts.filter { $0.text == InspectorStyle.deadZoneTag }.count == dead.count)
        func area(_ rect: Rect) -> Double { rect.width * rect.height }
        let rows = zip(regions, keyboard.geometry.keys).filter { !$1.inStrip }.reduce(0) { $0 + area($1.0.rect) }
        #expect(
            abs(rows + dead.reduce(0) { $0 + area($1) } - device.screen.width * device.keyboard.height) < 0.001,
            "no gaps, no overlaps")
    }

    @Test func theNumberPadsBlankLeftOfZeroIsGreyAndATouchThereChoosesNoKey() throws {
        let keyboard = try FrameFixtures.keyboard(for: .numberPad)
        let zero = try #require(keyboard.geometry.frame(of: "0"))
        let blank = try #require(keyboard.geometry.emptyCells.first)
        #expect(keyboard.geometry.emptyCells.count == 1)
        #expect(blank == Rect(x: 0, y: zero.hitRegion.minY, width: zero.hitRegion.minX, height: zero.hitRegion.height))
        let point = Point(x: 60, y: zero.visible.midY)
        let touch = InspectorTouch(point: point, keyboard: keyboard, origin: Point(x: 0, y: 0))
        #expect(touch.keyID == nil)
        #expect(touch.caption == "(60, 193) → no key")
        let frame = inspected(keyboard, touch: point)
        #expect(frame.fills(in: InspectorStyle.chosenRegion).isEmpty)
        #expect(frame.fills(in: InspectorStyle.deadZone).first == blank)
    }

    @Test(arguments: [KeyboardType.default, .emailAddress, .phonePad, .decimalPad, .URL, .numbersAndPunctuation])
    func regionsThatShareAnEdgeNeverShareAColour(type: KeyboardType) throws {
        let keyboard = try FrameFixtures.keyboard(for: type)
        let palette = Set(InspectorStyle.regionColors)
        let regions = inspected(keyboard).fills.filter { palette.contains($0.color) }
        let ids = keyboard.geometry.keys.map(\.key.id)
        var neighbours = 0
        for first in regions.indices {
            for second in regions.indices where first < second && Self.touch(regions[first].rect, regions[second].rect)
            {
                neighbours += 1
                #expect(
                    regions[first].color != regions[second].color,
                    "'\(ids[first])' and '\(ids[second])' touch and are both \(regions[first].color)")
            }
        }
        #expect(neighbours >= regions.count - 1, "the regions of a keyboard touch each other")
    }

    @Test func everyVisibleFrameIsOutlinedAndLabelledWithItsID() throws {
        let keyboard = try FrameFixtures.keyboard(for: .default)
        let frame = inspected(keyboard)
        let outlines = frame.strokes.filter { $0.color == InspectorStyle.keyOutline }.map(\.rect)
        #expect(outlines == keyboard.geometry.keys.map(\.visible))
        let ids = frame.texts.filter { $0.style == InspectorStyle.idText && $0.text != InspectorStyle.deadZoneTag }
        #expect(ids.map(\.text) == keyboard.geometry.keys.map(\.key.id))
        #expect(ids.map(\.text).contains("numbers") && ids.map(\.text).contains("shift"))
        for (id, key) in zip(ids, keyboard.geometry.keys) {
            #expect(key.visible.contains(id.origin), "the id '\(id.text)' is written inside its key")
            #expect(id.style.size < builder.theme.fonts.keyLabel.size, "ids are smaller than the keys' labels")
        }
    }

    @Test func theInspectorIsDrawnOverTheKeysAndLeavesTheKeyboardUnderItAsItWas() throws {
        let keyboard = try FrameFixtures.keyboard(for: .default)
        let plain = builder.keyboardFrame(keyboard, context: KeyboardContext(), device: device)
        let frame = inspected(keyboard)
        #expect(Array(frame.commands.prefix(plain.commands.count)) == plain.commands)
        #expect(frame.commands.count > plain.commands.count + 3 * keyboard.geometry.keys.count)
    }

    /// Points in keyboard coordinates and the key a touch there chooses on the default letters.
    @Test(arguments: [
        (Point(x: 0, y: 0), "q"),  // the top-left corner, outside every visible frame
        (Point(x: 392.5, y: 10), "p"),
        (Point(x: 20, y: 218), "numbers"),  // below the bottom row's key, in its band
        (Point(x: 392, y: 218), "return"),
        (Point(x: 20, y: 240), "globe"),  // in the strip
        (Point(x: 5, y: 100), "a"),  // left of the indented row
    ])
    func aTouchChoosesTheKeyWhoseHitRegionHoldsItAndMarksThatRegion(point: Point, expected: String) throws {
        let keyboard = try FrameFixtures.keyboard(for: .default)
        let touch = InspectorTouch(point: point, keyboard: keyboard, origin: Point(x: 0, y: 0))
        #expect(touch.keyID == expected)
        let region = try #require(keyboard.geometry.frame(of: expected)).hitRegion
        #expect(touch.region == region)
        #expect(region.contains(point))

        let frame = inspected(keyboard, touch: point)
        #expect(frame.fills(in: InspectorStyle.chosenRegion) == [region])
        #expect(frame.strokes.filter { $0.color == InspectorStyle.chosenEdge }.map(\.rect) == [region])
        let dot = try #require(frame.fills(in: InspectorStyle.touchDot).first)
        #expect(dot.center == point)
        let caption = try #require(frame.texts.first { $0.style == InspectorStyle.captionText })
        #expect(caption.text.hasSuffix("→ \(expected)"))
    }

    @Test(arguments: [
        (Point(x: 120, y: 150), "(120, 150) → x"),
        (Point(x: 100.25, y: 30), "(100.3, 30) → e"),
        (Point(x: 5, y: 400), "(5, 400) → no key"),
    ])
    func theCaptionWritesThePointAndTheChosenKey(point: Point, caption: String) throws {
        let keyboard = try FrameFixtures.keyboard(for: .default)
        #expect(InspectorTouch(point: point, keyboard: keyboard, origin: Point(x: 0, y: 0)).caption == caption)
    }

    @Test(arguments: [Point(x: 392, y: 1), Point(x: 1, y: 1), Point(x: 392, y: 290), Point(x: 196, y: 150)])
    func theCaptionStaysInsideTheFrameNearEveryEdge(point: Point) throws {
        let keyboard = try FrameFixtures.keyboard(for: .default)
        let frame = inspected(keyboard, touch: point)
        let tag = try #require(frame.fills(in: InspectorStyle.captionTag).first)
        let bounds = Rect(x: 0, y: 0, width: frame.size.width, height: frame.size.height)
        #expect(tag.minX >= 0 && tag.minY >= 0 && tag.maxX <= bounds.maxX && tag.maxY <= bounds.maxY, "\(tag)")
        #expect(!tag.contains(point), "the caption does not cover the touch")
    }

    // MARK: On the simulator's screen

    @Test func onTheScreenTheRegionsSitOnTheKeyboardAndATouchThereChoosesItsKey() throws {
        var simulator = try FrameFixtures.demo()
        _ = simulator.focus(fieldAt: try #require(simulator.index(of: "email")), time: 0)
        let keyboard = try #require(simulator.keyboard)
        let origin = device.keyboardOrigin
        let at = try FrameFixtures.centre(of: "@", on: keyboard)
        let point = Point(x: origin.x + at.x, y: origin.y + at.y)
        let touch = InspectorTouch(point: point, simulator: simulator)
        #expect(touch.keyID == "@")

        let frame = builder.inspectedFrame(of: simulator, at: 1_000, lastTouch: touch)
        let palette = Set(InspectorStyle.regionColors)
        let regions = frame.fills.filter { palette.contains($0.color) }.map(\.rect)
        #expect(regions == keyboard.geometry.keys.map { $0.hitRegion.offsetBy(dx: origin.x, dy: origin.y) })
        let chosen = try #require(keyboard.geometry.frame(of: "@")).hitRegion.offsetBy(dx: origin.x, dy: origin.y)
        #expect(frame.fills(in: InspectorStyle.chosenRegion) == [chosen])
        #expect(frame.texts.contains { $0.text == touch.caption && $0.style == InspectorStyle.captionText })
    }

    @Test func aTouchOnTheFormChoosesNoKeyAndIsStillMarked() throws {
        var simulator = try FrameFixtures.demo()
        let touch = InspectorTouch(point: Point(x: 100, y: 100), simulator: simulator)
        #expect(touch == InspectorTouch(point: Point(x: 100, y: 100)))
        var frame = builder.inspectedFrame(of: simulator, at: 1_000, lastTouch: touch)
        #expect(frame.fills.filter { InspectorStyle.regionColors.contains($0.color) }.isEmpty, "no keyboard shown")
        #expect(frame.fills(in: InspectorStyle.touchDot).count == 1)
        #expect(frame.texts.contains { $0.text == "(100, 100) → no key" })

        _ = simulator.focus(fieldAt: 0, time: 0)
        let onForm = InspectorTouch(point: Point(x: 100, y: 100), simulator: simulator)
        #expect(onForm.keyID == nil && onForm.region == nil, "the form above a shown keyboard is no key")
        frame = builder.inspectedFrame(of: simulator, at: 1_000, lastTouch: onForm)
        #expect(frame.fills(in: InspectorStyle.chosenRegion).isEmpty)
    }

    @Test func whileTheKeyboardSlidesInTheRegionsSlideWithIt() throws {
        var simulator = try FrameFixtures.demo()
        _ = simulator.focus(fieldAt: 0, time: 0)
        let slide = try #require(FrameBuilder.keyboardSlide(of: simulator, at: 100))
        #expect(slide.offset > 0)
        let overlay = builder.inspectorOverlay(of: simulator, at: 100, lastTouch: nil)
        let palette = Set(InspectorStyle.regionColors)
        let regions = overlay.compactMap { command -> Rect? in
            if case .fill(let rect, _, let color) = command, palette.contains(color) { rect } else { nil }
        }
        let keyboard = try #require(simulator.keyboard)
        let top = device.keyboardOrigin.y + slide.offset
        #expect(regions == keyboard.geometry.keys.map { $0.hitRegion.offsetBy(dx: 0, dy: top) })
    }

    /// Whether two rectangles share a stretch of edge (not just a corner).
    static func touch(_ a: Rect, _ b: Rect) -> Bool {
        let close = { (u: Double, v: Double) in abs(u - v) < 1e-9 }
        let xOverlap = min(a.maxX, b.maxX) - max(a.minX, b.minX)
        let yOverlap = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        return ((close(a.maxX, b.minX) || close(b.maxX, a.minX)) && yOverlap > 1e-9)
            || ((close(a.maxY, b.minY) || close(b.maxY, a.minY)) && xOverlap > 1e-9)
    }
}
