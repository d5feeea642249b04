import Testing

@testable import KeySimCore

/// The keyboard as a person sees it: every key where it answers touches, the right labels and
/// colours for the field, and the slide in and out.
struct FrameBuilderKeyboardTests {
    let device: DeviceProfile
    let builder: FrameBuilder
    let colors: Theme.Colors

    init() throws {
        device = try FrameFixtures.device()
        builder = try FrameFixtures.builder()
        colors = builder.theme.colors
    }

    @Test(arguments: [KeyboardType.default, .emailAddress, .phonePad, .decimalPad, .twitter])
    func everyKeyHasACapAtItsVisibleFrame(type: KeyboardType) throws {
        let keyboard = try FrameFixtures.keyboard(for: type)
        let frame = builder.keyboardFrame(keyboard, context: KeyboardContext(), device: device)
        #expect(frame.size == Size(width: 393, height: 291))
        let caps = Set(frame.fills.filter { $0.radius == device.keyboard.cornerRadius }.map(\.rect))
        let isPad = type == .phonePad || type == .decimalPad
        for key in keyboard.geometry.keys {
            if key.inStrip {
                #expect(!caps.contains(key.visible), "the strip's '\(key.key.id)' is a bare icon, as on iOS")
                #expect(frame.icons.contains { $0.rect.center == key.visible.center })
            } else if isPad && !key.key.typesText {
                #expect(!caps.contains(key.visible), "a pad's '\(key.key.id)' is a bare glyph, as on iOS")
                #expect(
                    frame.icons.contains { key.visible.contains($0.rect.center) }
                        || !frame.texts(inside: key.visible).isEmpty)
            } else {
                #expect(caps.contains(key.visible), "no cap for '\(key.key.id)' at \(key.visible)")
            }
        }
    }

    @Test func aPadsDeleteKeyGetsItsCapOnlyWhilePressed() throws {
        var keyboard = try FrameFixtures.keyboard(for: .decimalPad)
        let delete = try #require(keyboard.geometry.frame(of: "delete")).visible
        _ = keyboard.handle(.touchDown(finger: 0, at: delete.center), at: 0)
        let frame = builder.keyboardFrame(keyboard, context: KeyboardContext(), device: device)
        #expect(frame.fills.contains { $0.rect == delete && $0.color == colors.functionKeyPressed })
    }

    @Test(arguments: [("iphone-15", true), ("iphone-se", false)])
    func aPhoneWithoutAHomeButtonShowsTheHomeIndicatorUnderTheKeys(deviceName: String, shows: Bool) throws {
        let device = try #require(try ShippedData.devices().profile(named: deviceName))
        let keyboard = Keyboard(
            layout: try #require(try ShippedData.layouts().layout(id: "default")), metrics: device.keyboard,
            width: device.screen.width)
        let frame = builder.keyboardFrame(keyboard, context: KeyboardContext(), device: device)
        let size = FrameMetrics.homeIndicatorSize
        let bars = frame.fills.filter { $0.rect.width == size.width && $0.rect.height == size.height }
        #expect(bars.count == (shows ? 1 : 0))
        if let bar = bars.first {
            #expect(bar.rect.midX == device.screen.width / 2)
            #expect(bar.rect.maxY == device.keyboard.height - FrameMetrics.homeIndicatorBottom)
            let lowestKey = keyboard.geometry.keys.map(\.visible.maxY).max() ?? 0
            #expect(bar.rect.minY > lowestKey, "under the keys")
        }
    }

    @Test func lettersShowLowerCaseWithShiftOffAndCapitalsWithShiftOn() throws {
        var keyboard = try FrameFixtures.keyboard(for: .default)
        let q = try #require(keyboard.geometry.frame(of: "q")).visible
        var frame = builder.keyboardFrame(keyboard, context: KeyboardContext(), device: device)
        #expect(frame.texts(inside: q) == ["q"])
        #expect(frame.icons.filter { $0.icon == .shift }.count == 1)
        try FrameFixtures.tap("shift", on: &keyboard, at: 0)
        #expect(keyboard.shift == .on)
        frame = builder.keyboardFrame(keyboard, context: KeyboardContext(), device: device)
        #expect(frame.texts(inside: q) == ["Q"])
        #expect(frame.icons.map(\.icon).contains(.shiftOn))
        let shift = try #require(keyboard.geometry.frame(of: "shift")).visible
        #expect(frame.fills.contains { $0.rect == shift && $0.color == colors.characterKey }, "shift on is white")
    }

    @Test func returnKeyShowsTheFieldsReturnTypeInThePrimaryColours() throws {
        var simulator = try FrameFixtures.demo()
        let email = try #require(simulator.index(of: "email"))
        _ = simulator.focus(fieldAt: email, time: 0)
        let keyboard = try #require(simulator.keyboard)
        let origin = device.keyboardOrigin
        let returnKey = try #require(keyboard.geometry.frame(of: "return")).visible.offsetBy(dx: origin.x, dy: origin.y)
        let frame = builder.frame(of: simulator, at: 1000)
        let label = try #require(frame.texts.first { returnKey.contains($0.origin) })
        #expect(label.text == simulator.sessions[email].traits.returnKey.label)
        #expect(label.text == "next")
        #expect(label.style.color == colors.primaryReturnText)
        let keyboardArea = try #require(simulator.keyboardFrame)
        #expect(frame.fills(in: colors.primaryReturnKey).filter { keyboardArea.contains($0.center) } == [returnKey])
    }

    /// iOS fits a long return label into the key in smaller type: `Emergency call` was drawn
    /// at the key font's 16 pt, wider than the key, and cut off on both sides.
    @Test(arguments: ["iphone-se", "iphone-15"])
    func aLongReturnLabelIsDrawnSmallerToFitItsKey(deviceName: String) throws {
        let device = try #require(try ShippedData.devices().profile(named: deviceName))
        let keyboard = Keyboard(
            layout: try #require(try ShippedData.layouts().layout(id: "default")), metrics: device.keyboard,
            width: device.screen.width)
        let returnKey = try #require(keyboard.geometry.frame(of: "return")).visible
        for type in ReturnKeyType.allCases {
            let context = KeyboardContext(returnKey: type)
            let frame = builder.keyboardFrame(keyboard, context: context, device: device)
            let label = try #require(frame.texts.first { $0.text == type.label }, "\(type)")
            let width = FrameFixtures.measurer.width(of: label.text, style: label.style)
            #expect(label.origin.x >= returnKey.minX + KeyLabelFit.padding - 1e-9, "\(type) on \(deviceName)")
            #expect(label.origin.x + width <= returnKey.maxX - KeyLabelFit.padding + 1e-9, "\(type) on \(deviceName)")
            #expect(abs(label.origin.x + width / 2 - returnKey.midX) < 1e-9, "centred")
            let font = builder.theme.fonts.keyLabel.size
            #expect(label.style.size <= font && label.style.size >= font * KeyLabelFit.minimumScale)
            if type == .default { #expect(label.style.size == font, "a label that fits keeps the key font") }
        }
    }

    @Test func returnKeyIsGreyedWhileDisabled() throws {
        let keyboard = try FrameFixtures.keyboard(for: .webSearch)
        let context = KeyboardContext(fieldIsEmpty: true, returnKey: .search, enablesReturnKeyAutomatically: true)
        #expect(!context.returnKeyEnabled)
        let returnKey = try #require(keyboard.geometry.frame(of: "return")).visible
        let frame = builder.keyboardFrame(keyboard, context: context, device: device)
        let label = try #require(frame.texts.first { returnKey.contains($0.origin) })
        #expect(label.text == "search")
        #expect(label.style.color == colors.disabledKeyText)
        #expect(frame.fills.contains { $0.rect == returnKey && $0.color == colors.functionKey })
        #expect(frame.fills(in: colors.primaryReturnKey).isEmpty)
    }

    @Test func decimalKeyShowsTheFieldsDecimalSeparator() throws {
        let keyboard = try FrameFixtures.keyboard(for: .decimalPad)
        let decimal = try #require(keyboard.geometry.frame(of: "decimal")).visible
        let frame = builder.keyboardFrame(keyboard, context: KeyboardContext(decimalSeparator: ","), device: device)
        #expect(frame.texts(inside: decimal) == [","])
    }

    @Test func aPressedLetterShowsItsPreviewAboveTheKey() throws {
        var keyboard = try FrameFixtures.keyboard(for: .default)
        let g = try #require(keyboard.geometry.frame(of: "g")).visible
        _ = keyboard.handle(.touchDown(finger: 0, at: g.center), at: 0)
        let frame = builder.keyboardFrame(keyboard, context: KeyboardContext(), device: device)
        let preview = try #require(frame.texts.first { $0.style.size == builder.theme.fonts.preview.size })
        #expect(preview.text == "g")
        #expect(preview.origin.y < g.minY, "the bubble's text is above the key")
        let head = try #require(
            frame.fills.first { $0.radius == FrameMetrics.bubbleCornerRadius && $0.color == colors.previewBubble })
        #expect(head.rect.maxY == g.minY)
        #expect(head.rect.width == g.width * FrameMetrics.previewWidthFactor)
        #expect(head.rect.midX == g.midX)
    }

    @Test func anOpenCalloutHighlightsItsSelectionAndHidesThePreview() throws {
        var keyboard = try FrameFixtures.keyboard(for: .default)
        let e = try #require(keyboard.geometry.frame(of: "e")).visible
        _ = keyboard.handle(.touchDown(finger: 0, at: e.center), at: 0)
        _ = keyboard.advance(to: 600)
        let callout = try #require(keyboard.callout)
        let frame = builder.keyboardFrame(keyboard, context: KeyboardContext(), device: device)
        #expect(frame.fills(in: colors.calloutSelected) == [callout.frames[0]])
        let texts = frame.texts.filter { $0.style.size == builder.theme.fonts.callout.size }
        #expect(texts.map(\.text) == callout.alternates)
        #expect(texts.first?.style.color == colors.calloutSelectedText)
        #expect(texts.dropFirst().allSatisfy { $0.style.color == colors.keyText })
        #expect(!frame.texts.contains { $0.style.size == builder.theme.fonts.preview.size })
    }

    /// The keyboard's top edge in a frame: where its background is drawn (the suggestion bar's,
    /// where the field shows one).
    func keyboardTop(in frame: Frame) -> Double? {
        frame.fills.first { $0.color == colors.keyboardBackground && $0.rect.width == device.screen.width }?.rect.minY
    }

    @Test func keyboardSlidesUpEasedOut() throws {
        var simulator = try FrameFixtures.demo()
        _ = simulator.focus(fieldAt: 0, time: 1000)
        let bar = device.keyboard.suggestionBarHeight
        #expect(simulator.suggestionBarHeight == bar, "the demo's first field shows the bar")
        let rest = device.keyboardOrigin.y - bar
        let height = device.keyboard.height + bar
        #expect(keyboardTop(in: builder.frame(of: simulator, at: 1000)) == rest + height)
        // Half the time gone, seven eighths of the way up (cubic ease-out).
        #expect(keyboardTop(in: builder.frame(of: simulator, at: 1125)) == rest + height / 8)
        #expect(keyboardTop(in: builder.frame(of: simulator, at: 1250)) == rest)
        #expect(keyboardTop(in: builder.frame(of: simulator, at: 5000)) == rest)
    }

    @Test func keyboardSlidesDownAndIsGoneAfterwards() throws {
        var simulator = try FrameFixtures.demo()
        _ = simulator.focus(fieldAt: 0, time: 0)
        _ = simulator.touch(.down, at: Point(x: 200, y: 30), finger: 0, time: 1000)
        _ = simulator.touch(.up, at: Point(x: 200, y: 30), finger: 0, time: 1000)
        #expect(simulator.keyboard == nil)
        let bar = device.keyboard.suggestionBarHeight
        let rest = device.keyboardOrigin.y - bar
        let height = device.keyboard.height + bar
        #expect(keyboardTop(in: builder.frame(of: simulator, at: 1000)) == rest)
        #expect(keyboardTop(in: builder.frame(of: simulator, at: 1125)) == rest + height * 7 / 8)
        #expect(keyboardTop(in: builder.frame(of: simulator, at: 1250)) == nil)
        let later = builder.frame(of: simulator, at: 3000)
        #expect(keyboardTop(in: later) == nil)
        #expect(!later.icons.contains { $0.icon == .shift }, "no key is drawn")
    }

    @Test func theSameMomentGivesTheSameFrame() throws {
        var simulator = try FrameFixtures.demo()
        _ = simulator.focus(fieldAt: 1, time: 0)
        try FrameFixtures.type(["a", "b"], into: &simulator, from: 100)
        #expect(builder.frame(of: simulator, at: 700) == builder.frame(of: simulator, at: 700))
    }
}
