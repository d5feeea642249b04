import Testing

@testable import KeySimCore

/// Fields of one form on the same layout share one keyboard face (its layers laid out once),
/// and stay apart.
struct KeyboardShelfTests {
    @Test func fieldsWithTheSameLayoutShareItsFaceAndOthersDoNot() throws {
        let simulator = try FrameFixtures.demo()
        let byLayout = Dictionary(grouping: simulator.sessions.indices) { simulator.sessions[$0].keyboard.layout.id }
        let shared = try #require(byLayout.values.first { $0.count > 1 }, "the demo has fields on one layout")
        for index in shared.dropFirst() {
            #expect(simulator.sessions[index].keyboard.face === simulator.sessions[shared[0]].keyboard.face)
        }
        let others = byLayout.values.filter { $0 != shared }.map { $0[0] }
        for index in others {
            #expect(simulator.sessions[index].keyboard.face !== simulator.sessions[shared[0]].keyboard.face)
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
        #expect(again.face === first.face)
        // Another width is another keyboard, not the one on the shelf.
        let narrow = shelf.keyboard(layout: layout, metrics: device.keyboard, width: 320, timings: .ios)
        #expect(narrow == Keyboard(layout: layout, metrics: device.keyboard, width: 320, timings: .ios))
        #expect(narrow != fresh)
    }
}
