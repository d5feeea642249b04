import Foundation
import Testing

/// `keysim bench`, run as CI runs it.
struct BenchCommandTests {
    @Test func theShortReplayBenchPrintsJSONSayingWhatItMeasuredAgainstWhichBudget() throws {
        let result = try KeySimProcess.run(["bench", "--short", "--only", "replay", "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(document["short"] as? Bool == true)
        let machine = try #require(document["machine"] as? [String: Any])
        #expect((machine["cores"] as? Int ?? 0) >= 1)
        let rows = try #require(document["rows"] as? [[String: Any]])
        #expect(rows.count == 1)
        let row = try #require(rows.first)
        #expect(row["name"] as? String == "replay")
        #expect(row["unit"] as? String == "taps/s")
        #expect(row["direction"] as? String == "higher")
        #expect((row["measured"] as? String)?.contains("taps per second") == true)
        #expect((row["median"] as? Double ?? 0) > 0)
        #expect((row["samples"] as? Int ?? 0) >= 3)
        let budget = try #require(row["budget"] as? [String: Any])
        #expect(budget["value"] as? Double == 300_000)
        #expect(budget["figure"] as? String == "median")
        #expect(row["pass"] is Bool)
    }

    /// The row types "きが" on the shipped Japanese scene's Kana keypad (it fails when the keys
    /// do not), against a budget 20 µs beyond the Latin key's p99 of the same run.
    @Test func theKanaKeyRowTypesOnTheKanaKeypadAgainstTheLatinKeysP99() throws {
        let result = try KeySimProcess.run(["bench", "--short", "--only", "kana-key", "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let rows = try #require(document["rows"] as? [[String: Any]])
        let row = try #require(rows.first, "\(document["notes"] ?? "")")
        #expect(row["name"] as? String == "kana-key")
        let measured = try #require(row["measured"] as? String)
        #expect(measured.contains("Kana keypad"))
        let latin = try #require(
            measured.components(separatedBy: "Latin key's p99 in this run: ").last?.split(separator: " ").first
                .flatMap { Double($0) })
        let budget = try #require(row["budget"] as? [String: Any])
        #expect(abs((budget["value"] as? Double ?? 0) - (latin + 20)) < 0.05, "the figure in the text is rounded")
        #expect(budget["figure"] as? String == "p99")
    }

    @Test func theFirstFocusRowTimesLoadingTheDictionaryAgainstIssue18sBudget() throws {
        let result = try KeySimProcess.run(["bench", "--short", "--only", "first-focus", "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let rows = try #require(document["rows"] as? [[String: Any]])
        #expect(rows.count == 1, "\(document["notes"] ?? "")")
        let row = try #require(rows.first)
        #expect(row["name"] as? String == "first-focus")
        #expect(row["unit"] as? String == "ms")
        #expect((row["measured"] as? String)?.contains("none was loaded at start") == true)
        #expect((row["median"] as? Double ?? 0) > 0)
        #expect(row["samples"] as? Int == 5)
        let budget = try #require(row["budget"] as? [String: Any])
        #expect(budget["value"] as? Double == 30)
        #expect(budget["figure"] as? String == "median")
    }

    @Test func aMisspeltMeasurementIsAUsageErrorNamingTheNearestOne() throws {
        let result = try KeySimProcess.run(["bench", "--only", "replya"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("no measurement 'replya'. Did you mean 'replay'?"))
        #expect(result.standardOutput.isEmpty)
        let typing = try KeySimProcess.run(["bench", "--only", "memory-window-autocorect"])
        #expect(typing.status == 64)
        #expect(typing.standardError.contains("Did you mean 'memory-window-autocorrect'?"), "\(typing.standardError)")
    }

    @Test func checkingAgainstABaselineFailsOnlyOnALargeRegression() throws {
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A recorded throughput no machine running a debug build reaches: a regression.
        let fast = folder.appendingPathComponent("fast.json").path
        try #"{"rows": [{"name": "replay", "median": 1e15, "direction": "higher"}]}"#
            .write(toFile: fast, atomically: true, encoding: .utf8)
        let failing = try KeySimProcess.run(["bench", "--short", "--only", "replay", "--check", fast])
        #expect(failing.status == 1)
        #expect(failing.standardError.contains("regression: replay"))
        // A generous recorded figure: no regression.
        let slow = folder.appendingPathComponent("slow.json").path
        try #"{"rows": [{"name": "layouts", "median": 100000, "direction": "lower"}]}"#
            .write(toFile: slow, atomically: true, encoding: .utf8)
        let passing = try KeySimProcess.run(["bench", "--short", "--only", "layouts", "--check", slow])
        #expect(passing.status == 0, "\(passing.standardError)")
        #expect(passing.standardOutput.contains("layouts"))
    }
}
