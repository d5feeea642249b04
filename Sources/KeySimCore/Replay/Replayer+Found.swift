/// What an `expect` check found, as the value a script would write for it to hold
/// (``ExpectationMismatch``): the counterpart of the messages in `Replayer+Expectations.swift`.
extension Replayer {

    /// The value that would make `check` hold now, or why none can be written.
    public func found(_ check: Expectation.Check, field index: Int?) -> ExpectationMismatch.Found {
        let keyboard = simulator.keyboard
        let noKeyboard = ExpectationMismatch.Found.unwritable(
            "no keyboard shows (no field has focus), and '\(check.name)' cannot be null")
        /// A text of field `index`, or why it is not written when the field is secure.
        func text(_ value: String, of index: Int) -> ExpectationMismatch.Found {
            guard simulator.sessions[index].traits.isSecure, !options.revealSecure else {
                return .value(.string(value))
            }
            return .unwritable(
                "field '\(simulator.scene.fields[index].id)' is secure and its text is hidden: give --reveal-secure to write what was typed, or fix the line by hand"
            )
        }
        func strings(_ values: [String]) -> ExpectationMismatch.Found { .value(.array(values.map(JSONOutput.string))) }
        /// Points as the checks compare them: to 1/100 pt.
        func points(_ value: Double) -> ExpectationMismatch.Found { .value(.number((value * 100).rounded() / 100)) }
        guard let index else {
            switch check {
            case .focused:
                return .value(.optional(simulator.focusedFieldID))
            case .layout:
                return keyboard.map { .value(.string($0.layout.id)) } ?? noKeyboard
            case .layer:
                return keyboard.map { .value(.string($0.layerID)) } ?? noKeyboard
            case .shift:
                return keyboard.map { .value(.string($0.shift.rawValue)) } ?? noKeyboard
            case .tooltip:
                guard let fieldLocator else { return .unwritable(Self.needsDrawing(check)) }
                return .value(.optional(fieldLocator.tooltipText(of: simulator, at: simulator.now)))
            case .scroll:
                return points(simulator.scrollOffset)
            case .pasteboard:
                return .value(.optional(simulator.pasteboard))
            case .menu:
                return strings(simulator.editMenu?.items ?? [])
            case .suggestions:
                return strings(simulator.suggestionBar?.words ?? [])
            case .autocorrection:
                return .value(.optional(simulator.focusedSession?.autocorrection))
            case .candidates:
                return strings(simulator.focusedSession?.candidates ?? [])
            case .announced:
                return .value(.optional(simulator.voiceOver?.last))
            default:
                return .unwritable("'\(check.name)' needs a field")
            }
        }
        let session = simulator.sessions[index]
        switch check {
        case .text:
            return text(session.field.text, of: index)
        case .value:
            if simulator.scene.fields[index].format == nil { return text(session.field.text, of: index) }
            return .value(ReplayResult.value(of: index, in: simulator, options: options))
        case .valid:
            return .value(.bool(simulator.isValid(index)))
        case .message(let expected):
            let actual = simulator.shownMessage(ofField: index)
            if actual == expected {
                return .unwritable(
                    "the message is as written but drawn out of sight; no value written here can change that")
            }
            return .value(.optional(actual))
        case .shown:
            guard let appearance = fieldLocator?.appearance(ofField: index, of: simulator, at: simulator.now) else {
                return .unwritable(Self.needsDrawing(check))
            }
            if session.traits.isSecure && !appearance.showsPrompt { return text(appearance.shown, of: index) }
            return .value(.string(appearance.shown))
        case .clearButton:
            guard let appearance = fieldLocator?.appearance(ofField: index, of: simulator, at: simulator.now) else {
                return .unwritable(Self.needsDrawing(check))
            }
            return .value(.bool(appearance.showsClearButton))
        case .width:
            return points(simulator.form.fields[index].field.width)
        case .selection:
            let range = session.field.selection
            return .value(.array([.number(Double(range.lowerBound)), .number(Double(range.upperBound))]))
        case .selectedText:
            return text(session.field.selectedText, of: index)
        case .misspelled:
            return strings(
                session.misspelledWords.map { range in
                    String(
                        session.field.text[
                            session.field.index(at: range.lowerBound)..<session.field.index(at: range.upperBound)])
                })
        case .markedText:
            guard let marked = session.field.markedText else { return .value(.null) }
            return text(marked, of: index)
        case .composing:
            return .value(.optional(session.hangulInput?.composing))
        default:
            return found(check, field: nil)
        }
    }
}
