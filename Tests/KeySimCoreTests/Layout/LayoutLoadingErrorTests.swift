import Testing

@testable import KeySimCore

/// Each malformed layout gets one exact `path:line:column: error: message`.
struct LayoutLoadingErrorTests {
    static let base = """
        {"id": "base", "name": "Base", "serves": ["default"], "layers": [
          {"id": "letters", "rows": [["q", "w"], ["numbers", "space"]]},
          {"id": "numbers", "rows": [["1", "2"], ["letters", "space"]]}
        ]}
        """

    @Test(arguments: [
        // Not JSON at all.
        (
            """
            {"id": "x", "name": "X",
            """,
            "x.json:1:25: error: expected a string key, found end of file"
        ),
        // A misspelt key property, with the suggestion.
        (
            """
            {"id": "x", "name": "X", "layers": [
              {"id": "letters", "rows": [[{"key": "q", "lable": "Q"}]]}
            ]}
            """,
            "x.json:2:44: error: unknown key 'lable' in key; did you mean 'label'?"
        ),
        // A flick way that is not one of the four.
        (
            """
            {"id": "x", "name": "X", "layers": [
              {"id": "kana", "rows": [[{"key": "あ", "flicks": {"left": "い", "upp": "う"}}]]}
            ]}
            """,
            "x.json:2:65: error: unknown key 'upp' in 'flicks'; did you mean 'up'?"
        ),
        // Flicks that type nothing.
        (
            """
            {"id": "x", "name": "X", "layers": [
              {"id": "kana", "rows": [[{"key": "あ", "flicks": {}}]]}
            ]}
            """,
            "x.json:2:51: error: 'flicks' must give at least one of 'left', 'up', 'right', 'down'"
        ),
        // A toggle of one character toggles nothing.
        (
            """
            {"id": "x", "name": "X", "layers": [
              {"id": "kana", "rows": [[{"key": "あ", "toggle": ["あ"]}]]}
            ]}
            """,
            "x.json:2:51: error: 'toggle' lists what tapping the key again and again types, so at least two characters (or none, [], to turn tap-repeat off)"
        ),
        // A misspelt top-level property.
        (
            """
            {"id": "x", "name": "X", "sevres": ["default"], "layers": []}
            """,
            "x.json:1:26: error: unknown key 'sevres' in layout; did you mean 'serves'?"
        ),
        // The same key twice in a layer.
        (
            """
            {"id": "x", "name": "X", "layers": [
              {"id": "letters", "rows": [["q", "w"], ["e", "q"]]}
            ]}
            """,
            "x.json:2:48: error: duplicate key id 'q' in layer 'letters' (first written at 2:31)"
        ),
        // A layer switch to a layer the layout does not have.
        (
            """
            {"id": "x", "name": "X", "layers": [
              {"id": "letters", "rows": [["q", {"key": "numbers", "width": 2}]]},
              {"id": "symbols", "rows": [["#", "letters"]]}
            ]}
            """,
            "x.json:2:36: error: key 'numbers' switches to layer 'numbers', which layout 'x' does not have; its layers are: 'letters', 'symbols'"
        ),
        // An unknown keyboard type.
        (
            """
            {"id": "x", "name": "X", "serves": ["emailadress"], "layers": [{"id": "a", "rows": [["q"]]}]}
            """,
            "x.json:1:37: error: unknown keyboard type 'emailadress'; did you mean 'emailAddress'?"
        ),
        // An unknown action.
        (
            """
            {"id": "x", "name": "X", "layers": [{"id": "a", "rows": [[{"key": "x", "action": "delet"}]]}]}
            """,
            "x.json:1:82: error: unknown action 'delet'; did you mean 'delete'?"
        ),
        // A key that is neither a string nor an object.
        (
            """
            {"id": "x", "name": "X", "layers": [{"id": "a", "rows": [["q", 7]]}]}
            """,
            "x.json:1:64: error: a key must be a string or an object, not a number"
        ),
        // A layout without its name.
        (
            """
            {"id": "x", "layers": [{"id": "a", "rows": [["q"]]}]}
            """,
            "x.json:1:1: error: layout is missing 'name'"
        ),
        // A zero width.
        (
            """
            {"id": "x", "name": "X", "layers": [{"id": "a", "rows": [[{"key": "q", "width": 0}]]}]}
            """,
            "x.json:1:81: error: 'width' must be greater than 0, not 0.0"
        ),
        // An empty row.
        (
            """
            {"id": "x", "name": "X", "layers": [{"id": "a", "rows": [["q"], []]}]}
            """,
            "x.json:1:65: error: a row must have at least one key"
        ),
    ])
    func malformedLayoutGetsExactMessage(text: String, expected: String) {
        let (catalog, diagnostics) = LayoutCatalog.load([SourceFile(path: "x.json", text: text)])
        #expect(diagnostics.map(\.description) == [expected])
        #expect(catalog.layouts.isEmpty)
    }

