// Shake to undo, an iPhone's way to undo without a hardware keyboard: shaking the device
// (the iOS Simulator's Device › Shake, Ctrl+Cmd+Z, here too) shows an alert titled for the
// step it would undo — "Undo Typing", "Undo Paste" — or redo, with Cancel and the choices.
// The alert is modal: until a button is tapped, touches elsewhere do nothing.
extension Simulator {
    /// Whether the menu shown is the shake-to-undo alert rather than the edit menu's bar.
    public var showsUndoAlert: Bool { editMenu?.title != nil }

    /// The device was shaken: over a field being edited that has something to undo or redo,
    /// the alert shows — titled "Undo <step>" (else "Redo <step>"), its buttons Cancel, then
    /// Undo and Redo as each is possible. Nothing shows when neither is.
    mutating func shake() -> [SimulatorEvent] {
        guard let index = focusedIndex else { return [] }
        let field = sessions[index].field
        let title: String
        if let undo = field.undoKind {
            title = "Undo " + undo.rawValue
        } else if let redo = field.redoKind {
            title = "Redo " + redo.rawValue
        } else {
            return []
        }
        let items = ["Cancel"] + (field.undoKind == nil ? [] : ["Undo"]) + (field.redoKind == nil ? [] : ["Redo"])
        editMenu = EditMenu(field: index, items: items, title: title)
        return [
            SimulatorEvent(time: now, field: scene.fields[index].id, kind: .undoAlertShown(title: title, items: items))
        ]
    }
}
