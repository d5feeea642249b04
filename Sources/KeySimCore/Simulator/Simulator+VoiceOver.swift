extension Simulator {
    /// `events` of the field at `index`, each followed by what VoiceOver says of it (an
    /// `announced` event at its time), noted in ``voiceOver``. Called only while VoiceOver is
    /// on.
    ///
    /// An edit that one event sums up (an autocorrection, a suggestion tapped, a conversion, a
    /// Hangul syllable composing) is said once, by that event, not by the deletions and
    /// insertions that made it.
    mutating func announcing(_ events: [SimulatorEvent], field index: Int) -> [SimulatorEvent] {
        let summed = events.contains { event in
            switch event.kind {
            case .field(.autocorrected), .field(.autocorrectReverted), .field(.converted), .suggestionTapped: true
            case .field(.composing(let text, _)): !text.isEmpty
            default: false
            }
        }
        var announced: [SimulatorEvent] = []
        announced.reserveCapacity(events.count + 2)
        for event in events {
            announced.append(event)
            guard let text = announcement(for: event.kind, field: index, summed: summed) else { continue }
            voiceOver?.said(text, at: event.time)
            announced.append(SimulatorEvent(time: event.time, field: event.field, kind: .announced(text)))
        }
        return announced
    }

    /// What VoiceOver says of an event of the field at `index`, or nil when it says nothing.
    private func announcement(for kind: SessionEvent.Kind, field index: Int, summed: Bool) -> String? {
        let session = sessions[index]
        let isSecure = session.traits.isSecure
        switch kind {
        case .focused:
            let field = scene.fields[index]
            return VoiceOver.description(
                label: field.label, prompt: field.prompt, text: session.field.text, isSecure: isSecure,
                isEditing: true)
        case .keyboard(.keyPressed(let id)), .keyboard(.keyHighlightMoved(_, to: let id?)):
            // A layer switch acts as it goes down: the key pressed is on the layer shown before.
            let keyboard = session.keyboard
            guard let key = keyboard.layer.key(id) ?? keyboard.layout.layers.lazy.compactMap({ $0.key(id) }).first
            else { return nil }
            return VoiceOver.name(of: key, on: keyboard, isSecure: isSecure)
        case .keyboard(.calloutShown(_, let alternates)):
            guard !isSecure, let first = alternates.first else { return nil }
            return VoiceOverWording.spoken(session.keyboard.shift == .off ? first : Key.defaultShifted(first))
        case .keyboard(.calloutSelectionChanged(let selected?)):
            guard !isSecure, let alternates = session.keyboard.callout?.alternates, selected < alternates.count
            else { return nil }
            // As the callout types it: upper-cased while shifted.
            let alternate = alternates[selected]
            return VoiceOverWording.spoken(session.keyboard.shift == .off ? alternate : Key.defaultShifted(alternate))
        case .field(.inserted(let text, let at)) where !summed:
            if isSecure { return VoiceOverWording.bullets(text.count) }
            if text == " ", let word = VoiceOver.word(endingAt: at, in: session.field.text) { return word }
            return VoiceOverWording.spoken(text)
        case .field(.deleted(let text, _)) where !summed:
            return VoiceOverWording.deleted(
                isSecure ? VoiceOverWording.bullets(text.count) : VoiceOverWording.spoken(text))
        case .field(.autocorrected(_, let to, _)):
            return isSecure ? nil : VoiceOverWording.autocorrected(to: to)
        case .field(.autocorrectReverted(_, let to, _)):
            return isSecure ? nil : VoiceOverWording.reverted(to: to)
        case .field(.composing(let text, _)) where !text.isEmpty:
            return isSecure ? VoiceOverWording.bullet : VoiceOverWording.spoken(text)
        case .field(.converted(_, let to, _, _)):
            return isSecure ? nil : VoiceOverWording.spoken(to)
        case .suggestionTapped(let word):
            return isSecure ? nil : word
        default:
            return nil
        }
    }
}
