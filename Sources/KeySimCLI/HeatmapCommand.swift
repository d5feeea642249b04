import Foundation
import KeySim
import KeySimCore
import KeySimSDL

/// `keysim heatmap`: where the recorded taps landed on a layout, as a picture and per key.
enum HeatmapCommand {
    /// Every option `keysim heatmap` takes, in the order its help lists them.
    static let optionTable = OptionTable(
        command: "heatmap",
        forms: [[.words("RECORDING|FOLDER...")]],
        options: [
            .value("layout", "ID", "The layout to show; default: the one with the most taps."),
            .value(
                "out", "FILE.png",
                "Draw the layout's layers with taps, the density of landing points in colour (blue few, red many), "
                    + "a dot per tap and each key's count."),
            .flag("json", "Print the statistics as JSON instead of a table."),
            .value("scene", "NAME|FILE", "The form the recordings were made in; default: each header's."),
            .value("device", "NAME", "The device; default: each header's, else iphone-15."),
            .value("theme", "light|dark|FILE", "The colours of the picture: light (default), dark, or a theme file."),
            .value("scale", "N", "Pixels per point for the picture, 0.5 to 4 (default 2)."),
            .value("layouts", "DIR", "Read layouts from DIR instead of the checkout's Layouts/."),
        ])

    static let usage = optionTable.usage

    static func run(_ arguments: [String], output: inout some CommandOutput) -> Int32 {
        let parsed: Arguments
        do throws(Arguments.UsageError) {
            parsed = try Arguments(arguments, table: optionTable)
        } catch {
            return KeySimCommand.usageError(error.message, usage: usage, command: "heatmap", output: &output)
        }
        if parsed.has("help") {
            output.write(help)
            return ExitCode.success
        }
        func usageError(_ message: String) -> Int32 {
            KeySimCommand.usageError(message, usage: usage, command: "heatmap", output: &output)
        }
        guard !parsed.positionals.isEmpty else { return usageError("give at least one recording or folder") }
        guard let scale = Double(parsed["scale"] ?? "2"), scale >= 0.5, scale <= 4 else {
            return usageError("'--scale' needs a number from 0.5 to 4")
        }
        let environment: ReplayEnvironment
        let presentation: Presentation
        do throws(CommandFailure) {
            (environment, presentation) = try ReplayEnvironment.loadForDrawing(parsed)
        } catch {
            output.writeError(error.message + "\n")
            return error.code
        }
        if let device = parsed["device"], environment.device(device) == nil {
            return usageError(environment.unknownDeviceMessage(device))
        }
        if let id = parsed["layout"], environment.layouts.layout(id: id) == nil {
            var message = "no layout '\(id)'"
            let ids = environment.layouts.layouts.map(\.id)
            if let suggestion = Suggestion.nearest(to: id, in: ids) { message += "; did you mean '\(suggestion)'?" }
            return usageError(message + " Layouts: " + ids.joined(separator: ", "))
        }
        let recordings: [String]
        do throws(CommandFailure) {
            recordings = try expand(parsed.positionals)
        } catch {
            output.writeError(error.message + "\n")
            return error.code
        }

        // Replay every recording, keeping its taps and the device it was made on.
        var taps: [(tap: KeyTap, device: String)] = []
        var layouts: [String: KeyboardLayout] = [:]
        for path in recordings {
            do throws(CommandFailure) {
                let (collection, device) = try collect(
                    path, environment: environment, presentation: presentation,
                    parsed: parsed)
                for warning in collection.report.warnings { output.writeError("\(warning)\n") }
                if let error = collection.report.error {
                    throw CommandFailure(message: error.description, code: ExitCode.badData)
                }
                taps += collection.taps.map { ($0, device.reference) }
                layouts.merge(collection.layouts) { first, _ in first }
            } catch {
                output.writeError(error.message + "\n")
                return error.code
            }
        }
        let ranking = TapStatistics.layoutsByTaps(taps.map(\.tap))
        guard let busiest = ranking.first else {
            output.writeError(
                "keysim heatmap: error: no recorded touch in these recordings pressed a key (taps planned by tap, type and focus lines do not count)\n"
            )
            return ExitCode.badData
        }
        let layoutID = parsed["layout"] ?? busiest.layout
        guard let layout = layouts[layoutID] ?? environment.layouts.layout(id: layoutID),
            ranking.contains(where: { $0.layout == layoutID })
        else {
            return usageError(
                "no taps on layout '\(layoutID)' in these recordings; taps were on: "
                    + ranking.map { "\($0.layout) (\($0.taps))" }.joined(separator: ", "))
        }
        let chosen = taps.filter { $0.tap.layout == layoutID }
        let devices = Set(chosen.map(\.device)).sorted()
        guard devices.count == 1, let deviceName = devices.first, let device = environment.device(deviceName) else {
            return usageError(
                "the taps on layout '\(layoutID)' were made on different devices (\(devices.joined(separator: ", "))); make one heatmap per device, or give '--device'"
            )
        }
        let statistics = TapStatistics(taps: chosen.map(\.tap), layout: layout)
        let others = ranking.filter { $0.layout != layoutID }
        if parsed.has("json") {
            output.write(
                json(
                    statistics, chosenBy: parsed["layout"] == nil ? "most taps" : "--layout", device: deviceName,
                    recordings: recordings, others: others))
        } else {
            let reason = parsed["layout"] == nil ? "the layout with the most taps" : "chosen with --layout"
            var summary = "layout '\(layoutID)' (\(reason))"
            if !others.isEmpty {
                summary += "; also tapped: " + others.map { "\($0.layout) \($0.taps)" }.joined(separator: ", ")
            }
            let count = recordings.count == 1 ? "1 recording" : "\(recordings.count) recordings"
            let taps = statistics.taps == 1 ? "1 tap" : "\(statistics.taps) taps"
            output.write("\(summary)\n\(taps) from \(count) on \(deviceName)\n\n")
            output.write(table(statistics))
        }
        if let out = parsed["out"] {
            let frame = presentation.builder.heatmapFrame(of: chosen.map(\.tap), layout: layout, device: device)
            do throws(SDLError) {
                let image = try Rasterizer.render(
                    frame, scale: scale, fonts: presentation.fonts, icons: presentation.icons)
                try image.writePNG(to: out)
            } catch {
                output.writeError("keysim heatmap: error: cannot write \(out): \(error)\n")
                return ExitCode.missingInput
            }
        }
        return ExitCode.success
    }

