import Testing

@testable import KeySimCore

/// The key-id table finds what a search from the start of the ids finds, for any ids.
struct KeyIDIndexTests {
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
    func findsTheFirstIndexOfEachIdAndNothingForOthers(ids: [String]) {
        let table = KeyIDIndex(ids: ids)
        for id in ids {
            #expect(table.index(of: id) == ids.firstIndex(of: id), "\(id)")
        }
        // Strings that are equal to an id without its bytes (Kelvin sign and K, Greek question
        // mark and ";") are found as a search finds them.
        for other in ["K", "\u{212A}", ";", "\u{037E}", "é", "e\u{301}"] {
            #expect(table.index(of: other) == ids.firstIndex(of: other), "\(other)")
        }
        for absent in ["x-absent", "Q", "k100", " ", "e\u{300}"] where !ids.contains(absent) {
            #expect(table.index(of: absent) == nil, "\(absent)")
        }
        #expect(table.distinctCount == Set(ids).count)
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
