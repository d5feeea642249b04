import Foundation
import Testing

@testable import KeySimCore
@testable import KeySimSDL

/// Editing by touch drawn end to end in both themes and compared with golden PNGs, checked
/// where a person would look: a word selected by a double tap with its handles and the edit
/// menu, the loupe, the space bar's trackpad.
struct SelectionGoldensTests {
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

    /// The sign-up form drawn in `theme` with "Ann Lee Smith" typed in its focused name field
    /// (at index `name`).
    private func typedName(theme: Theme) throws -> (simulator: Simulator, builder: FrameBuilder, name: Int) {
        let builder = FrameBuilder(theme: theme, measurer: fonts)
        var simulator = try Simulator(scene: try ShippedAssets.scene("sign-up"), device: iPhone, layouts: layouts)
        let name = try #require(simulator.index(of: "name"))
        _ = simulator.focus(fieldAt: name, time: 0)
        _ = simulator.hardwareText("Ann Lee Smith", at: 100)
        return (simulator, builder, name)
    }

    /// The sign-up form with "Ann Lee Smith" in its name field and "Lee" double-tapped.
    private func selectedWord(theme: Theme) throws -> (Simulator, FrameBuilder) {
        var (simulator, builder, name) = try typedName(theme: theme)
        let geometry = builder.fieldGeometries(of: simulator)[name]
        let style = theme.fonts.fieldText.style(theme.colors.fieldText)
        let x = geometry.inner.minX + fonts.width(of: "Ann L", style: style) - geometry.scroll
        let point = Point(x: x, y: geometry.box.midY - simulator.scrollOffset)
        for time in [1_000, 1_200] {
            _ = simulator.touch(.down, at: point, finger: 0, time: time, fieldLocator: builder)
            _ = simulator.touch(.up, at: point, finger: 0, time: time + 60, fieldLocator: builder)
        }
        return (simulator, builder)
    }

