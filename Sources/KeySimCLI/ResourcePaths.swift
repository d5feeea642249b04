import Foundation

/// Where KeySim's data lives: `Layouts/` and `Assets/` of the checkout (or `KEYSIM_HOME`).
struct ResourcePaths {
    var root: String

    var layouts: String { root + "/Layouts" }
    var devices: String { root + "/Assets/Devices" }
    var timings: String { root + "/Assets/Timings" }
    var scenes: String { root + "/Assets/Scenes" }
    var themes: String { root + "/Assets/Themes" }
    var icons: String { root + "/Assets/Icons" }

    /// `KEYSIM_HOME` if set, else the nearest folder above the executable that holds
    /// `Layouts/`, else the current folder.
    static func locate() -> ResourcePaths {
        if let home = ProcessInfo.processInfo.environment["KEYSIM_HOME"], !home.isEmpty {
            return ResourcePaths(root: home)
        }
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            candidates.append(executable.deletingLastPathComponent())
        }
        candidates.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        for start in candidates {
            var folder = start
            while folder.path != "/" {
                if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Layouts").path) {
                    return ResourcePaths(root: folder.path)
                }
                folder = folder.deletingLastPathComponent()
            }
        }
        return ResourcePaths(root: FileManager.default.currentDirectoryPath)
    }
}
