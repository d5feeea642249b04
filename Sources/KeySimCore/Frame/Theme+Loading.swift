extension Theme {
    /// The keys of `colors`, in the order messages list them.
    static let colorKeys = [
        "background", "title", "label", "fieldBackground", "fieldBorder", "focusRing", "fieldText", "placeholder",
        "caret", "invalid", "keyboardBackground", "characterKey", "characterKeyPressed", "functionKey",
        "functionKeyPressed", "keyText", "keyShadow", "disabledKeyText", "previewBubble", "calloutBackground",
        "calloutSelected", "calloutSelectedText", "primaryReturnKey", "primaryReturnText", "selection", "editMenu",
        "editMenuText", "trackpadKey", "suggestionHighlight", "suggestionDivider", "misspelled",
    ]

    /// The keys of `fonts`, in the order messages list them.
    static let fontKeys = [
        "title", "label", "fieldText", "placeholder", "message", "keyLetter", "keyLabel", "keySubtitle", "preview",
        "callout",
    ]

    /// The iOS text style each of the form's fonts follows unless its theme says otherwise
    /// (`textStyle`): the title is a Title 1 (28 pt at `large`), a label a Footnote (13), the
    /// field's text and prompt Body (17), a validation message a Caption 1 (12).
    static let defaultTextStyles: [String: DynamicTypeStyle] = [
        "title": .title1, "label": .footnote, "fieldText": .body, "placeholder": .body, "message": .caption1,
    ]

    /// Decodes a theme file: `id`, `name`, every colour of `colors` (`#RRGGBB` or
    /// `#RRGGBBAA`; `selection`, `editMenu`, `editMenuText`, `trackpadKey`, `suggestionHighlight`,
    /// `suggestionDivider` and `misspelled` may be left out,
    /// for themes written before they were drawn) and every font of `fonts`
    /// (`{"size": 17, "weight": "regular"}`). Every other key is required; unknown keys are errors.
    ///
    /// - Throws: A ``Diagnostic`` at the offending value, e.g.
    ///   `'keyText' must be a colour written #RRGGBB or #RRGGBBAA, not "red"`.
    public static func decode(_ file: SourceFile) throws(Diagnostic) -> Theme {
        do throws(DataError) {
            let object = try JSONParser.parse(file.text)
                .object("theme", allowedKeys: ["id", "name", "colors", "fonts"])
            let id = try object.required("id", in: "theme").string("'id'")
            let name = try object.required("name", in: "theme").string("'name'")
            let colorObject = try object.required("colors", in: "theme").object("'colors'", allowedKeys: colorKeys)
            func color(_ key: String, default fallback: Color? = nil) throws(DataError) -> Color {
                if let fallback, colorObject[key] == nil { return fallback }
                let node = try colorObject.required(key, in: "'colors'")
                let text = try node.string("'\(key)'")
                guard let color = Color(hex: text) else {
                    throw DataError(
                        "'\(key)' must be a colour written #RRGGBB or #RRGGBBAA, not \(quoted(text))",
                        at: node.position)
                }
                return color
            }
            let fontObject = try object.required("fonts", in: "theme").object("'fonts'", allowedKeys: fontKeys)
            func font(_ key: String) throws(DataError) -> Font {
                let node = try fontObject.required(key, in: "'fonts'")
                let scalable = defaultTextStyles[key] != nil
                let font = try node.object(
                    "'\(key)'", allowedKeys: scalable ? ["size", "weight", "textStyle"] : ["size", "weight"])
                let sizeNode = try font.required("size", in: "'\(key)'")
                let size = try sizeNode.double("'size'")
                guard size > 0 else {
                    throw DataError("'size' of '\(key)' must be greater than 0, not \(size)", at: sizeNode.position)
                }
                let weightNode = try font.required("weight", in: "'\(key)'")
                let weightName = try weightNode.string("'weight'")
                guard let weight = TextStyle.Weight(rawValue: weightName) else {
                    throw DataError(
                        "'weight' of '\(key)' must be \"regular\" or \"bold\", not \(quoted(weightName))",
                        at: weightNode.position)
                }
                var textStyle = defaultTextStyles[key]
                if let styleNode = font["textStyle"] {
                    textStyle = try SceneDecoder.choice(
                        styleNode, "'textStyle'", "text style", DynamicTypeStyle.allCases.map { ($0.rawValue, $0) })
                }
                return Font(size: size, weight: weight, textStyle: textStyle)
            }
            let caret = try color("caret")
            let colors = Colors(
                background: try color("background"), title: try color("title"), label: try color("label"),
                fieldBackground: try color("fieldBackground"), fieldBorder: try color("fieldBorder"),
                focusRing: try color("focusRing"), fieldText: try color("fieldText"),
                placeholder: try color("placeholder"), caret: try color("caret"), invalid: try color("invalid"),
                keyboardBackground: try color("keyboardBackground"), characterKey: try color("characterKey"),
                characterKeyPressed: try color("characterKeyPressed"), functionKey: try color("functionKey"),
                functionKeyPressed: try color("functionKeyPressed"), keyText: try color("keyText"),
                keyShadow: try color("keyShadow"), disabledKeyText: try color("disabledKeyText"),
                previewBubble: try color("previewBubble"), calloutBackground: try color("calloutBackground"),
                calloutSelected: try color("calloutSelected"), calloutSelectedText: try color("calloutSelectedText"),
                primaryReturnKey: try color("primaryReturnKey"), primaryReturnText: try color("primaryReturnText"),
                selection: try color("selection", default: caret.withAlpha(0x33)),
                editMenu: try color("editMenu", default: Color(hex: "#2C2C2EF2")!),
                editMenuText: try color("editMenuText", default: Color(hex: "#FFFFFF")!),
                trackpadKey: try color("trackpadKey", default: try color("characterKey").withAlpha(0x55)),
                suggestionHighlight: try color("suggestionHighlight", default: try color("characterKey")),
                suggestionDivider: try color("suggestionDivider", default: try color("keyShadow")),
                misspelled: try color("misspelled", default: Color(hex: "#FF3B30")!))
            let fonts = Fonts(
                title: try font("title"), label: try font("label"), fieldText: try font("fieldText"),
                placeholder: try font("placeholder"), message: try font("message"), keyLetter: try font("keyLetter"),
                keyLabel: try font("keyLabel"), keySubtitle: try font("keySubtitle"), preview: try font("preview"),
                callout: try font("callout"))
            return Theme(id: id, name: name, colors: colors, fonts: fonts)
        } catch {
            throw Diagnostic(path: file.path, error)
        }
    }

    /// Decodes theme files; files with problems are left out, each problem returned. A theme
    /// id used twice keeps the first.
    public static func load(_ files: [SourceFile]) -> (themes: [Theme], diagnostics: [Diagnostic]) {
        var themes: [Theme] = []
        var diagnostics: [Diagnostic] = []
        for file in files {
            do throws(Diagnostic) {
                let theme = try decode(file)
                if themes.contains(where: { $0.id == theme.id }) {
                    diagnostics.append(
                        Diagnostic(path: file.path, position: nil, message: "theme id '\(theme.id)' is used twice"))
                } else {
                    themes.append(theme)
                }
            } catch {
                diagnostics.append(error)
            }
        }
        return (themes, diagnostics)
    }

    /// Loads every `*.json` theme in a folder, in file-name order.
    public static func load(directory: String) throws(FileAccessError) -> (themes: [Theme], diagnostics: [Diagnostic]) {
        load(try SourceFile.readJSONFiles(in: directory))
    }

    /// A string as JSON writes it, for messages.
    private static func quoted(_ text: String) -> String {
        var quoted = ""
        JSONOutput.writeString(text, to: &quoted)
        return quoted
    }
}
