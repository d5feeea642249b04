import Foundation
import KeySimSDL
import Testing

/// `keysim heatmap` through the built binary: the fixture recording's statistics and picture
/// against their goldens, the JSON form, and the exit codes of what can go wrong.
struct HeatmapCommandTests {
    static let folder = "Tests/Fixtures/heatmap"
    static let recording = "\(folder)/typing.jsonl"

    /// Compares a written PNG with its golden as decoded pixels (2 of 255 per channel); a
    /// missing golden, or `KEYSIM_RECORD=1`, records it and fails.
    static func checkPNG(_ path: String, against golden: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let image = try Image.load(png: path)
        let record = ProcessInfo.processInfo.environment["KEYSIM_RECORD"] == "1"
        let actualPath = golden.replacingOccurrences(of: ".png", with: ".actual.png")
        guard !record, FileManager.default.fileExists(atPath: golden) else {
            try image.writePNG(to: golden)
            Issue.record("recorded the golden \(golden); check it and run again", sourceLocation: sourceLocation)
            return
        }
        let difference = image.difference(to: try Image.load(png: golden), tolerance: 2)
        if difference.isWithinTolerance {
            try? FileManager.default.removeItem(atPath: actualPath)
        } else {
            try image.writePNG(to: actualPath)
            Issue.record("\(difference); actual image written to \(actualPath)", sourceLocation: sourceLocation)
        }
    }

