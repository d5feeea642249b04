import Foundation
import Testing

/// The tests' one way of running a child: it never hangs on what the child prints.
struct ProcessRunnerTests {
    @Test func aChildThatFillsStandardErrorBeforeWritingToStandardOutputEnds() throws {
        let megabyte = 1 << 20
        let output = try ProcessRunner.run(
            "/bin/sh",
            ["-c", "head -c \(megabyte) /dev/zero | tr '\\0' e >&2; head -c \(megabyte) /dev/zero | tr '\\0' o"],
            deadline: 300)
        #expect(!output.timedOut)
        #expect(output.status == 0)
        #expect(output.standardError == Data(repeating: UInt8(ascii: "e"), count: megabyte))
        #expect(output.standardOutput == Data(repeating: UInt8(ascii: "o"), count: megabyte))
    }

    @Test func standardErrorMergedIntoStandardOutputKeepsTheOrderWritten() throws {
        let output = try ProcessRunner.run(
            "/bin/sh", ["-c", "echo one; echo two >&2; echo three"], mergingErrors: true)
        #expect(String(decoding: output.standardOutput, as: UTF8.self) == "one\ntwo\nthree\n")
        #expect(output.standardError.isEmpty)
    }

    @Test func aProcessTheChildLeavesBehindHoldingItsOutputDoesNotKeepTheRunnerWaiting() throws {
        let output = try ProcessRunner.run(
            "/bin/sh", ["-c", "sleep 3600 & echo $! ; echo started"], mergingErrors: true, deadline: 300)
        let lines = String(decoding: output.standardOutput, as: UTF8.self).split(separator: "\n")
        if let pid = lines.first.flatMap({ Int32($0) }) { kill(pid, SIGKILL) }
        #expect(!output.timedOut)
        #expect(lines.last == "started")
        #expect(output.status == 0)
    }

    @Test func theExitStatusAndASignalAreReportedAsAShellWould() throws {
        #expect(try ProcessRunner.run("/bin/sh", ["-c", "exit 3"]).status == 3)
        #expect(try ProcessRunner.run("/bin/sh", ["-c", "kill -KILL $$"]).status == 128 + 9)
    }

    @Test func aChildEndsWhenSentTerminate() throws {
        // A child that inherited a blocked SIGTERM would sleep on and exit 0.
        let output = try ProcessRunner.run("/bin/sh", ["-c", "kill -TERM $$; sleep 30; exit 0"], deadline: 300)
        #expect(output.status == 128 + SIGTERM)
    }
}
