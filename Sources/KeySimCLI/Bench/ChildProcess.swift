import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The monotonic clock, for timing in the CLI (the core never reads a clock).
enum MonotonicClock {
    /// Nanoseconds on `CLOCK_MONOTONIC`: the same clock in every process of the machine, so a
    /// child's reading can be compared with its parent's.
    static func nanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// How long `body` took, in microseconds.
    static func microseconds(_ body: () throws -> Void) rethrows -> Double {
        let start = nanoseconds()
        try body()
        return Double(nanoseconds() - start) / 1_000
    }
}

/// A child process started with `posix_spawn`, its standard output readable line by line with
/// a timeout, reaped with `wait4` for its peak memory and CPU time.
final class ChildProcess {
    let pid: pid_t
    /// The monotonic time just before it was spawned, in ns.
    let spawnedAt: UInt64
    private let output: Int32
    private var pending = [UInt8]()
    private(set) var exited = false

    /// What `wait4` reported.
    struct Exit {
        var status: Int32
        /// Peak resident set size in kB (`ru_maxrss`).
        var peakKilobytes: Int
        /// User + system CPU time in ms.
        var cpuMilliseconds: Double
    }

    /// Spawns `executable` with `arguments`, the current environment overridden by
    /// `environment`; standard error goes to the file `standardError` (created or truncated),
    /// else is discarded.
    init(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:],
        standardError: String? = nil
    ) throws {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw BenchFailure("cannot make a pipe") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addopen(
            &actions, 2, standardError ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, S_IRUSR | S_IWUSR)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        // Nothing else this process has open: a server that outlives a test must not hold
        // another child's pipe open, or that child's reader would wait for it.
        Self.closeFrom(3, in: &actions)
        var merged = ProcessInfo.processInfo.environment
        merged.merge(environment) { $1 }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        spawnedAt = MonotonicClock.nanoseconds()
        var attributes = posix_spawnattr_t()
        Self.defaultSignals(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        let code = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        close(pipeEnds[1])
        guard code == 0 else {
            close(pipeEnds[0])
            throw BenchFailure("cannot start \(executable): \(String(cString: strerror(code)))")
        }
        pid = child
        output = pipeEnds[0]
    }

    /// Adds closing every descriptor from `lowest` up to `actions`: glibc's
    /// `posix_spawn_file_actions_addclosefrom_np` (2.34 and later; not in Swift's Glibc
    /// module, so looked up), else each descriptor open now.
    static func closeFrom(_ lowest: Int32, in actions: inout posix_spawn_file_actions_t) {
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") {
            if unsafeBitCast(symbol, to: CloseFrom.self)(&actions, lowest) == 0 { return }
        }
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in open.compactMap({ Int32($0) }) where descriptor >= lowest {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
    }

    /// Spawn attributes that give a child no blocked signals and the default action for
    /// every signal: the thread that spawns it may block some (Dispatch's threads block
    /// SIGTERM), and a child that inherited that would not end when sent it.
    static func defaultSignals(_ attributes: inout posix_spawnattr_t) {
        posix_spawnattr_init(&attributes)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var all = sigset_t()
        sigfillset(&all)
        sigdelset(&all, SIGKILL)
        sigdelset(&all, SIGSTOP)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    }

    /// Adds changing to `directory` to `actions`: glibc's `posix_spawn_file_actions_addchdir_np`
    /// (2.29 and later), looked up as `closeFrom`'s is; false where there is none.
    static func changeDirectory(_ directory: String, in actions: inout posix_spawn_file_actions_t) -> Bool {
        typealias ChangeDirectory =
            @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np")
        else { return false }
        return unsafeBitCast(symbol, to: ChangeDirectory.self)(&actions, directory) == 0
    }

    deinit {
        if !exited {
            kill(pid, SIGKILL)
            _ = wait()
        }
        close(output)
    }

    /// The next line the child prints, or nil when it printed none within `timeout` seconds
    /// (or closed its output).
    func readLine(timeout: Double) -> String? {
        let deadline = MonotonicClock.nanoseconds() + UInt64(timeout * 1e9)
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                return line
            }
            let now = MonotonicClock.nanoseconds()
            guard now < deadline else { return nil }
            var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32((deadline - now) / 1_000_000) + 1)
            guard ready > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(output, &buffer, buffer.count)
            guard count > 0 else { return nil }
            pending += buffer[..<count]
        }
    }

    /// CPU time the child's threads have run, in ms, from `/proc/PID/task/*/schedstat`
    /// (nanosecond resolution, unlike the 10 ms ticks of `/proc/PID/stat`).
    func cpuMilliseconds() -> Double {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        var total = 0.0
        for task in tasks {
            guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/schedstat", encoding: .utf8),
                let first = text.split(separator: " ").first, let nanoseconds = Double(first)
            else { continue }
            total += nanoseconds / 1e6
        }
        return total
    }

    /// The peak resident set size so far in kB (`VmHWM` of `/proc/PID/status`).
    func peakKilobytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "")
        }
        return nil
    }

    /// Sends `signal` to the child.
    func send(_ signal: Int32) { kill(pid, signal) }

    /// Waits for the child to end, reading its `VmHWM` every few milliseconds meanwhile, and
    /// reports the last reading as its peak memory. (`wait4`'s `ru_maxrss` is no good for a
    /// spawned child: Linux folds in the high-water mark of the address space the child was
    /// spawned from — this process's — when it execs.)
    func waitSamplingPeak() -> Exit {
        var status: Int32 = 0
        var usage = rusage()
        var peak = 0
        while true {
            if let sample = peakKilobytes() { peak = max(peak, sample) }
            let done = wait4(pid, &status, WNOHANG, &usage)
            if done == pid || (done < 0 && errno != EINTR) { break }
            usleep(2_000)
        }
        exited = true
        func milliseconds(_ time: timeval) -> Double { Double(time.tv_sec) * 1e3 + Double(time.tv_usec) / 1e3 }
        return Exit(
            status: status, peakKilobytes: peak,
            cpuMilliseconds: milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime))
    }

    /// Waits for the child to end and reports its peak memory and CPU time.
    @discardableResult
    func wait() -> Exit {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        exited = true
        func milliseconds(_ time: timeval) -> Double { Double(time.tv_sec) * 1e3 + Double(time.tv_usec) / 1e3 }
        return Exit(
            status: status, peakKilobytes: usage.ru_maxrss,
            cpuMilliseconds: milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime))
    }
}

/// A measurement that could not be made, and why.
struct BenchFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// An X display for window measurements: the one in `DISPLAY`, else an Xvfb started here
/// (and stopped when this goes away).
final class BenchDisplay {
    /// The `DISPLAY` value children get.
    let name: String
    /// What the output says about where windows opened.
    let note: String
    private let server: XvfbServer?

    init() throws {
        let current = ProcessInfo.processInfo.environment["DISPLAY"] ?? ""
        if !current.isEmpty {
            name = current
            note = "windows on DISPLAY \(current)"
            server = nil
            return
        }
        do {
            let server = try XvfbServer(timeout: 10)
            self.server = server
            name = server.display
        } catch {
            throw BenchFailure("\(error)")
        }
        note = "no DISPLAY: started Xvfb \(name) for the window measurements"
    }
}
