import Foundation
import KeySim
import KeySimCore

#if canImport(Glibc)
    import Glibc
#endif

/// The measurements of `keysim bench` that need the `keysim` binary as a child process: a
/// window under X (start-up, idle CPU, raster, memory) and a big replay's memory.
struct WindowBenchmarks {
    /// The `keysim` binary (this process's own).
    let executable: String
    let display: BenchDisplay
    let short: Bool

    /// What a memory row types into the window: 500 clicks on the keys, then 500 characters
    /// on the computer's keyboard.
    struct Typing {
        /// The row's name and budget (MB).
        var name: String
        var budget: Double
        /// The field focused at start (`--bench-focus`).
        var field: String
        /// The window points clicked, in turn (repeated when fewer than 500).
        var clicks: [Point]
        /// The characters typed with xdotool (the first 500).
        var typed: String
        /// What is typed and into what, for the row's description.
        var what: String
    }

    private func window(_ arguments: [String]) throws -> ChildProcess {
        try ChildProcess(executable, ["run", "--bench-report"] + arguments, environment: ["DISPLAY": display.name])
    }

    /// Start-up: ms from spawning `keysim run` to its first frame presented. Each run is
    /// followed by one of `keysim run --bench-floor` (an empty window, nothing loaded): the
    /// floor the machine sets at that moment, which this noisy machine moves by half or more
    /// from one minute to the next.
    func startup() throws -> BenchRow {
        var samples: [Double] = []
        var floor: [Double] = []
        var steps: [String: [Double]] = [:]
        for _ in 0..<(short ? 3 : 10) {
            let first = try firstFrame([])
            samples.append(first.presented)
            for (step, time) in first.marks { steps[step, default: []].append(time) }
            floor.append(try firstFrame(["--bench-floor"]).presented)
        }
        // The steps' medians: where start-up spends its time (`data`, `fonts`, `simulator`
        // and `loaded` on the loading thread, `video` on the main one, in parallel).
        let order = ["main", "data", "fonts", "simulator", "loaded", "video", "window"]
        let timeline = order.compactMap { step in
            steps[step].flatMap(BenchStatistics.median).map { "\(step) \(BenchFormat.number($0))" }
        }
        let floorMedian = BenchStatistics.median(floor).map(BenchFormat.number) ?? "—"
        return BenchRow(
            name: "startup",
            measured: "ms from starting `keysim run` to its first frame presented (window, \(display.name); steps: "
                + timeline.joined(separator: ", ")
                + "; floor \(floorMedian): an empty window of this binary, `keysim run --bench-floor`, run after each)",
            unit: "ms", samples: samples, budget: 35, noiseFloor: 20, reportsP99: false)
    }

    /// Starts `keysim run` with `arguments`, waits for its first frame and kills it: the ms
    /// from spawning it to that frame presented, and to each start-up step it marked.
    private func firstFrame(_ arguments: [String]) throws -> (presented: Double, marks: [String: Double]) {
        let child = try window(arguments)
        defer {
            child.send(SIGKILL)
            child.wait()
        }
        guard let first = Self.firstFrame(of: child) else { throw BenchFailure("keysim run showed no frame") }
        let since = { (time: UInt64) in Double(time - child.spawnedAt) / 1e6 }
        return (since(first.presented), first.marks.mapValues(since))
    }

    /// Reads `keysim run --bench-report`'s lines up to its first frame presented: the
    /// monotonic time of the present and of each start-up step marked on the way.
    static func firstFrame(of child: ChildProcess, timeout: Double = 20) -> (
        presented: UInt64, marks: [String: UInt64]
    )? {
        var marks: [String: UInt64] = [:]
        while let line = child.readLine(timeout: timeout) {
            if let presented = presentTime(line) { return (presented, marks) }
            let fields = line.split(separator: " ")
            if fields.count == 3, fields[0] == "mark", let time = UInt64(fields[2]) { marks[String(fields[1])] = time }
        }
        return nil
    }

