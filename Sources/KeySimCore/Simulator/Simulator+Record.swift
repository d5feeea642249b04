extension Simulator {
    /// Turns a field's session events into simulator events, and acts on what they mean
    /// for the form: a submission is recorded; Return of type `next` moves to the next
    /// field, `done` ends editing; the keyboard's dismiss key ends editing.
    mutating func record(_ sessionEvents: [SessionEvent], field index: Int) -> [SimulatorEvent] {
        var events: [SimulatorEvent] = []
        record(sessionEvents, field: index, into: &events)
        return events
    }

    /// ``record(_:field:)``, appending the simulator events to `events`.
    mutating func record(
        _ sessionEvents: [SessionEvent], field index: Int, into events: inout [SimulatorEvent], keeping: Bool = true
    ) {
        if keeping {
            let id = scene.fields[index].id
            for event in sessionEvents { events.append(SimulatorEvent(time: event.time, field: id, kind: event.kind)) }
        }
        var submitted = false
        var edited = false
        var globe = false
        // The events are read in place, by index: a `for event in` loop would copy each out
        // (retaining and releasing its strings) only to look at its kind.
        for position in sessionEvents.indices {
            let time = sessionEvents[position].time
            switch sessionEvents[position].kind {
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
    }
}
