import Foundation
import Testing

/// `keysim lint`, run as a user runs it.
struct LintCommandTests {
    static let usage = """
        Usage: keysim lint [FILE|FOLDER...]
               keysim lint --scene NAME|FILE [--device NAME]
               (all: [--format text|json] [--strict] [--theme light|dark|FILE])
        """

    /// Writes files into a fresh folder and returns it.
    static func folder(_ files: [String: String]) throws -> URL {
        let folder = try KeySimProcess.temporaryFolder()
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }

    static let padWithSmallDelete = """
        {"id": "pad", "name": "Pad", "serves": ["numberPad"], "layers": [
          {"id": "digits", "rows": [["1", "2", "3", "4", "5", "6", "7", "8", "9", {"key": "delete", "width": 0.5}]]}
        ]}
        """

    @Test func shippedLayoutsLintWithoutErrors() throws {
        let result = try KeySimProcess.run(["lint"])
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardError == "")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        let summary = try #require(lines.last)
        #expect(summary.hasPrefix("0 errors, ") && summary.hasSuffix(" warnings in 21 files"), "\(summary)")
        for line in lines.dropLast() {
            #expect(line.contains("/Layouts/") && line.contains(": warning: ") && line.hasSuffix("]"), "\(line)")
        }
    }

    @Test func strictFailsOnTheShippedWarnings() throws {
        let result = try KeySimProcess.run(["lint", "--strict"])
        #expect(result.status == 1)
        #expect(
            result.standardOutput.contains(": warning: layout 'url' types letters but has no space key on any layer"))
    }

    @Test func jsonGivesEveryFindingWithItsPlaceSeverityAndRule() throws {
        let result = try KeySimProcess.run(["lint", "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(object["errors"] as? Int == 0)
        #expect(object["files"] as? Int == 21)
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == object["warnings"] as? Int)
        let url = try #require(findings.first { ($0["path"] as? String)?.hasSuffix("Layouts/url.json") == true })
        #expect(url["line"] as? Int == 2 && url["column"] as? Int == 9)
        #expect(url["severity"] as? String == "warning")
        #expect(url["rule"] as? String == "missing-key")
        #expect(url["message"] as? String == "layout 'url' types letters but has no space key on any layer")
    }

    /// `{"key": "layer:emoji"}` with no `action` types the text `layer:emoji`: lint says so at
    /// its line and suggests the action, and `Shift` gets a warning naming the reserved id.
    @Test func aKeyWhoseIdLooksLikeAnActionIsFoundAtItsLine() throws {
        let folder = try Self.folder([
            "moji.json": """
            {"id": "moji", "name": "Moji", "layers": [
              {"id": "digits", "rows": [
                ["1", "2", "3", "delete"],
                [{"key": "layer:emoji", "label": "😀"}, {"key": "Shift", "shifted": "SHIFT"}, "0", "4"]
              ]}
            ]}
            """
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("moji.json").path
        let result = try KeySimProcess.run(["lint", path])
        #expect(result.status == 1)
        #expect(
            result.standardOutput == """
                \(path):4:6: error: key 'layer:emoji' types the text 'layer:emoji': an id does not switch layers; to show layer 'emoji', give it "action": "layer:emoji" [action-id]
                \(path):4:44: warning: key 'Shift' types the text 'Shift'; did you mean the reserved key 'shift'? Write "shift" as its id, or give it "action": "shift" [action-id]
                1 error, 1 warning in 1 file

                """)
    }

    @Test func errorsInAFileExit1WithEachFindingAndTheSummary() throws {
        let folder = try Self.folder([
            "bad.json": """
            {"id": "bad", "name": "Bad", "serves": ["default"], "layers": [
              {"id": "letters", "rows": [["q", {"key": "numbers", "width": 2}]]}
            ]}
            """,
            "pad.json": Self.padWithSmallDelete,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try KeySimProcess.run(["lint", folder.path])
        let path = folder.path
        #expect(result.status == 1)
        #expect(
            result.standardOutput == """
                \(path)/bad.json:2:36: error: key 'numbers' switches to layer 'numbers', which layout 'bad' does not have; its layers are: 'letters' [load]
                \(path)/pad.json:2:75: error: key 'delete' is 19.7×216 pt to touch on iphone-se, under the minimum 28×28 pt on 3 of 8 device profiles [touch-target]
                2 errors, 0 warnings in 2 files

                """)
        #expect(result.standardError == "")
    }

    @Test func aFileGivenAloneIsNotCheckedForCoverage() throws {
        let folder = try Self.folder(["pad.json": Self.padWithSmallDelete.replacingOccurrences(of: "0.5", with: "1.5")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try KeySimProcess.run(["lint", folder.path + "/pad.json"])
        #expect(file.status == 0, "\(file.standardOutput)")
        #expect(file.standardOutput == "0 errors, 0 warnings in 1 file\n")
        let whole = try KeySimProcess.run(["lint", folder.path])
        #expect(whole.status == 1, "no layout serves 'default': \(whole.standardOutput)")
        #expect(whole.standardOutput.contains("error: no layout serves keyboard types 'default', "))
    }

    @Test func warningsPassUnlessStrict() throws {
        let folder = try Self.folder([
            "pad.json": """
            {"id": "pad", "name": "Pad", "layers": [
              {"id": "digits", "rows": [["1", "2", "3"], [{"key": "0", "alternates": ["0"]}, "delete"]]}
            ]}
            """
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.path + "/pad.json"
        let relaxed = try KeySimProcess.run(["lint", file])
        #expect(relaxed.status == 0)
        #expect(
            relaxed.standardOutput == """
                \(file):2:46: warning: this row of layer 'digits' is 2 units wide, narrower than most of its rows (3): it is centred with 0.5 units of empty space at each side [row-width]
                \(file):2:75: warning: alternate '0' of key '0' repeats what the key types; long-press choices should differ from it [alternates]
                0 errors, 2 warnings in 1 file

                """)
        let strict = try KeySimProcess.run(["lint", file, "--strict"])
        #expect(strict.status == 1)
        #expect(strict.standardOutput == relaxed.standardOutput)
    }

    @Test func missingPathExits66() throws {
        let result = try KeySimProcess.run(["lint", "/nonexistent/keysim.json"])
        #expect(result.status == 66)
        #expect(result.standardError == "keysim: /nonexistent/keysim.json: error: no such file or folder\n")
        #expect(result.standardOutput == "")
    }

    @Test(arguments: [
        (["lint", "--stirct"], "unknown option '--stirct'. Did you mean '--strict'?"),
        (["lint", "--format", "jsno"], "'--format' is 'text' or 'json', not 'jsno'; did you mean 'json'?"),
        (["lint", "--format"], "'--format' needs a value"),
    ])
    func usageErrorsExit64WithTheUsageLine(arguments: [String], message: String) throws {
        let result = try KeySimProcess.run(arguments)
        #expect(result.status == 64)
        #expect(result.standardError == "keysim lint: error: \(message)\n\(Self.usage)\nSee 'keysim lint --help'.\n")
        #expect(result.standardOutput == "")
    }

    @Test func helpListsEveryRule() throws {
        let result = try KeySimProcess.run(["lint", "--help"])
        #expect(result.status == 0)
        for rule in [
            "load", "no-way-back", "unreachable-layer", "missing-key", "action-id", "alternates", "shifted-form",
            "row-width", "label-fit", "touch-target", "coverage", "missing-glyph",
        ] {
            #expect(result.standardOutput.contains("\n  \(rule) "), "\(rule)")
        }
    }
}
