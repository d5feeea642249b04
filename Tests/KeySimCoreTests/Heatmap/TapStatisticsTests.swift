import Testing

@testable import KeySimCore

/// Per-key statistics of taps, checked against values worked out by hand.
struct TapStatisticsTests {
    /// A tap on `key` whose visible frame is 30 × 40 pt at (100, 200) (centre (115, 220)),
    /// landing `dx`, `dy` from the centre on `landedOn`.
    static func tap(
        _ key: String, layer: String = "letters", layout: String = "english", dx: Double, dy: Double,
        landedOn: String?? = .none
    ) -> KeyTap {
        let down = Point(x: 115 + dx, y: 220 + dy)
        return KeyTap(
            layout: layout, layer: layer, key: key, keyFrame: Rect(x: 100, y: 200, width: 30, height: 40),
            down: down, up: down, landedOn: landedOn ?? key, time: 0, line: 1)
    }

    @Test func aKeysMeanOffsetIsTheAverageOfWhereItsFingersLanded() {
        let statistics = TapStatistics(
            taps: [Self.tap("g", dx: 2, dy: 4), Self.tap("g", dx: -4, dy: 2), Self.tap("g", dx: 5, dy: 6)],
            layout: TestLayouts.english)
        #expect(
            statistics.rows == [
                .init(layer: "letters", key: "g", taps: 3, meanOffset: Point(x: 1, y: 4), onNeighbour: 0, inGap: 0)
            ])
        #expect(statistics.taps == 3)
    }

    @Test func tapsOnANeighbourAndInGapsAreCountedApart() throws {
        let statistics = TapStatistics(
            taps: [
                Self.tap("g", dx: 16, dy: 0, landedOn: "h"), Self.tap("g", dx: 15.5, dy: 0, landedOn: .some(nil)),
                Self.tap("g", dx: 0, dy: 21, landedOn: .some(nil)), Self.tap("g", dx: 1, dy: 1),
            ], layout: TestLayouts.english)
        let row = try #require(statistics.rows.first)
        #expect(row.taps == 4)
        #expect(row.onNeighbour == 1)
        #expect(row.inGap == 2)
        #expect(row.meanOffset == Point(x: 8.125, y: 5.5))
    }

    @Test func rowsFollowTheLayoutsLayersThenItsKeysRowByRow() {
        let statistics = TapStatistics(
            taps: [
                Self.tap("1", layer: "numbers", dx: 0, dy: 0), Self.tap("space", dx: 0, dy: 0),
                Self.tap("a", dx: 0, dy: 0), Self.tap("q", dx: 0, dy: 0), Self.tap("p", dx: 0, dy: 0),
                Self.tap("a", dx: 0, dy: 0),
            ], layout: TestLayouts.english)
        #expect(
            statistics.rows.map { "\($0.layer)/\($0.key)/\($0.taps)" } == [
                "letters/q/1", "letters/p/1", "letters/a/2", "letters/space/1", "numbers/1/1",
            ])
    }

    @Test func tapsOnOtherLayoutsAreLeftOut() {
        let statistics = TapStatistics(
            taps: [Self.tap("q", dx: 1, dy: 1), Self.tap("q", layout: "email", dx: 9, dy: 9)],
            layout: TestLayouts.english)
        #expect(statistics.taps == 1)
        #expect(statistics.rows.first?.meanOffset == Point(x: 1, y: 1))
    }

    @Test func layoutsAreRankedByTapsThenById() {
        let taps = [
            Self.tap("q", layout: "email", dx: 0, dy: 0), Self.tap("q", layout: "url", dx: 0, dy: 0),
            Self.tap("q", layout: "english", dx: 0, dy: 0), Self.tap("w", layout: "english", dx: 0, dy: 0),
        ]
        let ranking = TapStatistics.layoutsByTaps(taps)
        #expect(ranking.map(\.layout) == ["english", "email", "url"])
        #expect(ranking.map(\.taps) == [2, 1, 1])
        #expect(TapStatistics.layoutsByTaps([]).isEmpty)
    }

    @Test func jsonRoundsOffsetsToHundredthsAndListsRowsInTableOrder() {
        let statistics = TapStatistics(
            taps: [
                Self.tap("w", dx: 1, dy: -1), Self.tap("w", dx: 0, dy: 0), Self.tap("w", dx: 0, dy: 0.004),
                Self.tap("q", dx: -0.001, dy: 2, landedOn: .some(nil)),
            ],
            layout: TestLayouts.english)
        #expect(
            statistics.json.encoded() == """
                {"keys":[{"dx":0,"dy":2,"gap":1,"key":"q","layer":"letters","neighbour":0,"taps":1},\
                {"dx":0.33,"dy":-0.33,"gap":0,"key":"w","layer":"letters","neighbour":0,"taps":3}],\
                "layout":"english","taps":4}
                """)
    }
}
