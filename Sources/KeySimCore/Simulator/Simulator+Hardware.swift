extension Simulator {
    /// What a hardware key did besides events: text for the computer's clipboard (copy, cut).
    public struct HardwareOutcome: Equatable, Sendable {
        public var events: [SimulatorEvent]
        /// Text copied or cut, for the computer's clipboard.
        public var clipboard: String?
        /// Copy or cut was refused (a secure field).
        public var refused: Bool
    }

    /// Text typed on the computer's keyboard goes into the focused field (replacing all of
    /// it after select-all), all at once, as an input method commits it.
    public mutating func hardwareText(_ text: String, at time: Int) -> [SimulatorEvent] {
        var events = advance(to: time)
        guard let index = focusedIndex else { return events }
        events += clearSelectionIfAll(index)
        events += record(sessions[index].perform(.insert(text), at: now), field: index)
        return events
    }

    /// One press of a key on the computer's keyboard (a `press` line; what the window
    /// records): characters and space type into the focused field; Backspace and Delete
    /// delete; the arrows, Home and End move the caret (Up and Down to the start and end, as
    /// in a single-line field; Shift does not select yet); Tab and Shift+Tab move between
    /// fields [F6]; Return submits; Esc dismisses the keyboard; Ctrl or Cmd with A, C, X, V
    /// select all, copy, cut and paste (a secure field refuses copy and cut).
    ///
    /// - Parameter pasteboard: What the computer's clipboard held when a paste was pressed
    ///   (the window reads it; a recording keeps it). It becomes the simulator's
    ///   ``pasteboard``; nil pastes what the simulator last copied or cut, if anything.
    public mutating func press(_ press: HardwarePress, pasteboard: String? = nil, at time: Int) -> HardwareOutcome {
        var outcome = HardwareOutcome(events: advance(to: time), clipboard: nil, refused: false)
        if press.key == .named(.tab), !press.isCommand {
            guard !sessions.isEmpty else { return outcome }
            let count = sessions.count
            let backwards = press.modifiers.contains(.shift)
            let next = focusedIndex.map { backwards ? ($0 - 1 + count) % count : ($0 + 1) % count }
            outcome.events += focus(fieldAt: next ?? (backwards ? count - 1 : 0), time: now)
            return outcome
        }
        if let pasteboard, press.shortcut == .paste { self.pasteboard = pasteboard }
        guard let index = focusedIndex else { return outcome }
        if let text = press.typedText {
            outcome.events += clearSelectionIfAll(index)
            outcome.events += record(sessions[index].perform(.insert(text), at: now), field: index)
            return outcome
        }
        if let shortcut = press.shortcut {
            shortcutPressed(shortcut, field: index, outcome: &outcome)
            return outcome
        }
        guard case .named(let key) = press.key, !press.isCommand else { return outcome }
        let selectedAll = allSelected
        allSelected = false
        let field = sessions[index].field
        switch key {
        case .backspace, .delete:
            if selectedAll {
                outcome.events += deleteAll(index)
            } else if key == .backspace {
                outcome.events += record(sessions[index].perform(.deleteBackward, at: now), field: index)
            } else if field.caret < field.count {
                // Delete removes the character after the caret: the one Backspace would remove
                // from just past it.
                outcome.events += record(sessions[index].moveCaret(to: field.caret + 1, at: now), field: index)
                outcome.events += record(sessions[index].perform(.deleteBackward, at: now), field: index)
            }
        case .left, .right, .home, .end, .up, .down:
            let target: Int
            switch key {
            case .left: target = selectedAll ? 0 : field.caret - 1
            case .right: target = selectedAll ? field.count : field.caret + 1
            case .home, .up: target = 0
            default: target = field.count
            }
            outcome.events += record(sessions[index].moveCaret(to: target, at: now), field: index)
        case .return:
            if sessions[index].context.returnKeyEnabled {
                outcome.events += record(sessions[index].perform(.submit, at: now), field: index)
            }
        case .escape:
            outcome.events += endEditing()
        case .tab, .space:
            break
        }
        return outcome
    }

    /// Select all, copy, cut, paste; undo and redo do nothing yet.
    private mutating func shortcutPressed(
        _ shortcut: HardwarePress.Shortcut, field index: Int, outcome: inout HardwareOutcome
    ) {
        let selectedAll = allSelected
        let field = sessions[index].field
        switch shortcut {
        case .selectAll:
            allSelected = !field.isEmpty
        case .copy, .cut:
            allSelected = selectedAll && shortcut == .copy
            guard selectedAll else { break }
            if sessions[index].traits.isSecure {
                outcome.refused = true
                allSelected = selectedAll
                break
            }
            pasteboard = field.text
            outcome.clipboard = field.text
            if shortcut == .cut { outcome.events += deleteAll(index) }
        case .paste:
            guard let text = pasteboard, !text.isEmpty else { break }
            outcome.events += clearSelectionIfAll(index)
            outcome.events += record(sessions[index].paste(text, at: now), field: index)
        case .undo, .redo:
            break
        }
    }

    /// Deletes the whole text of a field, as Backspace or Cut does after select-all.
    private mutating func deleteAll(_ index: Int) -> [SimulatorEvent] {
        let count = sessions[index].field.count
        var events = record(sessions[index].moveCaret(to: count, at: now), field: index)
        events += record(sessions[index].perform(.replaceBeforeCaret(count: count, with: ""), at: now), field: index)
        return events
    }

    /// After select-all, typing or pasting replaces the whole text.
    private mutating func clearSelectionIfAll(_ index: Int) -> [SimulatorEvent] {
        guard allSelected else { return [] }
        allSelected = false
        return deleteAll(index)
    }
}
