import Foundation
import KeySimCore
import Testing

@testable import KeySimSDL

struct FrameRendererTests {
    let fonts: FontLibrary
    let icons: IconLibrary

    init() throws {
        fonts = try FontLibrary()
        icons = try IconLibrary(folder: Golden.iconsFolder)
    }

    private func render(_ frame: Frame, scale: Double) throws -> Image {
        try Rasterizer.render(frame, scale: scale, fonts: fonts, icons: icons)
    }

    private func isColor(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ color: Color) -> Bool {
        pixel.red == color.red && pixel.green == color.green && pixel.blue == color.blue && pixel.alpha == color.alpha
    }

    @Test(arguments: [1.0, 2.0, 3.0]) func theImageIsTheFrameSizeTimesTheScale(scale: Double) throws {
        let image = try render(Frame(size: Size(width: 39, height: 21), background: .keyboardGray), scale: scale)
        #expect(image.width == Int(39 * scale))
        #expect(image.height == Int(21 * scale))
        #expect(isColor(image[0, 0], .keyboardGray))
    }

    @Test(arguments: [1.0, 2.0, 3.0]) func aFilledRectangleHasExactlyItsColourInsideAndTheBackgroundOutside(
        scale: Double
    )
        throws
    {
        let rect = Rect(x: 10, y: 8, width: 30, height: 20)
        let frame = Frame(
            size: Size(width: 50, height: 40), background: .keyboardGray,
            commands: [.fill(rect, radius: 6, color: .keyDark)])
        let image = try render(frame, scale: scale)
        var inside = 0
        var outside = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let point = Point(x: (Double(x) + 0.5) / scale, y: (Double(y) + 0.5) / scale)
                let insideStraightPart =
                    Rect(x: rect.x + 6, y: rect.y, width: rect.width - 12, height: rect.height).contains(point)
                    || Rect(x: rect.x, y: rect.y + 6, width: rect.width, height: rect.height - 12).contains(point)
                if insideStraightPart {
                    #expect(isColor(image[x, y], .keyDark), "pixel (\(x), \(y))")
                    inside += 1
                } else if !rect.contains(point) {
                    #expect(isColor(image[x, y], .keyboardGray), "pixel (\(x), \(y))")
                    outside += 1
                }
            }
        }
        #expect(inside > 0 && outside > 0)
    }

    @Test func aTranslucentFillBlendsEvenlyWithNoSeamsBetweenItsParts() throws {
        let frame = Frame(
            size: Size(width: 60, height: 40), background: .white,
            commands: [.fill(Rect(x: 5, y: 5, width: 50, height: 30), radius: 8, color: Color(hex: "#007AFF80")!)])
        let image = try render(frame, scale: 2)
        let reference = image[60, 40]
        #expect(reference.blue == 255 && reference.red < 200 && reference.red > 100)
        // Every pixel of the rectangle (10…110 × 10…70 px) outside its 16 px corner squares:
        // the middle and the four straight bands, drawn as separate rectangles.
        for y in 10..<70 {
            for x in 10..<110 where (26..<94).contains(x) || (26..<54).contains(y) {
                #expect(image[x, y] == reference, "pixel (\(x), \(y))")
            }
        }
    }

    @Test func aStrokeColoursItsBandAndLeavesTheInsideAlone() throws {
        let frame = Frame(
            size: Size(width: 40, height: 30), background: .white,
            commands: [.stroke(Rect(x: 5, y: 5, width: 30, height: 20), radius: 4, width: 2, color: .accent)])
        let image = try render(frame, scale: 1)
        for x in 10..<30 {
            #expect(isColor(image[x, 5], .accent) && isColor(image[x, 6], .accent))
            #expect(isColor(image[x, 7], .white))
            #expect(isColor(image[x, 23], .accent) && isColor(image[x, 24], .accent))
            #expect(isColor(image[x, 22], .white) && isColor(image[x, 25], .white))
        }
        #expect(isColor(image[20, 15], .white))
        #expect(isColor(image[5, 15], .accent) && isColor(image[34, 15], .accent) && isColor(image[35, 15], .white))
    }

    /// The 2× image is drawn at 2×, not the 1× one enlarged: its only in-between pixels lie on
    /// the curve of the corners, within a pixel of it, and there are about twice as many.
    @Test func roundedCornersAreAntiAliasedAndCrispAtTwiceTheScale() throws {
        let rect = Rect(x: 10, y: 10, width: 60, height: 40)
        let radius = 12.0
        let frame = Frame(
            size: Size(width: 80, height: 60), background: .white,
            commands: [.fill(rect, radius: radius, color: .black)])
        var counts: [Double: Int] = [:]
        for scale in [1.0, 2.0] {
            let image = try render(frame, scale: scale)
            var mixed = 0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let pixel = image[x, y]
                    guard pixel.red != 0, pixel.red != 255 else { continue }
                    mixed += 1
                    // Distance (pixels) from the pixel's centre to the nearest corner arc.
                    let px = Double(x) + 0.5
                    let py = Double(y) + 0.5
                    let r = radius * scale
                    let centreX = px < rect.midX * scale ? rect.minX * scale + r : rect.maxX * scale - r
                    let centreY = py < rect.midY * scale ? rect.minY * scale + r : rect.maxY * scale - r
                    let inCornerRegion =
                        abs(px - centreX) <= r + 1 && abs(py - centreY) <= r + 1
                        && (px < rect.minX * scale + r || px > rect.maxX * scale - r)
                        && (py < rect.minY * scale + r || py > rect.maxY * scale - r)
                    let distance = abs(
                        ((px - centreX) * (px - centreX) + (py - centreY) * (py - centreY)).squareRoot() - r)
                    #expect(inCornerRegion && distance <= 1, "scale \(scale): pixel (\(x), \(y)) is grey")
                }
            }
            counts[scale] = mixed
        }
        let oneX = try #require(counts[1])
        let twoX = try #require(counts[2])
        #expect(oneX > 20)
        #expect(Double(twoX) > 1.6 * Double(oneX) && Double(twoX) < 2.4 * Double(oneX))
    }

    @Test(arguments: [1.0, 2.0, 3.0]) func textIsDrawnInsideItsMeasuredBox(scale: Double) throws {
        let style = TextStyle(size: 17, color: .black)
        let text = "Hello, world"
        let origin = Point(x: 10.25, y: 6.5)
        let frame = Frame(
            size: Size(width: 120, height: 32), background: .white,
            commands: [.text(text, origin: origin, style: style)])
        let image = try render(frame, scale: scale)
        let box = Rect(
            x: origin.x, y: origin.y, width: fonts.width(of: text, style: style), height: fonts.lineHeight(style))
        var inkMaxX = 0.0
        var inkMinX = Double.infinity
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].red < 128 {
                let point = Point(x: (Double(x) + 0.5) / scale, y: (Double(y) + 0.5) / scale)
                #expect(box.contains(point), "ink at pixel (\(x), \(y)) is outside \(box)")
                inkMinX = min(inkMinX, point.x)
                inkMaxX = max(inkMaxX, point.x)
            }
        }
        // The ink spans the measured width, less the side bearings of "H" and "d" (under 2pt).
        #expect(inkMinX - box.minX < 2.5)
        #expect(box.maxX - inkMaxX < 2.5)
    }

    @Test func theBaselineIsTheAscentBelowTheLineBoxTop() throws {
        let style = TextStyle(size: 20, color: .black)
        let frame = Frame(
            size: Size(width: 60, height: 40), background: .white,
            commands: [.text("HH", origin: Point(x: 4, y: 5), style: style)])
        let image = try render(frame, scale: 2)
        // "H" stands on the baseline: its lowest ink row ends there.
        let lowestInk = (0..<image.height).last { y in (0..<image.width).contains { image[$0, y].red < 128 } }
        let baseline = (5 + fonts.ascent(style)) * 2
        #expect(abs(Double(try #require(lowestInk) + 1) - baseline) <= 1)
    }

    @Test func textInATranslucentColourIsTinted() throws {
        let frame = Frame(
            size: Size(width: 40, height: 30), background: .white,
            commands: [
                .text("██", origin: Point(x: 2, y: 2), style: TextStyle(size: 20, color: Color(hex: "#FF000080")!))
            ])
        let image = try render(frame, scale: 1)
        let pixel = image[10, 14]
        #expect(pixel.red == 255 && pixel.green > 120 && pixel.green < 135 && pixel.blue == pixel.green)
    }

    @Test func drawingTheSameFrameTwiceRendersEachTextOnce() throws {
        let frame = Frame(
            size: Size(width: 100, height: 40), background: .white,
            commands: [
                .text("q", origin: Point(x: 2, y: 2), style: TextStyle(size: 17, color: .black)),
                .text("w", origin: Point(x: 20, y: 2), style: TextStyle(size: 17, color: .black)),
                .text("q", origin: Point(x: 40, y: 2), style: TextStyle(size: 17, color: .accent)),
                .text("q", origin: Point(x: 60, y: 2), style: TextStyle(size: 17, weight: .bold, color: .black)),
            ])
        let renderer = try Rasterizer.offscreenRenderer(for: frame, scale: 2)
        let frameRenderer = FrameRenderer(renderer: renderer, fonts: fonts, icons: icons)
        try frameRenderer.draw(frame, scale: 2)
        let first = try Rasterizer.image(of: renderer)
        #expect(frameRenderer.textRenders == 3)  // "q" regular (in two colours), "w", "q" bold
        try frameRenderer.draw(frame, scale: 2)
        #expect(frameRenderer.textRenders == 3)
        #expect(try Rasterizer.image(of: renderer) == first)
        #expect(first == (try render(frame, scale: 2)))
    }

    @Test func typingIntoALongFieldKeepsTheTextCacheSmallAndNeverDropsTheFramesOwnText() throws {
        // A frame whose own text alone is over the cache's spare bytes: a page of long lines at 3×.
        let style = TextStyle(size: 17, color: .black)
        let line = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 3)
        var commands: [DrawCommand] = (0..<24).map { row in
            .text("\(row) \(line)", origin: Point(x: 0, y: Double(row) * 22), style: style)
        }
        let frame = Frame(size: Size(width: 400, height: 560), background: .white, commands: commands)
        let renderer = try Rasterizer.offscreenRenderer(for: frame, scale: 3)
        let frameRenderer = FrameRenderer(renderer: renderer, fonts: fonts, icons: icons)
        try frameRenderer.draw(frame, scale: 3)
        let ownBytes = frameRenderer.textCacheBytes
        #expect(ownBytes > FrameRenderer.textCacheSpareBytes, "the test needs a frame over the spare bytes")
        let renders = frameRenderer.textRenders
        try frameRenderer.draw(frame, scale: 3)
        #expect(frameRenderer.textRenders == renders, "the frame's own text is kept, however large")
        // Typing: a new, longer text at every key, the rest of the frame unchanged.
        var typed = ""
        for character in line.prefix(60) {
            typed.append(character)
            commands.append(.text(typed, origin: Point(x: 0, y: 540), style: style))
            try frameRenderer.draw(Frame(size: frame.size, background: .white, commands: commands), scale: 3)
            commands.removeLast()
            #expect(frameRenderer.textCacheBytes <= ownBytes + 2 * FrameRenderer.textCacheSpareBytes)
        }
        let typedRenders = frameRenderer.textRenders
        try frameRenderer.draw(frame, scale: 3)
        #expect(frameRenderer.textRenders == typedRenders, "the page's text survived the typing")
    }

    @Test func linesTypedPastAreDroppedAtOnceWhileTheLabelsOfAnotherLayerAreKept() throws {
        let labelStyle = TextStyle(size: 22, color: .black)
        let labels = Frame(
            size: Size(width: 400, height: 100), background: .white,
            commands: "QWERTYUIOPASDFGHJKLZXCVBNM".enumerated().map { index, letter in
                .text(
                    String(letter), origin: Point(x: Double(index % 13) * 30, y: Double(index / 13) * 40),
                    style: labelStyle)
            })
        let renderer = try Rasterizer.offscreenRenderer(for: labels, scale: 1)
        let frameRenderer = FrameRenderer(renderer: renderer, fonts: fonts, icons: icons)
        try frameRenderer.draw(labels, scale: 1)
        let labelBytes = frameRenderer.textCacheBytes
        let labelRenders = frameRenderer.textRenders
        // Typing on at the end of a line as wide as the window, one key at a time, on a frame
        // without the labels: every line typed is over the large size.
        let style = TextStyle(size: 17, color: .black)
        let start = "The quick brown fox jumps over"
        let typed = " the lazy dog, twice over."
        func typing(_ count: Int) -> Frame {
            Frame(
                size: labels.size, background: .white,
                commands: [.text(start + typed.prefix(count), origin: Point(x: 0, y: 40), style: style)])
        }
        for count in 1...typed.count { try frameRenderer.draw(typing(count), scale: 1) }
        // What the shortest and the last line take alone, each drawn by a renderer of its own.
        let shortest = FrameRenderer(renderer: renderer, fonts: fonts, icons: icons)
        try shortest.draw(typing(1), scale: 1)
        #expect(shortest.textCacheBytes > FrameRenderer.textCacheLargeBytes, "the test needs lines over the large size")
        let last = FrameRenderer(renderer: renderer, fonts: fonts, icons: icons)
        try last.draw(typing(typed.count), scale: 1)
        #expect(
            frameRenderer.textCacheBytes <= labelBytes + last.textCacheBytes,
            "the labels and the line shown are kept, not the \(typed.count - 1) lines typed past")
        let typedRenders = frameRenderer.textRenders
        try frameRenderer.draw(labels, scale: 1)
        #expect(frameRenderer.textRenders == typedRenders, "the labels survived the typing")
        #expect(typedRenders == labelRenders + typed.count)
    }

    /// Where the line starts: far left (its end shown, as a field scrolled to its caret
    /// shows it), scrolled, inside, wholly left of the field, just right of it, far right.
    @Test(arguments: [nil, -3_000.0, -40.0, 10.0, -20_000.0, 180.0, 400.0])
    func aLongLineInANarrowClipIsCutToItAndDrawsTheSamePixels(start: Double?) throws {
        let style = TextStyle(size: 17, color: .accent)
        let text = String(repeating: "Typing a long line into a one-line field. ", count: 24)
        // nil: the line's end 30 points inside the field's right edge.
        let textX = start ?? 140 - fonts.drawnWidth(of: text, style: style, scale: 2)
        let clipped = lineInField(text, at: Point(x: textX, y: 12), style: style)
        let covered = lineCovered(text, at: Point(x: textX, y: 12), style: style)
        let renderer = try Rasterizer.offscreenRenderer(for: clipped, scale: 2)
        let frameRenderer = FrameRenderer(renderer: renderer, fonts: fonts, icons: icons)
        try frameRenderer.draw(clipped, scale: 2)
        #expect(
            frameRenderer.textCacheBytes < FrameRenderer.textCropMinimumBytes,
            "the field's 300 px are kept, not the \(text.count)-character line")
        let drawn = try Rasterizer.image(of: renderer)
        let whole = try render(covered, scale: 2)
        // More than a slice's worth of characters scrolled out of the field on the left: the
        // words shown are rendered from a space on, whose pen position SDL_ttf gives to the
        // pixel, so they may stand up to a pixel left of where the whole line puts them.
        let hiddenPoints = 20 - textX
        let slicedOnTheLeft = hiddenPoints > 2 * fonts.drawnWidth(of: String(text.prefix(64)), style: style, scale: 2)
        if slicedOnTheLeft, textX > -8_000 {
            let (drawnInk, drawnX) = inkCentroid(drawn)
            let (wholeInk, wholeX) = inkCentroid(whole)
            #expect(abs(drawnX - wholeX) <= 1, "the same words, within a pixel")
            #expect(abs(drawnInk - wholeInk) <= wholeInk * 0.05, "the same amount of ink")
        } else {
            #expect(drawn == whole)
        }
        // A caret blink draws the same line again: its width is not measured again.
        try frameRenderer.draw(clipped, scale: 2)
        #expect(frameRenderer.lineWidthsMeasured == 1)
        let inField = textX > -8_000 && textX < 170
        #expect(
            try Rasterizer.image(of: renderer).pixels.contains { $0 != 255 } == inField,
            "text shows in the field only when the line reaches into it")
    }

    @Test func typingALongLineRendersTheWordsAroundTheFieldNotTheWholeLine() throws {
        let style = TextStyle(size: 17, color: .label)
        let text = String(repeating: "Typing a long line into a one-line field. ", count: 48)
        let wholeWidth = fonts.drawnWidth(of: text, style: style, scale: 2) * 2
        let frame = lineInField(text, at: Point(x: 140 - wholeWidth / 2, y: 12), style: style)
        let renderer = try Rasterizer.offscreenRenderer(for: frame, scale: 2)
        let frameRenderer = FrameRenderer(renderer: renderer, fonts: fonts, icons: icons)
        try frameRenderer.draw(frame, scale: 2)
        #expect(frameRenderer.widestTextRendered > 0)
        #expect(
            Double(frameRenderer.widestTextRendered) < wholeWidth / 8,
            "\(frameRenderer.widestTextRendered) px rendered of a \(Int(wholeWidth)) px line")
    }

    @Test func aLongLineWhollyLeftOfItsFieldWhoseLengthIsAMultipleOfTheSliceDrawsNothing() throws {
        let style = TextStyle(size: 17, color: .label)
        // 42 × 32 = 1,344 scalars: a multiple of the 64 a slice may start at.
        let text = String(repeating: "Typing a long line into a one-line field. ", count: 32)
        #expect(text.unicodeScalars.count % FontLibrary.sliceGranularity == 0)
        let frame = lineInField(text, at: Point(x: -20_000, y: 12), style: style)
        let renderer = try Rasterizer.offscreenRenderer(for: frame, scale: 2)
        let frameRenderer = FrameRenderer(renderer: renderer, fonts: fonts, icons: icons)
        try frameRenderer.draw(frame, scale: 2)
        #expect(try Rasterizer.image(of: renderer).pixels.allSatisfy { $0 == 255 }, "the field stays empty")
    }

    @Test func aLongLineWithoutSpacesIsRenderedWholeAndDrawsTheSamePixels() throws {
        let style = TextStyle(size: 17, color: .label)
        let text = String(repeating: "https://example.com/a-long-path/", count: 30)
        let wholeWidth = fonts.drawnWidth(of: text, style: style, scale: 2) * 2
        let origin = Point(x: 140 - wholeWidth / 2, y: 12)
        let clipped = lineInField(text, at: origin, style: style)
        let covered = lineCovered(text, at: origin, style: style)
        let renderer = try Rasterizer.offscreenRenderer(for: clipped, scale: 2)
        let frameRenderer = FrameRenderer(renderer: renderer, fonts: fonts, icons: icons)
        try frameRenderer.draw(clipped, scale: 2)
        #expect(Double(frameRenderer.widestTextRendered) >= wholeWidth - 2, "no space to cut at: the whole line")
        #expect(try Rasterizer.image(of: renderer) == (try render(covered, scale: 2)))
    }

    /// A one-line field (20…170 × 10…34 points) in a 200 × 44 point frame, `text` at `origin`
    /// clipped to it.
    private func lineInField(_ text: String, at origin: Point, style: TextStyle) -> Frame {
        Frame(
            size: Size(width: 200, height: 44), background: .white,
            commands: [
                .pushClip(Rect(x: 20, y: 10, width: 150, height: 24)), .text(text, origin: origin, style: style),
                .popClip,
            ])
    }

    /// What `lineInField` must draw: the whole line, then everything outside the field
    /// painted over.
    private func lineCovered(_ text: String, at origin: Point, style: TextStyle) -> Frame {
        Frame(
            size: Size(width: 200, height: 44), background: .white,
            commands: [
                .text(text, origin: origin, style: style),
                .fill(Rect(x: 0, y: 0, width: 200, height: 10), radius: 0, color: .white),
                .fill(Rect(x: 0, y: 34, width: 200, height: 10), radius: 0, color: .white),
                .fill(Rect(x: 0, y: 10, width: 20, height: 24), radius: 0, color: .white),
                .fill(Rect(x: 170, y: 10, width: 30, height: 24), radius: 0, color: .white),
            ])
    }

    /// How much ink (darkness, summed over the channels) `image` has and the x of its centre.
    private func inkCentroid(_ image: Image) -> (ink: Double, x: Double) {
        var ink = 0.0
        var moment = 0.0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let offset = (y * image.width + x) * 4
                let dark = (0..<3).reduce(0.0) { $0 + Double(255 - Int(image.pixels[offset + $1])) }
                ink += dark
                moment += dark * Double(x)
            }
        }
        return (ink, ink > 0 ? moment / ink : 0)
    }

    @Test func nothingIsDrawnOutsideTheClipAndNestedClipsIntersect() throws {
        let frame = Frame(
            size: Size(width: 40, height: 40), background: .white,
            commands: [
                .pushClip(Rect(x: 0, y: 0, width: 20, height: 40)),
                .pushClip(Rect(x: 10, y: 0, width: 30, height: 20)),
                .fill(Rect(x: 0, y: 0, width: 40, height: 40), radius: 0, color: .black),
                .popClip,
                .fill(Rect(x: 0, y: 30, width: 40, height: 10), radius: 0, color: .accent),
                .popClip,
                .pushClip(Rect(x: 30, y: 30, width: 0, height: 0)),
                .fill(Rect(x: 0, y: 0, width: 40, height: 40), radius: 0, color: .accent),
                .popClip,
            ])
        let image = try render(frame, scale: 2)
        #expect(isColor(image[25, 15], .black))  // inside both clips
        #expect(isColor(image[15, 15], .white))  // outside the inner clip
        #expect(isColor(image[45, 15], .white))  // outside the outer clip
        #expect(isColor(image[35, 70], .accent))  // inside the outer clip only
        #expect(isColor(image[45, 70], .white))
        #expect(isColor(image[70, 45], .white))  // the empty clip drew nothing
    }

    @Test func iconsAreDrawnInTheirColourCentredInTheirRect() throws {
        let frame = Frame(
            size: Size(width: 40, height: 30), background: .white,
            commands: [.icon(.clear, in: Rect(x: 10, y: 0, width: 30, height: 30), color: .accent)])
        let image = try render(frame, scale: 2)
        var minX = Int.max
        var maxX = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].red < 128 {
                #expect(image[x, y].blue == 255)
                minX = min(minX, x)
                maxX = max(maxX, x)
            }
        }
        // The circle is 18 of the icon's 24 units wide, centred on x = 25pt (50 px).
        #expect(abs(Double(minX + maxX + 1) / 2 - 50) <= 1)
        #expect(abs(Double(maxX - minX + 1) - 45) <= 2)
    }
}
