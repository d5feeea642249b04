import Testing

@testable import KeySimCore

/// While watched files fail to load, a red banner at the top of the screen lists their
/// errors, wrapped to fit, at most ten lines of them.
struct FrameBuilderBannerTests {
    static let screen = Size(width: 393, height: 852)

    /// The banner's commands as a frame over an empty screen.
    static func banner(_ errors: [String]) throws -> Frame {
        let builder = try FrameFixtures.builder()
        return Frame(
            size: screen, background: Color(red: 0, green: 0, blue: 0),
            commands: builder.bannerCommands(errors: errors, screen: screen))
    }

    @Test func noErrorsDrawNoBanner() throws {
        #expect(try Self.banner([]).commands.isEmpty)
    }

    @Test func anErrorIsShownInARedPanelUnderTheStatusAreaAcrossTheScreen() throws {
        let error = "/tmp/L/default.json:4:1: error: expected '}'"
        let frame = try Self.banner([error])
        let panel = try #require(frame.fills(in: BannerStyle.background).first)
        #expect(panel.minY == FormMetrics.topInset(screenHeight: Self.screen.height), "under the status area")
        #expect(panel.minX > 0 && panel.maxX < Self.screen.width)
        #expect(panel.width > Self.screen.width * 0.9)
        let texts = frame.texts(inside: panel)
        #expect(texts.count == frame.texts.count, "all text is inside the panel")
        #expect(texts.joined(separator: " ").contains("Not reloaded"))
        #expect(frame.texts.filter { $0.style.size == BannerStyle.errorSize }.map(\.text).joined() == error)
        #expect(frame.texts.allSatisfy { $0.style.color == BannerStyle.text })
        let lastTop = try #require(frame.texts.last?.origin.y)
        #expect(
            lastTop + FrameFixtures.measurer.lineHeight(TextStyle(size: BannerStyle.errorSize, color: BannerStyle.text))
                <= panel.maxY)
    }

    @Test func aLongErrorIsWrappedToThePanelsWidthWithNothingLost() throws {
        let error =
            "/tmp/keysim-test-0123456789/Layouts/default.json:12:7: error: unknown key 'labl' in a key; did you mean 'label'?"
        let frame = try Self.banner([error])
        let panel = try #require(frame.fills(in: BannerStyle.background).first)
        let style = TextStyle(size: BannerStyle.errorSize, color: BannerStyle.text)
        let lines = frame.texts.filter { $0.style.size == BannerStyle.errorSize }
        #expect(lines.count > 1)
        #expect(lines.map(\.text).joined() == error)
        for line in lines {
            #expect(line.origin.x + FrameFixtures.measurer.width(of: line.text, style: style) <= panel.maxX)
        }
    }

    @Test(arguments: [3, 10, 11, 25])
    func atMostTenLinesOfErrorsThenHowManyMore(count: Int) throws {
        let errors = (1...count).map { "/tmp/L/layout\($0).json:1:1: error: bad" }
        let lines = try Self.banner(errors).texts.filter { $0.style.size == BannerStyle.errorSize }.map(\.text)
        #expect(lines.count == min(count, BannerStyle.maximumLines))
        if count <= BannerStyle.maximumLines {
            #expect(lines == errors)
        } else {
            let shown = BannerStyle.maximumLines - 1
            #expect(lines.dropLast() == errors.prefix(shown))
            #expect(lines.last == "and \(count - shown) more")
        }
    }

    @Test func aFirstErrorTooLongForTheBannerIsCutToItAndTheRestCounted() throws {
        let long = "/tmp/L/x.json:1:1: error: " + String(repeating: "far too long ", count: 200)
        let lines = try Self.banner([long, "/tmp/L/y.json:1:1: error: bad", "/tmp/L/z.json:1:1: error: bad"]).texts
            .filter { $0.style.size == BannerStyle.errorSize }.map(\.text)
        #expect(lines.count == BannerStyle.maximumLines)
        #expect(lines.first?.hasPrefix("/tmp/L/x.json") == true)
        #expect(lines.last == "and 2 more")
    }
}
