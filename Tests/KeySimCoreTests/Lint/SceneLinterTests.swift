import Foundation
import Testing

@testable import KeySimCore

/// `keysim lint --scene`: each rule's exact finding, at the key that causes it, measured
/// with the fixed-advance measurer on the iPhone 15 in the shipped light and dark themes.
struct SceneLinterTests {
    static func linter(themes: [String] = ["light", "dark"]) throws -> SceneLinter {
        SceneLinter(
            layouts: try ShippedData.layouts(), device: try FrameFixtures.device(),
            themes: try themes.map { id throws in try FrameFixtures.theme(id) }, measurer: FixedAdvanceMeasurer())
    }

    static func findings(_ text: String, themes: [String] = ["light", "dark"]) throws -> [String] {
        try linter(themes: themes).lint(SourceFile(path: "s.json", text: text)).map(\.description)
    }

    /// A theme with the shipped light one's fonts and readable label and prompt colours.
    static func readable() throws -> Theme {
        var theme = try FrameFixtures.theme("light")
        theme.id = "readable"
        theme.colors.label = Color(hex: "#3C3C43")!
        theme.colors.placeholder = Color(hex: "#6C6C70")!
        return theme
    }

    @Test(arguments: [
        (Color(hex: "#000000")!, Color(hex: "#FFFFFF")!, "21.0:1"),
        (Color(hex: "#FFFFFF")!, Color(hex: "#FFFFFF")!, "1.0:1"),
        (Color(hex: "#777777")!, Color(hex: "#FFFFFF")!, "4.4:1"),
        (Color(hex: "#767676")!, Color(hex: "#FFFFFF")!, "4.5:1"),
        (Color(hex: "#C7C7CD")!, Color(hex: "#FFFFFF")!, "1.6:1"),
        // UIKit's placeholderText, #3C3C43 at 30%, on white: under 4.5:1 on iOS itself.
        (Color(hex: "#3C3C434D")!, Color(hex: "#FFFFFF")!, "1.7:1"),
        (Color(hex: "#3C3C4399")!, Color(hex: "#F2F2F7")!, "3.2:1"),
    ])
    func contrastRatiosAreWCAGs(text: Color, background: Color, ratio: String) {
        #expect(ContrastRatio.written(ContrastRatio.of(text, on: background)) == ratio)
    }

