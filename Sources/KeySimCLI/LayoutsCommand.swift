import Foundation
import KeySim
import KeySimCore

/// `keysim layouts`: every layout, the keyboard types it serves and its layers.
enum LayoutsCommand {
    /// Every option `keysim layouts` takes, in the order its help lists them.
    static let optionTable = OptionTable(
        command: "layouts",
        forms: [[.optional("json"), .optional("geometry", with: ["device"]), .optional("layouts")]],
        options: [
            .flag("json", "Print JSON (sorted keys) for tools."),
            .flag(
                "geometry",
                "Print every key's centre, visible frame and hit region in window points (with --json: as JSON), "
                    + "and the places no touch answers (empty cells, the home-indicator strip around its keys)."),
            .value("device", "NAME", "The device profile of --geometry (default: iphone-15)."),
            .value("layouts", "DIR", "Read layouts from DIR instead of the checkout's Layouts/."),
        ])

    static let usage = optionTable.usage

    static func run(_ arguments: [String], output: inout some CommandOutput) -> Int32 {
        let parsed: Arguments
        do throws(Arguments.UsageError) {
            parsed = try Arguments(arguments, table: optionTable)
        } catch {
            return KeySimCommand.usageError(error.message, usage: usage, command: "layouts", output: &output)
        }
        if parsed.has("help") {
            output.write(help)
            return ExitCode.success
        }
        if let extra = parsed.positionals.first {
            return KeySimCommand.usageError(
                "unexpected argument '\(extra)'", usage: usage, command: "layouts", output: &output)
        }
        let directory = parsed["layouts"] ?? ResourcePaths.locate().layouts
        let loaded: (catalog: LayoutCatalog, diagnostics: [Diagnostic])
        do throws(FileAccessError) {
            loaded = try LayoutCatalog.load(directory: directory)
        } catch {
            output.writeError("keysim: \(error)\n")
            return error.isMissing ? ExitCode.missingInput : ExitCode.badData
        }
        for diagnostic in loaded.diagnostics {
            output.writeError("\(diagnostic)\n")
        }
        let catalog = loaded.catalog
        if parsed.has("geometry") || parsed["device"] != nil {
            let paths = ResourcePaths.locate()
            let devices: DeviceCatalog
            do throws(FileAccessError) {
                let (found, problems) = try DeviceCatalog.load(directory: paths.devices)
                for problem in problems { output.writeError("\(problem)\n") }
                devices = found
            } catch {
                output.writeError("keysim: \(error)\n")
                return error.isMissing ? ExitCode.missingInput : ExitCode.badData
            }
            let name = parsed["device"] ?? "iphone-15"
            guard let device = devices.profile(named: name) else {
                var message = "no device '\(name)'"
                if let suggestion = Suggestion.nearest(to: name, in: devices.names) {
                    message += "; did you mean '\(suggestion)'?"
                }
                return KeySimCommand.usageError(
                    message + " Devices: " + devices.names.joined(separator: ", "), usage: usage, command: "layouts",
                    output: &output)
            }
            output.write(
                parsed.has("json") ? geometryJSON(catalog, device: device) : geometryTable(catalog, device: device))
        } else if parsed.has("json") {
            output.write(json(catalog))
        } else {
            output.write(table(catalog))
        }
        return loaded.diagnostics.isEmpty ? ExitCode.success : ExitCode.badData
    }