    /// Idle: CPU ms the window uses in 5 s with no input.
    func idle(focusedField: String?) throws -> BenchRow {
        let seconds = short ? 2.0 : 5.0
        var samples: [Double] = []
        for _ in 0..<(short ? 1 : 3) {
            let child = try window(focusedField.map { ["--bench-focus", $0] } ?? [])
            guard Self.firstFrame(of: child) != nil else { throw BenchFailure("keysim run showed no frame") }
            // Let the keyboard's slide-in finish first.
            usleep(700_000)
            let before = child.cpuMilliseconds()
            usleep(UInt32(seconds * 1e6))
            let used = child.cpuMilliseconds() - before
            samples.append(used * 5 / seconds)
            child.send(SIGKILL)
            child.wait()
        }
        let state = focusedField == nil ? "no field focused" : "field '\(focusedField!)' focused, caret blinking"
        return BenchRow(
            name: focusedField == nil ? "idle" : "idle-caret",
            measured: "CPU ms the window uses per 5 s with no input, \(state)\(short ? " (2 s, scaled)" : "")",
            unit: "ms", samples: samples, budget: focusedField == nil ? 0.5 : 5, noiseFloor: 2, reportsP99: false)
    }

    /// Raster in the window: µs to draw and present a frame at 2× into the window's surface.
    func windowRaster() throws -> BenchRow {
        let child = try ChildProcess(
            executable, ["run", "--scale", "2", "--bench-focus", "email", "--bench-raster", short ? "30" : "300"],
            environment: ["DISPLAY": display.name])
        var samples: [Double] = []
        while let line = child.readLine(timeout: 30), line.hasPrefix("raster ") {
            samples.append(Double(line.dropFirst(7)) ?? 0)
        }
        child.wait()
        guard !samples.isEmpty else { throw BenchFailure("keysim run --bench-raster printed nothing") }
        return BenchRow(
            name: "window-raster",
            measured:
                "µs to draw and present the demo form (email focused) at 2× in the window (drawn into the window's SDL surface)",
            unit: "µs", samples: Array(samples.dropFirst()), budget: 4_000, budgetFigure: .p99, noiseFloor: 500)
    }

    /// Memory: peak RSS of a window session typing 1,000 characters into `typing.field`, half
    /// as clicks on the keys and half on the computer's keyboard.
    func windowMemory(_ typing: Typing) throws -> BenchRow {
        guard !typing.clicks.isEmpty else { throw BenchFailure("no keys to click for \(typing.name)") }
        let child = try window(["--bench-focus", typing.field])
        guard Self.firstFrame(of: child) != nil else { throw BenchFailure("keysim run showed no frame") }
        usleep(700_000)
        guard
            let windowID = Self.xdotool(["search", "--name", "KeySim"], display: display.name)?.split(separator: "\n")
                .first
        else { throw BenchFailure("xdotool found no KeySim window") }
        let geometry = Self.xdotool(["getwindowgeometry", "--shell", String(windowID)], display: display.name) ?? ""
        var origin = (x: 0, y: 0)
        for line in geometry.split(separator: "\n") {
            if line.hasPrefix("X=") { origin.x = Int(line.dropFirst(2)) ?? 0 }
            if line.hasPrefix("Y=") { origin.y = Int(line.dropFirst(2)) ?? 0 }
        }
        // Half the characters as clicks on the on-screen keys, half typed on the computer's keyboard.
        var clicks: [String] = []
        for index in 0..<500 {
            let point = typing.clicks[index % typing.clicks.count]
            clicks += [
                "mousemove", "\(origin.x + Int(point.x.rounded()))", "\(origin.y + Int(point.y.rounded()))", "click",
                "1",
            ]
        }
        _ = Self.xdotool(clicks, display: display.name)
        _ = Self.xdotool(["type", "--delay", "1", String(typing.typed.prefix(500))], display: display.name)
        usleep(500_000)
        let peak = child.peakKilobytes() ?? 0
        child.send(SIGKILL)
        child.wait()
        return BenchRow(
            name: typing.name,
            measured:
                "peak RSS of `keysim run` typing 1,000 characters \(typing.what): 500 clicks on the keys, 500 typed "
                + "with xdotool (VmHWM)",
            unit: "MB", samples: [Double(peak) / 1024], budget: typing.budget, noiseFloor: 10, reportsP99: false)
    }

