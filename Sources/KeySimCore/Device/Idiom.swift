/// The kind of device a keyboard is shown on, as UIKit's `UIUserInterfaceIdiom` names it: a
/// device file's `idiom` says which it is, and a layout's `idiom` which devices it is for.
public enum Idiom: String, CaseIterable, Equatable, Hashable, Sendable {
    /// An iPhone: the default for devices and layouts that do not say.
    case phone
    /// An iPad: its own layouts (tab, caps lock, the hide-keyboard key, second characters on
    /// the keys) where one serves the keyboard type.
    case pad

    /// An `idiom` value of a data file; an unknown one is an error at its place, suggesting
    /// the nearest name.
    static func decode(_ node: JSONNode) throws(DataError) -> Idiom {
        let name = try node.string("'idiom'")
        if let idiom = Idiom(rawValue: name) { return idiom }
        let names = allCases.map(\.rawValue)
        var message = "unknown idiom '\(name)'"
        if let suggestion = Suggestion.nearest(to: name, in: names) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += "; expected one of: " + names.map { "'\($0)'" }.joined(separator: ", ")
        }
        throw DataError(message, at: node.position)
    }
}
