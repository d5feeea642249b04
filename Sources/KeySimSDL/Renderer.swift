import CSDL2

/// A rectangle in whole pixels.
struct PixelRect: Equatable, Hashable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    var maxX: Int { x + width }
    var maxY: Int { y + height }
    var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The overlap of two rectangles (empty if none).
    func intersection(_ other: PixelRect) -> PixelRect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        return PixelRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    var sdl: SDL_Rect { SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(width), h: Int32(height)) }
}

/// An owned `SDL_Renderer`: a window's, or SDL's software renderer drawing into a surface.
/// Get an offscreen one from `Rasterizer.offscreenRenderer(for:scale:)` and draw on it with a
/// `FrameRenderer`; every drawing call goes through the same code whichever kind it is.
public final class Renderer {
    private let pointer: OpaquePointer
    /// The surface a software renderer draws into, kept alive as long as the renderer.
    private let target: Surface?

    /// Takes ownership of a renderer an SDL call returned (e.g. `SDL_CreateRenderer` on a window).
    init(taking pointer: OpaquePointer?, from function: String) throws(SDLError) {
        self.pointer = try SDLCall.check(pointer, function)
        target = nil
        try configure()
    }

    /// A software renderer drawing into `surface`.
    ///
    /// The corresponding SDL function is `SDL_CreateSoftwareRenderer`.
    init(software surface: Surface) throws(SDLError) {
        pointer = try surface.withPointer { s throws(SDLError) in
            try SDLCall.check(SDL_CreateSoftwareRenderer(s), "SDL_CreateSoftwareRenderer")
        }
        target = surface
        try configure()
    }

    /// Whether fills blend (the default) or replace the pixels under them.
    private var fillsBlend = true

    private func configure() throws(SDLError) {
        try SDLCall.check(SDL_SetRenderDrawBlendMode(pointer, SDL_BLENDMODE_BLEND), "SDL_SetRenderDrawBlendMode")
    }

    /// Makes later fills blend with what is under them, or (for an opaque colour, where
    /// blending gives the same pixels) write the colour straight, which SDL's software
    /// renderer does many times faster.
    ///
    /// The corresponding SDL function is `SDL_SetRenderDrawBlendMode`.
    func setFillsBlend(_ blend: Bool) throws(SDLError) {
        guard blend != fillsBlend else { return }
        try SDLCall.check(
            SDL_SetRenderDrawBlendMode(pointer, blend ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE),
            "SDL_SetRenderDrawBlendMode")
        fillsBlend = blend
    }

    deinit { SDL_DestroyRenderer(pointer) }

    /// The size of the drawing area in pixels.
    ///
    /// The corresponding SDL function is `SDL_GetRendererOutputSize`.
    func outputSize() throws(SDLError) -> (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        try SDLCall.check(SDL_GetRendererOutputSize(pointer, &width, &height), "SDL_GetRendererOutputSize")
        return (Int(width), Int(height))
    }

    /// Sets the colour (straight alpha) later fills and clears use.
    ///
    /// The corresponding SDL function is `SDL_SetRenderDrawColor`.
    func setDrawColor(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) throws(SDLError) {
        try SDLCall.check(SDL_SetRenderDrawColor(pointer, red, green, blue, alpha), "SDL_SetRenderDrawColor")
    }

    /// Fills the whole target (ignoring the clip and blending) with the draw colour.
    ///
    /// The corresponding SDL function is `SDL_RenderClear`.
    func clear() throws(SDLError) {
        try SDLCall.check(SDL_RenderClear(pointer), "SDL_RenderClear")
    }

    /// Blends the draw colour over `rect`.
    ///
    /// The corresponding SDL function is `SDL_RenderFillRect`.
    func fill(_ rect: PixelRect) throws(SDLError) {
        guard !rect.isEmpty else { return }
        var sdlRect = rect.sdl
        try SDLCall.check(SDL_RenderFillRect(pointer, &sdlRect), "SDL_RenderFillRect")
    }

    /// Copies the whole of `texture`, unscaled, with its top-left corner at `x`, `y`.
    ///
    /// The corresponding SDL function is `SDL_RenderCopy`.
    func copy(_ texture: Texture, x: Int, y: Int) throws(SDLError) {
        var destination = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(texture.width), h: Int32(texture.height))
        try texture.withPointer { t throws(SDLError) in
            try SDLCall.check(SDL_RenderCopy(pointer, t, nil, &destination), "SDL_RenderCopy")
        }
    }

    /// Restricts drawing to `rect`, or lifts the restriction when nil.
    ///
    /// The corresponding SDL function is `SDL_RenderSetClipRect`.
    func setClip(_ rect: PixelRect?) throws(SDLError) {
        if var sdlRect = rect?.sdl {
            try SDLCall.check(SDL_RenderSetClipRect(pointer, &sdlRect), "SDL_RenderSetClipRect")
        } else {
            try SDLCall.check(SDL_RenderSetClipRect(pointer, nil), "SDL_RenderSetClipRect")
        }
    }

    /// Reads every pixel of the drawing area as RGBA8888 rows.
    ///
    /// The corresponding SDL function is `SDL_RenderReadPixels`.
    func readPixels() throws(SDLError) -> Image {
        let (width, height) = try outputSize()
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let code = pixels.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(pointer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, buffer.baseAddress, Int32(width * 4))
        }
        try SDLCall.check(code, "SDL_RenderReadPixels")
        return try Image(width: width, height: height, pixels: pixels)
    }

    /// Shows what was drawn (a window's renderer) or flushes it (a software renderer).
    ///
    /// The corresponding SDL function is `SDL_RenderPresent`.
    func present() {
        SDL_RenderPresent(pointer)
    }

    /// Calls `body` with the C pointer; the pointer must not escape it.
    func withPointer<Result>(_ body: (OpaquePointer) throws(SDLError) -> Result) throws(SDLError) -> Result {
        try body(pointer)
    }
}
