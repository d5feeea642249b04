import Foundation
import KeySim
import KeySimCore

extension RenderCommand {
    /// Builds the frame a render request asks for, with the loaded layouts and theme.
    struct Drawing {
        let request: Request
        let environment: ReplayEnvironment
        let presentation: Presentation
        let device: DeviceProfile

        /// Draws keyboards and sheets (whose keys keep their size at every text size).
        var builder: FrameBuilder { presentation.builder }

        /// The frame to write, a line per marked touch (`default · letters: (120, 70) → g`) and
        /// a warning per character of what is drawn that no font of `glyphs` has. A name that
        /// is not there (layout, layer, field) fails with the usage code.
        func picture(glyphs: some GlyphCoverage) throws(CommandFailure) -> (
            frame: Frame, touches: [String], warnings: [String]
        ) {
            switch request.subject {
            case .scene(let reference, let focus):
                let drawn = try scene(reference, focus: focus)
                return (drawn.frame, drawn.touches, glyphWarnings(glyphs, scene: drawn.scene))
            case .layout(let id, let layer):
                let layout = try layout(id)
                let cell = try keyboardCell(layout: layout, layer: layer)
                let shown = layout.layers.filter { $0.id == (layer ?? layout.firstLayerID) }
                return (
                    cell.frame.frame, cell.touch.map { [$0] } ?? [],
                    glyphWarnings(glyphs, layout: layout, layers: shown)
                )
            case .allLayers(let id):
                let layout = try layout(id)
                var cells: [(frame: SheetCell, touch: String?)] = []
                for layer in layout.layers { cells.append(try keyboardCell(layout: layout, layer: layer.id)) }
                return (
                    builder.sheet(cells.map { [$0.frame] }), cells.compactMap(\.touch),
                    glyphWarnings(glyphs, layout: layout, layers: layout.layers)
                )
            case .sheet:
                var rows: [[SheetCell]] = []
                var touches: [String] = []
                var warnings: [String] = []
                // The layouts this device shows: on an iPad its own, not the phone's they replace.
                for layout in environment.layouts.layouts(shownOn: device.idiom) {
                    var row: [SheetCell] = []
                    for layer in layout.layers {
                        let cell = try keyboardCell(layout: layout, layer: layer.id)
                        row.append(cell.frame)
                        if let touch = cell.touch { touches.append(touch) }
                    }
                    rows.append(row)
                    warnings += glyphWarnings(glyphs, layout: layout, layers: layout.layers)
                }
                return (builder.sheet(rows), touches, warnings)
            }
        }

        /// The warning lines for the characters no installed font has in the keys of `layers`
        /// (naming the key, layer and layout).
        private func glyphWarnings(
            _ glyphs: some GlyphCoverage, layout: KeyboardLayout, layers: [Layer]
        ) -> [String] {
            layers.flatMap { layer in
                layer.keys.flatMap { key in
                    glyphs.charactersLackingGlyphs(in: key).map {
                        Self.warning($0, in: "key '\(key.id)' of layer '\(layer.id)' of layout '\(layout.id)'")
                    }
                }
            }
        }

        /// The warning lines for the characters no installed font has in the scene's title and
        /// its fields' labels, prompts and text (naming the field).
        private func glyphWarnings(_ glyphs: some GlyphCoverage, scene: Scene) -> [String] {
            var warnings = glyphs.charactersLackingGlyphs(in: scene.title).map {
                Self.warning($0, in: "the scene's title")
            }
            for field in scene.fields {
                let text = (field.label ?? "") + (field.prompt ?? "") + field.text
                warnings += glyphs.charactersLackingGlyphs(in: text).map { Self.warning($0, in: "field '\(field.id)'") }
            }
            return warnings
        }

        private static func warning(_ character: Character, in place: String) -> String {
            "keysim render: warning: " + MissingGlyph.message(character, in: place)
        }