    @Test func aReadableFieldWithALabelGivesNoFindings() throws {
        let linter = SceneLinter(
            layouts: try ShippedData.layouts(), device: try FrameFixtures.device(), themes: [try Self.readable()],
            measurer: FixedAdvanceMeasurer())
        let text = #"{"title": "T", "fields": [{"id": "a", "label": "Name", "prompt": "Jane"}]}"#
        #expect(linter.lint(SourceFile(path: "s.json", text: text)).isEmpty)
        #expect(
            ContrastRatio.of(try Self.readable().colors.placeholder, on: .init(red: 255, green: 255, blue: 255)) >= 4.5)
    }

    @Test(arguments: [
        // A field with no name for VoiceOver.
        (
            #"{"title": "T", "fields": [{"id": "a"}]}"#,
            [
                "s.json:1:34: error: field 'a' has neither a 'label' nor a 'prompt': VoiceOver has nothing to call it but \"text field\" [no-accessible-name]"
            ]
        ),
        // A clear button and a trailing button: their tappable areas are 25 and 26 pt wide.
        (
            #"{"title": "T", "fields": [{"id": "a", "label": "A", "clearButton": "always", "trailingButton": "bookmark"}]}"#,
            [
                "s.json:1:68: warning: the clear button of field 'a' answers taps in 25×44 pt on iPhone 15, under the 44×44 pt Apple's guidelines ask for [touch-target]",
                "s.json:1:96: warning: the trailing button of field 'a' answers taps in 26×44 pt on iPhone 15, under the 44×44 pt Apple's guidelines ask for [touch-target]",
            ]
        ),
        // A prompt and a clipped text too wide at the largest size; a wrapped one is not.
        (
            #"{"title": "T", "fields": [{"id": "a", "label": "A", "prompt": "A rather long prompt"}, {"id": "b", "label": "B", "text": "A rather long text"}, {"id": "c", "label": "C", "text": "A rather long text", "lineBreak": "wrapWord"}]}"#,
            [
                "s.json:1:63: warning: the prompt of field 'a' is cut to 'A rather …' at accessibilityExtraExtraExtraLarge: it needs 636 pt, the field has 345 pt [text-cutoff]",
                "s.json:1:122: warning: the text of field 'b' is clipped at accessibilityExtraExtraExtraLarge: it needs 572.4 pt, the field has 345 pt; a 'lineBreak' of 'wrapWord' shows it all [text-cutoff]",
            ]
        ),
        // A label with a word wider than the screen at the largest size.
        (
            #"{"title": "T", "fields": [{"id": "a", "label": "Donaudampfschifffahrt", "prompt": "P"}]}"#,
            [
                "s.json:1:48: warning: the label of field 'a' breaks inside a word at accessibilityExtraExtraExtraLarge: 'Donaudampfsch' / 'ifffahrt' [text-cutoff]"
            ]
        ),
    ])
    func eachRuleGivesItsExactFinding(text: String, expected: [String]) throws {
        let linter = SceneLinter(
            layouts: try ShippedData.layouts(), device: try FrameFixtures.device(), themes: [try Self.readable()],
            measurer: FixedAdvanceMeasurer())
        #expect(linter.lint(SourceFile(path: "s.json", text: text)).map(\.description) == expected)
    }

    @Test func theShippedThemesLabelsAndPromptsAreUnder4_5To1AsIOSsOwnAre() throws {
        let text =
            #"{"title": "T", "fields": [{"id": "a", "label": "A", "prompt": "P"}, {"id": "b", "label": "B", "prompt": "Q", "style": "plain"}]}"#
        let note = "(iOS's own placeholder grey, #3C3C43 at 30%, is 1.7:1 on white)"
        #expect(
            try Self.findings(text) == [
                "s.json:1:48: warning: labels are 3.2:1 against the form in the light theme, #3C3C4399 (#85858B over it) on #F2F2F7: under WCAG's 4.5:1; 2 fields show them [contrast]",
                "s.json:1:63: warning: prompts are 1.6:1 against the field in the light theme, #C7C7CD on #FFFFFF: under WCAG's 4.5:1 \(note); 1 field shows them [contrast]",
                "s.json:1:63: warning: prompts are 2.5:1 against the field in the dark theme, #EBEBF54D (#5B5B5F over it) on #1C1C1E: under WCAG's 4.5:1 \(note); 1 field shows them [contrast]",
                "s.json:1:105: warning: prompts are 1.5:1 against the form in the light theme, #C7C7CD on #F2F2F7: under WCAG's 4.5:1 \(note); 1 field shows them [contrast]",
                "s.json:1:105: warning: prompts are 2.2:1 against the form in the dark theme, #EBEBF54D (#47474A over it) on #000000: under WCAG's 4.5:1 \(note); 1 field shows them [contrast]",
            ])
    }

    @Test func aSceneThatDoesNotLoadIsOneLoadError() throws {
        #expect(
            try Self.findings(#"{"title": "T", "fields": [{"id": "a", "lable": "A"}]}"#) == [
                "s.json:1:39: error: unknown key 'lable' in field 'a'; did you mean 'label'? [load]"
            ])
    }

    @Test func everyShippedSceneHasNoErrorsAndWarnsOnlyOfContrastTargetsAndCutOffText() throws {
        let folder = ShippedData.root + "/Assets/Scenes"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }
        #expect(names.count >= 9)
        let linter = try Self.linter()
        for name in names.sorted() {
            let findings = linter.lint(try SourceFile.read(folder + "/" + name))
            #expect(findings.filter { $0.severity == .error }.isEmpty, "\(name): \(findings.map(\.description))")
            #expect(
                Set(findings.map(\.rule)).isSubset(of: [.contrast, .touchTarget, .textCutoff]),
                "\(name): \(findings.map(\.description))")
        }
    }
}
