import Foundation
import Testing

/// `keysim replay` with the dictionaries broken: an error naming the file and the documented
/// exit code, never a crash; a replay that never types into a correcting field needs none.
struct ReplayDictionaryTests {
    /// A KeySim home with everything but the dictionaries, which `dictionaries` writes.
    static func home(dictionaries: [String: String]?) throws -> URL {
        let home = try KeySimProcess.temporaryFolder()
        try FileManager.default.createDirectory(
            at: home.appendingPathComponent("Assets"), withIntermediateDirectories: true)
        for folder in ["Layouts", "Assets/Devices", "Assets/Timings", "Assets/Scenes", "Assets/Themes", "Assets/Icons"]
        {
            try FileManager.default.copyItem(
                atPath: KeySimProcess.root + "/" + folder, toPath: home.path + "/" + folder)
        }
        if let dictionaries {
            let folder = home.appendingPathComponent("Assets/Dictionaries")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, text) in dictionaries {
                try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
        }
        let script = """
            {"keysim": 1, "scene": "demo"}
            {"t": 0, "focus": "name"}
            {"t": 300, "type": "Ann "}

            """
        try script.write(to: home.appendingPathComponent("typing.jsonl"), atomically: true, encoding: .utf8)
        return home
    }

    @Test func aDamagedDictionaryStopsTheReplayNamingItsLine() throws {
        let shipped = try String(contentsOfFile: KeySimProcess.root + "/Assets/Dictionaries/en_US.txt", encoding: .utf8)
        let lines = shipped.split(separator: "\n", omittingEmptySubsequences: false)
        let damaged = (lines.prefix(3) + ["hello\tlots"] + lines.dropFirst(3)).joined(separator: "\n")
        let home = try Self.home(dictionaries: ["en_US.txt": damaged])
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try KeySimProcess.run(
            ["replay", home.path + "/typing.jsonl"], environment: ["KEYSIM_HOME": home.path])
        #expect(result.status == 65, "\(result.standardError)")
        #expect(result.standardError.contains("\(home.path)/typing.jsonl:2:1: error: focus line needs a dictionary"))
        #expect(
            result.standardError.contains("\(home.path)/Assets/Dictionaries/en_US.txt:4:"), "\(result.standardError)")
    }

    @Test func aMissingDictionariesFolderIsAServiceUnavailable() throws {
        let home = try Self.home(dictionaries: nil)
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try KeySimProcess.run(
            ["replay", home.path + "/typing.jsonl"], environment: ["KEYSIM_HOME": home.path])
        #expect(result.status == 69, "\(result.standardError)")
        #expect(
            result.standardError.contains(
                "\(home.path)/Assets/Dictionaries: error: no dictionaries folder here"), "\(result.standardError)")
    }

    @Test func aLanguageWithoutADictionaryTypesOnAndSaysSoOnce() throws {
        let home = try Self.home(dictionaries: ["de_DE.txt": "x"])
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try KeySimProcess.run(
            ["replay", home.path + "/typing.jsonl"], environment: ["KEYSIM_HOME": home.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardError
                == "\(home.path)/typing.jsonl: note: no dictionary for the 'en_US' keyboard: its fields type without "
                + "autocorrection, suggestions or spell checking\n")
    }
}
