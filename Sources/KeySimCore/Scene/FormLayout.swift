/// Where each field and its label are on the screen (points, origin top-left), for a device.
///
/// The title sits below the safe-area top inset; the fields follow in scene order, stacked
/// with even spacing, each ``FormMetrics/fieldHeight`` high. A label sits above its field
/// (``FormMetrics/labelGap`` above it), except in the `form` style, where it takes a column
/// at the leading edge of the field's row and the field follows it. Fields that do not fit
/// above the keyboard are laid out all the same, below it: the form scrolls.
///
/// Given a ``FormTypesetter`` (the fonts at the scene's Dynamic Type size and the real
/// measurer), the form is sized for its text as iOS sizes it at larger text sizes: a field
/// at least as tall as its text's line and padding, and labels, the title and validation
/// messages wrapped onto as many lines as they need, never cut.
public struct FormLayout: Equatable, Sendable {
    /// Where one field and its label are.
    public struct FieldFrame: Equatable, Sendable {
        /// The field's id.
        public var id: String
        /// The label's box, or `nil` for a field without a label. A tap in it focuses the field.
        public var label: Rect?
        /// The field's box.
        public var field: Rect
        /// The label's lines as wrapped to its box (one line, the label, when it fits or
        /// nothing measured it); empty for a field without a label.
        public var labelLines: [String]
        /// The room kept under the field for its validation message (none without a
        /// validation): ``FormMetrics/messageHeight``, or more for a message that wraps.
        public var messageHeight: Double

        public init(id: String, label: Rect?, field: Rect, labelLines: [String]? = nil, messageHeight: Double = 0) {
            self.id = id
            self.label = label
            self.field = field
            self.labelLines = labelLines ?? []
            self.messageHeight = messageHeight
        }
    }

    /// The title's box.
    public let title: Rect
    /// The title's lines as wrapped to its box.
    public let titleLines: [String]
    /// Every field's frame, in scene order.
    public let fields: [FieldFrame]
    /// The height of everything laid out, from the top of the screen to the space below the
    /// last field; more than the screen when the form must scroll.
    public let contentHeight: Double

    /// Lays out a scene's fields on a screen of this size.
    ///
    /// - Parameter typesetter: The fonts and measurer the form is drawn with; nil: the fixed
    ///   heights of ``FormMetrics``, each label, title and message on one line.
    public init(scene: Scene, screen: Size, typesetter: FormTypesetter? = nil) {
        let margin = FormMetrics.margin
        let available = max(0, screen.width - 2 * margin)
        let text = Typesetting(typesetter)
        titleLines = text.lines(scene.title, \.title, width: available)
        title = Rect(
            x: margin, y: FormMetrics.topInset(screenHeight: screen.height), width: available,
            height: text.height(lines: titleLines.count, \.title, atLeast: FormMetrics.titleHeight))

        // Horizontal: where each field starts and how wide it may and wants to be.
        struct Column {
            var x: Double
            var available: Double
            var width: Double
        }
        let labelColumn = available * FormMetrics.formLabelColumnFraction
        // At the accessibility sizes a form row puts its label above its field, as SwiftUI's
        // Form does: a third of the width holds a word or two of 30- to 44-point text.
        let stacksLabels = typesetter != nil && scene.contentSize.isAccessibilityCategory
        func besideLabel(_ field: SceneField) -> Bool { field.style == .form && Self.hasLabel(field) && !stacksLabels }
        var columns = scene.fields.map { field in
            let besideLabel = besideLabel(field)
            let room = besideLabel ? available - labelColumn : available
            return Column(
                x: besideLabel ? margin + labelColumn : margin, available: room,
                width: FormMetrics.width(of: field.size, available: room, fontSize: text.fieldFontSize))
        }
        var groupWidths: [String: Double] = [:]
        for (field, column) in zip(scene.fields, columns) {
            if let group = field.widthGroup { groupWidths[group] = max(groupWidths[group] ?? 0, column.width) }
        }
        for (index, field) in scene.fields.enumerated() {
            if let group = field.widthGroup, let width = groupWidths[group] {
                columns[index].width = min(width, columns[index].available)
            }
        }

        // Vertical: each field's block (label and field) after the one before.
        var y = title.maxY + FormMetrics.fieldSpacing
        var frames: [FieldFrame] = []
        let fieldHeight = text.fieldHeight
        for (field, column) in zip(scene.fields, columns) {
            var label: Rect?
            var labelLines: [String] = []
            var rowHeight = fieldHeight
            if Self.hasLabel(field), let labelText = field.label {
                if besideLabel(field) {
                    // A label column as tall as its row; a label that wraps makes the row taller.
                    labelLines = text.lines(labelText, \.label, width: labelColumn)
                    rowHeight = max(fieldHeight, text.height(lines: labelLines.count, \.label, atLeast: 0))
                    label = Rect(x: margin, y: y, width: labelColumn, height: rowHeight)
                } else {
                    labelLines = text.lines(labelText, \.label, width: available)
                    let height = text.height(lines: labelLines.count, \.label, atLeast: FormMetrics.labelHeight)
                    label = Rect(x: margin, y: y, width: available, height: height)
                    y += height + FormMetrics.labelGap
                }
            }
            let box = Rect(x: column.x, y: y, width: column.width, height: fieldHeight)
            var messageHeight = 0.0
            if let validation = field.validation {
                // A message may run past a narrow field, to the form's trailing margin.
                let lines = text.lines(validation.message, \.message, width: column.available).count
                messageHeight = text.height(lines: lines, \.message, atLeast: FormMetrics.messageHeight)
                if lines > 1 { messageHeight += FrameMetrics.messageGap }
            }
            frames.append(
                FieldFrame(id: field.id, label: label, field: box, labelLines: labelLines, messageHeight: messageHeight)
            )
            y = max(box.maxY, (label?.maxY ?? 0)) + messageHeight + FormMetrics.fieldSpacing
        }
        fields = frames
        contentHeight = y
    }

