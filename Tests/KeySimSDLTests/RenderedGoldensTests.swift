import Foundation
import Testing

@testable import KeySimCore
@testable import KeySimSDL

/// What KeySim draws, end to end: the core's `FrameBuilder` measuring with the real fonts,
/// rasterised by the software renderer, compared with golden PNGs (see `Golden`) and checked
/// pixel by pixel where a user would look.
struct RenderedGoldensTests {
    let fonts: FontLibrary
    let icons: IconLibrary
    let layouts: LayoutCatalog
    let iPhone: DeviceProfile
    let iPad: DeviceProfile
    let light: Theme
    let dark: Theme

    /// Pixels per point of every golden unless a test says otherwise.
    static let scale = 2.0

    init() throws {
        fonts = try FontLibrary()
        icons = try ShippedAssets.icons()
        layouts = try ShippedAssets.layouts()
        iPhone = try ShippedAssets.device("iphone-15")
        iPad = try ShippedAssets.device("ipad")
        light = try ShippedAssets.theme("light")
        dark = try ShippedAssets.theme("dark")
    }

    /// One layer of one shipped layout.
    struct LayerCase: Sendable, CustomTestStringConvertible {
        var layout: String
        var layer: String
        var testDescription: String { "\(layout)-\(layer)" }
    }

    /// Every layer of every layout in `Layouts/` (empty if they fail to load, which
    /// `shippedLayoutsAllHaveLayersToDraw` reports).
    static let everyLayer: [LayerCase] =
        ((try? ShippedAssets.layouts())?.layouts ?? []).flatMap { layout in
            layout.layers.map { LayerCase(layout: layout.id, layer: $0.id) }
        }

    // MARK: Layouts

    @Test func shippedLayoutsAllHaveLayersToDraw() throws {
        #expect(layouts.layouts.count >= 10)
        #expect(layouts.layouts.allSatisfy { !$0.layers.isEmpty })
        #expect(Self.everyLayer.count == layouts.layouts.reduce(0) { $0 + $1.layers.count })
    }

    @Test(arguments: everyLayer)
    func everyLayerOfEveryLayoutMatchesItsGoldenWithKeysInTheirThemeColours(_ layerCase: LayerCase) throws {
        var keyboard = try keyboard(layerCase.layout)
        let shown = keyboard.show(layer: layerCase.layer)
        #expect(shown)
        let image = try keyboardImage(keyboard, theme: light)
        try Golden.check(image, named: layerCase.testDescription)

        #expect(!keyboard.geometry.keys.isEmpty)
        // A pad (every key a wide one, as on iOS's number and phone pads) draws its function
        // keys as bare glyphs on the keyboard's background.
        // The kana keypad's keys are as wide as a pad's, but its function keys have caps, and
        // its space key is one of them.
        let flickPad = keyboard.layer.keys.contains { $0.flicks.map { !$0.isSecondCharacter } ?? false }
        let screenWidth = device(for: keyboard.layout).screen.width
        let isPad = !flickPad && keyboard.geometry.keys.allSatisfy { $0.inStrip || $0.visible.width >= screenWidth / 6 }
        for frame in keyboard.geometry.keys {
            let expected: Color
            // The home-indicator strip's keys are bare icons, as on iOS, and so are every key
            // of a layout without caps (the emoji keyboard).
            if frame.inStrip || !keyboard.layout.keyCaps {
                expected = light.colors.keyboardBackground
            } else {
                switch frame.key.action {
                case .space where flickPad: expected = light.colors.functionKey
                case .character, .space, .decimalSeparator, .kanaModifier: expected = light.colors.characterKey
                case .shift, .capsLock, .tab, .delete, .return, .globe, .dictation, .dismiss, .switchLayer, .advance,
                    .reverseToggle, .undo, .redo:
                    expected = isPad ? light.colors.keyboardBackground : light.colors.functionKey
                }
            }
            let cap = SampledPixel(image, at: Self.capPoint(of: frame.visible), scale: Self.scale)
            #expect(cap.shows(expected), "key '\(frame.key.id)' cap is \(cap), expected \(expected)")
        }
        let background = SampledPixel(image, at: Point(x: 1, y: 1), scale: Self.scale)
        #expect(background.shows(light.colors.keyboardBackground))
    }

