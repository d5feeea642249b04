import Testing

@testable import KeySimCore

struct LayoutExtendsTests {
    static let base = SourceFile(path: "base.json", text: LayoutLoadingErrorTests.base)

    func load(_ text: String) throws -> KeyboardLayout {
        let (catalog, diagnostics) = LayoutCatalog.load([Self.base, SourceFile(path: "c.json", text: text)])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return try #require(catalog.layout(id: "c"))
    }

    @Test func childInheritsLayersButNotServes() throws {
        let layout = try load(#"{"id": "c", "name": "C", "extends": "base", "serves": ["URL"], "layers": []}"#)
        #expect(layout.layers.map(\.id) == ["letters", "numbers"])
        #expect(layout.serves == [.URL])
        #expect(layout.extends == "base")
        #expect(layout.layer("letters")?.keys.map(\.id) == ["q", "w", "numbers", "space"])
    }

    @Test func replaceKeysSwapsOneKeyInPlace() throws {
        let layout = try load(
            #"{"id": "c", "name": "C", "extends": "base", "layers": [{"id": "letters", "replaceKeys": {"space": {"key": "@", "width": 2}}}]}"#
        )
        let keys = try #require(layout.layer("letters")?.keys)
        #expect(keys.map(\.id) == ["q", "w", "numbers", "@"])
        #expect(keys[3].width == 2)
        #expect(keys[3].action == .character)
        #expect(keys[3].source == SourceLocation(path: "c.json", position: SourcePosition(line: 1, column: 99)))
        #expect(layout.layer("numbers")?.keys.map(\.id) == ["1", "2", "letters", "space"])
    }

    @Test func replaceRowsSwapsARowAndNewLayersAreAppended() throws {
        let layout = try load(
            #"{"id": "c", "name": "C", "extends": "base", "layers": [{"id": "letters", "replaceRows": {"1": ["numbers", "space", "."]}}, {"id": "more", "rows": [["€", "letters"]]}]}"#
        )
        #expect(layout.layers.map(\.id) == ["letters", "numbers", "more"])
        #expect(layout.layer("letters")?.rows[1].keys.map(\.id) == ["numbers", "space", "."])
    }

    @Test func firstLayerMovesALayerToTheFrontAndRemoveLayersDropsOne() throws {
        let layout = try load(
            #"{"id": "c", "name": "C", "extends": "base", "firstLayer": "numbers", "removeLayers": ["letters"], "layers": [{"id": "numbers", "replaceKeys": {"letters": "x"}}]}"#
        )
        #expect(layout.layers.map(\.id) == ["numbers"])
        #expect(layout.firstLayerID == "numbers")
    }

    @Test func chainOfExtendsMergesInOrder() throws {
        let middle = SourceFile(
            path: "m.json",
            text:
                #"{"id": "m", "name": "M", "extends": "base", "layers": [{"id": "letters", "replaceKeys": {"q": "a"}}]}"#
        )
        let child = SourceFile(
            path: "c.json",
            text: #"{"id": "c", "name": "C", "extends": "m", "layers": [{"id": "letters", "replaceKeys": {"w": "b"}}]}"#
        )
        let (catalog, diagnostics) = LayoutCatalog.load([child, middle, Self.base])
        #expect(diagnostics.isEmpty)
        #expect(catalog.layout(id: "c")?.layer("letters")?.keys.map(\.id) == ["a", "b", "numbers", "space"])
        #expect(catalog.layouts.map(\.id) == ["c", "m", "base"])
    }
}
