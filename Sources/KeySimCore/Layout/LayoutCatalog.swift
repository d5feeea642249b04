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

    /// The layout a field of this keyboard type gets: the first that serves it, else the
    /// first that serves `default`.
    public func layout(for type: KeyboardType) -> KeyboardLayout? {
        layouts.first { $0.serves.contains(type) } ?? layouts.first { $0.serves.contains(.default) }
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