    @Test func theFixturesHeatmapMatchesItsGoldenStatisticsAndPicture() throws {
        let temporary = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: temporary) }
        let out = temporary.appendingPathComponent("heat.png").path
        let result = try KeySimProcess.run(["heatmap", Self.recording, "--out", out])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError == "")
        try Golden.check(result.standardOutput, against: KeySimProcess.root + "/\(Self.folder)/typing.stats.txt")
        try Self.checkPNG(out, against: KeySimProcess.root + "/\(Self.folder)/typing.heatmap.png")
    }

    @Test func theTableNamesTheBusiestLayoutAndTheOthersTapped() throws {
        let result = try KeySimProcess.run(["heatmap", Self.recording])
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "layout 'default' (the layout with the most taps); also tapped: email 8")
        #expect(lines.dropFirst().first?.hasSuffix("from 1 recording on iphone-15") == true)
        #expect(lines.contains { $0.hasPrefix("LAYER    KEY ") && $0.hasSuffix("NEIGHBOUR  GAP") })
    }

    @Test func jsonParsesAndMatchesItsGolden() throws {
        let result = try KeySimProcess.run(["heatmap", Self.recording, "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        try Golden.check(result.standardOutput, against: KeySimProcess.root + "/\(Self.folder)/typing.stats.json")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(object["layout"] as? String == "default")
        #expect(object["chosenBy"] as? String == "most taps")
        #expect(object["recordings"] as? [String] == [Self.recording])
        let keys = try #require(object["keys"] as? [[String: Any]])
        let taps = keys.compactMap { $0["taps"] as? Int }.reduce(0, +)
        #expect(taps == object["taps"] as? Int)
        #expect(keys.contains { $0["neighbour"] as? Int ?? 0 > 0 }, "the fixture slides from neighbours")
        #expect(keys.contains { $0["gap"] as? Int ?? 0 > 0 }, "the fixture lands in gaps")
        let again = try KeySimProcess.run(["heatmap", Self.recording, "--json"])
        #expect(again.standardOutput == result.standardOutput, "the same recording gives the same bytes")
    }

    @Test func layoutChoosesAnotherLayoutsTaps() throws {
        let result = try KeySimProcess.run(["heatmap", Self.recording, "--layout", "email", "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(object["layout"] as? String == "email")
        #expect(object["chosenBy"] as? String == "--layout")
        #expect(object["taps"] as? Int == 8)
        let others = try #require(object["otherLayouts"] as? [[String: Any]])
        #expect(others.first?["layout"] as? String == "default")
    }

    @Test func aFolderOfRecordingsIsReadWhole() throws {
        let single = try KeySimProcess.run(["heatmap", Self.recording, "--json"])
        let folder = try KeySimProcess.run(["heatmap", Self.folder, "--json"])
        #expect(folder.status == 0, "\(folder.standardError)")
        #expect(
            folder.standardOutput
                == single.standardOutput.replacingOccurrences(
                    of: "\"\(Self.recording)\"", with: "\"\(Self.folder)/typing.jsonl\""))
    }

    static let usage =
        "Usage: keysim heatmap RECORDING|FOLDER... [--layout ID] [--out FILE.png] [--json] [--scene NAME|FILE] [--device NAME] [--theme light|dark|FILE] [--scale N] [--layouts DIR]\nSee 'keysim heatmap --help'.\n"

    @Test(arguments: [
        ([], "keysim heatmap: error: give at least one recording or folder\n" + usage),
        (
            [recording, "--layout", "emial"],
            "keysim heatmap: error: no layout 'emial'; did you mean 'email'? Layouts: de-qwertz, decimal-pad, default, email, emoji, fr-azerty, ipad-email, ipad-numbers, ipad-twitter, ipad-url, ipad, japanese-kana, japanese-romaji, korean, name-phone-pad, number-pad, numbers-and-punctuation, phone-pad, twitter, url, web-search\n"
                + usage
        ),
        (
            [recording, "--layout", "phone-pad"],
            "keysim heatmap: error: no taps on layout 'phone-pad' in these recordings; taps were on: default (65), email (8)\n"
                + usage
        ),
        ([recording, "--scale", "9"], "keysim heatmap: error: '--scale' needs a number from 0.5 to 4\n" + usage),
        (
            [recording, "--lyaout", "email"],
            "keysim heatmap: error: unknown option '--lyaout'. Did you mean '--layout'?\n" + usage
        ),
    ])
    func usageErrorsExitWith64AndSayWhatToDo(arguments: [String], message: String) throws {
        let result = try KeySimProcess.run(["heatmap"] + arguments)
        #expect(result.status == 64)
        #expect(result.standardError == message)
        #expect(result.standardOutput == "")
    }

    @Test func tapsFromDifferentDevicesAreNotMixedInOnePicture() throws {
        let temporary = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: temporary) }
        let copy = temporary.appendingPathComponent("se.jsonl").path
        let text = try String(contentsOfFile: KeySimProcess.root + "/" + Self.recording, encoding: .utf8)
        try text.replacingOccurrences(of: "\"device\": \"iphone-15\"", with: "\"device\": \"iphone-se\"")
            .replacingOccurrences(
                of: "\"scene\": \"chat.json\"", with: "\"scene\": \"\(KeySimProcess.root)/\(Self.folder)/chat.json\""
            )
            .write(toFile: copy, atomically: true, encoding: .utf8)
        let result = try KeySimProcess.run(["heatmap", Self.recording, copy])
        #expect(result.status == 64)
        #expect(
            result.standardError.hasPrefix(
                "keysim heatmap: error: the taps on layout 'default' were made on different devices (iphone-15, iphone-se); make one heatmap per device, or give '--device'\n"
            ))
    }

    @Test func aMissingRecordingExitsWith66() throws {
        let result = try KeySimProcess.run(["heatmap", "\(Self.folder)/nope.jsonl"])
        #expect(result.status == 66)
        #expect(result.standardError == "\(Self.folder)/nope.jsonl: error: no such file or folder\n")
    }

    @Test func aBadRecordingExitsWith65AtItsLineAndColumn() throws {
        let temporary = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: temporary) }
        let path = temporary.appendingPathComponent("bad.jsonl").path
        try """
        {"keysim": 1, "device": "iphone-15"}
        {"t": 0, "touch": "down", "x": 10, "y": 700}
        {"t": 50, "touch": "lift", "x": 10, "y": 700}

        """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try KeySimProcess.run(["heatmap", path])
        #expect(result.status == 65)
        #expect(result.standardError.hasPrefix("\(path):3:20: error: "), "\(result.standardError)")
        #expect(result.standardOutput == "")
    }

    @Test func recordingsWithoutRecordedKeyPressesExitWith65() throws {
        let result = try KeySimProcess.run(["heatmap", "Tests/Fixtures/replay/pass/typing-sentences.jsonl"])
        #expect(result.status == 65)
        #expect(result.standardError.contains("no recorded touch in these recordings pressed a key"))
    }

    @Test func theCommandIsListedAndHasHelp() throws {
        let list = try KeySimProcess.run(["--help"])
        #expect(list.standardOutput.contains("  heatmap RECORDING... [options]"))
        let help = try KeySimProcess.run(["heatmap", "--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.contains(Self.usage.components(separatedBy: "\n")[0]))
    }
}
