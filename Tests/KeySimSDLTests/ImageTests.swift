import Foundation
import Testing

@testable import KeySimSDL

struct ImageTests {
    private func gradient(width: Int = 7, height: Int = 5) throws -> Image {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                pixels += [UInt8(x * 30), UInt8(y * 50), 200, UInt8(255 - x * 10)]
            }
        }
        return try Image(width: width, height: height, pixels: pixels)
    }

    @Test func aPNGWrittenAndLoadedBackHasTheSamePixels() throws {
        let image = try gradient()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("keysim-image-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try image.writePNG(to: path)
        #expect(try Image.load(png: path) == image)
    }

    @Test func loadingAMissingFileNamesTheFunctionAndSDLsMessage() {
        #expect {
            try Image.load(png: "/nonexistent/frame.png")
        } throws: { error in
            guard case .callFailed(let function, let message) = error as? SDLError else { return false }
            return function == "IMG_Load" && !message.isEmpty
        }
    }

    @Test func pixelDataOfTheWrongLengthIsRejected() {
        #expect(throws: SDLError.pixelCountMismatch(expected: 16, actual: 3)) {
            try Image(width: 2, height: 2, pixels: [1, 2, 3])
        }
    }

    @Test func theDifferenceCountsPixelsOverTheTolerance() throws {
        let image = try gradient()
        var pixels = image.pixels
        pixels[0] &+= 2  // within a tolerance of 2
        pixels[4 * 9 + 1] &+= 40  // pixel (2, 1)
        let changed = try Image(width: image.width, height: image.height, pixels: pixels)
        let difference = image.difference(to: changed, tolerance: 2)
        #expect(difference.sizesMatch)
        #expect(difference.maxChannelDelta == 40)
        #expect(difference.pixelsOverTolerance == 1)
        #expect(difference.firstDifference == PixelPoint(x: 2, y: 1))
        #expect(!difference.isWithinTolerance)
        #expect(image.difference(to: image).isWithinTolerance)
        #expect(!image.difference(to: try gradient(width: 6)).sizesMatch)
    }
}
