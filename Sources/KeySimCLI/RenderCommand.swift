import Foundation
import KeySimCore
import KeySimSDL

/// `keysim render`: a scene or a layout to PNG, with no display.
enum RenderCommand {
    static let usage = """
        Usage: keysim render --scene NAME|FILE [--focus ID] --out FILE.png
               keysim render --layout ID [--layer L] [--shift on|locked] --out FILE.png
               (both: [--device NAME] [--theme light|dark|FILE] [--scale N])
        """

    static func run(_ arguments: [String], output: inout some CommandOutput) -> Int32 {
        let parsed: Arguments
        do throws(Arguments.UsageError) {
            parsed = try Arguments(
                arguments, flags: ["help"],
                options: ["scene", "focus", "layout", "layer", "shift", "device", "theme", "scale", "out", "layouts"])
        } catch {
            return KeySimCommand.usageError(error.message, usage: usage, command: "render", output: &output)
        }
        func usageError(_ message: String) -> Int32 {
            KeySimCommand.usageError(message, usage: usage, command: "render", output: &output)
        }
        if parsed.has("help") {
            output.write("Render a scene or a keyboard layout to a PNG, headlessly.\n\n\(usage)\n")
            return ExitCode.success
        }
        guard let out = parsed["out"] else { return usageError("'--out FILE.png' is required") }
        guard (parsed["scene"] == nil) != (parsed["layout"] == nil) else {
            return usageError("give either '--scene' or '--layout'")
        }
        guard let scale = Double(parsed["scale"] ?? "2"), scale >= 0.5, scale <= 4 else {
            return usageError("'--scale' needs a number from 0.5 to 4")
        }
        let shift: ShiftState?
        if let name = parsed["shift"] {
            guard let state = ShiftState(rawValue: name) else {
                return usageError("'--shift' is 'off', 'on' or 'locked'")
            }
            shift = state
        } else {
            shift = nil
        }
        if parsed["scene"] != nil, parsed["shift"] != nil || parsed["layer"] != nil {
            return usageError("'--shift' and '--layer' go with '--layout'")
        }
        let environment: ReplayEnvironment
        let presentation: Presentation
        do throws(CommandFailure) {
            (environment, presentation) = try ReplayEnvironment.loadForDrawing(parsed)
        } catch {
            output.writeError(error.message + "\n")
            return error.code
        }
        let deviceName = parsed["device"] ?? "iphone-15"
        guard let device = environment.device(deviceName) else {
            return usageError(environment.unknownDeviceMessage(deviceName))
        }

        let frame: Frame
        if let layoutID = parsed["layout"] {
            guard let layout = environment.layouts.layout(id: layoutID) else {
                var message = "no layout '\(layoutID)'"
                let ids = environment.layouts.layouts.map(\.id)
                if let suggestion = Suggestion.nearest(to: layoutID, in: ids) {
                    message += "; did you mean '\(suggestion)'?"
                }
                return usageError(message + " Layouts: " + ids.joined(separator: ", "))
            }
            var keyboard = Keyboard(layout: layout, metrics: device.keyboard, width: device.screen.width)
            if let layer = parsed["layer"] {
                guard keyboard.show(layer: layer) else {
                    return usageError(
                        "layout '\(layoutID)' has no layer '\(layer)'; its layers are: "
                            + layout.layers.map(\.id).joined(separator: ", "))
                }
            }
            if let shift { keyboard.show(shift: shift) }
            frame = presentation.builder.keyboardFrame(keyboard, context: KeyboardContext(), device: device)
        } else {
            let scene: Scene
            do throws(ReplayEnvironment.Failure) {
                scene = try environment.scene(parsed["scene"]!, writtenAt: "keysim render").scene
            } catch {
                output.writeError(error.message + "\n")
                return error.code
            }
            var simulator: Simulator
            do throws(SessionError) {
                simulator = try Simulator(
                    scene: scene, device: device, layouts: environment.layouts, timings: environment.timings)
            } catch {
                output.writeError("keysim render: error: \(error)\n")
                return ExitCode.badData
            }
            if let focus = parsed["focus"] {
                guard let index = simulator.index(of: focus) else {
                    return usageError(
                        "no field '\(focus)' in the scene; its fields are: "
                            + scene.fields.map(\.id).joined(separator: ", "))
                }
                _ = simulator.focus(fieldAt: index, time: 0)
            }
            frame = presentation.builder.frame(of: simulator, at: 1_000)
        }
        do throws(SDLError) {
            let image = try Rasterizer.render(frame, scale: scale, fonts: presentation.fonts, icons: presentation.icons)
            try image.writePNG(to: out)
        } catch {
            output.writeError("keysim render: error: cannot write \(out): \(error)\n")
            return ExitCode.missingInput
        }
        return ExitCode.success
    }
}
