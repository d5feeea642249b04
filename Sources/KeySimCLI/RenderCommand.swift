import Foundation
import KeySim
import KeySimCore
import KeySimSDL

/// `keysim render`: a scene, a layout's layers or a contact sheet of every layout to PNG,
/// with no display; `--inspect` draws the keys' hit regions and ids over the keyboard.
enum RenderCommand {
    /// Every option `keysim render` takes, in the order its help lists them.
    static let optionTable = OptionTable(
        command: "render",
        forms: [
            [.required("scene"), .optional("focus"), .optional("content-size"), .required("out")],
            [.required("layout"), .oneOf(["layer", "all-layers"]), .optional("shift"), .required("out")],
            [.required("sheet"), .required("out")],
        ],
        options: [
            .value("scene", "NAME|FILE", "A form, as the window shows it."),
            .value("focus", "ID", "With --scene: that field focused, its keyboard up."),
            .value("layout", "ID", "One layout's keyboard: its first layer, or --layer L, or --all-layers."),
            .value("layer", "L", "With --layout: that layer."),
            .flag("all-layers", "With --layout: every layer stacked, each labelled 'layout · layer'."),
            .flag(
                "sheet",
                "A contact sheet of every layer of every layout the device shows (on an iPad its own layouts "
                    + "in place of the phone's): one row per layout, one column per layer, each labelled "
                    + "'layout · layer'."),
            .value("shift", "on|locked", "Show the letters shifted (with --layout)."),
            .value("out", "FILE.png", "Where to write the picture."),
            .value("device", "NAME", "The device profile (default: iphone-15)."),
            .value("theme", "light|dark|FILE", "The colours: light (default), dark, or a theme file."),
            .value("scale", "N", "Pixels per point, 0.5 to 4 (default 2; 1 for --sheet)."),
            ContentSizeOption.option,
            .flag(
                "inspect",
                "Draw the inspector over the keyboard: each key's hit region in a translucent colour (neighbours "
                    + "differ), its visible frame outlined, its id in small text."),
            .value(
                "touch", "X,Y",
                "Mark a touch at X,Y (points in the picture; for --all-layers and --sheet, in each keyboard) and "
                    + "highlight the hit region of the key it chooses; prints 'label: (X, Y) → key'. Implies "
                    + "--inspect."),
            .value("layouts", "DIR", "Read layouts from DIR instead of the checkout's Layouts/."),
        ])

    static let usage = optionTable.usage

    static let help = optionTable.help(summary: helpSummary, closing: helpClosing)

    /// What the help says before the usage.
    static let helpSummary = """
        Render a scene or a keyboard layout to a PNG, headlessly.
        """

    /// What the help says after the options.
    static let helpClosing = """
        A character no installed font has (drawn as an empty box) is a warning on stderr naming it
        (U+XXXX and the character) and the key, layer and layout or the field it is in; the
        picture is still written.

        Exit codes: 0 written · 64 usage · 65 bad data · 66 missing file or cannot write · 69 no font.
        """

