/// The desktop pointer resting over the form: after ``tooltipDelay`` over a field whose
/// text does not fit, an expansion tooltip shows the whole text [F10].
extension Simulator {
    /// How long the pointer must rest before a tooltip shows, in ms.
    public static let tooltipDelay = 500

    /// Where the pointer rests and since when.
    public struct PointerRest: Equatable, Sendable {
        public var point: Point
        public var since: Int
    }

    /// The pointer moved (with no button down) to a window point; resting starts again.
    public mutating func pointerMoved(to point: Point, at time: Int) -> [SimulatorEvent] {
        let events = advance(to: time)
        pointer = PointerRest(point: point, since: now)
        return events
    }

    /// The pointer left the window.
    public mutating func pointerLeft(at time: Int) -> [SimulatorEvent] {
        let events = advance(to: time)
        pointer = nil
        return events
    }

    /// The field under the resting pointer once it has rested long enough, if any.
    public func restingField(at time: Int, locator: (any FieldLocator)?) -> Int? {
        guard let pointer, time - pointer.since >= Self.tooltipDelay else { return nil }
        if let frame = keyboardFrame, frame.contains(pointer.point) { return nil }
        return fieldIndex(at: pointer.point, locator: locator)
    }
}
