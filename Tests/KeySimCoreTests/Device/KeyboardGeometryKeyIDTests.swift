import Testing

@testable import KeySimCore

/// A layer's keys are found by id as a search from the first key finds them, for any ids:
/// the first key of a repeated id, ids equal as Swift strings are ("é" and "e\u{301}"), and
/// nothing for an id the layer lacks.
struct KeyboardGeometryKeyIDTests {
    static let tables: [[String]] = [
        [],
        ["q"],
        ["q", "w", "e", "r", "t", "y", "u", "i", "o", "p"],
        ["shift", "z", "delete", "123", "globe", "space", "return", "a", "a", "shift"],
        ["é", "e\u{301}", "ß", "👍🏽", "🇫🇷", "日本", ".com", "a-very-long-key-identifier-of-many-bytes", ""],
        (0..<100).map { "k\($0)" } + (0..<100).map { "k\($0)" },
        ["K", ";", "a"],
        ["\u{212A}", "\u{037E}", "a"],
    ]

    @Test(arguments: tables)
    func findsTheFirstKeyOfEachIdAndNothingForOthers(ids: [String]) {
        let layer = Layer(id: "test", rows: [Row(keys: ids.map { Key(id: $0) })])
        let geometry = KeyboardGeometry(layer: layer, metrics: TestLayouts.metrics, width: TestLayouts.width)
        for id in ids {
            #expect(geometry.index(ofKey: id) == ids.firstIndex(of: id), "\(id)")
            #expect(geometry.frame(of: id)?.key.id == id, "\(id)")
        }
        // Strings that are equal to an id without its bytes (Kelvin sign and K, Greek question
        // mark and ";") are found as a search finds them.
        for other in ["K", "\u{212A}", ";", "\u{037E}", "é", "e\u{301}"] {
            #expect(geometry.index(ofKey: other) == ids.firstIndex(of: other), "\(other)")
        }
        for absent in ["x-absent", "Q", "k100", " ", "e\u{300}"] where !ids.contains(absent) {
            #expect(geometry.index(ofKey: absent) == nil, "\(absent)")
            #expect(geometry.frame(of: absent) == nil, "\(absent)")
        }
    }

    @Test func everyShippedLayerFindsEachKeyAsASearchWould() throws {
        let device = try #require(try ShippedData.devices().profile(named: "iphone-15"))
        for layout in try ShippedData.layouts().layouts {
            for layer in layout.layers {
                let geometry = KeyboardGeometry(layer: layer, metrics: device.keyboard, width: device.screen.width)
                for key in geometry.keys {
                    #expect(geometry.index(ofKey: key.key.id) == geometry.keys.firstIndex { $0.key.id == key.key.id })
                }
            }
        }
    }
}
