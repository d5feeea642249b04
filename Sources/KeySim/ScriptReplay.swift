import Foundation
import KeySimCore

/// A script checked and set up to replay, as `keysim replay` and ``KeySimulator/replay(scriptAt:scene:device:contentSize:voiceOver:revealSecure:resources:)``
/// both replay it: one code path, so the command line and the library give the same result
/// for the same script.
package struct ScriptReplay {
    /// The script's path, as given.
    package let path: String
    /// The script read once and checked: its header, warnings and line count.
    package let checked: ScriptReader
    package let scene: Scene
    package let sceneName: String
    package let device: DeviceProfile
    /// The simulator before the first line, VoiceOver on if asked.
    package let simulator: Simulator
    package let options: ReplayOptions
    /// The fonts the form is laid out for at the scene's text size: they place the caret where
    /// a line taps a field, and draw frames.
    package let presentation: Presentation

    /// How the replay is asked for, beside the script's own header.
    package struct Settings {
        package var scene: String?
        package var device: String?
        package var interval: Int?
        package var revealSecure = false
        package var voiceOver = false
        package var contentSize: ContentSizeCategory?

        package init(
            scene: String? = nil, device: String? = nil, interval: Int? = nil, revealSecure: Bool = false,
            voiceOver: Bool = false, contentSize: ContentSizeCategory? = nil
        ) {
            self.scene = scene
            self.device = device
            self.interval = interval
            self.revealSecure = revealSecure
            self.voiceOver = voiceOver
            self.contentSize = contentSize
        }
    }

    /// Reads and checks the script at `path` (a bad line stops it before anything is replayed)
    /// and sets up the scene and device it names, or those `settings` give.
    package init(
        _ path: String, settings: Settings, environment: ReplayEnvironment, presentation: Presentation,
        command: String = "keysim replay"
    ) throws(CommandFailure) {
        // The script is read twice, a piece at a time, and never held whole: once here to check
        // it and learn its header, then line by line as it is replayed (`run`).
        let checked = try ScriptFile.check(path)
        let (scene, sceneName, device, prepared) = try environment.prepare(
            checked, scene: settings.scene, device: settings.device, command: command,
            contentSize: settings.contentSize, presentation: presentation)
        var simulator = prepared
        if settings.voiceOver || checked.header?.voiceOver == true { simulator.voiceOver = VoiceOver() }
        self.path = path
        self.checked = checked
        self.scene = scene
        self.sceneName = sceneName
        self.device = device
        self.simulator = simulator
        self.options = ReplayOptions(
            interval: settings.interval ?? 120, revealSecure: settings.revealSecure, sceneName: sceneName)
        self.presentation = presentation.sized(for: scene.contentSize)
    }

    /// Replays the script's lines as they are read, handing every event to `log` and the
    /// simulator after every batch of events to `observe`.
    package func run(
        log: ((SimulatorEvent) -> Void)? = nil, observe: ((Simulator) -> Void)? = nil,
        progress: (Int, Int) -> Void = { _, _ in }
    ) -> ReplayReport {
        Replayer.run(
            ScriptFile(path: path), count: checked.decoder.eventCount, path: path, header: checked.header,
            warnings: checked.decoder.warnings, on: simulator, options: options, log: log, observe: observe,
            fieldLocator: presentation.builder, progress: progress)
    }

    /// Why a finished replay stopped before its end, with the exit code: a dictionary that
    /// could not be read is a missing service (69), any other stop bad data (65).
    package static func failure(of report: ReplayReport) -> CommandFailure? {
        guard let error = report.error else { return nil }
        let missing = report.simulator.dictionaries.problem?.isMissing ?? false
        return CommandFailure(message: error.description, code: missing ? ExitCode.unavailable : ExitCode.badData)
    }
}
