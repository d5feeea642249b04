import Testing

@testable import KeySimSDL

struct CornerMaskTests {
    @Test(arguments: [3, 8, 24]) func aFilledCornerCoversAQuarterDiscOfItsRadius(radius: Int) {
        let mask = CornerMask(radius: radius, strokeWidth: nil)
        let alpha = mask.alpha(for: .topLeft)
        #expect(mask.size == radius)
        #expect(alpha.count == radius * radius)
        #expect(alpha[0] < 16)  // the outer corner pixel is (nearly) outside the curve
        #expect(alpha[radius * radius - 1] == 255)  // the inner corner is inside
        let area = alpha.reduce(0.0) { $0 + Double($1) / 255 }
        let quarterDisc = Double.pi * Double(radius * radius) / 4
        #expect(abs(area - quarterDisc) / quarterDisc < 0.02)
    }

    @Test func theOtherCornersAreMirrorImages() {
        let mask = CornerMask(radius: 6, strokeWidth: 1.5)
        let topLeft = mask.alpha(for: .topLeft)
        let topRight = mask.alpha(for: .topRight)
        let bottomLeft = mask.alpha(for: .bottomLeft)
        let bottomRight = mask.alpha(for: .bottomRight)
        for y in 0..<6 {
            for x in 0..<6 {
                #expect(topRight[y * 6 + (5 - x)] == topLeft[y * 6 + x])
                #expect(bottomLeft[(5 - y) * 6 + x] == topLeft[y * 6 + x])
                #expect(bottomRight[(5 - y) * 6 + (5 - x)] == topLeft[y * 6 + x])
            }
        }
    }

    @Test func anOutlineLeavesTheInsideOfTheCornerEmpty() {
        let mask = CornerMask(radius: 10, strokeWidth: 2)
        let alpha = mask.alpha(for: .topLeft)
        #expect(alpha[9 * 10 + 9] == 0)  // the inner corner pixel is inside the hole
        #expect(alpha[9 * 10 + 0] == 255)  // the left edge next to the straight band is covered
        #expect(alpha[0 * 10 + 9] == 255)
        #expect(mask.bandProfile == [1, 1, 0, 0, 0, 0, 0, 0, 0, 0])
    }

    @Test func aFractionalOutlineWidthCoversItsLastRowPartly() {
        let mask = CornerMask(radius: 0, strokeWidth: 1.5)
        #expect(mask.size == 2)
        #expect(mask.bandProfile == [1, 0.5])
        // The inner pixel is covered by the L of both bands: 1 - 0.5 × 0.5.
        #expect(mask.alpha(for: .topLeft) == [255, 255, 255, 191])
    }
}
