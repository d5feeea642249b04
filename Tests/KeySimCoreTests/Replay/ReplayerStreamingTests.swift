import Testing

@testable import KeySimCore

/// A replay fed its lines one at a time, as they are read from a file, reports exactly what a
/// replay of the whole script reports, and pulls lines only as it needs them.
struct ReplayerStreamingTests {
    /// Lines handed out one at a time, counting how many were taken.
    final class CountingLines: Sequence, IteratorProtocol {
        let lines: [ScriptLine]
        var taken = 0

        init(_ lines: [ScriptLine]) { self.lines = lines }

        func next() -> ScriptLine? {
            guard taken < lines.count else { return nil }
            taken += 1
            return lines[taken - 1]
        }
    }

    static func simulator() throws -> Simulator {
        let scene = try Scene.decode(try SourceFile.read(ShippedData.root + "/Tests/Fixtures/replay/form.json"))
        let device = try #require(try ShippedData.devices().profile(named: "iphone-15"))
        var simulator = try Simulator(scene: scene, device: device, layouts: try ShippedData.layouts())
        simulator.dictionaries = DictionaryAccess(source: ShippedData.dictionaries)
        return simulator
    }

    @Test(arguments: ["double-space-and-rollover", "delete-repeat-into-words", "long-press-alternates", "return-keys"])
    func aStreamedReplayReportsAndLogsWhatAWholeReplayDoes(fixture: String) throws {
        let path = ShippedData.root + "/Tests/Fixtures/replay/pass/\(fixture).jsonl"
        let script = try Script.parse(try SourceFile.read(path))
        let simulator = try Self.simulator()
        var wholeLog: [SimulatorEvent] = []
        var streamedLog: [SimulatorEvent] = []
        let whole = Replayer.run(script, on: simulator, log: { wholeLog.append($0) })
        let lines = CountingLines(script.lines)
        let streamed = Replayer.run(
            lines, count: script.lines.count, path: script.path, header: script.header, warnings: script.warnings,
            on: simulator, log: { streamedLog.append($0) })
        #expect(streamed == whole)
        #expect(streamedLog == wholeLog)
        #expect(!wholeLog.isEmpty && whole.failures.isEmpty)
        #expect(lines.taken == script.lines.count)
    }

    @Test func aReplayStoppedByABadLineReadsNoFurther() throws {
        let text = """
            {"t": 0, "focus": "name"}
            {"t": 100, "tap": "q"}
            {"t": 200, "tap": "nope"}
            {"t": 300, "tap": "w"}
            {"t": 400, "tap": "e"}
            """
        let script = try Script.parse(SourceFile(path: "s.jsonl", text: text))
        let lines = CountingLines(script.lines)
        var progress: [Int] = []
        let report = Replayer.run(
            lines, count: script.lines.count, path: "s.jsonl", header: nil, warnings: [], on: try Self.simulator(),
            progress: { done, _ in progress.append(done) })
        #expect(report.error?.position == SourcePosition(line: 3, column: 1))
        #expect(lines.taken == 3)
        #expect(progress == [5])
    }
}
