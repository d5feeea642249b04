import Testing

@testable import KeySimCore

/// A contact sheet puts many keyboard pictures on one page for review: each under its label,
/// in a grid, none overlapping, each drawn exactly as it is drawn alone.
struct FrameBuilderSheetTests {
    let device: DeviceProfile
    let builder: FrameBuilder

    init() throws {
        device = try FrameFixtures.device()
        builder = try FrameFixtures.builder()
    }

    /// Every layer of a shipped layout, labelled `layout · layer`.
    func cells(_ type: KeyboardType) throws -> [SheetCell] {
        var keyboard = try FrameFixtures.keyboard(for: type)
        return keyboard.layout.layers.map { layer in
            _ = keyboard.show(layer: layer.id)
            return SheetCell(
                label: "\(keyboard.layout.id) · \(layer.id)",
                frame: builder.keyboardFrame(keyboard, context: KeyboardContext(), device: device))
        }
    }

    @Test func rowsAreLayoutsAndColumnsLayersWithMarginsBetweenThem() throws {
        let rows = [try cells(.default), try cells(.phonePad)]
        #expect(rows.map(\.count) == [3, 2])
        let sheet = builder.sheet(rows)
        let margin = SheetMetrics.margin
        let label = TextStyle(size: builder.theme.fonts.label.size, weight: .bold, color: builder.theme.colors.title)
        let labelHeight = (FrameFixtures.measurer.lineHeight(label) + SheetMetrics.labelGap).rounded(.up)
        let (width, height) = (device.screen.width, device.keyboard.height)
        #expect(sheet.size.width == margin + 3 * (width + margin))
        #expect(sheet.size.height == margin + 2 * (labelHeight + height + margin))
        #expect(sheet.background == builder.theme.colors.background)

        let labels = sheet.texts.filter { $0.style == label }
        #expect(
            labels.map(\.text) == [
                "default · letters", "default · numbers", "default · symbols", "phone-pad · digits",
                "phone-pad · symbols",
            ])
        let secondRowTop = margin + labelHeight + height + margin
        #expect(
            labels.map(\.origin) == [
                Point(x: margin, y: margin), Point(x: 2 * margin + width, y: margin),
                Point(x: 3 * margin + 2 * width, y: margin), Point(x: margin, y: secondRowTop),
                Point(x: 2 * margin + width, y: secondRowTop),
            ])
    }

    @Test func eachCellIsItsFrameMovedUnderItsLabelAndClippedToItsPlace() throws {
        let rows = [try cells(.default), try cells(.phonePad)]
        let sheet = builder.sheet(rows)
        let margin = SheetMetrics.margin
        let label = TextStyle(size: builder.theme.fonts.label.size, weight: .bold, color: builder.theme.colors.title)
        let labelHeight = (builder.measurer.lineHeight(label) + SheetMetrics.labelGap).rounded(.up)
        let symbols = rows[1][1].frame
        let place = Rect(
            x: 2 * margin + device.screen.width, y: 2 * margin + 2 * labelHeight + device.keyboard.height,
            width: symbols.size.width, height: symbols.size.height)
        let start = try #require(sheet.commands.firstIndex(of: .pushClip(place)))
        #expect(sheet.commands[start + 1] == .fill(place, radius: 0, color: symbols.background))
        let moved = symbols.commands.map { $0.offsetBy(dx: place.minX, dy: place.minY) }
        #expect(Array(sheet.commands[(start + 2)...].prefix(moved.count)) == moved)
        #expect(sheet.commands[start + 2 + moved.count] == .popClip)
    }

    @Test func noTwoPicturesOverlapAndEveryPictureIsInsideTheSheet() throws {
        let sheet = builder.sheet([try cells(.default), try cells(.decimalPad), try cells(.emailAddress)])
        let pictures = sheet.fills.filter { $0.color == builder.theme.colors.keyboardBackground && $0.radius == 0 }
            .map(\.rect)
        let places = Set(pictures.filter { $0.width == device.screen.width && $0.height == device.keyboard.height })
        #expect(places.count == 7)
        for place in places {
            #expect(
                place.minX >= 0 && place.minY >= 0 && place.maxX <= sheet.size.width && place.maxY <= sheet.size.height)
            for other in places where other != place {
                let apart =
                    place.maxX <= other.minX || other.maxX <= place.minX || place.maxY <= other.minY
                    || other.maxY <= place.minY
                #expect(apart, "\(place) overlaps \(other)")
            }
        }
    }

    @Test func anEmptySheetIsJustItsMargins() {
        let sheet = builder.sheet([])
        #expect(sheet.commands.isEmpty)
        #expect(sheet.size == Size(width: 2 * SheetMetrics.margin, height: 2 * SheetMetrics.margin))
    }

    @Test func movingACommandMovesEveryPointItDrawsAt() {
        let rect = Rect(x: 1, y: 2, width: 3, height: 4)
        let style = TextStyle(size: 10, color: Color(red: 1, green: 2, blue: 3))
        let color = Color(red: 9, green: 9, blue: 9)
        let cases: [(DrawCommand, DrawCommand)] = [
            (
                .fill(rect, radius: 2, color: color),
                .fill(Rect(x: 11, y: 22, width: 3, height: 4), radius: 2, color: color)
            ),
            (
                .stroke(rect, radius: 1, width: 2, color: color),
                .stroke(Rect(x: 11, y: 22, width: 3, height: 4), radius: 1, width: 2, color: color)
            ),
            (
                .text("a", origin: Point(x: 1, y: 2), style: style),
                .text("a", origin: Point(x: 11, y: 22), style: style)
            ),
            (
                .icon(.globe, in: rect, color: color),
                .icon(.globe, in: Rect(x: 11, y: 22, width: 3, height: 4), color: color)
            ),
            (.pushClip(rect), .pushClip(Rect(x: 11, y: 22, width: 3, height: 4))),
            (.popClip, .popClip),
        ]
        for (command, moved) in cases {
            #expect(command.offsetBy(dx: 10, dy: 20) == moved)
        }
    }
}
