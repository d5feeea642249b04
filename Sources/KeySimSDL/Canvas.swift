import CSDL2
import KeySimCore

/// Draws straight into a 32-bit surface's pixels (the offscreen surface, or a window's),
/// with the arithmetic of SDL's software renderer, so pixels are the same as drawing with
/// `SDL_RenderFillRect` and `SDL_RenderCopy` but without their per-pixel overhead.
///
/// Fills blend as `SDL_BlendFillRect` does (colour premultiplied by alpha, then
/// `dst × (255 − a) / 255 + src`); bitmaps blend as SDL's modulating blitters do (colour and
/// alpha multiplied by the tint, premultiplied, then `src + dst × (255 − a) / 255`), or, with
/// an opaque white tint, as its per-pixel-alpha blitters do into an RGBA surface (see
/// `Bitmap.PlainBlend`). Each formula was checked against SDL 2.26 over whole ranges of pixels; a
/// window gets the same colours as the offscreen surface. Everything is clipped to `clip`.
struct Canvas {
    private let base: UnsafeMutableRawPointer
    private let pitch: Int
    let width: Int
    let height: Int
    private let redShift: UInt32
    private let greenShift: UInt32
    private let blueShift: UInt32
    /// Nil when the surface keeps no alpha (a window's).
    private let alphaShift: UInt32?
    /// Drawing happens only inside this rectangle (always within the surface).
    var clip: PixelRect

    /// A canvas on `surface`'s pixels, or nil when its format is not 32 bits with one byte a channel.
    /// The surface must stay alive and unlocked-safe (no RLE) while the canvas is used.
    init?(_ surface: UnsafeMutablePointer<SDL_Surface>) {
        guard let format = surface.pointee.format?.pointee, format.BytesPerPixel == 4,
            let pixels = surface.pointee.pixels
        else { return nil }
        func byteAligned(_ mask: UInt32, _ shift: UInt8) -> Bool { mask == 0xFF << UInt32(shift) }
        guard byteAligned(format.Rmask, format.Rshift), byteAligned(format.Gmask, format.Gshift),
            byteAligned(format.Bmask, format.Bshift), format.Amask == 0 || byteAligned(format.Amask, format.Ashift)
        else { return nil }
        base = pixels
        pitch = Int(surface.pointee.pitch)
        width = Int(surface.pointee.w)
        height = Int(surface.pointee.h)
        redShift = UInt32(format.Rshift)
        greenShift = UInt32(format.Gshift)
        blueShift = UInt32(format.Bshift)
        alphaShift = format.Amask == 0 ? nil : UInt32(format.Ashift)
        clip = PixelRect(x: 0, y: 0, width: width, height: height)
    }

    /// The whole surface.
    var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    private func pack(_ red: UInt32, _ green: UInt32, _ blue: UInt32, _ alpha: UInt32) -> UInt32 {
        red << redShift | green << greenShift | blue << blueShift | (alphaShift.map { alpha << $0 } ?? 0)
    }

    /// Writes `color` (alpha included) over `rect`, replacing what was there.
    func write(_ rect: PixelRect, _ color: Color) {
        let area = rect.intersection(clip)
        guard !area.isEmpty else { return }
        let value = pack(UInt32(color.red), UInt32(color.green), UInt32(color.blue), UInt32(color.alpha))
        for y in area.y..<area.maxY {
            let row = (base + y * pitch).assumingMemoryBound(to: UInt32.self) + area.x
            row.update(repeating: value, count: area.width)
        }
    }

    /// Fills `rect` with `color` at `alpha`: written straight when opaque, blended otherwise.
    func fill(_ rect: PixelRect, _ color: Color, alpha: UInt8) {
        if alpha == 255 {
            var opaque = color
            opaque.alpha = 255
            return write(rect, opaque)
        }
        let area = rect.intersection(clip)
        guard !area.isEmpty, alpha > 0 else { return }
        let a = UInt32(alpha)
        let inverse = 255 &- a
        let red = UInt32(color.red) &* a / 255
        let green = UInt32(color.green) &* a / 255
        let blue = UInt32(color.blue) &* a / 255
        let (rs, gs, bs) = (redShift, greenShift, blueShift)
        for y in area.y..<area.maxY {
            let row = (base + y * pitch).assumingMemoryBound(to: UInt32.self) + area.x
            for x in 0..<area.width {
                let pixel = row[x]
                let r: UInt32 = (pixel &>> rs & 0xFF) &* inverse / 255 &+ red
                let g: UInt32 = (pixel &>> gs & 0xFF) &* inverse / 255 &+ green
                let b: UInt32 = (pixel &>> bs & 0xFF) &* inverse / 255 &+ blue
                var result: UInt32 = r &<< rs | g &<< gs | b &<< bs
                if let alphaShift {
                    result |= ((pixel &>> alphaShift & 0xFF) &* inverse / 255 &+ a) &<< alphaShift
                }
                row[x] = result
            }
        }
    }

