import CSDL2

#if canImport(Glibc)
    import Glibc
#endif

/// A shared library opened with `dlopen` when first used instead of linked: SDL_ttf and
/// SDL_image bring 19 libraries (HarfBuzz, GLib, FreeType, libtiff, libwebp…) that the
/// dynamic loader would otherwise load, one after the other, before `main` — ~6 ms of every
/// start. Opened on first use, they load on the thread that first needs them (`keysim run`'s
/// loading thread), while SDL connects to the display on the main one.
struct LateLibrary: @unchecked Sendable {
    /// The file name `dlopen` looks for.
    let name: String
    private let handle: UnsafeMutableRawPointer?
    /// Why it could not be opened (nil: it was).
    let failure: String?

    init(_ name: String) {
        self.name = name
        handle = dlopen(name, RTLD_NOW | RTLD_LOCAL)
        failure = handle == nil ? (dlerror().map { String(cString: $0) } ?? "not found") : nil
    }

    /// The function `symbol` as `type` (a `@convention(c)` function type), or why it is not there.
    func function<Function>(_ symbol: String, as type: Function.Type) throws(SDLError) -> Function {
        guard let handle else {
            throw .callFailed(function: symbol, message: "cannot load \(name): \(failure ?? "")")
        }
        guard let address = dlsym(handle, symbol) else {
            throw .callFailed(function: symbol, message: "\(name) has no \(symbol) (too old a version?)")
        }
        return unsafeBitCast(address, to: type)
    }
}

/// The SDL_ttf functions KeySim calls, from `libSDL2_ttf-2.0.so.0` opened on first use.
struct TTFFunctions: Sendable {
    typealias Font = OpaquePointer
    let linkedVersion: @convention(c) () -> UnsafePointer<SDL_version>?
    let initialize: @convention(c) () -> Int32
    let quit: @convention(c) () -> Void
    let openFontRW: @convention(c) (UnsafeMutablePointer<SDL_RWops>?, Int32, Int32) -> Font?
    let openFontIndexRW: @convention(c) (UnsafeMutablePointer<SDL_RWops>?, Int32, Int32, Int) -> Font?
    let glyphIsProvided32: @convention(c) (Font?, UInt32) -> Int32
    let setFontDirection: @convention(c) (Font?, TTF_Direction) -> Int32
    let setFontScriptName: @convention(c) (Font?, UnsafePointer<CChar>?) -> Int32
    let setFontHinting: @convention(c) (Font?, Int32) -> Void
    let setFontKerning: @convention(c) (Font?, Int32) -> Void
    let setFontSize: @convention(c) (Font?, Int32) -> Int32
    let closeFont: @convention(c) (Font?) -> Void
    let fontHeight: @convention(c) (Font?) -> Int32
    let fontAscent: @convention(c) (Font?) -> Int32
    let sizeUTF8:
        @convention(c) (Font?, UnsafePointer<CChar>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) ->
            Int32
    let renderUTF8Blended:
        @convention(c) (Font?, UnsafePointer<CChar>?, SDL_Color) -> UnsafeMutablePointer<SDL_Surface>?
    let measureUTF8:
        @convention(c) (
            Font?, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
        ) -> Int32
    let glyphMetrics32:
        @convention(c) (
            Font?, UInt32, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
            UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
        ) -> Int32