    static func run(_ arguments: [String], output: inout some CommandOutput) -> Int32 {
        let parsed: Arguments
        do throws(Arguments.UsageError) {
            parsed = try Arguments(arguments, table: optionTable)
        } catch {
            return KeySimCommand.usageError(error.message, usage: usage, command: "render", output: &output)
        }
        func usageError(_ message: String) -> Int32 {
            KeySimCommand.usageError(message, usage: usage, command: "render", output: &output)
        }
        if parsed.has("help") {
            output.write(help)
            return ExitCode.success
        }
        let request: Request
        do throws(Arguments.UsageError) {
            request = try Request(parsed)
        } catch {
            return usageError(error.message)
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
        let drawing = Drawing(
            request: request, environment: environment, presentation: presentation, device: device)
        let picture: (frame: Frame, touches: [String], warnings: [String])
        do throws(CommandFailure) {
            picture = try drawing.picture(glyphs: presentation.fonts)
        } catch {
            if error.code == ExitCode.usage { return usageError(error.message) }
            output.writeError(error.message + "\n")
            return error.code
        }
        do throws(SDLError) {
            let image = try Rasterizer.render(
                picture.frame, scale: request.scale, fonts: presentation.fonts, icons: presentation.icons)
            try image.writePNG(to: request.out)
        } catch {
            output.writeError("keysim render: error: cannot write \(request.out): \(error)\n")
            return ExitCode.missingInput
        }
        for warning in picture.warnings { output.writeError(warning + "\n") }
        for line in picture.touches { output.write(line + "\n") }
        return ExitCode.success
    }

    /// What to draw, checked before anything is loaded.
    struct Request {
        enum Subject {
            case scene(String, focus: String?)
            case layout(String, layer: String?)
            case allLayers(String)
            case sheet
        }

        var subject: Subject
        var out: String
        var scale: Double
        var shift: ShiftState?
        var inspect: Bool
        var touch: Point?
        /// `--content-size`: the scene's text size, over its `contentSize`.
        var contentSize: ContentSizeCategory?

        init(_ parsed: Arguments) throws(Arguments.UsageError) {
            func fail(_ message: String) -> Arguments.UsageError { Arguments.UsageError(message: message) }
            if let extra = parsed.positionals.first { throw fail("unexpected argument '\(extra)'") }
            guard let out = parsed["out"] else { throw fail("'--out FILE.png' is required") }
            self.out = out
            let sheet = parsed.has("sheet")
            let allLayers = parsed.has("all-layers")
            if sheet {
                guard parsed["layout"] == nil, parsed["scene"] == nil, !allLayers else {
                    throw fail(
                        "'--sheet' draws every layout; drop '--layout' and '--scene' "
                            + "(for one layout's layers use '--layout ID --all-layers')")
                }
                if let name = ["layer", "shift", "focus"].first(where: { parsed[$0] != nil }) {
                    throw fail("'--\(name)' does not go with '--sheet'")
                }
                subject = .sheet
            } else if allLayers {
                guard let layout = parsed["layout"], parsed["scene"] == nil else {
                    throw fail("'--all-layers' goes with '--layout ID' (or use '--sheet' for every layout)")
                }
                if parsed["layer"] != nil { throw fail("'--all-layers' draws every layer; drop '--layer'") }
                subject = .allLayers(layout)
            } else {
                guard (parsed["scene"] == nil) != (parsed["layout"] == nil) else {
                    throw fail("give one of '--scene', '--layout' or '--sheet'")
                }
                if let scene = parsed["scene"] {
                    if parsed["shift"] != nil || parsed["layer"] != nil {
                        throw fail("'--shift' and '--layer' go with '--layout'")
                    }
                    subject = .scene(scene, focus: parsed["focus"])
                } else {
                    if parsed["focus"] != nil { throw fail("'--focus' goes with '--scene'") }
                    subject = .layout(parsed["layout"]!, layer: parsed["layer"])
                }
            }
            guard let scale = Double(parsed["scale"] ?? (sheet ? "1" : "2")), scale >= 0.5, scale <= 4 else {
                throw fail("'--scale' needs a number from 0.5 to 4")
            }
            self.scale = scale
            if let name = parsed["shift"] {
                guard let state = ShiftState(rawValue: name) else { throw fail("'--shift' is 'off', 'on' or 'locked'") }
                shift = state
            }
            if let text = parsed["touch"] {
                guard let point = Self.point(text) else {
                    throw fail("'--touch' needs X,Y in points, like '--touch 120,700' (got '\(text)')")
                }
                touch = point
            }
            inspect = parsed.has("inspect") || touch != nil
            contentSize = try ContentSizeOption.parse(parsed)
            if contentSize != nil, parsed["scene"] == nil {
                throw fail("'--content-size' goes with '--scene' (the keyboard's keys keep their size)")
            }
        }

        /// `120,700` (or `120.5, 700`) as a point with finite, non-negative coordinates.
        static func point(_ text: String) -> Point? {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2,
                let x = Double(parts[0].trimmingCharacters(in: .whitespaces)),
                let y = Double(parts[1].trimmingCharacters(in: .whitespaces)),
                x.isFinite, y.isFinite, x >= 0, y >= 0
            else { return nil }
            return Point(x: x, y: y)
        }
    }
}
