extension Simulator {
    /// What a hardware key did besides events: text for the computer's clipboard (copy, cut).
    public struct HardwareOutcome: Equatable, Sendable {
        public var events: [SimulatorEvent]
        /// Text copied or cut, for the computer's clipboard.
        public var clipboard: String?
        /// Copy or cut was refused (a secure field).
        public var refused: Bool
    }

    /// Text typed on the computer's keyboard goes into the focused field over its selection,
    /// all at once, as an input method commits it.
    public mutating func hardwareText(_ text: String, at time: Int) -> [SimulatorEvent] {
        var events = advance(to: time)
        editMenu = nil
        guard let index = focusedIndex else { return events }
        events += record(sessions[index].perform(.insert(text), at: now), field: index)
        return events
    }

    /// One press of a key on the computer's keyboard (a `press` line; what the window
    /// records), as a hardware keyboard edits an iPhone's text field:
    /// - characters and space type over the selection; Backspace and Delete delete the
    ///   selection, else the character before or after the caret;
    /// - Left and Right move the caret (onto the selection's edge when there is one), Alt with
    ///   them by words, Cmd with them and Home/End (Up/Down: a single-line field) to the start
    ///   and end; with Shift each extends the selection instead;
    /// - Tab and Shift+Tab move between fields [F6]; Return submits; Esc dismisses the keyboard;
    /// - Ctrl or Cmd with A, C, X, V, Z select all, copy, cut, paste and undo, with Shift+Z
    ///   redo (a secure field refuses copy and cut); Ctrl+Cmd+Z shakes the device (the undo
    ///   alert).
    ///
    /// - Parameter pasteboard: What the computer's clipboard held when a paste was pressed
    ///   (the window reads it; a recording keeps it). It becomes the simulator's
    ///   ``pasteboard``; nil pastes what the simulator last copied or cut, if anything.
    public mutating func press(_ press: HardwarePress, pasteboard: String? = nil, at time: Int) -> HardwareOutcome {
        var outcome = HardwareOutcome(events: advance(to: time), clipboard: nil, refused: false)
        editMenu = nil
        if press.key == .named(.tab), !press.isCommand {
            guard !sessions.isEmpty else { return outcome }
            let count = sessions.count
            let backwards = press.modifiers.contains(.shift)
            let next = focusedIndex.map { backwards ? ($0 - 1 + count) % count : ($0 + 1) % count }
            outcome.events += focus(fieldAt: next ?? (backwards ? count - 1 : 0), time: now)
            return outcome
        }
        if press.isShake {
            outcome.events += shake()
            return outcome
        }
        if let pasteboard, press.shortcut == .paste { self.pasteboard = pasteboard }
        guard let index = focusedIndex else { return outcome }
        if let text = press.typedText {
            outcome.events += record(sessions[index].perform(.insert(text), at: now), field: index)
            return outcome
        }
        if let shortcut = press.shortcut {
            editCommand(shortcut, field: index, outcome: &outcome)
            return outcome
        }
        guard case .named(let key) = press.key else { return outcome }
        let field = sessions[index].field
        switch key {
        case .backspace where !press.isCommand:
            outcome.events += record(sessions[index].perform(.deleteBackward, at: now), field: index)
        case .delete where !press.isCommand:
            // Delete removes the selection, or the character after the caret.
            let range = field.hasSelection ? field.selection : field.caret..<field.caret + 1
            outcome.events += record(
                sessions[index].replace(range, with: "", as: field.hasSelection ? .delete : .typing, at: now),
                field: index)
        case .left, .right, .home, .end, .up, .down:
            guard let target = caretTarget(for: key, modifiers: press.modifiers, in: field) else { break }
            let anchor = press.modifiers.contains(.shift) ? field.anchor : target
            outcome.events += record(sessions[index].select(anchor: anchor, caret: target, at: now), field: index)
        case .return where !press.isCommand:
            if sessions[index].context.returnKeyEnabled {
                outcome.events += record(sessions[index].perform(.submit, at: now), field: index)
            }
        case .escape:
            outcome.events += endEditing()
        default:
            break
        }
        return outcome
    }

    /// Where an arrow, Home or End puts the caret end of the selection.
    private func caretTarget(
        for key: HardwarePress.NamedKey, modifiers: Set<HardwarePress.Modifier>, in field: TextFieldModel
    )
        -> Int?
    {
        let extending = modifiers.contains(.shift)
        let toEnd = modifiers.contains(.cmd) || modifiers.contains(.ctrl)
        switch key {
        case .home, .up: return 0
        case .end, .down: return field.count
        case .left where toEnd: return 0
        case .right where toEnd: return field.count
        case .left where modifiers.contains(.alt): return field.wordStart(before: field.caret)
        case .right where modifiers.contains(.alt): return field.wordEnd(after: field.caret)
        case .left: return field.hasSelection && !extending ? field.selection.lowerBound : field.caret - 1
        case .right: return field.hasSelection && !extending ? field.selection.upperBound : field.caret + 1
        default: return nil
        }
    }

    /// Select all, copy, cut, paste, undo, redo: from the keyboard's shortcuts or the edit menu.
    mutating func editCommand(
        _ shortcut: HardwarePress.Shortcut, field index: Int, outcome: inout HardwareOutcome
    ) {
        let field = sessions[index].field
        switch shortcut {
        case .selectAll:
            outcome.events += record(sessions[index].select(anchor: 0, caret: field.count, at: now), field: index)
        case .copy, .cut:
            guard field.hasSelection else { break }
            let name = shortcut == .copy ? "Copy" : "Cut"
            if sessions[index].traits.isSecure {
                outcome.refused = true
                outcome.events.append(
                    SimulatorEvent(time: now, field: scene.fields[index].id, kind: .pasteboard(.refused(name))))
                break
            }
            let text = field.selectedText
            pasteboard = text
            outcome.clipboard = text
            outcome.events.append(
                SimulatorEvent(
                    time: now, field: scene.fields[index].id,
                    kind: .pasteboard(shortcut == .copy ? .copied(text) : .cut(text))))
            if shortcut == .cut { outcome.events += record(sessions[index].cut(at: now), field: index) }
        case .paste:
            guard let text = pasteboard, !text.isEmpty else { break }
            outcome.events.append(
                SimulatorEvent(time: now, field: scene.fields[index].id, kind: .pasteboard(.pasted(text))))
            outcome.events += record(sessions[index].paste(text, at: now), field: index)
        case .undo:
            outcome.events += record(sessions[index].undo(at: now), field: index)
        case .redo:
            outcome.events += record(sessions[index].redo(at: now), field: index)
        }
    }
}
