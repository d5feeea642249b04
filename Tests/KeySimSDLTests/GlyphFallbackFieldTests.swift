import Foundation
import Testing

@testable import KeySimCore
@testable import KeySimSDL

/// Fields holding Hangul, kana and emoji, drawn end to end: the core places the caret with
/// the widths `FontLibrary` measures, and it lands right after the glyphs drawn.
struct GlyphFallbackFieldTests {
    static let scale = 2.0

    @Test(arguments: ["안녕하세요", "こんにちは 今日は", "Hi 👍🏽 ok", "a가"])
    func theCaretOfAFocusedFieldLandsRightAfterItsText(text: String) throws {
        let fonts = try FontLibrary()
        let light = try ShippedAssets.theme("light")
        let builder = FrameBuilder(theme: light, measurer: fonts)
        let json = #"{"title": "Scripts", "fields": [{"id": "f", "label": "Text", "text": "\#(text)"}]}"#
        let scene = try Scene.decode(SourceFile(path: "scripts.json", text: json))
        var simulator = try Simulator(
            scene: scene, device: try ShippedAssets.device("iphone-15"), layouts: try ShippedAssets.layouts(),
            timings: try ShippedAssets.timings())
        _ = simulator.focus(fieldAt: 0, time: 0)
        let time = 2 * FrameMetrics.caretBlinkInterval
        let geometry = builder.fieldGeometries(of: simulator, at: time)[0]
        let image = try Rasterizer.render(
            builder.frame(of: simulator, at: time), scale: Self.scale, fonts: fonts, icons: try ShippedAssets.icons())
        // Columns of the text's line with anything but the field's background, caret excluded.
        let background = light.colors.fieldBackground
        let top = Int(((geometry.rowMidY - 8) * Self.scale).rounded())
        let bottom = Int(((geometry.rowMidY + 8) * Self.scale).rounded())
        #expect(geometry.scroll == 0)
        let caret = Int(((geometry.inner.minX + geometry.caretX) * Self.scale).rounded())
        let start = Int((geometry.inner.minX * Self.scale).rounded())
        let inked = (start..<Int(geometry.inner.maxX * Self.scale)).filter { x in
            abs(x - caret) > 3
                && (top..<bottom).contains { y in
                    let pixel = image[x, y]
                    return abs(Int(pixel.red) - Int(background.red)) > 40
                        || abs(Int(pixel.green) - Int(background.green)) > 40
                        || abs(Int(pixel.blue) - Int(background.blue)) > 40
                }
        }
        let lastInk = try #require(inked.last, "the text shows")
        #expect(lastInk < caret, "\(text): no glyph drawn after the caret")
        #expect(caret - lastInk <= 8, "\(text): the caret is right after the last glyph (\(caret - lastInk) px)")
        #expect(
            abs(geometry.caretX - fonts.width(of: text, style: light.fonts.fieldText.style(light.colors.fieldText)))
                < 0.5)
    }

    /// A form in Korean, Japanese and emoji, light and dark, against its golden: Hangul and kana
    /// on the Latin baseline, emoji in colour whatever the theme.
    @Test(arguments: ["light", "dark"]) func aFormInEveryScriptMatchesItsGolden(themeID: String) throws {
        let fonts = try FontLibrary()
        let theme = try ShippedAssets.theme(themeID)
        let builder = FrameBuilder(theme: theme, measurer: fonts)
        let json = """
            {"title": "스크립트", "fields": [
              {"id": "korean", "label": "인사", "text": "안녕하세요"},
              {"id": "japanese", "label": "日本語", "text": "こんにちは 今日は"},
              {"id": "emoji", "label": "Emoji", "text": "Hi 👍🏽 ok"},
              {"id": "rtl", "label": "עברית", "text": "Hello שלום سلام"}
            ]}
            """
        var simulator = try Simulator(
            scene: try Scene.decode(SourceFile(path: "scripts.json", text: json)),
            device: try ShippedAssets.device("iphone-15"), layouts: try ShippedAssets.layouts(),
            timings: try ShippedAssets.timings())
        _ = simulator.focus(fieldAt: 2, time: 0)
        let image = try Rasterizer.render(
            builder.frame(of: simulator, at: 2 * FrameMetrics.caretBlinkInterval), scale: Self.scale, fonts: fonts,
            icons: try ShippedAssets.icons())
        try Golden.check(image, named: "scripts-\(themeID)")
    }
}
