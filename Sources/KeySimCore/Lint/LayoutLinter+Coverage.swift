extension LayoutLinter {
    /// Each keyboard type should be served by exactly one layout of each idiom. A type two
    /// layouts of one idiom claim is an error at the later claim (the first in file order
    /// wins, so it has no effect); a type listed twice in one `serves` a warning. With
    /// ``checksCoverage``, and when every file loaded, types no phone layout serves are a
    /// warning at the `default` entry that catches them, or an error when no layout serves
    /// `default` either. A type no pad layout serves is no finding: a pad shows the phone's.
    func checkCoverage(
        _ catalog: LayoutCatalog, sources: LintSourceMap, afterLoadErrors: Bool, into findings: inout FindingList
    ) {
        var claims: [KeyboardType: (layout: String, location: SourceLocation)] = [:]
        var padClaims: [KeyboardType: (layout: String, location: SourceLocation)] = [:]
        for layout in catalog.layouts {
            guard let path = catalog.paths[layout.id] else { continue }
            let positions = sources.serves(in: path)
            for (index, type) in layout.serves.enumerated() {
                let location =
                    index < positions.count
                    ? SourceLocation(path: path, position: positions[index]) : sources.layout(in: path)
                if let claim = layout.idiom == .pad ? padClaims[type] : claims[type] {
                    if claim.layout == layout.id {
                        findings.add(
                            .coverage, .warning, at: location, "keyboard type '\(type.rawValue)' is listed twice")
                    } else {
                        findings.add(
                            .coverage, .error, at: location,
                            "keyboard type '\(type.rawValue)' is already served by layout '\(claim.layout)' (\(claim.location)), which comes first and wins"
                        )
                    }
                    continue
                }
                if layout.idiom == .pad {
                    padClaims[type] = (layout.id, location)
                } else {
                    claims[type] = (layout.id, location)
                }
            }
        }
        guard checksCoverage, !afterLoadErrors, let first = catalog.layouts.first,
            let firstPath = catalog.paths[first.id]
        else { return }
        let unserved = KeyboardType.allCases.filter { claims[$0] == nil && padClaims[$0] == nil }
        guard !unserved.isEmpty else { return }
        let names = unserved.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        let plural = unserved.count > 1
        if let fallback = claims[.default] ?? padClaims[.default] {
            findings.add(
                .coverage, .warning, at: fallback.location,
                "no layout serves keyboard type\(plural ? "s" : "") \(names); fields asking for \(plural ? "them" : "it") get layout '\(fallback.layout)', which serves 'default'"
            )
        } else {
            findings.add(
                .coverage, .error, at: sources.layout(in: firstPath),
                "no layout serves keyboard type\(plural ? "s" : "") \(names): fields asking for \(plural ? "them" : "it") get no keyboard"
            )
        }
    }
}
