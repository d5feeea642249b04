import Foundation
import KeySimCore

/// A script file read a piece at a time (``ScriptReader``), as the event lines it holds:
/// memory stays flat however long the file is.
package final class ScriptFile: Sequence, IteratorProtocol {
    /// How many bytes are read at a time.
    package static let chunkSize = 1 << 16

    private let handle: FileHandle?
    private var reader: ScriptReader
    private var buffer: [ScriptLine] = []
    private var position = 0
    private var ended = false

    /// The lines of the file at `path`; none when it cannot be opened.
    package init(path: String) {
        handle = FileHandle(forReadingAtPath: path)
        reader = ScriptReader(path: path)
        ended = handle == nil
    }

    /// A problem found while reading (the file changed since it was checked).
    package var problem: Diagnostic? { reader.problem }

    package func next() -> ScriptLine? {
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
    package static func check(_ path: String) throws(ReplayEnvironment.Failure) -> ScriptReader {
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
    package func prepare(
        _ script: ScriptReader, scene sceneOption: String?, device deviceOption: String?, command: String,
        contentSize: ContentSizeCategory?, presentation: Presentation
    ) throws(Failure) -> (scene: Scene, sceneName: String, device: DeviceProfile, simulator: Simulator) {
        try setUp(
            scriptAt: script.path, header: script.header, scene: sceneOption, device: deviceOption, command: command,
            contentSize: contentSize, presentation: presentation)
    }
}

extension URL {
    /// This file's path relative to `folder` when it lies inside it, else its absolute path
    /// (so messages show the short paths people typed).
    package func relativePath(from folder: String) -> String {
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
