import Testing

@testable import KeySimCore

struct KeyboardGeometryTests {
    let metrics = KeyboardMetrics(
        height: 200, insets: EdgeInsets(top: 8, left: 3, bottom: 32, right: 3),
        keyGap: 6, rowGap: 10, cornerRadius: 5)

    var layer: Layer {
        Layer(
            id: "letters",
            rows: [
                Row(keys: "qwertyuiop".map { Key.character(String($0)) }),
                Row(keys: "asdfghjkl".map { Key.character(String($0)) }),
                Row(
                    items: [.key(Key(id: "shift", width: 1.25, action: .shift)), .gap(0.25)]
                        + "zxcvbnm".map { .key(Key.character(String($0))) }
                        + [.gap(0.25), .key(Key(id: "delete", width: 1.25, action: .delete))]),
            ])
    }

    @Test func widestRowSpansTheKeyboardAndNarrowerRowsAreCentred() throws {
        let geometry = KeyboardGeometry(layer: layer, metrics: metrics, width: 306)
        let q = try #require(geometry.frame(of: "q"))
        let p = try #require(geometry.frame(of: "p"))
        let a = try #require(geometry.frame(of: "a"))
        #expect(q.visible == Rect(x: 6, y: 13, width: 24, height: 43.333333333333336))
        #expect(p.visible.maxX == 300)
        // Nine keys of ten units wide: half a unit of margin each side.
        #expect(a.visible.minX == 3 + 15 + 3)
        #expect(a.hitRegion.minX == 0)
        #expect(q.hitRegion.minY == 0)
    }

    @Test func hitRegionsTileTheKeyboardWithNoDeadZones() {
        let geometry = KeyboardGeometry(layer: layer, metrics: metrics, width: 306)
        var step = 0.0
        while step < 200 {
            var x = 0.0
            while x < 306 {
                let point = Point(x: x, y: step)
                let hits = geometry.keys.filter { $0.hitRegion.contains(point) }
                #expect(hits.count == 1, "\(point) is in \(hits.map(\.key.id))")
                #expect(geometry.key(at: point)?.key.id == hits.first?.key.id)
                x += 0.75
            }
            step += 0.75
        }
    }

    @Test func gapsBelongToTheNearestKey() throws {
        let geometry = KeyboardGeometry(layer: layer, metrics: metrics, width: 306)
        let shift = try #require(geometry.frame(of: "shift"))
        let z = try #require(geometry.frame(of: "z"))
        let middle = (shift.visible.maxX + z.visible.minX) / 2
        #expect(geometry.key(at: Point(x: middle - 0.01, y: shift.visible.midY))?.key.id == "shift")
        #expect(geometry.key(at: Point(x: middle + 0.01, y: shift.visible.midY))?.key.id == "z")
    }

    @Test func pointsOutsideTheKeyboardSelectNothing() {
        let geometry = KeyboardGeometry(layer: layer, metrics: metrics, width: 306)
        #expect(geometry.key(at: Point(x: -1, y: 10)) == nil)
        #expect(geometry.key(at: Point(x: 10, y: 200)) == nil)
        #expect(geometry.key(at: Point(x: 305.9, y: 199.9))?.key.id == "delete")
    }
}

/// Where nothing answers a touch: empty cells (gaps of a whole key or more) and the
/// home-indicator strip around its keys; and where the strip's keys go.
struct KeyboardGeometryDeadZoneTests {
    /// A number pad on a 300 × 200 pt keyboard: 100 pt a unit, rows 50 pt high.
    let pad = KeyboardMetrics(height: 200, insets: EdgeInsets(), keyGap: 6, rowGap: 10, cornerRadius: 5)

    func padLayer(bottom: [RowItem]) -> Layer {
        Layer(
            id: "digits",
            rows: [
                Row(keys: ["1", "2", "3"].map(Key.character)), Row(keys: ["4", "5", "6"].map(Key.character)),
                Row(keys: ["7", "8", "9"].map(Key.character)), Row(items: bottom),
            ])
    }

