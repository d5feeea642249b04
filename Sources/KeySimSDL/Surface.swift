import CSDL2

/// An owned `SDL_Surface` of pixels in CPU memory: freed when the last reference goes.
final class Surface {
    private let pointer: UnsafeMutablePointer<SDL_Surface>

    /// The width in pixels.
    var width: Int { Int(pointer.pointee.w) }
    /// The height in pixels.
    var height: Int { Int(pointer.pointee.h) }

    /// Takes ownership of a surface an SDL call returned; `function` names that call for the error.
    init(taking pointer: UnsafeMutablePointer<SDL_Surface>?, from function: String) throws(SDLError) {
        self.pointer = try SDLCall.check(pointer, function)
    }

    /// A transparent RGBA32 surface (bytes R, G, B, A in memory) of `width` × `height` pixels.
    ///
    /// The corresponding SDL function is `SDL_CreateRGBSurfaceWithFormat`.
    convenience init(width: Int, height: Int) throws(SDLError) {
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw .invalidSize(width: width, height: height)
        }
        try self.init(
            taking: SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_RGBA32.rawValue),
            from: "SDL_CreateRGBSurfaceWithFormat")
    }

    /// An RGBA32 surface holding `image`'s pixels.
    ///
    /// The corresponding SDL function is `SDL_CreateRGBSurfaceWithFormat`.
    convenience init(_ image: Image) throws(SDLError) {
        try self.init(width: image.width, height: image.height)
        let rowBytes = image.width * 4
        let pitch = Int(pointer.pointee.pitch)
        guard let base = pointer.pointee.pixels else { throw SDLCall.failure("SDL_Surface.pixels") }
        image.pixels.withUnsafeBytes { source in
            for row in 0..<image.height {
                (base + row * pitch).copyMemory(from: source.baseAddress! + row * rowBytes, byteCount: rowBytes)
            }
        }
    }

    deinit { SDL_FreeSurface(pointer) }

    /// The same pixels converted to RGBA32.
    ///
    /// The corresponding SDL function is `SDL_ConvertSurfaceFormat`.
    func convertedToRGBA32() throws(SDLError) -> Surface {
        try Surface(
            taking: SDL_ConvertSurfaceFormat(pointer, SDL_PIXELFORMAT_RGBA32.rawValue, 0),
            from: "SDL_ConvertSurfaceFormat")
    }

    /// The pixels as RGBA8888 rows, assuming this surface is RGBA32.
    ///
    /// The corresponding SDL functions are `SDL_LockSurface` and `SDL_UnlockSurface`.
    func rgbaPixels() throws(SDLError) -> [UInt8] {
        try SDLCall.check(SDL_LockSurface(pointer), "SDL_LockSurface")
        defer { SDL_UnlockSurface(pointer) }
        let rowBytes = width * 4
        let pitch = Int(pointer.pointee.pitch)
        guard let base = pointer.pointee.pixels else { return [UInt8](repeating: 0, count: rowBytes * height) }
        var pixels = [UInt8](repeating: 0, count: rowBytes * height)
        pixels.withUnsafeMutableBytes { target in
            for row in 0..<height {
                (target.baseAddress! + row * rowBytes).copyMemory(from: base + row * pitch, byteCount: rowBytes)
            }
        }
        return pixels
    }

    /// The pixels packed `red | green << 8 | blue << 16 | alpha << 24`, row after row, of the
    /// `columns` asked for (all of them by default; the range must lie within the width), read
    /// straight from a 32-bit surface with one byte a channel, or converted to RGBA32 first.
    ///
    /// The corresponding SDL functions are `SDL_LockSurface` and `SDL_UnlockSurface`.
    func packedRGBAPixels(columns: Range<Int>? = nil) throws(SDLError) -> [UInt32] {
        let columns = columns ?? 0..<width
        precondition(columns.lowerBound >= 0 && columns.upperBound <= width, "columns within the surface")
        guard let format = pointer.pointee.format?.pointee, format.BytesPerPixel == 4,
            format.Rmask == 0xFF << UInt32(format.Rshift), format.Gmask == 0xFF << UInt32(format.Gshift),
            format.Bmask == 0xFF << UInt32(format.Bshift), format.Amask == 0xFF << UInt32(format.Ashift)
        else { return try convertedToRGBA32().packedRGBAPixels(columns: columns) }
        let (r, g, b, a) = (UInt32(format.Rshift), UInt32(format.Gshift), UInt32(format.Bshift), UInt32(format.Ashift))
        try SDLCall.check(SDL_LockSurface(pointer), "SDL_LockSurface")
        defer { SDL_UnlockSurface(pointer) }
        let (width, height, pitch) = (columns.count, self.height, Int(pointer.pointee.pitch))
        guard let base = pointer.pointee.pixels else { return [UInt32](repeating: 0, count: width * height) }
        return [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
            for row in 0..<height {
                let source = (base + row * pitch).assumingMemoryBound(to: UInt32.self)
                for column in 0..<width {
                    let pixel = source[columns.lowerBound + column]
                    buffer[row * width + column] =
                        (pixel >> r & 0xFF) | (pixel >> g & 0xFF) << 8 | (pixel >> b & 0xFF) << 16
                        | (pixel >> a & 0xFF) << 24
                }
            }
            count = width * height
        }
    }

    /// Writes the surface to a PNG file.
    ///
    /// The corresponding SDL function is `IMG_SavePNG`.
    func savePNG(to path: String) throws(SDLError) {
        try SDLCall.check(ImageFunctions.get().savePNG(pointer, path), "IMG_SavePNG")
    }

    /// Calls `body` with the C pointer; the pointer must not escape it.
    func withPointer<Result>(_ body: (UnsafeMutablePointer<SDL_Surface>) throws(SDLError) -> Result) throws(SDLError)
        -> Result
    {
        try body(pointer)
    }
}
