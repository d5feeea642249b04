import Foundation
import Testing

/// `keysim lint --scene`, run as a user runs it: a scene's accessibility findings as lines or
/// JSON, `--strict`, and the errors of a scene that is not there or does not load.
struct LintSceneCommandTests {
    @Test func theDemoSceneHasWarningsOnlyAndPassesUnlessStrict() throws {
        let result = try KeySimProcess.run(["lint", "--scene", "demo"])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.last?.hasPrefix("0 errors, ") == true)
        #expect(lines.last?.hasSuffix(" in 1 file") == true)
        #expect(lines.dropLast().allSatisfy { $0.contains("Assets/Scenes/demo.json:") && $0.contains(": warning: ") })
        for rule in ["[contrast]", "[touch-target]", "[text-cutoff]"] {
            #expect(lines.contains { $0.hasSuffix(rule) }, "a \(rule) finding")
        }
        #expect(
            lines.contains {
                $0.hasSuffix(
                    "demo.json:4:47: warning: prompts are 1.6:1 against the field in the light theme, #C7C7CD on "
                        + "#FFFFFF: under WCAG's 4.5:1 (iOS's own placeholder grey, #3C3C43 at 30%, is 1.7:1 on "
                        + "white); 18 fields show them [contrast]")
            })
        let strict = try KeySimProcess.run(["lint", "--scene", "demo", "--strict"])
        #expect(strict.status == 1)
    }

    @Test func jsonGivesEachFindingWithItsRuleAndPosition() throws {
        let result = try KeySimProcess.run(["lint", "--scene", "sign-up", "--format", "json"])
        #expect(result.status == 0)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(json["errors"] as? Int == 0)
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(!findings.isEmpty)
        #expect(
            findings.allSatisfy { $0["line"] is Int && $0["column"] is Int && $0["severity"] as? String == "warning" })
    }

    @Test func aFieldWithoutANameIsAnErrorAndExits1() throws {
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("nameless.json").path
        try #"{"title": "T", "fields": [{"id": "a"}]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try KeySimProcess.run(["lint", "--scene", path])
        #expect(result.status == 1)
        #expect(
            result.standardOutput.hasPrefix(
                path + ":1:34: error: field 'a' has neither a 'label' nor a 'prompt': VoiceOver has nothing to "
                    + "call it but \"text field\" [no-accessible-name]\n"))
    }

    @Test(arguments: [
        (
            ["lint", "--scene", "dmeo"], Int32(66),
            "keysim lint: error: no scene 'dmeo'; did you mean 'demo'? Scenes: address, checkout, demo, japanese, "
                + "korean, languages, payment, search, sign-up (or give a path to a scene file)"
        ),
        (
            ["lint", "--scene", "demo", "Layouts"], 64,
            "keysim lint: error: '--scene' checks one scene; check layout files in a run of their own"
        ),
        (
            ["lint", "--device", "iphone-15"], 64,
            "keysim lint: error: '--device' goes with '--scene' (layouts are checked on every device)"
        ),
        (
            ["lint", "--scene", "demo", "--device", "iphone15"], 64,
            "keysim lint: error: no device 'iphone15'; did you mean 'iphone-15'?"
        ),
    ])
    func aMissingSceneOrAMisusedOptionSaysWhat(arguments: [String], status: Int32, message: String) throws {
        let result = try KeySimProcess.run(arguments)
        #expect(result.status == status)
        #expect(
            result.standardError.split(separator: "\n").first.map(String.init)?.hasPrefix(message) == true,
            "\(result.standardError)")
    }

    @Test func helpListsTheSceneRules() throws {
        let result = try KeySimProcess.run(["lint", "--help"])
        for rule in ["no-accessible-name", "touch-target", "contrast", "text-cutoff", "--scene NAME|FILE"] {
            #expect(result.standardOutput.contains(rule), "\(rule)")
        }
    }
}
