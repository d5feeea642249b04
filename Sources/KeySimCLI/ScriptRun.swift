import Foundation
import KeySim
import KeySimCore
import KeySimSDL

/// One script replayed from its file: loading, the replay, and what it wrote.
struct ScriptRun: Sendable {
    /// What the command line says about every script.
    struct Settings: Sendable {
        var scene: String?
        var device: String?
        var interval: Int?
        var revealSecure = false
        /// Turn VoiceOver on whatever the script's header says (`--voiceover`).
        var voiceOver = false
        /// Speak what VoiceOver says into this WAV file (`--speak`), with this espeak-ng.
        var speakPath: String?
        var speaker: SpokenTrack?
        /// Where to write the event log (a file), if anywhere.
        var logPath: String?
        /// Report progress on standard error (a terminal).
        var showProgress = false
        /// Pictures: a folder for frames, a rate for them, a file for the final state.
        var framesFolder: String?
        var fps: Int?
        var screenshotPath: String?
        var scale = 2.0
        /// `--content-size`: the text size, over a header's and a scene's.
        var contentSize: ContentSizeCategory?
        /// Fonts, theme and icons: the real measurer places carets where a recording tapped.
        var presentation: Presentation
        /// `--artifacts`: a folder for a failed script's failure PNG and animation; with
        /// `--artifacts-all`, a passing script's animation too.
        var artifactsFolder: String?
        var artifactsAll = false
    }

    var path: String
    var report: ReplayReport?
    /// Why the script could not be replayed to its end (bad input, a missing file).
    var failure: ReplayEnvironment.Failure?
    /// The files `--artifacts` wrote.
    var artifacts: [String] = []

    /// Replays the script at `path`.
    static func run(_ path: String, environment: ReplayEnvironment, settings: Settings) -> ScriptRun {
        var run = ScriptRun(path: path, report: nil, failure: nil)
        do throws(ReplayEnvironment.Failure) {
            (run.report, run.artifacts) = try replay(path, environment: environment, settings: settings)
            if let report = run.report { run.failure = ScriptReplay.failure(of: report) }
        } catch {
            run.failure = error
        }
        return run
    }

    private static func replay(_ path: String, environment: ReplayEnvironment, settings: Settings)
        throws(ReplayEnvironment.Failure) -> (ReplayReport, [String])
    {
        let replay = try ScriptReplay(
            path,
            settings: ScriptReplay.Settings(
                scene: settings.scene, device: settings.device, interval: settings.interval,
                revealSecure: settings.revealSecure, voiceOver: settings.voiceOver, contentSize: settings.contentSize),
            environment: environment, presentation: settings.presentation)
        let (scene, device, simulator, options) = (replay.scene, replay.device, replay.simulator, replay.options)
        let start = simulator
        // Drawn, and taps measured, in the fonts the form was laid out for.
        let presentation = replay.presentation
        let log = try settings.logPath.map { logPath throws(ReplayEnvironment.Failure) in try LogFile(path: logPath) }
        var frames: FrameWriter?
        if let folder = settings.framesFolder {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            do throws(SDLError) {
                frames = try FrameWriter(
                    folder: folder, presentation: presentation, device: device,
                    voiceOver: simulator.voiceOver != nil, scale: settings.scale, fps: settings.fps)
            } catch {
                throw .init(message: "keysim replay: error: \(error)", code: ExitCode.unavailable)
            }
        }
        let secureFields = Set(scene.fields.filter { $0.traits.isSecure }.map(\.id))
        var lastProgress = -1
        let speaking = settings.speakPath != nil
        var announcements: [VoiceOver.Announcement] = []
        let report = replay.run(
            log: { event in
                if speaking, case .announced(let text) = event.kind {
                    announcements.append(VoiceOver.Announcement(text: text, time: event.time))
                }
                guard let log else { return }
                let line = EventLog.line(
                    for: event, secure: secureFields.contains(event.field), revealSecure: settings.revealSecure)
                if !line.isEmpty { log.append(line) }
            },
            observe: frames.map { writer in { simulator in writer.observe(simulator) } },
            progress: { done, total in
                guard settings.showProgress, total > 20_000 else { return }
                let percent = done * 100 / max(total, 1)
                guard percent != lastProgress else { return }
                lastProgress = percent
                FileHandle.standardError.write(Data("\r\(path): \(percent)% of \(total) lines".utf8))
                if done == total { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            })
        log?.close()
        for language in report.simulator.dictionaries.unserved.sorted() {
            FileHandle.standardError.write(Data("\(path): \(DictionaryAccess.unservedNote(language))\n".utf8))
        }
        if let frames {
            frames.finish(report.simulator)
            if let failure = frames.failure {
                throw .init(message: "keysim replay: error: \(failure)", code: ExitCode.missingInput)
            }
        }
        if let path = settings.speakPath, let speaker = settings.speaker {
            do throws(SpokenTrack.Failure) {
                try speaker.write(announcements, to: path)
            } catch {
                throw .init(message: "keysim replay: error: --speak: \(error.message)", code: error.code)
            }
        }
        if let path = settings.screenshotPath {
            do throws(SDLError) {
                try presentation.screenshot(
                    of: report.simulator, at: report.simulator.now, scale: settings.scale, to: path)
            } catch {
                throw .init(
                    message: "keysim replay: error: cannot write \(path): \(error)", code: ExitCode.missingInput)
            }
        }
        var artifacts: [String] = []
        if let folder = settings.artifactsFolder, report.error == nil,
            !report.failures.isEmpty || settings.artifactsAll
        {
            artifacts = try ReplayArtifacts.write(
                script: path, header: replay.checked.header, failures: report.failures, simulator: start,
                options: options, presentation: presentation, scale: settings.scale, folder: folder)
        }
        return (report, artifacts)
    }
}

/// A log file written in large, flushed chunks.
final class LogFile {
    private let handle: FileHandle
    private var buffer = ""

    init(path: String) throws(ReplayEnvironment.Failure) {
        guard let handle = OutputFile.open(path) else {
            throw .init(message: "keysim: error: cannot write the log to \(path)", code: ExitCode.missingInput)
        }
        self.handle = handle
    }

    func append(_ line: String) {
        buffer += line
        buffer += "\n"
        if buffer.utf8.count > 1 << 16 { flush() }
    }

    func flush() {
        handle.write(Data(buffer.utf8))
        buffer = ""
    }

    func close() {
        flush()
        try? handle.close()
    }
}
