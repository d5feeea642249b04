import Foundation
import Testing

@testable import KeySimSDL

struct TrigonometryTests {
    /// Angles over ±20π, dense near the quadrant boundaries where the reduction switches.
    static let angles: [Double] = {
        var angles = stride(from: -20 * Double.pi, through: 20 * Double.pi, by: 0.0137).map { $0 }
        for quarter in -40...40 {
            let edge = Double(quarter) * Double.pi / 4
            angles += [edge, edge.nextUp, edge.nextDown, edge + 1e-9, edge - 1e-9]
        }
        return angles + [0, -0.0, 1e-300, 5e-324, 1e-8, 1e5, -12_345.678]
    }()

    @Test func sineAndCosineAgreeWithLibmToAFewUnitsInTheLastPlace() {
        var worst = 0.0
        for angle in Self.angles {
            let (sine, cosine) = Trigonometry.sinCos(angle)
            // Error measured against the larger of the value and a tiny floor (near a zero of
            // sin or cos both are as good as the reduced angle, ~1e-16 absolute).
            worst = max(worst, abs(sine - Foundation.sin(angle)) / max(abs(Foundation.sin(angle)), 1e-3))
            worst = max(worst, abs(cosine - Foundation.cos(angle)) / max(abs(Foundation.cos(angle)), 1e-3))
            #expect(Trigonometry.sin(angle) == sine && Trigonometry.cos(angle) == cosine)
        }
        #expect(worst < 1e-15, "worst relative error \(worst)")
    }

    @Test func tangentAgreesWithLibmAwayFromItsPoles() {
        for angle in Self.angles where abs(Foundation.cos(angle)) > 1e-3 {
            let expected = Foundation.tan(angle)
            #expect(abs(Trigonometry.tan(angle) - expected) <= 1e-12 * max(1, abs(expected)), "tan(\(angle))")
        }
    }

    @Test func theAngleOfAVectorAgreesWithLibmInEveryQuadrant() {
        var worst = 0.0
        for degrees in stride(from: -180.0, through: 180, by: 0.25) {
            for length in [1e-6, 0.5, 1, 3, 1e6] {
                let radians = degrees * Double.pi / 180
                let (y, x) = (length * Foundation.sin(radians), length * Foundation.cos(radians))
                worst = max(worst, abs(Trigonometry.atan2(y, x) - Foundation.atan2(y, x)))
            }
        }
        #expect(worst < 2e-15, "worst error \(worst) rad")
        #expect(Trigonometry.atan2(0, 0) == 0)
        #expect(Trigonometry.atan2(2, 0) == Double.pi / 2)
        #expect(Trigonometry.atan2(-2, 0) == -Double.pi / 2)
        #expect(Trigonometry.atan2(0, -1) == Double.pi)
        #expect(Trigonometry.atan2(1, 1) == Foundation.atan2(1, 1))
        #expect(Trigonometry.atan2(.nan, 1).isNaN)
        #expect(Trigonometry.sinCos(.infinity).sin.isNaN)
    }
}
