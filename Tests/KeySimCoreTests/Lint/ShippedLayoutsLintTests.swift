import Testing

@testable import KeySimCore

/// The shipped `Layouts/` lint without errors on the shipped devices.
struct ShippedLayoutsLintTests {
    static func report() throws -> LintReport {
        let linter = LayoutLinter(
            devices: try ShippedData.devices(), theme: try FrameFixtures.theme("light"),
            measurer: FixedAdvanceMeasurer())
        return linter.lint(try SourceFile.readJSONFiles(in: ShippedData.root + "/Layouts"))
    }

    @Test func shippedLayoutsHaveNoErrors() throws {
        let report = try Self.report()
        #expect(report.fileCount == 10)
        #expect(report.catalog.layouts.count == 10)
        #expect(report.errorCount == 0, "\(report.findings.filter { $0.severity == .error }.map(\.description))")
    }

    /// What the shipped layouts do warn about is what iOS itself does: function keys under
    /// 44 pt in landscape, no space bar on the URL keyboard, no return or space on the name
    /// phone pad's digits. Rows, labels, alternates, shifted forms, layer switches and
    /// coverage are clean.
    @Test func shippedLayoutsWarnOnlyAboutFunctionKeySizesAndKeysIOSLeavesOut() throws {
        let report = try Self.report()
        let rules = Set(report.findings.map(\.rule))
        #expect(rules.isSubset(of: [.touchTarget, .missingKey]), "\(report.findings.map(\.description))")
        let missing = report.findings.filter { $0.rule == .missingKey }.map(\.diagnostic.message)
        #expect(
            missing == [
                "layer 'phone' has no return key, and layout 'name-phone-pad' types letters",
                "layer 'phone' has no space key, and layout 'name-phone-pad' types letters",
                "layout 'url' types letters but has no space key on any layer",
            ])
        for finding in report.findings where finding.rule == .touchTarget {
            #expect(finding.diagnostic.message.hasPrefix("function key "), "\(finding)")
        }
    }

    @Test func everyInheritedKeyIsReportedOnceWhereItIsWritten() throws {
        let report = try Self.report()
        let keyFindings = report.findings.filter { $0.rule == .touchTarget }
        let places = keyFindings.map { "\($0.diagnostic.path):\($0.diagnostic.position!)" }
        #expect(!places.isEmpty)
        #expect(Set(places).count == places.count, "\(places)")
        #expect(!keyFindings.contains { $0.diagnostic.message.contains("(in layout") })
        #expect(!report.findings.contains { $0.diagnostic.path.hasSuffix("numbers-and-punctuation.json") })
    }
}

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
                .load, .error, at: SourceLocation(path: path, position: SourcePosition(line: line, column: column)), "m")
        }
        let sorted = [finding("b.json", 1, 1), finding("a.json", 10, 2), finding("a.json", 2, 9), finding("a.json", 10, 1)]
            .sorted()
        #expect(sorted.map { "\($0.diagnostic.path):\($0.diagnostic.position!)" } == [
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