    @Test func theNumberPadsBlankLeftOfZeroAnswersNoTouchAndZeroStartsAtItsEdge() throws {
        let layer = padLayer(bottom: [.gap(1), .key(.character("0")), .key(Key(id: "delete", action: .delete))])
        let geometry = KeyboardGeometry(layer: layer, metrics: pad, width: 300)
        let zero = try #require(geometry.frame(of: "0"))
        #expect(zero.hitRegion == Rect(x: 100, y: 150, width: 100, height: 50))
        #expect(geometry.emptyCells == [Rect(x: 0, y: 150, width: 100, height: 50)])
        for point in [Point(x: 0, y: 150), Point(x: 50, y: 175), Point(x: 99.9, y: 199.9)] {
            #expect(geometry.key(at: point) == nil, "\(point)")
            #expect(geometry.isDeadZone(point))
        }
        #expect(geometry.key(at: Point(x: 100, y: 175))?.key.id == "0")
        #expect(geometry.key(at: Point(x: 50, y: 149.9))?.key.id == "7", "the row above keeps its band")
        #expect(!geometry.isDeadZone(Point(x: 50, y: 149.9)))
    }

    @Test func anEmptyCellAtTheEndOfARowReachesTheKeyboardsSide() throws {
        let layer = padLayer(bottom: [.key(.character("0")), .key(Key(id: "delete", action: .delete)), .gap(1)])
        let geometry = KeyboardGeometry(layer: layer, metrics: pad, width: 300)
        #expect(geometry.emptyCells == [Rect(x: 200, y: 150, width: 100, height: 50)])
        #expect(try #require(geometry.frame(of: "delete")).hitRegion.maxX == 200)
        #expect(geometry.key(at: Point(x: 299, y: 175)) == nil)
    }

    @Test func gapsUnderAWholeKeyAreSplitBetweenTheirNeighboursAsBefore() throws {
        let layer = padLayer(bottom: [.key(.character("0")), .gap(0.99), .key(Key(id: "delete", action: .delete))])
        let geometry = KeyboardGeometry(layer: layer, metrics: pad, width: 300)
        #expect(geometry.emptyCells.isEmpty)
        let zero = try #require(geometry.frame(of: "0"))
        let delete = try #require(geometry.frame(of: "delete"))
        #expect(zero.hitRegion.maxX == delete.hitRegion.minX)
        #expect(geometry.key(at: Point(x: 150, y: 175)) != nil)
    }

    /// A phone with a 60 pt strip holding the globe and dictation keys.
    let phone = KeyboardMetrics(
        height: 260, insets: EdgeInsets(top: 0, left: 0, bottom: 60, right: 0), keyGap: 6, rowGap: 10,
        cornerRadius: 5,
        strip: KeyboardStrip(slots: [
            KeyboardStrip.Slot(keyID: "globe", frame: Rect(x: 4, y: 5, width: 50, height: 40)),
            KeyboardStrip.Slot(keyID: "dictation", frame: Rect(x: 346, y: 5, width: 50, height: 40)),
        ]))

    var letters: Layer {
        Layer(
            id: "letters",
            rows: [
                Row(keys: "qwertyuiop".map { Key.character(String($0)) }),
                Row(keys: [
                    Key(id: "numbers", width: 1.25, action: .switchLayer("numbers")),
                    Key(id: "globe", width: 1.25, action: .globe),
                    Key(id: "dictation", width: 1.25, action: .dictation),
                    Key(id: "space", width: 3.75, action: .space), Key(id: "return", width: 2.5, action: .return),
                ]),
            ])
    }

