import Testing

@testable import KeySimCore

/// A device file's `keyboard.strip`: the home-indicator strip and where its keys sit, with
/// errors at the line and column of what is wrong.
struct DeviceStripLoadingTests {
    /// A device file whose portrait keyboard has `strip` (JSON text) after its corner radius.
    static func device(portraitStrip strip: String, bottom: Int = 60) -> String {
        """
        {"id": "p", "name": "P", "scale": 2,
         "portrait": {"screen": {"width": 400, "height": 800},
          "keyboard": {"height": 260, "insets": {"top": 0, "left": 0, "bottom": \(bottom), "right": 0},
           "keyGap": 6, "rowGap": 10, "cornerRadius": 5,
           "strip": \(strip)}},
         "landscape": {"screen": {"width": 800, "height": 400},
          "keyboard": {"height": 160, "insets": {"top": 0, "left": 0, "bottom": 0, "right": 0},
           "keyGap": 6, "rowGap": 8, "cornerRadius": 5}}}
        """
    }

    static func problems(_ text: String) -> [String] {
        DeviceCatalog.load([SourceFile(path: "p.json", text: text)]).diagnostics.map(\.description)
    }

    @Test func theStripsKeysLoadInOrderAndTheOtherOrientationHasNoStrip() throws {
        let text = Self.device(
            portraitStrip: """
                {"keys": [{"key": "globe", "frame": {"x": 4, "y": 5, "width": 50, "height": 40}},
                          {"key": "dictation", "frame": {"x": 346, "y": 5, "width": 50, "height": 40}}]}
                """)
        let (catalog, diagnostics) = DeviceCatalog.load([SourceFile(path: "p.json", text: text)])
        #expect(diagnostics.isEmpty)
        let portrait = try #require(catalog.profile(named: "p"))
        #expect(
            portrait.keyboard.strip
                == KeyboardStrip(slots: [
                    .init(keyID: "globe", frame: Rect(x: 4, y: 5, width: 50, height: 40)),
                    .init(keyID: "dictation", frame: Rect(x: 346, y: 5, width: 50, height: 40)),
                ]))
        #expect(catalog.profile(named: "p-landscape")?.keyboard.strip == nil)
    }

    @Test(arguments: [
        (
            #"{"keys": [], "height": 60}"#,
            "p.json:5:26: error: unknown key 'height' in 'strip'; expected one of: 'keys'"
        ),
        (
            #"{"keys": [{"key": "globe", "frame": {"x": 360, "y": 5, "width": 50, "height": 40}}]}"#,
            "p.json:5:49: error: the frame of strip key 'globe' reaches 410×45 pt, outside the strip (400×60 pt: the screen's width by the bottom inset)"
        ),
        (
            #"{"keys": [{"key": "globe", "frame": {"x": 0, "y": 0, "width": 9, "height": 9}}, {"key": "globe", "frame": {"x": 9, "y": 0, "width": 9, "height": 9}}]}"#,
            "p.json:5:101: error: key 'globe' has two places in the strip"
        ),
        (
            #"{"keys": [{"key": "globe", "frame": {"x": 0, "y": 0, "width": 0, "height": 9}}]}"#,
            "p.json:5:75: error: 'width' must be greater than 0, not 0.0"
        ),
    ])
    func aBadStripGetsItsExactMessage(strip: String, message: String) {
        #expect(Self.problems(Self.device(portraitStrip: strip)) == [message])
    }

    @Test func aStripNeedsABottomInset() {
        #expect(
            Self.problems(Self.device(portraitStrip: #"{"keys": []}"#, bottom: 0))
                == ["p.json:5:13: error: a 'strip' needs a bottom inset to lie in; 'insets.bottom' is 0"])
    }
}
