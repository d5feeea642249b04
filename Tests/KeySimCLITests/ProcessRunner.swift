import Foundation

@testable import KeySimCLI

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program to its end and keeps what it printed: the one way the tests start a child.
///
/// Standard output and standard error are read at the same time, as they come: a child that
/// fills one pipe (64 kB) while the reader waits for the other to end would wait forever.
/// Reading stops once the child has ended and its pipes hold nothing more, even when a
/// process it left behind holds them open (Foundation's `Process` reports such a child as
/// running until its pipes close, so it is not used). A deadline only bounds a hang: a child
/// still running then is killed, and the result says so.
enum ProcessRunner {
    /// What a child did.
    struct Output {
        /// Its exit status, or 128 + the signal that ended it.
        var status: Int32
        var standardOutput: Data
        var standardError: Data
        /// Whether it was killed at the deadline.
        var timedOut: Bool
    }

    /// Why a child could not be started.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `executable` with `arguments` in `directory`, its environment this process's with
    /// `environment` over it; with `mergingErrors`, standard error goes into standard output,
    /// in the order written. After `deadline` seconds the child is killed.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:], directory: String? = nil,
        mergingErrors: Bool = false, deadline: Double = 600
    ) throws -> Output {
        var out: [Int32] = [0, 0]
        var err: [Int32] = [0, 0]
        guard pipe(&out) == 0, mergingErrors || pipe(&err) == 0 else { throw Failure(description: "no pipe") }
        if mergingErrors { err = out }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, out[1], 1)
        posix_spawn_file_actions_adddup2(&actions, err[1], 2)
        ChildProcess.closeFrom(3, in: &actions)
        if let directory, !ChildProcess.changeDirectory(directory, in: &actions) {
            throw Failure(description: "cannot start a child in \(directory) here")
        }
        let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        var attributes = posix_spawnattr_t()
        ChildProcess.defaultSignals(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        let code = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        close(out[1])
        if !mergingErrors { close(err[1]) }
        var readers = mergingErrors ? [out[0]] : [out[0], err[0]]
        defer { for descriptor in Set(readers + [out[0], err[0]]) { close(descriptor) } }
        guard code == 0 else {
            throw Failure(description: "cannot start \(executable): \(String(cString: strerror(code)))")
        }

        var printed: [Int32: Data] = [:]
        let clock = ContinuousClock()
        let end = clock.now + .milliseconds(Int(deadline * 1_000))
        var status: Int32?
        var timedOut = false
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !readers.isEmpty {
            if status == nil {
                var raw: Int32 = 0
                if waitpid(pid, &raw, WNOHANG) == pid { status = raw }
            }
            let left = clock.now.duration(to: end)
            if left <= .zero, status == nil {
                timedOut = true
                kill(pid, SIGKILL)
                break
            }
            // Once the child has ended, what is left in the pipes is read without waiting.
            var descriptors = readers.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let wait = status != nil ? 0 : Int32(min(left, .milliseconds(100)) / .milliseconds(1)) + 1
            let ready = poll(&descriptors, nfds_t(descriptors.count), wait)
            if ready <= 0, status != nil { break }
            guard ready > 0 else { continue }
            for descriptor in descriptors where descriptor.revents != 0 {
                let count = read(descriptor.fd, &buffer, buffer.count)
                if count > 0 {
                    printed[descriptor.fd, default: Data()].append(contentsOf: buffer[..<count])
                } else if count == 0 || errno != EINTR {
                    readers.removeAll { $0 == descriptor.fd }
                }
            }
        }
        var raw = status ?? 0
        if status == nil { while waitpid(pid, &raw, 0) < 0 && errno == EINTR {} }
        let signal = raw & 0x7f
        return Output(
            status: signal == 0 ? (raw >> 8) & 0xff : 128 + signal, standardOutput: printed[out[0]] ?? Data(),
            standardError: mergingErrors ? Data() : printed[err[0]] ?? Data(), timedOut: timedOut)
    }
}
