import CSDL2
import Foundation
import KeySimCore

/// Why the fonts could not be loaded: a message a user can act on.
public enum FontError: Error, Equatable, CustomStringConvertible {
    /// fontconfig has no font of this family (it offered a fallback of another family).
    case notFound(family: String)
    /// The `fc-match` tool of fontconfig could not be run.
    case fontconfigMissing
    /// The font file fontconfig named could not be opened by SDL_ttf.
    case unreadable(path: String, message: String)
    /// SDL_ttf itself could not start.
    case engineFailed(message: String)

    public var description: String {
        switch self {
        case .notFound(let family):
            return "font family '\(family)' not found through fontconfig; install it "
                + "(the default family comes with `apt-get install fonts-dejavu-core`)"
        case .fontconfigMissing:
            return "fc-match not found; install fontconfig: `apt-get install fontconfig fonts-dejavu-core`"
        case .unreadable(let path, let message):
            return "\(path): error: cannot read font: \(message)"
        case .engineFailed(let message):
            return "cannot start the font engine: \(message)"
        }
    }
}

/// The fonts, found through fontconfig: the regular and bold faces of a family (default "DejaVu Sans").
///
/// Each face has two `TTF_Font`s, guarded by a lock because SDL_ttf is not thread-safe: one
/// measures (below), one draws at whichever pixel size the text asks for
/// (`TrueTypeFont.resize(to:)`).
///
/// How text is measured: each face is measured with one font at `referencePixelSize` (2,048)
/// pixels per em, opened with light hinting and subpixel positioning
/// (`TTF_HINTING_LIGHT_SUBPIXEL`), so glyph advances are the font's own, not snapped to pixels:
/// at 2,048 pixels per em — the design grid of DejaVu and of most TrueType fonts — a width in
/// pixels is the width in font units, exact. `width(of:style:)`, `lineHeight` and `ascent`
/// scale it to the style's size in points: deterministic, independent of the scale a frame is
/// later drawn at, and one font per face however many sizes a form uses (each SDL_ttf font
/// costs ~230 kB of FreeType and HarfBuzz tables once it has drawn a text). Text is then drawn
/// at its natural width at `round(size × scale)` pixels; it differs from the measured width by
/// a fraction of a point (the tests pin how much).
public final class FontLibrary: TextMeasurer, @unchecked Sendable {
    /// Pixels per em of the one font per face that measures text.
    public static let referencePixelSize = 2_048

    /// The file of the regular face.
    public let regularPath: String
    /// The file of the bold face.
    public let boldPath: String

    /// The family asked for: fallback faces are asked for as it with a character they must have.
    let family: String

    let lock = NSLock()
    let session: TTFSession
    /// The two faces' files, mapped once: every size is opened from them.
    private let regularFile: MappedFile
    private let boldFile: MappedFile
    /// The font of each face that measures, at `referencePixelSize`.
    private var measuring: [TextStyle.Weight: TrueTypeFont] = [:]
    /// The font of each face that draws, at the size it drew last: a form draws four to six
    /// sizes (labels, fields, the key preview), and text drawn is kept as bitmaps, so the size
    /// changes seldom — when a key preview and a field's text alternate while typing, a
    /// change costs ~0.2 ms of glyphs drawn again, against ~230 kB for each size kept open.
    private var drawing: [TextStyle.Weight: TrueTypeFont] = [:]
    /// Text rendered ahead of its first draw (`prerender(_:scale:)`), handed out once.
    private var prerendered: [TextKey: PreparedText] = [:]
    /// Truncations and wraps laid out before: a form lays out the same texts at every frame
    /// (each caret blink). Texts up to `layoutMemoMaxLength` UTF-8 bytes, emptied at
    /// `layoutMemoLimit` entries so typing into a long text never grows it without bound.
    private var layouts: [TextLayoutRequest: [String]] = [:]
    /// The face each grapheme cluster is drawn with, by weight, found when first drawn or measured
    /// (`FontLibrary+Fallback.swift`); emptied at `faceMemoLimit` entries.
    var faces: [FaceKey: FaceChoice] = [:]
    static let faceMemoLimit = 8_192
    /// Whether the primary face of a weight has each Unicode scalar looked up so far.
    var primaryCoverage: [UInt32: Bool] = [:]
    /// Fallback faces opened so far: their files (mapped once), the font that measures and, for
    /// a face of outlines, the one that draws.
    var fallbackFiles: [String: MappedFile] = [:]
    var fallbackFonts: [FontConfig.Face: FallbackFont] = [:]
    /// The widths at `referencePixelSize` of runs measured in a face of fixed sizes (emoji):
    /// measuring one decodes its glyphs' PNGs, and SDL_ttf keeps few glyphs, so the emoji
    /// keyboard's lint measured each emoji anew on every device. Emptied at `faceMemoLimit`.
    var fixedSizeWidths: [FixedSizeRun: Int] = [:]
    struct FixedSizeRun: Hashable {
        var face: FontConfig.Face
        var text: String
    }
    static let layoutMemoMaxLength = 4_096
    static let layoutMemoLimit = 256

