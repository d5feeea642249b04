import Foundation
import Testing

/// The replay fixtures in `Tests/Fixtures/replay`, run through the built `keysim` binary.
///
/// `pass/*.jsonl` must replay with every expectation holding, twice with the same bytes,
/// and match their golden result (`*.result.json`; a missing golden is recorded and the
/// test fails; `KEYSIM_RECORD=1` re-records; a mismatch writes `*.result.actual.json`).
/// `bad/*.jsonl` must give exactly the exit code and standard error in `*.expected`.
struct ReplayFixtureTests {
    static let folder = "Tests/Fixtures/replay"

    static func scripts(in subfolder: String) -> [String] {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: KeySimProcess.root + "/\(folder)/\(subfolder)")) ?? []
        return names.filter { $0.hasSuffix(".jsonl") }.sorted().map { "\(folder)/\(subfolder)/\($0)" }
    }

    @Test func thereAreFixturesOfBothKinds() {
        #expect(Self.scripts(in: "pass").count >= 10)
        #expect(Self.scripts(in: "bad").count >= 14)
    }

    @Test(arguments: scripts(in: "pass"))
    func passingFixtureReplaysDeterministicallyAndMatchesItsGolden(script: String) throws {
        let log1 = FileManager.default.temporaryDirectory.appendingPathComponent("keysim-\(UUID().uuidString).jsonl")
            .path
        let log2 = log1 + ".2"
        defer {
            try? FileManager.default.removeItem(atPath: log1)
            try? FileManager.default.removeItem(atPath: log2)
        }
        let first = try KeySimProcess.run(["replay", script, "--log", log1])
        let second = try KeySimProcess.run(["replay", script, "--log", log2])
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardError == "")
        #expect(first.standardOutput == second.standardOutput, "the same replay gives the same result bytes")
        let logs = (FileManager.default.contents(atPath: log1), FileManager.default.contents(atPath: log2))
        #expect(logs.0 != nil && logs.0 == logs.1, "the same replay gives the same log bytes")
        #expect((logs.0?.count ?? 0) > 0)
        try Golden.check(
            first.standardOutput,
            against: KeySimProcess.root + "/" + script.replacingOccurrences(of: ".jsonl", with: ".result.json"))
    }

    @Test(arguments: scripts(in: "bad"))
    func badFixtureGivesItsExactMessageAndExitCode(script: String) throws {
        let expectedPath = KeySimProcess.root + "/" + script.replacingOccurrences(of: ".jsonl", with: ".expected")
        let expected = try String(contentsOfFile: expectedPath, encoding: .utf8)
        let result = try KeySimProcess.run(["replay", script])
        #expect("exit \(result.status)\n" + result.standardError == expected)
        if result.status == 65 || result.status == 66 {
            #expect(result.standardOutput == "", "no result is written for a script that did not replay to its end")
        }
    }

    @Test func folderOfScriptsPrintsALineEachAndTheTally() throws {
        let result = try KeySimProcess.run(["replay", "\(Self.folder)/pass", "--jobs", "2"])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        let count = Self.scripts(in: "pass").count
        #expect(lines.count == count + 1)
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("PASS \(Self.folder)/pass/") })
        #expect(lines.last == "\(count) passed, 0 failed")
    }

    @Test func aFailingScriptAmongSeveralFailsTheRunButAllAreReplayed() throws {
        let result = try KeySimProcess.run([
            "replay", "\(Self.folder)/pass/return-keys.jsonl", "\(Self.folder)/bad/expectations-fail.jsonl",
            "\(Self.folder)/pass/keyboard-types.jsonl",
        ])
        #expect(result.status == 1)
        #expect(
            result.standardOutput == """
                PASS \(Self.folder)/pass/return-keys.jsonl (10 checks)
                FAIL \(Self.folder)/bad/expectations-fail.jsonl (4 of 5 checks failed)
                PASS \(Self.folder)/pass/keyboard-types.jsonl (29 checks)
                2 passed, 1 failed

                """)
        #expect(result.standardError.split(separator: "\n").count == 4)
    }

    @Test func resultFileHoldsWhatStdoutWouldAndSecureTextNeedsRevealing() throws {
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = "\(Self.folder)/pass/secure-filters-and-limits.jsonl"
        let toFile = try KeySimProcess.run(["replay", script, "--result", folder.path + "/r.json"])
        #expect(toFile.status == 0)
        #expect(toFile.standardOutput == "")
        let written = try String(contentsOfFile: folder.path + "/r.json", encoding: .utf8)
        #expect(written == (try KeySimProcess.run(["replay", script])).standardOutput)
        #expect(written.contains("\"text\": \"•••••••\""))
        #expect(!written.contains("Secret1"))
        let revealed = try KeySimProcess.run(["replay", script, "--reveal-secure"])
        #expect(revealed.standardOutput.contains("\"text\": \"Secret1\""))
    }

    /// `--result /dev/null` once replaced the device with a regular file (the result was
    /// written beside the path and renamed over it); a link shows the same without harm.
    @Test func outputFilesAreWrittenWhereTheirPathPointsNotReplaced() throws {
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = "\(Self.folder)/pass/combo-box.jsonl"
        for option in ["--result", "--log"] {
            let target = folder.path + "/target\(option)"
            let link = folder.path + "/link\(option)"
            FileManager.default.createFile(atPath: target, contents: Data("old".utf8))
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
            let result = try KeySimProcess.run(["replay", script, option, link])
            #expect(result.status == 0, "\(result.standardError)")
            let kind = try FileManager.default.attributesOfItem(atPath: link)[.type] as? FileAttributeType
            #expect(kind == .typeSymbolicLink, "\(option) left the link a link")
            let written = try String(contentsOfFile: target, encoding: .utf8)
            #expect(written.hasPrefix(option == "--result" ? "{" : "{\"event\""), "\(option) wrote through the link")
        }
    }

    @Test func resultsThatCannotBeWrittenAreErrorsNotPasses() throws {
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let notAFolder = folder.path + "/file"
        FileManager.default.createFile(atPath: notAFolder, contents: Data())
        let scripts = ["\(Self.folder)/pass/combo-box.jsonl", "\(Self.folder)/pass/label-and-prompt.jsonl"]
        let result = try KeySimProcess.run(["replay"] + scripts + ["--result", notAFolder])
        #expect(result.status != 0)
        #expect(result.standardOutput.hasSuffix("0 passed, 2 failed\n"))
        #expect(result.standardError.contains("cannot write the result to \(notAFolder)/combo-box.result.json"))
    }

    @Test func scriptWithoutHeaderUsesTheDemoSceneOnAnIPhone15() throws {
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.path + "/plain.jsonl"
        try """
        {"t": 0, "focus": "email"}
        {"t": 100, "type": "me@example.org"}
        {"t": 200, "expect": {"field": "email", "text": "me@example.org", "layout": "email", "valid": true}}

        """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try KeySimProcess.run(["replay", path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("\"device\": \"iphone-15\""))
        #expect(result.standardOutput.contains("\"scene\": \"demo\""))
    }

    @Test(arguments: [
        (["replay"], 64, "keysim replay: error: give at least one script or folder of scripts\n"),
        (
            ["replay", "x.jsonl", "--jobs", "0"], 64,
            "keysim replay: error: '--jobs' needs a whole number of 1 or more\n"
        ),
        (["replay", "/nonexistent/s.jsonl"], 66, "/nonexistent/s.jsonl: error: no such file or folder\n"),
    ])
    func commandLineProblemsGetTheirExitCodes(arguments: [String], status: Int32, firstLine: String) throws {
        let result = try KeySimProcess.run(arguments)
        #expect(result.status == status)
        #expect(result.standardError.hasPrefix(firstLine))
    }

    @Test func unknownDeviceOnTheCommandLineIsAUsageErrorWithASuggestion() throws {
        let result = try KeySimProcess.run(["replay", "\(Self.folder)/pass/return-keys.jsonl", "--device", "iphone-SE"])
        #expect(result.status == 0, "device names ignore case")
        let bad = try KeySimProcess.run(["replay", "\(Self.folder)/pass/return-keys.jsonl", "--device", "iphone-es"])
        #expect(bad.status == 64)
        #expect(bad.standardError.hasPrefix("keysim replay: error: no device 'iphone-es'; did you mean 'iphone-se'?"))
    }
}