    /// Memory: peak RSS of `keysim replay` of a script of `taps` taps.
    static func replayMemory(executable: String, taps: Int, folder: String) throws -> BenchRow {
        let path = folder + "/replay-\(taps).jsonl"
        var text =
            "{\"keysim\": 1, \"scene\": \"demo\", \"device\": \"iphone-15\"}\n{\"t\": 0, \"focus\": \"default\"}\n"
        text.reserveCapacity(taps * 30)
        let keys = EngineBenchmarks.tappedKeys
        for index in 0..<taps {
            text += "{\"t\": \(1_000 + 100 * index), \"tap\": \"\(keys[index % keys.count])\"}\n"
        }
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            throw BenchFailure("cannot write \(path)")
        }
        defer { try? FileManager.default.removeItem(atPath: path) }
        let start = MonotonicClock.nanoseconds()
        let child = try ChildProcess(executable, ["replay", path, "--result", "/dev/null"])
        let exit = child.waitSamplingPeak()
        let seconds = Double(MonotonicClock.nanoseconds() - start) / 1e9
        guard exit.status == 0 else { throw BenchFailure("keysim replay of \(taps) taps failed (\(exit.status))") }
        return BenchRow(
            name: "memory-replay-\(taps >= 1_000_000 ? "\(taps / 1_000_000)m" : "\(taps / 1_000)k")",
            measured:
                "peak RSS of `keysim replay` of a \(taps)-tap script file (\(text.utf8.count / 1_000_000) MB; took \(String(format: "%.1f", seconds)) s)",
            unit: "MB", samples: [Double(exit.peakKilobytes) / 1024], noiseFloor: 50, reportsP99: false)
    }

    /// A suite: scripts per second of `keysim replay FOLDER --jobs N` over `count` small
    /// scripts (each focuses a field, types a line and checks it), as CI replays a suite, with
    /// the run's peak RSS (the results of every script are held until the summary).
    static func replaySuite(executable: String, count: Int, jobs: Int, runs: Int, folder: String) throws -> BenchRow {
        let suite = folder + "/keysim-bench-suite-\(getpid())"
        try? FileManager.default.removeItem(atPath: suite)
        try FileManager.default.createDirectory(atPath: suite, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: suite) }
        for index in 0..<count {
            let text = """
                {"keysim": 1, "scene": "demo", "device": "iphone-15"}
                {"t": 0, "focus": "default"}
                {"t": 100, "type": "hello \(index)"}
                {"t": 3000, "expect": {"field": "default", "text": "hello \(index)"}}

                """
            let path = suite + "/script-\(index).jsonl"
            guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
                throw BenchFailure("cannot write \(path)")
            }
        }
        var samples: [Double] = []
        var peak = 0
        for _ in 0..<runs {
            let start = MonotonicClock.nanoseconds()
            // Through a shell, so its PASS lines go to /dev/null rather than a pipe nobody reads.
            let child = try ChildProcess(
                "/bin/sh", ["-c", "exec \"$0\" replay \"$1\" --jobs \"$2\" > /dev/null", executable, suite, "\(jobs)"])
            let exit = child.waitSamplingPeak()
            let seconds = Double(MonotonicClock.nanoseconds() - start) / 1e9
            guard exit.status == 0 else { throw BenchFailure("keysim replay of the suite failed (\(exit.status))") }
            samples.append(Double(count) / seconds)
            peak = max(peak, exit.peakKilobytes)
        }
        return BenchRow(
            name: "replay-suite",
            measured:
                "scripts per second of `keysim replay FOLDER --jobs \(jobs)` over \(count) small scripts (focus, type a line, expect it), as CI replays a suite; peak RSS \(String(format: "%.1f", Double(peak) / 1024)) MB",
            unit: "scripts/s", samples: samples, direction: .higherIsBetter, reportsP99: false)
    }

    static func presentTime(_ line: String) -> UInt64? {
        guard line.hasPrefix("present ") else { return nil }
        return UInt64(line.dropFirst(8))
    }

    /// Runs xdotool and returns what it printed, or nil when it failed.
    static func xdotool(_ arguments: [String], display: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdotool"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }
}
