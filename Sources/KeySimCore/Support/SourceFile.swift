import Foundation

/// The text of a file a user wrote, with the path used in messages.
public struct SourceFile: Equatable, Sendable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// Reads a file as UTF-8 text (a leading byte-order mark dropped).
    public static func read(_ path: String) throws(FileAccessError) -> SourceFile {
        let bytes = try readBytes(path)
        guard let text = FileSystem.text(utf8: bytes) else { throw .notUTF8(path) }
        return SourceFile(path: path, text: text)
    }

    /// Reads a file's bytes, as they are (a reader that checks its own UTF-8, as a dictionary
    /// list's does, needs no `String`).
    public static func readBytes(_ path: String) throws(FileAccessError) -> [UInt8] {
        guard let kind = FileSystem.kind(of: path) else { throw .missing(path) }
        if kind == .directory { throw .isDirectory(path) }
        guard let bytes = FileSystem.contents(of: path) else { throw .unreadable(path) }
        return bytes
    }

    /// Reads every `*.json` file directly inside a folder, in name order.
    public static func readJSONFiles(in directory: String) throws(FileAccessError) -> [SourceFile] {
        guard let kind = FileSystem.kind(of: directory) else { throw .missing(directory) }
        guard kind == .directory else { return [try read(directory)] }
        guard let names = FileSystem.names(in: directory) else { throw .unreadable(directory) }
        var files: [SourceFile] = []
        for name in names.sorted() where name.hasSuffix(".json") {
            let separator = directory.hasSuffix("/") ? "" : "/"
            files.append(try read(directory + separator + name))
        }
        return files
    }
}

/// A file that could not be read at all.
public enum FileAccessError: Error, Equatable, Sendable, CustomStringConvertible {
    case missing(String)
    case isDirectory(String)
    case unreadable(String)
    case notUTF8(String)

    public var path: String {
        switch self {
        case .missing(let path), .isDirectory(let path), .unreadable(let path), .notUTF8(let path): path
        }
    }

    /// Whether the file is absent (exit 66) rather than unusable (exit 65).
    public var isMissing: Bool { if case .missing = self { true } else { false } }

    public var description: String {
        switch self {
        case .missing(let path): "\(path): error: no such file or folder"
        case .isDirectory(let path): "\(path): error: is a folder, expected a file"
        case .unreadable(let path): "\(path): error: cannot be read (check its permissions)"
        case .notUTF8(let path): "\(path): error: is not UTF-8 text"
        }
    }
}
