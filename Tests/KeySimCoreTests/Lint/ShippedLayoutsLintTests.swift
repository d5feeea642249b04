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
