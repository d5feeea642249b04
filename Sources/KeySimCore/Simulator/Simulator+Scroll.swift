/// The form scrolls as an iPhone's scroll view does: a finger that moves more than
/// ``tapSlop`` from where it went down drags the form (and is no tap), the desktop's mouse
/// wheel scrolls it, and focusing a field scrolls the least that shows it and its validation
/// message above the keyboard. The offset stays within the content, as UIScrollView clamps
/// it once a drag ends: the content's top at the top of the screen, its bottom at the bottom
/// of what the keyboard leaves visible (no rubber-banding past either end).
extension Simulator {
    /// How far a finger may move from where it went down and still be a tap, in points:
    /// UIKit's `UILongPressGestureRecognizer.allowableMovement` default (Apple's UIKit
    /// reference: "The default distance is 10 points"). A finger that moves further drags
    /// the form instead.
    public static let tapSlop = 10.0

    /// How far one notch of the mouse wheel scrolls the form, in points: a line step of a
    /// desktop scroll view (Chromium's `kPixelsPerLineStep`, 40).
    public static let wheelStep = 40.0

    /// The room kept between the focused field (or its message) and the keyboard or the
    /// top of the screen when the form scrolls to show it.
    static let scrollMargin = 8.0

    /// Where a finger that drags the form took hold of it: the finger's y and the form's
    /// offset then. The form follows the finger from there.
    struct ScrollAnchor: Equatable, Sendable {
        var y: Double
        var offset: Double
    }

    /// The bottom of what is visible of the form, in window points: the keyboard's top while
    /// it is shown, else the bottom of the screen.
    public var visibleBottom: Double {
        keyboardFrame?.minY ?? device.screen.height
    }

    /// How tall the form's content is, in form points: as drawn when a locator measures it
    /// (wrapped fields grow), else as ``FormLayout`` lays it out.
    func contentHeight(locator: (any FieldLocator)?) -> Double {
        locator?.contentHeight(of: self) ?? form.contentHeight
    }

    /// The largest offset: the content's bottom (and a margin) at the visible bottom.
    func maximumScroll(locator: (any FieldLocator)?) -> Double {
        max(0, contentHeight(locator: locator) + Self.scrollMargin - visibleBottom)
    }

    /// Scrolls the form to `offset`, clamped to the content.
    mutating func scroll(to offset: Double, locator: (any FieldLocator)?) {
        let clamped = min(max(0, offset), maximumScroll(locator: locator))
        if clamped.isFinite { scrollOffset = clamped }
    }

    /// The mouse wheel turned with the pointer at a window point, by `dx` and `dy` notches
    /// (positive `dy`: towards the person, so the form moves up and shows what is below, as
    /// the y axis points down). Over the keyboard it scrolls nothing; the form does not
    /// scroll sideways. The pointer starts resting again where it is (a tooltip waits anew).
    public mutating func wheel(
        dx: Double, dy: Double, at point: Point, time: Int, fieldLocator: (any FieldLocator)? = nil
    ) -> [SimulatorEvent] {
        let events = advance(to: time)
        pointer = PointerRest(point: point, since: now)
        if let frame = keyboardFrame, frame.contains(point) { return events }
        if dy != 0 { scroll(to: scrollOffset + dy * Self.wheelStep, locator: fieldLocator) }
        return events
    }

    /// Whether a finger has moved far enough from where it went down to be a drag.
    static func isDrag(from start: Point, to point: Point) -> Bool {
        let dx = point.x - start.x
        let dy = point.y - start.y
        return dx * dx + dy * dy > tapSlop * tapSlop
    }

    /// The bottom of the focused field as it must show above the keyboard: its box, and the
    /// room of its validation message while one shows.
    func bottomToShow(ofField index: Int) -> Double {
        let frame = form.fields[index]
        return frame.field.maxY + (shownMessage(ofField: index) == nil ? 0 : frame.messageHeight)
    }

    /// Where the box of field `index` is on the screen now (window points: the form's layout
    /// moved up by the scroll).
    public func fieldFrame(ofField index: Int) -> Rect {
        let box = form.fields[index].field
        return Rect(x: box.minX, y: box.minY - scrollOffset, width: box.width, height: box.height)
    }

    /// Where the validation message under a field is, in window points (the form scrolled),
    /// while one shows: the room ``FormLayout`` keeps under the field's box. Nil when the
    /// field shows no message.
    public func messageFrame(ofField index: Int) -> Rect? {
        guard shownMessage(ofField: index) != nil else { return nil }
        let frame = form.fields[index]
        let box = frame.field
        return Rect(x: box.minX, y: box.maxY - scrollOffset, width: box.width, height: frame.messageHeight)
    }

    /// Scrolls the form the least that shows the focused field (its label, its box and its
    /// validation message while one shows) between the top of the screen and the keyboard,
    /// or back within the content when editing ends.
    mutating func scrollToFocusedField() {
        let visibleBottom = self.visibleBottom
        let margin = Self.scrollMargin
        var offset = scrollOffset
        if let index = focusedIndex {
            let frame = form.fields[index]
            let top = min(frame.field.minY, frame.label?.minY ?? frame.field.minY)
            let bottom = max(bottomToShow(ofField: index), frame.label?.maxY ?? 0)
            if bottom + margin - offset > visibleBottom { offset = bottom + margin - visibleBottom }
            if top - margin - offset < 0 { offset = top - margin }
        }
        let maximum = max(0, form.contentHeight + margin - visibleBottom)
        scrollOffset = min(max(0, offset), max(maximum, focusedIndex == nil ? 0 : offset))
    }
}
