import Testing

@testable import KeySimCore

/// The emoji keyboard's recently used page: the session's emoji, most recent first, then the
/// page's defaults, shown the next time the keyboard appears.
struct SimulatorRecentEmojiTests {
    static func simulator() throws -> Simulator {
        try SimulatorInputLayoutsTests.simulator(keyboards: ["default", "emoji"])
    }

    /// The character keys of the recently used page shown now, in order.
    static func recentPage(_ simulator: Simulator) throws -> [String] {
        let keyboard = try #require(simulator.keyboard)
        #expect(keyboard.layerID == "recent")
        return keyboard.layer.keys.filter { $0.action == .character }.map(\.id)
    }

    @Test func aFreshSessionShowsThePagesDefaultsFirst() throws {
        var simulator = try Self.simulator()
        _ = simulator.focus(fieldAt: 0, time: 0)
        try SimulatorInputLayoutsTests.tap("globe", on: &simulator, at: 100)
        let defaults = try Self.recentPage(simulator)
        #expect(defaults.count == 32)
        #expect(defaults.prefix(4) == ["😂", "❤️", "🤣", "👍"])
        #expect(simulator.recentlyUsed == [])
    }

    @Test func typedEmojiComeFirstOnceWithTheirSkinTonesWhenTheKeyboardAppearsAgain() throws {
        var simulator = try Self.simulator()
        _ = simulator.focus(fieldAt: 0, time: 0)
        try SimulatorInputLayoutsTests.tap("globe", on: &simulator, at: 100)
        let defaults = try Self.recentPage(simulator)
        var time = 300
        for (page, emoji) in [("page-nature", "🐻"), ("page-people", "👋"), ("page-nature", "🐻"), ("page-food", "🍔")] {
            try SimulatorInputLayoutsTests.tap(page, on: &simulator, at: time)
            try SimulatorInputLayoutsTests.tap(emoji, on: &simulator, at: time + 200)
            time += 400
        }
        #expect(simulator.recentlyUsed == ["🍔", "🐻", "👋"], "most recent first, each once")
        // The page shown now does not change under the finger; the next time it appears it does.
        try SimulatorInputLayoutsTests.tap("page-recent", on: &simulator, at: time)
        #expect(try Self.recentPage(simulator) == defaults)
        try SimulatorInputLayoutsTests.tap("globe", on: &simulator, at: time + 200)
        try SimulatorInputLayoutsTests.tap("globe", on: &simulator, at: time + 400)
        let page = try Self.recentPage(simulator)
        #expect(page.prefix(4) == ["🍔", "🐻", "👋", "😂"])
        #expect(page.count == 32, "the oldest defaults fall off the page")
        #expect(page.last == defaults[defaults.count - 4])
        let wave = try #require(simulator.keyboard?.layer.key("👋"))
        #expect(wave.alternates.count == 5, "a recent hand keeps its skin tones")
    }

    @Test func lettersAndTheBarAreNotRecentAndThePageHoldsAtMost32() throws {
        var simulator = try Self.simulator()
        _ = simulator.focus(fieldAt: 0, time: 0)
        try SimulatorInputLayoutsTests.tap("h", on: &simulator, at: 100)
        try SimulatorInputLayoutsTests.tap("globe", on: &simulator, at: 300)
        try SimulatorInputLayoutsTests.tap("delete", on: &simulator, at: 500)
        #expect(simulator.recentlyUsed == [])
        var time = 700
        let flags = try #require(try ShippedData.layouts().layout(id: "emoji")?.layer("flags")).keys
            .filter { $0.action == .character }.map(\.id)
        try SimulatorInputLayoutsTests.tap("page-flags", on: &simulator, at: time)
        for flag in flags.prefix(32) + ["😀"] {
            time += 200
            if flag == "😀" { try SimulatorInputLayoutsTests.tap("page-smileys", on: &simulator, at: time) }
            try SimulatorInputLayoutsTests.tap(flag, on: &simulator, at: time + 100)
        }
        #expect(simulator.recentlyUsed.count == 32)
        #expect(simulator.recentlyUsed.first == "😀")
        #expect(simulator.recentlyUsed.last == flags[1], "the first flag typed fell off")
    }
}
