/// A key of the computer's keyboard that edits or moves between fields.
public enum HardwareKey: Equatable, Sendable {
    case backspace
    case left
    case right
    case home
    case end
    case tab
    case shiftTab
    case returnKey
    case escape
    case selectAll
    case copy
    case cut
    case paste(String)
}

extension Simulator {
    /// What a hardware key did besides events: text for the clipboard (copy, cut).
    public struct HardwareOutcome: Equatable, Sendable {
        public var events: [SimulatorEvent]
        public var clipboard: String?
        /// Copy or cut was refused (a secure field).
        public var refused: Bool
    }

    /// Text typed on the computer's keyboard goes into the focused field (replacing all of
    /// it after select-all).
    public mutating func hardwareText(_ text: String, at time: Int) -> [SimulatorEvent] {
        var events = advance(to: time)
        guard let index = focusedIndex else { return events }
        events += clearSelectionIfAll(index)
        events += record(sessions[index].perform(.insert(text), at: now), field: index)
        return events
    }

    /// A hardware key: editing, caret moves, Tab/Shift-Tab between fields [F6], Return to
    /// submit, Esc to dismiss, select all / copy / cut / paste (a secure field refuses copy
    /// and cut).
    public mutating func hardwareKey(_ key: HardwareKey, at time: Int) -> HardwareOutcome {
        var outcome = HardwareOutcome(events: advance(to: time), clipboard: nil, refused: false)
        switch key {
        case .tab, .shiftTab:
            guard !sessions.isEmpty else { return outcome }
            let count = sessions.count
            let next =
                focusedIndex.map { (key == .tab ? $0 + 1 : $0 - 1 + count) % count } ?? (key == .tab ? 0 : count - 1)
            outcome.events += focus(fieldAt: next, time: now)
            return outcome
        default:
            break
        }
        guard let index = focusedIndex else { return outcome }
        let selectedAll = allSelected
        if key != .selectAll, key != .copy { allSelected = false }
        let field = sessions[index].field
        switch key {
        case .backspace:
            if selectedAll {
                outcome.events += record(sessions[index].moveCaret(to: field.count, at: now), field: index)
                outcome.events += record(
                    sessions[index].perform(.replaceBeforeCaret(count: field.count, with: ""), at: now), field: index)
            } else {
                outcome.events += record(sessions[index].perform(.deleteBackward, at: now), field: index)
            }
        case .left, .right, .home, .end:
            let target: Int
            switch key {
            case .left: target = selectedAll ? 0 : field.caret - 1
            case .right: target = selectedAll ? field.count : field.caret + 1
            case .home: target = 0
            default: target = field.count
            }
            outcome.events += record(sessions[index].moveCaret(to: target, at: now), field: index)
        case .returnKey:
            if sessions[index].context.returnKeyEnabled {
                outcome.events += record(sessions[index].perform(.submit, at: now), field: index)
            }
        case .escape:
            outcome.events += endEditing()
        case .selectAll:
            allSelected = !field.isEmpty
        case .copy, .cut:
            guard selectedAll || key == .copy else { break }
            if sessions[index].traits.isSecure {
                outcome.refused = true
                break
            }
            outcome.clipboard = selectedAll ? field.text : nil
            if key == .cut, selectedAll {
                outcome.events += record(sessions[index].moveCaret(to: field.count, at: now), field: index)
                outcome.events += record(
                    sessions[index].perform(.replaceBeforeCaret(count: field.count, with: ""), at: now), field: index)
            }
        case .paste(let text):
            outcome.events += clearSelectionIfAll(index, wasSelected: selectedAll)
            outcome.events += record(sessions[index].paste(text, at: now), field: index)
        case .tab, .shiftTab:
            break
        }
        return outcome
    }

    /// After select-all, typing or pasting replaces the whole text.
    private mutating func clearSelectionIfAll(_ index: Int, wasSelected: Bool? = nil) -> [SimulatorEvent] {
        let selected = wasSelected ?? allSelected
        allSelected = false
        guard selected else { return [] }
        let count = sessions[index].field.count
        var events = record(sessions[index].moveCaret(to: count, at: now), field: index)
        events += record(sessions[index].perform(.replaceBeforeCaret(count: count, with: ""), at: now), field: index)
        return events
    }
}
