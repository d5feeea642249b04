import CSDL2
import Foundation
import KeySimCore

/// Why a window could not be opened.
public enum WindowError: Error, Equatable, CustomStringConvertible {
    /// SDL found no display to open a window on.
    case noDisplay(String)
    case sdl(SDLError)

    public var description: String {
        switch self {
        case .noDisplay(let message):
            "no display to open a window on (\(message)). Set DISPLAY to a running X server, run under `xvfb-run keysim run`, or use `keysim replay` / `keysim render` headlessly"
        case .sdl(let error): error.description
        }
    }
}

/// SDL's video subsystem, started for as long as this lives.
///
/// Starting it connects to the display and, on X11, reads the input method's compose table
/// (~15 ms): `keysim run` starts it while another thread loads the data the first frame needs,
/// then hands it to `Window`.
public final class VideoSystem {
    /// Whether windows use a hardware renderer.
    let gpu: Bool

    /// Starts the video subsystem. Which renderer to use is decided here: SDL's software
    /// renderer unless `gpu` (GL under Xvfb is emulated in software anyway, costs ~90 MB,
    /// and the software path gives the same pixels as the headless PNGs).
    ///
    /// The corresponding SDL function is `SDL_InitSubSystem`.
    public init(gpu: Bool) throws(WindowError) {
        self.gpu = gpu
        // Empty counts as unset, as SDL reads it.
        let environment = ProcessEnvironment.values(["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"])
            .filter { !$0.value.isEmpty }
        let display = environment["DISPLAY"]
        let wayland = environment["WAYLAND_DISPLAY"]
        let chosen = environment["SDL_VIDEODRIVER"]
        if display == nil, wayland == nil, chosen == nil {
            throw .noDisplay("DISPLAY and WAYLAND_DISPLAY are not set")
        }
        if chosen == nil {
            // Only the drivers of the displays named: SDL would otherwise fall back to one that
            // shows nothing (offscreen), and its reason for failing on the display is lost.
            let drivers = [display.map { _ in "x11" }, wayland.map { _ in "wayland" }].compactMap { $0 }
            SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, drivers.joined(separator: ","), SDL_HINT_OVERRIDE)
        }
        SDL_SetHint(SDL_HINT_RENDER_DRIVER, gpu ? "" : "software")
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, gpu ? "1" : "0")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        SessionBus.avoidAutolaunch()
        do throws(SDLError) {
            try SDLCall.check(SDL_InitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS), "SDL_InitSubSystem")
        } catch {
            guard case .callFailed(_, let message) = error else { throw .sdl(error) }
            // SDL's own reason, after what it was asked to open.
            let named = [
                chosen.map { "SDL_VIDEODRIVER '\($0)'" }, display.map { "DISPLAY '\($0)'" },
                wayland.map { "WAYLAND_DISPLAY '\($0)'" },
            ].compactMap { $0 }
            throw .noDisplay("SDL could not open \(named.joined(separator: " or ")): \(message)")
        }
        // A driver asked for with SDL_VIDEODRIVER may show nothing (dummy, offscreen): a
        // person would stare at no window, so say there is no display instead.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        if Self.invisibleDrivers.contains(driver) {
            SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS)
            throw .noDisplay("SDL chose the '\(driver)' video driver, which shows no window")
        }
    }

    /// Video drivers that open no visible window.
    static let invisibleDrivers: Set<String> = ["dummy", "offscreen", "evdev", "none"]

    deinit { SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS) }
}

/// An owned SDL window and its renderer, sized in points × scale pixels.
public final class Window {
    private let video: VideoSystem
    private let pointer: OpaquePointer
    /// Draws into the window.
    public let renderer: Renderer
    /// Pixels per point.
    public let scale: Double

    /// Opens a window `size` points large at `scale` pixels per point.
    ///
    /// The corresponding SDL functions are `SDL_CreateWindow` and `SDL_CreateRenderer`.
    public convenience init(title: String, size: Size, scale: Double, gpu: Bool = false) throws(WindowError) {
        try self.init(title: title, size: size, scale: scale, video: VideoSystem(gpu: gpu))
    }

    /// Opens a window on a video subsystem already started (which says whether to use the GPU).
    public init(title: String, size: Size, scale: Double, video: VideoSystem) throws(WindowError) {
        self.video = video
        let gpu = video.gpu
        self.scale = scale
        let width = Int32((size.width * scale).rounded())
        let height = Int32((size.height * scale).rounded())
        guard
            let window = SDL_CreateWindow(
                title, Int32(SDL_WINDOWPOS_CENTERED_MASK), Int32(SDL_WINDOWPOS_CENTERED_MASK), width, height,
                SDL_WINDOW_SHOWN.rawValue)
        else {
            throw .noDisplay(SDLCall.failure("SDL_CreateWindow").description)
        }
        pointer = window
        let flags = gpu ? SDL_RENDERER_ACCELERATED.rawValue : SDL_RENDERER_SOFTWARE.rawValue
        do throws(SDLError) {
            renderer = try Renderer(taking: SDL_CreateRenderer(window, -1, flags), from: "SDL_CreateRenderer")
        } catch {
            SDL_DestroyWindow(window)
            throw .sdl(error)
        }
        SDL_StartTextInput()
    }

    deinit {
        SDL_StopTextInput()
        SDL_DestroyWindow(pointer)
    }

    /// Shows what was drawn.
    ///
    /// The corresponding SDL function is `SDL_RenderPresent`.
    public func present() { renderer.present() }

    /// What the window shows now, read back from its renderer.
    ///
    /// The corresponding SDL function is `SDL_RenderReadPixels`.
    public func screenshot() throws(SDLError) -> Image { try renderer.readPixels() }

    /// Milliseconds since SDL started: the window's clock (the core's time comes from it).
    ///
    /// The corresponding SDL function is `SDL_GetTicks64`.
    public static func ticks() -> Int { Int(SDL_GetTicks64()) }

    /// The text on the system clipboard.
    ///
    /// The corresponding SDL functions are `SDL_GetClipboardText` and `SDL_free`.
    public static func clipboardText() -> String {
        guard let text = SDL_GetClipboardText() else { return "" }
        defer { SDL_free(text) }
        return String(cString: text)
    }

    /// Puts text on the system clipboard.
    ///
    /// The corresponding SDL function is `SDL_SetClipboardText`.
    public static func setClipboardText(_ text: String) { _ = SDL_SetClipboardText(text) }
}