    @Test(arguments: ["light", "dark"])
    func aDoubleTappedWordShowsItsBandHandlesAndTheEditMenu(themeID: String) throws {
        let theme = try ShippedAssets.theme(themeID)
        let (simulator, builder) = try selectedWord(theme: theme)
        let name = try #require(simulator.index(of: "name"))
        #expect(simulator.sessions[name].field.selectedText == "Lee")
        #expect(simulator.editMenu?.items == ["Cut", "Copy"])

        let image = try Rasterizer.render(
            builder.frame(of: simulator, at: 1_400), scale: Self.scale, fonts: fonts, icons: icons)
        try Golden.check(image, named: "selection-menu-\(themeID)")

        let layout = builder.editMenuLayout(of: simulator)
        #expect(layout.map(\.item) == ["Cut", "Copy"])
        let box = simulator.fieldFrame(ofField: name)
        let menu = try #require(layout.first).cell
        #expect(menu.maxY < box.minY + 8, "the menu sits over the field, above the word")
        // The bar covers what is behind it: no pixel of the form's background shows inside it.
        let inside = Rect(x: menu.minX + 4, y: menu.minY + 4, width: menu.width - 8, height: menu.height - 8)
        #expect(pixelCount(of: theme.colors.background, in: image, rect: inside, scale: Self.scale) == 0)
        #expect(
            pixelCount(of: theme.colors.caret, in: image, rect: box, scale: Self.scale) > 20,
            "the handles are drawn in the caret colour")
    }

    @Test func tappingCopyInTheMenuPutsTheWordOnThePasteboardAndHidesIt() throws {
        let light = try ShippedAssets.theme("light")
        var (simulator, builder) = try selectedWord(theme: light)
        let copy = try #require(builder.editMenuLayout(of: simulator).first { $0.item == "Copy" }).cell
        _ = simulator.touch(.down, at: copy.center, finger: 0, time: 2_000, fieldLocator: builder)
        _ = simulator.touch(.up, at: copy.center, finger: 0, time: 2_060, fieldLocator: builder)
        #expect(simulator.pasteboard == "Lee")
        #expect(simulator.editMenu == nil)
    }

    @Test(arguments: ["light", "dark"])
    func aLongPressInTheTextShowsTheLoupeOverTheCaretThatFollowsTheFinger(themeID: String) throws {
        let theme = try ShippedAssets.theme(themeID)
        var (simulator, builder, name) = try typedName(theme: theme)
        let geometry = builder.fieldGeometries(of: simulator)[name]
        let style = theme.fonts.fieldText.style(theme.colors.fieldText)
        func point(after prefix: String) -> Point {
            Point(
                x: geometry.inner.minX + fonts.width(of: prefix, style: style) - geometry.scroll,
                y: geometry.box.midY - simulator.scrollOffset)
        }
        _ = simulator.touch(.down, at: point(after: "An"), finger: 0, time: 1_000, fieldLocator: builder)
        _ = simulator.advance(to: 1_499)
        #expect(simulator.loupe == nil && simulator.sessions[name].field.caret == 13, "not yet a long press")
        _ = simulator.advance(to: 1_500)
        #expect(simulator.loupe != nil && simulator.sessions[name].field.caret == 2)
        _ = simulator.touch(.move, at: point(after: "Ann Le"), finger: 0, time: 1_600, fieldLocator: builder)
        #expect(simulator.sessions[name].field.caret == 6)

        let image = try Rasterizer.render(
            builder.frame(of: simulator, at: 1_650), scale: Self.scale, fonts: fonts, icons: icons)
        try Golden.check(image, named: "loupe-\(themeID)")
        let loupe = try #require(builder.loupeRect(of: simulator))
        let box = simulator.fieldFrame(ofField: name)
        #expect(loupe.maxY <= box.minY + 8, "the loupe sits above the text, not under the finger")
        #expect(abs(loupe.midX - point(after: "Ann Le").x) < 2, "centred over the caret")
        #expect(pixelCount(of: theme.colors.caret, in: image, rect: loupe, scale: Self.scale) > 20)

        // Lifting hides the loupe and shows the menu for the caret.
        _ = simulator.touch(.up, at: point(after: "Ann Le"), finger: 0, time: 1_700, fieldLocator: builder)
        #expect(simulator.loupe == nil)
        #expect(simulator.editMenu?.items == ["Select", "Select All"])
    }

    @Test func draggingAHandleMovesThatEndAndNeverPastTheOther() throws {
        let light = try ShippedAssets.theme("light")
        var (simulator, builder) = try selectedWord(theme: light)
        let name = try #require(simulator.index(of: "name"))
        let style = light.fonts.fieldText.style(light.colors.fieldText)
        let geometry = builder.fieldGeometries(of: simulator)[name]
        func x(after prefix: String) -> Double {
            geometry.inner.minX + fonts.width(of: prefix, style: style) - geometry.scroll
        }
        let y = geometry.box.midY - simulator.scrollOffset
        // The end handle, grabbed a little off its bar, dragged to the end of "Smith".
        let end = Point(x: x(after: "Ann Lee") + 6, y: y + 10)
        #expect(builder.selectionHandle(at: end, of: simulator) == .end)
        _ = simulator.touch(.down, at: end, finger: 0, time: 2_000, fieldLocator: builder)
        #expect(simulator.editMenu == nil, "the menu hides while a handle moves")
        _ = simulator.touch(
            .move, at: Point(x: x(after: "Ann Lee Smith"), y: y), finger: 0, time: 2_100, fieldLocator: builder)
        _ = simulator.touch(
            .up, at: Point(x: x(after: "Ann Lee Smith"), y: y), finger: 0, time: 2_200, fieldLocator: builder)
        #expect(simulator.sessions[name].field.selectedText == "Lee Smith")
        #expect(simulator.editMenu?.items == ["Cut", "Copy"])
        // The start handle dragged past the end stops a grapheme short of it.
        let start = Point(x: x(after: "Ann "), y: y - 10)
        #expect(builder.selectionHandle(at: start, of: simulator) == .start)
        _ = simulator.touch(.down, at: start, finger: 0, time: 2_300, fieldLocator: builder)
        _ = simulator.touch(
            .up, at: Point(x: x(after: "Ann Lee Smith") + 40, y: y), finger: 0, time: 2_400, fieldLocator: builder)
        #expect(simulator.sessions[name].field.selectedText == "h")
        // Far from both handles a touch is a tap again.
        #expect(builder.selectionHandle(at: Point(x: x(after: "An"), y: y), of: simulator) == nil)
    }

    /// The space bar held until the keyboard is a trackpad, the finger slid left: blank keys,
    /// the caret moved, the floating caret by the finger.
    @Test(arguments: ["light", "dark"])
    func holdingSpaceBlanksTheKeysAndSlidingMovesTheCaret(themeID: String) throws {
        let theme = try ShippedAssets.theme(themeID)
        var (simulator, builder, name) = try typedName(theme: theme)
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
