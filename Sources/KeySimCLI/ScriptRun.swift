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
            if let error = run.report?.error {
                let missing = run.report?.simulator.dictionaries.problem?.isMissing ?? false
                run.failure = ReplayEnvironment.Failure(
                    message: error.description, code: missing ? ExitCode.unavailable : ExitCode.badData)
            }
        } catch {
            run.failure = error
        }
        return run
    }

    private static func replay(_ path: String, environment: ReplayEnvironment, settings: Settings)
        throws(ReplayEnvironment.Failure) -> (ReplayReport, [String])
    {
        // The script is read twice, a piece at a time, and never held whole: once to check it
        // (so a bad line stops it before anything is replayed) and learn its header, then
        // line by line as it is replayed.
        let checked = try ScriptFile.check(path)
        let (scene, sceneName, device, prepared) = try environment.prepare(
            checked, scene: settings.scene, device: settings.device, command: "keysim replay",
            contentSize: settings.contentSize, presentation: settings.presentation)
        var simulator = prepared
        if settings.voiceOver || checked.header?.voiceOver == true { simulator.voiceOver = VoiceOver() }
        let start = simulator
        let options = ReplayOptions(
            interval: settings.interval ?? 120, revealSecure: settings.revealSecure, sceneName: sceneName)
        let log = try settings.logPath.map { logPath throws(ReplayEnvironment.Failure) in try LogFile(path: logPath) }
        // Drawn, and taps measured, in the fonts the form was laid out for.
        let presentation = settings.presentation.sized(for: scene.contentSize)
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
        let lines = ScriptFile(path: path)
        let report = Replayer.run(
            lines, count: checked.decoder.eventCount, path: path, header: checked.header,
            warnings: checked.decoder.warnings, on: simulator, options: options,
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
                try FrameWriter.screenshot(
                    of: report.simulator, at: report.simulator.now, presentation: presentation, scale: settings.scale,
                    to: path)
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
                script: path, header: checked.header, failures: report.failures, simulator: start,
                options: options, presentation: presentation, scale: settings.scale, folder: folder)
        }
        return (report, artifacts)
    }
}

/// A script file read a piece at a time (``ScriptReader``), as the event lines it holds:
/// memory stays flat however long the file is.
final class ScriptFile: Sequence, IteratorProtocol {
    /// How many bytes are read at a time.
    static let chunkSize = 1 << 16

    private let handle: FileHandle?
    private var reader: ScriptReader
    private var buffer: [ScriptLine] = []
    private var position = 0
    private var ended = false

    /// The lines of the file at `path`; none when it cannot be opened.
    init(path: String) {
        handle = FileHandle(forReadingAtPath: path)
        reader = ScriptReader(path: path)
        ended = handle == nil
    }

    /// A problem found while reading (the file changed since it was checked).
    var problem: Diagnostic? { reader.problem }

    func next() -> ScriptLine? {
        while position == buffer.count {
            guard !ended else { return nil }
            buffer.removeAll(keepingCapacity: true)
            position = 0
            readChunk()
        }
        position += 1
        return buffer[position - 1]
    }

    /// Reads the next piece of the file into `buffer`: a failed read counts as the end.
    private func readChunk() {
        guard let handle, reader.problem == nil else {
            ended = true
            return
        }
        let data = (try? handle.read(upToCount: Self.chunkSize)) ?? nil
        guard let data, !data.isEmpty else {
            reader.finish(into: &buffer)
            ended = true
            try? handle.close()
            return
        }
        reader.feed([UInt8](data), into: &buffer)
    }

    /// Reads the whole file once, a piece at a time, and checks it as ``Script/parse(_:)``
    /// would: the reader at its end holds the header, the warnings and the line count.
    ///
    /// - Throws: what ``SourceFile/read(_:)`` throws for a file that is missing, a folder,
    ///   unreadable or not UTF-8, then the script's first problem.
    static func check(_ path: String) throws(ReplayEnvironment.Failure) -> ScriptReader {
        var isDirectory: ObjCBool = false
        var accessError: FileAccessError?
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            accessError = .missing(path)
        } else if isDirectory.boolValue {
            accessError = .isDirectory(path)
        }
        let file = accessError == nil ? ScriptFile(path: path) : nil
        if let file, file.handle == nil { accessError = .unreadable(path) }
        if let file, accessError == nil {
            while !file.ended {
                file.buffer.removeAll(keepingCapacity: true)
                file.readChunk()
                if file.reader.problem != nil { file.readRestForUTF8() }
            }
            if !file.reader.isValidUTF8 { accessError = .notUTF8(path) }
        }
        if let accessError {
            throw .init(
                message: accessError.description,
                code: accessError.isMissing ? ExitCode.missingInput : ExitCode.badData)
        }
        guard let reader = file?.reader else { throw .init(message: "", code: ExitCode.badData) }
        if let problem = reader.problem { throw .init(message: problem.description, code: ExitCode.badData) }
        return reader
    }

    /// After a problem: reads on only to know whether the file is UTF-8 (which is told first).
    private func readRestForUTF8() {
        guard let handle else { return }
        while reader.isValidUTF8, let data = (try? handle.read(upToCount: Self.chunkSize)) ?? nil, !data.isEmpty {
            reader.feed([UInt8](data), into: &buffer)
            buffer.removeAll(keepingCapacity: true)
        }
        reader.finish(into: &buffer)
        ended = true
        try? handle.close()
    }
}

extension ReplayEnvironment {
    /// Sets up what a checked script runs on, as ``setUp(scriptAt:header:scene:device:command:)``.
    func prepare(
        _ script: ScriptReader, scene sceneOption: String?, device deviceOption: String?, command: String,
        contentSize: ContentSizeCategory?, presentation: Presentation
    ) throws(Failure) -> (scene: Scene, sceneName: String, device: DeviceProfile, simulator: Simulator) {
        try setUp(
            scriptAt: script.path, header: script.header, scene: sceneOption, device: deviceOption, command: command,
            contentSize: contentSize, presentation: presentation)
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

extension URL {
    /// This file's path relative to `folder` when it lies inside it, else its absolute path
    /// (so messages show the short paths people typed).
    func relativePath(from folder: String) -> String {
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
