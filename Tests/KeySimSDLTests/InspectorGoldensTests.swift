import Foundation
import Testing

@testable import KeySimCore
@testable import KeySimSDL

/// What a layout author and a reviewer look at, rasterised with the real fonts and compared
/// with golden PNGs (see `Golden`): the inspector over a keyboard, and a contact sheet of
/// layouts. Pixels are checked where a person would look.
struct InspectorGoldensTests {
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

    @Test func theInspectorOverTheDefaultLettersTintsEveryHitRegionAndMarksATouchOnG() throws {
        let scale = 2.0
        let layout = try #require(layouts.layout(id: "default"))
        let keyboard = Keyboard(layout: layout, metrics: iPhone.keyboard, width: iPhone.screen.width)
        let geometry = keyboard.geometry
        let g = try #require(geometry.frame(of: "g"))
        let touch = InspectorTouch(point: g.visible.center, keyboard: keyboard, origin: Point(x: 0, y: 0))
        #expect(touch.keyID == "g")
        let builder = FrameBuilder(theme: light, measurer: fonts)
        let frame = builder.inspectedKeyboardFrame(
            keyboard, context: KeyboardContext(), device: iPhone, lastTouch: touch)
        let image = try Rasterizer.render(frame, scale: scale, fonts: fonts, icons: icons)
        try Golden.check(image, named: "default-letters-inspector-touch-g")

        let background = light.colors.keyboardBackground
        // Between the keys, each hit region shows through in its own tint: q and w differ.
        let q = try #require(geometry.frame(of: "q"))
        let w = try #require(geometry.frame(of: "w"))
        let nearQ = Point(x: q.visible.minX - 1.5, y: q.visible.minY - 3)
        let nearW = Point(x: w.visible.minX - 1.5, y: w.visible.minY - 3)
        let qTint = Self.blend(InspectorStyle.regionColor(row: q.row, column: q.column), over: background)
        let wTint = Self.blend(InspectorStyle.regionColor(row: w.row, column: w.column), over: background)
        #expect(qTint != wTint)
        let qPixel = SampledPixel(image, at: nearQ, scale: scale)
        let wPixel = SampledPixel(image, at: nearW, scale: scale)
        #expect(qPixel.shows(qTint), "q's region shows \(qPixel), expected \(qTint)")
        #expect(wPixel.shows(wTint), "w's region shows \(wPixel), expected \(wTint)")
        // The chosen key's region is tinted again, in the chosen colour.
        let aboveG = Point(x: g.visible.midX, y: g.visible.minY - 3)
        let chosen = Self.blend(
            InspectorStyle.chosenRegion,
            over: Self.blend(InspectorStyle.regionColor(row: g.row, column: g.column), over: background))
        #expect(SampledPixel(image, at: aboveG, scale: scale).shows(chosen))
        // The touch is a dot in the touch colour.
        #expect(SampledPixel(image, at: g.visible.center, scale: scale).shows(InspectorStyle.touchDot))
        // Every key's id is written in light text in its top-left corner.
        for frame in geometry.keys {
            let tag = Rect(x: frame.visible.minX + 1, y: frame.visible.minY + 1, width: 10, height: 10)
            #expect(
                count(of: InspectorStyle.idText.color, in: image, rect: tag, scale: scale) > 3,
                "id of '\(frame.key.id)'")
        }
    }

    @Test func theInspectorOverTheDemoFormInTheDarkThemeMarksTheKeyATouchChose() throws {
        let scale = 1.0
        let dark = try ShippedAssets.theme("dark")
        var simulator = try Simulator(
            scene: try ShippedAssets.scene("demo"), device: iPhone, layouts: layouts,
            timings: try ShippedAssets.timings())
        _ = simulator.focus(fieldAt: try #require(simulator.index(of: "email")), time: 0)
        let at = try #require(simulator.keyboard?.geometry.frame(of: "@"))
        let origin = iPhone.keyboardOrigin
        let point = Point(x: origin.x + at.visible.midX, y: origin.y + at.visible.maxY + 2)
        let touch = InspectorTouch(point: point, simulator: simulator)
        #expect(touch.keyID == "@", "a touch just under the @ key's cap is still @")
        let frame = FrameBuilder(theme: dark, measurer: fonts).inspectedFrame(
            of: simulator, at: 1_000, lastTouch: touch)
        let image = try Rasterizer.render(frame, scale: scale, fonts: fonts, icons: icons)
        try Golden.check(image, named: "demo-email-inspector-dark")

        #expect(SampledPixel(image, at: point, scale: scale).shows(InspectorStyle.touchDot))
        let region = try #require(touch.region)
        #expect(region == at.hitRegion.offsetBy(dx: origin.x, dy: origin.y))
        let edge = Point(x: region.minX + 0.5, y: region.midY + 20)
        #expect(SampledPixel(image, at: edge, scale: scale).shows(InspectorStyle.chosenEdge))
        // The form above the keyboard is untouched by the inspector.
        let plain = try Rasterizer.render(
            FrameBuilder(theme: dark, measurer: fonts).frame(of: simulator, at: 1_000), scale: scale, fonts: fonts,
            icons: icons)
        let form = Rect(x: 0, y: 0, width: iPhone.screen.width, height: origin.y - 40)
        #expect(differingPixels(plain, image, in: form, scale: scale) == 0)
    }

    @Test func aContactSheetOfTwoLayoutsLabelsEveryCellAndLeavesTheMissingLayerEmpty() throws {
        let scale = 1.0
        let builder = FrameBuilder(theme: light, measurer: fonts)
        var rows: [[SheetCell]] = []
        for id in ["default", "phone-pad"] {
            let layout = try #require(layouts.layout(id: id))
            var keyboard = Keyboard(layout: layout, metrics: iPhone.keyboard, width: iPhone.screen.width)
            rows.append(
                layout.layers.map { layer in
                    _ = keyboard.show(layer: layer.id)
                    return SheetCell(
                        label: "\(id) · \(layer.id)",
                        frame: builder.keyboardFrame(keyboard, context: KeyboardContext(), device: iPhone))
                })
        }
        let sheet = builder.sheet(rows)
        let image = try Rasterizer.render(sheet, scale: scale, fonts: fonts, icons: icons)
        #expect(image.width == Int(sheet.size.width) && image.height == Int(sheet.size.height))
        #expect(image.width < 1_300 && image.height < 800, "a sheet at 1× stays small: \(image.width)×\(image.height)")
        try Golden.check(image, named: "sheet-default-phone-pad")

        let margin = SheetMetrics.margin
        let (width, height) = (iPhone.screen.width, iPhone.keyboard.height)
        let rowHeight = (sheet.size.height - margin) / 2
        for (row, cells) in rows.enumerated() {
            for column in cells.indices {
                let x = margin + Double(column) * (width + margin)
                let y = margin + Double(row) * rowHeight
                let label = Rect(x: x, y: y, width: 120, height: rowHeight - height - margin)
                #expect(
                    count(of: light.colors.title, in: image, rect: label, scale: scale) > 30,
                    "label of \(row),\(column)")
                let corner = Point(x: x + 1, y: y + rowHeight - margin - 2)
                #expect(SampledPixel(image, at: corner, scale: scale).shows(light.colors.keyboardBackground))
            }
        }
        let missing = Point(x: margin + 2 * (width + margin) + width / 2, y: margin + rowHeight + rowHeight / 2)
        #expect(SampledPixel(image, at: missing, scale: scale).shows(light.colors.background))
    }

    // MARK: Helpers

    /// `color` blended over an opaque `base`, as the renderer blends.
    static func blend(_ color: Color, over base: Color) -> Color {
        let alpha = Double(color.alpha) / 255
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * alpha + Double(bottom) * (1 - alpha)).rounded())
        }
        return Color(
            red: mix(color.red, base.red), green: mix(color.green, base.green), blue: mix(color.blue, base.blue))
    }

    private func count(of color: Color, in image: Image, rect: Rect, scale: Double) -> Int {
        pixelCount(of: color, in: image, rect: rect, scale: scale)
    }
}
