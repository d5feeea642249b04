import Testing

@testable import KeySimSDL

/// When SDL falls back to a driver that shows nothing, the message says what was asked for,
/// never that DISPLAY is unset when it is set.
struct VideoSystemMessageTests {
    @Test(arguments: [
        ([String: String](), "SDL found only the 'offscreen' video driver; DISPLAY and WAYLAND_DISPLAY are not set"),
        (
            ["DISPLAY": ":987"],
            "SDL could not open a display for DISPLAY=:987 and fell back to its 'offscreen' video driver, which shows no window"
        ),
        (
            ["DISPLAY": "", "WAYLAND_DISPLAY": "wayland-9", "SDL_VIDEODRIVER": "x11"],
            "SDL could not open a display for WAYLAND_DISPLAY=wayland-9, SDL_VIDEODRIVER=x11 and fell back to its 'offscreen' video driver, which shows no window"
        ),
    ])
    func theMessageSaysWhatWasAskedFor(environment: [String: String], message: String) {
        #expect(VideoSystem.fallbackMessage(driver: "offscreen", environment: environment) == message)
    }
}
