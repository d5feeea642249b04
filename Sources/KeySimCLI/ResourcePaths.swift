import Foundation
import KeySimCore

/// Where KeySim's data lives: `Layouts/` and `Assets/` of the checkout (or `KEYSIM_HOME`).
struct ResourcePaths {
    var root: String

    var layouts: String { root + "/Layouts" }
    var devices: String { root + "/Assets/Devices" }
    var timings: String { root + "/Assets/Timings" }
    var scenes: String { root + "/Assets/Scenes" }
    var themes: String { root + "/Assets/Themes" }
    var icons: String { root + "/Assets/Icons" }
    var dictionaries: String { root + "/Assets/Dictionaries" }

    /// Whether a scene or theme reference is a path (it holds a `/` or ends in `.json`)
    /// rather than a name.
    static func isPath(_ reference: String) -> Bool {
        // The bytes are searched: `String.contains("/")` would be Foundation's, through CFString.
        reference.utf8.contains(UInt8(ascii: "/")) || reference.hasSuffix(".json")
    }

    /// `KEYSIM_HOME` if set, else the nearest folder above the executable that holds
    /// `Layouts/`, else the current folder.
    static func locate() -> ResourcePaths {
        // Plain C calls rather than `Bundle`, `URL` and `FileManager`: see `FileSystem`.
        if let home = getenv("KEYSIM_HOME").map({ String(cString: $0) }), !home.isEmpty {
            return ResourcePaths(root: home)
        }
        var candidates: [String] = []
        if let executable = realpath("/proc/self/exe", nil) {
            candidates.append(FileSystem.parent(of: String(cString: executable)))
            free(executable)
        }
        let current = FileSystem.currentDirectory
        candidates.append(current)
        for start in candidates {
            var folder = start
            while folder != "/", !folder.isEmpty {
                if FileSystem.exists(folder + "/Layouts") {
                    return ResourcePaths(root: folder)
                }
                folder = FileSystem.parent(of: folder)
            }
        }
        return ResourcePaths(root: current)
    }
}
