import Testing

@testable import KeySimCore

/// When the pointer rests over a field whose text does not fit, a tooltip shows it all [F10].
struct TooltipTests {
    static let long = "A note much too long to fit in a field of this width, so it is cut off"

    static func simulator() throws -> Simulator {
        let scene = Scene(
            title: "Notes",
            fields: [
                SceneField(id: "clipped", text: long),
                SceneField(id: "truncated", text: long, lineBreak: .truncateTail),
                SceneField(id: "short", text: "Fits"),
            ])
        let device = try #require(try ShippedData.devices().profile(named: "iphone-15"))
        return try Simulator(scene: scene, device: device, layouts: try ShippedData.layouts())
    }

    func centre(of id: String, in simulator: Simulator) throws -> Point {
        try #require(simulator.form.frame(of: id)).field.center
    }

    @Test(arguments: ["clipped", "truncated"])
    func restingOverTextThatDoesNotFitShowsItAllAfterHalfASecond(field: String) throws {
        var simulator = try Self.simulator()
        let builder = try FrameFixtures.builder()
        let point = try centre(of: field, in: simulator)
        _ = simulator.pointerMoved(to: point, at: 1_000)
        #expect(builder.tooltipCommands(of: simulator, at: 1_499).isEmpty)
        #expect(FrameBuilder.nextChange(of: simulator, after: 1_100) == 1_500)
        let tooltip = builder.tooltipCommands(of: simulator, at: 1_500)
        let lines = tooltip.compactMap { if case .text(let line, _, _) = $0 { line } else { nil } }
        #expect(lines.joined() == Self.long, "the whole text, wrapped to fit the screen")
        #expect(lines.count > 1)
        let frame = builder.frame(of: simulator, at: 1_600)
        #expect(frame.texts.map(\.text).suffix(lines.count) == lines[...])
    }

    @Test func textThatFitsGetsNoTooltip() throws {
        var simulator = try Self.simulator()
        let builder = try FrameFixtures.builder()
        _ = simulator.pointerMoved(to: try centre(of: "short", in: simulator), at: 0)
        #expect(builder.tooltipCommands(of: simulator, at: 2_000).isEmpty)
    }

    @Test func movingOrTouchingHidesItAndRestingStartsAgain() throws {
        var simulator = try Self.simulator()
        let builder = try FrameFixtures.builder()
        let point = try centre(of: "clipped", in: simulator)
        _ = simulator.pointerMoved(to: point, at: 0)
        #expect(!builder.tooltipCommands(of: simulator, at: 600).isEmpty)
        _ = simulator.pointerMoved(to: Point(x: point.x + 3, y: point.y), at: 700)
        #expect(builder.tooltipCommands(of: simulator, at: 900).isEmpty)
        _ = simulator.touch(.down, at: point, finger: 0, time: 1_300)
        #expect(simulator.pointer == nil)
        #expect(builder.tooltipCommands(of: simulator, at: 2_000).isEmpty)
    }
}
