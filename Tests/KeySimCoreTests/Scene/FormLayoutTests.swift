import Testing

@testable import KeySimCore

/// Where fields and labels land on screen: stacked in order with even spacing, labels by
/// their own fields, widths from `size` and `widthGroup`, taps on fields and labels.
struct FormLayoutTests {
    static let iPhone15 = Size(width: 393, height: 852)
    static let iPhoneSE = Size(width: 375, height: 667)
    /// The iPhone 15's width less the two 16-point margins.
    static let available = 361.0

    static func scene(_ fields: [SceneField], style: FieldStyle = .roundedBorder) -> Scene {
        Scene(
            title: "T", style: style,
            fields: fields.map { field in
                var field = field
                field.style = style
                return field
            })
    }

    static func isClose(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test func titleSitsBelowTheSafeAreaTopInset() {
        let scene = Self.scene([SceneField(id: "a")])
        #expect(FormLayout(scene: scene, screen: Self.iPhone15).title == Rect(x: 16, y: 59, width: 361, height: 34))
        #expect(FormLayout(scene: scene, screen: Self.iPhoneSE).title == Rect(x: 16, y: 20, width: 343, height: 34))
    }

    @Test func labelledFieldsStackInSceneOrderWithEqualSpacing() throws {
        let scene = Self.scene([
            SceneField(id: "a", label: "A"), SceneField(id: "b", label: "B"), SceneField(id: "c", label: "C"),
        ])
        let layout = FormLayout(scene: scene, screen: Self.iPhone15)
        #expect(layout.fields.map(\.id) == ["a", "b", "c"])
        let a = try #require(layout.frame(of: "a"))
        // Title 59…93, 16 below it the first label (20 high), 6 below that the field.
        #expect(a.label == Rect(x: 16, y: 109, width: 361, height: 20))
        #expect(a.field == Rect(x: 16, y: 135, width: 361, height: 44))
        let tops = layout.fields.map(\.field.minY)
        #expect(tops == [135, 221, 307])
        for (previous, next) in zip(layout.fields, layout.fields.dropFirst()) {
            let label = try #require(next.label)
            #expect(label.minY - previous.field.maxY == 16)
            #expect(next.field.minY - label.maxY == 6)
        }
        #expect(layout.contentHeight == 307 + 44 + 16)
    }

    @Test func aValidatedFieldKeepsRoomForItsMessageBeforeTheNextLabel() throws {
        let layout = FormLayout(
            scene: Self.scene([
                SceneField(id: "a", label: "A", validation: Validation(rule: .digits)), SceneField(id: "b", label: "B"),
            ]), screen: Self.iPhone15)
        let a = try #require(layout.frame(of: "a"))
        let label = try #require(layout.frame(of: "b")?.label)
        #expect(label.minY - a.field.maxY == FormMetrics.messageHeight + FormMetrics.fieldSpacing)
    }

    @Test func labelIsNearerItsOwnFieldThanThePreviousOne() throws {
        let layout = FormLayout(
            scene: Self.scene([SceneField(id: "a", label: "A"), SceneField(id: "b", label: "B")]), screen: Self.iPhone15
        )
        let a = try #require(layout.frame(of: "a"))
        let b = try #require(layout.frame(of: "b"))
        let label = try #require(b.label)
        #expect(b.field.minY - label.maxY < label.minY - a.field.maxY)
    }

    @Test func fieldsWithoutLabelsStackWithTheSameSpacing() {
        let scene = Self.scene([SceneField(id: "a"), SceneField(id: "b", label: ""), SceneField(id: "c")])
        let layout = FormLayout(scene: scene, screen: Self.iPhone15)
        #expect(layout.fields.map(\.field.minY) == [109, 169, 229])
        #expect(layout.fields.allSatisfy { $0.label == nil })
    }

    /// A size and the width it gives on the iPhone 15: characters × 0.6 × 17 pt + 16 pt of
    /// padding, or a share of the available width, never more than all of it.
    static let widths: [(FieldSize, Double)] = [
        (.characters(5), 67),
        (.characters(1), 26.2),
        (.characters(100), available),
        (.small, 126.35),
        (.medium, 216.6),
        (.large, available),
    ]

    @Test(arguments: widths)
    func sizeSetsTheWidthUpToTheAvailableWidth(size: FieldSize, width: Double) throws {
        let layout = FormLayout(scene: Self.scene([SceneField(id: "a", size: size)]), screen: Self.iPhone15)
        let frame = try #require(layout.frame(of: "a"))
        #expect(Self.isClose(frame.field.width, width))
        #expect(frame.field.minX == 16)
    }

    @Test func fieldWithoutSizeTakesTheWholeAvailableWidth() {
        let layout = FormLayout(scene: Self.scene([SceneField(id: "a")]), screen: Self.iPhoneSE)
        #expect(layout.frame(of: "a")?.field.width == 343)
    }

    @Test func fieldsInAWidthGroupTakeTheWidestWidth() throws {
        let scene = Self.scene([
            SceneField(id: "city", size: .characters(10), widthGroup: "address"),
            SceneField(id: "zip", size: .characters(5), widthGroup: "address"),
            SceneField(id: "code", size: .characters(5)),
            SceneField(id: "state", size: .characters(2), widthGroup: "other"),
        ])
        let layout = FormLayout(scene: scene, screen: Self.iPhone15)
        let tenCharacters = 118.0
        #expect(Self.isClose(try #require(layout.frame(of: "city")).field.width, tenCharacters))
        #expect(Self.isClose(try #require(layout.frame(of: "zip")).field.width, tenCharacters))
        #expect(Self.isClose(try #require(layout.frame(of: "code")).field.width, 67))
        #expect(Self.isClose(try #require(layout.frame(of: "state")).field.width, 36.4))
    }

    @Test func tapOnAFieldOrItsLabelFindsTheField() throws {
        let scene = Self.scene([SceneField(id: "a", label: "A"), SceneField(id: "b", label: "B", size: .small)])
        let layout = FormLayout(scene: scene, screen: Self.iPhone15)
        let a = try #require(layout.frame(of: "a"))
        let b = try #require(layout.frame(of: "b"))
        #expect(layout.field(at: a.field.center) == "a")
        #expect(layout.field(at: try #require(a.label).center) == "a")
        #expect(layout.field(at: b.field.center) == "b")
        #expect(layout.field(at: Point(x: 20, y: try #require(b.label).minY)) == "b")
        // Between a's field and b's label, in the title, beside a small field, off the margin.
        #expect(layout.field(at: Point(x: 100, y: a.field.maxY + 8)) == nil)
        #expect(layout.field(at: layout.title.center) == nil)
        #expect(layout.field(at: Point(x: 300, y: b.field.midY)) == nil)
        #expect(layout.field(at: Point(x: 8, y: a.field.midY)) == nil)
    }

    @Test func formStylePutsTheLabelAtTheLeadingEdgeOfTheFieldsRow() throws {
        let scene = Self.scene([SceneField(id: "a", label: "Name"), SceneField(id: "b")], style: .form)
        let layout = FormLayout(scene: scene, screen: Self.iPhone15)
        let a = try #require(layout.frame(of: "a"))
        let label = try #require(a.label)
        let column = 126.35
        #expect(label.minX == 16)
        #expect(label.minY == a.field.minY)
        #expect(label.height == a.field.height)
        #expect(Self.isClose(label.width, column))
        #expect(Self.isClose(a.field.minX, 16 + column))
        #expect(Self.isClose(a.field.maxX, 16 + Self.available))
        #expect(a.field.minY == 109)
        // A field without a label takes the whole row, one even step below.
        let b = try #require(layout.frame(of: "b"))
        #expect(b.field == Rect(x: 16, y: 169, width: 361, height: 44))
        #expect(layout.field(at: label.center) == "a")
    }

    @Test func demoSceneIsLaidOutBeyondTheScreenWhenItMustScroll() throws {
        let scene = try SceneDecodingTests.shipped("demo")
        let layout = FormLayout(scene: scene, screen: Self.iPhoneSE)
        #expect(layout.fields.map(\.id) == scene.fields.map(\.id))
        #expect(layout.contentHeight > Self.iPhoneSE.height)
        let last = try #require(layout.fields.last)
        #expect(last.field.minY > Self.iPhoneSE.height)
        // No two frames overlap, and every field is inside the margins.
        let boxes = layout.fields.flatMap { [$0.field] + ($0.label.map { [$0] } ?? []) }
        for (index, a) in boxes.enumerated() {
            #expect(a.minX >= 16 && a.maxX <= Self.iPhoneSE.width - 16)
            for b in boxes[(index + 1)...] {
                #expect(a.maxY <= b.minY || b.maxY <= a.minY, "\(a) overlaps \(b)")
            }
        }
    }
}