    @Test func theGlobeAndDictationKeysLeaveTheRowForTheStripAndTheSpaceBarTakesTheirWidth() throws {
        let geometry = KeyboardGeometry(layer: letters, metrics: phone, width: 400)
        #expect(geometry.keys.filter { $0.row == 1 }.map(\.key.id) == ["numbers", "space", "return"])
        let space = try #require(geometry.frame(of: "space"))
        #expect(space.visible.width == 6.25 * 40 - 6)
        #expect(try #require(geometry.frame(of: "return")).visible.maxX == 397)
        let globe = try #require(geometry.frame(of: "globe"))
        #expect(globe.inStrip && globe.row == 2 && globe.column == 0)
        #expect(globe.hitRegion == Rect(x: 4, y: 205, width: 50, height: 40))
        #expect(globe.visible == globe.hitRegion)
        #expect(try #require(geometry.frame(of: "dictation")).hitRegion.minX == 346)
        #expect(geometry.strip == Rect(x: 0, y: 200, width: 400, height: 60))
        // The bottom row's band ends where the strip begins.
        #expect(space.hitRegion.maxY == 200)
        #expect(geometry.key(at: Point(x: 200, y: 199.9))?.key.id == "space")
    }

    @Test func aTouchInTheStripTypesNothingButOnItsKeys() {
        let geometry = KeyboardGeometry(layer: letters, metrics: phone, width: 400)
        #expect(geometry.key(at: Point(x: 200, y: 200)) == nil, "just under the space bar")
        #expect(geometry.key(at: Point(x: 200, y: 255)) == nil, "by the home indicator")
        #expect(geometry.key(at: Point(x: 2, y: 230)) == nil, "beside the globe")
        #expect(geometry.key(at: Point(x: 29, y: 225))?.key.id == "globe")
        #expect(geometry.key(at: Point(x: 371, y: 225))?.key.id == "dictation")
        #expect(geometry.isDeadZone(Point(x: 200, y: 230)))
        #expect(!geometry.isDeadZone(Point(x: 29, y: 225)))
    }

    @Test func aRowWithoutASpaceBarSharesTheWidthAmongItsKeysThatTypeText() throws {
        let url = Layer(
            id: "letters",
            rows: [
                Row(keys: "qwertyuiop".map { Key.character(String($0)) }),
                Row(keys: [
                    Key(id: "numbers", width: 1.25, action: .switchLayer("numbers")),
                    Key(id: "globe", width: 1.25, action: .globe),
                    Key(id: "dictation", width: 1.25, action: .dictation),
                    Key(id: "."), Key(id: "/"), Key(id: ".com", width: 1.75),
                    Key(id: "return", width: 2.5, action: .return),
                ]),
            ])
        let geometry = KeyboardGeometry(layer: url, metrics: phone, width: 400)
        let share = 2.5 / 3 * 40
        #expect(try #require(geometry.frame(of: ".")).visible.width == 40 + share - 6)
        #expect(try #require(geometry.frame(of: ".com")).visible.width == 1.75 * 40 + share - 6)
        #expect(try #require(geometry.frame(of: "numbers")).visible.width == 1.25 * 40 - 6)
    }

    @Test func aLayerWithoutTheStripsKeysLeavesTheWholeStripDead() {
        let layer = padLayer(bottom: [.gap(1), .key(.character("0")), .key(Key(id: "delete", action: .delete))])
        let geometry = KeyboardGeometry(layer: layer, metrics: phone, width: 300)
        #expect(geometry.keys.allSatisfy { !$0.inStrip })
        #expect(geometry.strip == Rect(x: 0, y: 200, width: 300, height: 60))
        #expect(geometry.key(at: Point(x: 29, y: 225)) == nil)
    }

    @Test func withoutAStripTheBottomRowReachesTheBottomEdgeAsBefore() {
        var metrics = phone
        metrics.strip = nil
        let geometry = KeyboardGeometry(layer: letters, metrics: metrics, width: 400)
        #expect(geometry.strip == nil)
        #expect(
            geometry.keys.filter { $0.row == 1 }.map(\.key.id) == ["numbers", "globe", "dictation", "space", "return"])
        #expect(geometry.key(at: Point(x: 200, y: 259))?.key.id == "space")
    }
}
