import CSDL2

/// An owned `SDL_Texture` on one renderer; keeps that renderer alive so it is destroyed first.
/// Only a hardware renderer's window uses one: the frame's pixels, uploaded to be presented.
final class Texture {
    private let pointer: OpaquePointer
    private let renderer: Renderer
    /// The size in pixels.
    let width: Int
    let height: Int

    /// Uploads `surface` to `renderer` as a texture with alpha blending on.
    ///
    /// The corresponding SDL function is `SDL_CreateTextureFromSurface`.
    init(renderer: Renderer, surface: Surface) throws(SDLError) {
        self.renderer = renderer
        pointer = try renderer.withPointer { r throws(SDLError) in
            try surface.withPointer { s throws(SDLError) in
                try SDLCall.check(SDL_CreateTextureFromSurface(r, s), "SDL_CreateTextureFromSurface")
            }
        }
        width = surface.width
        height = surface.height
        try SDLCall.check(SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_BLEND), "SDL_SetTextureBlendMode")
    }

    deinit { SDL_DestroyTexture(pointer) }

    /// Calls `body` with the C pointer; the pointer must not escape it.
    func withPointer<Result>(_ body: (OpaquePointer) throws(SDLError) -> Result) throws(SDLError) -> Result {
        try body(pointer)
    }
}
