// KeySimSDL — the thin owning wrapper over SDL2, SDL2_ttf and SDL2_image.
//
// Owns: every C call and unsafe pointer of KeySim, behind small Swift types that free what
// they own in `deinit`; rasterising a `Frame`; measuring text with the real font; turning
// SDL events into input events. No C type appears in a public signature.
import CSDL2

/// The versions of the SDL libraries KeySim is linked against, as `major.minor.patch`.
public struct SDLVersions: Equatable, Sendable {
    public var sdl: String
    public var ttf: String
    public var image: String

    /// Reads the versions of the libraries loaded at run time.
    ///
    /// The corresponding SDL functions are `SDL_GetVersion`, `TTF_Linked_Version` and
    /// `IMG_Linked_Version`.
    public static func linked() -> SDLVersions {
        var version = SDL_version()
        SDL_GetVersion(&version)
        let sdl = "\(version.major).\(version.minor).\(version.patch)"
        func text(_ version: UnsafePointer<SDL_version>?) -> String {
            version.map { "\($0.pointee.major).\($0.pointee.minor).\($0.pointee.patch)" } ?? "unknown"
        }
        let ttf = (try? TTFFunctions.get().linkedVersion()).map(text) ?? "unknown"
        let image = (try? ImageFunctions.get().linkedVersion()).map(text) ?? "unknown"
        return SDLVersions(sdl: sdl, ttf: ttf, image: image)
    }
}

/// The name of the calling thread, as `top -H`, `ps -L` and profilers show it.
public enum ThreadName {
    /// Names the calling thread (at most 15 bytes are kept).
    public static func set(_ name: String) { keysim_set_thread_name(name) }
}

/// The C library's heap, shared by the process's threads.
public enum MallocArenas {
    /// Makes every thread allocate from the same arena, as a window's threads should: its
    /// loading threads otherwise each keep an arena of their own, whose freed pages stay
    /// resident after their work is over (0.3 MB of a window's memory). Call it before
    /// starting a thread.
    public static func shareOne() { keysim_use_one_malloc_arena() }
}
