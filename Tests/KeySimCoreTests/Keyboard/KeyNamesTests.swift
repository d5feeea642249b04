import Testing

@testable import KeySimCore

/// Key ids numbered once per layout: the same id always gets the same number, different ids
/// different numbers, and a number gives its id back.
struct KeyNamesTests {
    @Test func anIdGetsOneNumberAndTheNumberGivesItBack() {
        var names = KeyNames()
        let ids = ["q", "shift", "é", "👍🏽", "q", "123", "shift", ""]
        let numbers = ids.map { names.number(for: $0) }
        #expect(numbers == [0, 1, 2, 3, 0, 4, 1, 5])
        for (id, number) in zip(ids, numbers) {
            #expect(names[number] == id)
            #expect(names.number(of: id) == number)
        }
        #expect(names.number(of: "w") == nil)
    }

    @Test func everyKeyOfEveryLayerOfAShippedLayoutHasItsOwnIdsNumber() throws {
        let device = try #require(try ShippedData.devices().profile(named: "iphone-15"))
        for layout in try ShippedData.layouts().layouts {
            let keyboard = Keyboard(layout: layout, metrics: device.keyboard, width: device.screen.width)
            for layer in keyboard.face.layers {
                #expect(
                    layer.keyNumbers.map { keyboard.keyNames[$0] } == layer.geometry.keys.map(\.key.id),
                    "\(layout.id)/\(layer.id)")
            }
            #expect(keyboard.keyNumbers.map { keyboard.keyNames[$0] } == keyboard.geometry.keys.map(\.key.id))
        }
    }
}
