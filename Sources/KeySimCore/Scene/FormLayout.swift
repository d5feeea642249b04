/// Where each field and its label are on the screen (points, origin top-left), for a device.
///
/// The title sits below the safe-area top inset; the fields follow in scene order, stacked
/// with even spacing, each ``FormMetrics/fieldHeight`` high. A label sits above its field
/// (``FormMetrics/labelGap`` above it), except in the `form` style, where it takes a column
/// at the leading edge of the field's row and the field follows it. Fields that do not fit
/// above the keyboard are laid out all the same, below it: the form scrolls.
public struct FormLayout: Equatable, Sendable {
    /// Where one field and its label are.
    public struct FieldFrame: Equatable, Sendable {
        /// The field's id.
        public var id: String
        /// The label's box, or `nil` for a field without a label. A tap in it focuses the field.
        public var label: Rect?
        /// The field's box.
        public var field: Rect

        public init(id: String, label: Rect?, field: Rect) {
            self.id = id
            self.label = label
            self.field = field
        }
    }

    /// The title's box.
    public let title: Rect
    /// Every field's frame, in scene order.
    public let fields: [FieldFrame]
    /// The height of everything laid out, from the top of the screen to the space below the
    /// last field; more than the screen when the form must scroll.
    public let contentHeight: Double

    /// Lays out a scene's fields on a screen of this size.
    public init(scene: Scene, screen: Size) {
        let margin = FormMetrics.margin
        let available = max(0, screen.width - 2 * margin)
        title = Rect(
            x: margin, y: FormMetrics.topInset(screenHeight: screen.height), width: available,
            height: FormMetrics.titleHeight)

        // Horizontal: where each field starts and how wide it may and wants to be.
        struct Column {
            var x: Double
            var available: Double
            var width: Double
        }
        let labelColumn = available * FormMetrics.formLabelColumnFraction
        var columns = scene.fields.map { field in
            let besideLabel = field.style == .form && Self.hasLabel(field)
            let room = besideLabel ? available - labelColumn : available
            return Column(
                x: besideLabel ? margin + labelColumn : margin, available: room,
                width: FormMetrics.width(of: field.size, available: room))
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
        for (field, column) in zip(scene.fields, columns) {
            var label: Rect?
            if Self.hasLabel(field) {
                if field.style == .form {
                    label = Rect(x: margin, y: y, width: labelColumn, height: FormMetrics.fieldHeight)
                } else {
                    label = Rect(x: margin, y: y, width: available, height: FormMetrics.labelHeight)
                    y += FormMetrics.labelHeight + FormMetrics.labelGap
                }
            }
            let box = Rect(x: column.x, y: y, width: column.width, height: FormMetrics.fieldHeight)
            frames.append(FieldFrame(id: field.id, label: label, field: box))
            y = box.maxY + (field.validation == nil ? 0 : FormMetrics.messageHeight) + FormMetrics.fieldSpacing
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
}