        /// A layout by id, or a usage failure naming the nearest id and listing them all.
        private func layout(_ id: String) throws(CommandFailure) -> KeyboardLayout {
            if let layout = environment.layouts.layout(id: id) { return layout }
            var message = "no layout '\(id)'"
            let ids = environment.layouts.layouts.map(\.id)
            if let suggestion = Suggestion.nearest(to: id, in: ids) { message += "; did you mean '\(suggestion)'?" }
            throw CommandFailure(message: message + " Layouts: " + ids.joined(separator: ", "), code: ExitCode.usage)
        }

        /// One layer of a layout (its first when nil) labelled `layout · layer` (and the shift
        /// state when not off on a layer with a shift key), with the inspector when asked, and the marked touch's line.
        private func keyboardCell(layout: KeyboardLayout, layer: String?) throws(CommandFailure) -> (
            frame: SheetCell, touch: String?
        ) {
            var keyboard = Keyboard(
                layout: layout, metrics: device.keyboard, width: device.screen.width, timings: environment.timings)
            if let layer, !keyboard.show(layer: layer) {
                throw CommandFailure(
                    message: "layout '\(layout.id)' has no layer '\(layer)'; its layers are: "
                        + layout.layers.map(\.id).joined(separator: ", "),
                    code: ExitCode.usage)
            }
            if let shift = request.shift { keyboard.show(shift: shift) }
            var label = "\(layout.id) · \(keyboard.layerID)"
            if keyboard.shift != .off, keyboard.layer.keys.contains(where: { $0.action == .shift }) {
                label += " · shift \(keyboard.shift.rawValue)"
            }
            let touch = request.touch.map { InspectorTouch(point: $0, keyboard: keyboard, origin: Point(x: 0, y: 0)) }
            let frame =
                request.inspect
                ? builder.inspectedKeyboardFrame(keyboard, context: KeyboardContext(), device: device, lastTouch: touch)
                : builder.keyboardFrame(keyboard, context: KeyboardContext(), device: device)
            return (SheetCell(label: label, frame: frame), touch.map { "\(label): \($0.caption)" })
        }

        /// The scene as the window shows it a second in, with a field focused when asked.
        private func scene(_ reference: String, focus: String?) throws(CommandFailure) -> (
            frame: Frame, touches: [String], scene: Scene
        ) {
            var loaded = try environment.scene(reference, writtenAt: "keysim render")
            if let size = request.contentSize { loaded.scene.contentSize = size }
            // The form's fonts at its text size, for its layout and its drawing.
            let sized = presentation.sized(for: loaded.scene.contentSize)
            let builder = sized.builder
            var simulator: Simulator
            do throws(SessionError) {
                simulator = try Simulator(
                    scene: loaded.scene, device: device, layouts: environment.layouts, timings: environment.timings,
                    typesetter: sized.typesetter)
                // A focused Korean or Japanese field's keyboard is drawn as its input method
                // shows it (the Korean keyboard never shifts by itself).
                simulator.inputMethods = InputMethodAccess(source: ReplayEnvironment.inputMethods)
            } catch {
                throw CommandFailure(message: "keysim render: error: \(error)", code: ExitCode.badData)
            }
            if let focus {
                guard let index = simulator.index(of: focus) else {
                    throw CommandFailure(
                        message: "no field '\(focus)' in the scene; its fields are: "
                            + loaded.scene.fields.map(\.id).joined(separator: ", "),
                        code: ExitCode.usage)
                }
                _ = simulator.focus(fieldAt: index, time: 0)
            }
            let time = 1_000
            guard request.inspect else { return (builder.frame(of: simulator, at: time), [], loaded.scene) }
            let touch = request.touch.map { InspectorTouch(point: $0, simulator: simulator) }
            let frame = builder.inspectedFrame(of: simulator, at: time, lastTouch: touch)
            return (frame, touch.map { ["\(loaded.name): \($0.caption)"] } ?? [], loaded.scene)
        }
    }
}
