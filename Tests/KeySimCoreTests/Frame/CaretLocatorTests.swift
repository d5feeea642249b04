import Testing

@testable import KeySimCore

/// A tap in a field's text puts the caret at the grapheme boundary nearest the tap, in the
/// text as drawn.
struct FieldLocatorTests {
    static func simulator(text: String, secure: Bool = false) throws -> Simulator {
        let scene = Scene(
            title: "Caret", fields: [SceneField(id: "f", text: text, attributes: FieldAttributes(secure: secure))])
        return try Simulator(scene: scene, device: try FrameFixtures.device(), layouts: try ShippedData.layouts())
    }

    /// The window point at `graphemes` characters into the field's text, plus `nudge` points.
    static func point(after graphemes: Int, in simulator: Simulator, nudge: Double = 0) throws -> Point {
        let builder = try FrameFixtures.builder()
        let box = try #require(simulator.form.frame(of: "f")).field
        let style = builder.theme.fonts.fieldText.style(builder.theme.colors.fieldText)
        let advance = builder.measurer.width(of: "x", style: style)
        return Point(x: box.minX + FrameMetrics.fieldTextPadding + Double(graphemes) * advance + nudge, y: box.midY)
    }

    @Test(arguments: [(0, -3.0, 0), (5, -2.0, 5), (5, 2.0, 5), (3, 4.0, 3), (3, 6.0, 4), (11, 0.0, 11), (15, 0.0, 11)])
    func tapPutsTheCaretAtTheNearestBoundary(graphemes: Int, nudge: Double, caret: Int) throws {
        var simulator = try Self.simulator(text: "hello world")
        let builder = try FrameFixtures.builder()
        let point = try Self.point(after: graphemes, in: simulator, nudge: nudge)
        _ = simulator.touch(.down, at: point, finger: 0, time: 0, fieldLocator: builder)
        _ = simulator.touch(.up, at: point, finger: 0, time: 50, fieldLocator: builder)
        #expect(simulator.focusedFieldID == "f")
        #expect(simulator.sessions[0].field.caret == caret)
    }

    /// A tap in a long text costs a few measurements, not one per character: a 40-minute
    /// recording typing into one field replayed in 43 s before, 3 s after.
    @Test func aTapInALongTextMeasuresAFewPrefixesNotEveryOne() throws {
        let text = String(repeating: "abcdefghij", count: 200)
        let simulator = try Self.simulator(text: text)
        let counter = CountingMeasurer()
        let builder = FrameBuilder(theme: try FrameFixtures.builder().theme, measurer: counter)
        let point = try Self.point(after: 7, in: simulator, nudge: 1)
        let before = counter.count
        let offset = builder.caretOffset(inField: 0, of: simulator, at: point)
        #expect(offset == 7)
        #expect(counter.count - before < 100, "measured \(counter.count - before) times for 2,000 characters")
    }

    @Test func withoutALocatorTheCaretStaysAtTheEnd() throws {
        var simulator = try Self.simulator(text: "hello world")
        let point = try Self.point(after: 2, in: simulator)
        _ = simulator.touch(.down, at: point, finger: 0, time: 0)
        _ = simulator.touch(.up, at: point, finger: 0, time: 50)
        #expect(simulator.sessions[0].field.caret == 11)
    }

    @Test func typingGoesInWhereTheCaretWasPut() throws {
        var simulator = try Self.simulator(text: "helo")
        let builder = try FrameFixtures.builder()
        let point = try Self.point(after: 3, in: simulator)
        _ = simulator.touch(.down, at: point, finger: 0, time: 0, fieldLocator: builder)
        _ = simulator.touch(.up, at: point, finger: 0, time: 50, fieldLocator: builder)
        _ = simulator.hardwareText("l", at: 100)
        #expect(simulator.sessions[0].field.text == "hello")
    }
}

/// A fixed-advance measurer that counts how often text is measured.
final class CountingMeasurer: TextMeasurer, @unchecked Sendable {
    private(set) var count = 0
    private let measurer = FixedAdvanceMeasurer()

    func width(of text: String, style: TextStyle) -> Double {
        count += 1
        return measurer.width(of: text, style: style)
    }

    func lineHeight(_ style: TextStyle) -> Double { measurer.lineHeight(style) }
    func ascent(_ style: TextStyle) -> Double { measurer.ascent(style) }
}
