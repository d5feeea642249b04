import Foundation

/// Notices when files change by comparing their modification times, sizes and inodes (one
/// `stat` each) whenever it is asked: cheap enough to ask four times a second, portable, and
/// blind to nothing an editor does (writing in place, or saving to a new file renamed over
/// the old one).
struct FileWatcher {
    /// What is watched.
    enum Target: Equatable {
        /// One file (it may be missing, and appear later).
        case file(String)
        /// The files in a folder whose names end in `suffix`, new ones too.
        case folder(String, suffix: String)
    }

    /// One file's identity and last change, as `stat` tells them.
    struct Stamp: Equatable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int
        var inode: UInt
    }

    let targets: [Target]
    private var stamps: [String: Stamp]

    /// Watches `targets`, taking their state now as the unchanged state.
    init(_ targets: [Target]) {
        self.targets = targets
        self.stamps = Self.stamps(of: targets)
    }

    /// The files watched now (a folder's as they are now), sorted.
    var watchedFiles: [String] { stamps.keys.sorted() }

    /// Whether a watched file changed, appeared or went away since the last call (or since
    /// the watcher was made).
    mutating func changed() -> Bool {
        let current = Self.stamps(of: targets)
        defer { stamps = current }
        return current != stamps
    }

    private static func stamps(of targets: [Target]) -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        for target in targets {
            switch target {
            case .file(let path):
                if let stamp = stamp(of: path) { stamps[path] = stamp }
            case .folder(let folder, let suffix):
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                for name in names where name.hasSuffix(suffix) {
                    let path = folder + "/" + name
                    if let stamp = stamp(of: path) { stamps[path] = stamp }
                }
            }
        }
        return stamps
    }

    /// The file's stamp, or nil when there is no file there.
    static func stamp(of path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Stamp(
            seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec), size: Int(info.st_size),
            inode: UInt(info.st_ino))
    }
}
