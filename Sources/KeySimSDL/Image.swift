import CSDL2

/// RGBA pixels: what a PNG holds, rows top to bottom, 4 bytes a pixel (red, green, blue, alpha).
public struct Image: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width × height × 4` bytes, RGBA8888, row after row.
    public let pixels: [UInt8]

    /// An image of the given size; throws if `pixels` does not hold exactly `width × height × 4` bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) throws(SDLError) {
        guard width > 0, height > 0 else { throw .invalidSize(width: width, height: height) }
        guard pixels.count == width * height * 4 else {
            throw .pixelCountMismatch(expected: width * height * 4, actual: pixels.count)
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The colour of the pixel in column `x`, row `y`.
    public subscript(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let index = (y * width + x) * 4
        return (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
    }

    /// Reads a PNG (or any format SDL_image knows) and converts it to RGBA.
    ///
    /// The corresponding SDL function is `IMG_Load`.
    public static func load(png path: String) throws(SDLError) -> Image {
        let loaded = try Surface(taking: ImageFunctions.get().load(path), from: "IMG_Load")
        let rgba = try loaded.convertedToRGBA32()
        return try Image(width: rgba.width, height: rgba.height, pixels: rgba.rgbaPixels())
    }

    /// Writes the image as an RGBA PNG.
    ///
    /// The corresponding SDL function is `IMG_SavePNG`.
    public func writePNG(to path: String) throws(SDLError) {
        try Surface(self).savePNG(to: path)
    }

    /// How this image differs from `other`, channel by channel.
    ///
    /// - Parameter tolerance: the largest per-channel difference a pixel may have and still
    ///   count as equal.
    public func difference(to other: Image, tolerance: Int = 0) -> ImageDifference {
        guard width == other.width, height == other.height else {
            return ImageDifference(
                sizesMatch: false, maxChannelDelta: 255,
                pixelsOverTolerance: max(width * height, other.width * other.height),
                tolerance: tolerance, firstDifference: nil)
        }
        var maxDelta = 0
        var over = 0
        var first: (x: Int, y: Int)?
        pixels.withUnsafeBufferPointer { mine in
            other.pixels.withUnsafeBufferPointer { theirs in
                for pixel in 0..<(width * height) {
                    var pixelDelta = 0
                    for channel in 0..<4 {
                        let index = pixel * 4 + channel
                        pixelDelta = max(pixelDelta, abs(Int(mine[index]) - Int(theirs[index])))
                    }
                    maxDelta = max(maxDelta, pixelDelta)
                    if pixelDelta > tolerance {
                        over += 1
                        if first == nil { first = (pixel % width, pixel / width) }
                    }
                }
            }
        }
        return ImageDifference(
            sizesMatch: true, maxChannelDelta: maxDelta, pixelsOverTolerance: over, tolerance: tolerance,
            firstDifference: first.map { PixelPoint(x: $0.x, y: $0.y) })
    }
}

/// A pixel position, in whole pixels.
public struct PixelPoint: Equatable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var description: String { "(\(x), \(y))" }
}

/// The result of comparing two images.
public struct ImageDifference: Equatable, Sendable, CustomStringConvertible {
    /// Whether both images have the same width and height (if not, every other field is moot).
    public var sizesMatch: Bool
    /// The largest difference of any channel of any pixel, 0…255.
    public var maxChannelDelta: Int
    /// How many pixels have a channel that differs by more than `tolerance`.
    public var pixelsOverTolerance: Int
    /// The per-channel tolerance the comparison used.
    public var tolerance: Int
    /// The first pixel (row-major) differing by more than the tolerance.
    public var firstDifference: PixelPoint?

    /// Whether the images count as equal: same size, no pixel over the tolerance.
    public var isWithinTolerance: Bool { sizesMatch && pixelsOverTolerance == 0 }

    public var description: String {
        guard sizesMatch else { return "sizes differ" }
        guard let firstDifference else { return "equal within ±\(tolerance) (max delta \(maxChannelDelta))" }
        return
            "\(pixelsOverTolerance) pixels differ by more than ±\(tolerance) (max delta \(maxChannelDelta), first at \(firstDifference))"
    }
}
