import Foundation
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
        /// Where to write the event log (a file), if anywhere.
        var logPath: String?
        /// Report progress on standard error (a terminal).
        var showProgress = false
        /// Pictures: a folder for frames, a rate for them, a file for the final state.
        var framesFolder: String?
        var fps: Int?
        var screenshotPath: String?
        var scale = 2.0
        /// Fonts, theme and icons: the real measurer places carets where a recording tapped.
        var presentation: Presentation
    }

    var path: String
    var report: ReplayReport?
    /// Why the script could not be replayed to its end (bad input, a missing file).
    var failure: ReplayEnvironment.Failure?

    /// Replays the script at `path`.
    static func run(_ path: String, environment: ReplayEnvironment, settings: Settings) -> ScriptRun {
        var run = ScriptRun(path: path, report: nil, failure: nil)
        do throws(ReplayEnvironment.Failure) {
            run.report = try replay(path, environment: environment, settings: settings)
            if let error = run.report?.error {
                run.failure = ReplayEnvironment.Failure(message: error.description, code: ExitCode.badData)
            }
        } catch {
            run.failure = error
        }
        return run
    }

    private static func replay(_ path: String, environment: ReplayEnvironment, settings: Settings)
        throws(ReplayEnvironment.Failure) -> ReplayReport
    {
        let prepared = try environment.prepare(
            scriptAt: path, scene: settings.scene, device: settings.device, command: "keysim replay")
        let (script, scene, sceneName, device, simulator) = (
            prepared.script, prepared.scene, prepared.sceneName, prepared.device, prepared.simulator
        )
        let options = ReplayOptions(
            interval: settings.interval ?? 120, revealSecure: settings.revealSecure, sceneName: sceneName)
        let log = try settings.logPath.map { logPath throws(ReplayEnvironment.Failure) in try LogFile(path: logPath) }
        let presentation = settings.presentation
        var frames: FrameWriter?
        if let folder = settings.framesFolder {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            do throws(SDLError) {
                frames = try FrameWriter(
                    folder: folder, presentation: presentation, device: device, scale: settings.scale, fps: settings.fps
                )
            } catch {
                throw .init(message: "keysim replay: error: \(error)", code: ExitCode.unavailable)
            }
        }
        let secureFields = Set(scene.fields.filter { $0.traits.isSecure }.map(\.id))
        var lastProgress = -1
        let report = Replayer.run(
            script, on: simulator, options: options,
            log: { event in
                guard let log else { return }
                let line = EventLog.line(
                    for: event, secure: secureFields.contains(event.field), revealSecure: settings.revealSecure)
                if !line.isEmpty { log.append(line) }
            },
            observe: frames.map { writer in { simulator in writer.observe(simulator) } },
            fieldLocator: presentation.builder,
            progress: { done, total in
                guard settings.showProgress, total > 20_000 else { return }
                let percent = done * 100 / max(total, 1)
                guard percent != lastProgress else { return }
                lastProgress = percent
                FileHandle.standardError.write(Data("\r\(path): \(percent)% of \(total) lines".utf8))
                if done == total { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            })
        log?.close()
        if let frames {
            frames.finish(report.simulator)
            if let failure = frames.failure {
                throw .init(message: "keysim replay: error: \(failure)", code: ExitCode.missingInput)
            }
        }
        if let path = settings.screenshotPath {
            do throws(SDLError) {
                try FrameWriter.screenshot(
                    of: report.simulator, at: report.simulator.now, presentation: presentation, scale: settings.scale,
                    to: path)
            } catch {
                throw .init(
                    message: "keysim replay: error: cannot write \(path): \(error)", code: ExitCode.missingInput)
            }
        }
        return report
    }
}

/// A log file written in large, flushed chunks.
final class LogFile {
    private let handle: FileHandle
    private var buffer = ""

    init(path: String) throws(ReplayEnvironment.Failure) {
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let handle = FileHandle(forWritingAtPath: path)
        else {
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

extension URL {
    /// This file's path relative to `folder` when it lies inside it, else its absolute path
    /// (so messages show the short paths people typed).
    func relativePath(from folder: String) -> String {
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
