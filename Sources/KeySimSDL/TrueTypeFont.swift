import CSDL2
import Foundation

/// One use of SDL_ttf: initialises the library when made, shuts it down when freed. SDL_ttf
/// counts these, so several can be alive at once; fonts hold one so it outlives them.
final class TTFSession {
    /// Serialises what touches SDL_ttf's one FreeType library: `TTF_Init` / `TTF_Quit` (whose
    /// reference count is not thread-safe) and opening and closing fonts (FreeType's faces may
    /// not be made or freed on two threads at once; a test run crashed in FreeType).
    static let lock = NSLock()

    /// The corresponding SDL function is `TTF_Init`.
    init() throws(SDLError) {
        TTFSession.lock.lock()
        defer { TTFSession.lock.unlock() }
        try SDLCall.check(TTFFunctions.get().initialize(), "TTF_Init")
    }

    deinit {
        TTFSession.lock.lock()
        (try? TTFFunctions.get())?.quit()
        TTFSession.lock.unlock()
    }
}

/// An owned `TTF_Font`: one face at one pixel size at a time. Not thread-safe: `FontLibrary`
/// serialises use.
final class TrueTypeFont {
    private let pointer: OpaquePointer
    private let session: TTFSession
    private let ttf: TTFFunctions
    /// The font file the face reads its glyphs from, kept mapped while the face lives.
    private let file: MappedFile

    /// Opens the face in `file` (the `index`th of a collection, as fontconfig numbers them) at
    /// `pixelSize` pixels per em, with light hinting and subpixel positioning so advances scale
    /// with the size (see `FontLibrary` for why). A font of fixed bitmap sizes (a colour emoji
    /// font) is at its first size whatever `pixelSize` says.
    ///
    /// The corresponding SDL functions are `TTF_OpenFontRW` and `TTF_OpenFontIndexRW`.
    init(file: MappedFile, index: Int = 0, pixelSize: Int, session: TTFSession) throws(SDLError) {
        self.session = session
        self.file = file
        ttf = try TTFFunctions.get()
        guard let stream = file.stream() else {
            throw .callFailed(function: "SDL_RWFromConstMem", message: String(cString: SDL_GetError()))
        }
        TTFSession.lock.lock()
        let opened =
            index == 0
            ? ttf.openFontRW(stream, 1, Int32(pixelSize)) : ttf.openFontIndexRW(stream, 1, Int32(pixelSize), index)
        TTFSession.lock.unlock()
        pointer = try SDLCall.check(opened, "TTF_OpenFontRW")
        self.pixelSize = pixelSize
        ttf.setFontHinting(pointer, TTF_HINTING_LIGHT_SUBPIXEL)
        ttf.setFontKerning(pointer, 1)
    }

    deinit {
        TTFSession.lock.lock()
        ttf.closeFont(pointer)
        TTFSession.lock.unlock()
    }

    /// The pixels per em the face is at.
    private(set) var pixelSize: Int

    /// Puts the face at `pixelSize` pixels per em, emptying SDL_ttf's glyph cache and the
    /// widths measured at the size before. Text rendered after it has the same pixels as from
    /// a font opened at that size (a test pins it); one font drawing every size costs a
    /// glyph cache refill when the size changes instead of FreeType's and HarfBuzz's tables
    /// per size (~230 kB each once a text is drawn).
    ///
    /// The corresponding SDL function is `TTF_SetFontSize`.
    func resize(to pixelSize: Int) throws(SDLError) {
        guard pixelSize != self.pixelSize else { return }
        try SDLCall.check(ttf.setFontSize(pointer, Int32(pixelSize)), "TTF_SetFontSize")
        self.pixelSize = pixelSize
        widths.removeAll(keepingCapacity: true)
        otherDirectionWidths.removeAll(keepingCapacity: true)
    }

    /// The height of a line in pixels.
    ///
    /// The corresponding SDL function is `TTF_FontHeight`.
    var height: Int { Int(ttf.fontHeight(pointer)) }

    /// The distance from a line's top to its baseline in pixels.
    ///
    /// The corresponding SDL function is `TTF_FontAscent`.
    var ascent: Int { Int(ttf.fontAscent(pointer)) }