    @Test func theQKeyOfTheDefaultLettersShowsTheCharacterKeyColourAndItsLabel() throws {
        let keyboard = try keyboard("default")
        let image = try keyboardImage(keyboard, theme: light)
        let q = try #require(keyboard.geometry.frame(of: "q")).visible
        #expect(SampledPixel(image, at: Self.capPoint(of: q), scale: Self.scale).shows(light.colors.characterKey))
        let label = Rect(x: q.minX + 6, y: q.minY + 6, width: q.width - 12, height: q.height - 12)
        #expect(count(of: light.colors.keyText, in: image, rect: label) > 20, "the q key shows its letter")
    }

    // MARK: Themes

    @Test func defaultLettersInTheDarkThemeMatchTheGoldenAndUseTheDarkColours() throws {
        let keyboard = try keyboard("default")
        let image = try keyboardImage(keyboard, theme: dark)
        try Golden.check(image, named: "default-letters-dark")

        let size = iPhone.keyboard
        // (Not at the bottom centre: the home indicator is drawn there.)
        for point in [Point(x: 1, y: 1), Point(x: 20, y: size.height - 10)] {
            let pixel = SampledPixel(image, at: point, scale: Self.scale)
            #expect(pixel.shows(dark.colors.keyboardBackground), "background at \(point) is \(pixel)")
        }
        let q = try #require(keyboard.geometry.frame(of: "q")).visible
        #expect(SampledPixel(image, at: Self.capPoint(of: q), scale: Self.scale).shows(dark.colors.characterKey))
        let delete = try #require(keyboard.geometry.frame(of: "delete")).visible
        #expect(SampledPixel(image, at: Self.capPoint(of: delete), scale: Self.scale).shows(dark.colors.functionKey))
    }

    // MARK: Touches

    @Test func aPressedKeyShowsItsPreviewBubbleAboveIt() throws {
        var keyboard = try keyboard("default")
        let unpressed = try keyboardImage(keyboard, theme: light)
        let g = try #require(keyboard.geometry.frame(of: "g")).visible
        _ = keyboard.handle(
            .touchDown(finger: 0, at: Point(x: g.midX, y: g.midY)), at: 0)
        #expect(keyboard.pressedKeys == [0: "g"])
        let pressed = try keyboardImage(keyboard, theme: light)
        try Golden.check(pressed, named: "default-letters-pressed-g")

        // The bubble's stem fills the gap between the rows above `g`.
        let gap = Point(x: g.midX, y: g.minY - iPhone.keyboard.rowGap / 2)
        #expect(SampledPixel(unpressed, at: gap, scale: Self.scale).shows(light.colors.keyboardBackground))
        #expect(SampledPixel(pressed, at: gap, scale: Self.scale).shows(light.colors.previewBubble))
        // Its head, a key height above the key, shows the letter.
        let head = Rect(x: g.minX, y: g.minY - g.height, width: g.width, height: g.height)
        #expect(differingPixels(unpressed, pressed, in: head, scale: Self.scale) > 100)
        #expect(count(of: light.colors.keyText, in: pressed, rect: head) > 20, "the bubble shows 'g'")
        // Nothing changes far from the key.
        let far = Rect(x: 0, y: g.maxY + 20, width: iPhone.screen.width, height: iPhone.keyboard.height - g.maxY - 20)
        #expect(differingPixels(unpressed, pressed, in: far, scale: Self.scale) == 0)
    }

