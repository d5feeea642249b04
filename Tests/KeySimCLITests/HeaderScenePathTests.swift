import Foundation
import Testing

/// A script header's scene path is relative to the script's folder, wherever `keysim replay`
/// is run from and however the script's path is written.
struct HeaderScenePathTests {
    @Test(arguments: [
        // (the folder keysim runs in, relative to the temporary root; the script's path as typed)
        ("tests", "a.jsonl"), ("tests", "./a.jsonl"), ("", "tests/a.jsonl"), ("other", "../tests/a.jsonl"),
        ("tests", "../tests/a.jsonl"),
    ])
    func aSceneBesideTheScriptsFolderIsFound(directory: String, script: String) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("keysim-header-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["tests", "other"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(
            atPath: KeySimProcess.root + "/Assets/Scenes/sign-up.json",
            toPath: root.appendingPathComponent("form.json").path)
        try """
        {"keysim": 1, "scene": "../form.json"}
        {"t": 0, "focus": "username"}
        {"t": 300, "expect": {"focused": "username"}}

        """.write(to: root.appendingPathComponent("tests/a.jsonl"), atomically: true, encoding: .utf8)
        let output = try ProcessRunner.run(
            try KeySimProcess.executable, ["replay", script], directory: root.appendingPathComponent(directory).path)
        let errors = String(decoding: output.standardError, as: UTF8.self)
        #expect(output.status == 0, "\(errors)")
        #expect(errors == "")
        #expect(String(decoding: output.standardOutput, as: UTF8.self).contains(#""scene": "form""#))
    }
}
