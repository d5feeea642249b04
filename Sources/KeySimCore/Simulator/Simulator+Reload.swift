/// Hot reload [issue 6]: the same person's session carried over to data files edited while
/// the window is open, so a layout, theme, device or scene can be tweaked without retyping.
extension Simulator {
    /// A simulator built from new data that keeps this one's state where the new data has a
    /// place for it, matched by field id:
    ///
    /// - each field keeps its text, filtered by its new keyboard type or format and cut to its
    ///   new `maxLength`, and its selection or caret (each end moved back by what was cut
    ///   before it); its undo history starts afresh, as the text it kept is the new field's;
    /// - a formatted field keeps its committed value while its format is unchanged, else the
    ///   value of its carried text; Return's submissions are kept;
    /// - a validation message stays shown while the carried text still breaks the new rule
    ///   (and a `change` rule shows its message at once, as for a scene's initial text);
    /// - the focused field stays focused, with the keyboard shown (no slide), on the same
    ///   layer (and shift) when its new layout has a layer of that id, else on the first;
    /// - the scene's current input language stays current when the new scene still lists it;
    /// - the clock, the scroll position (kept within the new form), the pasteboard and VoiceOver
    ///   (with what it said) carry over;
    ///   the edit menu, the loupe and the space bar's trackpad end with the fingers.
    ///
    /// A field that is gone takes its state with it, and a new field starts as its scene says.
    /// Fingers down are let go: a reload is not a touch, and the keys they held are new keys.
    ///
    /// - Throws: what ``init(scene:device:layouts:timings:)`` throws for the new data.
    public func reloaded(
        scene: Scene, device: DeviceProfile, layouts: LayoutCatalog, timings: TimingProfile = .ios,
        typesetter: FormTypesetter? = nil
    ) throws(SessionError) -> Simulator {
        var next = try Simulator(
            scene: scene, device: device, layouts: layouts, timings: timings, typesetter: typesetter)
        next.now = now
        next.dictionaries = dictionaries
        next.inputMethods = inputMethods
        next.submissions = submissions
        next.pasteboard = pasteboard
        next.voiceOver = voiceOver
        next.carryInputLayout(from: self)
        for newIndex in next.sessions.indices {
            _ = next.sessions[newIndex].advance(to: now)
            guard let oldIndex = index(of: scene.fields[newIndex].id) else { continue }
            next.carryField(oldIndex, of: self, to: newIndex)
        }
        let carriedLast = lastFocusedIndex.flatMap { next.index(of: self.scene.fields[$0].id) }
        if let focusedFieldID, let newIndex = next.index(of: focusedFieldID) {
            next.focusedIndex = newIndex
            next.lastFocusedIndex = newIndex
            next.keyboardShownSince = keyboardShownSince
            next.keyboardHiddenSince = nil
            _ = next.prepareDictionary(forField: newIndex)
            _ = next.sessions[newIndex].focus(at: now)
            if let old = keyboard { next.sessions[newIndex].keyboard.carryLayer(from: old, at: now) }
        } else if focusedIndex == nil, let carriedLast {
            // A keyboard still sliding away keeps sliding.
            next.lastFocusedIndex = carriedLast
            next.keyboardHiddenSince = keyboardHiddenSince
        }
        next.scrollOffset = scrollOffset
        next.scrollToFocusedField()
        return next
    }

    /// Shows the input language `old` showed, when this scene lists it too.
    private mutating func carryInputLayout(from old: Simulator) {
        guard old.inputLayouts.indices.contains(old.inputLayoutIndex) else { return }
        let id = old.inputLayouts[old.inputLayoutIndex].id
        guard let index = inputLayouts.firstIndex(where: { $0.id == id }), index != inputLayoutIndex else { return }
        inputLayoutIndex = index
        var shelf = KeyboardShelf()
        for field in sessions.indices where followsInputLayout[field] {
            _ = sessions[field].showLayout(inputLayouts[index], at: now, shelf: &shelf)
        }
    }

    /// Field `newIndex` takes the text, selection, committed value and shown message of field
    /// `oldIndex` of `old`, as far as its new rules allow.
    private mutating func carryField(_ oldIndex: Int, of old: Simulator, to newIndex: Int) {
        let previous = old.sessions[oldIndex].field
        var field = sessions[newIndex].field
        let kept = Self.carriedText(previous.text, into: field)
        let keptBeforeCaret = Self.carriedText(String(previous.text.prefix(previous.caret)), into: field)
        let keptBeforeAnchor = Self.carriedText(String(previous.text.prefix(previous.anchor)), into: field)
        field = TextFieldModel(text: kept, maxLength: field.maxLength, filter: field.filter, isSecure: field.isSecure)
        _ = field.select(
            anchor: min(keptBeforeAnchor.count, field.count), caret: min(keptBeforeCaret.count, field.count))
        sessions[newIndex].field = field

        let oldField = old.scene.fields[oldIndex]
        let newField = scene.fields[newIndex]
        committedValues[newIndex] = nil
        if oldField.format == newField.format {
            committedValues[newIndex] = old.committedValues[oldIndex]
        } else {
            commitValue(newIndex)
        }

        shownInvalid.remove(newIndex)
        if let validation = newField.validation, !validation.isValid(kept) {
            let wasShown = old.shownInvalid.contains(oldIndex)
            if wasShown || (validation.when == .change && !kept.isEmpty) { shownInvalid.insert(newIndex) }
        }
    }

    /// `text` as a field like `field` would take it typed: what its filter accepts, cut to
    /// its `maxLength`.
    private static func carriedText(_ text: String, into field: TextFieldModel) -> String {
        let accepted = field.filter.filter(text, into: "").accepted
        guard let maxLength = field.maxLength else { return accepted }
        return String(accepted.prefix(maxLength))
    }
}

extension Keyboard {
    /// Shows the layer `old` showed, with its shift, when this layout has a layer of that id.
    mutating func carryLayer(from old: Keyboard, at time: Int) {
        guard face.layerIndex(of: old.layerID) != nil else { return }
        var events: [KeyboardEvent] = []
        switchLayer(to: old.layerID, time: time, events: &events)
        setShift(old.shift, automatic: old.shiftIsAutomatic, time: time, events: &events)
    }
}
