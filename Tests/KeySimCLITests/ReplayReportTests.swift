import Foundation
import FoundationXML
import KeySim
import Testing

@testable import KeySimCLI

/// `keysim replay --junit`, `--json` and `--shard` through the built binary, on the fixtures
/// of `Tests/Fixtures/replay`.
struct ReplayReportTests {
    static let pass = "Tests/Fixtures/replay/pass"
    static let bad = "Tests/Fixtures/replay/bad"

    static func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func aFoldersReportHasATestcasePerScriptInJUnitsShape() throws {
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.path + "/reports/pass.xml"
        let result = try KeySimProcess.run(["replay", Self.pass, "--jobs", "2", "--junit", path])
        #expect(result.status == 0, "\(result.standardError)")
        let scripts = ReplayFixtureTests.scripts(in: "pass")
        #expect(result.standardOutput.hasSuffix("\(scripts.count) passed, 0 failed\n"), "the lines are unchanged")
        let cases = try JUnitShape.check(try Self.read(path), tests: scripts.count, failures: 0, errors: 0)
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == scripts)
        #expect(cases.allSatisfy { $0.attribute(forName: "classname")?.stringValue == Self.pass })
        #expect(
            cases.allSatisfy {
                $0.attribute(forName: "file")?.stringValue == $0.attribute(forName: "name")?.stringValue
            })
        #expect(cases.contains { $0.attribute(forName: "time")?.stringValue != "0.000" }, "virtual durations")
    }

    @Test func failuresNamePathLineAndColumnAndBadScriptsAreErrors() throws {
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.path + "/r.xml"
        let scripts = [
            "\(Self.pass)/return-keys.jsonl", "\(Self.bad)/expectations-fail.jsonl", "\(Self.bad)/not-json.jsonl",
            "\(Self.bad)/cut-off.jsonl",
        ]
        let result = try KeySimProcess.run(["replay"] + scripts + ["--junit", path])
        #expect(result.status == 65, "the exit code --junit does not change")
        let cases = try JUnitShape.check(try Self.read(path), tests: 4, failures: 1, errors: 1)
        let failure = try #require(cases[1].elements(forName: "failure").first)
        #expect(
            failure.attribute(forName: "message")?.stringValue
                == "\(Self.bad)/expectations-fail.jsonl:4:40: expected field 'note' to have text \"Hello\", found \"Hi\""
        )
        #expect(failure.attribute(forName: "type")?.stringValue == "expectation")
        let expected = try Self.read(KeySimProcess.root + "/\(Self.bad)/expectations-fail.expected")
        #expect(failure.stringValue.map { "exit 1\n" + $0 + "\n" } == expected, "the body is every failure as printed")
        let error = try #require(cases[2].elements(forName: "error").first)
        #expect(error.attribute(forName: "type")?.stringValue == "bad-data")
        #expect(
            error.attribute(forName: "message")?.stringValue
                == "\(Self.bad)/not-json.jsonl:3:22: error: expected ',' or '}' after an object member, found end of file"
        )
        let warning = try #require(cases[3].elements(forName: "system-err").first)
        #expect(
            warning.stringValue?.hasPrefix("\(Self.bad)/cut-off.jsonl:5:1: warning: the last line is incomplete")
                == true)
        #expect(cases[3].elements(forName: "failure").isEmpty && cases[0].children?.isEmpty != false)
    }

    @Test func oneScriptWritesAReportAndKeepsItsResultAndExitCode() throws {
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.path + "/one.xml"
        let script = "\(Self.bad)/expectations-fail.jsonl"
        let result = try KeySimProcess.run(["replay", script, "--junit", path])
        #expect(result.status == 1)
        #expect(result.standardOutput == (try KeySimProcess.run(["replay", script])).standardOutput, "the result JSON")
        let cases = try JUnitShape.check(try Self.read(path), tests: 1, failures: 1, errors: 0)
        #expect(cases[0].attribute(forName: "classname")?.stringValue == Self.bad)
        // The virtual time the replay reached: the last line's 't' (580 ms), whatever the machine.
        #expect(cases[0].attribute(forName: "time")?.stringValue == "0.580")
    }

    @Test func theSameScriptsGiveTheSameReportBytesWhateverTheJobs() throws {
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scripts = ReplayFixtureTests.scripts(in: "bad").prefix(8) + ReplayFixtureTests.scripts(in: "pass").prefix(4)
        _ = try KeySimProcess.run(["replay"] + scripts + ["--junit", folder.path + "/1.xml"])
        _ = try KeySimProcess.run(["replay"] + scripts + ["--jobs", "2", "--junit", folder.path + "/2.xml"])
        let first = try #require(FileManager.default.contents(atPath: folder.path + "/1.xml"))
        #expect(first.count > 1000)
        #expect(first == FileManager.default.contents(atPath: folder.path + "/2.xml"))
    }

    @Test func textFromAScriptIsEscapedEmojiHangulQuotesAndControlCharactersToo() throws {
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.path + "/hostile.jsonl"
        try """
        {"t": 0, "focus": "email"}
        {"t": 100, "expect": {"field": "email", "text": "😀 한글 \\"q\\" 'a' <b>&amp; \\u0000\\u001b[31m"}}

        """.write(toFile: script, atomically: true, encoding: .utf8)
        let result = try KeySimProcess.run(["replay", script, "--junit", folder.path + "/r.xml"])
        #expect(result.status == 1, "\(result.standardError)")
        let report = try Self.read(folder.path + "/r.xml")
        #expect(!report.contains("\u{0}") && !report.contains("\u{1B}"))
        let cases = try JUnitShape.check(report, tests: 1, failures: 1, errors: 0)
        let message = try #require(
            cases[0].elements(forName: "failure").first?.attribute(forName: "message")?.stringValue)
        #expect(message.hasPrefix(script + ":2:"))
        #expect(message.contains("😀 한글"), "\(message)")
        #expect(message.contains("<b>&amp;"), "\(message)")
    }

    @Test func aReportThatCannotBeWrittenIsExit66BeforeAnythingIsReplayed() throws {
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let notAFolder = folder.path + "/file"
        FileManager.default.createFile(atPath: notAFolder, contents: Data())
        let result = try KeySimProcess.run(["replay", Self.pass, "--junit", notAFolder + "/r.xml"])
        #expect(result.status == 66)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "keysim replay: error: cannot write the JUnit report to \(notAFolder)/r.xml\n")
    }

    @Test func aResultThatCannotBeWrittenIsAnErrorInTheReportToo() throws {
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let notAFolder = folder.path + "/file"
        FileManager.default.createFile(atPath: notAFolder, contents: Data())
        let script = "\(Self.pass)/return-keys.jsonl"
        let result = try KeySimProcess.run([
            "replay", script, "--result", notAFolder + "/r.json", "--junit", folder.path + "/r.xml",
        ])
        #expect(result.status == 66)
        let cases = try JUnitShape.check(try Self.read(folder.path + "/r.xml"), tests: 1, failures: 0, errors: 1)
        let error = try #require(cases[0].elements(forName: "error").first)
        #expect(
            error.attribute(forName: "message")?.stringValue
                == "keysim replay: error: cannot write the result to \(notAFolder)/r.json")
        #expect(error.attribute(forName: "type")?.stringValue == "missing-file")
    }

    @Test func theJSONSummaryReplacesTheLines() throws {
        let scripts = [
            "\(Self.pass)/return-keys.jsonl", "\(Self.bad)/expectations-fail.jsonl", "\(Self.bad)/unknown-scene.jsonl",
        ]
        let result = try KeySimProcess.run(["replay"] + scripts + ["--json"])
        #expect(result.status == 65)
        let summary = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(summary["passed"] as? Int == 1)
        #expect(summary["failed"] as? Int == 2)
        let entries = try #require(summary["scripts"] as? [[String: Any]])
        #expect(entries.map { $0["path"] as? String } == scripts)
        #expect(entries.map { $0["status"] as? String } == ["pass", "fail", "error"])
        #expect(entries[0]["message"] == nil)
        #expect(
            entries[1]["message"] as? String
                == "\(Self.bad)/expectations-fail.jsonl:4:40: expected field 'note' to have text \"Hello\", found \"Hi\""
        )
        #expect(entries[1]["duration"] as? Double == 0.58)
        #expect(
            result.standardOutput.hasPrefix("{\n  \"failed\": 2,\n  \"passed\": 1,\n  \"scripts\": ["), "sorted keys")
        let one = try KeySimProcess.run(["replay", scripts[0], "--json"])
        #expect(one.status == 0)
        #expect(
            one.standardOutput == """
                {
                  "failed": 0,
                  "passed": 1,
                  "scripts": [
                    {
                      "duration": 3.6,
                      "path": "\(scripts[0])",
                      "status": "pass"
                    }
                  ]
                }

                """, "one script's summary, not its result")
    }

    @Test(arguments: [2, 3])
    func theSharesOfTheFixtureFolderReplayEachScriptOnce(count: Int) throws {
        var replayed: [String] = []
        for index in 1...count {
            let result = try KeySimProcess.run(["replay", Self.pass, "--shard", "\(index)/\(count)", "--jobs", "2"])
            #expect(result.status == 0, "\(result.standardError)")
            let lines = result.standardOutput.split(separator: "\n").dropLast()
            replayed += lines.map { String($0.split(separator: " ")[1]) }
        }
        #expect(replayed.sorted() == ReplayFixtureTests.scripts(in: "pass"))
    }

    @Test func anEmptyShareRunsNothingAndWritesAnEmptySuite() throws {
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.path + "/empty.xml"
        let result = try KeySimProcess.run([
            "replay", "\(Self.pass)/return-keys.jsonl", "--shard", "2/2", "--junit", path,
        ])
        #expect(result.status == 0)
        #expect(result.standardOutput == "0 passed, 0 failed\n")
        #expect(result.standardError == "")
        try JUnitShape.check(try Self.read(path), tests: 0, failures: 0, errors: 0)
        #expect(try Self.read(path).contains("<property name=\"shard\" value=\"2/2\"/>"))
    }

    @Test func timingsFromAPreviousReportBalanceTheSharesAndMayBeTheReportRewritten() throws {
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scripts = ["return-keys", "keyboard-types", "combo-box", "label-and-prompt"].map {
            "\(Self.pass)/\($0).jsonl"
        }
        let path = folder.path + "/timings.xml"
        // keyboard-types takes as long as the three others together.
        try """
        <testsuites><testsuite name="earlier">
        <testcase name="\(scripts[0])" time="1.000"/><testcase name="\(scripts[1])" time="3.000"/>
        <testcase name="\(scripts[2])" time="1.000"/><testcase name="\(scripts[3])" time="1.000"/>
        </testsuite></testsuites>
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let first = try KeySimProcess.run(
            ["replay"] + scripts + ["--shard", "1/2", "--shard-timings", path, "--junit", path])
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardOutput == "PASS \(scripts[1]) (29 checks)\n1 passed, 0 failed\n")
        try JUnitShape.check(try Self.read(path), tests: 1, failures: 0, errors: 0)
        let second = try KeySimProcess.run(
            ["replay"] + scripts + ["--shard", "2/2", "--shard-timings", folder.path + "/none.xml"])
        #expect(second.status == 66)
        #expect(
            second.standardError == "keysim replay: error: cannot read the shard timings in \(folder.path)/none.xml\n")
    }

    @Test func theSharesReportsOfTheLastRunInAFolderBalanceTheNext() throws {
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scripts = ["return-keys", "keyboard-types", "combo-box", "label-and-prompt", "globe-cycling"].map {
            "\(Self.pass)/\($0).jsonl"
        }
        for index in 1...2 {
            let result = try KeySimProcess.run(
                ["replay"] + scripts + ["--shard", "\(index)/2", "--junit", folder.path + "/last/shard-\(index).xml"])
            #expect(result.status == 0, "\(result.standardError)")
        }
        let timings = try Shard.timings(at: folder.path + "/last")
        #expect(timings.keys.sorted() == scripts.sorted(), "every script's time, from both reports")
        let milliseconds = Shard.milliseconds(of: scripts, timings: timings)
        var replayed: [String] = []
        var loads: [Int] = []
        for index in 1...2 {
            let result = try KeySimProcess.run(
                ["replay"] + scripts + ["--shard", "\(index)/2", "--shard-timings", folder.path + "/last", "--json"])
            #expect(result.status == 0, "\(result.standardError)")
            let summary = try #require(
                try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
            let paths = try #require((summary["scripts"] as? [[String: Any]])?.compactMap { $0["path"] as? String })
            replayed += paths
            loads.append(paths.reduce(0) { $0 + milliseconds[scripts.firstIndex(of: $1)!] })
        }
        #expect(replayed.sorted() == scripts.sorted())
        let total = milliseconds.reduce(0, +)
        #expect(2 * loads.max()! <= total + milliseconds.max()!, "\(loads) of \(milliseconds)")
    }

    @Test func ciRunsTheREADMEsTestCommandFirstThenReplaysTheFixturesIntoAJUnitReport() throws {
        let lines = try Self.read(KeySimProcess.root + "/.ci/run").split(separator: "\n")
            .filter { !$0.hasPrefix("#") && !$0.hasPrefix("set ") && !$0.hasPrefix("cd ") }
        #expect(lines.first == "make test")
        #expect(
            lines.contains {
                $0.contains("keysim replay \(Self.pass)") && $0.contains("--junit .build/junit/replay-pass.xml")
            })
        #expect(lines.last == "Benchmarks/check.sh")
    }

    @Test(arguments: [
        (["--shard", "0/3"], "'--shard 0/3': K must be from 1 to 3"),
        (["--shard", "4/3"], "'--shard 4/3': K must be from 1 to 3"),
        (["--shard", "a/b"], "'--shard' needs K/N, share K of N (e.g. 2/4), not 'a/b'"),
        (["--shard", "3"], "'--shard' needs K/N, share K of N (e.g. 2/4), not '3'"),
        (["--shard-timings", "r.xml"], "'--shard-timings' goes with '--shard K/N'"),
        (["--junti", "r.xml"], "unknown option '--junti'. Did you mean '--junit'?"),
        (["--shrad", "1/2"], "unknown option '--shrad'. Did you mean '--shard'?"),
        (["--junit"], "'--junit' needs a value"),
    ])
    func badReportAndShardOptionsAreUsageErrors(arguments: [String], message: String) throws {
        let result = try KeySimProcess.run(["replay", "\(Self.pass)/return-keys.jsonl"] + arguments)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("keysim replay: error: \(message)\nUsage: keysim replay "))
        #expect(result.standardError.hasSuffix("See 'keysim replay --help'.\n"))
        #expect(result.standardOutput == "")
    }
}
