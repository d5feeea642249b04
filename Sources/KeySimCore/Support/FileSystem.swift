import Foundation

/// File queries and reads, answering as `FileManager`, `Data` and `URL` do for the few uses
/// KeySim has.
///
/// In the statically linked release binary, each Foundation file or path call runs code in
/// a large object of its own (CoreFoundation's `CFString`/`CFURL`, `URLComponents`, …), and
/// the kernel maps 64 KB around every page touched: the window's start-up kept about 1 MB of
/// such code resident for a few path joins and file reads. So queries go through `stat` and
/// `opendir`, and files are read with `FileHandle`, which opens and reads a descriptor
/// without converting the path through CoreFoundation (`keysim bench`'s memory-window row
/// reads the same with it as with `read`).
public enum FileSystem {
    /// What a path names, after following symbolic links.
    public enum Kind: Equatable, Sendable {
        case directory
        /// Anything that is not a directory (a file, a device, a socket…).
        case other
    }

    /// What `path` names, or nil when nothing is there (a broken symbolic link included):
    /// `FileManager.fileExists(atPath:isDirectory:)`.
    public static func kind(of path: String) -> Kind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT == S_IFDIR ? .directory : .other
    }

    /// Whether something is at `path` (`FileManager.fileExists(atPath:)`).
    public static func exists(_ path: String) -> Bool { kind(of: path) != nil }

    /// The bytes of the file at `path`, or nil when it cannot be opened or read
    /// (`FileManager.contents(atPath:)`; a folder opens but cannot be read). Reads to the end,
    /// so files whose size `stat` does not know (`/proc`) are read whole.
    ///
    /// Read in chunks into an array of the file's size: no `Data` of the whole file beside it (a
    /// dictionary is a few MB, read as a field is first focused; the window typing into one
    /// peaked 0.4 MB higher with the whole-file copy).
    public static func contents(of path: String) -> [UInt8]? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var status = stat()
        var bytes: [UInt8] = []
        if fstat(handle.fileDescriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
            bytes.reserveCapacity(Int(status.st_size))
        }
        do {
            while let chunk = try handle.read(upToCount: 1 << 16), !chunk.isEmpty {
                bytes.append(contentsOf: chunk)
            }
            return bytes
        } catch {
            return nil
        }
    }

    /// The UTF-8 text of `bytes`, without a leading byte-order mark, or nil when they are not
    /// UTF-8: `String(data:encoding: .utf8)`.
    public static func text(utf8 bytes: [UInt8]) -> String? {
        let hasMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        return String(validating: bytes[(hasMark ? 3 : 0)...], as: UTF8.self)
    }

    /// The names in the folder `path` (not `.` and `..`), in no particular order, or nil when
    /// it cannot be listed (`FileManager.contentsOfDirectory(atPath:)`).
    public static func names(in path: String) -> [String]? {
        try? FileManager.default.contentsOfDirectory(atPath: path)
    }

    /// The process's current folder (`FileManager.currentDirectoryPath`).
    public static var currentDirectory: String {
        guard let path = getcwd(nil, 0) else { return "" }
        defer { free(path) }
        return String(cString: path)
    }

    /// `path` without its last component and the slashes before it: `/a/b/c` → `/a/b`,
    /// `/a/b/` → `/a`, `/a` → `/`, `a` → `` (as `NSString.deletingLastPathComponent`).
    public static func parent(of path: String) -> String {
        var bytes = Array(path.utf8)
        while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        var end = bytes.count
        while end > 0, bytes[end - 1] != UInt8(ascii: "/") { end -= 1 }
        guard end > 0 else { return "" }
        end -= 1
        while end > 0, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        return end == 0 ? "/" : String(decoding: bytes[..<end], as: UTF8.self)
    }
}
