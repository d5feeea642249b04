/// What a lint finding is about: a short id shown after its message (`[touch-target]`).
public enum LintRule: String, CaseIterable, Sendable, Hashable, Comparable {
    /// The file could not be loaded: bad JSON, unknown keys, a layer switch to a missing
    /// layer, an `extends` cycle, a duplicate key id, … (the loader's own errors).
    case load
    /// A layer from which the first layer cannot be reached through layer switches.
    case noWayBack = "no-way-back"
    /// A layer that no chain of layer switches from the first layer reaches.
    case unreachableLayer = "unreachable-layer"
    /// A text keyboard (one that types letters) with no delete, return or space key.
    case missingKey = "missing-key"
    /// A character key whose id looks like an action (`layer:emoji`, `Shift`, `delet`): it
    /// types its id as text, which nobody means.
    case actionID = "action-id"
    /// A long-press alternate that repeats its key or another alternate.
    case alternates
    /// A letter key that types the same text with shift on.
    case shiftedForm = "shifted-form"
    /// A row much wider than the layer's others (squeezing every key), or narrower (centred).
    case rowWidth = "row-width"
    /// A key label wider than its key on the smallest device.
    case labelFit = "label-fit"
    /// A key too small to touch on some device profile.
    case touchTarget = "touch-target"
    /// A keyboard type served by no layout, or by two.
    case coverage
    /// A character a key shows or types that no installed font has: drawn as an empty box.
    case missingGlyph = "missing-glyph"
    /// A scene's field with neither a label nor a prompt: VoiceOver has nothing to call it.
    case noAccessibleName = "no-accessible-name"
    /// A scene's label or prompt under WCAG's 4.5:1 contrast against what is behind it.
    case contrast
    /// A scene's label, prompt or initial text cut off (clipped, truncated, or a word broken)
    /// at the largest accessibility text size.
    case textCutoff = "text-cutoff"

    public static func < (lhs: LintRule, rhs: LintRule) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One finding of `keysim lint`: a diagnostic (`path:line:column: error|warning: message`)
/// and the rule that made it.
public struct LintFinding: Equatable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public var rule: LintRule
    public var diagnostic: Diagnostic

    public init(_ rule: LintRule, _ diagnostic: Diagnostic) {
        self.rule = rule
        self.diagnostic = diagnostic
    }

    public init(
        _ rule: LintRule, _ severity: Diagnostic.Severity, at location: SourceLocation, _ message: String
    ) {
        self.init(
            rule, Diagnostic(path: location.path, position: location.position, severity: severity, message: message))
    }

    public var severity: Diagnostic.Severity { diagnostic.severity }

    /// The diagnostic followed by the rule: `a.json:3:5: warning: … [touch-target]`.
    public var description: String { "\(diagnostic) [\(rule.rawValue)]" }

    /// By path, then line and column (a finding without a position first), then rule and message.
    public static func < (lhs: LintFinding, rhs: LintFinding) -> Bool {
        let (a, b) = (lhs.diagnostic, rhs.diagnostic)
        if a.path != b.path { return a.path < b.path }
        if a.position != b.position {
            guard let left = a.position else { return true }
            guard let right = b.position else { return false }
            return left < right
        }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        return a.message < b.message
    }
}

/// The outcome of linting a set of layout files.
public struct LintReport: Equatable, Sendable {
    /// Sorted by path, line and column.
    public var findings: [LintFinding]
    /// The layouts that loaded.
    public var catalog: LayoutCatalog
    /// How many files were linted.
    public var fileCount: Int

    public init(findings: [LintFinding], catalog: LayoutCatalog, fileCount: Int) {
        self.findings = findings
        self.catalog = catalog
        self.fileCount = fileCount
    }

    public var errorCount: Int { findings.count { $0.severity == .error } }
    public var warningCount: Int { findings.count { $0.severity == .warning } }

    /// `3 errors, 2 warnings in 12 files`.
    public var summary: String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        return "\(count(errorCount, "error")), \(count(warningCount, "warning")) in \(count(fileCount, "file"))"
    }
}
