import Testing

@testable import KeySimCore

/// A replay nobody listens to (no log, no observer) skips copying events out, and still ends
/// exactly where a logged replay of the same script ends.
struct ReplayerUnloggedTests {
    @Test(arguments: [
        "double-space-and-rollover", "delete-repeat-into-words", "long-press-alternates", "return-keys",
    ])
    func aReplayWithoutALogReportsWhatALoggedReplayReports(fixture: String) throws {
        let path = ShippedData.root + "/Tests/Fixtures/replay/pass/\(fixture).jsonl"
        let script = try Script.parse(try SourceFile.read(path))
        let simulator = try ReplayerStreamingTests.simulator()
        var log: [SimulatorEvent] = []
        let logged = Replayer.run(script, on: simulator, log: { log.append($0) })
        let unlogged = Replayer.run(script, on: simulator)
        #expect(unlogged == logged)
        #expect(!log.isEmpty && logged.failures.isEmpty && logged.error == nil)
    }
}
