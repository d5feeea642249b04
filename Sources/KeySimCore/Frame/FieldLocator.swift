/// Finds what a tap in a field reaches, measuring text and placing buttons as they are
/// drawn: the caret position, the clear button, the trailing button.
public protocol FieldLocator: Sendable {
    /// The grapheme offset a tap at `point` (window points) in the field at `index` asks
    /// for, given the simulator as the person saw it when tapping.
    func caretOffset(inField index: Int, of simulator: Simulator, at point: Point) -> Int
    /// The grapheme offset nearest to where the caret at `offset` is drawn moved `dx` points
    /// along the text (unscrolled), as the space bar's trackpad drags it.
    func caretOffset(inField index: Int, of simulator: Simulator, from offset: Int, movedBy dx: Double) -> Int
    /// The button of a field under `point` (form coordinates), if any.
    func control(at point: Point, of simulator: Simulator) -> FieldControl?
    /// The index of the field whose box or label is drawn under `point` (form coordinates):
    /// wrapped fields grow and push the fields below them down.
    func fieldIndex(at point: Point, of simulator: Simulator) -> Int?
    /// The text of the expansion tooltip shown at `time` [F10], if one is.
    func tooltipText(of simulator: Simulator, at time: Int) -> String?
    /// What the field at `index` shows at `time`, as drawn.
    func appearance(ofField index: Int, of simulator: Simulator, at time: Int) -> FieldAppearance
    /// How tall the form's content is as drawn, in form points: ``FormLayout/contentHeight``
    /// with the growth of wrapped fields. The form scrolls no further than its bottom.
    func contentHeight(of simulator: Simulator) -> Double
    /// The handle of the focused field's selection within a finger's reach of `point` (window
    /// points), if any.
    func selectionHandle(at point: Point, of simulator: Simulator) -> Simulator.SelectionHandle?
    /// The item of the edit menu shown whose cell is under `point` (window points), if any.
    func editMenuItem(at point: Point, of simulator: Simulator) -> String?
}

/// What a field shows at one moment, as drawn: what a script's `expect` checks.
public struct FieldAppearance: Equatable, Sendable {
    /// The text drawn in the field's box, wrapped lines joined by `\n` without the spaces
    /// they broke at (truncated, wrapped, bullets
    /// with the last typed character, a formatted value); the prompt when the field is empty.
    public var shown: String
    /// Whether `shown` is the prompt (the field is empty) [F2].
    public var showsPrompt: Bool
    /// Whether the clear button shows [F12].
    public var showsClearButton: Bool
}

/// A button inside a text field [F12][F13].
public enum FieldControl: Equatable, Sendable {
    /// The clear button of the field at this index.
    case clearButton(Int)
    /// The trailing button (bookmarks, …) of the field at this index.
    case trailingButton(Int)
    /// A combo box's offered choice: field index, index among the offered choices [F14].
    case choice(Int, Int)
}
