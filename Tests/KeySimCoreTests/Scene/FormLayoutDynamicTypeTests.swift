import Testing

@testable import KeySimCore

/// The form laid out for its text at a Dynamic Type size (measured with the fixed-advance
/// measurer: every grapheme 0.6 × the size wide, lines 1.2 × the size high, rounded): fields
/// grow with their text, labels, titles and messages wrap, `size` in characters widens.
struct FormLayoutDynamicTypeTests {
    static let iPhone15 = Size(width: 393, height: 852)

    static func typesetter(_ size: ContentSizeCategory) throws -> FormTypesetter {
        FormTypesetter(theme: try FrameFixtures.theme("light"), contentSize: size, measurer: FixedAdvanceMeasurer())
    }

    static func scene(_ fields: [SceneField], style: FieldStyle = .roundedBorder) -> Scene {
        Scene(
            title: "T", style: style,
            fields: fields.map { field in
                var field = field
                field.style = style
                return field
            })
    }

    static let fields = [
        SceneField(id: "country", label: "Country (combo box)", prompt: "Start typing"),
        SceneField(id: "password", label: "Password", validation: Validation(rule: .required)),
        SceneField(id: "code", label: "Code", size: .characters(6)),
    ]

    @Test func atLargeTheMeasuredLayoutIsTheFixedOne() throws {
        let scene = Self.scene(Self.fields)
        let fixed = FormLayout(scene: scene, screen: Self.iPhone15)
        let measured = FormLayout(scene: scene, screen: Self.iPhone15, typesetter: try Self.typesetter(.large))
        #expect(measured.fields.map(\.field) == fixed.fields.map(\.field))
        #expect(measured.fields.map(\.label) == fixed.fields.map(\.label))
        #expect(measured.title == fixed.title)
        #expect(measured.contentHeight == fixed.contentHeight)
        #expect(measured.fields.map(\.messageHeight) == [0, FormMetrics.messageHeight, 0])
    }

    @Test func atTheLargestSizeFieldsGrowLabelsWrapAndEverythingStacksWithoutOverlap() throws {
        let layout = FormLayout(
            scene: Self.scene(Self.fields), screen: Self.iPhone15,
            typesetter: try Self.typesetter(.accessibilityExtraExtraExtraLarge))
        // Title 1 at 58 pt: a 70-point line.
        #expect(layout.title == Rect(x: 16, y: 59, width: 361, height: 70))
        let country = try #require(layout.frame(of: "country"))
        // Footnote at 44 pt: "Country (combo box)" is 501.6 pt wide, so two lines of 53.
        #expect(country.labelLines == ["Country", "(combo box)"])
        #expect(country.label == Rect(x: 16, y: 145, width: 361, height: 106))
        // Body at 53 pt: a 64-point line and 12 above and below.
        #expect(country.field == Rect(x: 16, y: 257, width: 361, height: 88))
        let password = try #require(layout.frame(of: "password"))
        #expect(password.label?.minY == country.field.maxY + FormMetrics.fieldSpacing)
        // Caption 1 at 43 pt: "Required." on one 52-point line.
        #expect(password.messageHeight == 52)
        let code = try #require(layout.frame(of: "code"))
        #expect(code.label?.minY == password.field.maxY + 52 + FormMetrics.fieldSpacing)
        // Six characters of 53-point text, and the padding (at 17 pt: 77.2).
        let wanted: Double = 6 * 0.6 * 53 + 16
        #expect(abs(code.field.width - wanted) < 1e-9)
        #expect(layout.contentHeight == code.field.maxY + FormMetrics.fieldSpacing)
    }

    @Test func aFormStyleLabelWrapsInItsColumnAndMakesItsRowTaller() throws {
        let layout = FormLayout(
            scene: Self.scene(
                [SceneField(id: "a", label: "Street address"), SceneField(id: "b", label: "B")], style: .form),
            screen: Self.iPhone15, typesetter: try Self.typesetter(.accessibilityExtraExtraExtraLarge))
        let a = try #require(layout.frame(of: "a"))
        // The column is 35% of 361 pt, room for 4 characters at 44 pt: words longer than
        // that break where they must (the scene lint warns of it).
        #expect(a.labelLines == ["Stre", "et", "addr", "ess"])
        #expect(a.label?.height == 212.0)
        #expect(a.field.height == 88)
        let b = try #require(layout.frame(of: "b"))
        #expect(b.field.minY == a.field.minY + 4 * 53 + FormMetrics.fieldSpacing)
    }

    @Test func aLongValidationMessageWrapsToTheMarginAndKeepsRoomForItsLines() throws {
        let field = SceneField(
            id: "a", validation: Validation(rule: .required, message: "Please enter your full legal name."))
        let layout = FormLayout(
            scene: Self.scene([field]), screen: Self.iPhone15,
            typesetter: try Self.typesetter(.accessibilityExtraExtraExtraLarge))
        // 34 characters at 43 pt is 877 pt: three lines of 52 in 361, and the gap above.
        #expect(layout.fields[0].messageHeight == 3 * 52 + FrameMetrics.messageGap)
    }
}
