import Testing

@testable import KeySimCore

/// A layout's `keyCaps`: read from the file, inherited through `extends`; `false` draws its
/// keys as bare glyphs (the iPhone's emoji keyboard), a pressed one on a faint cap.
struct KeyCapsTests {
    static let bare = SourceFile(
        path: "bare.json",
        text: """
            {"id": "bare", "name": "Bare", "keyCaps": false, "layers": [
              {"id": "l", "rows": [["a", "b"], ["space", "delete", "return"]]}
            ]}
            """)

    @Test func aLayoutWithoutCapsSaysSoAndItsChildrenInheritIt() {
        let child = SourceFile(
            path: "child.json", text: #"{"id": "child", "name": "C", "extends": "bare", "layers": []}"#)
        let capped = SourceFile(
            path: "capped.json",
            text: #"{"id": "capped", "name": "C", "extends": "bare", "keyCaps": true, "layers": []}"#)
        let (catalog, diagnostics) = LayoutCatalog.load([Self.bare, child, capped])
        #expect(diagnostics.map(\.description) == [])
        #expect(catalog.layout(id: "bare")?.keyCaps == false)
        #expect(catalog.layout(id: "child")?.keyCaps == false)
        #expect(catalog.layout(id: "capped")?.keyCaps == true)
    }

    @Test func onlyTheShippedEmojiKeyboardIsDrawnWithoutCaps() throws {
        let catalog = try ShippedData.layouts()
        #expect(catalog.layouts.filter { !$0.keyCaps }.map(\.id) == ["emoji"])
    }

    @Test func aKeyCapsThatIsNotABooleanIsAnErrorAtItsValue() {
        let file = SourceFile(
            path: "bad.json",
            text: #"{"id": "bad", "name": "B", "keyCaps": "no", "layers": [{"id": "l", "rows": [["a"]]}]}"#)
        let (_, diagnostics) = LayoutCatalog.load([file])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.description.hasPrefix("bad.json:1:39: error: 'keyCaps'") == true)
    }

    @Test func theEmojiKeyboardsKeysHaveNoCapButThePressedOnesFaintCap() throws {
        let device = try FrameFixtures.device()
        let builder = try FrameFixtures.builder()
        let layout = try #require(try ShippedData.layouts().layout(id: "emoji"))
        var keyboard = Keyboard(layout: layout, metrics: device.keyboard, width: device.screen.width)
        let caps = { (frame: Frame) in Set(frame.fills.filter { $0.radius >= device.keyboard.cornerRadius }.map(\.rect))
        }
        let idle = builder.keyboardFrame(keyboard, context: KeyboardContext(), device: device)
        for key in keyboard.geometry.keys {
            #expect(!caps(idle).contains(key.visible), "'\(key.key.id)' has a cap")
        }
        #expect(idle.texts.contains { $0.text == "😂" })
        let thumb = try #require(keyboard.geometry.frame(of: "👍")).visible
        _ = keyboard.handle(.touchDown(finger: 0, at: thumb.center), at: 0)
        let pressed = builder.keyboardFrame(keyboard, context: KeyboardContext(), device: device)
        #expect(
            pressed.fills.contains { $0.rect == thumb && $0.color == builder.theme.colors.functionKey },
            "the key under the finger sits on a faint cap")
    }
}