    /// The frame of the field with this id.
    public func frame(of id: String) -> FieldFrame? {
        fields.first { $0.id == id }
    }

    /// The id of the field whose box or label contains the point (a tap on a label focuses
    /// its field), or `nil` when the point is on neither.
    public func field(at point: Point) -> String? {
        fields.first { $0.field.contains(point) || $0.label?.contains(point) == true }?.id
    }

    private static func hasLabel(_ field: SceneField) -> Bool {
        !(field.label ?? "").isEmpty
    }

    /// The heights and lines of the form's text: measured with a typesetter, else the fixed
    /// ones of ``FormMetrics``, every text on one line.
    private struct Typesetting {
        let typesetter: FormTypesetter?

        init(_ typesetter: FormTypesetter?) { self.typesetter = typesetter }

        /// `text` wrapped to `width` in the font at `font`; one line without a typesetter.
        func lines(_ text: String, _ font: KeyPath<Theme.Fonts, Theme.Font>, width: Double) -> [String] {
            guard let typesetter else { return [text] }
            return typesetter.lines(text, font: typesetter.fonts[keyPath: font], width: width)
        }

        /// The height of `lines` lines of the font at `font`, at least `minimum` (the fixed
        /// height, which one line of the default size fits): one more line adds a line height.
        func height(lines: Int, _ font: KeyPath<Theme.Fonts, Theme.Font>, atLeast minimum: Double) -> Double {
            guard let typesetter else { return minimum }
            let lineHeight = typesetter.lineHeight(typesetter.fonts[keyPath: font])
            return max(minimum, Double(max(lines, 1)) * lineHeight)
        }

        /// A field's height: its text's line (the typed text's or the prompt's, whichever is
        /// taller) with ``FormMetrics/fieldVerticalPadding`` above and below, at least
        /// ``FormMetrics/fieldHeight``.
        var fieldHeight: Double {
            guard let typesetter else { return FormMetrics.fieldHeight }
            let line = max(
                typesetter.lineHeight(typesetter.fonts.fieldText), typesetter.lineHeight(typesetter.fonts.placeholder))
            return max(FormMetrics.fieldHeight, line + 2 * FormMetrics.fieldVerticalPadding)
        }

        /// The field text's size, for widths given in characters.
        var fieldFontSize: Double { typesetter?.fonts.fieldText.size ?? FormMetrics.fontSize }
    }
}
