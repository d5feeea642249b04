/// The engine's event log as JSON Lines: one object per event, with its time and field.
public enum EventLog {
    /// The log line of `event` (no newline). Secure fields show bullets for text and for
    /// the keys typed, unless `revealSecure`.
    public static func line(for event: SimulatorEvent, secure: Bool, revealSecure: Bool) -> String {
        json(for: event, secure: secure && !revealSecure)?.encoded() ?? ""
    }

    /// Whether an event has a log line (text actions do not: the field's events say what
    /// they did).
    public static func json(for event: SimulatorEvent, secure: Bool) -> JSONOutput? {
        func text(_ value: String) -> JSONOutput {
            .string(secure ? String(repeating: "•", count: value.count) : value)
        }
        func key(_ id: String) -> JSONOutput { .string(secure && id.count == 1 ? "•" : id) }
        var entry: [String: JSONOutput] = ["t": .number(Double(event.time)), "field": .string(event.field)]
        switch event.kind {
        case .focused: entry["event"] = "focus"
        case .blurred: entry["event"] = "blur"
        case .validated(let valid, let message):
            entry["event"] = "validated"
            entry["valid"] = .bool(valid)
            entry["message"] = .optional(message)
        case .leavingRefused(let message):
            entry["event"] = "leavingRefused"
            entry["message"] = .string(message)
        case .cleared(let value):
            entry["event"] = "clear"
            entry["text"] = text(value)
        case .trailingButtonTapped(let icon):
            entry["event"] = "trailingButton"
            entry["button"] = .string(icon)
        case .choiceSelected(let choice):
            entry["event"] = "choice"
            entry["text"] = text(choice)
        case .layoutChanged(let layout):
            entry["event"] = "layout"
            entry["layout"] = .string(layout)
        case .editMenuShown(let items):
            entry["event"] = "menu"
            entry["items"] = .array(items.map { .string($0) })
        case .undoAlertShown(let title, let items):
            entry["event"] = "alert"
            entry["title"] = .string(title)
            entry["items"] = .array(items.map { .string($0) })
        case .suggestionTapped(let word):
            entry["event"] = "suggestionTapped"
            entry["text"] = text(word)
        case .noDictionary(let language):
            entry["event"] = "noDictionary"
            entry["language"] = .string(language)
        case .announced(let spoken):
            // Made never to hold secure text, so it is written as said.
            entry["event"] = "announce"
            entry["text"] = .string(spoken)
        case .editMenuChose(let item):
            entry["event"] = "menuItem"
            entry["item"] = .string(item)
        case .pasteboard(let pasteboard):
            switch pasteboard {
            case .copied(let value):
                entry["event"] = "copy"
                entry["text"] = text(value)
            case .cut(let value):
                entry["event"] = "cut"
                entry["text"] = text(value)
            case .pasted(let value):
                entry["event"] = "paste"
                entry["text"] = text(value)
            case .refused(let action):
                entry["event"] = "pasteboardRefused"
                entry["action"] = .string(action)
            }
        case .keyboard(let kind):
            switch kind {
            case .keyPressed(let id):
                entry["event"] = "keyDown"
                entry["key"] = key(id)
            case .keyReleased(let id):
                entry["event"] = "keyUp"
                entry["key"] = key(id)
            case .keyCancelled(let id):
                entry["event"] = "keyCancelled"
                entry["key"] = key(id)
            case .keyHighlightMoved(let from, let to):
                entry["event"] = "keySlid"
                entry["from"] = key(from)
                entry["to"] = to.map(key) ?? .null
            case .shiftChanged(let state):
                entry["event"] = "shift"
                entry["shift"] = .string(state.rawValue)
            case .layerChanged(let layer):
                entry["event"] = "layer"
                entry["layer"] = .string(layer)
            case .calloutShown(let id, let alternates):
                entry["event"] = "callout"
                entry["key"] = key(id)
                entry["alternates"] = .array(alternates.map { secure ? "•" : .string($0) })
            case .calloutSelectionChanged(let index):
                entry["event"] = "calloutSelection"
                entry["index"] = index.map { .number(Double($0)) } ?? .null
            case .calloutDismissed:
                entry["event"] = "calloutDismissed"
            case .returnKeyRejected:
                entry["event"] = "returnRejected"
            case .dictationRequested:
                entry["event"] = "dictationRequested"
            case .trackpadStarted:
                entry["event"] = "trackpadStart"
            case .trackpadEnded:
                entry["event"] = "trackpadEnd"
            case .flickChanged(let id, let direction):
                entry["event"] = "flick"
                entry["key"] = key(id)
                entry["direction"] = direction.map { .string($0.rawValue) } ?? .null
            case .flickGuideShown(let id):
                entry["event"] = "flickGuide"
                entry["key"] = key(id)
            case .trackpadMoved:
                // Where the finger slid shows in the caret events it caused.
                return nil
            case .text(.nextKeyboard):
                entry["event"] = "nextKeyboard"
            case .text:
                return nil
            }
        case .field(let fieldEvent):
            switch fieldEvent {
            case .inserted(let value, let at):
                entry["event"] = "insert"
                entry["text"] = text(value)
                entry["at"] = .number(Double(at))
            case .deleted(let value, let at):
                entry["event"] = "delete"
                entry["text"] = text(value)
                entry["at"] = .number(Double(at))
            case .rejected(let value, let reason):
                entry["event"] = "reject"
                entry["text"] = text(value)
                entry["reason"] = .string(reason.message)
            case .submitted(let value):
                entry["event"] = "submit"
                entry["text"] = text(value)
            case .editingEnded(let value):
                entry["event"] = "endEditing"
                entry["text"] = text(value)
            case .caretMoved(let at):
                entry["event"] = "caret"
                entry["at"] = .number(Double(at))
            case .selected(let from, let to):
                entry["event"] = "select"
                entry["from"] = .number(Double(from))
                entry["to"] = .number(Double(to))
            case .undone(let kind):
                entry["event"] = "undo"
                entry["action"] = .string(kind.rawValue)
            case .redone(let kind):
                entry["event"] = "redo"
                entry["action"] = .string(kind.rawValue)
            case .autocorrected(let from, let to, let at):
                entry["event"] = "autocorrect"
                entry["from"] = text(from)
                entry["to"] = text(to)
                entry["at"] = .number(Double(at))
            case .autocorrectReverted(let from, let to, let at):
                entry["event"] = "autocorrectReverted"
                entry["from"] = text(from)
                entry["to"] = text(to)
                entry["at"] = .number(Double(at))
            case .composing(let value, let at):
                entry["event"] = "compose"
                entry["text"] = text(value)
                entry["at"] = .number(Double(at))
            case .committed(let value, let at):
                entry["event"] = "commit"
                entry["text"] = text(value)
                entry["at"] = .number(Double(at))
            case .converted(let reading, let to, let candidate, let at):
                entry["event"] = "convert"
                entry["reading"] = text(reading)
                entry["text"] = text(to)
                entry["candidate"] = .number(Double(candidate))
                entry["at"] = .number(Double(at))
            }
        }
        return .object(entry)
    }
}
