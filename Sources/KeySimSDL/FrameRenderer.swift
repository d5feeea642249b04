import KeySimCore

/// Draws frames onto an SDL renderer; one per renderer (window or offscreen), with caches.
///
/// Everything is drawn at `scale` pixels per point from vector data: rectangles and their
/// anti-aliased corners at pixel size, text with the font opened at `size × scale` pixels,
/// icons rasterised at their pixel size. Nothing is drawn small and scaled up. A window's
/// renderer and the headless software renderer run this same code.
public final class FrameRenderer {
    /// How many times text was rendered with the font (not taken from the cache): for tests.
    public private(set) var textRenders = 0
    /// How many corner masks were computed and uploaded: for tests.
    public private(set) var cornerMasksMade = 0

    let renderer: Renderer
    private let fonts: FontLibrary
    private let icons: IconLibrary

    private var frameNumber = 0
    private var textCache: [TextKey: CacheEntry] = [:]
    private var iconCache: [IconKey: CacheEntry] = [:]
    private var cornerCache: [CornerKey: Texture] = [:]
    private var clips: [PixelRect] = []
    private var scale = 1.0

    /// Text and icon textures not used for this many frames are dropped.
    private static let cacheLifetime = 120
    /// Text textures not used in the frame just drawn are also dropped, least recently used
    /// first, while the cache holds more than this many pixels (16 MB): typing into a long
    /// field makes a new, wide texture at every key, and 120 frames of them ran to 60 MB.
    private static let textCachePixelLimit = 4 << 20

    private struct TextKey: Hashable {
        var text: String
        var weight: TextStyle.Weight
        var pixelSize: Int
    }

    private struct IconKey: Hashable {
        var icon: Icon
        var pixelSize: Int
    }

    private struct CornerKey: Hashable {
        var mask: CornerMask
        var corner: CornerMask.Corner
    }

    private final class CacheEntry {
        let texture: Texture
        var lastUsed: Int
        init(texture: Texture, lastUsed: Int) {
            self.texture = texture
            self.lastUsed = lastUsed
        }
    }

    /// A renderer of frames onto `renderer`, with text from `fonts` and icons from `icons`.
    public init(renderer: Renderer, fonts: FontLibrary, icons: IconLibrary) {
        self.renderer = renderer
        self.fonts = fonts
        self.icons = icons
    }

    /// Clears the target to the frame's background and draws its commands in order, at
    /// `scale` pixels per point. Does not present.
    public func draw(_ frame: Frame, scale: Double) throws(SDLError) {
        self.scale = scale
        frameNumber += 1
        clips = []
        try renderer.setClip(nil)
        let background = frame.background
        try renderer.setDrawColor(
            red: background.red, green: background.green, blue: background.blue, alpha: background.alpha)
        try renderer.clear()
        for command in frame.commands {
            try draw(command)
        }
        if !clips.isEmpty {
            clips = []
            try renderer.setClip(nil)
        }
        evictUnused()
    }

    private func draw(_ command: DrawCommand) throws(SDLError) {
        switch command {
        case .pushClip(let rect):
            let pixels = pixelRect(rect)
            clips.append(clips.last.map { $0.intersection(pixels) } ?? pixels)
            try applyClip()
            return
        case .popClip:
            if !clips.isEmpty { clips.removeLast() }
            try applyClip()
            return
        default:
            break
        }
        if let clip = clips.last, clip.isEmpty { return }
        switch command {
        case .fill(let rect, let radius, let color):
            try drawRoundedRect(pixelRect(rect), radius: radius * scale, strokeWidth: nil, color: color)
        case .stroke(let rect, let radius, let width, let color):
            guard width > 0 else { return }
            try drawRoundedRect(pixelRect(rect), radius: radius * scale, strokeWidth: width * scale, color: color)
        case .text(let text, let origin, let style):
            try drawText(text, origin: origin, style: style)
        case .icon(let icon, let rect, let color):
            try drawIcon(icon, in: rect, color: color)
        case .pushClip, .popClip:
            break
        }
    }

    private func applyClip() throws(SDLError) {
        guard let clip = clips.last else { return try renderer.setClip(nil) }
        // An empty clip draws nothing (commands are skipped); SDL is left at any valid rect.
        try renderer.setClip(clip.isEmpty ? PixelRect(x: clip.x, y: clip.y, width: 1, height: 1) : clip)
    }

