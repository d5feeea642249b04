extension Simulator {
    /// Turns a field's session events into simulator events, and acts on what they mean
    /// for the form: a submission is recorded; Return of type `next` moves to the next
    /// field, `done` ends editing; the keyboard's dismiss key ends editing.
    mutating func record(_ sessionEvents: [SessionEvent], field index: Int) -> [SimulatorEvent] {
        guard !sessionEvents.isEmpty else { return [] }
        let id = scene.fields[index].id
        var events: [SimulatorEvent] = []
        events.reserveCapacity(sessionEvents.count)
        var submitted = false
        var edited = false
        var globe = false
        // One pass, each event read in place: a `for event in` loop would copy every one out.
        for position in sessionEvents.indices {
            let time = sessionEvents[position].time
            events.append(SimulatorEvent(time: time, field: id, kind: sessionEvents[position].kind))
            switch sessionEvents[position].kind {
            case .keyboard(.text(.nextKeyboard)):
                globe = true
            case .keyboard(.text(.insert(let text))):
                noteRecentlyUsed(text, field: index)
            case .field(let fieldEvent) where fieldEvent.isEdit:
                edited = true
                noteSecureEdit(fieldEvent, field: index, time: time)
            case .field(.submitted(let text)):
                commitValue(index)
                submissions.append(Submission(field: id, text: text, time: time))
                submitted = true
            case .blurred where focusedIndex == index:
                focusedIndex = nil
                keyboardHiddenSince = time
                keyboardShownSince = nil
                scrollToFocusedField()
            default:
                break
            }
        }
        // What VoiceOver says of these events follows each one (the events added below say theirs).
        if voiceOver != nil { events = announcing(events, field: index) }
        if edited, scene.fields[index].validation != nil { events += validateAfterEdit(index) }
        if globe, focusedIndex == index { events += showNextInputLayout(field: index) }
        if submitted, focusedIndex == index {
            switch sessions[index].traits.returnKey {
            case .next:
                if index + 1 < sessions.count {
                    events += focus(index + 1)
                } else {
                    events += endEditing()
                }
            case .done:
                events += endEditing()
            default:
                break
            }
        }
        return events
    }
}
