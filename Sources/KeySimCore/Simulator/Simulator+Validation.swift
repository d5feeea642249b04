import Foundation

/// Validation when it makes sense [F7][S2]: a `change` rule checks on every edit (a
/// digits-only field alerts on the first non-digit), an `endEditing` rule when focus moves on
/// (an email), a `beforeLeaving` rule keeps focus in the field until it is valid (a user
/// name or password).
extension Simulator {
    /// The validation message shown under a field now, if any.
    public func shownMessage(ofField index: Int) -> String? {
        shownInvalid.contains(index) ? scene.fields[index].validation?.message : nil
    }

    /// Whether the field's text passes its rule now (fields without one always do).
    ///
    /// Rules that can be told without reading the whole text are: a minimum length from the
    /// field's kept grapheme count, `required` from the first character that is not
    /// whitespace. So typing into a long field does not cost its length at every key.
    public func isValid(_ index: Int) -> Bool {
        guard let validation = scene.fields[index].validation else { return true }
        switch validation.rule {
        case .minLength(let length):
            return sessions[index].field.count >= length
        case .required:
            // As `Validation.isValid`: the text trimmed of whitespace and newlines is not empty.
            return sessions[index].field.text.unicodeScalars.contains {
                !CharacterSet.whitespacesAndNewlines.contains($0)
            }
        default:
            return validation.isValid(sessions[index].field.text)
        }
    }

    /// After an edit of field `index`: `change` rules check at once; a message already
    /// shown goes away as soon as the text is fixed.
    mutating func validateAfterEdit(_ index: Int) -> [SimulatorEvent] {
        guard let validation = scene.fields[index].validation else { return [] }
        let valid = isValid(index)
        if validation.when == .change || (valid && shownInvalid.contains(index)) {
            return showValidation(index, valid: valid)
        }
        return []
    }

    /// When field `index` loses focus: `endEditing` rules check.
    mutating func validateOnEndEditing(_ index: Int) -> [SimulatorEvent] {
        guard let validation = scene.fields[index].validation, validation.when == .endEditing else { return [] }
        return showValidation(index, valid: isValid(index))
    }

    /// Whether focus may leave field `index`; a `beforeLeaving` rule that fails keeps it and
    /// shows its message.
    mutating func mayLeave(_ index: Int) -> (allowed: Bool, events: [SimulatorEvent]) {
        guard let validation = scene.fields[index].validation, validation.when == .beforeLeaving else {
            return (true, [])
        }
        let valid = isValid(index)
        var events = showValidation(index, valid: valid)
        if !valid {
            events.append(
                SimulatorEvent(
                    time: now, field: scene.fields[index].id, kind: .leavingRefused(message: validation.message)))
        }
        return (valid, events)
    }

    private mutating func showValidation(_ index: Int, valid: Bool) -> [SimulatorEvent] {
        let changed = valid ? shownInvalid.remove(index) != nil : shownInvalid.insert(index).inserted
        guard changed else { return [] }
        // A message appearing under the focused field shows above the keyboard with it.
        if !valid, index == focusedIndex { scrollToFocusedField() }
        let message = valid ? nil : scene.fields[index].validation?.message
        return [
            SimulatorEvent(time: now, field: scene.fields[index].id, kind: .validated(valid: valid, message: message))
        ]
    }
}
