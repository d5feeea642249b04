import Testing

@testable import KeySimCore

/// A scene's `keyboards`: the layouts the globe key cycles through, checked against the
/// loaded layouts with the place each id is written.
struct SceneKeyboardsTests {
    static func decode(_ text: String) throws -> Scene {
        try Scene.decode(SourceFile(path: "s.json", text: text))
    }

    @Test func keyboardsAreReadInOrder() throws {
        let scene = try Self.decode(
            #"{"title": "T", "keyboards": ["default", "fr-azerty", "de-qwertz"], "fields": [{"id": "a"}]}"#)
        #expect(scene.keyboards == ["default", "fr-azerty", "de-qwertz"])
        let layouts = try scene.inputLayouts(in: try ShippedData.layouts())
        #expect(layouts.map(\.id) == ["default", "fr-azerty", "de-qwertz"])
    }

    @Test func withoutKeyboardsTheLayoutServingDefaultIsTheOnlyOne() throws {
        let scene = try Self.decode(#"{"title": "T", "fields": [{"id": "a"}]}"#)
        #expect(scene.keyboards == [])
        #expect(try scene.inputLayouts(in: try ShippedData.layouts()).map(\.id) == ["default"])
    }

    @Test(arguments: [
        (
            #"{"title": "T", "keyboards": "de-qwertz", "fields": [{"id": "a"}]}"#,
            "s.json:1:29: error: 'keyboards' must be an array, not a string"
        ),
        (
            #"{"title": "T", "keyboards": [], "fields": [{"id": "a"}]}"#,
            "s.json:1:29: error: 'keyboards' must name at least one layout; leave it out for the layout that serves 'default'"
        ),
        (
            #"{"title": "T", "keyboards": ["default", ""], "fields": [{"id": "a"}]}"#,
            "s.json:1:41: error: a layout id in 'keyboards' must not be empty"
        ),
        (
            #"{"title": "T", "keyboards": ["default", 7], "fields": [{"id": "a"}]}"#,
            "s.json:1:41: error: a layout id in 'keyboards' must be a string, not a number"
        ),
        (
            #"{"title": "T", "keyboards": ["de-qwertz", "default", "de-qwertz"], "fields": [{"id": "a"}]}"#,
            "s.json:1:54: error: 'de-qwertz' is already in 'keyboards' (first written at 1:30)"
        ),
        (
            #"{"title": "T", "keybords": ["default"], "fields": [{"id": "a"}]}"#,
            "s.json:1:16: error: unknown key 'keybords' in scene; did you mean 'keyboards'?"
        ),
    ])
    func malformedKeyboardsGetExactMessage(text: String, expected: String) {
        #expect(SceneDecodingErrorTests.firstProblem(in: text) == expected)
    }

    @Test func anUnknownLayoutIsReportedWhereItIsWrittenWithTheNearestAndTheLayoutsThereAre() throws {
        let text = """
            {"title": "T",
             "keyboards": ["default", "de-qwerty"],
             "fields": [{"id": "a"}]}
            """
        let scene = try Self.decode(text)
        let layouts = try ShippedData.layouts()
        #expect(
            scene.keyboardProblem(in: layouts, path: "s.json")?.description
                == "s.json:2:27: error: 'keyboards' names no layout 'de-qwerty'; did you mean 'de-qwertz'? Layouts: "
                + layouts.layouts.map(\.id).joined(separator: ", "))
        #expect(throws: SessionError.unknownLayout("de-qwerty", available: layouts.layouts.map(\.id))) {
            try scene.inputLayouts(in: layouts)
        }
        let device = try #require(try ShippedData.devices().profile(named: "iphone-15"))
        #expect(throws: SessionError.self) { try Simulator(scene: scene, device: device, layouts: layouts) }
    }

    @Test func knownLayoutsHaveNoProblem() throws {
        let scene = try Self.decode(#"{"title": "T", "keyboards": ["fr-azerty"], "fields": [{"id": "a"}]}"#)
        #expect(scene.keyboardProblem(in: try ShippedData.layouts(), path: "s.json") == nil)
    }

    @Test func keyboardsExampleInTheScenesReadmeDecodesAndNamesShippedLayouts() throws {
        let readme = try SourceFile.read(ShippedData.root + "/Assets/Scenes/README.md").text
        let example = try #require(
            readme.components(separatedBy: "```json\n").first { $0.hasPrefix("{\"title\": \"Languages\"") }?
                .components(separatedBy: "```").first)
        let scene = try Self.decode(example)
        #expect(scene.keyboards == ["default", "de-qwertz", "fr-azerty"])
        #expect(scene.keyboardProblem(in: try ShippedData.layouts(), path: "README.md") == nil)
    }
}