    /// Files as given, folders expanded to their `*.jsonl` files in name order.
    private static func expand(_ arguments: [String]) throws(CommandFailure) -> [String] {
        var recordings: [String] = []
        for argument in arguments {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder), isFolder.boolValue else {
                recordings.append(argument)
                continue
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []
            let found = names.filter { $0.hasSuffix(".jsonl") }.sorted()
            guard !found.isEmpty else {
                throw CommandFailure(
                    message: "keysim heatmap: error: \(argument) holds no *.jsonl recordings",
                    code: ExitCode.missingInput)
            }
            recordings += found.map { (argument.hasSuffix("/") ? argument : argument + "/") + $0 }
        }
        return recordings
    }

    /// Reads and replays one recording in the scene and on the device its header names
    /// (or the command line's), collecting its taps.
    private static func collect(
        _ path: String, environment: ReplayEnvironment, presentation: Presentation, parsed: Arguments
    ) throws(CommandFailure) -> (TapCollector.Collection, DeviceProfile) {
        let prepared = try environment.prepare(
            scriptAt: path, scene: parsed["scene"], device: parsed["device"], command: "keysim heatmap",
            presentation: presentation)
        let (script, simulator, sceneName, device) = (
            prepared.script, prepared.simulator, prepared.sceneName, prepared.device
        )
        let collection = TapCollector.collect(
            script, on: simulator, options: ReplayOptions(sceneName: sceneName),
            fieldLocator: presentation.sized(for: prepared.scene.contentSize).builder)
        return (collection, device)
    }

    /// The per-key table: layer, key, taps, mean offset and where the fingers landed.
    static func table(_ statistics: TapStatistics) -> String {
        let header = ["LAYER", "KEY", "TAPS", "DX", "DY", "NEIGHBOUR", "GAP"]
        let rows = statistics.rows.map { row in
            [
                row.layer, row.key, "\(row.taps)", signed(row.meanOffset.x), signed(row.meanOffset.y),
                "\(row.onNeighbour)", "\(row.inGap)",
            ]
        }
        var widths = header.map(\.count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column < 2 ? cell + padding : padding + cell
            }.joined(separator: "  ") + "\n"
        }
        return line(header) + rows.map(line).joined()
    }

    /// A number of points with its sign and one decimal (`+1.5`, `-0.3`, `0.0`).
    static func signed(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        guard tenths != 0 else { return "0.0" }
        let magnitude = abs(tenths)
        return (tenths > 0 ? "+" : "-") + "\(magnitude / 10).\(magnitude % 10)"
    }

    /// The statistics as JSON (sorted keys), with how the layout was chosen and what else
    /// was tapped.
    static func json(
        _ statistics: TapStatistics, chosenBy: String, device: String, recordings: [String],
        others: [(layout: String, taps: Int)]
    ) -> String {
        guard case .object(var object) = statistics.json else { return "{}\n" }
        object["chosenBy"] = .string(chosenBy)
        object["device"] = .string(device)
        object["recordings"] = .array(recordings.map(JSONOutput.string))
        object["otherLayouts"] = .array(
            others.map { .object(["layout": .string($0.layout), "taps": .number(Double($0.taps))]) })
        return JSONOutput.object(object).encoded(pretty: true) + "\n"
    }

    static let help = optionTable.help(summary: helpSummary, details: helpDetails, closing: helpClosing)

    /// What the help says before the usage.
    static let helpSummary = """
        Show where recorded taps landed on a keyboard layout: a heatmap picture and, per key,
        the taps, the mean offset from the key's centre and where the fingers landed.
        """

    /// What the help says between the usage and the options.
    static let helpDetails = """
        Each recording (a tap script with touch lines, as 'keysim run --record' writes) is
        replayed headlessly; every key a recorded touch pressed counts, with the point where
        the finger went down.
        """

    /// What the help says after the options.
    static let helpClosing = """
        Columns: DX and DY are the mean offset in points of where fingers landed from the key's
        visible centre (+ is right and down); NEIGHBOUR counts taps that landed on another key's
        visible frame and slid onto this one before lifting; GAP counts taps that landed between
        keys (the hit regions tile the keyboard, so those still pressed this key).

        Exit codes: 0 success · 64 usage error · 65 bad recording (path:line:column) · 66 a file
        is missing · 69 no font to draw with.
        """
}
