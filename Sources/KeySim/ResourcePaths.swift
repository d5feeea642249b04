import Foundation
import KeySimCore

/// Where KeySim's data lives: `Layouts/` and `Assets/` of the checkout (or `KEYSIM_HOME`).
package struct ResourcePaths {
    package var root: String

    package init(root: String) { self.root = root }

    package var layouts: String { root + "/Layouts" }
    package var devices: String { root + "/Assets/Devices" }
    package var timings: String { root + "/Assets/Timings" }
    package var scenes: String { root + "/Assets/Scenes" }
    package var themes: String { root + "/Assets/Themes" }
    package var icons: String { root + "/Assets/Icons" }
    package var dictionaries: String { root + "/Assets/Dictionaries" }

    /// Whether a scene or theme reference is a path (it holds a `/` or ends in `.json`)
    /// rather than a name.
    package static func isPath(_ reference: String) -> Bool {
        // The bytes are searched: `String.contains("/")` would be Foundation's, through CFString.
        reference.utf8.contains(UInt8(ascii: "/")) || reference.hasSuffix(".json")
    }

    /// `KEYSIM_HOME` if set, else the nearest folder above the executable that holds
    /// `Layouts/`, else the current folder.
    package static func locate() -> ResourcePaths {
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

    /// Where the library finds KeySim's data: `folder` when given, else `KEYSIM_HOME`, else the
    /// KeySim package this file was compiled from (a path or Git dependency's checkout holds
    /// `Layouts/` and `Assets/`), else as the command line does (``locate()``).
    package static func forLibrary(_ folder: String?, packageSource: String = #filePath) -> ResourcePaths {
        if let folder { return ResourcePaths(root: folder) }
        if let home = getenv("KEYSIM_HOME").map({ String(cString: $0) }), !home.isEmpty {
            return ResourcePaths(root: home)
        }
        // Sources/KeySim/ResourcePaths.swift → the package's folder.
        var package = packageSource
        for _ in 0..<3 { package = FileSystem.parent(of: package) }
        if FileSystem.exists(package + "/Layouts") { return ResourcePaths(root: package) }
        return locate()
    }

    /// Why KeySim's data is not at `root`, or nil when its folders are there.
    package var missingDataMessage: String? {
        let missing = [layouts, devices, timings, scenes, themes].filter { !FileSystem.exists($0) }
        guard !missing.isEmpty else { return nil }
        return "KeySim's data is not in \(root): no " + missing.joined(separator: ", ")
            + ". Give the folder of a KeySim checkout (resources:) or set KEYSIM_HOME"
    }
}
