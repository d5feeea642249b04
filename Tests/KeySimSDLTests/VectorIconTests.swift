import Foundation
import KeySimCore
import Testing

@testable import KeySimSDL

struct VectorIconTests {
    private func segments(_ d: String) throws -> [VectorSegment] { try VectorPathParser.segments(d[...]) }
    private func p(_ x: Double, _ y: Double) -> VectorPoint { VectorPoint(x: x, y: y) }
    private func icon(_ body: String, root: String = "width=\"24\" height=\"24\" viewBox=\"0 0 24 24\"") throws
        -> VectorIcon
    {
        try VectorIcon(svg: Array("<svg xmlns=\"http://www.w3.org/2000/svg\" \(root)>\(body)</svg>".utf8))
    }

    @Test func relativeCommandsMoveFromTheCurrentPoint() throws {
        let absolute = try segments("M2 3 L5 7 H9 V1 Q10 2 11 1 C12 0 13 0 14 1 Z")
        let relative = try segments("m2 3 l3 4 h4 v-6 q1 1 2 0 c1 -1 2 -1 3 0 z")
        #expect(absolute == relative)
        #expect(absolute.first == .move(p(2, 3)) && absolute[1] == .line(p(5, 7)) && absolute.last == .close)
        #expect(absolute[3] == .line(p(9, 1)))
    }

    @Test func repeatedCoordinatesRepeatTheCommandAndMoveRepeatsAsLines() throws {
        #expect(try segments("M0 0 10 0 10 10") == [.move(p(0, 0)), .line(p(10, 0)), .line(p(10, 10))])
        #expect(try segments("m1 1 2 2 l1 1 1 1") == [.move(p(1, 1)), .line(p(3, 3)), .line(p(4, 4)), .line(p(5, 5))])
        #expect(try segments("M0,0H4 6V2") == [.move(p(0, 0)), .line(p(4, 0)), .line(p(6, 0)), .line(p(6, 2))])
    }

    @Test func numbersMayHaveExponentsAndLeadingPointsWithoutSeparators() throws {
        #expect(try segments("M1.5e1-.5L.5.5") == [.move(p(15, -0.5)), .line(p(0.5, 0.5))])
        #expect(try segments("M1E-1,2e+0") == [.move(p(0.1, 2))])
    }

