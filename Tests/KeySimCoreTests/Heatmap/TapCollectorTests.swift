import Foundation
import Testing

@testable import KeySimCore

/// Recorded touches replayed into key taps: the key the engine pressed, where the finger
/// landed and lifted, and on which key's visible frame it landed.
struct TapCollectorTests {
    let simulator: Simulator
    /// The `note` field's keyboard (the default layout) as focusing shows it.
    let keyboard: Keyboard

    init() throws {
        simulator = try SimulatorTests.simulator()
        var focused = simulator
        _ = focused.focus(fieldAt: 0, time: 0)
        keyboard = try #require(focused.keyboard)
    }

    /// The visible frame of a key of the letters layer (or `layer`), keyboard coordinates.
    func frame(_ key: String, layer: String = "letters") throws -> Rect {
        try #require(keyboard.face.geometry(ofLayer: layer)?.frame(of: key), "no key '\(key)' on \(layer)").visible
    }

    /// A touch line at a keyboard point (written in window points, as recordings are).
    func touch(_ phase: TouchPhase, _ point: Point, finger: Int = 0) -> ScriptLine.Kind {
        let origin = simulator.device.keyboardOrigin
        return .touch(phase, at: Point(x: point.x + origin.x, y: point.y + origin.y), finger: finger)
    }

    /// Focuses `note` (a planned tap; it capitalises sentences), then the given lines 100 ms apart from t = 100; line
    /// numbers count from 2.
    func collect(_ kinds: [ScriptLine.Kind]) -> TapCollector.Collection {
        var lines = [
            ScriptLine(line: 1, position: SourcePosition(line: 1, column: 1), time: 0, kind: .focus(field: "note"))
        ]
        for (index, kind) in kinds.enumerated() {
            let line = index + 2
            lines.append(
                ScriptLine(
                    line: line, position: SourcePosition(line: line, column: 1), time: 100 * (index + 1), kind: kind))
        }
        return TapCollector.collect(Script(path: "test.jsonl", lines: lines), on: simulator)
    }

    func text(of collection: TapCollector.Collection) -> String {
        collection.report.simulator.sessions[0].field.text
    }

