import Foundation

/// The text of a file a user wrote, with the path used in messages.
public struct SourceFile: Equatable, Sendable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// Reads a file as UTF-8 text.
    public static func read(_ path: String) throws(FileAccessError) -> SourceFile {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .missing(path)
        }
        if isDirectory.boolValue { throw .isDirectory(path) }
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path) }
        guard let text = String(data: data, encoding: .utf8) else { throw .notUTF8(path) }
        return SourceFile(path: path, text: text)
    }

    /// Reads every `*.json` file directly inside a folder, in name order.
    public static func readJSONFiles(in directory: String) throws(FileAccessError) -> [SourceFile] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw .missing(directory)
        }
        guard isDirectory.boolValue else { return [try read(directory)] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw .unreadable(directory)
        }
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
