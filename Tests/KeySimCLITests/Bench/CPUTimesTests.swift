import Foundation
import Testing

@testable import KeySimCLI

/// How busy other programs kept the CPUs during a `keysim bench` run.
struct CPUTimesTests {
    @Test func theMachinesBusyTimeIsEveryTickButIdleAndIOWait() throws {
        let stat = """
            cpu  4679697 120 337850 5716013 300 40 50 14906 0 0
            cpu0 2065036 60 151231 3153922 150 20 25 7607 0 0
            intr 123
            """
        let busy = try #require(CPUTimes.machineBusy(procStat: stat, ticksPerSecond: 100))
        #expect(busy == (4_679_697 + 120 + 337_850 + 40 + 50 + 14_906) / 100.0)
        #expect(CPUTimes.machineBusy(procStat: "intr 1 2 3", ticksPerSecond: 100) == nil)
        #expect(CPUTimes.machineBusy(procStat: "cpu 1 2 3", ticksPerSecond: 100) == nil)
    }

    @Test func aProcessesSecondsAreItsUserAndSystemTicksAfterItsName() throws {
        // The name holds a space and a parenthesis; utime 250 and stime 50 ticks.
        let stat = "4242 (X (vfb) 1) S 1 4242 4242 0 -1 4194560 900 0 0 0 250 50 0 0 20 0 1 0 100 2000 300"
        #expect(CPUTimes.processSeconds(stat: stat, ticksPerSecond: 100) == 3.0)
        #expect(CPUTimes.processSeconds(stat: "4242 (Xvfb) S 1", ticksPerSecond: 100) == nil)
        #expect(CPUTimes.xServerSeconds(display: "remote.example:0") == nil)
    }

    @Test func theXServersSecondsAreThoseOfThePidItsLockFileHolds() throws {
        // A display number no server uses, its lock file naming this test process.
        var number = 7_000 + Int(getpid() % 1_000)
        while FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") { number += 1 }
        let lock = "/tmp/.X\(number)-lock"
        try "      \(getpid())\n".write(toFile: lock, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: lock) }
        var spent = 0.0
        for index in 0..<3_000_000 { spent += Double(index % 7) }
        #expect(spent > 0)
        let seconds = try #require(CPUTimes.xServerSeconds(display: ":\(number).0"))
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #expect(seconds > 0)
        let own =
            Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        // The same process's time, in clock ticks read a moment before.
        #expect(abs(seconds - own) < 0.5, "\(seconds) s against \(own) s")
    }

    @Test func othersAreWhatTheMachineSpentBeyondThisProcess() {
        let start = CPUTimes(machineBusy: 100, own: 10, wall: 50)
        // 5 s on 2 cores: 10 s available; the machine was busy 8 s, this process 2 s of them.
        let end = CPUTimes(machineBusy: 108, own: 12, wall: 55)
        #expect(end.othersShare(since: start, cores: 2) == 0.6)
        // Readings that disagree (own time counted before the machine's ticks) never go below 0.
        #expect(CPUTimes(machineBusy: 100, own: 13, wall: 55).othersShare(since: start, cores: 2) == 0)
        #expect(start.othersShare(since: start, cores: 2) == 0)
    }

    @Test(arguments: [(0.04, "an idle machine"), (0.5, "figures are slower than on an idle machine")])
    func theNoteSaysWhetherTheFiguresAreThoseOfAnIdleMachine(share: Double, verdict: String) throws {
        let start = CPUTimes(machineBusy: 0, own: 0, wall: 0)
        let end = CPUTimes(machineBusy: share * 20, own: 0, wall: 10)
        let note = try #require(CPUTimes.note(from: start, to: end, cores: 2))
        #expect(note.contains("\(Int((share * 100).rounded()))% busy"))
        #expect(note.contains(verdict))
        #expect(CPUTimes.note(from: nil, to: end, cores: 2) == nil)
    }

    @Test func theMachinesBusyTimeGrowsByWhatAProgramSpinningBesideUses() throws {
        let before = try #require(CPUTimes.now())
        let spinner = try ChildProcess("/bin/sh", ["-c", "while :; do :; done"])
        defer {
            spinner.send(SIGKILL)
            spinner.wait()
        }
        // Waits until the spinner has used half a second of CPU, however long that takes
        // beside other work (the deadline only bounds a hang).
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        func spun() -> Double {
            let stat = try? String(contentsOfFile: "/proc/\(spinner.pid)/stat", encoding: .utf8)
            return stat.flatMap { CPUTimes.processSeconds(stat: $0, ticksPerSecond: ticks) } ?? 0
        }
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(120)
        while spun() < 0.5, clock.now < deadline { usleep(20_000) }
        let spinnerSeconds = spun()
        let during = try #require(CPUTimes.now())
        #expect(spinnerSeconds >= 0.5)
        // The machine's busy time holds the spinner's (and whatever else ran; clock ticks
        // are counted a little differently for the machine and a process).
        #expect(during.machineBusy - before.machineBusy >= spinnerSeconds - 0.1)
        #expect(during.wall > before.wall)
    }
}
