import KeySimCore

/// Measuring and drawing text as runs of faces (`FontLibrary+Fallback.swift`).
///
/// A text the primary face draws alone is measured and rendered by SDL_ttf in one call, as it
/// always was. A text of several runs is measured as the sum of its runs' widths, each in its
/// own face at `referencePixelSize` (the same method as the primary face), and drawn by placing
/// each run's bitmap after the one before at the drawn size, on the primary face's baseline,
/// in a bitmap the primary face's line high: what is measured is what is drawn.
///
/// A face of fixed sizes (Noto Color Emoji, one bitmap size of 109 pixels per em and 128
/// pixels a line) is drawn at that size by SDL_ttf, in colour, and scaled here so that its line
/// is the primary face's line: an emoji is as high as the text around it, as on an iPhone.
/// Its runs keep their colours when the text is tinted (`Bitmap.keepsColour`).
extension FontLibrary {
    /// The advance of `run` in pixels at `pixelSize`. Under the lock.
    func unlockedAdvance(of run: TextRun, weight: TextStyle.Weight, pixelSize: Int) throws(SDLError) -> Double {
        let text = String(run.text)
        switch run.face {
        case .primary, .missing:
            let font = try unlockedFont(weight, pixelSize: pixelSize)
            return Double(
                try FontLibrary.shaping(run, with: font) { () throws(SDLError) in
                    try FontLibrary.width(of: text, font: font)
                })
        case .fallback(let face):
            let font = try unlockedFallbackFont(face)
            if font.hasFixedSizes {
                return Double(try unlockedFixedSizeWidth(of: text, face: face, font: font))
                    * (try fixedSizeScale(font, weight: weight, pixelSize: pixelSize))
            }
            let drawing = try unlockedFallbackDrawingFont(face, pixelSize: pixelSize)
            return Double(
                try FontLibrary.shaping(run, with: drawing) { () throws(SDLError) in
                    try FontLibrary.width(of: text, font: drawing)
                })
        }
    }

    /// `body` with `font` shaping in `run`'s direction (right to left for an odd level),
    /// then left to right again: every other use of a font expects it so.
    static func shaping<Result>(
        _ run: TextRun, with font: TrueTypeFont, _ body: () throws(SDLError) -> Result
    ) throws(SDLError) -> Result {
        guard let script = run.rightToLeftScript else { return try body() }
        try font.shapeRightToLeft(script)
        defer { try? font.shapeRightToLeft(nil) }
        return try body()
    }

    /// The width of `text` in `font`, in parts when it is long at the measuring size (see
    /// `measuredChunkLength`).
    static func width(of text: String, font: TrueTypeFont) throws(SDLError) -> Int {
        guard font.pixelSize == referencePixelSize, text.utf8.count > measuredChunkLength else {
            return try font.width(of: text)
        }
        var pixels = 0
        for chunk in measuredChunks(of: text) { pixels += try font.width(of: String(chunk)) }
        return pixels
    }

    /// The width of `text` in the face of fixed sizes `face` (opened as `font`), remembered (`fixedSizeWidths`).
    private func unlockedFixedSizeWidth(of text: String, face: FontConfig.Face, font: FallbackFont)
        throws(SDLError) -> Int
    {
        let key = FixedSizeRun(face: face, text: text)
        if let known = fixedSizeWidths[key] { return known }
        let width = try font.measuring.width(of: text)
        if fixedSizeWidths.count >= FontLibrary.faceMemoLimit { fixedSizeWidths.removeAll(keepingCapacity: true) }
        fixedSizeWidths[key] = width
        return width
    }

    /// How much a face of fixed sizes is scaled to be drawn at `pixelSize`: its line becomes the
    /// primary face's line (measured at the reference size, so it scales with the size exactly).
    private func fixedSizeScale(_ font: FallbackFont, weight: TextStyle.Weight, pixelSize: Int) throws(SDLError)
        -> Double
    {
        let primary = try unlockedFont(weight, pixelSize: FontLibrary.referencePixelSize)
        let lineEm = Double(primary.height) / Double(FontLibrary.referencePixelSize)
        return Double(pixelSize) * lineEm / Double(max(1, font.measuring.height))
    }