    /// Line heights and ascents read so far, a few sizes (searched in order: cheaper than hashing).
    private var metrics: [VerticalMetrics] = []

    private struct VerticalMetrics {
        var size: Double
        var weight: TextStyle.Weight
        var lineHeight: Double
        var ascent: Double
    }

    private struct FontKey: Hashable {
        var weight: TextStyle.Weight
        var pixelSize: Int
    }

    private struct TextKey: Hashable {
        var text: String
        var font: FontKey
    }

    /// Finds `family`'s regular and bold faces with `fc-match` and checks SDL_ttf can open them.
    ///
    /// - Throws: `FontError.notFound` when fontconfig only offers another family,
    ///   `.fontconfigMissing` without `fc-match`, `.unreadable` when a file cannot be opened.
    public init(family: String = "DejaVu Sans") throws(FontError) {
        self.family = family
        regularPath = try FontLibrary.match(family: family, style: "regular")
        boldPath = try FontLibrary.match(family: family, style: "bold")
        regularFile = try FontLibrary.map(regularPath)
        boldFile = try FontLibrary.map(boldPath)
        do {
            session = try TTFSession()
        } catch {
            throw .engineFailed(message: error.description)
        }
        for weight in [TextStyle.Weight.regular, .bold] {
            do {
                try withFont(weight, pixelSize: FontLibrary.referencePixelSize) { _ in }
            } catch {
                throw .unreadable(path: path(weight), message: error.description)
            }
        }
    }

    // MARK: TextMeasurer

    public func width(of text: String, style: TextStyle) -> Double {
        guard !text.isEmpty else { return 0 }
        lock.lock()
        defer { lock.unlock() }
        let pixels = unlockedWidth(of: text, weight: style.weight, pixelSize: FontLibrary.referencePixelSize)
        return pixels * style.size / Double(FontLibrary.referencePixelSize)
    }

    /// How many characters are measured at once: SDL_ttf sums a line's pen positions in 26.6
    /// fixed point in a 32-bit integer, which at 2,048 pixels per em holds 16,000 em — 8,000
    /// of the widest characters. A longer text is measured in parts (kerning across a part's
    /// edge is left out: a hair in 4,096 characters).
    static let measuredChunkLength = 4_096

    /// `text` in parts of `measuredChunkLength` characters.
    static func measuredChunks(of text: String) -> [Substring] {
        var chunks: [Substring] = []
        var start = text.startIndex
        while start < text.endIndex {
            let end = text.index(start, offsetBy: measuredChunkLength, limitedBy: text.endIndex) ?? text.endIndex
            chunks.append(text[start..<end])
            start = end
        }
        return chunks
    }

    public func lines(for request: TextLayoutRequest, layout: () -> [String]) -> [String] {
        guard request.text.utf8.count <= FontLibrary.layoutMemoMaxLength else { return layout() }
        lock.lock()
        let known = layouts[request]
        lock.unlock()
        if let known { return known }
        // Laid out outside the lock: measuring takes it.
        let lines = layout()
        lock.lock()
        defer { lock.unlock() }
        if layouts.count >= FontLibrary.layoutMemoLimit { layouts.removeAll(keepingCapacity: true) }
        layouts[request] = lines
        return lines
    }

    /// How many SDL_ttf fonts are open (for tests): one per face measures, one per face draws.
    var openFonts: Int {
        lock.lock()
        defer { lock.unlock() }
        return measuring.count + drawing.count
            + fallbackFonts.values.reduce(0) { $0 + 1 + ($1.drawing == nil ? 0 : 1) }
    }

    /// How many laid-out texts are remembered (for tests).
    var rememberedLayouts: Int {
        lock.lock()
        defer { lock.unlock() }
        return layouts.count
    }

    public func lineHeight(_ style: TextStyle) -> Double { verticalMetrics(style).lineHeight }

    public func ascent(_ style: TextStyle) -> Double { verticalMetrics(style).ascent }

    /// A font's line height and ascent in points, read once per size and weight (a frame
    /// asks dozens of times, for every key and field).
    private func verticalMetrics(_ style: TextStyle) -> (lineHeight: Double, ascent: Double) {
        lock.lock()
        defer { lock.unlock() }
        if let known = metrics.first(where: { $0.size == style.size && $0.weight == style.weight }) {
            return (known.lineHeight, known.ascent)
        }
        guard let font = try? unlockedFont(style.weight, pixelSize: FontLibrary.referencePixelSize) else {
            return (0, 0)
        }
        let found = VerticalMetrics(
            size: style.size, weight: style.weight, lineHeight: FontLibrary.points(font.height, size: style.size),
            ascent: FontLibrary.points(font.ascent, size: style.size))
        metrics.append(found)
        return (found.lineHeight, found.ascent)
    }

