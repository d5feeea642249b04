extension Simulator {
    /// Turns a field's session events into simulator events, and acts on what they mean
    /// for the form: a submission is recorded; Return of type `next` moves to the next
    /// field, `done` ends editing; the keyboard's dismiss key ends editing.
    mutating func record(_ sessionEvents: [SessionEvent], field index: Int) -> [SimulatorEvent] {
        let id = scene.fields[index].id
        var events = sessionEvents.map { SimulatorEvent(time: $0.time, field: id, kind: $0.kind) }
        var submitted = false
        var edited = false
        var globe = false
        for event in sessionEvents {
            let time = event.time
            switch event.kind {
            case .keyboard(.text(.nextKeyboard)):
                globe = true
            case .field(let fieldEvent) where fieldEvent.isEdit:
                edited = true
                noteSecureEdit(fieldEvent, field: index, time: time)
            case .field(.submitted(let text)):
                commitValue(index)
                submissions.append(Submission(field: scene.fields[index].id, text: text, time: time))
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
