/// Every loaded layout, and the choice of layout for a keyboard type.
public struct LayoutCatalog: Equatable, Sendable {
    /// Resolved layouts in the order of their files' names.
    public let layouts: [KeyboardLayout]
    /// Layout id → the file it was written in.
    public let paths: [String: String]

    public init(layouts: [KeyboardLayout], paths: [String: String] = [:]) {
        self.layouts = layouts
        self.paths = paths
    }

    /// The layout with this id.
    public func layout(id: String) -> KeyboardLayout? { layouts.first { $0.id == id } }

    /// The layout a field of this keyboard type gets on a device of `idiom`. On a pad: the first
    /// pad layout serving the type, else the first layout serving it, else the same for
    /// `default`; so a pad shows its own layouts, and a phone layout for a type no pad layout
    /// serves. On a phone: the first phone layout serving the type, else the first phone
    /// layout serving `default`, and only then any layout (a pad layout is no phone keyboard).
    public func layout(for type: KeyboardType, idiom: Idiom = .phone) -> KeyboardLayout? {
        func serving(_ type: KeyboardType, _ idiom: Idiom?) -> KeyboardLayout? {
            layouts.first { (idiom == nil || $0.idiom == idiom) && $0.serves.contains(type) }
        }
        return switch idiom {
        case .pad: serving(type, .pad) ?? serving(type, nil) ?? serving(.default, .pad) ?? serving(.default, nil)
        case .phone: serving(type, .phone) ?? serving(.default, .phone) ?? serving(type, nil) ?? serving(.default, nil)
        }
    }

    /// The layout a scene's `keyboards` entry `id` stands for on a device of `idiom`: a layout
    /// of another idiom serving keyboard types is replaced by the layout this device shows for
    /// the first of them (on a pad, `default` → `ipad`); a layout serving none (a language,
    /// emoji) is itself.
    public func layout(id: String, idiom: Idiom) -> KeyboardLayout? {
        guard let layout = layout(id: id) else { return nil }
        guard layout.idiom != idiom, let type = layout.serves.first else { return layout }
        return self.layout(for: type, idiom: idiom) ?? layout
    }

    /// Whether a device of `idiom` can show `layout`: for a keyboard type it serves, or,
    /// serving none, from a scene's `keyboards`.
    public func shows(_ layout: KeyboardLayout, on idiom: Idiom) -> Bool {
        if layout.serves.isEmpty { return self.layout(id: layout.id, idiom: idiom)?.id == layout.id }
        return layout.serves.contains { self.layout(for: $0, idiom: idiom)?.id == layout.id }
    }

    /// The layouts a device of `idiom` can show (``shows(_:on:)``), in file order: on a pad,
    /// its own layouts and the phone layouts serving no type or a type no pad layout serves;
    /// on a phone, the phone layouts.
    public func layouts(shownOn idiom: Idiom) -> [KeyboardLayout] {
        layouts.filter { shows($0, on: idiom) }
    }

    /// Decodes and resolves layout files. Layouts with problems are left out and each
    /// problem is returned as a diagnostic; the rest load.
    public static func load(_ files: [SourceFile]) -> (catalog: LayoutCatalog, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var definitions: [LayoutDefinition] = []
        for file in files {
            do throws(DataError) {
                let definition = try LayoutDefinition(path: file.path, text: file.text)
                if let first = definitions.first(where: { $0.id.name == definition.id.name }) {
                    diagnostics.append(
                        Diagnostic(
                            path: file.path, position: definition.id.position,
                            message: "layout id '\(definition.id.name)' is already used by \(first.path)"))
                    continue
                }
                definitions.append(definition)
            } catch {
                diagnostics.append(Diagnostic(path: file.path, error))
            }
        }
        var resolver = LayoutResolver(definitions: definitions)
        var layouts: [KeyboardLayout] = []
        var paths: [String: String] = [:]
        for definition in definitions {
            switch resolver.resolve(definition.id.name) {
            case .success(let layout):
                layouts.append(layout)
                paths[layout.id] = definition.path
            case .failure(let diagnostic):
                if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
            }
        }
        return (LayoutCatalog(layouts: layouts, paths: paths), diagnostics)
    }

    /// Loads every `*.json` layout in a folder (or one file).
    public static func load(directory: String) throws(FileAccessError) -> (
        catalog: LayoutCatalog, diagnostics: [Diagnostic]
    ) {
        load(try SourceFile.readJSONFiles(in: directory))
    }
}
