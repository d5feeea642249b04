import Foundation
import Testing

@testable import KeySimCore
@testable import KeySimSDL

/// The iPad's own keyboard drawn as `keysim render --device ipad` draws it: its letter and
/// number layers in portrait and landscape, light and dark, against golden PNGs, with the
/// grey second characters checked where a person looks for them.
struct PadGoldensTests {
    let fonts: FontLibrary
    let icons: IconLibrary
    let layouts: LayoutCatalog

    init() throws {
        fonts = try FontLibrary()
        icons = try ShippedAssets.icons()
        layouts = try ShippedAssets.layouts()
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var layer: String
        var device: String
        var theme: String
        var testDescription: String { "ipad-\(layer)-\(device == "ipad" ? "portrait" : "landscape")-\(theme)" }
    }

    static let cases: [Case] = ["letters", "numbers"].flatMap { layer in
        ["ipad", "ipad-landscape"].flatMap { device in
            ["light", "dark"].map { Case(layer: layer, device: device, theme: $0) }
        }
    }

    @Test(arguments: cases)
    func theIPadKeyboardMatchesItsGoldenWithItsSecondCharactersInGrey(_ padCase: Case) throws {
        let device = try ShippedAssets.device(padCase.device)
        let theme = try ShippedAssets.theme(padCase.theme)
        let layout = try #require(layouts.layout(for: .default, idiom: device.idiom))
        #expect(layout.id == "ipad")
        var keyboard = Keyboard(layout: layout, metrics: device.keyboard, width: device.screen.width)
        let shown = keyboard.show(layer: padCase.layer)
        #expect(shown)
        let frame = FrameBuilder(theme: theme, measurer: fonts)
            .keyboardFrame(keyboard, context: KeyboardContext(), device: device)
        let image = try Rasterizer.render(frame, scale: 2, fonts: fonts, icons: icons)
        try Golden.check(image, named: padCase.testDescription)

        // A key with a second character shows it in the grey of disabled key text in its upper
        // half (far more of it than a key without one, whose antialiased edges touch that grey)
        // and its own character in the key text colour in the lower half.
        let withSecond = padCase.layer == "letters" ? "q" : ","
        let q = try #require(keyboard.geometry.frame(of: withSecond)).visible
        let top = Rect(x: q.minX, y: q.minY, width: q.width, height: q.height / 2)
        let bottom = Rect(x: q.minX, y: q.midY, width: q.width, height: q.height / 2)
        let grey = pixelCount(of: theme.colors.disabledKeyText, in: image, rect: top, scale: 2)
        #expect(pixelCount(of: theme.colors.keyText, in: image, rect: bottom, scale: 2) > 4)
        let plain = try #require(keyboard.geometry.frame(of: padCase.layer == "letters" ? "tab" : "1")).visible
        let plainTop = Rect(x: plain.minX, y: plain.minY, width: plain.width, height: plain.height / 2)
        let stray = pixelCount(of: theme.colors.disabledKeyText, in: image, rect: plainTop, scale: 2)
        #expect(grey > 20 && grey > 3 * stray, "\(grey) grey pixels over '\(withSecond)', \(stray) over a plain key")
        // Function keys have their caps; the space bar is a character key, as on the phone.
        let dismiss = try #require(keyboard.geometry.frame(of: "dismiss")).visible
        #expect(
            SampledPixel(image, at: RenderedGoldensTests.capPoint(of: dismiss), scale: 2).shows(
                theme.colors.functionKey))
        let space = try #require(keyboard.geometry.frame(of: "space")).visible
        #expect(
            SampledPixel(image, at: RenderedGoldensTests.capPoint(of: space), scale: 2).shows(
                theme.colors.characterKey))
    }

    @Test func capsLockOnShowsTheFilledCapsLockAndCapitalsWithTheirSecondCharacters() throws {
        let device = try ShippedAssets.device("ipad")
        let theme = try ShippedAssets.theme("light")
        let layout = try #require(layouts.layout(id: "ipad"))
        var keyboard = Keyboard(layout: layout, metrics: device.keyboard, width: device.screen.width)
        let capsLock = try #require(keyboard.geometry.frame(of: "capsLock")).visible.center
        _ = keyboard.handle(.touchDown(finger: 0, at: capsLock), at: 0)
        _ = keyboard.handle(.touchUp(finger: 0, at: capsLock), at: 50)
        #expect(keyboard.shift == .locked)
        let frame = FrameBuilder(theme: theme, measurer: fonts)
            .keyboardFrame(keyboard, context: KeyboardContext(), device: device)
        let filledIcon = frame.commands.contains { command in
            if case .icon(.capsLockOn, _, _) = command { true } else { false }
        }
        let capitalQ = frame.commands.contains { command in
            if case .text("Q", _, _) = command { true } else { false }
        }
        #expect(filledIcon && capitalQ)
        let image = try Rasterizer.render(frame, scale: 2, fonts: fonts, icons: icons)
        try Golden.check(image, named: "ipad-letters-caps-lock")
    }
}
