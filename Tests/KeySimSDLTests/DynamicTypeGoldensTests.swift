import Foundation
import Testing

@testable import KeySimCore
@testable import KeySimSDL

/// The demo form at three Dynamic Type sizes, laid out and drawn with the real fonts as
/// `keysim render --content-size` draws it, compared with golden PNGs (see `Golden`).
struct DynamicTypeGoldensTests {
    let fonts: FontLibrary
    let icons: IconLibrary
    let layouts: LayoutCatalog
    let iPhone: DeviceProfile
    let light: Theme

    init() throws {
        fonts = try FontLibrary()
        icons = try ShippedAssets.icons()
        layouts = try ShippedAssets.layouts()
        iPhone = try ShippedAssets.device("iphone-15")
        light = try ShippedAssets.theme("light")
    }

    /// The demo form at `size` (its layout measured with the real fonts), a second in, with
    /// `focus` focused and its keyboard up.
    private func demo(at size: ContentSizeCategory, focus: String? = nil) throws -> (Simulator, FrameBuilder) {
        var scene = try ShippedAssets.scene("demo")
        scene.contentSize = size
        let theme = light.sized(for: size)
        var simulator = try Simulator(
            scene: scene, device: iPhone, layouts: layouts, timings: try ShippedAssets.timings(),
            typesetter: FormTypesetter(fonts: theme.fonts, measurer: fonts))
        if let focus { _ = simulator.focus(fieldAt: try #require(simulator.index(of: focus)), time: 0) }
        return (simulator, FrameBuilder(theme: theme, measurer: fonts))
    }

    private func render(_ simulator: Simulator, _ builder: FrameBuilder) throws -> Image {
        try Rasterizer.render(builder.frame(of: simulator, at: 1_000), scale: 1, fonts: fonts, icons: icons)
    }

    @Test func theDemoFormAtExtraSmallMatchesTheGolden() throws {
        let (simulator, builder) = try demo(at: .extraSmall)
        try Golden.check(try render(simulator, builder), named: "demo-extraSmall")
        // Smaller text, the same 44-point fields.
        #expect(simulator.form.fields.allSatisfy { $0.field.height == FormMetrics.fieldHeight })
    }

    @Test func theDemoFormAtLargeWithTheNameFocusedMatchesTheGolden() throws {
        let (simulator, builder) = try demo(at: .large, focus: "name")
        try Golden.check(try render(simulator, builder), named: "demo-large-name-focused")
    }

    @Test func theDemoFormAtTheLargestAccessibilitySizeWithTheEmailFocusedMatchesTheGolden() throws {
        let (simulator, builder) = try demo(at: .accessibilityExtraExtraExtraLarge, focus: "email")
        let image = try render(simulator, builder)
        try Golden.check(image, named: "demo-accessibilityExtraExtraExtraLarge-email-focused")
        let email = try #require(simulator.form.frame(of: "email"))
        // Body text at 53 pt: the field is as tall as its line and 12 pt above and below.
        let line = fonts.lineHeight(builder.theme.fonts.fieldText.style(light.colors.fieldText))
        #expect(email.field.height == line + 2 * FormMetrics.fieldVerticalPadding)
        #expect(email.field.height > 80)
        // The focused field shows above the keyboard, and the keys keep their size.
        let keyboardTop = try #require(simulator.keyboardFrame).minY
        #expect(simulator.fieldFrame(ofField: try #require(simulator.index(of: "email"))).maxY <= keyboardTop)
        let key = try #require(simulator.keyboard?.geometry.frame(of: "q")).visible
        let (large, _) = try demo(at: .large, focus: "email")
        #expect(key == large.keyboard?.geometry.frame(of: "q")?.visible)
        #expect(builder.theme.fonts.keyLetter == light.fonts.keyLetter)
    }

    @Test func atLargeTheMeasuredLayoutDrawsTheSameFrameAsTheFixedOne() throws {
        // What the default size shows did not change with Dynamic Type: the form laid out
        // with the real fonts at `large` is the form laid out with the fixed heights.
        let (measured, builder) = try demo(at: .large, focus: "otp")
        var fixed = try Simulator(
            scene: try ShippedAssets.scene("demo"), device: iPhone, layouts: layouts,
            timings: try ShippedAssets.timings())
        _ = fixed.focus(fieldAt: try #require(fixed.index(of: "otp")), time: 0)
        #expect(measured.form == fixed.form)
        #expect(
            builder.frame(of: measured, at: 1_000)
                == FrameBuilder(theme: light, measurer: fonts).frame(of: fixed, at: 1_000))
    }

    @Test func atTheLargestSizeLongLabelsWrapAndEveryFieldCanBeScrolledAboveTheKeyboard() throws {
        let (simulator, builder) = try demo(at: .accessibilityExtraExtraExtraLarge)
        let country = try #require(simulator.form.frame(of: "country"))
        #expect(country.labelLines == ["Country (combo", "box)"])
        let labelLine = fonts.lineHeight(builder.theme.fonts.label.style(light.colors.label))
        #expect(country.label?.height == 2 * labelLine)
        // Focusing any field (on a fresh form: some refuse to be left while empty) scrolls it,
        // with its label, between the top of the screen and the keyboard.
        for field in simulator.scene.fields where field.lineBreak == .clip {
            let (focused, _) = try demo(at: .accessibilityExtraExtraExtraLarge, focus: field.id)
            let index = try #require(focused.index(of: field.id))
            #expect(focused.focusedIndex == index)
            let frame = focused.fieldFrame(ofField: index)
            let label = focused.form.fields[index].label.map { $0.minY - focused.scrollOffset } ?? frame.minY
            #expect(label >= 0, "the label of \(field.id) is on the screen")
            #expect(frame.maxY <= focused.visibleBottom, "\(field.id) is above the keyboard")
        }
        // The last field's box is within reach of the scroll.
        let last = try #require(simulator.form.fields.last).field
        #expect(simulator.maximumScroll(locator: builder) >= last.maxY - simulator.visibleBottom)
    }
}