    /// The script right-to-left text is shaped in now (`Arab`, `Hebr`; `Zzzz` lets HarfBuzz
    /// guess), or nil: left to right, SDL_ttf's default.
    private(set) var rightToLeftScript: String?
    /// The widths measured in the other direction than now (a text's width depends on it).
    private var otherDirectionWidths: [String: Int] = [:]

    /// Shapes text right to left in `script` from now on, or, with nil, left to right with the
    /// script guessed (SDL_ttf's default: the same pixels as a face never turned, a test pins
    /// it).
    ///
    /// The corresponding SDL functions are `TTF_SetFontDirection` and `TTF_SetFontScriptName`.
    func shapeRightToLeft(_ script: String?) throws(SDLError) {
        guard script != rightToLeftScript else { return }
        try SDLCall.check(
            ttf.setFontDirection(pointer, script == nil ? TTF_DIRECTION_LTR : TTF_DIRECTION_RTL),
            "TTF_SetFontDirection")
        try SDLCall.check(ttf.setFontScriptName(pointer, script ?? "Zzzz"), "TTF_SetFontScriptName")
        if (script == nil) != (rightToLeftScript == nil) {
            swap(&widths, &otherDirectionWidths)
        } else {
            widths.removeAll(keepingCapacity: true)
        }
        rightToLeftScript = script
    }

    /// Whether the face has a glyph for `scalar`.
    ///
    /// The corresponding SDL function is `TTF_GlyphIsProvided32`.
    func provides(_ scalar: Unicode.Scalar) -> Bool { ttf.glyphIsProvided32(pointer, scalar.value) != 0 }

    /// Widths already measured: a frame measures the same labels, and the same candidates of
    /// each truncation, every time it is built (a caret blink builds one), and shaping them
    /// again was a third of an idle window's time. Long strings are not kept (a field's text
    /// typed past them changes at every key); at most 2,048 × 256 bytes are.
    private var widths: [String: Int] = [:]
    /// The longest string kept, in UTF-8 bytes, and how many are kept before the cache empties.
    private static let widthCacheMaxLength = 256
    private static let widthCacheLimit = 2_048

    /// The width in pixels `text` takes when rendered.
    ///
    /// The corresponding SDL function is `TTF_SizeUTF8`.
    func width(of text: String) throws(SDLError) -> Int {
        if let width = widths[text] { return width }
        var width: Int32 = 0
        var height: Int32 = 0
        try SDLCall.check(ttf.sizeUTF8(pointer, text, &width, &height), "TTF_SizeUTF8")
        if text.utf8.count <= TrueTypeFont.widthCacheMaxLength {
            if widths.count >= TrueTypeFont.widthCacheLimit { widths.removeAll(keepingCapacity: true) }
            widths[text] = Int(width)
        }
        return Int(width)
    }

    /// How many Unicode scalars of `text`, from its start, fit in `width` pixels.
    ///
    /// The corresponding SDL function is `TTF_MeasureUTF8`.
    func scalarsFitting(_ text: String, in width: Int) throws(SDLError) -> Int {
        var extent: Int32 = 0
        var count: Int32 = 0
        try SDLCall.check(ttf.measureUTF8(pointer, text, Int32(width), &extent, &count), "TTF_MeasureUTF8")
        return Int(count)
    }

    /// The distance in pixels from the pen to the left edge of `scalar`'s glyph (negative when
    /// the glyph reaches back over the one before it).
    ///
    /// The corresponding SDL function is `TTF_GlyphMetrics32`.
    func leftBearing(of scalar: Unicode.Scalar) throws(SDLError) -> Int {
        var minX: Int32 = 0
        try SDLCall.check(ttf.glyphMetrics32(pointer, scalar.value, &minX, nil, nil, nil, nil), "TTF_GlyphMetrics32")
        return Int(minX)
    }

    /// `text` rendered anti-aliased in white on transparent, one line, `height` pixels high.
    ///
    /// The corresponding SDL function is `TTF_RenderUTF8_Blended`.
    func renderWhite(_ text: String) throws(SDLError) -> Surface {
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        return try Surface(taking: ttf.renderUTF8Blended(pointer, text, white), from: "TTF_RenderUTF8_Blended")
    }
}
