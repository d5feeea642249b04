import Foundation

@testable import KeySimCLI

/// The file system's clock, as file modification times show it.
enum FileClock {
    /// Returns once a file written now gets a later modification time than `path` has:
    /// file times tick every few milliseconds, and an edit within the same tick would look
    /// unchanged to a watcher comparing them. A deadline only bounds a hang.
    static func waitForTick(after path: String) throws {
        let reference = FileWatcher.stamp(of: path)
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("keysim-tick-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: probe) }
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(30)
        while clock.now < deadline {
            try Data("tick".utf8).write(to: probe)
            guard let reference, let written = FileWatcher.stamp(of: probe.path) else { return }
            if (written.seconds, written.nanoseconds) > (reference.seconds, reference.nanoseconds) { return }
        }
        throw CocoaError(.fileWriteUnknown)
    }
}
