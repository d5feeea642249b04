import Foundation
import KeySimCore
import Testing

@testable import KeySimSDL

struct FontLibraryTests {
    @Test func findsDejaVuSansRegularAndBoldThroughFontconfig() throws {
        let fonts = try FontLibrary()
        #expect(fonts.regularPath.hasSuffix("DejaVuSans.ttf"))
        #expect(fonts.boldPath.hasSuffix("DejaVuSans-Bold.ttf"))
        #expect(FileManager.default.fileExists(atPath: fonts.regularPath))
        #expect(FileManager.default.fileExists(atPath: fonts.boldPath))
    }

    @Test func anUnknownFamilyIsNotFoundAndTheMessageSaysWhatToInstall() {
        #expect(throws: FontError.notFound(family: "No Such Family 42")) {
            try FontLibrary(family: "No Such Family 42")
        }
        #expect(
            FontError.notFound(family: "No Such Family 42").description
                == "font family 'No Such Family 42' not found through fontconfig; install it "
                + "(the default family comes with `apt-get install fonts-dejavu-core`)")
    }

    @Test func textRenderedAheadHasTheSamePixelsInEachColourAndIsHandedOutOnce() throws {
        let fonts = try FontLibrary()
        let place = Point(x: 0, y: 0)
        fonts.prerender(
            [
                .text("Jane Appleseed", origin: place, style: TextStyle(size: 17, color: .label)),
                .text("Jane Appleseed", origin: place, style: TextStyle(size: 17, color: .accent)),
                .text(
                    "Jane Appleseed", origin: place,
                    style: TextStyle(size: 17, color: Color(red: 0, green: 0, blue: 0, alpha: 0))),
            ], scale: 2)
        let prepared = try #require(fonts.takePrepared("Jane Appleseed", weight: .regular, pixelSize: 34))
        #expect(fonts.takePrepared("Jane Appleseed", weight: .regular, pixelSize: 34) == nil, "handed out once")
        let fresh = try Bitmap(FontLibrary().renderWhite("Jane Appleseed", weight: .regular, pixelSize: 34))
        #expect(prepared.bitmap.pixels == fresh.pixels)
        #expect(Set(prepared.tints.keys) == [.label, .accent], "each colour drawn, not the invisible one")
        for (color, tinted) in prepared.tints {
            let made = TintedBitmap(fresh, tint: color)
            #expect(tinted.pixels == made.pixels)
            #expect(tinted.spans.map { [$0.first, $0.end] } == made.spans.map { [$0.first, $0.end] })
        }
    }

    @Test func widthsGrowWithTheTextAndTheSize() throws {
        let fonts = try FontLibrary()
        let style = TextStyle(size: 17, color: .label)
        let short = fonts.width(of: "Hello", style: style)
        let long = fonts.width(of: "Hello, world", style: style)
        let larger = fonts.width(of: "Hello", style: TextStyle(size: 34, color: .label))
        #expect(short > 30 && short < 60)
        #expect(long > short)
        #expect(abs(larger - 2 * short) < 1e-9, "widths scale exactly with the size")
        #expect(fonts.width(of: "", style: style) == 0)
    }

    @Test func everySizeIsMeasuredWithOneFontPerFace() throws {
        let fonts = try FontLibrary()
        let opened = fonts.openFonts
        for size in [11.0, 13, 15, 17, 22, 28, 34] {
            for weight in [TextStyle.Weight.regular, .bold] {
                let style = TextStyle(size: size, weight: weight, color: .label)
                _ = fonts.width(of: "Jane Appleseed", style: style)
                _ = fonts.lineHeight(style)
                _ = fonts.ascent(style)
            }
        }
        #expect(opened == 2, "the regular and bold faces, checked when the library is made")
        #expect(fonts.openFonts == opened, "measuring at seven sizes opens no further font")
    }

    @Test func everySizeIsDrawnWithOneFontPerFaceAndTheSamePixelsAsAFontOpenedAtIt() throws {
        let fonts = try FontLibrary()
        // Sizes back and forth, as a key preview and a field's text alternate while typing.
        let sizes = [34, 44, 104, 34, 22, 44, 104]
        var drawn: [String: [UInt32]] = [:]
        for (index, size) in sizes.enumerated() {
            for weight in [TextStyle.Weight.regular, .bold] {
                let text = index % 2 == 0 ? "Jane Appleseed" : "AVA fi Ta 123"
                let pixels = try Bitmap(fonts.renderWhite(text, weight: weight, pixelSize: size)).pixels
                let style = TextStyle(size: Double(size) / 2, weight: weight, color: .label)
                let width = fonts.drawnWidth(of: text, style: style, scale: 2)
                // A library that never drew another size.
                let fresh = try FontLibrary()
                let alone = try Bitmap(fresh.renderWhite(text, weight: weight, pixelSize: size)).pixels
                #expect(pixels == alone, "\(text) at \(size) px, \(weight)")
                #expect(width == fresh.drawnWidth(of: text, style: style, scale: 2))
                drawn["\(text) \(size) \(weight)"] = pixels
            }
        }
        #expect(drawn["Jane Appleseed 34 regular"] != drawn["Jane Appleseed 104 regular"], "the size changed")
        #expect(fonts.openFonts == 4, "one font per face measures, one draws every size")
    }

    @Test func librariesMadeAndFreedOnSeveralThreadsAtOnceDrawTheSameText() throws {
        // SDL_ttf's fonts share one FreeType library, whose faces may not be opened or closed
        // on two threads at once (a test run crashed in FreeType when they were).
        let expected = try Bitmap(FontLibrary().renderWhite("Jane Appleseed", weight: .bold, pixelSize: 34)).pixels
        let results = ThreadResults()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<12 {
                let pixels = try? Bitmap(
                    FontLibrary().renderWhite("Jane Appleseed", weight: .bold, pixelSize: 34)
                ).pixels
                results.add(pixels == expected)
            }
        }
        #expect(results.all == Array(repeating: true, count: 96))
    }

    @Test func aVeryLongTextIsMeasuredAsTheSumOfItsParts() throws {
        let fonts = try FontLibrary()
        let style = TextStyle(size: 17, color: .label)
        // Digits have one advance and no kerning: 40,000 of them are 4,000 times ten. Measured
        // in one go at 2,048 px per em their pen position would overflow SDL_ttf's 26.6 sum.
        let ten = fonts.width(of: "0123456789", style: style)
        let long = fonts.width(of: String(repeating: "0123456789", count: 4_000), style: style)
        #expect(abs(long - 4_000 * ten) < 1e-6 * long, "\(long) pt for 4,000 × \(ten) pt")
        #expect(FontLibrary.measuredChunks(of: String(repeating: "é", count: 5_000)).map(\.count) == [4_096, 904])
    }

    @Test func lineHeightAndAscentScaleWithTheSize() throws {
        let fonts = try FontLibrary()
        let small = TextStyle(size: 12, color: .label)
        let large = TextStyle(size: 36, color: .label)
        #expect(abs(fonts.lineHeight(large) - 3 * fonts.lineHeight(small)) < 1e-9)
        #expect(abs(fonts.ascent(large) - 3 * fonts.ascent(small)) < 1e-9)
    }

    @Test func boldTextIsWiderThanRegular() throws {
        let fonts = try FontLibrary()
        let regular = fonts.width(of: "Return", style: TextStyle(size: 17, color: .label))
        let bold = fonts.width(of: "Return", style: TextStyle(size: 17, weight: .bold, color: .label))
        #expect(bold > regular + 2)
    }

    @Test func theLineBoxHoldsTheAscentAndIsAboutOneAndAHalfTheSize() throws {
        let fonts = try FontLibrary()
        let style = TextStyle(size: 20, color: .label)
        #expect(fonts.ascent(style) > 15 && fonts.ascent(style) < 20)
        #expect(fonts.lineHeight(style) > fonts.ascent(style))
        #expect(fonts.lineHeight(style) > 20 && fonts.lineHeight(style) < 26)
    }

    @Test func measuringTwiceGivesTheSameWidth() throws {
        let first = try FontLibrary().width(of: "qwertyuiop", style: TextStyle(size: 16.5, color: .label))
        let second = try FontLibrary().width(of: "qwertyuiop", style: TextStyle(size: 16.5, color: .label))
        #expect(first == second)
    }

    /// What is measured is what is drawn: within one drawn pixel (TTF rounds a run's width to
    /// whole pixels) at 1×, 2× and 3×, however long the text.
    @Test(arguments: [1.0, 2.0, 3.0]) func measuredWidthsMatchTheWidthDrawnAtEachScale(scale: Double) throws {
        let fonts = try FontLibrary()
        for text in ["a", "Hello, world", "The quick brown fox jumps over the lazy dog", "1234567890"] {
            for style in [TextStyle(size: 17, color: .label), TextStyle(size: 12, weight: .bold, color: .label)] {
                let measured = fonts.width(of: text, style: style)
                let drawn = fonts.drawnWidth(of: text, style: style, scale: scale)
                #expect(
                    abs(measured - drawn) <= 1 / scale + 0.01, "\(text) at \(style.size)pt \(style.weight) \(scale)×")
            }
        }
    }

    @Test func rememberedTruncationsAndWrapsAreTheOnesTheFontGives() throws {
        let fonts = try FontLibrary()
        let plain = ForgetfulMeasurer(fonts: fonts)
        let style = TextStyle(size: 17, color: .label)
        let text = "Ship to 1 Infinite Loop, Cupertino — ring twice 🔔 please"
        for round in 0..<2 {
            for width in stride(from: 20.0, through: 300, by: 37) {
                for position in TextTruncation.Position.allCases {
                    #expect(
                        TextTruncation.truncate(text, toWidth: width, at: position, style: style, measurer: fonts)
                            == TextTruncation.truncate(
                                text, toWidth: width, at: position, style: style, measurer: plain),
                        "round \(round), width \(width), \(position)")
                }
                for wrapping in TextTruncation.Wrapping.allCases {
                    #expect(
                        TextTruncation.wrap(text, toWidth: width, by: wrapping, style: style, measurer: fonts)
                            == TextTruncation.wrap(text, toWidth: width, by: wrapping, style: style, measurer: plain))
                }
            }
        }
        #expect(fonts.rememberedLayouts == 8 * 5, "each width × mode is laid out once and remembered")
    }

    @Test func theLayoutMemoIsBoundedAndKeepsNoLongTexts() throws {
        let fonts = try FontLibrary()
        let style = TextStyle(size: 17, color: .label)
        // Typing a long text lays out a new text at every key.
        var typed = ""
        for number in 0..<(FontLibrary.layoutMemoLimit + 50) {
            typed += String(number % 10)
            _ = TextTruncation.truncate(typed, toWidth: 100, at: .tail, style: style, measurer: fonts)
            #expect(fonts.rememberedLayouts <= FontLibrary.layoutMemoLimit)
        }
        let long = String(repeating: "a", count: FontLibrary.layoutMemoMaxLength + 1)
        let before = fonts.rememberedLayouts
        #expect(TextTruncation.truncate(long, toWidth: 100, at: .tail, style: style, measurer: fonts).hasSuffix("…"))
        #expect(fonts.rememberedLayouts == before, "a text longer than the limit is laid out but not kept")
    }
}

/// The font library's measurements without its memo of layouts.
private struct ForgetfulMeasurer: TextMeasurer {
    let fonts: FontLibrary
    func width(of text: String, style: TextStyle) -> Double { fonts.width(of: text, style: style) }
    func lineHeight(_ style: TextStyle) -> Double { fonts.lineHeight(style) }
    func ascent(_ style: TextStyle) -> Double { fonts.ascent(style) }
}

/// Outcomes gathered from several threads.
final class ThreadResults: @unchecked Sendable {
    private let lock = NSLock()
    private var outcomes: [Bool] = []

    func add(_ outcome: Bool) {
        lock.lock()
        outcomes.append(outcome)
        lock.unlock()
    }

    var all: [Bool] {
        lock.lock()
        defer { lock.unlock() }
        return outcomes
    }
}