    @Test func shiftLockedByADoubleTapShowsTheLockedShiftKeyAndCapitals() throws {
        var keyboard = try keyboard("default")
        let unshifted = try keyboardImage(keyboard, theme: light)
        let shift = try #require(keyboard.geometry.frame(of: "shift")).visible
        let centre = Point(x: shift.midX, y: shift.midY)
        for time in [0, 150] {
            _ = keyboard.handle(.touchDown(finger: 0, at: centre), at: time)
            _ = keyboard.handle(.touchUp(finger: 0, at: centre), at: time + 50)
        }
        #expect(keyboard.shift == .locked)
        let locked = try keyboardImage(keyboard, theme: light)
        try Golden.check(locked, named: "default-letters-shift-locked")

        let before = SampledPixel(unshifted, at: centre, scale: Self.scale)
        let after = SampledPixel(locked, at: centre, scale: Self.scale)
        #expect(before != after, "the shift key's centre is \(before) both unshifted and locked")
        #expect(
            SampledPixel(unshifted, at: Self.capPoint(of: shift), scale: Self.scale).shows(light.colors.functionKey))
        #expect(SampledPixel(locked, at: Self.capPoint(of: shift), scale: Self.scale).shows(light.colors.characterKey))
        let q = try #require(keyboard.geometry.frame(of: "q")).visible
        #expect(differingPixels(unshifted, locked, in: q, scale: Self.scale) > 20, "q becomes Q")
    }

    @Test func aLongPressOnEOpensItsCalloutWithTheSecondAlternateSelected() throws {
        var simulator = try demoSimulator(on: iPhone)
        _ = simulator.focus(fieldAt: try #require(simulator.index(of: "default")), time: 0)
        let origin = iPhone.keyboardOrigin
        let e = try #require(simulator.keyboard?.geometry.frame(of: "e")).visible
        _ = simulator.touch(.down, at: Point(x: origin.x + e.midX, y: origin.y + e.midY), finger: 0, time: 400)
        _ = simulator.advance(to: 1_000)
        let opened = try #require(simulator.keyboard?.callout)
        #expect(opened.keyID == "e")
        let second = opened.frames[1]
        _ = simulator.touch(
            .move, at: Point(x: origin.x + second.midX, y: origin.y + second.midY), finger: 0, time: 1_000)
        let callout = try #require(simulator.keyboard?.callout)
        #expect(callout.selectedIndex == 1)

        let image = try render(FrameBuilder(theme: light, measurer: fonts).frame(of: simulator, at: 1_000))
        try Golden.check(image, named: "demo-callout-e-second-alternate")

        let cells = callout.frames.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
        #expect(
            SampledPixel(image, at: Self.capPoint(of: cells[1]), scale: Self.scale).shows(light.colors.calloutSelected))
        #expect(
            SampledPixel(image, at: Self.capPoint(of: cells[0]), scale: Self.scale).shows(
                light.colors.calloutBackground))
        #expect(
            count(of: light.colors.calloutSelectedText, in: image, rect: cells[1].outset(dx: -6, dy: -6)) > 20,
            "the selected alternate's letter is drawn in the selected text colour")
    }

    // MARK: The demo form

    @Test func theDemoFormWithAnEmailTypedByTapsMatchesTheGolden() throws {
        let (simulator, time) = try typedDemo(on: iPhone)
        let image = try render(FrameBuilder(theme: light, measurer: fonts).frame(of: simulator, at: time))
        try Golden.check(image, named: "demo-email-typed")
        try checkTypedDemo(image, simulator: simulator, scale: Self.scale)
    }

    @Test func theDemoFormOnTheIPhoneSEAtThreeTimesMatchesTheGolden() throws {
        let se = try ShippedAssets.device("iphone-se")
        let (simulator, time) = try typedDemo(on: se)
        let image = try render(FrameBuilder(theme: light, measurer: fonts).frame(of: simulator, at: time), scale: 3)
        #expect(image.width == 1_125 && image.height == 2_001)
        try Golden.check(image, named: "demo-email-typed-iphone-se@3x")
        try checkTypedDemo(image, simulator: simulator, scale: 3)
    }

    /// The demo form with "ann@example.com" typed into the email field by tapping keys at
    /// their centres in window points, and a time after the keyboard slid in when the caret
    /// shows.
    private func typedDemo(on device: DeviceProfile) throws -> (Simulator, time: Int) {
        var simulator = try demoSimulator(on: device)
        let email = try #require(simulator.index(of: "email"))
        _ = simulator.focus(fieldAt: email, time: 0)
        var time = FrameMetrics.slideDuration + 100
        for character in "ann@example.com" {
            let key = try #require(
                simulator.keyboard?.geometry.frame(of: String(character)), "no key '\(character)' on the email layer")
            let point = Point(
                x: device.keyboardOrigin.x + key.visible.midX, y: device.keyboardOrigin.y + key.visible.midY)
            _ = simulator.touch(.down, at: point, finger: 0, time: time)
            _ = simulator.touch(.up, at: point, finger: 0, time: time + 60)
            time += 150
        }
        #expect(simulator.focusedFieldID == "email")
        #expect(simulator.focusedSession?.field.text == "ann@example.com")
        #expect(simulator.keyboard?.layout.id == "email")
        let blink = 2 * FrameMetrics.caretBlinkInterval
        let shownAt = ((time + blink) / blink) * blink
        #expect(FrameBuilder.caretIsVisible(since: simulator.keyboardShownSince ?? 0, at: shownAt))
        #expect(FrameBuilder.keyboardSlide(of: simulator, at: shownAt)?.offset == 0)
        return (simulator, shownAt)
    }

    /// What a user checks on the typed demo form: the caret after the text, the focus ring,
    /// the text drawn, and the keyboard in place.
    private func checkTypedDemo(_ image: Image, simulator: Simulator, scale: Double) throws {
        let index = try #require(simulator.index(of: "email"))
        let box = simulator.form.fields[index].field
        let style = light.fonts.fieldText.style(light.colors.fieldText)
        let textWidth = fonts.width(of: "ann@example.com", style: style)
        let caret = Point(
            x: box.minX + FrameMetrics.fieldTextPadding + textWidth + FrameMetrics.caretWidth / 2, y: box.midY)
        let caretPixel = SampledPixel(image, at: caret, scale: scale)
        #expect(caretPixel.shows(light.colors.caret), "caret pixel is \(caretPixel)")
        let ring = Point(x: box.midX, y: box.minY + FrameMetrics.focusRingWidth / 4)
        #expect(SampledPixel(image, at: ring, scale: scale).shows(light.colors.focusRing))
        let text = Rect(
            x: box.minX + FrameMetrics.fieldTextPadding, y: box.minY + 4, width: textWidth, height: box.height - 8)
        #expect(count(of: light.colors.fieldText, in: image, rect: text, scale: scale) > 50, "the typed text shows")
        let keyboardTop = Point(x: 1, y: simulator.device.keyboardOrigin.y + 1)
        #expect(SampledPixel(image, at: keyboardTop, scale: scale).shows(light.colors.keyboardBackground))
        let q = try #require(simulator.keyboard?.geometry.frame(of: "q")).visible
            .offsetBy(dx: simulator.device.keyboardOrigin.x, dy: simulator.device.keyboardOrigin.y)
        #expect(SampledPixel(image, at: Self.capPoint(of: q), scale: scale).shows(light.colors.characterKey))
    }

    // MARK: Helpers

    /// A keyboard showing the first layer of a shipped layout on the iPhone 15 (an iPad layout
    /// on the iPad).
    private func keyboard(_ layoutID: String) throws -> Keyboard {
        let layout = try #require(layouts.layout(id: layoutID))
        let device = device(for: layout)
        return Keyboard(layout: layout, metrics: device.keyboard, width: device.screen.width)
    }

    /// The device a layout's golden shows it on: the iPad for an iPad layout, else the iPhone 15.
    private func device(for layout: KeyboardLayout) -> DeviceProfile { layout.idiom == .pad ? iPad : iPhone }

    private func demoSimulator(on device: DeviceProfile) throws -> Simulator {
        try Simulator(
            scene: try ShippedAssets.scene("demo"), device: device, layouts: layouts,
            timings: try ShippedAssets.timings())
    }

    private func keyboardImage(_ keyboard: Keyboard, theme: Theme) throws -> Image {
        let frame = FrameBuilder(theme: theme, measurer: fonts)
            .keyboardFrame(keyboard, context: KeyboardContext(), device: device(for: keyboard.layout))
        return try render(frame)
    }

    private func render(_ frame: Frame, scale: Double = Self.scale) throws -> Image {
        try Rasterizer.render(frame, scale: scale, fonts: fonts, icons: icons)
    }

    /// A point on a key's cap clear of its label and rounded corners: 3 points in from its
    /// left edge, half way down.
    static func capPoint(of key: Rect) -> Point { Point(x: key.minX + 3, y: key.midY) }

    private func count(of color: Color, in image: Image, rect: Rect, scale: Double = Self.scale) -> Int {
        pixelCount(of: color, in: image, rect: rect, scale: scale)
    }
}
