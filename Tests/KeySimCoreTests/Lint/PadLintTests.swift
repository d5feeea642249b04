import Testing

@testable import KeySimCore

/// What lint knows about pad layouts: the hide-keyboard key, the iPad's reserved ids,
/// coverage per idiom, and touch targets measured on the devices that show a layout.
struct PadLintTests {
    /// The lint fixtures' phone, and a pad twice as wide.
    static let devices = DeviceCatalog(
        profiles: LintFixtures.devices.profiles + [
            DeviceProfile(
                id: "tablet", name: "Tablet", orientation: .portrait, screen: Size(width: 800, height: 1000), scale: 2,
                keyboard: KeyboardMetrics(height: 200, insets: EdgeInsets(), keyGap: 0, rowGap: 0, cornerRadius: 4),
                idiom: .pad)
        ])

    static func findings(_ files: [(String, String)], coverage: Bool = false) throws -> [String] {
        let linter = LayoutLinter(
            devices: devices, theme: try FrameFixtures.theme("light"), measurer: FixedAdvanceMeasurer(),
            checksCoverage: coverage)
        return linter.lint(files.map { SourceFile(path: $0.0, text: $0.1) }).findings.map(\.description)
    }

    @Test func aPadLayoutWithoutTheDismissKeyIsAWarningAtTheLayout() throws {
        let text = """
            {"id": "p", "name": "P", "idiom": "pad", "layers": [
              {"id": "letters", "rows": [["a", "b"], ["space", "return"], ["delete", "shift"]]}
            ]}
            """
        #expect(
            try Self.findings([("p.json", text)]) == [
                "p.json:1:8: warning: pad layout 'p' has no dismiss key on any layer: an iPad keyboard can always be hidden with it [missing-key]"
            ])
    }

    @Test func aLayerOfAPadLayoutWithoutTheDismissKeyIsAWarningAtThatLayer() throws {
        let text = """
            {"id": "p", "name": "P", "idiom": "pad", "layers": [
              {"id": "letters", "rows": [["a", "numbers"], ["space", "return"], ["delete", "dismiss"]]},
              {"id": "numbers", "rows": [["1", "letters"], ["space", "return"], ["delete", "shift"]]}
            ]}
            """
        #expect(
            try Self.findings([("p.json", text)]) == [
                "p.json:3:10: warning: layer 'numbers' of pad layout 'p' has no dismiss key to hide the keyboard [missing-key]"
            ])
    }

    @Test func aPhoneLayoutNeedsNoDismissKey() throws {
        let text = """
            {"id": "p", "name": "P", "layers": [
              {"id": "letters", "rows": [["a", "b"], ["space", "return"], ["delete", "shift"]]}
            ]}
            """
        #expect(try Self.findings([("p.json", text)]) == [])
    }

    @Test(arguments: [("Tab", "tab", "tab"), ("capslock", "capsLock", "capsLock"), ("dismis", "dismiss", "dismiss")])
    func aNearMissOfTheIPadsReservedIdsSuggestsThem(written: String, reserved: String, action: String) throws {
        let text = """
            {"id": "p", "name": "P", "idiom": "pad", "layers": [
              {"id": "letters", "rows": [["a", "\(written)"], ["space", "return"], ["delete", "dismiss"]]}
            ]}
            """
        #expect(
            try Self.findings([("p.json", text)]).contains(
                "p.json:2:36: warning: key '\(written)' types the text '\(written)'; did you mean the reserved key '\(reserved)'? Write \"\(reserved)\" as its id, or give it \"action\": \"\(action)\" [action-id]"
            ))
    }

    @Test func aPadAndAPhoneLayoutMayServeTheSameTypeButTwoPadLayoutsMayNot() throws {
        let phone = #"{"id": "a", "name": "A", "serves": ["default"], "layers": [{"id": "l", "rows": [["1"]]}]}"#
        let pad =
            #"{"id": "b", "name": "B", "idiom": "pad", "serves": ["default"], "layers": [{"id": "l", "rows": [["1", "dismiss"]]}]}"#
        let secondPad =
            #"{"id": "c", "name": "C", "idiom": "pad", "serves": ["default"], "layers": [{"id": "l", "rows": [["1", "dismiss"]]}]}"#
        #expect(try Self.findings([("a.json", phone), ("b.json", pad)]).filter { $0.hasSuffix("[coverage]") } == [])
        #expect(
            try Self.findings([("a.json", phone), ("b.json", pad), ("c.json", secondPad)]).filter {
                $0.hasSuffix("[coverage]")
            } == [
                "c.json:1:53: error: keyboard type 'default' is already served by layout 'b' (b.json:1:53), which comes first and wins [coverage]"
            ])
    }

    @Test func aPadLayoutsTouchTargetsAreMeasuredOnThePadNotThePhone() throws {
        // 16 keys a row: 25 pt wide on the 400-pt phone (under the 28-pt minimum), 50 on the pad.
        let keys = (0..<15).map { "\"\($0)\"" }.joined(separator: ", ")
        let layers = #"[{"id": "l", "rows": [[\#(keys), "dismiss"]]}]"#
        let pad = #"{"id": "p", "name": "P", "idiom": "pad", "serves": ["numberPad"], "layers": \#(layers)}"#
        let phone = #"{"id": "q", "name": "Q", "serves": ["default"], "layers": \#(layers)}"#
        let findings = try Self.findings([("p.json", pad), ("q.json", phone)]).filter { $0.hasSuffix("[touch-target]") }
        #expect(!findings.isEmpty && findings.allSatisfy { $0.hasPrefix("q.json:") }, "\(findings)")
    }
}