    /// Blends `bitmap` with its top-left corner at (`x`, `y`), as SDL blits its source
    /// tinted with the bitmap's colour (see `TintedBitmap`).
    func draw(_ bitmap: TintedBitmap, x: Int, y: Int) {
        let (rs, gs, bs) = (redShift, greenShift, blueShift)
        // A window's surface keeps no alpha: read it as opaque, write none.
        let (aShift, aMask, noAlpha): (UInt32, UInt32, UInt32) =
            alphaShift.map { ($0, 0xFF &<< $0, 0) } ?? (0, 0, 255)
        switch bitmap.blend {
        case .premultiplied:
            // SDL's generated modulate &+ blend blitters: src &+ dst × (255 − a) / 255.
            blend(bitmap, x: x, y: y) { s, d in
                let a = s &>> 24
                // Opaque: the tinted colour itself (the formula gives it too, more slowly).
                if a == 255 { return (s & 0xFF) &<< rs | (s &>> 8 & 0xFF) &<< gs | (s &>> 16 & 0xFF) &<< bs | aMask }
                let inverse = 255 &- a
                let r = (s & 0xFF) &+ (d &>> rs & 0xFF) &* inverse / 255
                let g = (s &>> 8 & 0xFF) &+ (d &>> gs & 0xFF) &* inverse / 255
                let b = (s &>> 16 & 0xFF) &+ (d &>> bs & 0xFF) &* inverse / 255
                let alpha = a &+ ((d & aMask) &>> aShift | noAlpha) &* inverse / 255
                return r &<< rs | g &<< gs | b &<< bs | (alpha &<< aShift) & aMask
            }
        case .sumOfProducts:
            // SDL's per-pixel-alpha blitter between surfaces of one format.
            blend(bitmap, x: x, y: y) { s, d in
                let a = s &>> 24
                let inverse = 255 &- a
                let r = min(255, (s & 0xFF) &+ ((d &>> rs & 0xFF) &* inverse) &>> 8)
                let g = min(255, (s &>> 8 & 0xFF) &+ ((d &>> gs & 0xFF) &* inverse) &>> 8)
                let b = min(255, (s &>> 16 & 0xFF) &+ ((d &>> bs & 0xFF) &* inverse) &>> 8)
                let sourceAlpha: UInt32 = a == 255 ? 255 : (a &* 255) &>> 8
                let alpha = min(255, sourceAlpha &+ (((d & aMask) &>> aShift | noAlpha) &* inverse) &>> 8)
                return r &<< rs | g &<< gs | b &<< bs | (alpha &<< aShift) & aMask
            }
        case .towardsSource:
            // SDL's per-pixel-alpha blitter from another format: d &+ ((s − d) × a) &>> 8.
            blend(bitmap, x: x, y: y) { s, d in
                let a = s &>> 24
                if a == 255 { return (s & 0xFF) &<< rs | (s &>> 8 & 0xFF) &<< gs | (s &>> 16 & 0xFF) &<< bs | aMask }
                let r = Canvas.alphaBlend(s & 0xFF, d &>> rs & 0xFF, a)
                let g = Canvas.alphaBlend(s &>> 8 & 0xFF, d &>> gs & 0xFF, a)
                let b = Canvas.alphaBlend(s &>> 16 & 0xFF, d &>> bs & 0xFF, a)
                let alpha = a &+ (((d & aMask) &>> aShift | noAlpha) &* (255 &- a)) &>> 8
                return r &<< rs | g &<< gs | b &<< bs | (alpha &<< aShift) & aMask
            }
        }
    }

    /// Calls `pixel(source, destination)` for every pixel of `bitmap` placed at (`x`, `y`)
    /// that is inside the clip and not transparent, and stores what it returns.
    @inline(__always)
    private func blend(_ bitmap: TintedBitmap, x: Int, y: Int, _ pixel: (UInt32, UInt32) -> UInt32) {
        let area = PixelRect(x: x, y: y, width: bitmap.width, height: bitmap.height).intersection(clip)
        guard !area.isEmpty else { return }
        bitmap.pixels.withUnsafeBufferPointer { source in
            bitmap.spans.withUnsafeBufferPointer { spans in
                for row in area.y..<area.maxY {
                    let span = spans[row - y]
                    // The row's visible pixels, in bitmap columns, within the clip.
                    let first = max(Int(span.first), area.x - x)
                    let end = min(Int(span.end), area.maxX - x)
                    guard first < end else { continue }
                    let target = (base + row * pitch).assumingMemoryBound(to: UInt32.self) + x
                    let start = (row - y) * bitmap.width
                    for column in first..<end {
                        let s = source[start + column]
                        if s >> 24 == 0 { continue }  // every blend leaves the pixel as it is
                        target[column] = pixel(s, target[column])
                    }
                }
            }
        }
    }

    /// One channel as SDL's per-pixel-alpha blitter blends it: `d + ((s − d) × a) >> 8`, the
    /// shift rounding towards minus infinity.
    @inline(__always)
    private static func alphaBlend(_ source: UInt32, _ destination: UInt32, _ alpha: UInt32) -> UInt32 {
        let delta = Int32(bitPattern: source) &- Int32(bitPattern: destination)
        return UInt32(bitPattern: Int32(bitPattern: destination) &+ (delta &* Int32(bitPattern: alpha)) &>> 8) & 0xFF
    }
}