    static func table(_ catalog: LayoutCatalog) -> String {
        let header = ["LAYOUT", "NAME", "SERVES", "LAYERS"]
        let rows = catalog.layouts.map { layout in
            [
                layout.id, layout.name,
                // A layout that serves no type (a language a scene's globe key reaches) says so.
                layout.serves.isEmpty
                    ? "— (a scene's keyboards)" : layout.serves.map(\.rawValue).joined(separator: ", "),
                layout.layers.map(\.id).joined(separator: ", "),
            ]
        }
        var widths = header.map(\.count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                column == cells.count - 1
                    ? cell : cell.padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0)
            }.joined() + "\n"
        }
        var text = line(header)
        for row in rows { text += line(row) }
        text += "\nKeyboard type → layout a field gets:\n"
        let typeWidth = KeyboardType.allCases.map(\.rawValue.count).max() ?? 0
        for type in KeyboardType.allCases {
            let name = type.rawValue.padding(toLength: typeWidth + 2, withPad: " ", startingAt: 0)
            let choice = choice(for: type, in: catalog)
            // What an iPad shows, where it is not the phone's layout.
            let pad = catalog.layout(for: type, idiom: .pad)?.id
            let onPad = pad != nil && pad != choice.layoutID ? "  · iPad: \(pad ?? "")" : ""
            text += "  \(name)\(choice.description)\(onPad)\n"
        }
        return text
    }

    /// Which layout a keyboard type gets, and whether only as the fallback.
    enum Choice: CustomStringConvertible {
        case served(String)
        case fallback(String)
        case none

        var layoutID: String? {
            switch self {
            case .served(let id), .fallback(let id): id
            case .none: nil
            }
        }

        var description: String {
            switch self {
            case .served(let id): id
            case .fallback(let id): "\(id) (fallback: no layout serves this type)"
            case .none: "none (no layout serves it or 'default')"
            }
        }
    }

    static func choice(for type: KeyboardType, in catalog: LayoutCatalog) -> Choice {
        guard let layout = catalog.layout(for: type) else { return .none }
        return layout.serves.contains(type) ? .served(layout.id) : .fallback(layout.id)
    }

    static func json(_ catalog: LayoutCatalog) -> String {
        let layouts: [[String: Any]] = catalog.layouts.map { layout in
            var entry: [String: Any] = [
                "id": layout.id,
                "name": layout.name,
                "serves": layout.serves.map(\.rawValue),
                "idiom": layout.idiom.rawValue,
                "layers": layout.layers.map { layer in
                    ["id": layer.id, "rows": layer.rows.count, "keys": layer.keys.count] as [String: Any]
                },
            ]
            if let extends = layout.extends { entry["extends"] = extends }
            if let path = catalog.paths[layout.id] { entry["path"] = path }
            return entry
        }
        var types: [String: Any] = [:]
        for type in KeyboardType.allCases {
            let choice = choice(for: type, in: catalog)
            var entry: [String: Any] = [
                "layout": choice.layoutID ?? NSNull(),
                // What an iPad shows for the type (its own layout, else the phone's).
                "padLayout": catalog.layout(for: type, idiom: .pad)?.id ?? NSNull(),
            ]
            if case .fallback = choice { entry["fallback"] = true }
            types[type.rawValue] = entry
        }
        return KeySimCommand.encodeJSON(["layouts": layouts, "keyboardTypes": types])
    }

    /// Every key's visible frame and hit region in window points, the keyboard shown on `device`.
    static func geometryJSON(_ catalog: LayoutCatalog, device: DeviceProfile) -> String {
        let origin = device.keyboardOrigin
        func rect(_ rect: Rect) -> [String: Any] {
            ["x": rect.x + origin.x, "y": rect.y + origin.y, "width": rect.width, "height": rect.height]
        }
        let layouts: [[String: Any]] = catalog.layouts.map { layout in
            [
                "id": layout.id,
                "layers": layout.layers.map { layer in
                    let geometry = KeyboardGeometry(layer: layer, metrics: device.keyboard, width: device.screen.width)
                    return [
                        "id": layer.id,
                        "keys": geometry.keys.map { frame in
                            [
                                "id": frame.key.id, "frame": rect(frame.visible), "hit": rect(frame.hitRegion),
                                "center": ["x": frame.visible.midX + origin.x, "y": frame.visible.midY + origin.y],
                                "inStrip": frame.inStrip,
                            ] as [String: Any]
                        },
                        "emptyCells": geometry.emptyCells.map(rect),
                    ] as [String: Any]
                },
            ]
        }
        let keyboard = Rect(x: 0, y: 0, width: device.screen.width, height: device.keyboard.height)
        // The strip is the device's: every layer has the same one (only its keys differ).
        let strip = device.keyboard.strip.map { _ in
            Rect(
                x: 0, y: keyboard.height - device.keyboard.insets.bottom, width: keyboard.width,
                height: device.keyboard.insets.bottom)
        }
        return KeySimCommand.encodeJSON([
            "device": device.reference, "screen": ["width": device.screen.width, "height": device.screen.height],
            "keyboard": rect(keyboard), "strip": strip.map(rect) ?? NSNull(), "layouts": layouts,
        ])
    }

    static func geometryTable(_ catalog: LayoutCatalog, device: DeviceProfile) -> String {
        let origin = device.keyboardOrigin
        func number(_ value: Double) -> String { String(format: "%.1f", value) }
        var text =
            "Key centres and frames in window points on \(device.reference) (keyboard at y \(number(origin.y))):\n"
        for layout in catalog.layouts {
            for layer in layout.layers {
                text += "\n\(layout.id) / \(layer.id)\n"
                let geometry = KeyboardGeometry(layer: layer, metrics: device.keyboard, width: device.screen.width)
                func place(_ r: Rect) -> String {
                    "\(number(r.x + origin.x)),\(number(r.y + origin.y)) \(number(r.width))×\(number(r.height))"
                }
                for frame in geometry.keys {
                    let v = frame.visible
                    text +=
                        "  \(frame.key.id.padding(toLength: 8, withPad: " ", startingAt: 0)) centre \(number(v.midX + origin.x)),\(number(v.midY + origin.y))"
                    text += "  frame \(place(v))\(frame.inStrip ? "  (in the strip)" : "")\n"
                }
                for cell in geometry.emptyCells { text += "  empty cell, no key: \(place(cell))\n" }
                if let strip = geometry.strip {
                    text += "  strip, no key outside its keys: \(place(strip))\n"
                }
            }
        }
        return text
    }

    static let help = optionTable.help(summary: helpSummary, closing: helpClosing)

    /// What the help says before the usage.
    static let helpSummary = """
        List every layout with the keyboard types it serves and its layers, then the layout
        each keyboard type gets (a type no layout serves falls back to the one serving
        'default', and is marked so).
        """

    /// What the help says after the options.
    static let helpClosing = """
        Exit codes: 0 all layouts loaded · 64 usage error · 65 a layout file has errors (listed
        on stderr, the others are still listed) · 66 the folder does not exist.
        """
}
