import Foundation
import KeySim
import KeySimCore
import KeySimSDL
import Testing

@testable import KeySimCLI

/// What `keysim run --watch` does when the theme, scene or device files change, without a
/// window: a good save replaces the simulator (state carried) and the theme; a bad one keeps
/// both and puts its errors in the banner until a good save clears them.
@Suite(.serialized)
struct HotReloadTests {
    /// A copy of the checkout's data in a temporary root, loaded as `keysim run --watch
    /// ARGUMENTS` loads it, with the name field focused and "Kim" typed.
    struct Setup {
        var root: URL
        var reload: HotReload
        var drawing: LiveDrawing
        var simulator: Simulator

        init(_ arguments: [String] = []) throws {
            root = try KeySimProcess.temporaryFolder()
            for folder in ["Layouts", "Assets"] {
                try FileManager.default.copyItem(
                    atPath: KeySimProcess.root + "/" + folder, toPath: root.path + "/" + folder)
            }
            let paths = ResourcePaths(root: root.path)
            let parsed = try Arguments(["--watch"] + arguments, table: RunCommand.optionTable)
            let environment = try ReplayEnvironment.load(paths: paths, layoutsFolder: nil)
            let scene = try environment.scene(parsed["scene"] ?? "demo")
            let device = try #require(environment.device(parsed["device"] ?? "iphone-15"))
            let fonts = try FontLibrary()
            let theme = try Presentation.loadTheme(parsed["theme"] ?? "light", paths: paths)
            drawing = LiveDrawing(builder: FrameBuilder(theme: theme, measurer: fonts))
            reload = HotReload(arguments: parsed, paths: paths, fonts: fonts, drawing: drawing)
            simulator = try Simulator(
                scene: scene.scene, device: device, layouts: environment.layouts, timings: environment.timings)
            _ = simulator.focus(fieldAt: 0, time: 100)
            _ = simulator.hardwareText("Kim", at: 200)
        }

        /// Rewrites a file under the root with `edit`, as an editor saving it would.
        func edit(_ path: String, _ edit: (String) -> String) throws {
            let url = root.appendingPathComponent(path)
            let text = try String(contentsOf: url, encoding: .utf8)
            try FileClock.waitForTick(after: url.path)
            try edit(text).write(to: url, atomically: true, encoding: .utf8)
        }

        /// Polls as the window does: replaces the simulator when told to; what it was told.
        mutating func poll() -> String {
            switch reload.poll(simulator) {
            case .unchanged: return "unchanged"
            case .redraw: return "redraw"
            case .replace(let reloaded):
                simulator = reloaded
                return "replace"
            }
        }
    }

    @Test func untouchedFilesReloadNothing() throws {
        var setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.root) }
        #expect(setup.poll() == "unchanged")
        #expect(setup.reload.watchedFiles.contains(setup.root.path + "/Assets/Scenes/demo.json"))
        #expect(setup.reload.watchedFiles.contains(setup.root.path + "/Assets/Themes/light.json"))
        #expect(setup.reload.watchedFiles.contains(setup.root.path + "/Assets/Timings/ios.json"))
        #expect(setup.reload.watchedFiles.contains(setup.root.path + "/Assets/Devices/iphone-15.json"))
        #expect(setup.reload.watchedFiles.contains(setup.root.path + "/Layouts/default.json"))
    }

    @Test func aSavedThemeIsDrawnWithAtOnce() throws {
        var setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.root) }
        try setup.edit("Assets/Themes/light.json") {
            $0.replacingOccurrences(of: "\"background\": \"#F2F2F7\"", with: "\"background\": \"#102030\"")
        }
        #expect(setup.poll() == "replace")
        let frame = setup.drawing.frame(of: setup.simulator, at: 300)
        #expect(frame.background == Color(hex: "#102030"))
        #expect(setup.simulator.sessions[0].field.text == "Kim")
        #expect(setup.simulator.focusedFieldID == "name")
    }

    @Test func aBrokenSceneKeepsTheLastGoodOneAndShowsItsErrorUntilFixed() throws {
        var setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.root) }
        let before = setup.simulator
        try setup.edit("Assets/Scenes/demo.json") { $0.replacingOccurrences(of: "\"title\"", with: "\"titel\"") }
        #expect(setup.poll() == "redraw")
        #expect(setup.simulator == before, "the window keeps its simulator")
        let scenePath = setup.root.path + "/Assets/Scenes/demo.json"
        let error = try #require(setup.drawing.errors.first)
        #expect(error.hasPrefix(scenePath + ":2:3: error: "), "\(error)")
        #expect(error.contains("'title'"), "did you mean: \(error)")
        let frame = setup.drawing.frame(of: setup.simulator, at: 300)
        #expect(frame.commands.contains { if case .fill(_, _, BannerStyle.background) = $0 { true } else { false } })

        try setup.edit("Assets/Scenes/demo.json") {
            $0.replacingOccurrences(of: "\"titel\": \"KeySim demo\"", with: "\"title\": \"Reloaded\"")
        }
        #expect(setup.poll() == "replace")
        #expect(setup.drawing.errors.isEmpty)
        #expect(setup.simulator.scene.title == "Reloaded")
        #expect(setup.simulator.sessions[0].field.text == "Kim")
        let fixed = setup.drawing.frame(of: setup.simulator, at: 300)
        #expect(!fixed.commands.contains { if case .fill(_, _, BannerStyle.background) = $0 { true } else { false } })
    }

    @Test func aDeviceSavedWithAnotherScreenSizeIsRefusedWhileTheWindowIsOpen() throws {
        var setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.root) }
        try setup.edit("Assets/Devices/iphone-15.json") {
            $0.replacingOccurrences(of: "\"height\": 852", with: "\"height\": 800")
        }
        #expect(setup.poll() == "redraw")
        #expect(
            setup.drawing.errors == [
                "keysim run: error: the screen of 'iphone-15' changed size (393×852 → 393×800); "
                    + "close the window and run again to see it"
            ])
        try setup.edit("Assets/Devices/iphone-15.json") {
            $0.replacingOccurrences(of: "\"height\": 800", with: "\"height\": 852")
                .replacingOccurrences(of: "\"keyGap\": 6", with: "\"keyGap\": 8")
        }
        #expect(setup.poll() == "replace")
        #expect(setup.drawing.errors.isEmpty)
        #expect(setup.simulator.device.keyboard.keyGap == 8)
    }
}
