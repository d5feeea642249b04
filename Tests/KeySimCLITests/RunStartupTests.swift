import Foundation
import Testing

/// `keysim run` loads its data on a second thread while SDL starts: what goes wrong is still
/// reported in the order of the steps, data before the display.
struct RunStartupTests {
    static let noDisplay = ["DISPLAY": "", "WAYLAND_DISPLAY": ""]

    @Test func aMissingSceneIsReportedBeforeTheMissingDisplay() throws {
        let result = try KeySimProcess.run(["run", "--scene", "no-such-scene"], environment: Self.noDisplay)
        #expect(result.status == 66)
        #expect(result.standardError.contains("no scene 'no-such-scene'"))
        #expect(!result.standardError.contains("no display"))
    }

    @Test func anUnknownDeviceIsAUsageErrorBeforeTheMissingDisplay() throws {
        let result = try KeySimProcess.run(["run", "--device", "iphone-16"], environment: Self.noDisplay)
        #expect(result.status == 64)
        #expect(result.standardError.contains("no device 'iphone-16'"))
        #expect(result.standardError.contains("Usage: keysim run"))
    }

    @Test func aBrokenThemeIsReportedBeforeTheMissingDisplay() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keysim-run-startup-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("broken.json").path
        try Data("{\"name\": ".utf8).write(to: URL(fileURLWithPath: theme))
        let result = try KeySimProcess.run(["run", "--theme", theme], environment: Self.noDisplay)
        #expect(result.status == 65)
        #expect(result.standardError.hasPrefix(theme + ":"))
    }

    @Test func aDisplayThatCannotBeOpenedIsReportedWithSDLsReason() throws {
        let result = try KeySimProcess.run(
            ["run"], environment: ["DISPLAY": ":987", "WAYLAND_DISPLAY": "", "SDL_VIDEODRIVER": ""])
        #expect(result.status == 69)
        let error = result.standardError
        #expect(error.contains("DISPLAY ':987'"), "\(error)")
        #expect(error.contains("x11 not available"), "SDL's own reason: \(error)")
        #expect(!error.contains("are not set"), "\(error)")
        #expect(error.contains("keysim replay"))
    }

    @Test func aDriverThatShowsNoWindowIsRefusedByName() throws {
        let result = try KeySimProcess.run(["run"], environment: ["SDL_VIDEODRIVER": "offscreen"])
        #expect(result.status == 69)
        let error = result.standardError
        #expect(error.contains("'offscreen' video driver, which shows no window"), "\(error)")
    }

    @Test func withNeitherDisplayNorWaylandSetTheMessageSaysSoAndWhatToDo() throws {
        let result = try KeySimProcess.run(["run"], environment: Self.noDisplay.merging(["SDL_VIDEODRIVER": ""]) { $1 })
        #expect(result.status == 69)
        let error = result.standardError
        #expect(error.contains("DISPLAY and WAYLAND_DISPLAY are not set"), "\(error)")
        #expect(error.contains("xvfb-run keysim run") && error.contains("keysim replay"), "\(error)")
    }
}
