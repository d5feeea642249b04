// The space bar's trackpad moves the focused field's caret: when it starts, a selection
// collapses to its moving end and the edit menu goes; as the finger slides, the caret goes to
// the grapheme nearest where it started plus the slide (measured as drawn), as iOS's floating
// cursor does.
extension Simulator {
    /// The caret the space bar's trackpad drags: in which field, where it was when the
    /// trackpad began, and how far the finger has slid since (points).
    public struct TrackpadDrag: Equatable, Sendable {
        public var field: Int
        public var startOffset: Int
        public var offset: Point
    }

    /// Without a locator to measure text, the trackpad moves the caret a grapheme for every
    /// this many points of slide (about a character of the field's 17-pt text).
    public static let trackpadPointsPerGrapheme = 9.0

    /// `events` of field `index` with what the trackpad events among them do to its caret,
    /// each after the trackpad event that caused it.
    mutating func followTrackpad(
        _ events: [SimulatorEvent], field index: Int, locator: (any FieldLocator)?
    ) -> [SimulatorEvent] {
        // Trackpad events come only while the keyboard is a trackpad or just stopped being
        // one: other inputs (nearly all) are passed on without a look at each event.
        guard trackpad != nil || sessions[index].keyboard.trackpad != nil else { return events }
        var followed: [SimulatorEvent] = []
        for event in events {
            followed.append(event)
            guard case .keyboard(let kind) = event.kind else { continue }
            switch kind {
            case .trackpadStarted:
                editMenu = nil
                let field = sessions[index].field
                trackpad = TrackpadDrag(field: index, startOffset: field.caret, offset: Point(x: 0, y: 0))
                if field.hasSelection {
                    followed += record(sessions[index].moveCaret(to: field.caret, at: now), field: index)
                }
            case .trackpadMoved(let offset):
                guard var drag = trackpad, drag.field == index else { continue }
                drag.offset = offset
                trackpad = drag
                let target =
                    locator?.caretOffset(inField: index, of: self, from: drag.startOffset, movedBy: offset.x)
                    ?? drag.startOffset + Int((offset.x / Self.trackpadPointsPerGrapheme).rounded())
                let clamped = min(max(0, target), sessions[index].field.count)
                if clamped != sessions[index].field.caret || sessions[index].field.hasSelection {
                    followed += record(sessions[index].moveCaret(to: clamped, at: now), field: index)
                }
            case .trackpadEnded:
                trackpad = nil
            default:
                break
            }
        }
        return followed
    }
}
