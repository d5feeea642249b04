import KeySimCore
import Testing

@testable import KeySimSDL

/// Drawing only what changed gives the same pixels as drawing everything: a window repaints
/// a caret blink or a key press without redrawing the form, and skips what the keyboard hides.
struct PartialRedrawTests {
    let fonts: FontLibrary
    let icons: IconLibrary
    let builder: FrameBuilder
    let device: DeviceProfile

    init() throws {
        fonts = try FontLibrary()
        icons = try ShippedAssets.icons()
        builder = FrameBuilder(theme: try ShippedAssets.theme("light"), measurer: fonts)
        device = try ShippedAssets.device("iphone-15")
    }

    private func demo() throws -> Simulator {
        try Simulator(
            scene: try ShippedAssets.scene("demo"), device: device, layouts: try ShippedAssets.layouts(),
            timings: try ShippedAssets.timings())
    }

    /// The frames of a short session: the keyboard sliding in, the caret blinking, keys typed
    /// (with their pop-ups), a long press opening a callout, focus moving to another field.
    private func session() throws -> [Frame] {
        var simulator = try demo()
        var frames = [builder.frame(of: simulator, at: 0)]
        _ = simulator.focus(fieldAt: try #require(simulator.index(of: "email")), time: 0)
        for time in stride(from: 0, through: FrameMetrics.slideDuration + 50, by: 60) {
            frames.append(builder.frame(of: simulator, at: time))
        }
        var time = FrameMetrics.slideDuration + 100
        for time in stride(from: time, to: time + 4 * FrameMetrics.caretBlinkInterval, by: 250) {
            frames.append(builder.frame(of: simulator, at: time))
        }
        time += 4 * FrameMetrics.caretBlinkInterval
        let origin = device.keyboardOrigin
        for character in "an@e" {
            let key = try #require(simulator.keyboard?.geometry.frame(of: String(character))).visible
            let point = Point(x: origin.x + key.midX, y: origin.y + key.midY)
            _ = simulator.touch(.down, at: point, finger: 0, time: time)
            frames.append(builder.frame(of: simulator, at: time + 10))
            _ = simulator.touch(.up, at: point, finger: 0, time: time + 60)
            frames.append(builder.frame(of: simulator, at: time + 70))
            time += 150
        }
        let key = try #require(simulator.keyboard?.geometry.frame(of: "e")).visible
        _ = simulator.touch(.down, at: Point(x: origin.x + key.midX, y: origin.y + key.midY), finger: 0, time: time)
        _ = simulator.advance(to: time + 800)
        frames.append(builder.frame(of: simulator, at: time + 800))
        _ = simulator.touch(.up, at: Point(x: origin.x + key.midX, y: origin.y + key.midY), finger: 0, time: time + 900)
        _ = simulator.focus(fieldAt: try #require(simulator.index(of: "default")), time: time + 1_000)
        for time in stride(from: time + 1_000, through: time + 1_600, by: 200) {
            frames.append(builder.frame(of: simulator, at: time))
        }
        return frames
    }

    @Test func eachFrameDrawnOverTheLastOneMatchesTheFrameDrawnWhole() throws {
        let frames = try session()
        let target = try Rasterizer.offscreenRenderer(for: frames[0], scale: 2)
        let renderer = FrameRenderer(renderer: target, fonts: fonts, icons: icons)
        var partial = 0
        for (index, frame) in frames.enumerated() {
            let region = try renderer.drawChanges(frame, scale: 2)
            if !region.isEmpty, region != PixelRect(x: 0, y: 0, width: 786, height: 1704) { partial += 1 }
            let whole = try Rasterizer.render(frame, scale: 2, fonts: fonts, icons: icons)
            let drawn = try Rasterizer.image(of: target)
            #expect(drawn == whole, "frame \(index): \(drawn.difference(to: whole))")
        }
        #expect(partial > frames.count / 2, "most frames repaint only part of the screen")
    }

    @Test func aCaretBlinkRepaintsOnlyAroundTheCaretAndAnUnchangedFrameNothing() throws {
        var simulator = try demo()
        _ = simulator.focus(fieldAt: try #require(simulator.index(of: "email")), time: 0)
        let shown = FrameMetrics.slideDuration + 100
        let blink = FrameMetrics.caretBlinkInterval
        let on = (shown / (2 * blink) + 1) * 2 * blink
        let caretOn = builder.frame(of: simulator, at: on)
        let caretOff = builder.frame(of: simulator, at: on + blink)
        #expect(caretOn != caretOff)
        let target = try Rasterizer.offscreenRenderer(for: caretOn, scale: 2)
        let renderer = FrameRenderer(renderer: target, fonts: fonts, icons: icons)
        #expect(try renderer.drawChanges(caretOn, scale: 2).width == 786, "the first frame is drawn whole")
        let region = try renderer.drawChanges(caretOff, scale: 2)
        #expect(!region.isEmpty && region.width * region.height < 786 * 1704 / 500, "caret region \(region)")
        #expect(try Rasterizer.image(of: target) == Rasterizer.render(caretOff, scale: 2, fonts: fonts, icons: icons))
        #expect(try renderer.drawChanges(caretOff, scale: 2).isEmpty)
    }

    @Test func commandsUnderTheKeyboardAreSkippedWithoutChangingAPixel() throws {
        var simulator = try demo()
        _ = simulator.focus(fieldAt: try #require(simulator.index(of: "name")), time: 0)
        let frame = builder.frame(of: simulator, at: FrameMetrics.slideDuration + 100)
        let target = try Rasterizer.offscreenRenderer(for: frame, scale: 2)
        let renderer = FrameRenderer(renderer: target, fonts: fonts, icons: icons)
        try renderer.draw(frame, scale: 2)
        #expect(renderer.hiddenCommandsSkipped > 0, "the form below the keyboard is not drawn")
        let skipping = try Rasterizer.image(of: target)
        renderer.skipsHiddenCommands = false
        try renderer.draw(frame, scale: 2)
        #expect(try Rasterizer.image(of: target) == skipping)
    }
}
