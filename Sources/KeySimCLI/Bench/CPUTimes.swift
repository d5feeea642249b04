import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The CPU time the whole machine and this process had spent at one moment: two readings
/// tell how busy other programs kept the CPUs in between. A benchmark run beside them is
/// slower than on an idle machine: on the 2-core machine KeySim is measured on, a compile
/// holding one core leaves start-up's two threads the other, and start-up took a third longer.
struct CPUTimes: Equatable {
    /// Seconds the machine's CPUs spent busy, all cores together (`/proc/stat`), time the
    /// hypervisor gave to other machines included.
    var machineBusy: Double
    /// Seconds of CPU this process used, with its children that ended and were waited for,
    /// and the X server of `DISPLAY` (drawing its windows is part of what is measured).
    var own: Double
    /// Seconds on the monotonic clock.
    var wall: Double

    /// The kernel's clock ticks a second, the unit of `/proc/stat` and `/proc/PID/stat`.
    private static var ticksPerSecond: Double { Double(sysconf(Int32(_SC_CLK_TCK))) }

    /// The times now; nil where `/proc/stat` cannot be read (not Linux).
    static func now() -> CPUTimes? {
        guard let stat = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
            let busy = machineBusy(procStat: stat, ticksPerSecond: ticksPerSecond)
        else { return nil }
        func seconds(_ who: Int32) -> Double {
            var usage = rusage()
            getrusage(who, &usage)
            return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
                + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        }
        let server = ProcessInfo.processInfo.environment["DISPLAY"].flatMap(xServerSeconds) ?? 0
        return CPUTimes(
            machineBusy: busy, own: seconds(RUSAGE_SELF.rawValue) + seconds(RUSAGE_CHILDREN.rawValue) + server,
            wall: Double(MonotonicClock.nanoseconds()) / 1e9)
    }

    /// The CPU seconds used so far by the local X server of `display` (`:77`), whose pid its
    /// lock file `/tmp/.X77-lock` holds; nil for a remote display or one not found.
    static func xServerSeconds(display: String) -> Double? {
        guard display.hasPrefix(":"), let number = Int(display.dropFirst().prefix { $0.isNumber }),
            let lock = try? String(contentsOfFile: "/tmp/.X\(number)-lock", encoding: .utf8),
            let pid = Int(lock.trimmingCharacters(in: .whitespacesAndNewlines)),
            let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        else { return nil }
        return processSeconds(stat: stat, ticksPerSecond: ticksPerSecond)
    }

    /// User and system seconds from a `/proc/PID/stat` line (fields 14 and 15, in clock
    /// ticks, counted after the command name, which may hold spaces and parentheses).
    static func processSeconds(stat: String, ticksPerSecond: Double) -> Double? {
        guard ticksPerSecond > 0, let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / ticksPerSecond
    }

    /// The busy seconds of `/proc/stat`'s first line (`cpu user nice system idle iowait irq
    /// softirq steal …`, in clock ticks): all but idle and waiting for I/O.
    static func machineBusy(procStat: String, ticksPerSecond: Double) -> Double? {
        guard ticksPerSecond > 0, let line = procStat.split(separator: "\n").first, line.hasPrefix("cpu ") else {
            return nil
        }
        let ticks = line.split(separator: " ").dropFirst().compactMap { Double($0) }
        guard ticks.count >= 8 else { return nil }
        let busy = ticks[0] + ticks[1] + ticks[2] + ticks[5] + ticks[6] + ticks[7]
        return busy / ticksPerSecond
    }

    /// The share (0 to 1) of all `cores`' time between `start` and this reading that went to
    /// other programs (or other machines, as steal time).
    func othersShare(since start: CPUTimes, cores: Int) -> Double {
        let available = (wall - start.wall) * Double(max(1, cores))
        guard available > 0 else { return 0 }
        let others = (machineBusy - start.machineBusy) - (own - start.own)
        return min(1, max(0, others / available))
    }

    /// A note on how busy other programs kept the CPUs between `start` and `end`, saying
    /// when that makes the figures slower than an idle machine's.
    static func note(from start: CPUTimes?, to end: CPUTimes?, cores: Int) -> String? {
        guard let start, let end else { return nil }
        let share = end.othersShare(since: start, cores: cores)
        let percent = Int((share * 100).rounded())
        let verdict =
            share > 0.1
            ? "figures are slower than on an idle machine; measure again with nothing else running"
            : "an idle machine"
        return "other programs (the X server aside) kept the \(cores) CPUs \(percent)% busy during the run (\(verdict))"
    }
}
