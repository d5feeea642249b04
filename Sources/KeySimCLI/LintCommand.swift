import Foundation
import KeySim
import KeySimCore
import KeySimSDL

/// `keysim lint`: every loader error and finding of meaning in layout files.
enum LintCommand {
    /// Every option `keysim lint` takes, in the order its help lists them.
    static let optionTable = OptionTable(
        command: "lint",
        forms: [[.words("[FILE|FOLDER...]")], [.required("scene"), .optional("device")]],
        options: [
            .value("format", "text|json", "Print findings as lines (default) or as JSON for tools."),
            .flag("strict", "Fail on warnings too."),
            .value(
                "theme", "light|dark|FILE", "The theme whose key font sizes labels must fit at (default light)."),
            .value(
                "scene", "NAME|FILE",
                "Check a scene (a name in Assets/Scenes or a path) for accessibility instead of layouts: fields "
                    + "VoiceOver cannot name, buttons under 44×44 pt, labels and prompts under WCAG's 4.5:1 "
                    + "contrast in the light and dark themes, text cut off at the largest accessibility size."),
            .value("device", "NAME", "With --scene: the device the form is laid out on (default: iphone-15)."),
        ])

    static let usage = optionTable.usage

    static func run(_ arguments: [String], output: inout some CommandOutput) -> Int32 {
        let parsed: Arguments
        do throws(Arguments.UsageError) {
            parsed = try Arguments(arguments, table: optionTable)
        } catch {
            return KeySimCommand.usageError(error.message, usage: usage, command: "lint", output: &output)
        }
        if parsed.has("help") {
            output.write(help)
            return ExitCode.success
        }
        let format = parsed["format"] ?? "text"
        guard format == "text" || format == "json" else {
            var message = "'--format' is 'text' or 'json', not '\(format)'"
            if let suggestion = Suggestion.nearest(to: format, in: ["text", "json"]) {
                message += "; did you mean '\(suggestion)'?"
            }
            return KeySimCommand.usageError(message, usage: usage, command: "lint", output: &output)
        }
        let paths = ResourcePaths.locate()
        if let scene = parsed["scene"] {
            guard parsed.positionals.isEmpty else {
                return KeySimCommand.usageError(
                    "'--scene' checks one scene; check layout files in a run of their own", usage: usage,
                    command: "lint", output: &output)
            }
            return lintScene(scene, parsed: parsed, paths: paths, json: format == "json", output: &output)
        }
        if parsed["device"] != nil {
            return KeySimCommand.usageError(
                "'--device' goes with '--scene' (layouts are checked on every device)", usage: usage,
                command: "lint", output: &output)
        }
        let targets = parsed.positionals.isEmpty ? [paths.layouts] : parsed.positionals
        var files: [SourceFile] = []
        var allFolders = true
        for target in targets {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory), !isDirectory.boolValue {
                allFolders = false
            }
            do throws(FileAccessError) {
                files += try SourceFile.readJSONFiles(in: target)
            } catch {
                output.writeError("keysim: \(error)\n")
                return error.isMissing ? ExitCode.missingInput : ExitCode.badData
            }
        }
        let linter: LayoutLinter
        do throws(CommandFailure) {
            linter = try makeLinter(paths: paths, theme: parsed["theme"] ?? "light", checksCoverage: allFolders)
        } catch {
            output.writeError(error.message + "\n")
            return error.code
        }
        let report = linter.lint(files)
        output.write(format == "json" ? json(report) : text(report))
        let failed = report.errorCount > 0 || (parsed.has("strict") && report.warningCount > 0)
        return failed ? ExitCode.expectationFailed : ExitCode.success
    }

    /// The linter with the shipped devices, the theme's key fonts and the real font measurer.
    private static func makeLinter(paths: ResourcePaths, theme: String, checksCoverage: Bool) throws(CommandFailure)
        -> LayoutLinter
    {
        let loaded: (catalog: DeviceCatalog, diagnostics: [Diagnostic])
        do throws(FileAccessError) {
            loaded = try DeviceCatalog.load(directory: paths.devices)
        } catch {
            throw CommandFailure(
                message: "keysim: \(error)", code: error.isMissing ? ExitCode.missingInput : ExitCode.badData)
        }
        if let problem = loaded.diagnostics.first {
            throw CommandFailure(message: problem.description, code: ExitCode.badData)
        }
        let devices = loaded.catalog
        let presentation = try Presentation.load(theme: theme, paths: paths)
        return LayoutLinter(
            devices: devices, theme: presentation.theme, measurer: presentation.fonts, checksCoverage: checksCoverage,
            glyphs: presentation.fonts)
    }

    /// `keysim lint --scene`: the scene's accessibility findings, in the shipped light and dark
    /// themes, on `--device`.
    private static func lintScene(
        _ reference: String, parsed: Arguments, paths: ResourcePaths, json: Bool, output: inout some CommandOutput
    ) -> Int32 {
        let isPath = ResourcePaths.isPath(reference)
        let path = isPath ? reference : paths.scenes + "/\(reference).json"
        let file: SourceFile
        let linter: SceneLinter
        do throws(CommandFailure) {
            let environment = try ReplayEnvironment.load(paths: paths, layoutsFolder: nil)
            let deviceName = parsed["device"] ?? "iphone-15"
            guard let device = environment.device(deviceName) else {
                return KeySimCommand.usageError(
                    environment.unknownDeviceMessage(deviceName), usage: usage, command: "lint", output: &output)
            }
            do throws(FileAccessError) {
                file = try SourceFile.read(path)
            } catch {
                guard !isPath, error.isMissing else {
                    throw CommandFailure(
                        message: "keysim: \(error)", code: error.isMissing ? ExitCode.missingInput : ExitCode.badData)
                }
                // The scene's name, suggested and listed as replay does.
                _ = try environment.scene(reference, writtenAt: "keysim lint")
                throw CommandFailure(message: "keysim: \(error)", code: ExitCode.missingInput)
            }
            let presentation = try Presentation.load(theme: "light", paths: paths)
            let dark = try Presentation.loadTheme("dark", paths: paths)
            linter = SceneLinter(
                layouts: environment.layouts, device: device, themes: [presentation.theme, dark],
                measurer: presentation.fonts)
        } catch {
            output.writeError(error.message + "\n")
            return error.code
        }
        let report = LintReport(findings: linter.lint(file), catalog: LayoutCatalog(layouts: []), fileCount: 1)
        output.write(json ? Self.json(report) : text(report))
        let failed = report.errorCount > 0 || (parsed.has("strict") && report.warningCount > 0)
        return failed ? ExitCode.expectationFailed : ExitCode.success
    }

    /// One line per finding, then the summary.
    static func text(_ report: LintReport) -> String {
        report.findings.map { "\($0)\n" }.joined() + report.summary + "\n"
    }

    /// The findings and counts as JSON (sorted keys).
    static func json(_ report: LintReport) -> String {
        let findings: [[String: Any]] = report.findings.map { finding in
            let diagnostic = finding.diagnostic
            return [
                "path": diagnostic.path,
                "line": diagnostic.position.map { $0.line as Any } ?? NSNull(),
                "column": diagnostic.position.map { $0.column as Any } ?? NSNull(),
                "severity": diagnostic.severity.rawValue,
                "message": diagnostic.message,
                "rule": finding.rule.rawValue,
            ]
        }
        return KeySimCommand.encodeJSON([
            "findings": findings, "errors": report.errorCount, "warnings": report.warningCount,
            "files": report.fileCount,
        ])
    }

    static let help = optionTable.help(summary: helpSummary, closing: helpClosing)

    /// What the help says before the usage.
    static let helpSummary = """
        Check layout files: every error the loader reports, and problems of meaning, each as
        path:line:column: error|warning: message [rule]. With no FILE or FOLDER, checks the
        shipped Layouts/. Files given together are checked as one set (a layout may extend
        another given beside it). With --scene, checks a scene's accessibility instead.
        """

    /// What the help says after the options.
    static let helpClosing = """
        Rules:
          load               the loader's errors: bad JSON, unknown keys, a layer switch to a
                             missing layer, an 'extends' cycle, a duplicate key id, …
          no-way-back        (error) a layer from which no layer switches lead back to the first
          unreachable-layer  (warning) a layer no layer switches from the first one lead to
          missing-key        a layout typing letters with no delete or return key (error) or no
                             space (warning); a layer of it missing delete (error), return or
                             space (warning)
          action-id          a character key whose id looks like an action, so it types its id:
                             'layer:…' (error; give it "action"), or a near miss of a
                             reserved id such as 'Shift' or 'delet' (warning)
          alternates         (warning) a long-press alternate repeating its key or another
          shifted-form       (warning) a letter key typing the same text with shift on
          row-width          (warning) a row over 10% wider than a layer's other rows, or a
                             narrower row, centred with empty space at its sides
          label-fit          (warning) a label wider than its key on the narrowest device, in
                             the theme's key font (2 pt padding at each side); a return key's
                             label for every return key type, even at half the font size
          touch-target       a key under 28×28 pt to touch on any device profile (error); a
                             function key under 44×44 pt (warning), as Apple's guidelines say
          coverage           a keyboard type two layouts serve (error); with folders only, a
                             type no layout serves (warning; an error without 'default')
          missing-glyph      (warning) a character a key shows or types that no installed font
                             has, named as U+XXXX and itself: it is drawn as an empty box

        Rules of --scene (a scene's accessibility):
          no-accessible-name (error) a field with neither a label nor a prompt: VoiceOver has
                             nothing to call it
          touch-target       (warning) a clear or trailing button answering taps in less than
                             44×44 pt on the device
          contrast           (warning) labels or prompts under WCAG's 4.5:1 against what is
                             behind them, in the light or the dark theme, with the ratio and the
                             colours (iOS's own placeholder grey, #3C3C43 at 30%, is 1.7:1 on
                             white: the shipped themes' prompts, as iOS's, are under 4.5:1)
          text-cutoff        (warning) at accessibilityExtraExtraExtraLarge, a prompt or an
                             initial text too wide for its field (clipped or truncated), or a
                             label that breaks inside a word

        Exit codes: 0 no errors (warnings allowed unless --strict) · 1 errors, or warnings
        with --strict · 64 usage error · 65 a file is not readable text · 66 no such file or
        folder · 69 no font.
        """
}
