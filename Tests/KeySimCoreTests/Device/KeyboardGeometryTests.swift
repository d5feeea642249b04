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
