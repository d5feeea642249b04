import Testing

@testable import KeySimCore

/// How findings print, sort and add up.
struct LintFindingTests {
    @Test func findingPrintsAsADiagnosticWithItsRule() {
        let finding = LintFinding(
            .touchTarget, .warning, at: SourceLocation(path: "a.json", position: SourcePosition(line: 3, column: 5)),
            "too small")
        #expect(finding.description == "a.json:3:5: warning: too small [touch-target]")
    }

    @Test func findingsSortByPathThenLineThenColumn() {
        func finding(_ path: String, _ line: Int, _ column: Int) -> LintFinding {
            LintFinding(
                .load, .error, at: SourceLocation(path: path, position: SourcePosition(line: line, column: column)), "m"
            )
        }
        let sorted = [
            finding("b.json", 1, 1), finding("a.json", 10, 2), finding("a.json", 2, 9), finding("a.json", 10, 1),
        ]
        .sorted()
        #expect(
            sorted.map { "\($0.diagnostic.path):\($0.diagnostic.position!)" } == [
                "a.json:2:9", "a.json:10:1", "a.json:10:2", "b.json:1:1",
            ])
    }

    @Test(arguments: [
        ([Diagnostic.Severity](), 0, "0 errors, 0 warnings in 0 files"),
        ([.error], 1, "1 error, 0 warnings in 1 file"),
        ([.error, .warning, .warning, .error, .error], 12, "3 errors, 2 warnings in 12 files"),
    ])
    func summaryCountsErrorsWarningsAndFiles(severities: [Diagnostic.Severity], files: Int, summary: String) {
        let findings = severities.map {
            LintFinding(.load, Diagnostic(path: "a.json", position: nil, severity: $0, message: "m"))
        }
        let report = LintReport(findings: findings, catalog: LayoutCatalog(layouts: []), fileCount: files)
        #expect(report.summary == summary)
    }
}
