/// The edit menu and the taps in a field's text that bring it up, as on an iPhone: a double
/// tap selects the word and shows Cut, Copy, Paste; a tap on the caret where it already is
/// shows Select, Select All, Paste.
extension Simulator {
    /// The edit menu shown over field `field`: its items' titles, left to right; with a
    /// `title`, the shake-to-undo alert and its buttons instead.
    public struct EditMenu: Equatable, Sendable {
        public var field: Int
        public var items: [String]
        /// The alert's title ("Undo Typing"); nil for the edit menu's bar.
        public var title: String?

        public init(field: Int, items: [String], title: String? = nil) {
            self.field = field
            self.items = items
            self.title = title
        }
    }

    /// A tap in a field's text: where and when, for telling a double tap.
    struct TextTap: Equatable, Sendable {
        var field: Int
        var time: Int
        var offset: Int
    }

    /// Why a `menu` line could not tap its item.
    public enum EditMenuProblem: Error, Equatable, Sendable, CustomStringConvertible {
        case noMenu(String)
        case notShown(String, shown: [String])

        public var description: String {
            switch self {
            case .noMenu(let item):
                "no edit menu is shown to tap '\(item)' in; a double tap on a word, or a tap on the caret, shows it"
                    + " (a shake, 'ctrl+cmd+z', shows the undo alert)"
            case .notShown(let item, let shown):
                "the edit menu shown has no '\(item)'"
                    + (Suggestion.nearest(to: item, in: shown).map { "; did you mean '\($0)'?" } ?? "")
                    + " Its items: " + shown.joined(separator: ", ")
            }
        }
    }

    /// The items the edit menu offers for field `index` as it is: with a selection Cut, Copy
    /// (neither in a secure field) and Paste; with a caret in text Select, Select All and
    /// Paste; Paste only when the pasteboard holds text.
    func editMenuItems(forField index: Int) -> [String] {
        let field = sessions[index].field
        let paste = (pasteboard ?? "").isEmpty ? [] : ["Paste"]
        if field.hasSelection {
            return (sessions[index].traits.isSecure ? [] : ["Cut", "Copy"]) + paste
        }
        return (field.isEmpty ? [] : ["Select", "Select All"]) + paste
    }

    /// Shows the edit menu for field `index` (none when it would offer nothing).
    mutating func showEditMenu(forField index: Int) -> [SimulatorEvent] {
        let items = editMenuItems(forField: index)
        editMenu = items.isEmpty ? nil : EditMenu(field: index, items: items)
        guard !items.isEmpty else { return [] }
        return [SimulatorEvent(time: now, field: scene.fields[index].id, kind: .editMenuShown(items))]
    }

    /// A tap in the text of field `index`, which has focus, at grapheme `offset`: a second tap
    /// near the first within the double-tap time selects the word there and shows the menu; a
    /// tap on the caret of a field already being edited shows the menu; any other tap moves
    /// the caret there.
    mutating func tappedText(ofField index: Int, at offset: Int, wasFocused: Bool) -> [SimulatorEvent] {
        let previous = lastTextTap
        lastTextTap = TextTap(field: index, time: now, offset: offset)
        let field = sessions[index].field
        if let previous, previous.field == index,
            now - previous.time <= sessions[index].keyboard.timings.doubleTapShift,
            abs(previous.offset - offset) <= 1, !field.isEmpty
        {
            lastTextTap = nil
            let word = field.wordRange(at: offset)
            var events = record(
                sessions[index].select(anchor: word.lowerBound, caret: word.upperBound, at: now), field: index)
            events += showEditMenu(forField: index)
            return events
        }
        if wasFocused, !field.hasSelection, field.caret == offset {
            return showEditMenu(forField: index)
        }
        return record(sessions[index].moveCaret(to: offset, at: now), field: index)
    }

    /// Taps `item` of the edit menu shown (a script's `menu` line).
    ///
    /// - Throws: ``EditMenuProblem`` when no menu shows or it has no such item.
    public mutating func tapMenuItem(_ item: String, at time: Int) throws(EditMenuProblem) -> [SimulatorEvent] {
        var events = advance(to: time)
        guard let menu = editMenu else { throw .noMenu(item) }
        guard menu.items.contains(item) else { throw .notShown(item, shown: menu.items) }
        events += chooseShownMenuItem(item)
        return events
    }

    /// Does what the shown menu's `item` does; Select and Select All show the menu again for
    /// the new selection.
    mutating func chooseShownMenuItem(_ item: String) -> [SimulatorEvent] {
        guard let menu = editMenu else { return [] }
        editMenu = nil
        let index = menu.field
        var events = [SimulatorEvent(time: now, field: scene.fields[index].id, kind: .editMenuChose(item))]
        var outcome = HardwareOutcome(events: [], clipboard: nil, refused: false)
        switch item {
        case "Cut": editCommand(.cut, field: index, outcome: &outcome)
        case "Copy": editCommand(.copy, field: index, outcome: &outcome)
        case "Paste": editCommand(.paste, field: index, outcome: &outcome)
        case "Select":
            let word = sessions[index].field.wordRange(at: sessions[index].field.caret)
            outcome.events += record(
                sessions[index].select(anchor: word.lowerBound, caret: word.upperBound, at: now), field: index)
            outcome.events += showEditMenu(forField: index)
        case "Select All":
            editCommand(.selectAll, field: index, outcome: &outcome)
            outcome.events += showEditMenu(forField: index)
        case "Undo": editCommand(.undo, field: index, outcome: &outcome)
        case "Redo": editCommand(.redo, field: index, outcome: &outcome)
        default: break
        }
        events += outcome.events
        return events
    }
}
