import Testing

@testable import KeySimCore

/// Fields of one form on the same layout share one keyboard's geometry, and stay apart.
struct KeyboardShelfTests {
    /// Where the keys of a keyboard's current layer are kept.
    private func storage(_ keyboard: Keyboard) -> UnsafeRawPointer? {
        keyboard.geometry.keys.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func fieldsWithTheSameLayoutShareItsGeometryAndOthersDoNot() throws {
        let simulator = try FrameFixtures.demo()
        let byLayout = Dictionary(grouping: simulator.sessions.indices) { simulator.sessions[$0].keyboard.layout.id }
        let shared = try #require(byLayout.values.first { $0.count > 1 }, "the demo has fields on one layout")
        for index in shared.dropFirst() {
            #expect(storage(simulator.sessions[index].keyboard) == storage(simulator.sessions[shared[0]].keyboard))
        }
        let others = byLayout.values.filter { $0 != shared }.map { $0[0] }
        for index in others {
            #expect(storage(simulator.sessions[index].keyboard) != storage(simulator.sessions[shared[0]].keyboard))
        }
    }

    @Test func aKeyboardFromTheShelfIsTheKeyboardMadeAfresh() throws {
        let device = try #require(try ShippedData.devices().profile(named: "iphone-15"))
        let layout = try #require(try ShippedData.layouts().layout(for: .default))
        var shelf = KeyboardShelf()
        let first = shelf.keyboard(layout: layout, metrics: device.keyboard, width: device.screen.width, timings: .ios)
        let again = shelf.keyboard(layout: layout, metrics: device.keyboard, width: device.screen.width, timings: .ios)
        let fresh = Keyboard(layout: layout, metrics: device.keyboard, width: device.screen.width, timings: .ios)
        #expect(first == fresh)
        #expect(again == fresh)
        // Another width is another keyboard, not the one on the shelf.
        let narrow = shelf.keyboard(layout: layout, metrics: device.keyboard, width: 320, timings: .ios)
        #expect(narrow == Keyboard(layout: layout, metrics: device.keyboard, width: 320, timings: .ios))
        #expect(narrow != fresh)
    }
}
