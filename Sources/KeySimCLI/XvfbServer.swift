import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An X server of its own (Xvfb, a virtual screen), for `keysim bench`'s window rows and the
/// window tests; stopped when this goes away.
///
/// It is started with `-displayfd`: the server picks the display number itself, taking the
/// first one whose socket it can bind, and writes it once it accepts connections. Binding is
/// the check, so two servers started at once never pick the same number, and no display is
/// handed out before it can be used. (Choosing a number by looking for a free one and then
/// starting a server on it, as `xvfb-run -a` does, lets two starts pick the same one.)
final class XvfbServer {
    /// Why no server could be started.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The `DISPLAY` value of the server: `:N`.
    let display: String
    /// The server's process id.
    var pid: pid_t { server.pid }
    private let server: ChildProcess
    private let log: String

    /// Starts Xvfb with one screen of `screen` (`WIDTHxHEIGHTxDEPTH`) and waits up to `timeout`
    /// seconds for it to accept connections.
    ///
    /// `-noreset`: an X server resets when its last client leaves, and the next client then
    /// waits ~35 ms for it (its keymap compiled again); a desktop always has other clients.
    init(screen: String = "1280x1024x24", timeout: Double = 30) throws {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map {
            String($0) + "/Xvfb"
        }
        guard
            let xvfb = (["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"] + path).first(
                where: FileManager.default.isExecutableFile)
        else { throw Failure(description: "no Xvfb to start (apt-get install xvfb)") }
        log = FileManager.default.temporaryDirectory.appendingPathComponent("keysim-xvfb-\(UUID().uuidString).log").path
        server = try ChildProcess(
            xvfb, ["-displayfd", "1", "-screen", "0", screen, "-nolisten", "tcp", "-noreset"], standardError: log)
        guard let line = server.readLine(timeout: timeout), let number = Int(line.trimmingCharacters(in: .whitespaces))
        else {
            server.send(SIGKILL)
            let status = server.wait().status
            let said = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            try? FileManager.default.removeItem(atPath: log)
            let last = said.split(separator: "\n").suffix(5).joined(separator: "\n")
            throw Failure(
                description: "Xvfb gave no display number within \(Int(timeout)) s (wait status \(status))"
                    + (last.isEmpty ? "" : "; it said:\n" + last))
        }
        display = ":\(number)"
    }

    deinit {
        server.send(SIGTERM)
        server.wait()
        try? FileManager.default.removeItem(atPath: log)
    }
}
