/// Checks layout files for problems of meaning beyond what the loader rejects: layers with
/// no way back, text keyboards without delete, return or space, repeated alternates, letters
/// with no shifted form, uneven rows, labels that do not fit, keys too small to touch, and
/// keyboard types served by no layout or by two, characters no installed font has. The
/// loader's own errors come first.
///
/// Inherited keys are checked where they are written: a layer a child layout takes over
/// unchanged from its parent is checked once, with the parent. A finding about something
/// written in another layout's file says which layout it was found in.
public struct LayoutLinter: Sendable {
    /// Apple's minimum hit region: smaller is an error.
    public static let minimumTouchTarget = 28.0
    /// Apple's recommended hit region for controls: a smaller function key is a warning.
    public static let recommendedTouchTarget = 44.0
    /// The room a label needs between it and each side of its key, in points.
    public static let labelPadding = KeyLabelFit.padding
    /// A row wider than the layer's other rows by more than this share squeezes every key.
    public static let squeezeTolerance = 0.1

    /// Every profile touch targets are checked on; the one with the narrowest portrait
    /// screen is the one labels must fit on.
    public var devices: DeviceCatalog
    /// Gives the key font sizes.
    public var theme: Theme
    public var measurer: any TextMeasurer
    /// Whether to report keyboard types no layout serves: right for a whole folder of
    /// layouts, noise for a few files.
    public var checksCoverage: Bool
    /// The installed fonts' characters, for the `missing-glyph` rule (nil: not checked).
    public var glyphs: (any GlyphCoverage)?

    public init(
        devices: DeviceCatalog, theme: Theme, measurer: any TextMeasurer, checksCoverage: Bool = true,
        glyphs: (any GlyphCoverage)? = nil
    ) {
        self.devices = devices
        self.theme = theme
        self.measurer = measurer
        self.checksCoverage = checksCoverage
        self.glyphs = glyphs
    }

    /// Loads `files` as one set of layouts (as ``LayoutCatalog/load(_:)`` does) and lints them.
    public func lint(_ files: [SourceFile]) -> LintReport {
        let (catalog, diagnostics) = LayoutCatalog.load(files)
        var findings = FindingList()
        for diagnostic in diagnostics { findings.add(LintFinding(.load, diagnostic)) }
        let sources = LintSourceMap(files)
        for layout in Self.parentsFirst(catalog) {
            guard let path = catalog.paths[layout.id] else { continue }
            // The profiles of the devices that show the layout (an iPad shows its own layouts,
            // not the phone's they replace), or every profile when no device would.
            let showing = devices.profiles.filter { catalog.shows(layout, on: $0.idiom) }
            let profiles = showing.isEmpty ? devices.profiles : showing
            let smallest = profiles.filter { $0.orientation == .portrait }.min { $0.screen.width < $1.screen.width }
            let context = LayoutContext(
                layout: layout, path: path, parent: layout.extends.flatMap { catalog.layout(id: $0) },
                catalog: catalog, sources: sources)
            findings.layoutID = layout.id
            findings.layoutPath = path
            checkLayers(context, into: &findings)
            checkMissingKeys(context, into: &findings)
            for layer in layout.layers where !context.isInherited(layer) {
                checkKeys(of: layer, context, into: &findings)
                checkGlyphs(of: layer, context, into: &findings)
                checkRowWidths(of: layer, context, into: &findings)
                checkTouchTargets(of: layer, on: profiles, smallest: smallest, context, into: &findings)
            }
        }
        findings.layoutID = nil
        checkCoverage(catalog, sources: sources, afterLoadErrors: !diagnostics.isEmpty, into: &findings)
        return LintReport(findings: findings.findings.sorted(), catalog: catalog, fileCount: files.count)
    }

    /// The layouts with every parent before its children, otherwise in catalog order.
    private static func parentsFirst(_ catalog: LayoutCatalog) -> [KeyboardLayout] {
        func depth(_ layout: KeyboardLayout) -> Int {
            var depth = 0
            var current = layout
            while let parent = current.extends.flatMap({ catalog.layout(id: $0) }), depth < catalog.layouts.count {
                depth += 1
                current = parent
            }
            return depth
        }
        return catalog.layouts.enumerated().map { (depth($1), $0, $1) }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
    }
}

/// One layout being linted, with what is needed to place findings about it.
struct LayoutContext {
    let layout: KeyboardLayout
    /// The layout's file.
    let path: String
    /// The layout it extends.
    let parent: KeyboardLayout?
    let catalog: LayoutCatalog
    let sources: LintSourceMap

    /// Whether the layer is the parent's, unchanged (so it was checked with the parent).
    func isInherited(_ layer: Layer) -> Bool { parent?.layer(layer.id) == layer }

    /// Where the layer's id is written: in this layout's file, else in the nearest ancestor's.
    func location(of layer: Layer) -> SourceLocation {
        var current: KeyboardLayout? = layout
        var steps = 0
        while let candidate = current, let path = catalog.paths[candidate.id], steps <= catalog.layouts.count {
            if let position = sources.layer(layer.id, in: path) {
                return SourceLocation(path: path, position: position)
            }
            current = candidate.extends.flatMap { catalog.layout(id: $0) }
            steps += 1
        }
        return sources.layout(in: path)
    }

    /// Where a key is written (its file and position), else the layer's id.
    func location(of key: Key, in layer: Layer) -> SourceLocation { key.source ?? location(of: layer) }

    /// Where a row is written: its `[`, found from its first key.
    func location(of row: Row, in layer: Layer) -> SourceLocation {
        guard let first = row.keys.first?.source else { return location(of: layer) }
        return sources.container(of: first) ?? first
    }
}

/// Findings gathered once each. A finding about something written in another file than the
/// layout being linted (an inherited key) says which layout it was found in, unless the
/// same finding was already made without that note (for the layout that wrote it).
struct FindingList {
    private(set) var findings: [LintFinding] = []
    private var seen: Set<LintFinding> = []
    var layoutID: String?
    var layoutPath: String?

    mutating func add(_ finding: LintFinding) {
        guard seen.insert(finding).inserted else { return }
        var finding = finding
        if let layoutID, finding.diagnostic.path != layoutPath {
            finding.diagnostic.message += " (in layout '\(layoutID)')"
            guard seen.insert(finding).inserted else { return }
        }
        findings.append(finding)
    }

    mutating func add(
        _ rule: LintRule, _ severity: Diagnostic.Severity, at location: SourceLocation, _ message: String
    ) {
        add(LintFinding(rule, severity, at: location, message))
    }

    /// Messages said once wherever they are found (``addOnce(_:_:at:_:)``).
    private var said: Set<String> = []

    /// Adds a finding unless one with the same rule and message was added before, at another
    /// place: a key repeated on every layer (a shared bottom row, the emoji keyboard's category
    /// bar) is one finding, at its first layer.
    mutating func addOnce(
        _ rule: LintRule, _ severity: Diagnostic.Severity, at location: SourceLocation, _ message: String
    ) {
        guard said.insert(rule.rawValue + "\u{0}" + (layoutID ?? "") + "\u{0}" + message).inserted else { return }
        add(LintFinding(rule, severity, at: location, message))
    }
}

extension LayoutLinter {
    /// A number for messages with at most `decimals` decimals: points with one (`40.5`,
    /// `44`), key units with three (`0.125`).
    static func number(_ value: Double, decimals: Int = 1) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return rounded == rounded.rounded() ? "\(Int(rounded))" : "\(rounded)"
    }

    /// Key units for messages (`2.5`, `0.125`).
    static func units(_ value: Double) -> String { number(value, decimals: 3) }
}
