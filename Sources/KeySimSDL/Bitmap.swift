import CSDL2
import KeySimCore

/// Straight-alpha RGBA pixels kept in memory for drawing with a `Canvas`: a rendered line of
/// text, an icon, a corner mask. Each pixel is packed `red | green << 8 | blue << 16 | alpha << 24`;
/// a white one (text, masks) keeps only its alpha, a quarter of the memory.
struct Bitmap {
    let width: Int
    let height: Int
    /// The packed pixels, or empty when `alphas` holds a white bitmap.
    private let packed: [UInt32]
    /// The alpha of each pixel of a white bitmap (empty otherwise).
    private let alphas: [UInt8]
    /// How SDL blends it untinted: its blitters differ with the source's pixel format.
    let plainBlend: PlainBlend
    /// Which pixels keep their own colour when the bitmap is tinted (a colour emoji in a line
    /// of text takes only the tint's alpha); empty when none do.
    let keepsColour: [Bool]

    /// SDL's two per-pixel-alpha blitters onto an RGBA surface.
    enum PlainBlend {
        /// From another format (text, which SDL_ttf renders as ARGB): `d + ((s − d) × a) >> 8`.
        case towardsSource
        /// From the same format (icons, corner masks): `(s × a) >> 8 + (d × (255 − a)) >> 8`,
        /// alpha `(sa × 255) >> 8 + (da × (255 − a)) >> 8`.
        case sumOfProducts
    }

    /// A bitmap of `pixels` (row after row, packed as above), of which those `keepsColour` marks
    /// (empty: none) keep their colour when tinted.
    init(width: Int, height: Int, pixels: [UInt32], plainBlend: PlainBlend, keepsColour: [Bool] = []) {
        precondition(pixels.count == width * height, "a bitmap holds width × height pixels")
        precondition(keepsColour.isEmpty || keepsColour.count == pixels.count, "a colour mark per pixel")
        self.width = width
        self.height = height
        self.plainBlend = plainBlend
        self.keepsColour = keepsColour
        if keepsColour.isEmpty, pixels.allSatisfy({ $0 & 0x00FF_FFFF == 0x00FF_FFFF }) {
            packed = []
            alphas = pixels.map { UInt8($0 >> 24) }
        } else {
            packed = pixels
            alphas = []
        }
    }

    /// The pixels, packed, row after row.
    var pixels: [UInt32] { packed.isEmpty ? alphas.map { 0x00FF_FFFF | UInt32($0) << 24 } : packed }

    /// The memory its pixels take, in bytes.
    var bytes: Int { packed.count * 4 + alphas.count + keepsColour.count }

    /// The pixels of `surface` in `columns` (clamped to its width; nil: all of them), whatever
    /// its format, converted to RGBA. Only the columns kept are copied: a long line of text
    /// cut to its field is read from SDL_ttf's surface without a copy of the whole line.
    init(_ surface: Surface, columns: Range<Int>? = nil) throws(SDLError) {
        let format = try surface.withPointer { s throws(SDLError) in s.pointee.format?.pointee.format }
        let plainBlend: PlainBlend = format == SDL_PIXELFORMAT_RGBA32.rawValue ? .sumOfProducts : .towardsSource
        let lower = min(max(0, columns?.lowerBound ?? 0), surface.width)
        let upper = min(max(lower, columns?.upperBound ?? surface.width), surface.width)
        let pixels = try surface.packedRGBAPixels(columns: lower..<upper)
        self.init(width: upper - lower, height: surface.height, pixels: pixels, plainBlend: plainBlend)
    }

    /// A white bitmap whose alpha is `alpha` (row after row), blended as an RGBA surface is.
    init(width: Int, height: Int, whiteWithAlpha alpha: [UInt8]) {
        self.init(
            width: width, height: height, pixels: alpha.map { 0x00FF_FFFF | UInt32($0) << 24 },
            plainBlend: .sumOfProducts)
    }