    // MARK: Drawing

    /// The pixel size text of `style` is drawn at, `scale` pixels per point.
    static func pixelSize(_ style: TextStyle, scale: Double) -> Int {
        max(1, Int((style.size * scale).rounded()))
    }

    /// The width in points `text` has when drawn at `scale` pixels per point (its natural width
    /// at that pixel size, which `width(of:style:)` approximates to a fraction of a point).
    func drawnWidth(of text: String, style: TextStyle, scale: Double) -> Double {
        guard !text.isEmpty else { return 0 }
        lock.lock()
        defer { lock.unlock() }
        return unlockedWidth(of: text, weight: style.weight, pixelSize: FontLibrary.pixelSize(style, scale: scale))
            / scale
    }

    /// `text` in `weight` at `pixelSize` in the primary face alone, white on transparent, for
    /// tinting (`renderText` draws every script).
    func renderWhite(_ text: String, weight: TextStyle.Weight, pixelSize: Int) throws(SDLError) -> Surface {
        lock.lock()
        defer { lock.unlock() }
        return try unlockedFont(weight, pixelSize: pixelSize).renderWhite(text)
    }

    /// How far apart, in Unicode scalars, the places a long line may be cut are: a cut falls at
    /// the last space before a multiple of this, so it stays put while typing scrolls the line
    /// (a new cut can move the text shown by a fraction of a pixel, and does so seldom).
    static let sliceGranularity = 64

    /// The part of the line of `text` in `font` that covers `columns` (pixels from the line's
    /// left edge), rendered like `TrueTypeFont.renderWhite(_:)`, and the column of the line
    /// where the part's left edge falls. A text typed into a one-line field is thousands of
    /// pixels wide and the field shows a few hundred: SDL_ttf is asked for the words around
    /// them only, cut at spaces (the glyph after the cut must not reach back over the space,
    /// nor be a mark belonging to it). Without such a space the whole line is rendered (first
    /// column 0).
    static func slice(_ text: String, font: TrueTypeFont, columns: Range<Int>) throws(SDLError) -> (
        surface: Surface, firstColumn: Int
    ) {
        let scalars = Array(text.unicodeScalars)
        let granularity = FontLibrary.sliceGranularity
        var start = 0
        if columns.lowerBound > 0 {
            let hidden = try font.scalarsFitting(text, in: columns.lowerBound)
            // A slice starts at a scalar of the text: not past its last one.
            var candidate = min(hidden, scalars.count - 1) / granularity * granularity
            while candidate > 0 {
                if scalars[candidate - 1] == " ", FontLibrary.mayStartSlice(scalars[candidate]),
                    try font.leftBearing(of: scalars[candidate]) >= 0
                {
                    start = candidate
                    break
                }
                candidate -= 1
            }
        }
        var end = scalars.count
        let shown = try font.scalarsFitting(text, in: columns.upperBound)
        var candidate = (shown / granularity + 1) * granularity
        while candidate < scalars.count {
            if scalars[candidate] == " " {
                end = candidate
                break
            }
            candidate += 1
        }
        guard start > 0 || end < scalars.count else { return (try font.renderWhite(text), 0) }
        let firstColumn = start > 0 ? try font.width(of: FontLibrary.string(scalars[..<start])) : 0
        guard firstColumn <= columns.lowerBound else { return (try font.renderWhite(text), 0) }
        return (try font.renderWhite(FontLibrary.string(scalars[start..<end])), firstColumn)
    }

