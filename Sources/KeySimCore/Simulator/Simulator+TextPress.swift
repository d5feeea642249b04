// Touches on the text of the field being edited, beyond a tap: dragging a selection's handle
// moves that end (the other stays), and a long press puts the caret under the finger with a
// loupe over it that follows the finger; lifting either shows the edit menu, as on an iPhone.
extension Simulator {
    /// A selection's end, as its handle shows it.
    public enum SelectionHandle: Equatable, Sendable {
        /// The handle at the start of the selection (its dot above).
        case start
        /// The handle at the end of the selection (its dot below).
        case end
    }

    /// The loupe over the text while a long press moves the caret: in which field, and where
    /// the finger is (window points).
    public struct Loupe: Equatable, Sendable {
        public var field: Int
        public var point: Point
    }

    /// A finger held on the text of the field being edited, which becomes the loupe when held
    /// long enough without moving: the finger, the field, the caret offset under it, when.
    struct TextPress: Equatable, Sendable {
        var finger: Int
        var field: Int
        var point: Point
        var offset: Int
        var due: Int
    }

    /// The next time something is due: the shown keyboard's timer (``Keyboard/nextDeadline``),
    /// or a long press in a field's text turning into the loupe.
    public var nextDeadline: Int? {
        let keyboard = focusedIndex.flatMap { sessions[$0].keyboard.nextDeadline }
        guard let press = textPress?.due else { return keyboard }
        return keyboard.map { min($0, press) } ?? press
    }

    /// A finger went down at `point` in field `index` (which has focus): on a handle of its
    /// selection it drags that end; on its text it may become the loupe. Returns whether the
    /// handle took the finger.
    mutating func pressText(ofField index: Int, at point: Point, finger: Int, locator: (any FieldLocator)?) -> Bool {
        guard let locator, focusedIndex == index else { return false }
        if let handle = locator.selectionHandle(at: point, of: self) {
            fingers[finger] = .handle(field: index, handle)
            return true
        }
        let inBox = form.frame(of: scene.fields[index].id)?.field.contains(formPoint(point)) ?? false
        if inBox, !sessions[index].field.isEmpty {
            textPress = TextPress(
                finger: finger, field: index, point: point,
                offset: locator.caretOffset(inField: index, of: self, at: point),
                due: now + sessions[index].keyboard.timings.longPress)
        }
        return false
    }

    /// The long press in the text fired: the caret goes under the finger and the loupe shows.
    mutating func startLoupe(_ press: TextPress) -> [SimulatorEvent] {
        textPress = nil
        guard focusedIndex == press.field, fingers[press.finger] != nil else { return [] }
        fingers[press.finger] = .loupe(field: press.field)
        loupe = Loupe(field: press.field, point: press.point)
        lastTextTap = nil
        return record(sessions[press.field].moveCaret(to: press.offset, at: now), field: press.field)
    }

    /// The loupe's finger moved to `point`: the caret follows it.
    mutating func moveLoupe(ofField index: Int, to point: Point, locator: (any FieldLocator)?) -> [SimulatorEvent] {
        loupe = Loupe(field: index, point: point)
        guard let offset = locator?.caretOffset(inField: index, of: self, at: point),
            offset != sessions[index].field.caret || sessions[index].field.hasSelection
        else { return [] }
        return record(sessions[index].moveCaret(to: offset, at: now), field: index)
    }

    /// A handle's finger moved to `point`: that end of the selection follows it, never past
    /// the other end (a selection keeps at least one grapheme).
    mutating func dragHandle(
        _ handle: SelectionHandle, ofField index: Int, to point: Point, locator: (any FieldLocator)?
    ) -> [SimulatorEvent] {
        guard let offset = locator?.caretOffset(inField: index, of: self, at: point) else { return [] }
        let selection = sessions[index].field.selection
        switch handle {
        case .start:
            let lower = min(offset, selection.upperBound - 1)
            guard lower != selection.lowerBound else { return [] }
            return record(
                sessions[index].select(anchor: selection.upperBound, caret: lower, at: now), field: index)
        case .end:
            let upper = max(offset, selection.lowerBound + 1)
            guard upper != selection.upperBound else { return [] }
            return record(
                sessions[index].select(anchor: selection.lowerBound, caret: upper, at: now), field: index)
        }
    }

    /// The loupe's or a handle's finger lifted: the loupe goes and the edit menu shows for
    /// the caret or selection left.
    mutating func endTextPress(ofField index: Int) -> [SimulatorEvent] {
        loupe = nil
        guard focusedIndex == index else { return [] }
        return showEditMenu(forField: index)
    }
}
