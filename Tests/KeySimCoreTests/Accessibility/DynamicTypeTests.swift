import Testing

@testable import KeySimCore

/// Dynamic Type: UIContentSizeCategory's names, Apple's size tables, a theme's form fonts at
/// each size, and how a scene, a script header and their errors name a size.
struct DynamicTypeTests {
    @Test func theCategoriesAreUIKitsTwelveInOrderWithLargeTheDefault() {
        #expect(
            ContentSizeCategory.allCases.map(\.rawValue) == [
                "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
                "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
                "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge",
            ])
        #expect(ContentSizeCategory.default == .large)
        #expect(ContentSizeCategory.largest == .accessibilityExtraExtraExtraLarge)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(ContentSizeCategory.small < .accessibilityMedium)
    }

    /// Apple's HIG, Typography, Dynamic Type sizes (iOS): a style's sizes from extraSmall to
    /// accessibilityExtraExtraExtraLarge.
    @Test(arguments: [
        (DynamicTypeStyle.body, [14.0, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
        (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
        (.caption1, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
        (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
        (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
    ])
    func aTextStyleHasApplesSizeAtEveryCategory(style: DynamicTypeStyle, sizes: [Double]) {
        #expect(ContentSizeCategory.allCases.map { style.size(at: $0) } == sizes)
    }

    @Test func everyStyleHasTwelveSizesGrowingWithTheCategory() {
        for style in DynamicTypeStyle.allCases {
            #expect(style.sizes.count == ContentSizeCategory.allCases.count)
            #expect(zip(style.sizes, style.sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style)")
        }
    }

    @Test func aFontScalesAsItsStyleDoesAndIsExactlyItselfAtLarge() {
        #expect(DynamicTypeStyle.body.scaled(17, to: .large) == 17)
        #expect(DynamicTypeStyle.body.scaled(17, to: .accessibilityExtraExtraExtraLarge) == 53)
        #expect(DynamicTypeStyle.footnote.scaled(13, to: .extraSmall) == 12)
        // A theme's own size keeps its proportion to the style (as UIFontMetrics scales it).
        #expect(DynamicTypeStyle.body.scaled(34, to: .extraSmall) == 28)
        #expect(DynamicTypeStyle.caption1.scaled(12.3, to: .large) == 12.3)
    }

    @Test func aThemeAtASizeGrowsTheFormsFontsAndNotTheKeys() throws {
        let light = try FrameFixtures.theme("light")
        let large = light.sized(for: .large)
        #expect(large == light)
        let ax5 = light.sized(for: .accessibilityExtraExtraExtraLarge)
        #expect(ax5.fonts.title.size == 58)
        #expect(ax5.fonts.label.size == 44)
        #expect(ax5.fonts.fieldText.size == 53)
        #expect(ax5.fonts.placeholder.size == 53)
        #expect(ax5.fonts.message.size == 43)
        #expect(ax5.fonts.keyLetter == light.fonts.keyLetter)
        #expect(ax5.fonts.keyLabel == light.fonts.keyLabel)
        #expect(ax5.fonts.keySubtitle == light.fonts.keySubtitle)
        #expect(ax5.fonts.preview == light.fonts.preview)
        #expect(ax5.fonts.callout == light.fonts.callout)
        let extraSmall = light.sized(for: .extraSmall)
        #expect(extraSmall.fonts.fieldText.size == 14)
        #expect(extraSmall.fonts.label.size == 12)
    }

    @Test func aSceneNamesItsSizeWithoutRegardToCaseAndDefaultsToLarge() throws {
        let named = try Scene.decode(
            SourceFile(
                path: "s.json",
                text: #"{"title": "T", "contentSize": "AccessibilityLarge", "fields": [{"id": "a"}]}"#))
        #expect(named.contentSize == .accessibilityLarge)
        let unnamed = try Scene.decode(SourceFile(path: "s.json", text: #"{"title": "T", "fields": [{"id": "a"}]}"#))
        #expect(unnamed.contentSize == .large)
    }

    @Test func aScriptHeaderMayNameASize() throws {
        let script = try Script.parse(
            SourceFile(path: "s.jsonl", text: #"{"keysim": 1, "contentSize": "extraSmall"}"#))
        #expect(script.header?.contentSize == .extraSmall)
        #expect(
            Recording.header(scene: "demo", device: "iphone-15", contentSize: .accessibilityMedium)
                == #"{"contentSize":"accessibilityMedium","device":"iphone-15","keysim":1,"scene":"demo"}"#)
    }

    @Test(arguments: [
        (
            #"{"title": "T", "contentSize": "extraLage", "fields": [{"id": "a"}]}"#,
            "s.json:1:31: error: unknown content size 'extraLage'; did you mean 'extraLarge'?"
        ),
        (
            #"{"title": "T", "contentSize": "huge", "fields": [{"id": "a"}]}"#,
            "s.json:1:31: error: unknown content size 'huge'; expected one of: 'extraSmall', 'small', 'medium', "
                + "'large', 'extraLarge', 'extraExtraLarge', 'extraExtraExtraLarge', 'accessibilityMedium', "
                + "'accessibilityLarge', 'accessibilityExtraLarge', 'accessibilityExtraExtraLarge', "
                + "'accessibilityExtraExtraExtraLarge'"
        ),
        (
            #"{"title": "T", "contentSize": 3, "fields": [{"id": "a"}]}"#,
            "s.json:1:31: error: 'contentSize' must be a string, not a number"
        ),
        (
            #"{"title": "T", "contentsize": "large", "fields": [{"id": "a"}]}"#,
            "s.json:1:16: error: unknown key 'contentsize' in scene; did you mean 'contentSize'?"
        ),
    ])
    func aBadSceneSizeGetsOneExactMessage(text: String, message: String) {
        do {
            _ = try Scene.decode(SourceFile(path: "s.json", text: text))
            Issue.record("decoded")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test(arguments: [
        (
            #"{"keysim": 1, "contentSize": "accessibilityXXXL"}"#,
            "s.jsonl:1:30: error: unknown content size 'accessibilityXXXL'; did you mean 'accessibilityLarge'?"
        ),
        (#"{"keysim": 1, "contentSize": null}"#, "s.jsonl:1:30: error: 'contentSize' must be a string, not null"),
    ])
    func aBadHeaderSizeGetsOneExactMessage(text: String, message: String) {
        #expect(scriptParseError(text) == message)
    }

    @Test(
        arguments: [
            ("extraLarge", nil),
            ("EXTRASMALL", nil),
            (
                "xl",
                "unknown content size 'xl'; expected one of: 'extraSmall', 'small', 'medium', 'large', 'extraLarge', "
                    + "'extraExtraLarge', 'extraExtraExtraLarge', 'accessibilityMedium', 'accessibilityLarge', "
                    + "'accessibilityExtraLarge', 'accessibilityExtraExtraLarge', 'accessibilityExtraExtraExtraLarge'"
            ),
            (
                "accessibilityExtraExtraExtraLage",
                "unknown content size 'accessibilityExtraExtraExtraLage'; did you mean "
                    + "'accessibilityExtraExtraExtraLarge'?"
            ),
        ] as [(String, String?)])
    func aNameIsACategoryOrAMessageWithTheNearestName(name: String, message: String?) {
        #expect((ContentSizeCategory(name: name) == nil) == (message != nil))
        if let message { #expect(ContentSizeCategory.unknownNameMessage(name) == message) }
    }
}