    /// Whether a slice of a line may start at `scalar`: not a mark or joiner that belongs to the
    /// character before it.
    private static func mayStartSlice(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII needs no look-up in the Unicode tables (they would be paged in to answer).
        if scalar.isASCII { return scalar.value > 0x20 && scalar.value != 0x7F }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format: return false
        default: return !scalar.properties.isVariationSelector && !scalar.properties.isGraphemeExtend
        }
    }

    private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var string = String.UnicodeScalarView()
        string.append(contentsOf: scalars)
        return String(string)
    }

    /// The bitmap of `text` in `weight` at `pixelSize` and its colours prepared by
    /// `prerender(_:scale:)`, handed out once; nil when it was not prepared.
    func takePrepared(_ text: String, weight: TextStyle.Weight, pixelSize: Int) -> PreparedText? {
        lock.lock()
        defer { lock.unlock() }
        return prerendered.removeValue(forKey: TextKey(text: text, font: FontKey(weight: weight, pixelSize: pixelSize)))
    }

    /// Renders the text of `commands` at `scale` pixels per point now, on the calling thread,
    /// and prepares it for drawing in each colour the commands give it (`TintedBitmap`), so
    /// that the first frame drawn later (on another thread) takes it ready instead of making
    /// it: the same pixels, made while something else waits (a window's first frame is drawn
    /// while its data is loaded on another thread). Each is handed out once
    /// (`takePrepared`); `discardPrerendered()` frees what was not used.
    public func prerender(_ commands: [DrawCommand], scale: Double) {
        for command in commands {
            guard case .text(let text, _, let style) = command, !text.isEmpty, style.color.alpha > 0 else { continue }
            let key = TextKey(
                text: text, font: FontKey(weight: style.weight, pixelSize: FontLibrary.pixelSize(style, scale: scale)))
            lock.lock()
            var prepared = prerendered[key]
            if prepared == nil,
                let rendered = try? unlockedRenderText(
                    text, weight: key.font.weight, pixelSize: key.font.pixelSize, columns: nil)
            {
                prepared = PreparedText(bitmap: rendered.bitmap)
            }
            lock.unlock()
            // Tinting needs no font: done outside the lock.
            guard var prepared else { continue }
            if prepared.tints[style.color] == nil {
                prepared.tints[style.color] = TintedBitmap(prepared.bitmap, tint: style.color)
            }
            lock.lock()
            prerendered[key] = prepared
            lock.unlock()
        }
    }

    /// Frees the text `prerender(_:scale:)` rendered that no draw has taken.
    public func discardPrerendered() {
        lock.lock()
        defer { lock.unlock() }
        prerendered = [:]
    }

    // MARK: Private

    /// `pixels` measured at `referencePixelSize`, in points for text of `size` points.
    static func points(_ pixels: Int, size: Double) -> Double {
        Double(pixels) * size / Double(referencePixelSize)
    }

    func path(_ weight: TextStyle.Weight) -> String {
        weight == .bold ? boldPath : regularPath
    }

    /// Runs `body` on the cached font under the lock.
    func withFont<Result>(
        _ weight: TextStyle.Weight, pixelSize: Int, _ body: (TrueTypeFont) throws(SDLError) -> Result
    ) throws(SDLError) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(unlockedFont(weight, pixelSize: pixelSize))
    }

    /// The font of `weight` at `pixelSize`: the measuring one at `referencePixelSize`, else the
    /// drawing one, resized. Valid until the next call (under the same lock).
    func unlockedFont(_ weight: TextStyle.Weight, pixelSize: Int) throws(SDLError) -> TrueTypeFont {
        let measures = pixelSize == FontLibrary.referencePixelSize
        if let font = measures ? measuring[weight] : drawing[weight] {
            try font.resize(to: pixelSize)
            return font
        }
        let font = try TrueTypeFont(
            file: weight == .bold ? boldFile : regularFile, pixelSize: pixelSize, session: session)
        if measures { measuring[weight] = font } else { drawing[weight] = font }
        return font
    }

    /// The font file at `path`, mapped into memory.
    static func map(_ path: String) throws(FontError) -> MappedFile {
        do throws(MappedFile.Failure) {
            return try MappedFile(path: path)
        } catch {
            throw .unreadable(path: path, message: error.reason)
        }
    }

    /// Asks fontconfig for the file of `family` in `style`; throws unless the match is that family.
    /// In-process through libfontconfig when it loads, else with the `fc-match` tool.
    private static func match(family: String, style: String) throws(FontError) -> String {
        guard let found = FontConfig.match("\(family):\(style)") else {
            return try matchWithTool(family: family, style: style)
        }
        // fontconfig always answers, falling back to a default font: accept only the family asked for.
        guard found.families.contains(where: { $0.lowercased() == family.lowercased() }) else {
            throw .notFound(family: family)
        }
        // `access` rather than FileManager: this runs at every start (Benchmarks/README.md).
        guard access(found.file, R_OK) == 0 else {
            throw .unreadable(path: found.file, message: "file not readable")
        }
        return found.file
    }

    /// `match(family:style:)` with the `fc-match` tool.
    private static func matchWithTool(family: String, style: String) throws(FontError) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["fc-match", "--format=%{family}\n%{file}\n", "\(family):\(style)"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .fontconfigMissing
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw process.terminationStatus == 127 ? .fontconfigMissing : .notFound(family: family)
        }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 2 else { throw .notFound(family: family) }
        // fc-match always answers, falling back to a default font: accept only the family asked for.
        let families = lines[0].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard families.contains(family.lowercased()) else { throw .notFound(family: family) }
        let path = String(lines[1])
        guard access(path, R_OK) == 0 else {
            throw .unreadable(path: path, message: "file not readable")
        }
        return path
    }
}