    /// The library's functions, or why they could not be had (every use reports it).
    static let loaded: Result<TTFFunctions, SDLError> = Result { () throws(SDLError) in
        let library = LateLibrary("libSDL2_ttf-2.0.so.0")
        return TTFFunctions(
            linkedVersion: try library.function(
                "TTF_Linked_Version", as: (@convention(c) () -> UnsafePointer<SDL_version>?).self),
            initialize: try library.function("TTF_Init", as: (@convention(c) () -> Int32).self),
            quit: try library.function("TTF_Quit", as: (@convention(c) () -> Void).self),
            openFontRW: try library.function(
                "TTF_OpenFontRW", as: (@convention(c) (UnsafeMutablePointer<SDL_RWops>?, Int32, Int32) -> Font?).self),
            openFontIndexRW: try library.function(
                "TTF_OpenFontIndexRW",
                as: (@convention(c) (UnsafeMutablePointer<SDL_RWops>?, Int32, Int32, Int) -> Font?).self),
            glyphIsProvided32: try library.function(
                "TTF_GlyphIsProvided32", as: (@convention(c) (Font?, UInt32) -> Int32).self),
            setFontDirection: try library.function(
                "TTF_SetFontDirection", as: (@convention(c) (Font?, TTF_Direction) -> Int32).self),
            setFontScriptName: try library.function(
                "TTF_SetFontScriptName", as: (@convention(c) (Font?, UnsafePointer<CChar>?) -> Int32).self),
            setFontHinting: try library.function(
                "TTF_SetFontHinting", as: (@convention(c) (Font?, Int32) -> Void).self),
            setFontKerning: try library.function(
                "TTF_SetFontKerning", as: (@convention(c) (Font?, Int32) -> Void).self),
            setFontSize: try library.function("TTF_SetFontSize", as: (@convention(c) (Font?, Int32) -> Int32).self),
            closeFont: try library.function("TTF_CloseFont", as: (@convention(c) (Font?) -> Void).self),
            fontHeight: try library.function("TTF_FontHeight", as: (@convention(c) (Font?) -> Int32).self),
            fontAscent: try library.function("TTF_FontAscent", as: (@convention(c) (Font?) -> Int32).self),
            sizeUTF8: try library.function(
                "TTF_SizeUTF8",
                as: (@convention(c) (
                    Font?, UnsafePointer<CChar>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
                ) -> Int32).self),
            renderUTF8Blended: try library.function(
                "TTF_RenderUTF8_Blended",
                as: (@convention(c) (Font?, UnsafePointer<CChar>?, SDL_Color) -> UnsafeMutablePointer<SDL_Surface>?)
                    .self),
            measureUTF8: try library.function(
                "TTF_MeasureUTF8",
                as: (@convention(c) (
                    Font?, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
                ) -> Int32).self),
            glyphMetrics32: try library.function(
                "TTF_GlyphMetrics32",
                as: (@convention(c) (
                    Font?, UInt32, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
                    UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
                ) -> Int32).self)
        )
    }

    /// The functions; throws why the library could not be loaded.
    static func get() throws(SDLError) -> TTFFunctions { try loaded.get() }
}

/// The SDL_image functions KeySim calls, from `libSDL2_image-2.0.so.0` opened on first use.
struct ImageFunctions: Sendable {
    let linkedVersion: @convention(c) () -> UnsafePointer<SDL_version>?
    let load: @convention(c) (UnsafePointer<CChar>?) -> UnsafeMutablePointer<SDL_Surface>?
    let loadSizedSVG:
        @convention(c) (UnsafeMutablePointer<SDL_RWops>?, Int32, Int32) -> UnsafeMutablePointer<SDL_Surface>?
    let savePNG: @convention(c) (UnsafeMutablePointer<SDL_Surface>?, UnsafePointer<CChar>?) -> Int32

    /// The library's functions, or why they could not be had (every use reports it).
    static let loaded: Result<ImageFunctions, SDLError> = Result { () throws(SDLError) in
        let library = LateLibrary("libSDL2_image-2.0.so.0")
        return ImageFunctions(
            linkedVersion: try library.function(
                "IMG_Linked_Version", as: (@convention(c) () -> UnsafePointer<SDL_version>?).self),
            load: try library.function(
                "IMG_Load", as: (@convention(c) (UnsafePointer<CChar>?) -> UnsafeMutablePointer<SDL_Surface>?).self),
            loadSizedSVG: try library.function(
                "IMG_LoadSizedSVG_RW",
                as: (@convention(c) (UnsafeMutablePointer<SDL_RWops>?, Int32, Int32) -> UnsafeMutablePointer<
                    SDL_Surface
                >?).self),
            savePNG: try library.function(
                "IMG_SavePNG",
                as: (@convention(c) (UnsafeMutablePointer<SDL_Surface>?, UnsafePointer<CChar>?) -> Int32).self)
        )
    }

    /// The functions; throws why the library could not be loaded.
    static func get() throws(SDLError) -> ImageFunctions { try loaded.get() }
}

/// Loads SDL_ttf now, on the calling thread, so that its first use finds it loaded
/// (`keysim run` calls it on a thread of its own at start). SDL_image is not: the window draws
/// its icons with `CoverageRasterizer` and loads SDL_image (its PNG, TIFF, JPEG and WebP
/// libraries, ~0.75 MB resident) only for an icon outside that subset or a screenshot.
public enum LateLibraries {
    public static func preload() {
        _ = TTFFunctions.loaded
    }
}
