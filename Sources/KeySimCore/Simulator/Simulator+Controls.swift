/// The buttons inside fields [F12][F13] and a combo box's choices [F14].
extension Simulator {
    /// A button inside a field: the clear button empties it (and focuses it, as on iOS); the
    /// trailing button reports the tap.
    mutating func press(_ control: FieldControl) -> [SimulatorEvent] {
        switch control {
        case .clearButton(let index):
            var events = focus(index)
            guard focusedIndex == index else { return events }
            let text = sessions[index].field.text
            guard !text.isEmpty else { return events }
            let all = 0..<sessions[index].field.count
            events += record(sessions[index].replace(all, with: "", as: .clear, at: now), field: index)
            events.append(SimulatorEvent(time: now, field: scene.fields[index].id, kind: .cleared(text: text)))
            return events
        case .trailingButton(let index):
            let field = scene.fields[index]
            var events = [
                SimulatorEvent(time: now, field: field.id, kind: .trailingButtonTapped(field.trailingButton ?? ""))
            ]
            switch field.trailingButtonAction {
            case .send?:
                let text = sessions[index].field.text
                commitValue(index)
                submissions.append(Submission(field: field.id, text: text, time: now))
                events += record(sessions[index].setTextAsTheApp("", at: now), field: index)
            case .clear?:
                events += record(sessions[index].setTextAsTheApp("", at: now), field: index)
            case nil:
                break
            }
            return events
        case .choice(let index, let choice):
            let offered = offeredChoices(ofField: index)
            guard offered.indices.contains(choice) else { return [] }
            let all = 0..<sessions[index].field.count
            var events = record(sessions[index].replace(all, with: offered[choice], as: .paste, at: now), field: index)
            events.append(
                SimulatorEvent(time: now, field: scene.fields[index].id, kind: .choiceSelected(offered[choice])))
            return events
        }
    }

    /// The most choices a combo box lists at once.
    public static let maximumOfferedChoices = 5

    /// The choices field `index` lists under it now [F14]: while it is focused and has text,
    /// those starting with the text (ignoring case), other than the text itself.
    public func offeredChoices(ofField index: Int) -> [String] {
        let text = sessions[index].field.text
        guard focusedIndex == index, !text.isEmpty else { return [] }
        let lowered = text.lowercased()
        return Array(
            scene.fields[index].choices.filter { $0.lowercased().hasPrefix(lowered) && $0 != text }
                .prefix(Self.maximumOfferedChoices))
    }

    /// Commits a formatted field's typed text as its value.
    mutating func commitValue(_ index: Int) {
        guard let format = scene.fields[index].format else { return }
        committedValues[index] = FieldFormatter(format: format, locale: scene.fields[index].locale)
            .value(of: sessions[index].field.text)
    }
}
