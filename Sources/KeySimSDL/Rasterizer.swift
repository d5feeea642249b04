import KeySimCore

/// Headless: renders a frame with SDL's software renderer into an offscreen surface.
public enum Rasterizer {
    /// The frame drawn at `scale` pixels per point, `round(size × scale)` pixels large: the
    /// same drawing code as a window, into an RGBA32 surface, read back as an image.
    public static func render(_ frame: Frame, scale: Double, fonts: FontLibrary, icons: IconLibrary) throws(SDLError)
        -> Image
    {
        let renderer = try offscreenRenderer(for: frame, scale: scale)
        let frameRenderer = FrameRenderer(renderer: renderer, fonts: fonts, icons: icons)
        try frameRenderer.draw(frame, scale: scale)
        return try renderer.readPixels()
    }

    /// A software renderer on a new RGBA32 surface of the frame's size in pixels.
    public static func offscreenRenderer(for frame: Frame, scale: Double) throws(SDLError) -> Renderer {
        let width = Int((frame.size.width * scale).rounded())
        let height = Int((frame.size.height * scale).rounded())
        return try Renderer(software: Surface(width: width, height: height))
    }

    /// Reads back what `renderer` has drawn.
    ///
    /// The corresponding SDL function is `SDL_RenderReadPixels`.
    public static func image(of renderer: Renderer) throws(SDLError) -> Image {
        try renderer.readPixels()
    }
}
