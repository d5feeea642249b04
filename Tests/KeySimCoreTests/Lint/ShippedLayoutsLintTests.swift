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
        #expect(report.fileCount == 21)
        #expect(report.catalog.layouts.count == 21)
        #expect(report.errorCount == 0, "\(report.findings.filter { $0.severity == .error }.map(\.description))")
    }

    /// What the shipped layouts do warn about is what iOS itself does: no space bar on the URL
    /// keyboards (the iPhone's and the iPad's letters), no return or space on the name phone pad's digits, and the emoji keyboard's
    /// bar of twelve keys (globe, recently used, nine categories, delete), each under 44 pt wide on a 375-pt
    /// screen, reported once for the ten pages that share it. Rows, alternates, shifted
    /// forms, layer switches and coverage are clean; labels are but for the kana keypad's
    /// return key, one column wide, which on the iPhone SE has 65 pt for 'Emergency call' at
    /// this test's fixed 0.6 em a character (67.2 pt at 8 pt; in the real fonts it fits, and
    /// `keysim lint` finds nothing).
    @Test func shippedLayoutsWarnOnlyAboutKeysIOSLeavesOut() throws {
        let report = try Self.report()
        let rules = Set(report.findings.map(\.rule))
        #expect(rules == [.missingKey, .touchTarget, .labelFit], "\(report.findings.map(\.description))")
        let labels = report.findings.filter { $0.rule == .labelFit }.map(\.diagnostic)
        #expect(
            labels.allSatisfy {
                $0.path.hasSuffix("japanese-kana.json") && $0.message.contains("on iphone-se ")
                    && $0.message.hasSuffix("for return key type 'emergencyCall' ('Emergency call', 67.2 pt)")
            }, "\(labels.map(\.description))")
        let small = report.findings.filter { $0.rule == .touchTarget }
        #expect(small.allSatisfy { $0.diagnostic.path.hasSuffix("emoji.json") && $0.severity == .warning })
        #expect(small.count == 12, "one each for the bar's keys, not one a page: \(small.map(\.description))")
        let missing = report.findings.filter { $0.rule == .missingKey }.map(\.diagnostic.message)
        #expect(
            missing == [
                "layer 'letters' has no space key, and layout 'ipad-url' types letters",
                "layer 'phone' has no return key, and layout 'name-phone-pad' types letters",
                "layer 'phone' has no space key, and layout 'name-phone-pad' types letters",
                "layout 'url' types letters but has no space key on any layer",
            ])
    }

    /// In landscape every iPhone's rows are under 44 pt high, iOS's own included: the
    /// recommended size is asked of portrait, the minimum of every profile.
    @Test func landscapeRowsAloneGiveNoTouchTargetWarnings() throws {
        let report = try Self.report()
        #expect(!report.findings.contains { $0.rule == .touchTarget && !$0.diagnostic.path.hasSuffix("emoji.json") })
        #expect(!report.findings.contains { $0.diagnostic.path.hasSuffix("numbers-and-punctuation.json") })
    }
}