    /// The size in pixels.
    var area: Int { width * height }
}

/// A bitmap prepared to be blended in one colour: what SDL computes from the source pixel
/// and the tint for each pixel it blits is computed once here, with the same arithmetic, so
/// drawing does only the part that depends on the pixels under it.
struct TintedBitmap {
    /// Which of SDL's blitters the pixels are prepared for.
    enum Blend {
        /// Tinted (any colour but opaque white): pixels hold the colour multiplied by the tint
        /// and premultiplied by the alpha, which is multiplied by the tint's.
        case premultiplied
        /// Opaque white, from an RGBA surface: pixels hold `(s × a) >> 8` (`s` when opaque).
        case sumOfProducts
        /// Opaque white, from another format: pixels are the source's.
        case towardsSource
    }

    let width: Int
    let height: Int
    let blend: Blend
    /// Packed like `Bitmap.pixels`.
    let pixels: [UInt32]
    /// For each row, the columns between its first and last pixel that is not transparent.
    let spans: [(first: Int32, end: Int32)]

    /// `bitmap` prepared for `tint`.
    init(_ bitmap: Bitmap, tint: Color) {
        width = bitmap.width
        height = bitmap.height
        let plain = tint.red == 255 && tint.green == 255 && tint.blue == 255 && tint.alpha == 255
        let (mr, mg, mb, ma) = (UInt32(tint.red), UInt32(tint.green), UInt32(tint.blue), UInt32(tint.alpha))
        let source = bitmap.pixels
        func premultiplied(_ s: UInt32, _ mr: UInt32, _ mg: UInt32, _ mb: UInt32) -> UInt32 {
            var r = (s & 0xFF) * mr / 255
            var g = (s >> 8 & 0xFF) * mg / 255
            var b = (s >> 16 & 0xFF) * mb / 255
            let a = (s >> 24) * ma / 255
            if a < 255 {
                r = r * a / 255
                g = g * a / 255
                b = b * a / 255
            }
            return r | g << 8 | b << 16 | a << 24
        }
        if !plain {
            blend = .premultiplied
            if bitmap.keepsColour.isEmpty {
                pixels = source.map { premultiplied($0, mr, mg, mb) }
            } else {
                // Colour pixels take the tint's alpha only.
                let keeps = bitmap.keepsColour
                pixels = source.indices.map {
                    keeps[$0] ? premultiplied(source[$0], 255, 255, 255) : premultiplied(source[$0], mr, mg, mb)
                }
            }
        } else if bitmap.plainBlend == .sumOfProducts {
            blend = .sumOfProducts
            pixels = source.map { s in
                let a = s >> 24
                guard a < 255 else { return s }
                return ((s & 0xFF) * a) >> 8 | (((s >> 8 & 0xFF) * a) >> 8) << 8 | (((s >> 16 & 0xFF) * a) >> 8) << 16
                    | a << 24
            }
        } else {
            blend = .towardsSource
            pixels = source
        }
        var spans: [(first: Int32, end: Int32)] = []
        spans.reserveCapacity(height)
        for row in 0..<height {
            let line = pixels[(row * width)..<((row + 1) * width)]
            if let first = line.firstIndex(where: { $0 >> 24 != 0 }),
                let last = line.lastIndex(where: { $0 >> 24 != 0 })
            {
                spans.append((Int32(first - row * width), Int32(last - row * width + 1)))
            } else {
                spans.append((0, 0))
            }
        }
        self.spans = spans
    }

    /// The memory its pixels take, in bytes.
    var bytes: Int { pixels.count * 4 + spans.count * 8 }
}

/// A line of text rendered white and prepared for the colours it is drawn in, ahead of its
/// first draw (`FontLibrary.prerender(_:scale:)`).
struct PreparedText {
    let bitmap: Bitmap
    var tints: [Color: TintedBitmap] = [:]
}
