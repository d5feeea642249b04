import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Files a command writes (results, logs, recordings), opened in place and truncated.
///
/// `FileManager.createFile` writes a new file and renames it over the path: given
/// `/dev/null` (as `--result /dev/null`) it replaced the device with a regular file, and given
/// a symbolic link it replaced the link. Opening the path itself writes where it points.
enum OutputFile {
    /// Opens `path` for writing, creating it (mode 0644) or emptying it; nil when it cannot.
    static func open(_ path: String) -> FileHandle? {
        let descriptor = Glibc.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// Writes `text` to `path` as a whole; false when it cannot.
    static func write(_ text: String, to path: String) -> Bool {
        guard let handle = open(path) else { return false }
        defer { try? handle.close() }
        do {
            try handle.write(contentsOf: Data(text.utf8))
            return true
        } catch {
            return false
        }
    }
}
