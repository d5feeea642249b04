import Testing

@testable import KeySimCore

/// Theme files load into every colour and font the frame builder needs, and a bad one says
/// where and what is wrong.
struct ThemeTests {
    @Test(arguments: ["light", "dark"])
    func shippedThemeLoads(id: String) throws {
        let theme = try FrameFixtures.theme(id)
        #expect(theme.id == id)
        #expect(theme.fonts.title == Theme.Font(size: 28, weight: .bold, textStyle: .title1))
        #expect(theme.fonts.keySubtitle == Theme.Font(size: 10, weight: .bold))
        #expect(theme.fonts.keyLetter.size == 22)
    }

    @Test func lightThemeUsesTheIOSKeyboardColours() throws {
        let colors = try FrameFixtures.theme("light").colors
        #expect(colors.background == Color(hex: "#F2F2F7"))
        #expect(colors.keyboardBackground == Color(hex: "#D1D3D9"))
        #expect(colors.characterKey == Color(hex: "#FFFFFF"))
        #expect(colors.functionKey == Color(hex: "#ABB0BA"))
        #expect(colors.keyShadow == Color(hex: "#898A8D"))
        #expect(colors.focusRing == Color(hex: "#007AFF"))
        #expect(colors.primaryReturnKey == Color(hex: "#007AFF"))
        #expect(colors.invalid == Color(hex: "#FF3B30"))
    }

    @Test func darkThemeHasLightTextOnDarkKeys() throws {
        let colors = try FrameFixtures.theme("dark").colors
        #expect(colors.keyText == Color(hex: "#FFFFFF"))
        #expect(colors.characterKey != Color(hex: "#FFFFFF"))
        #expect(colors.background == Color(hex: "#000000"))
    }

    @Test func themesFolderLoadsBothWithoutProblems() throws {
        let (themes, diagnostics) = try Theme.load(directory: ShippedData.root + "/Assets/Themes")
        #expect(diagnostics == [])
        #expect(themes.map(\.id) == ["dark", "light"])
    }

    /// The light theme's text with one replacement, to break one thing at a time.
    static func lightText(replacing old: String, with new: String) throws -> String {
        let text = try SourceFile.read(ShippedData.root + "/Assets/Themes/light.json").text
        try #require(text.contains(old), "light.json has no \(old)")
        return text.replacingOccurrences(of: old, with: new)
    }

    static let errors: [(old: String, new: String, message: String)] = [
        (
            ##""keyText": "#000000""##, ##""keyText": "red""##,
            ##"light.json:20:16: error: 'keyText' must be a colour written #RRGGBB or #RRGGBBAA, not "red""##
        ),
        (
            ##""caret": "#007AFF""##, ##""caret": "#007AF""##,
            ##"light.json:13:14: error: 'caret' must be a colour written #RRGGBB or #RRGGBBAA, not "#007AF""##
        ),
        (
            ##""caret": "#007AFF""##, ##""caret": 7"##,
            "light.json:13:14: error: 'caret' must be a string, not a number"
        ),
        (
            ##""caret": "#007AFF","##, ##""carret": "#007AFF","##,
            "light.json:13:5: error: unknown key 'carret' in 'colors'; did you mean 'caret'?"
        ),
        (
            ##"    "caret": "#007AFF","## + "\n", "",
            "light.json:4:13: error: 'colors' is missing 'caret'"
        ),
        (
            ##""name": "Light","##, ##""name": "Light", "author": "me","##,
            "light.json:3:20: error: unknown key 'author' in theme; expected one of: 'id', 'name', 'colors', 'fonts'"
        ),
        (
            ##""title": {"size": 28, "weight": "bold"}"##, ##""title": {"size": 0, "weight": "bold"}"##,
            "light.json:34:23: error: 'size' of 'title' must be greater than 0, not 0.0"
        ),
        (
            ##""title": {"size": 28, "weight": "bold"}"##, ##""title": {"size": 28, "weight": "heavy"}"##,
            ##"light.json:34:37: error: 'weight' of 'title' must be "regular" or "bold", not "heavy""##
        ),
        (
            ##""title": {"size": 28, "weight": "bold"}"##, ##""title": {"size": 28}"##,
            "light.json:34:14: error: 'title' is missing 'weight'"
        ),
        (
            ##""title": {"size": 28, "weight": "bold"}"##, ##""title": 28"##,
            "light.json:34:14: error: 'title' must be an object, not a number"
        ),
        // A form font's Dynamic Type style: a known one, and only on the form's fonts.
        (
            ##""title": {"size": 28, "weight": "bold"}"##,
            ##""title": {"size": 28, "weight": "bold", "textStyle": "titel1"}"##,
            "light.json:34:58: error: unknown text style 'titel1'; did you mean 'title1'?"
        ),
        (
            ##""keyLetter": {"size": 22, "weight": "regular"}"##,
            ##""keyLetter": {"size": 22, "weight": "regular", "textStyle": "body"}"##,
            "light.json:39:52: error: unknown key 'textStyle' in 'keyLetter'; expected one of: 'size', 'weight'"
        ),
    ]

    @Test func aFormFontMayFollowAnotherTextStyle() throws {
        let path = ShippedData.root + "/Assets/Themes/light.json"
        let text = try SourceFile.read(path).text.replacingOccurrences(
            of: ##""label": {"size": 13, "weight": "regular"}"##,
            with: ##""label": {"size": 15, "weight": "regular", "textStyle": "subheadline"}"##)
        let theme = try Theme.decode(SourceFile(path: "light.json", text: text))
        #expect(theme.fonts.label == Theme.Font(size: 15, weight: .regular, textStyle: .subheadline))
        #expect(theme.sized(for: .accessibilityExtraExtraExtraLarge).fonts.label.size == 49)
    }

    @Test(arguments: errors)
    func badThemeFileSaysWhereAndWhat(old: String, new: String, message: String) throws {
        let file = SourceFile(path: "light.json", text: try Self.lightText(replacing: old, with: new))
        #expect(throws: Diagnostic.self) { try Theme.decode(file) }
        do {
            _ = try Theme.decode(file)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func aThemeWrittenBeforeSelectionsWereDrawnStillLoads() throws {
        var text = try Self.lightText(replacing: ##""selection": "#007AFF33","##, with: "")
        text = text.replacingOccurrences(of: ##""editMenu": "#2C2C2EF2","##, with: "")
        text = text.replacingOccurrences(of: ##""editMenuText": "#FFFFFF""##, with: "")
        let last = ##""primaryReturnText": "#FFFFFF""##
        text = text.replacingOccurrences(of: last + ",", with: last)
        #expect(!text.contains("selection") && !text.contains("editMenu"))
        let theme = try Theme.decode(SourceFile(path: "old.json", text: text))
        #expect(theme.colors.selection == Color(hex: "#007AFF33"))
        #expect(theme.colors.editMenu == Color(hex: "#2C2C2EF2"))
        #expect(theme.colors.editMenuText == Color(hex: "#FFFFFF"))
    }

    @Test func aThemeIDUsedTwiceKeepsTheFirst() throws {
        let text = try SourceFile.read(ShippedData.root + "/Assets/Themes/light.json").text
        let (themes, diagnostics) = Theme.load([
            SourceFile(path: "a.json", text: text), SourceFile(path: "b.json", text: text),
        ])
        #expect(themes.count == 1)
        #expect(diagnostics.map(\.description) == ["b.json: error: theme id 'light' is used twice"])
    }
}
