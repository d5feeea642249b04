import Foundation
import Testing

@testable import KeySimCore
@testable import KeySimSDL

/// VoiceOver's caption strip (`--voiceover`) drawn end to end and compared with a golden PNG:
/// a dark strip under the screen, the last announcement in white, the one before in grey, a
/// long one cut with an ellipsis; without VoiceOver the frame is the screen alone.
struct CaptionGoldensTests {
    static let scale = 2.0

    /// The sign-up form on an iPhone 15 with VoiceOver on, the name field focused and "Ann "
    /// tapped into it, key by key (down and up 60 ms apart, 150 ms a key).
    private func typedAnn(voiceOver: Bool = true) throws -> (simulator: Simulator, time: Int) {
        let device = try ShippedAssets.device("iphone-15")
        var simulator = try Simulator(
            scene: try ShippedAssets.scene("sign-up"), device: device, layouts: try ShippedAssets.layouts())
        if voiceOver { simulator.voiceOver = VoiceOver() }
        let field = try #require(simulator.index(of: "name"))
        _ = simulator.focus(fieldAt: field, time: 0)
        var time = FrameMetrics.slideDuration + 100
        for id in ["A", "n", "n", "space"] {
            let key = simulator.keyboard?.layer.key(id.lowercased()) != nil ? id.lowercased() : id
            let point = try #require(simulator.shownKeyCentre(key), "no key '\(key)' shown")
            _ = simulator.touch(.down, at: point, finger: 0, time: time)
            _ = simulator.touch(.up, at: point, finger: 0, time: time + 60)
            time += 150
        }
        #expect(simulator.sessions[field].field.text == "Ann ")
        // A time the caret shows (the golden does not depend on the blink).
        let blink = 2 * FrameMetrics.caretBlinkInterval
        return (simulator, ((time + blink) / blink) * blink)
    }

    @Test func theCaptionStripShowsTheLastTwoAnnouncementsUnderTheScreen() throws {
        let fonts = try FontLibrary()
        let (simulator, time) = try typedAnn()
        #expect(simulator.voiceOver?.recent.map(\.text) == ["space", "Ann"])
        let frame = FrameBuilder(theme: try ShippedAssets.theme("light"), measurer: fonts).frame(
            of: simulator, at: time)
        #expect(frame.size == Size(width: 393, height: 852 + CaptionStyle.height))
        let image = try Rasterizer.render(frame, scale: Self.scale, fonts: fonts, icons: try ShippedAssets.icons())
        try Golden.check(image, named: "caption-strip")

        let strip = Rect(x: 0, y: 852, width: 393, height: CaptionStyle.height)
        let lower = Rect(x: 0, y: strip.midY, width: 393, height: strip.height / 2)
        let upper = Rect(x: 0, y: strip.minY, width: 393, height: strip.height / 2)
        #expect(pixelCount(of: CaptionStyle.last.color, in: image, rect: lower, scale: Self.scale) > 20, "Ann in white")
        #expect(pixelCount(of: CaptionStyle.last.color, in: image, rect: upper, scale: Self.scale) == 0)
        #expect(
            pixelCount(of: CaptionStyle.earlier.color, in: image, rect: upper, scale: Self.scale) > 5, "space in grey")
        #expect(pixelCount(of: CaptionStyle.background, in: image, rect: strip, scale: Self.scale) > 20_000)
    }

    @Test func aLongAnnouncementTakesBothLinesAndIsCutWithAnEllipsisWhenLongerStill() throws {
        let fonts = try FontLibrary()
        var (simulator, time) = try typedAnn()
        _ = simulator.focus(fieldAt: try #require(simulator.index(of: "email")), time: time)
        let said = "Email, jane@example.com, text field, is editing"
        #expect(simulator.voiceOver?.last == said)
        let builder = FrameBuilder(theme: try ShippedAssets.theme("light"), measurer: fonts)
        func caption() -> [String] {
            builder.frame(of: simulator, at: time + 1000).commands.compactMap { command -> String? in
                guard case .text(let text, let origin, let style) = command, origin.y >= 852 else { return nil }
                #expect(style == CaptionStyle.last)
                #expect(origin.x + fonts.width(of: text, style: style) <= 393 - CaptionStyle.padding + 0.01)
                return text
            }
        }
        let lines = caption()
        #expect(lines.count == 2)
        #expect(lines.joined(separator: " ") == said, "\(lines)")

        let long = String(repeating: "very ", count: 40) + "long"
        simulator.voiceOver?.said(long, at: time + 1000)
        let cut = caption()
        #expect(cut.count == 2)
        #expect(cut.last?.hasSuffix(TextTruncation.ellipsis) == true, "\(cut)")
    }

    @Test func withoutVoiceOverTheFrameIsTheScreenAloneAndUnchanged() throws {
        let fonts = try FontLibrary()
        let (on, time) = try typedAnn()
        let (off, _) = try typedAnn(voiceOver: false)
        let builder = FrameBuilder(theme: try ShippedAssets.theme("light"), measurer: fonts)
        let plain = builder.frame(of: off, at: time)
        #expect(plain.size == Size(width: 393, height: 852))
        var captioned = builder.frame(of: on, at: time)
        captioned.commands.removeLast(3)
        #expect(captioned.commands == plain.commands, "the caption strip is drawn over nothing, after everything")
    }
}