    @Test func anOffCentreTapIsNotedWithItsKeyLayerFrameAndLandingPoint() throws {
        let g = try frame("g")
        let point = Point(x: g.midX + 5, y: g.midY + 7)
        let collection = collect([touch(.down, point), touch(.up, point)])
        #expect(
            collection.taps == [
                KeyTap(
                    layout: "default", layer: "letters", key: "g", keyFrame: g, down: point, up: point, landedOn: "g",
                    time: 200, line: 3)
            ])
        #expect(collection.taps.first?.offset == Point(x: 5, y: 7))
        #expect(collection.layouts.keys.sorted() == ["default"])
        #expect(text(of: collection) == "G")
    }

    @Test func aTapInTheGapPressesTheKeyWhoseHitRegionHoldsIt() throws {
        let g = try frame("g")
        let h = try frame("h")
        #expect(h.minX - g.maxX == 6, "the default layout on iPhone 15 leaves 6 pt between keys")
        let point = Point(x: g.maxX + 2, y: g.midY)
        let collection = collect([touch(.down, point), touch(.up, point)])
        #expect(collection.taps.map(\.key) == ["g"])
        #expect(collection.taps.first?.landedOn == nil)
        #expect(collection.taps.first?.landedInGap == true)
        #expect(text(of: collection) == "G")
    }

    @Test func aFingerThatLandsOnANeighbourAndSlidesCountsForTheKeyItLiftsFrom() throws {
        let o = try frame("o")
        let p = try frame("p")
        let landed = Point(x: o.maxX - 2, y: o.midY)
        let collection = collect([touch(.down, landed), touch(.move, p.center), touch(.up, p.center)])
        let tap = try #require(collection.taps.first)
        #expect(collection.taps.count == 1)
        #expect(tap.key == "p")
        #expect(tap.landedOn == "o")
        #expect(tap.landedOnNeighbour)
        #expect(tap.down == landed)
        #expect(tap.up == p.center)
        #expect(tap.offset == Point(x: landed.x - p.midX, y: 0))
        #expect(text(of: collection) == "P")
    }

    @Test func aRolloverCommitsTheFirstFingersKeyWhereItRests() throws {
        let a = Point(x: try frame("a").midX - 3, y: try frame("a").midY + 4)
        let s = try frame("s").center
        let collection = collect([
            touch(.down, a, finger: 0), touch(.down, s, finger: 1), touch(.up, a, finger: 0), touch(.up, s, finger: 1),
        ])
        #expect(collection.taps.map(\.key) == ["a", "s"])
        #expect(collection.taps.map(\.line) == [3, 5], "a acts when the second finger goes down")
        #expect(collection.taps.map(\.down) == [a, s])
        #expect(collection.taps.map(\.up) == [a, s])
        #expect(text(of: collection) == "As")
    }

    @Test func aLayerKeyCountsOnTheLayerItWasPressedOn() throws {
        let numbers = try frame("numbers")
        let one = try frame("1", layer: "numbers")
        let collection = collect([
            touch(.down, numbers.center), touch(.up, numbers.center), touch(.down, one.center), touch(.up, one.center),
        ])
        #expect(collection.taps.map { "\($0.layer)/\($0.key)" } == ["letters/numbers", "numbers/1"])
        #expect(collection.taps.map(\.keyFrame) == [numbers, one])
        #expect(text(of: collection) == "1")
    }

    @Test func aLongPressedAlternateCountsForItsKeyWhereTheFingerLanded() throws {
        let e = try frame("e")
        let callout = Point(x: e.minX + e.width * 1.5, y: e.minY - e.height / 2)
        // Held past the long-press delay (500 ms) before sliding onto the second alternate.
        var lines: [ScriptLine] = [
            ScriptLine(line: 1, position: SourcePosition(line: 1, column: 1), time: 0, kind: .focus(field: "note"))
        ]
        for (time, kind) in [(100, touch(.down, e.center)), (700, touch(.move, callout)), (800, touch(.up, callout))] {
            lines.append(
                ScriptLine(
                    line: lines.count + 1, position: SourcePosition(line: lines.count + 1, column: 1), time: time,
                    kind: kind))
        }
        let held = TapCollector.collect(Script(path: "test.jsonl", lines: lines), on: simulator)
        #expect(held.taps.map(\.key) == ["e"])
        #expect(held.taps.first?.down == e.center)
        #expect(held.taps.first?.up == callout)
        #expect(text(of: held) == "É")
    }

    @Test func tapsPlannedForTapAndTypeLinesAreNotCounted() {
        let collection = collect([.tap(key: "h", hold: nil), .type(text: "i there", interval: nil)])
        #expect(collection.taps.isEmpty)
        #expect(text(of: collection) == "Hi there")
        #expect(collection.report.touches == 9)
    }

    @Test func aRecordingWithOnlyAHeaderHasNoTapsAndTheReportOfNothingReplayed() {
        let script = Script(path: "empty.jsonl", header: ScriptHeader(device: "iphone-15", line: 1), lines: [])
        let collection = TapCollector.collect(script, on: simulator)
        #expect(collection.taps.isEmpty)
        #expect(collection.report == Replayer.run(script, on: simulator))
    }

    static let fixtures = [
        "double-space-and-rollover", "layers-and-slide", "long-press-alternates", "delete-repeat-into-words",
        "return-keys", "secure-filters-and-limits",
    ]

    @Test(arguments: fixtures)
    func replayingLineByLineReportsWhatAWholeReplayReports(fixture: String) throws {
        let path = ShippedData.root + "/Tests/Fixtures/replay/pass/\(fixture).jsonl"
        let script = try Script.parse(try SourceFile.read(path))
        let scene = try Scene.decode(try SourceFile.read(ShippedData.root + "/Tests/Fixtures/replay/form.json"))
        let device = try #require(try ShippedData.devices().profile(named: "iphone-15"))
        var simulator = try Simulator(scene: scene, device: device, layouts: try ShippedData.layouts())
        simulator.dictionaries = DictionaryAccess(source: ShippedData.dictionaries)
        let whole = Replayer.run(script, on: simulator)
        let collection = TapCollector.collect(script, on: simulator)
        #expect(collection.report == whole)
        #expect(whole.passed > 0 && whole.failures.isEmpty)
    }
}
