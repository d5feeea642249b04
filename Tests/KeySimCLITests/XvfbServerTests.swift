import Foundation
import Testing

@testable import KeySimCLI

/// The one X server launcher of the tests and of `keysim bench`.
struct XvfbServerTests {
    @Test func serversStartedAtOnceGetDifferentDisplaysThatAcceptClients() throws {
        let started = ServerBox()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in started.add(Result { try XvfbServer() }) }
        let servers = try started.all.map { try $0.get() }
        #expect(Set(servers.map(\.display)).count == 4, "\(servers.map(\.display))")
        for server in servers {
            let size = try ProcessRunner.run(
                "/usr/bin/env", ["xdotool", "getdisplaygeometry"], environment: ["DISPLAY": server.display])
            #expect(String(decoding: size.standardOutput, as: UTF8.self) == "1280 1024\n", "\(server.display)")
        }
    }

    @Test func aServerEndsWithItsLauncher() throws {
        /// Starts a server and lets it go; returns its process id.
        func startedAndGone() throws -> pid_t {
            let server = try XvfbServer()
            let number = server.display.dropFirst()
            let socket = FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
            #expect(socket, "the server listens on its display")
            #expect(FileManager.default.fileExists(atPath: "/proc/\(server.pid)"))
            return server.pid
        }
        // The process is gone (waited for). Its display number is not checked: another test's
        // server may take the freed number at once.
        let pid = try startedAndGone()
        #expect(!FileManager.default.fileExists(atPath: "/proc/\(pid)"), "the server's process has ended")
    }
}

/// Servers started on several threads, kept together.
private final class ServerBox: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<XvfbServer, any Error>] = []

    func add(_ result: Result<XvfbServer, any Error>) {
        lock.lock()
        results.append(result)
        lock.unlock()
    }

    var all: [Result<XvfbServer, any Error>] {
        lock.lock()
        defer { lock.unlock() }
        return results
    }
}
