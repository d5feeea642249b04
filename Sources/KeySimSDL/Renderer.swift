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

    /// Whether `other` lies wholly inside this rectangle (an empty one always does).
    func contains(_ other: PixelRect) -> Bool {
        other.isEmpty || (other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY)
    }

    /// Whether the two rectangles share a pixel.
    func intersects(_ other: PixelRect) -> Bool { !intersection(other).isEmpty }

    /// The smallest rectangle holding both (an empty one adds nothing).
    func union(_ other: PixelRect) -> PixelRect {
        if other.isEmpty { return self }
        if isEmpty { return other }
        let left = min(x, other.x)
        let top = min(y, other.y)
        return PixelRect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// What is left of this rectangle once `other` is taken away: up to four rectangles
    /// (bands above and below, then left and right), none overlapping.
    func subtracting(_ other: PixelRect) -> [PixelRect] {
        let cut = intersection(other)
        guard !cut.isEmpty else { return isEmpty ? [] : [self] }
        let pieces = [
            PixelRect(x: x, y: y, width: width, height: cut.y - y),
            PixelRect(x: x, y: cut.maxY, width: width, height: maxY - cut.maxY),
            PixelRect(x: x, y: cut.y, width: cut.x - x, height: cut.height),
            PixelRect(x: cut.maxX, y: cut.y, width: maxX - cut.maxX, height: cut.height),
        ]
        return pieces.filter { !$0.isEmpty }
    }

    var sdl: SDL_Rect { SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(width), h: Int32(height)) }
}

/// An owned `SDL_Renderer`: a window's, or SDL's software renderer drawing into a surface.
/// Get an offscreen one from `Rasterizer.offscreenRenderer(for:scale:)` and draw on it with a
/// `FrameRenderer`; every drawing call goes through the same code whichever kind it is.
///
/// Drawing goes through a `Canvas` on the pixels themselves: the offscreen surface, the
/// window's surface (a software renderer's target), or, for any other renderer, a surface of
/// the window's size uploaded when presented. The same frame gives the same pixels in each.
public final class Renderer {
    private let pointer: OpaquePointer

    /// Where the pixels drawn live.
    private enum Target {
        /// The surface a software renderer draws into, kept alive as long as the renderer.
        case surface(Surface)
        /// The window's own surface, which its software renderer presents.
        case windowSurface
        /// A surface presented by uploading it as a texture (hardware renderers).
        case upload(Surface)
    }

    private var target: Target

    /// Takes ownership of a renderer an SDL call returned (e.g. `SDL_CreateRenderer` on a window).
    init(taking pointer: OpaquePointer?, from function: String) throws(SDLError) {
        let pointer = try SDLCall.check(pointer, function)
        self.pointer = pointer
        var info = SDL_RendererInfo()
        try SDLCall.check(SDL_GetRendererInfo(pointer, &info), "SDL_GetRendererInfo")
        target = .windowSurface
        if info.flags & SDL_RENDERER_SOFTWARE.rawValue == 0
            || Self.windowSurface(of: pointer).flatMap(Canvas.init) == nil
        {
            let (width, height) = try outputSize()
            target = .upload(try Surface(width: width, height: height))
        }
    }

    /// A software renderer drawing into `surface`.
    ///
    /// The corresponding SDL function is `SDL_CreateSoftwareRenderer`.
    init(software surface: Surface) throws(SDLError) {
        pointer = try surface.withPointer { s throws(SDLError) in
            try SDLCall.check(SDL_CreateSoftwareRenderer(s), "SDL_CreateSoftwareRenderer")
        }
        target = .surface(surface)
    }

    deinit { SDL_DestroyRenderer(pointer) }

    private static func windowSurface(of renderer: OpaquePointer) -> UnsafeMutablePointer<SDL_Surface>? {
        SDL_RenderGetWindow(renderer).flatMap { SDL_GetWindowSurface($0) }
    }

    /// The size of the drawing area in pixels.
    ///
    /// The corresponding SDL function is `SDL_GetRendererOutputSize`.
    func outputSize() throws(SDLError) -> (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        try SDLCall.check(SDL_GetRendererOutputSize(pointer, &width, &height), "SDL_GetRendererOutputSize")
        return (Int(width), Int(height))
    }

    /// Calls `body` with a canvas on the pixels drawn; the canvas must not escape it.
    ///
    /// The corresponding SDL function is `SDL_GetWindowSurface` (for a window).
    func withCanvas<Result>(_ body: (inout Canvas) throws(SDLError) -> Result) throws(SDLError) -> Result {
        func run(_ surface: UnsafeMutablePointer<SDL_Surface>) throws(SDLError) -> Result {
            guard var canvas = Canvas(surface) else { throw SDLCall.failure("Canvas: not a 32-bit surface") }
            return try body(&canvas)
        }
        switch target {
        case .surface(let owned), .upload(let owned):
            return try owned.withPointer(run)
        case .windowSurface:
            return try run(try SDLCall.check(Self.windowSurface(of: pointer), "SDL_GetWindowSurface"))
        }
    }

    /// Reads every pixel of the drawing area as RGBA8888 rows.
    ///
    /// The corresponding SDL function is `SDL_RenderReadPixels`.
    func readPixels() throws(SDLError) -> Image {
        if case .upload(let surface) = target {
            let rgba = try surface.convertedToRGBA32()
            return try Image(width: rgba.width, height: rgba.height, pixels: rgba.rgbaPixels())
        }
        let (width, height) = try outputSize()
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let code = pixels.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(pointer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, buffer.baseAddress, Int32(width * 4))
        }
        try SDLCall.check(code, "SDL_RenderReadPixels")
        return try Image(width: width, height: height, pixels: pixels)
    }

    /// Shows what was drawn (a window's renderer); an offscreen surface needs nothing.
    ///
    /// The corresponding SDL function is `SDL_RenderPresent`.
    func present() {
        present(nil)
    }

    /// Shows what was drawn inside `region` (nil: everything): a software window copies only
    /// that rectangle to the screen.
    ///
    /// The corresponding SDL functions are `SDL_UpdateWindowSurfaceRects` and `SDL_RenderPresent`.
    func present(_ region: PixelRect?) {
        switch target {
        case .surface:
            return
        case .windowSurface:
            if var rect = region?.sdl, let window = SDL_RenderGetWindow(pointer) {
                if rect.w > 0, rect.h > 0 { _ = SDL_UpdateWindowSurfaceRects(window, &rect, 1) }
            } else {
                SDL_RenderPresent(pointer)
            }
        case .upload(let surface):
            if let texture = try? Texture(renderer: self, surface: surface) {
                _ = try? texture.withPointer { t throws(SDLError) in SDL_RenderCopy(pointer, t, nil, nil) }
            }
            SDL_RenderPresent(pointer)
        }
    }

    /// Calls `body` with the C pointer; the pointer must not escape it.
    func withPointer<Result>(_ body: (OpaquePointer) throws(SDLError) -> Result) throws(SDLError) -> Result {
        try body(pointer)
    }
}