    /// A rectangle in points to whole pixels: each edge rounded on its own, so rectangles that
    /// share an edge in points share it in pixels.
    func pixelRect(_ rect: Rect) -> PixelRect {
        let left = Int((rect.minX * scale).rounded())
        let top = Int((rect.minY * scale).rounded())
        let right = Int((rect.maxX * scale).rounded())
        let bottom = Int((rect.maxY * scale).rounded())
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    // MARK: Rounded rectangles

    /// Fills (`strokeWidth` nil) or outlines a rounded rectangle: four anti-aliased corner
    /// masks plus straight bands and the middle as plain rectangles, none overlapping, so a
    /// translucent colour blends evenly.
    private func drawRoundedRect(_ rect: PixelRect, radius: Double, strokeWidth: Double?, color: Color)
        throws(SDLError)
    {
        guard !rect.isEmpty, color.alpha > 0 else { return }
        let shortSide = min(rect.width, rect.height)
        let cornerRadius = min(max(0, Int(radius.rounded())), shortSide / 2)
        var mask = CornerMask(radius: cornerRadius, strokeWidth: strokeWidth)
        if let strokeWidth, 2 * strokeWidth >= Double(shortSide) || 2 * mask.size > shortSide {
            mask = CornerMask(radius: cornerRadius, strokeWidth: nil)  // the outline covers it all
        }
        let side = mask.size
        if side > 0 {
            for corner in CornerMask.Corner.allCases {
                let texture = try cornerTexture(mask, corner)
                try texture.tint(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
                let x = (corner == .topLeft || corner == .bottomLeft) ? rect.x : rect.maxX - side
                let y = (corner == .topLeft || corner == .topRight) ? rect.y : rect.maxY - side
                try renderer.copy(texture, x: x, y: y)
            }
        }
        let innerWidth = rect.width - 2 * side
        let innerHeight = rect.height - 2 * side
        for (start, count, coverage) in runs(of: mask.bandProfile) {
            try setDrawColor(color, coverage: coverage)
            try renderer.fill(PixelRect(x: rect.x + side, y: rect.y + start, width: innerWidth, height: count))
            try renderer.fill(
                PixelRect(x: rect.x + side, y: rect.maxY - start - count, width: innerWidth, height: count))
            try renderer.fill(PixelRect(x: rect.x + start, y: rect.y + side, width: count, height: innerHeight))
            try renderer.fill(
                PixelRect(x: rect.maxX - start - count, y: rect.y + side, width: count, height: innerHeight))
        }
        if mask.strokeWidth == nil {
            try setDrawColor(color, coverage: 1)
            try renderer.fill(PixelRect(x: rect.x + side, y: rect.y + side, width: innerWidth, height: innerHeight))
        }
    }

    /// Consecutive rows of equal, non-zero coverage: (first row, row count, coverage).
    private func runs(of profile: [Double]) -> [(Int, Int, Double)] {
        var result: [(Int, Int, Double)] = []
        for (row, coverage) in profile.enumerated() where coverage > 0 {
            if let last = result.last, last.2 == coverage, last.0 + last.1 == row {
                result[result.count - 1].1 += 1
            } else {
                result.append((row, 1, coverage))
            }
        }
        return result
    }

    private func setDrawColor(_ color: Color, coverage: Double) throws(SDLError) {
        let alpha = UInt8((Double(color.alpha) * coverage).rounded())
        // Blending an opaque colour gives the colour itself: write it straight (much faster).
        try renderer.setFillsBlend(alpha < 255)
        try renderer.setDrawColor(red: color.red, green: color.green, blue: color.blue, alpha: alpha)
    }

    private func cornerTexture(_ mask: CornerMask, _ corner: CornerMask.Corner) throws(SDLError) -> Texture {
        let key = CornerKey(mask: mask, corner: corner)
        if let texture = cornerCache[key] { return texture }
        let alpha = mask.alpha(for: corner)
        var pixels = [UInt8](repeating: 255, count: alpha.count * 4)
        for (index, value) in alpha.enumerated() { pixels[index * 4 + 3] = value }
        let image = try Image(width: mask.size, height: mask.size, pixels: pixels)
        let texture = try Texture(renderer: renderer, surface: Surface(image))
        cornerCache[key] = texture
        cornerMasksMade += 1
        return texture
    }

    // MARK: Text and icons

    /// Draws one line of text with its line box's top-left corner at `origin`, rounded to a
    /// whole pixel; the texture is rendered once per (text, weight, pixel size) and tinted.
    private func drawText(_ text: String, origin: Point, style: TextStyle) throws(SDLError) {
        guard !text.isEmpty, style.color.alpha > 0 else { return }
        let key = TextKey(text: text, weight: style.weight, pixelSize: FontLibrary.pixelSize(style, scale: scale))
        let texture: Texture
        if let entry = textCache[key] {
            entry.lastUsed = frameNumber
            texture = entry.texture
        } else {
            let surface = try fonts.renderWhite(text, weight: key.weight, pixelSize: key.pixelSize)
            textRenders += 1
            texture = try Texture(renderer: renderer, surface: surface)
            textCache[key] = CacheEntry(texture: texture, lastUsed: frameNumber)
        }
        let color = style.color
        try texture.tint(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        try renderer.copy(texture, x: Int((origin.x * scale).rounded()), y: Int((origin.y * scale).rounded()))
    }

    /// Draws `icon` as large as fits in `rect` (a square of the shorter side), centred.
    private func drawIcon(_ icon: Icon, in rect: Rect, color: Color) throws(SDLError) {
        let pixelSize = Int((min(rect.width, rect.height) * scale).rounded())
        guard pixelSize > 0, color.alpha > 0 else { return }
        let key = IconKey(icon: icon, pixelSize: pixelSize)
        let texture: Texture
        if let entry = iconCache[key] {
            entry.lastUsed = frameNumber
            texture = entry.texture
        } else {
            texture = try Texture(renderer: renderer, surface: icons.surface(icon, pixelSize: pixelSize))
            iconCache[key] = CacheEntry(texture: texture, lastUsed: frameNumber)
        }
        try texture.tint(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        let x = Int((rect.midX * scale - Double(texture.width) / 2).rounded())
        let y = Int((rect.midY * scale - Double(texture.height) / 2).rounded())
        try renderer.copy(texture, x: x, y: y)
    }

    private func evictUnused() {
        let oldest = frameNumber - FrameRenderer.cacheLifetime
        textCache = textCache.filter { $0.value.lastUsed > oldest }
        iconCache = iconCache.filter { $0.value.lastUsed > oldest }
        var pixels = textCache.values.reduce(0) { $0 + $1.texture.width * $1.texture.height }
        guard pixels > FrameRenderer.textCachePixelLimit else { return }
        for (key, entry) in textCache.sorted(by: { $0.value.lastUsed < $1.value.lastUsed })
        where entry.lastUsed < frameNumber && pixels > FrameRenderer.textCachePixelLimit {
            pixels -= entry.texture.width * entry.texture.height
            textCache[key] = nil
        }
    }
}
