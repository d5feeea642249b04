import Testing

@testable import KeySimCore

/// The heatmap picture: a titled keyboard per layer with taps, heat, dots and counts.
struct FrameBuilderHeatmapTests {
    let device: DeviceProfile
    let builder: FrameBuilder
    let layout: KeyboardLayout
    let keyboard: Keyboard

    init() throws {
        device = try FrameFixtures.device()
        builder = try FrameFixtures.builder()
        layout = try #require(try ShippedData.layouts().layout(id: "default"))
        keyboard = Keyboard(layout: layout, metrics: device.keyboard, width: device.screen.width)
    }

    func tap(_ key: String, layer: String = "letters", dx: Double = 0, dy: Double = 0) throws -> KeyTap {
        let frame = try #require(keyboard.face.geometry(ofLayer: layer)?.frame(of: key)).visible
        let down = Point(x: frame.midX + dx, y: frame.midY + dy)
        return KeyTap(
            layout: "default", layer: layer, key: key, keyFrame: frame, down: down, up: down, landedOn: key, time: 0,
            line: 1)
    }

    @Test func eachLayerWithTapsGetsATitledKeyboardInTheLayoutsOrder() throws {
        let taps = [try tap("1", layer: "numbers"), try tap("q"), try tap("q", dx: 3)]
        let frame = builder.heatmapFrame(of: taps, layout: layout, device: device)
        let panel = FrameBuilder.heatmapTitleHeight + device.keyboard.height
        #expect(frame.size == Size(width: 393, height: 2 * panel))
        let titles = frame.texts.map(\.text).filter { $0.contains(" · ") }
        #expect(titles == ["letters · 2 taps", "numbers · 1 tap"])
        // The numbers keyboard is drawn below the letters one.
        let one = try #require(keyboard.face.geometry(ofLayer: "numbers")?.frame(of: "1")).visible
        #expect(frame.texts(inside: one.offsetBy(dx: 0, dy: panel + FrameBuilder.heatmapTitleHeight)).contains("1"))
    }

    @Test func everyTapGetsADotWhereItLandedAndEveryTappedKeyItsCount() throws {
        let taps = [try tap("g", dx: 4, dy: 6), try tap("g", dx: -2), try tap("h")]
        let frame = builder.heatmapFrame(of: taps, layout: layout, device: device)
        let top = FrameBuilder.heatmapTitleHeight
        let dots = frame.fills.filter { $0.rect.width == 3 && $0.radius == 1.5 }.map(\.rect.center)
        #expect(dots == taps.map { Point(x: $0.down.x, y: $0.down.y + top) })
        let g = try #require(keyboard.geometry.frame(of: "g")).visible.offsetBy(dx: 0, dy: top)
        let h = try #require(keyboard.geometry.frame(of: "h")).visible.offsetBy(dx: 0, dy: top)
        #expect(frame.texts(inside: g).sorted() == ["2", "g"])
        #expect(frame.texts(inside: h).sorted() == ["1", "h"])
    }

    @Test func heatIsHottestWhereMostTapsLanded() throws {
        let taps = Array(repeating: try tap("space"), count: 4) + [try tap("q")]
        let frame = builder.heatmapFrame(of: taps, layout: layout, device: device)
        let top = FrameBuilder.heatmapTitleHeight
        func heat(at point: Point) -> Color? {
            frame.fills.last { $0.rect.width == 1 && $0.rect.contains(Point(x: point.x, y: point.y + top)) }?.color
        }
        let space = try #require(heat(at: taps[0].down))
        let q = try #require(heat(at: taps[4].down))
        #expect(space == TapDensity.color(share: 1))
        #expect(q.alpha < space.alpha)
        #expect(heat(at: try tap("m").down) == nil, "no heat where nobody tapped")
    }

    @Test func withNoTapsTheFirstLayerIsDrawnBare() {
        let frame = builder.heatmapFrame(of: [], layout: layout, device: device)
        #expect(frame.size.height == FrameBuilder.heatmapTitleHeight + device.keyboard.height)
        #expect(frame.texts.map(\.text).contains("letters · 0 taps"))
        #expect(frame.fills.filter { $0.rect.width == 1 || $0.rect.width == 3 }.isEmpty)
    }
}
