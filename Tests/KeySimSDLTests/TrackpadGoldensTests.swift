import Foundation
import Testing

@testable import KeySimCore
@testable import KeySimSDL

/// The space bar held until the keyboard is a trackpad, the finger slid left: drawn end to end
/// in both themes and compared with golden PNGs; checked where a person would look (blank
/// keys, the caret moved, the floating caret by the finger).
struct TrackpadGoldensTests {
    let fonts: FontLibrary
    let icons: IconLibrary
    let layouts: LayoutCatalog
    let iPhone: DeviceProfile

    static let scale = 2.0

    init() throws {
        fonts = try FontLibrary()
        icons = try ShippedAssets.icons()
        layouts = try ShippedAssets.layouts()
        iPhone = try ShippedAssets.device("iphone-15")
    }

    @Test(arguments: ["light", "dark"])
    func holdingSpaceBlanksTheKeysAndSlidingMovesTheCaret(themeID: String) throws {
        let theme = try ShippedAssets.theme(themeID)
        let builder = FrameBuilder(theme: theme, measurer: fonts)
        var simulator = try Simulator(scene: try ShippedAssets.scene("sign-up"), device: iPhone, layouts: layouts)
        let name = try #require(simulator.index(of: "name"))
        _ = simulator.focus(fieldAt: name, time: 0)
        _ = simulator.hardwareText("Ann Lee Smith", at: 100)
        let space = try #require(simulator.shownKeyCentre("space"))
        _ = simulator.touch(.down, at: space, finger: 0, time: 1_000, fieldLocator: builder)
        _ = simulator.advance(to: 1_600)
        #expect(simulator.keyboard?.trackpad != nil)
        // Slid left by the width of " Smith": the caret goes to after "Lee".
        let style = theme.fonts.fieldText.style(theme.colors.fieldText)
        let slide = fonts.width(of: " Smith", style: style)
        // A little short of it: the floating caret by the finger, the caret snapped to the boundary.
        let moved = Point(x: space.x - slide + 2, y: space.y - 30)
        _ = simulator.touch(.move, at: moved, finger: 0, time: 1_700, fieldLocator: builder)
        #expect(simulator.sessions[name].field.selection == 7..<7)

        let image = try Rasterizer.render(
            builder.frame(of: simulator, at: 1_750), scale: Self.scale, fonts: fonts, icons: icons)
        try Golden.check(image, named: "space-trackpad-\(themeID)")

        // The keys are blank: no label is drawn on the keyboard above the home indicator.
        let keyboard = try #require(simulator.keyboardFrame)
        let keys = Rect(x: keyboard.minX, y: keyboard.minY, width: keyboard.width, height: keyboard.height - 40)
        #expect(pixelCount(of: theme.colors.keyText, in: image, rect: keys, scale: Self.scale) == 0)
        #expect(pixelCount(of: theme.colors.characterKey, in: image, rect: keys, scale: Self.scale) == 0)
        // The carets: the caret's colour shows in the field, and the field's text is unchanged.
        let box = simulator.fieldFrame(ofField: name)
        #expect(pixelCount(of: theme.colors.caret, in: image, rect: box, scale: Self.scale) > 20)
        #expect(simulator.sessions[name].field.text == "Ann Lee Smith")

        // Lifting types no space and brings the keys back.
        _ = simulator.touch(.up, at: moved, finger: 0, time: 1_800, fieldLocator: builder)
        #expect(simulator.sessions[name].field.text == "Ann Lee Smith")
        #expect(simulator.keyboard?.trackpad == nil && simulator.trackpad == nil)
        let after = try Rasterizer.render(
            builder.frame(of: simulator, at: 1_850), scale: Self.scale, fonts: fonts, icons: icons)
        #expect(pixelCount(of: theme.colors.keyText, in: after, rect: keys, scale: Self.scale) > 100)
    }
}