    /// The width in pixels `text` has at `pixelSize`, summed over its runs. Under the lock.
    func unlockedWidth(of text: String, weight: TextStyle.Weight, pixelSize: Int) -> Double {
        var pixels = 0.0
        for run in unlockedRuns(of: text, weight: weight) {
            pixels += (try? unlockedAdvance(of: run, weight: weight, pixelSize: pixelSize)) ?? 0
        }
        return pixels
    }

    /// `text` in `weight` at `pixelSize`, white on transparent for tinting (colour glyphs in
    /// their colours), and the width of the widest bitmap SDL_ttf rendered for it.
    func renderText(_ text: String, weight: TextStyle.Weight, pixelSize: Int) throws(SDLError) -> (
        bitmap: Bitmap, renderedWidth: Int
    ) {
        lock.lock()
        defer { lock.unlock() }
        return try unlockedRenderText(text, weight: weight, pixelSize: pixelSize, columns: nil)
    }

    /// The columns `columns` (pixels from the line's left edge, clamped to its width) of the
    /// line of `text`, rendered like `renderText(_:weight:pixelSize:)`: only the words around
    /// them are rendered (see `slice(_:font:columns:)`), and of several runs only those that
    /// reach into them.
    func renderText(_ text: String, weight: TextStyle.Weight, pixelSize: Int, columns: Range<Int>)
        throws(SDLError) -> (bitmap: Bitmap, renderedWidth: Int)
    {
        lock.lock()
        defer { lock.unlock() }
        return try unlockedRenderText(text, weight: weight, pixelSize: pixelSize, columns: columns)
    }

    /// `renderText`, under the lock.
    func unlockedRenderText(_ text: String, weight: TextStyle.Weight, pixelSize: Int, columns: Range<Int>?)
        throws(SDLError) -> (bitmap: Bitmap, renderedWidth: Int)
    {
        let runs = unlockedRuns(of: text, weight: weight)
        guard runs.count == 1, runs[0].face == .primary, runs[0].level == 0 else {
            return try unlockedRender(runs, weight: weight, pixelSize: pixelSize, columns: columns)
        }
        let font = try unlockedFont(weight, pixelSize: pixelSize)
        guard let columns else {
            let surface = try font.renderWhite(text)
            return (try Bitmap(surface), surface.width)
        }
        let slice = try FontLibrary.slice(text, font: font, columns: columns)
        let bitmap = try Bitmap(
            slice.surface,
            columns: (columns.lowerBound - slice.firstColumn)..<(columns.upperBound - slice.firstColumn))
        return (bitmap, slice.surface.width)
    }

