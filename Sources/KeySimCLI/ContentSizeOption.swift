import KeySim
import KeySimCore

/// `--content-size NAME` of `render`, `replay` and `run`: the Dynamic Type size to show the
/// form at, over the scene's `contentSize` (and a script header's).
enum ContentSizeOption {
    /// The option, as each command's table declares it.
    static let option = CommandOption.value(
        "content-size", "NAME",
        "The text size (Dynamic Type), UIContentSizeCategory's names: extraSmall, small, medium, large, "
            + "extraLarge, extraExtraLarge, extraExtraExtraLarge, accessibilityMedium … "
            + "accessibilityExtraExtraExtraLarge; default: the scene's contentSize, else large. The form's text, "
            + "fields and labels grow; the keyboard's keys do not.")

    /// The size `--content-size` names, nil when it is not given.
    /// - Throws: `'--content-size': unknown content size 'NAME'; did you mean '…'?`.
    static func parse(_ parsed: Arguments) throws(Arguments.UsageError) -> ContentSizeCategory? {
        guard let name = parsed["content-size"] else { return nil }
        guard let category = ContentSizeCategory(name: name) else {
            throw Arguments.UsageError(message: "'--content-size': " + ContentSizeCategory.unknownNameMessage(name))
        }
        return category
    }
}
