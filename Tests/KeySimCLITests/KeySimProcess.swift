import Foundation

/// Runs the built `keysim` binary and captures what it prints, as a user would see it.
struct KeySimProcess {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The checkout's root folder.
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The `keysim` executable next to the test bundle (same build configuration).
    static var executable: String {
        let bundle = Bundle.main.bundleURL.deletingLastPathComponent()
        for candidate in [bundle.appendingPathComponent("keysim").path, root + "/.build/debug/keysim"]
        where FileManager.default.isExecutableFile(atPath: candidate) {
            return candidate
        }
        return root + "/.build/debug/keysim"
    }

    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errData, as: UTF8.self))
    }

    /// A fresh temporary folder, removed by the caller.
    /// Bash lines for a drive script, after `"$1" run … &` and `pid=$!`: wait (up to 10 s) for
    /// the KeySim window, set `wid` and its `X`, `Y`, `WIDTH`, `HEIGHT`, and define
    /// `click X Y` (window points, 1 a pixel).
    static let findWindow = """
        wid=""
        for i in $(seq 100); do
          wid=$(xdotool search --name "KeySim" 2>/dev/null | head -n 1 || true)
          [ -n "$wid" ] && break
          sleep 0.1
        done
        [ -n "$wid" ] || { echo "no window appeared"; kill $pid; exit 1; }
        eval "$(xdotool getwindowgeometry --shell "$wid")"
        sleep 0.3
        click() { xdotool mousemove $((X + $1)) $((Y + $2)) click 1; sleep 0.2; }
        """

    /// Runs a bash script under a fresh Xvfb screen (1280×1024), with the `keysim` binary as
    /// its first argument; returns its exit status and everything it printed.
    static func runUnderXvfb(script: String) throws -> (status: Int32, printed: String) {
        let xvfb = Process()
        xvfb.executableURL = URL(fileURLWithPath: "/usr/bin/xvfb-run")
        xvfb.arguments = ["-a", "-s", "-screen 0 1280x1024x24", "bash", script, executable]
        let output = Pipe()
        xvfb.standardOutput = output
        xvfb.standardError = output
        try xvfb.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        xvfb.waitUntilExit()
        return (xvfb.terminationStatus, printed)
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("keysim-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
