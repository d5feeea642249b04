/// What Copy, Cut and Paste did with the simulator's pasteboard (the event log's `copy`,
/// `cut`, `paste` and `pasteboardRefused`). A secure field's text is masked in the log, and a
/// secure field refuses Copy and Cut, as on an iPhone.
public enum PasteboardEvent: Equatable, Sendable {
    case copied(String)
    case cut(String)
    case pasted(String)
    /// A secure field refused this action ("Copy", "Cut").
    case refused(String)
}
