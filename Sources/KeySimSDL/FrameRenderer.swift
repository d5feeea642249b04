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
    /// How many drawing commands were placed in pixels rather than taken from the last
    /// frame's plan: for tests.
    var commandsPlaced = 0
    /// How many commands were skipped because a later opaque fill covers them: for tests.
    private(set) var hiddenCommandsSkipped = 0
    /// Whether commands hidden under a later opaque fill are skipped (tests turn it off to
    /// check that skipping them changes no pixel).
    var skipsHiddenCommands = true

    let renderer: Renderer
    private let fonts: FontLibrary
    private let icons: IconLibrary

    private(set) var frameNumber = 0
    private var textCache: [TextKey: CacheEntry] = [:]
    private var iconCache: [IconKey: CacheEntry] = [:]
    private var cornerCache: [CornerKey: CacheEntry] = [:]
    private var bandCache: [CornerMask: [BandRun]] = [:]
    var scale = 1.0
    /// What the target shows now (nil: unknown) and its plan's serial, for `drawChanges`.
    private var drawn: (plan: FramePlan, serial: Int)?
    /// The last frame's commands and their items, for the next plan.
    var planMemory = FramePlanMemory()

    /// Text and icon bitmaps not used for this many frames are dropped.
    private static let cacheLifetime = 120
    /// Text bitmaps not used in the frame just drawn are also dropped, least recently used
    /// first, while they hold more than this many bytes (in all their colours): typing into a
    /// long field makes a new, wide bitmap at every key, and 120 frames of them ran to 60 MB.
    /// A frame's own text is never dropped; 1 MB beyond it keeps the labels of the other
    /// keyboard layers (a few kB each) and a few of the texts typed last.
    static let textCacheSpareBytes = 1 << 20
    /// A text bitmap larger than this many bytes at 1× (times the scale squared) that the
    /// frame just drawn did not use is dropped at once: a key label or a short word is a few
    /// kB and comes back (the other layers, a callout), while a line as wide as a field is
    /// tens of kB and, once typed past, does not; keeping the last few dozen of them was a
    /// window's largest growth while typing.
    static let textCacheLargeBytes = 16 << 10

    private struct TextKey: Hashable {
        var text: String
        var weight: TextStyle.Weight
        var pixelSize: Int
        /// The columns kept of a line much wider than its clip (nil: the whole line).
        var columns: Range<Int>?
    }

    /// A line is cut to its clip when its whole bitmap would take more than this many bytes
    /// and the clip shows less than half of it: a long text typed into a one-line field is
    /// thousands of pixels wide (500 kB at every key, in white and in its colour), of which
    /// the field shows a few hundred.
    static let textCropMinimumBytes = 64 << 10
    /// Widths of long lines measured for cutting them, and how many are kept (typing makes a
    /// new line at every key).
    private var lineWidths: [TextKey: Int] = [:]
    /// The widest text SDL_ttf rendered for this renderer, in pixels (for tests).
    private(set) var widestTextRendered = 0
    /// How many long lines' widths were measured (for tests).
    private(set) var lineWidthsMeasured = 0
    private static let lineWidthLimit = 64

    private struct IconKey: Hashable {
        var icon: Icon
        var pixelSize: Int
    }

    private struct CornerKey: Hashable {
        var mask: CornerMask
        var corner: CornerMask.Corner
    }

    /// A white bitmap and the colours it was drawn in, each prepared once.
    final class CacheEntry {
        let bitmap: Bitmap
        var lastUsed: Int
        private(set) var tints: [Color: TintedBitmap]

        init(bitmap: Bitmap, lastUsed: Int, tints: [Color: TintedBitmap] = [:]) {
            self.bitmap = bitmap
            self.lastUsed = lastUsed
            self.tints = tints
        }

        /// The bitmap prepared for `color`.
        func tinted(_ color: Color) -> TintedBitmap {
            if let tinted = tints[color] { return tinted }
            let tinted = TintedBitmap(bitmap, tint: color)
            tints[color] = tinted
            return tinted
        }

        /// The memory its pixels take, in every colour, in bytes.
        var bytes: Int { tints.values.reduce(bitmap.bytes) { $0 + $1.bytes } }
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
        let planned = try self.plan(frame, scale: scale)
        try paint(planned.plan, in: planned.plan.bounds)
        finish(planned)
    }

    /// Draws `frame` again over the last one drawn, repainting only the pixels that can
    /// differ (the result is the same as `draw`), and returns that rectangle for presenting;
    /// empty when nothing changed. The first call, or one after `forgetDrawn()`, draws it all.
    func drawChanges(_ frame: Frame, scale: Double) throws(SDLError) -> PixelRect {
        let planned = try self.plan(frame, scale: scale)
        let plan = planned.plan
        var region = plan.bounds
        if let drawn {
            // Items the plan took from the one drawn last need no comparing.
            let known = drawn.serial == planned.previousSerial
            region = plan.changedRegion(
                since: drawn.plan, equalPrefix: known ? planned.sharedPrefix : 0,
                equalSuffix: known ? planned.sharedSuffix : 0)
        }
        if !region.isEmpty { try paint(plan, in: region) }
        finish(planned)
        return region
    }

    /// Makes the next `drawChanges` draw everything (the target's pixels were lost or changed).
    func forgetDrawn() { drawn = nil }

    private func finish(_ planned: PlanOutcome) {
        drawn = (planned.plan, planned.serial)
        evictUnused()
        frameNumber += 1
    }

    /// The bytes the cached text bitmaps take, in all their colours (for tests).
    var textCacheBytes: Int { textCache.values.reduce(0) { $0 + $1.bytes } }

    /// Paints the plan's pixels inside `region`: the background where no opaque fill covers
    /// it, then every item that reaches into the region and is not hidden under a later one.
    private func paint(_ plan: FramePlan, in region: PixelRect) throws(SDLError) {
        let covers = skipsHiddenCommands ? plan.largestCovers() : []
        try renderer.withCanvas { canvas throws(SDLError) in
            canvas.clip = region.intersection(canvas.bounds)
            var clear = [canvas.clip]
            if let largest = covers.first { clear = canvas.clip.subtracting(largest.rect) }
            for rect in clear { canvas.write(rect, plan.background) }
            for index in plan.items.indices {
                // Most items lie outside a small region: looked at in place, not copied.
                guard plan.items[index].bounds.intersects(region) else { continue }
                if plan.isHidden(index, under: covers) {
                    hiddenCommandsSkipped += 1
                    continue
                }
                let item = plan.items[index]
                canvas.clip = (item.clip ?? region).intersection(region).intersection(canvas.bounds)
                try paint(item.command, clip: item.clip, on: canvas)
            }
        }
    }

    private func paint(_ command: DrawCommand, clip: PixelRect?, on canvas: Canvas) throws(SDLError) {
        switch command {
        case .fill(let rect, let radius, let color):
            try drawRoundedRect(
                RoundedRect(pixelRect(rect), radius: radius * scale, strokeWidth: nil), color, on: canvas)
        case .stroke(let rect, let radius, let width, let color):
            try drawRoundedRect(
                RoundedRect(pixelRect(rect), radius: radius * scale, strokeWidth: width * scale), color, on: canvas)
        case .text(let text, let origin, let style):
            let placed = try placedText(text, at: origin, style: style, clip: clip)
            canvas.draw(placed.entry.tinted(style.color), x: placed.x, y: placed.y)
        case .icon(let icon, let rect, let color):
            guard let entry = try iconBitmap(icon, in: rect) else { return }
            let place = iconPlace(entry.bitmap, in: rect)
            canvas.draw(entry.tinted(color), x: place.x, y: place.y)
        case .pushClip, .popClip:
            break
        }
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

    /// A rounded rectangle in pixels and the corner mask that draws it.
    struct RoundedRect {
        var rect: PixelRect
        var mask: CornerMask

        init(_ rect: PixelRect, radius: Double, strokeWidth: Double?) {
            self.rect = rect
            let shortSide = max(0, min(rect.width, rect.height))
            let cornerRadius = min(max(0, Int(radius.rounded())), shortSide / 2)
            mask = CornerMask(radius: cornerRadius, strokeWidth: strokeWidth)
            if let strokeWidth, 2 * strokeWidth >= Double(shortSide) || 2 * mask.size > shortSide {
                mask = CornerMask(radius: cornerRadius, strokeWidth: nil)  // the outline covers it all
            }
        }
    }

    /// Fills or outlines a rounded rectangle: four anti-aliased corner masks plus straight
    /// bands and the middle as plain rectangles, none overlapping, so a translucent colour
    /// blends evenly.
    private func drawRoundedRect(_ shape: RoundedRect, _ color: Color, on canvas: Canvas) throws(SDLError) {
        let rect = shape.rect
        let mask = shape.mask
        guard !rect.isEmpty, color.alpha > 0 else { return }
        let side = mask.size
        if side > 0 {
            for corner in CornerMask.Corner.allCases {
                let tinted = cornerBitmap(mask, corner).tinted(color)
                let x = (corner == .topLeft || corner == .bottomLeft) ? rect.x : rect.maxX - side
                let y = (corner == .topLeft || corner == .topRight) ? rect.y : rect.maxY - side
                canvas.draw(tinted, x: x, y: y)
            }
        }
        let innerWidth = rect.width - 2 * side
        let innerHeight = rect.height - 2 * side
        for run in bandRuns(mask) {
            let alpha = UInt8((Double(color.alpha) * run.coverage).rounded())
            canvas.fill(
                PixelRect(x: rect.x + side, y: rect.y + run.start, width: innerWidth, height: run.count), color,
                alpha: alpha)
            canvas.fill(
                PixelRect(x: rect.x + side, y: rect.maxY - run.start - run.count, width: innerWidth, height: run.count),
                color, alpha: alpha)
            canvas.fill(
                PixelRect(x: rect.x + run.start, y: rect.y + side, width: run.count, height: innerHeight), color,
                alpha: alpha)
            canvas.fill(
                PixelRect(
                    x: rect.maxX - run.start - run.count, y: rect.y + side, width: run.count, height: innerHeight),
                color, alpha: alpha)
        }
        if mask.strokeWidth == nil {
            canvas.fill(
                PixelRect(x: rect.x + side, y: rect.y + side, width: innerWidth, height: innerHeight), color,
                alpha: color.alpha)
        }
    }

    /// A run of rows of a band with the same, non-zero coverage.
    private struct BandRun {
        var start: Int
        var count: Int
        var coverage: Double
    }

    /// The mask's band profile as runs of equal, non-zero coverage (cached per mask).
    private func bandRuns(_ mask: CornerMask) -> [BandRun] {
        if let runs = bandCache[mask] { return runs }
        var result: [BandRun] = []
        for (row, coverage) in mask.bandProfile.enumerated() where coverage > 0 {
            if let last = result.last, last.coverage == coverage, last.start + last.count == row {
                result[result.count - 1].count += 1
            } else {
                result.append(BandRun(start: row, count: 1, coverage: coverage))
            }
        }
        bandCache[mask] = result
        return result
    }

    private func cornerBitmap(_ mask: CornerMask, _ corner: CornerMask.Corner) -> CacheEntry {
        let key = CornerKey(mask: mask, corner: corner)
        if let entry = cornerCache[key] { return entry }
        let bitmap = Bitmap(width: mask.size, height: mask.size, whiteWithAlpha: mask.alpha(for: corner))
        let entry = CacheEntry(bitmap: bitmap, lastUsed: 0)
        cornerCache[key] = entry
        cornerMasksMade += 1
        return entry
    }

    // MARK: Text and icons

    /// One line of text drawn at `origin` under `clip`: its bitmap in white (rendered once
    /// per text, weight, pixel size and, for a line cut to its clip, columns kept; tinted
    /// when drawn) and where its top-left pixel goes.
    func placedText(_ text: String, at origin: Point, style: TextStyle, clip: PixelRect?)
        throws(SDLError) -> (entry: CacheEntry, x: Int, y: Int)
    {
        let x = Int((origin.x * scale).rounded())
        let y = Int((origin.y * scale).rounded())
        let pixelSize = FontLibrary.pixelSize(style, scale: scale)
        var key = TextKey(text: text, weight: style.weight, pixelSize: pixelSize, columns: nil)
        if let clip, text.utf8.count > 32 {
            // The line's whole width in pixels, measured once (a long text's width is not kept
            // by the font, and a caret blink draws the same line again); the bitmap is cut to
            // what it has.
            let whole = TextKey(text: text, weight: style.weight, pixelSize: pixelSize, columns: nil)
            let width: Int
            if let known = lineWidths[whole] {
                width = known
            } else {
                width = Int((fonts.drawnWidth(of: text, style: style, scale: scale) * scale).rounded(.up)) + 2
                lineWidthsMeasured += 1
                if lineWidths.count >= FrameRenderer.lineWidthLimit { lineWidths.removeAll(keepingCapacity: true) }
                lineWidths[whole] = width
            }
            // The columns inside the clip (none when the line lies wholly outside it).
            let lower = min(max(0, clip.x - x), width)
            let shown = lower..<max(lower, min(width, clip.x + clip.width - x))
            // A line is about 1.2 × its pixel size high; white and tinted take 5 bytes a pixel.
            let bytes = width * (pixelSize * 6 / 5) * 5
            if bytes > FrameRenderer.textCropMinimumBytes, shown.count * 2 < width {
                key.columns = shown
            }
        }
        let left = x + (key.columns?.lowerBound ?? 0)
        if let entry = textCache[key] {
            entry.lastUsed = frameNumber
            return (entry, left, y)
        }
        let entry: CacheEntry
        if key.columns == nil, let prepared = fonts.takePrepared(text, weight: key.weight, pixelSize: key.pixelSize) {
            entry = CacheEntry(bitmap: prepared.bitmap, lastUsed: frameNumber, tints: prepared.tints)
        } else if let columns = key.columns {
            // Only the words around the columns shown are rendered (see `FontLibrary`).
            let rendered = try fonts.renderText(text, weight: key.weight, pixelSize: key.pixelSize, columns: columns)
            widestTextRendered = max(widestTextRendered, rendered.renderedWidth)
            entry = CacheEntry(bitmap: rendered.bitmap, lastUsed: frameNumber)
        } else {
            let rendered = try fonts.renderText(text, weight: key.weight, pixelSize: key.pixelSize)
            widestTextRendered = max(widestTextRendered, rendered.renderedWidth)
            entry = CacheEntry(bitmap: rendered.bitmap, lastUsed: frameNumber)
        }
        textRenders += 1
        textCache[key] = entry
        return (entry, left, y)
    }

    /// `icon` rasterised as large as fits in `rect` (a square of the shorter side); nil when
    /// that is under a pixel.
    func iconBitmap(_ icon: Icon, in rect: Rect) throws(SDLError) -> CacheEntry? {
        let pixelSize = Int((min(rect.width, rect.height) * scale).rounded())
        guard pixelSize > 0 else { return nil }
        let key = IconKey(icon: icon, pixelSize: pixelSize)
        if let entry = iconCache[key] {
            entry.lastUsed = frameNumber
            return entry
        }
        let entry = CacheEntry(bitmap: try Bitmap(icons.surface(icon, pixelSize: pixelSize)), lastUsed: frameNumber)
        iconCache[key] = entry
        return entry
    }

    /// Where an icon's bitmap goes: centred in `rect`.
    func iconPlace(_ bitmap: Bitmap, in rect: Rect) -> PixelRect {
        let x = Int((rect.midX * scale - Double(bitmap.width) / 2).rounded())
        let y = Int((rect.midY * scale - Double(bitmap.height) / 2).rounded())
        return PixelRect(x: x, y: y, width: bitmap.width, height: bitmap.height)
    }

    /// Drops cached bitmaps not used for `cacheLifetime` frames (looked for every 8 frames:
    /// rebuilding the dictionaries at every caret blink cost more than the blink's drawing),
    /// large text the frame did not use, and the least recently used text while the text
    /// cache is over its byte limit (both checked at every frame, as typing adds a wide bitmap
    /// at every key).
    private func evictUnused() {
        if frameNumber % 8 == 0 {
            let oldest = frameNumber - FrameRenderer.cacheLifetime
            if textCache.values.contains(where: { $0.lastUsed <= oldest }) {
                textCache = textCache.filter { $0.value.lastUsed > oldest }
            }
            if iconCache.values.contains(where: { $0.lastUsed <= oldest }) {
                iconCache = iconCache.filter { $0.value.lastUsed > oldest }
            }
        }
        let large = Int(Double(FrameRenderer.textCacheLargeBytes) * scale * scale)
        if textCache.values.contains(where: { $0.lastUsed < frameNumber && $0.bytes > large }) {
            textCache = textCache.filter { $0.value.lastUsed == frameNumber || $0.value.bytes <= large }
        }
        var spare = textCache.values.reduce(0) { $0 + ($1.lastUsed < frameNumber ? $1.bytes : 0) }
        guard spare > FrameRenderer.textCacheSpareBytes else { return }
        for (key, entry) in textCache.sorted(by: { $0.value.lastUsed < $1.value.lastUsed })
        where entry.lastUsed < frameNumber && spare > FrameRenderer.textCacheSpareBytes {
            spare -= entry.bytes
            textCache[key] = nil
        }
    }
}
