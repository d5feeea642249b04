import Foundation
import Testing

/// `keysim evaluate`, run as a layout designer runs it.
struct EvaluateCommandTests {
    static func phrases(_ text: String) throws -> (folder: URL, path: String) {
        let folder = try KeySimProcess.temporaryFolder()
        let path = folder.appendingPathComponent("phrases.txt").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return (folder, path)
    }

    @Test func jsonHasTheDocumentedFieldsAndExactTapsChangeNothing() throws {
        let (folder, path) = try Self.phrases("see you tomorrow\nI don't know yet\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try KeySimProcess.run(["evaluate", "--phrases", path, "--sigma", "0", "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "phrases", "dictionary", "spelling", "device", "layout", "layer", "sigma", "seed", "repeat",
                "threshold",
                "method", "phraseCount",
                "words", "taps", "lostTaps", "uncorrected", "corrected", "keys", "mistakes",
            ])
        #expect(object["device"] as? String == "iphone-15" && object["layout"] as? String == "default")
        #expect(object["method"] as? String == "keyboard", "typed on the keyboard unless --decoder-only")
        #expect(
            object["spelling"] as? String == "/usr/share/hunspell/en_US.dic", "Hunspell's en_US, which make installs")
        #expect(object["words"] as? Int == 7 && object["phraseCount"] as? Int == 2 && object["sigma"] as? Double == 0)
        let corrected = try #require(object["corrected"] as? [String: Any])
        #expect(corrected["accuracy"] as? Double == 1 && corrected["broken"] as? Int == 0)
        #expect(Set(corrected.keys) == ["right", "accuracy", "fixed", "broken"])
        let uncorrected = try #require(object["uncorrected"] as? [String: Any])
        #expect(uncorrected["right"] as? Int == 7)
        let keys = try #require(object["keys"] as? [[String: Any]])
        #expect(keys.allSatisfy { Set($0.keys) == ["key", "taps", "errors", "rate"] })
        #expect((object["mistakes"] as? [Any])?.isEmpty == true)
    }

    @Test func theTableSaysBothAccuraciesAndTheSameSeedPrintsTheSame() throws {
        let arguments = ["evaluate", "--sigma", "12", "--seed", "5", "--mistakes", "3"]
        let result = try KeySimProcess.run(arguments)
        #expect(result.status == 0, "\(result.standardError)")
        let text = result.standardOutput
        #expect(text.contains("of 200 phrases from "), "the shipped phrases by default")
        #expect(text.contains("on iphone-15, layout default / letters, σ 12 pt, seed 5"))
        #expect(text.contains("typed on the keyboard into a text field (letters noised, spaces exact)"))
        #expect(text.contains("  as typed ") && text.contains("  with autocorrection "))
        #expect(text.contains("Errors per key"))
        #expect(try KeySimProcess.run(arguments).standardOutput == text)
    }

    /// Words Hunspell knows and the word list lacks are left alone; with the list alone they
    /// are corrected away (exact taps).
    @Test func hunspellKeepsInflectionsTheListLacksUnlessTheListIsAskedAlone() throws {
        let (folder, path) = try Self.phrases("stop overthinking it\nthe unfriendliest cat\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["evaluate", "--phrases", path, "--sigma", "0"]
        let both = try KeySimProcess.run(arguments + ["--json"])
        let alone = try KeySimProcess.run(arguments + ["--json", "--word-list-only"])
        #expect(both.status == 0 && alone.status == 0, "\(both.standardError)\(alone.standardError)")
        let withHunspell = try #require(
            try JSONSerialization.jsonObject(with: Data(both.standardOutput.utf8)) as? [String: Any])
        let withList = try #require(
            try JSONSerialization.jsonObject(with: Data(alone.standardOutput.utf8)) as? [String: Any])
        #expect((withHunspell["corrected"] as? [String: Any])?["broken"] as? Int == 0)
        #expect((withList["corrected"] as? [String: Any])?["broken"] as? Int == 2, "\(alone.standardOutput)")
        #expect(withList["spelling"] is NSNull)
        let table = try KeySimProcess.run(arguments)
        #expect(table.standardOutput.contains(" and Hunspell's /usr/share/hunspell/en_US.dic\n"))
        let tableAlone = try KeySimProcess.run(arguments + ["--word-list-only"])
        #expect(tableAlone.standardOutput.contains("Assets/Dictionaries/en_US.txt alone\n"))
    }

    @Test func theDecoderAloneIsAnOptionAndEachWayGivesTheSameBytesForASeed() throws {
        let (folder, path) = try Self.phrases("see you tomorrow\nI don't know yet\nlet's grab lunch together\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let keyboard = ["evaluate", "--phrases", path, "--sigma", "12", "--seed", "3", "--repeat", "4", "--json"]
        let decoder = keyboard + ["--decoder-only"]
        let onKeys = try KeySimProcess.run(keyboard)
        let decoded = try KeySimProcess.run(decoder)
        #expect(onKeys.status == 0 && decoded.status == 0, "\(onKeys.standardError)\(decoded.standardError)")
        #expect(try KeySimProcess.run(keyboard).standardOutput == onKeys.standardOutput)
        #expect(try KeySimProcess.run(decoder).standardOutput == decoded.standardOutput)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(decoded.standardOutput.utf8)) as? [String: Any])
        #expect(object["method"] as? String == "decoder" && object["words"] as? Int == 44)
        let table = try KeySimProcess.run(Array(keyboard.dropLast()) + ["--decoder-only"])
        #expect(table.standardOutput.contains("decoded word by word with the decoder directly (spaces exact)"))
        let timed = try KeySimProcess.run(Array(keyboard.dropLast()) + ["--timing"])
        #expect(
            timed.standardError.contains(
                "typed 12 phrases on the keyboard as typed and with autocorrection (44 words) in "),
            "\(timed.standardError)")
    }

    @Test(arguments: [
        (["--sigma", "x"], "'--sigma' needs a number of points from 0 to 100, not 'x'"),
        (["--sigma", "-1"], "'--sigma' needs a number of points from 0 to 100"),
        (["--seed", "-3"], "'--seed' needs a whole number from 0, not '-3'"),
        (["--repeat", "0"], "'--repeat' needs a whole number from 1 to 1000"),
        (["--threshold", "high"], "'--threshold' needs a number"),
        (["--device", "iphone-16"], "no device 'iphone-16'"),
        (["--layout", "defualt"], "no layout 'defualt'; did you mean 'default'?"),
        (["--sigam", "3"], "unknown option '--sigam'. Did you mean '--sigma'?"),
        (["phrases.txt"], "unexpected argument 'phrases.txt'"),
    ])
    func badArgumentsAreUsageErrors(arguments: [String], message: String) throws {
        let result = try KeySimProcess.run(["evaluate"] + arguments)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("keysim evaluate: error: \(message)"), "\(result.standardError)")
        #expect(result.standardError.contains("Usage: keysim evaluate"))
    }

    @Test func aMissingOrDamagedFileIsNamed() throws {
        let (folder, path) = try Self.phrases("see you\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try KeySimProcess.run(["evaluate", "--phrases", folder.path + "/none.txt"])
        #expect(missing.status == 66)
        #expect(missing.standardError == "keysim: \(folder.path)/none.txt: error: no such file or folder\n")
        let noDictionary = try KeySimProcess.run([
            "evaluate", "--phrases", path, "--dictionary", folder.path + "/none.txt",
        ])
        #expect(noDictionary.status == 66)
        let damaged = folder.appendingPathComponent("damaged.txt").path
        try "#keysim-dictionary 1\tlocale=en_US\twords=2\tsource=test\nthe\t222\nto\tmany\n"
            .write(toFile: damaged, atomically: true, encoding: .utf8)
        let bad = try KeySimProcess.run(["evaluate", "--phrases", path, "--dictionary", damaged])
        #expect(bad.status == 65)
        #expect(bad.standardError == "\(damaged):3:4: error: f must be a whole number from 0 to 255, not 'many'\n")
        let empty = folder.appendingPathComponent("empty.txt").path
        try "# nothing\n\n".write(toFile: empty, atomically: true, encoding: .utf8)
        let nothing = try KeySimProcess.run(["evaluate", "--phrases", empty])
        #expect(nothing.status == 65)
        #expect(nothing.standardError.contains("no phrase to type"))
    }

    @Test func aMissingShippedDictionaryIsAServiceUnavailable() throws {
        let home = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(
            at: home.appendingPathComponent("Assets"), withIntermediateDirectories: true)
        for folder in ["Layouts", "Assets/Devices", "Assets/Phrases"] {
            try FileManager.default.copyItem(
                atPath: KeySimProcess.root + "/" + folder, toPath: home.path + "/" + folder)
        }
        let result = try KeySimProcess.run(["evaluate"], environment: ["KEYSIM_HOME": home.path])
        #expect(result.status == 69)
        #expect(
            result.standardError
                == "keysim: \(home.path)/Assets/Dictionaries/en_US.txt: error: no such file or folder (the shipped "
                + "dictionary; Tools/make-dictionaries.py writes it)\n")
    }
}