    /// Runs drawn one after the other on the primary face's baseline, in their visual order
    /// (`Bidi.visualOrder`: a right-to-left run's glyphs are ordered by HarfBuzz).
    private func unlockedRender(
        _ logicalRuns: [TextRun], weight: TextStyle.Weight, pixelSize: Int, columns: Range<Int>?
    ) throws(SDLError) -> (bitmap: Bitmap, renderedWidth: Int) {
        let runs = Bidi.visualOrder(of: logicalRuns.map(\.level)).map { logicalRuns[$0] }
        let primary = try unlockedFont(weight, pixelSize: pixelSize)
        let (height, ascent) = (primary.height, primary.ascent)
        var edges = [0.0]
        for run in runs {
            edges.append(edges[edges.count - 1] + (try unlockedAdvance(of: run, weight: weight, pixelSize: pixelSize)))
        }
        let total = Int(edges[edges.count - 1].rounded(.up))
        let lower = min(max(0, columns?.lowerBound ?? 0), total)
        let upper = min(max(lower, columns?.upperBound ?? total), total)
        var canvas = RunCanvas(width: upper - lower, height: height)
        var widest = 0
        // A glyph may reach past its advance by a fraction of the size: runs that end or start
        // that close to the columns are drawn too.
        let reach = pixelSize
        for (index, run) in runs.enumerated() {
            let left = Int(edges[index].rounded())
            let right = Int(edges[index + 1].rounded(.up))
            guard right + reach > lower, left - reach < upper else { continue }
            let text = String(run.text)
            // A long run is cut to the columns from its logical start: left to right only.
            let runColumns = columns == nil || run.level % 2 == 1 ? nil : (lower - left)..<(upper - left)
            switch run.face {
            case .primary, .missing:
                widest = max(
                    widest,
                    try FontLibrary.shaping(run, with: primary) { () throws(SDLError) in
                        try canvas.draw(text, font: primary, at: left - lower, baseline: ascent, columns: runColumns)
                    })
            case .fallback(let face):
                let font = try unlockedFallbackFont(face)
                if font.hasFixedSizes {
                    let scale = try fixedSizeScale(font, weight: weight, pixelSize: pixelSize)
                    let surface = try font.measuring.renderWhite(text)
                    widest = max(widest, surface.width)
                    canvas.draw(
                        surface, scale: scale, at: left - lower,
                        top: ascent - Int((Double(font.measuring.ascent) * scale).rounded()))
                } else {
                    let drawing = try unlockedFallbackDrawingFont(face, pixelSize: pixelSize)
                    widest = max(
                        widest,
                        try FontLibrary.shaping(run, with: drawing) { () throws(SDLError) in
                            try canvas.draw(
                                text, font: drawing, at: left - lower, baseline: ascent, columns: runColumns)
                        })
                }
            }
        }
        return (canvas.bitmap, widest)
    }
}