    @Test func extendsCycleIsReportedOnceWithTheWholeChain() {
        let files = [
            SourceFile(path: "a.json", text: #"{"id": "a", "name": "A", "extends": "b", "layers": []}"#),
            SourceFile(path: "b.json", text: #"{"id": "b", "name": "B", "extends": "a", "layers": []}"#),
            SourceFile(path: "base.json", text: Self.base),
        ]
        let (catalog, diagnostics) = LayoutCatalog.load(files)
        #expect(diagnostics.map(\.description) == ["b.json:1:37: error: 'extends' makes a cycle: a → b → a"])
        #expect(catalog.layouts.map(\.id) == ["base"])
    }

    @Test func layoutExtendingItselfIsACycle() {
        let files = [SourceFile(path: "a.json", text: #"{"id": "a", "name": "A", "extends": "a", "layers": []}"#)]
        #expect(
            LayoutCatalog.load(files).diagnostics.map(\.description) == [
                "a.json:1:37: error: 'extends' makes a cycle: a → a"
            ])
    }

    @Test(arguments: [
        (
            #"{"id": "c", "name": "C", "extends": "bsae", "layers": []}"#,
            "c.json:1:37: error: layout 'c' extends unknown layout 'bsae'; did you mean 'base'?"
        ),
        (
            #"{"id": "c", "name": "C", "extends": "base", "layers": [{"id": "letters", "replaceKeys": {"z": "x"}}]}"#,
            "c.json:1:90: error: layer 'letters' has no key 'z' to replace"
        ),
        (
            #"{"id": "c", "name": "C", "extends": "base", "layers": [{"id": "letters", "replaceRows": {"5": ["x"]}}]}"#,
            "c.json:1:90: error: layer 'letters' has 2 rows (0 to 1); there is no row 5 to replace"
        ),
        (
            #"{"id": "c", "name": "C", "extends": "base", "removeLayers": ["numbrs"], "layers": []}"#,
            "c.json:1:62: error: cannot remove layer 'numbrs': there is no such layer; did you mean 'numbers'?"
        ),
        (
            #"{"id": "c", "name": "C", "extends": "base", "removeLayers": ["numbers"], "layers": []}"#,
            "base.json:2:43: error: key 'numbers' switches to layer 'numbers', which layout 'c' does not have; its layers are: 'letters'"
        ),
        (
            #"{"id": "c", "name": "C", "extends": "base", "layers": [{"id": "phone", "replaceKeys": {"1": "x"}}]}"#,
            "c.json:1:63: error: cannot change layer 'phone': there is no such layer; its layers are: 'letters', 'numbers', and a new layer needs 'rows'"
        ),
        (
            #"{"id": "c", "name": "C", "extends": "base", "firstLayer": "symbols", "layers": []}"#,
            "c.json:1:59: error: 'firstLayer' names 'symbols': there is no such layer; its layers are: 'letters', 'numbers'"
        ),
    ])
    func badExtensionGetsExactMessage(text: String, expected: String) {
        let files = [SourceFile(path: "base.json", text: Self.base), SourceFile(path: "c.json", text: text)]
        let (catalog, diagnostics) = LayoutCatalog.load(files)
        #expect(diagnostics.map(\.description) == [expected])
        #expect(catalog.layouts.map(\.id) == ["base"])
    }

    @Test func duplicateLayoutIdsKeepTheFirst() {
        let files = [SourceFile(path: "a.json", text: Self.base), SourceFile(path: "b.json", text: Self.base)]
        let (catalog, diagnostics) = LayoutCatalog.load(files)
        #expect(diagnostics.map(\.description) == ["b.json:1:8: error: layout id 'base' is already used by a.json"])
        #expect(catalog.layouts.count == 1)
    }
}
