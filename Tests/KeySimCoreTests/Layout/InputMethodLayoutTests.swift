import Testing

@testable import KeySimCore

/// A layout's `inputMethod` names the engine composing its keys: read from the file,
/// inherited through `extends`, and a misspelt one is a load error with a suggestion.
struct InputMethodLayoutTests {
    static let korean = SourceFile(
        path: "ko.json",
        text: """
            {"id": "ko", "name": "Ko", "inputMethod": "hangul", "layers": [
              {"id": "letters", "rows": [["ㅂ", "ㅈ"], ["space", "delete", "return"]]}
            ]}
            """)

    @Test func aLayoutNamesItsInputMethodAndItsChildrenInheritIt() throws {
        let child = SourceFile(
            path: "child.json", text: #"{"id": "child", "name": "C", "extends": "ko", "layers": []}"#)
        let (catalog, diagnostics) = LayoutCatalog.load([Self.korean, child])
        #expect(diagnostics.map(\.description) == [])
        #expect(catalog.layout(id: "ko")?.inputMethod == .hangul)
        #expect(catalog.layout(id: "child")?.inputMethod == .hangul)
    }

    @Test func theShippedKoreanLayoutComposesHangulAndTheOthersNothing() throws {
        let catalog = try ShippedData.layouts()
        #expect(catalog.layout(id: "korean")?.inputMethod == .hangul)
        #expect(catalog.layout(id: "japanese-romaji")?.inputMethod == .romaji)
        #expect(catalog.layout(id: "japanese-kana")?.inputMethod == .kana)
        #expect(
            catalog.layouts.filter { !["korean", "japanese-romaji", "japanese-kana"].contains($0.id) }.allSatisfy {
                $0.inputMethod == nil
            })
    }

    @Test func aMisspeltInputMethodIsAnErrorAtItsValue() {
        let file = SourceFile(
            path: "bad.json",
            text: #"{"id": "bad", "name": "B", "inputMethod": "hangeul", "layers": [{"id": "l", "rows": [["a"]]}]}"#)
        let (_, diagnostics) = LayoutCatalog.load([file])
        #expect(
            diagnostics.map(\.description) == [
                "bad.json:1:43: error: unknown input method 'hangeul'; did you mean 'hangul'? Input methods: 'hangul', 'romaji', 'kana'"
            ])
    }
}
