import Foundation
import Testing

@testable import KeySimCore

/// The density of landing points: one Gaussian bump per tap, sampled on a 1 pt grid.
struct TapDensityTests {
    @Test func oneTapPeaksAroundItsPointAndFadesEvenlyWithDistance() {
        let density = TapDensity(points: [Point(x: 20, y: 20)], size: Size(width: 40, height: 40))
        #expect(density.columns == 40 && density.rows == 40)
        // The four cells around (20, 20) have centres 0.5 pt away on each axis.
        let peak = exp(-0.5 / (2 * 25))
        for (column, row) in [(19, 19), (20, 19), (19, 20), (20, 20)] {
            #expect(abs(density[column, row] - peak) < 1e-12)
        }
        #expect(abs(density.maximum - peak) < 1e-12)
        // 5 pt (one standard deviation) to the right and below, mirrored left and above.
        #expect(abs(density[24, 19] - exp(-(4.5 * 4.5 + 0.25) / 50)) < 1e-12)
        #expect(density[24, 19] == density[15, 19])
        #expect(density[19, 24] == density[19, 15])
    }

    @Test func beyondThreeStandardDeviationsATapAddsNothing() {
        let density = TapDensity(points: [Point(x: 20, y: 20)], size: Size(width: 40, height: 40))
        #expect(density[36, 19] == 0)
        #expect(density[0, 0] == 0)
        #expect(density[33, 19] > 0)
    }

    @Test func tapsAtTheSamePointAddUp() {
        let one = TapDensity(points: [Point(x: 10, y: 10)], size: Size(width: 20, height: 20))
        let three = TapDensity(
            points: Array(repeating: Point(x: 10, y: 10), count: 3), size: Size(width: 20, height: 20))
        #expect(abs(three.maximum - 3 * one.maximum) < 1e-12)
    }

    @Test func noTapsGiveNoDensity() {
        let density = TapDensity(points: [], size: Size(width: 10, height: 10))
        #expect(density.maximum == 0)
    }

    @Test func theColourWarmsAndThickensWithTheShare() throws {
        #expect(TapDensity.color(share: 0) == nil)
        #expect(TapDensity.color(share: 0.005) == nil, "almost nothing is left clear")
        let faint = try #require(TapDensity.color(share: 0.02))
        let middle = try #require(TapDensity.color(share: 0.25))
        let hottest = try #require(TapDensity.color(share: 1))
        #expect(faint.alpha < middle.alpha && middle.alpha < hottest.alpha)
        #expect(faint.blue > faint.red, "few taps are blue")
        #expect(hottest.red > 200 && hottest.green < 60 && hottest.blue < 60, "the most taps are red")
        #expect(TapDensity.color(share: 4) == hottest)
    }
}