/// The pixels of a line of runs being drawn: straight-alpha RGBA packed as `Bitmap`'s, and
/// which pixels keep their colour.
private struct RunCanvas {
    let width: Int
    let height: Int
    var pixels: [UInt32]
    var keepsColour: [Bool] = []

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        // Transparent white, as SDL_ttf's: a line of white text alone keeps only its alpha.
        pixels = [UInt32](repeating: 0x00FF_FFFF, count: width * height)
    }

    var bitmap: Bitmap {
        Bitmap(width: width, height: height, pixels: pixels, plainBlend: .towardsSource, keepsColour: keepsColour)
    }

    /// `text` in `font` with its pen at column `x` and its baseline at row `baseline`; of a long
    /// run only the words around `columns` (the canvas's columns, from the run's start). Returns
    /// the width SDL_ttf rendered.
    mutating func draw(_ text: String, font: TrueTypeFont, at x: Int, baseline: Int, columns: Range<Int>?)
        throws(SDLError) -> Int
    {
        let surface: Surface
        var firstColumn = 0
        if let columns, text.unicodeScalars.count > FontLibrary.sliceGranularity {
            (surface, firstColumn) = try FontLibrary.slice(text, font: font, columns: columns)
        } else {
            surface = try font.renderWhite(text)
        }
        let source = try surface.packedRGBAPixels()
        blend(source, width: surface.width, height: surface.height, x: x + firstColumn, y: baseline - font.ascent)
        return surface.width
    }

    /// A surface of a face of fixed sizes scaled by `scale`, its top-left at (`x`, `top`), its
    /// colours kept.
    mutating func draw(_ surface: Surface, scale: Double, at x: Int, top: Int) {
        guard let source = try? surface.packedRGBAPixels() else { return }
        let width = max(1, Int((Double(surface.width) * scale).rounded()))
        let height = max(1, Int((Double(surface.height) * scale).rounded()))
        let scaled = RunCanvas.resample(source, width: surface.width, height: surface.height, to: width, height)
        let coloured = scaled.contains { $0 >> 24 != 0 && $0 & 0x00FF_FFFF != 0x00FF_FFFF }
        blend(scaled, width: width, height: height, x: x, y: top, keepingColour: coloured)
    }

    /// Blends straight-alpha `source` over the canvas at (`x`, `y`), clipped to it.
    private mutating func blend(
        _ source: [UInt32], width sourceWidth: Int, height sourceHeight: Int, x: Int, y: Int,
        keepingColour: Bool = false
    ) {
        if keepingColour && keepsColour.isEmpty { keepsColour = [Bool](repeating: false, count: pixels.count) }
        let (firstRow, endRow) = (max(0, -y), min(sourceHeight, height - y))
        let (firstColumn, endColumn) = (max(0, -x), min(sourceWidth, width - x))
        guard firstRow < endRow, firstColumn < endColumn else { return }
        for row in firstRow..<endRow {
            for column in firstColumn..<endColumn {
                let s = source[row * sourceWidth + column]
                let sa = s >> 24
                guard sa > 0 else { continue }
                let index = (row + y) * width + column + x
                let d = pixels[index]
                let da = d >> 24
                if keepingColour { keepsColour[index] = true }
                guard da > 0, sa < 255 else {
                    pixels[index] = s
                    continue
                }
                // Straight-alpha "over".
                let outside = da * (255 - sa) / 255
                let alpha = sa + outside
                func channel(_ shift: UInt32) -> UInt32 {
                    ((s >> shift & 0xFF) * sa + (d >> shift & 0xFF) * outside) / alpha
                }
                pixels[index] = channel(0) | channel(8) << 8 | channel(16) << 16 | alpha << 24
            }
        }
    }

    /// `pixels` (`width` × `height`) resampled to `newWidth` × `newHeight` by averaging the
    /// area each new pixel covers, in premultiplied alpha.
    static func resample(_ pixels: [UInt32], width: Int, height: Int, to newWidth: Int, _ newHeight: Int) -> [UInt32] {
        let columns = weights(from: width, to: newWidth)
        let rows = weights(from: height, to: newHeight)
        var premultiplied = [Double](repeating: 0, count: width * height * 4)
        for (index, pixel) in pixels.enumerated() {
            let alpha = Double(pixel >> 24)
            premultiplied[index * 4] = Double(pixel & 0xFF) * alpha / 255
            premultiplied[index * 4 + 1] = Double(pixel >> 8 & 0xFF) * alpha / 255
            premultiplied[index * 4 + 2] = Double(pixel >> 16 & 0xFF) * alpha / 255
            premultiplied[index * 4 + 3] = alpha
        }
        var across = [Double](repeating: 0, count: newWidth * height * 4)
        for row in 0..<height {
            for (column, taps) in columns.enumerated() {
                for (source, weight) in taps {
                    for channel in 0..<4 {
                        across[(row * newWidth + column) * 4 + channel] +=
                            premultiplied[(row * width + source) * 4 + channel] * weight
                    }
                }
            }
        }
        var result = [UInt32](repeating: 0, count: newWidth * newHeight)
        for (row, taps) in rows.enumerated() {
            for column in 0..<newWidth {
                var sum = [0.0, 0.0, 0.0, 0.0]
                for (source, weight) in taps {
                    for channel in 0..<4 { sum[channel] += across[(source * newWidth + column) * 4 + channel] * weight }
                }
                let alpha = min(255, sum[3].rounded())
                guard alpha > 0 else { continue }
                func straight(_ value: Double) -> UInt32 { UInt32(min(255, max(0, (value * 255 / alpha).rounded()))) }
                result[row * newWidth + column] =
                    straight(sum[0]) | straight(sum[1]) << 8 | straight(sum[2]) << 16 | UInt32(alpha) << 24
            }
        }
        return result
    }

    /// For each of `count` new pixels along an axis of `sourceCount`, the source pixels it
    /// covers and the share of it each covers.
    private static func weights(from sourceCount: Int, to count: Int) -> [[(Int, Double)]] {
        let ratio = Double(sourceCount) / Double(count)
        return (0..<count).map { index in
            let start = Double(index) * ratio
            let end = start + ratio
            var taps: [(Int, Double)] = []
            var source = Int(start)
            while source < sourceCount, Double(source) < end {
                let overlap = min(end, Double(source + 1)) - max(start, Double(source))
                if overlap > 0 { taps.append((source, overlap / ratio)) }
                source += 1
            }
            return taps
        }
    }
}
