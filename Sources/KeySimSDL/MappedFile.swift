import CSDL2
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A whole file mapped read-only into memory, unmapped when freed: fonts are opened from it
/// so that FreeType reads glyphs from memory (SDL_ttf opening a path reads through seek and
/// read calls: ~7,000 system calls for a window's first frame). Only the pages read become
/// resident, shared with the page cache.
final class MappedFile: @unchecked Sendable {
    /// The file's path.
    let path: String
    /// The first byte and the length (a zero-length file maps nothing).
    let bytes: UnsafeRawBufferPointer

    /// Why a file could not be mapped, as `strerror` or the check that failed says it.
    struct Failure: Error, Equatable {
        let reason: String
    }

    /// Maps `path`.
    /// - Throws: ``Failure`` when it cannot be opened, is not a regular file, or cannot be mapped.
    init(path: String) throws(Failure) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Failure(reason: String(cString: strerror(errno))) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw Failure(reason: "not a regular file") }
        let length = Int(status.st_size)
        self.path = path
        guard length > 0 else {
            bytes = UnsafeRawBufferPointer(start: nil, count: 0)
            return
        }
        guard let base = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0), base != MAP_FAILED else {
            throw Failure(reason: String(cString: strerror(errno)))
        }
        bytes = UnsafeRawBufferPointer(start: base, count: length)
    }

    deinit {
        if let base = bytes.baseAddress { munmap(UnsafeMutableRawPointer(mutating: base), bytes.count) }
    }

    /// A stream over the mapping for SDL (freed by whoever it is handed to).
    ///
    /// The corresponding SDL function is `SDL_RWFromConstMem`.
    func stream() -> UnsafeMutablePointer<SDL_RWops>? {
        SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count))
    }
}
