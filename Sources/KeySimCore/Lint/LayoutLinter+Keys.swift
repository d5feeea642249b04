extension LayoutLinter {
    /// Alternates that repeat their key or each other, letters with no shifted form, and
    /// character keys whose id looks like an action.
    func checkKeys(of layer: Layer, _ context: LayoutContext, into findings: inout FindingList) {
        for key in layer.keys {
            if !key.alternates.isEmpty { checkAlternates(of: key, in: layer, context, into: &findings) }
            if key.action == .character {
                checkShiftedForm(of: key, in: layer, context, into: &findings)
                checkActionLikeID(of: key, in: layer, context, into: &findings)
            }
        }
    }

    /// A key written with an id that looks like an action but no `action` is a character key
    /// typing its id: `{"key": "layer:emoji"}` types the text `layer:emoji` (an error: an id
    /// never switches layers), `Shift`, `delet` or `retrun` type those words (a warning: ids
    /// are matched exactly, so a near miss of a reserved id is an ordinary key).
    private func checkActionLikeID(
        of key: Key, in layer: Layer, _ context: LayoutContext, into findings: inout FindingList
    ) {
        guard key.output == key.id else { return }
        let location = context.location(of: key, in: layer)
        if key.id.lowercased().hasPrefix("layer:") {
            let target = key.id.dropFirst("layer:".count)
            findings.add(
                .actionID, .error, at: location,
                "key '\(key.id)' types the text '\(key.id)': an id does not switch layers; to show layer '\(target)', give it \"action\": \"layer:\(target)\""
            )
        } else if let reserved = Suggestion.nearest(to: key.id, in: ReservedKey.ids),
            let action = Self.actionName(of: reserved)
        {
            findings.add(
                .actionID, .warning, at: location,
                "key '\(key.id)' types the text '\(key.id)'; did you mean the reserved key '\(reserved)'? Write \"\(reserved)\" as its id, or give it \"action\": \"\(action)\""
            )
        }
    }

    /// How a layout writes the action a reserved id implies (`delete`, `layer:numbers`).
    private static func actionName(of reservedID: String) -> String? {
        switch ReservedKey.action(for: reservedID) {
        case .switchLayer(let layer): "layer:\(layer)"
        case .decimalSeparator: "decimal"
        case nil, .character: nil
        default: reservedID
        }
    }

    /// `alternates`: a choice that types what the key types already, or one listed twice.
    private func checkAlternates(
        of key: Key, in layer: Layer, _ context: LayoutContext, into findings: inout FindingList
    ) {
        let keyLocation = context.location(of: key, in: layer)
        let positions = key.source.map { context.sources.alternates(of: $0) } ?? []
        var seen: Set<String> = []
        for (index, alternate) in key.alternates.enumerated() {
            let location =
                index < positions.count
                ? SourceLocation(path: keyLocation.path, position: positions[index]) : keyLocation
            if key.typesText && alternate == key.output {
                findings.add(
                    .alternates, .warning, at: location,
                    "alternate '\(alternate)' of key '\(key.id)' repeats what the key types; long-press choices should differ from it"
                )
            } else if !seen.insert(alternate).inserted {
                findings.add(
                    .alternates, .warning, at: location, "alternate '\(alternate)' of key '\(key.id)' is listed twice")
            }
        }
    }

    /// A letter key should type something else with shift on: `a` → `A`. Text made only of
    /// letters whose upper case differs is checked; a letter whose upper case is longer
    /// (`ß` → `SS`) is fine typing itself, but shifting to the longer text by default is
    /// reported, as it is rarely what is meant.
    private func checkShiftedForm(
        of key: Key, in layer: Layer, _ context: LayoutContext, into findings: inout FindingList
    ) {
        let output = key.output
        guard Self.isLetters(output) else { return }
        let upper = output.uppercased()
        guard upper != output else { return }
        let location = context.location(of: key, in: layer)
        let sameLength = upper.count == output.count
        if key.shifted == output && sameLength {
            let suggestion = output.count == 1 ? upper : output.prefix(1).uppercased() + output.dropFirst()
            findings.add(
                .shiftedForm, .warning, at: location,
                "letter key '\(key.id)' has no shifted form: it types '\(output)' with shift on too; give it \"shifted\": \"\(suggestion)\""
            )
        } else if !sameLength && key.shifted == upper {
            findings.add(
                .shiftedForm, .warning, at: location,
                "letter key '\(key.id)' types '\(upper)' with shift on, as its upper case is \(upper.count) letters; give it the \"shifted\" text you mean (\"\(output)\" to keep it)"
            )
        }
    }
}
