/// A form of text fields a person types into: a title and fields in focus order.
///
/// Loaded from a scene file (`Assets/Scenes/*.json`); the format is described in
/// `Assets/Scenes/README.md`.
public struct Scene: Equatable, Sendable {
    /// Shown above the fields.
    public var title: String
    /// The scene's locale identifier (`en_US`, `de_DE`), which fields inherit.
    public var locale: String
    /// How fields are drawn unless a field says otherwise.
    public var style: FieldStyle
    /// The fields in focus order, each with its locale and style resolved.
    public var fields: [SceneField]
    /// The ids of the layouts a person has enabled, in the order the globe key cycles
    /// through them; text fields show the first at the start. Empty: only the layout that
    /// serves `default`.
    public var keyboards: [String]
    /// The Dynamic Type size the form is shown at (`contentSize`; `keysim --content-size`
    /// overrides it): the form's text grows or shrinks as iOS's text styles do.
    public var contentSize: ContentSizeCategory
    /// Where each of `keyboards` is written (empty for a scene made in code), for messages.
    var keyboardPositions: [SourcePosition]

    /// The locale of a scene that names none.
    public static let defaultLocale = "en_US"

    public init(
        title: String, locale: String = Scene.defaultLocale, style: FieldStyle = .roundedBorder, fields: [SceneField],
        keyboards: [String] = [], contentSize: ContentSizeCategory = .default
    ) {
        self.title = title
        self.locale = locale
        self.style = style
        self.fields = fields
        self.keyboards = keyboards
        self.contentSize = contentSize
        self.keyboardPositions = []
    }

    /// Decodes a scene file.
    ///
    /// - Parameter file: The file's path (for messages) and text.
    /// - Returns: The scene, with every field's locale and style resolved.
    /// - Throws: A ``Diagnostic`` at the first problem, as `path:line:column: error: message`.
    public static func decode(_ file: SourceFile) throws(Diagnostic) -> Scene {
        do throws(DataError) {
            return try SceneDecoder.scene(from: file.text)
        } catch {
            throw Diagnostic(path: file.path, error)
        }
    }

    /// The field with this id, or `nil` when the scene has none.
    public func field(_ id: String) -> SceneField? {
        fields.first { $0.id == id }
    }
}

/// How a field is drawn (SwiftUI's text field styles).
public enum FieldStyle: String, CaseIterable, Sendable {
    /// A bordered box with rounded corners, its label above it.
    case roundedBorder
    /// No border, its label above it.
    case plain
    /// A row of a grouped form: the label at the leading edge, the field after it.
    case form
}

/// When a field shows its clear (ⓧ) button (UIKit's `UITextField.ViewMode`).
public enum ClearButtonMode: String, CaseIterable, Sendable {
    case never
    case whileEditing
    case unlessEditing
    case always
}

/// How text too long for the field is shown (UIKit's `NSLineBreakMode`).
public enum LineBreakMode: String, CaseIterable, Sendable {
    case clip
    case wrapChar
    case wrapWord
    case truncateHead
    case truncateMiddle
    case truncateTail
}

/// How wide a field is: room for a number of characters, or a share of the available width.
public enum FieldSize: Equatable, Sendable {
    /// Wide enough for this many characters of the field's font.
    case characters(Int)
    /// About a third of the available width.
    case small
    /// About two thirds of the available width.
    case medium
    /// The whole available width.
    case large
}