    @Test func arcFlagsMayBePackedWithoutSeparators() throws {
        let spaced = try segments("M3 12 A9 9 0 1 0 21 12")
        #expect(try segments("M3 12A9 9 0 1021 12") == spaced)
        #expect(try segments("M3,12a9,9,0,1,0,18,0") == spaced)
        // A half circle in at most quarter-turn cubics, every point of which lies on the circle.
        #expect(spaced.count == 3)
        for case .cubic(_, _, let end) in spaced { #expect(abs((end - p(12, 12)).length - 9) < 1e-9) }
        guard case .cubic(_, _, let end) = spaced.last else {
            Issue.record("the arc ends with a cubic: \(spaced)")
            return
        }
        #expect(end == p(21, 12), "the arc ends exactly where it was asked to")
    }

    @Test func anArcWithSweepZeroGoesTheOtherWayRound() throws {
        // From the left of a circle to its right: sweep 1 passes over the top, sweep 0 under.
        func lowest(_ d: String) throws -> Double {
            try segments(d).compactMap { if case .cubic(_, _, let end) = $0 { end.y } else { nil } }.max()!
        }
        #expect(try lowest("M3 12 A9 9 0 0 0 21 12") == 21)
        #expect(try lowest("M3 12 A9 9 0 0 1 21 12") == 12)
    }

    @Test func truncatedOrMalformedPathsThrowInsteadOfTrapping() {
        for d in ["M3 12 L5", "M1 1 L2 x", "L1 1", "M1 1 A1 1 0 2 0 3 3", "M1 1 Z 4", "M1 1 Q2 2"] {
            #expect(throws: VectorIconError.self, "\(d)") { try segments(d) }
        }
    }

    @Test func evenOddFillLeavesTheHoleOfTheClearAndLockIcons() throws {
        for icon in [Icon.clear, .lock] {
            let vector = try VectorIcon(svg: try SDLImageReference.svg(icon))
            #expect(vector.shapes.last?.fillRule == .evenOdd)
            let mask = CoverageRasterizer().mask(of: vector, side: 48)
            // The clear icon's cross and the lock's keyhole are holes; the ink around them is not.
            let (hole, ink) = icon == .clear ? ((24, 24), (24, 8)) : ((24, 31), (14, 35))
            #expect(mask.alpha[hole.1 * 48 + hole.0] == 0, "\(icon): the hole is transparent")
            #expect(mask.alpha[ink.1 * 48 + ink.0] == 255, "\(icon): around it is ink")
        }
    }

    @Test func aGroupRotationTurnsItsShapesAboutTheCentreGiven() throws {
        let link = try VectorIcon(svg: try SDLImageReference.svg(.link))
        let bar = try #require(link.shapes.last)
        // M8.6 12 L15.4 12 turned by −45° about (12, 12).
        let half = 3.4 / 2.0.squareRoot()
        guard case .move(let start) = bar.segments[0], case .line(let end) = bar.segments[1] else {
            Issue.record("the bar is a move and a line: \(bar.segments)")
            return
        }
        #expect((start - p(12 - half, 12 + half)).length < 1e-9 && (end - p(12 + half, 12 - half)).length < 1e-9)
        #expect(abs(bar.strokeWidth - 2) < 1e-9 && bar.lineCap == .round && bar.fillOpacity == nil)
    }

    @Test func theViewBoxIsScaledToTheSizeAndCentred() throws {
        let vector = try icon(
            "<rect x=\"0\" y=\"0\" width=\"12\" height=\"6\" fill=\"#fff\"/>",
            root: "width=\"48\" height=\"48\" viewBox=\"0 0 12 6\"")
        #expect(vector.width == 48 && vector.height == 48)
        #expect(vector.shapes[0].segments.first == .move(p(0, 12)))
        #expect(vector.shapes[0].segments[2] == .line(p(48, 36)))
    }

    @Test func shapesAndStylesOfTheSubsetAreRead() throws {
        let vector = try icon(
            "<g stroke=\"white\" fill=\"none\" stroke-linejoin=\"round\"><polyline points=\"1,1 5,1 5,5\"/>"
                + "<polygon points=\"1 1 2 2 1 3\" style=\"fill: #FFF; stroke: none; fill-rule: evenodd\"/>"
                + "<line x1=\"0\" y1=\"0\" x2=\"3\" y2=\"4\" stroke-width=\"2px\" stroke-linecap=\"square\"/>"
                + "<ellipse cx=\"5\" cy=\"5\" rx=\"2\" ry=\"1\" transform=\"translate(1 2) scale(2)\"/></g>"
                + "<!-- a comment --><title>t</title>")
        #expect(vector.shapes.count == 4)
        #expect(vector.shapes[0].segments == [.move(p(1, 1)), .line(p(5, 1)), .line(p(5, 5))])
        #expect(vector.shapes[1].fillRule == .evenOdd && vector.shapes[1].strokeOpacity == nil)
        #expect(vector.shapes[2].strokeWidth == 2 && vector.shapes[2].lineCap == .square)
        #expect(vector.shapes[3].segments.first == .move(p(15, 12)) && vector.shapes[3].strokeWidth == 2)
    }

    @Test(arguments: [
        "<linearGradient id=\"g\"/>", "<text x=\"1\" y=\"1\">a</text>", "<path d=\"M1 1 L2 2\"/>",
        "<path d=\"M1 1 L2 2\" fill=\"red\"/>", "<rect width=\"4\" height=\"4\" fill=\"none\" stroke=\"#fff\"/>",
        "<path d=\"M1 1 L2 2\" fill=\"#fff\" clip-path=\"url(#c)\"/>",
        "<path d=\"M1 1 L2 2\" style=\"fill: url(#g)\"/>",
        "<rect width=\"50%\" height=\"4\" fill=\"#fff\"/>", "<g opacity=\"0.5\"/>", "<use href=\"#a\"/>",
    ])
    func anythingOutsideTheSubsetIsUnsupported(body: String) {
        #expect {
            try icon(body)
        } throws: { error in
            if case .unsupported = error as? VectorIconError { return true }
            return false
        }
    }

    /// Every prefix of every shipped icon either reads or throws: a cut file never traps.
    @Test(arguments: Icon.allCases) func aFileCutAnywhereThrowsOrReads(icon: Icon) throws {
        let svg = try SDLImageReference.svg(icon)
        for length in 0..<svg.count {
            if let vector = try? VectorIcon(svg: Array(svg[..<length])) {
                _ = CoverageRasterizer().mask(of: vector, side: 16)
            }
        }
        #expect(throws: VectorIconError.self) { try VectorIcon(svg: Array(svg.dropLast(8))) }
    }
}
