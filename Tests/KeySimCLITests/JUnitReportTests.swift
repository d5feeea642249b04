import Foundation
import FoundationXML
import KeySim
import KeySimCore
import Testing

@testable import KeySimCLI

/// The JUnit XML `keysim replay --junit` writes, built from outcomes made by hand and read back
/// with Foundation's XML parser.
struct JUnitReportTests {
    static func outcome(
        _ path: String, _ status: ScriptOutcome.Status, failures: [Diagnostic] = [], error: String? = nil,
        errorCode: Int32? = nil, warnings: [Diagnostic] = [], milliseconds: Int = 0
    ) -> ScriptOutcome {
        ScriptOutcome(
            path: path, status: status, checks: failures.count + 1, failures: failures, error: error,
            errorCode: errorCode, warnings: warnings, milliseconds: milliseconds)
    }

    static func diagnostic(_ path: String, _ line: Int, _ column: Int, _ message: String) -> Diagnostic {
        Diagnostic(path: path, position: SourcePosition(line: line, column: column), message: message)
    }

    @Test(arguments: [
        ("plain", "plain"),
        ("a & b < c > d", "a &amp; b &lt; c &gt; d"),
        ("\"double\" and 'single'", "&quot;double&quot; and &apos;single&apos;"),
        ("😀 한글 日本語", "😀 한글 日本語"),
        ("nul\u{0}esc\u{1B}bell\u{7}", "nul\u{FFFD}esc\u{FFFD}bell\u{FFFD}"),
        ("\u{FFFE}\u{FFFF}", "\u{FFFD}\u{FFFD}"),
        ("line\nbreak\ttab\rreturn", "line&#10;break&#9;tab&#13;return"),
    ])
    func attributeValuesEscapeMarkupAndReplaceWhatXMLCannotHold(text: String, escaped: String) {
        #expect(JUnitReport.escaped(text) == escaped)
    }

    @Test func characterDataKeepsLineBreaksTabsAndQuotesAsTheyAre() {
        #expect(JUnitReport.escaped("a\nb\tc\rd<'\"&", attribute: false) == "a\nb\tc&#13;d&lt;'\"&amp;")
    }

    @Test(arguments: [(0, "0.000"), (5, "0.005"), (580, "0.580"), (1000, "1.000"), (12_345, "12.345")])
    func secondsHaveThreeDecimalsFromWholeMilliseconds(milliseconds: Int, seconds: String) {
        #expect(ScriptOutcome.seconds(milliseconds) == seconds)
    }

    @Test func hostileTextInMessagesParsesBackAsWrittenWithoutWhatXMLCannotHold() throws {
        let text = "expected \"😀 한글\" <b>&amp;</b> 'x'\u{0}\u{1B}[31m, found \"\""
        let failure = Self.diagnostic("s/a b&c.jsonl", 3, 7, text)
        let report = JUnitReport.xml([
            Self.outcome(
                "s/a b&c.jsonl", .fail, failures: [failure],
                warnings: [Self.diagnostic("s/a b&c.jsonl", 9, 1, "<late>")])
        ])
        let document = try XMLDocument(data: Data(report.utf8), options: [])
        let testcase = try #require(try document.nodes(forXPath: "/testsuites/testsuite/testcase").first as? XMLElement)
        #expect(testcase.attribute(forName: "name")?.stringValue == "s/a b&c.jsonl")
        #expect(testcase.attribute(forName: "classname")?.stringValue == "s")
        let element = try #require(testcase.elements(forName: "failure").first)
        let clean = text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}")
            .replacingOccurrences(of: "\u{1B}", with: "\u{FFFD}")
        #expect(element.attribute(forName: "message")?.stringValue == "s/a b&c.jsonl:3:7: " + clean)
        #expect(element.stringValue == "s/a b&c.jsonl:3:7: error: " + clean)
        #expect(testcase.elements(forName: "system-err").first?.stringValue == "s/a b&c.jsonl:9:1: error: <late>")
    }

    @Test func countsAndTimesAddUpOverPassesFailuresAndErrors() throws {
        let report = JUnitReport.xml(
            [
                Self.outcome("pass/a.jsonl", .pass, milliseconds: 1_200),
                Self.outcome(
                    "pass/b.jsonl", .fail, failures: [Self.diagnostic("pass/b.jsonl", 4, 40, "expected x, found y")],
                    milliseconds: 580),
                Self.outcome(
                    "c.jsonl", .error, error: "c.jsonl: error: no such file or folder", errorCode: ExitCode.missingInput
                ),
            ], shard: "2/4")
        #expect(
            report == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="keysim replay" tests="3" failures="1" errors="1" skipped="0" time="1.780">
                  <testsuite name="keysim replay" tests="3" failures="1" errors="1" skipped="0" time="1.780">
                    <properties>
                      <property name="shard" value="2/4"/>
                    </properties>
                    <testcase classname="pass" name="pass/a.jsonl" file="pass/a.jsonl" time="1.200"/>
                    <testcase classname="pass" name="pass/b.jsonl" file="pass/b.jsonl" time="0.580">
                      <failure message="pass/b.jsonl:4:40: expected x, found y" type="expectation">pass/b.jsonl:4:40: error: expected x, found y</failure>
                    </testcase>
                    <testcase classname="." name="c.jsonl" file="c.jsonl" time="0.000">
                      <error message="c.jsonl: error: no such file or folder" type="missing-file">c.jsonl: error: no such file or folder</error>
                    </testcase>
                  </testsuite>
                </testsuites>

                """)
        try JUnitShape.check(report, tests: 3, failures: 1, errors: 1)
    }

    @Test func anEmptyRunIsAnEmptySuiteThatStillParses() throws {
        let report = JUnitReport.xml([])
        #expect(
            report == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="keysim replay" tests="0" failures="0" errors="0" skipped="0" time="0.000">
                  <testsuite name="keysim replay" tests="0" failures="0" errors="0" skipped="0" time="0.000"/>
                </testsuites>

                """)
        try JUnitShape.check(report, tests: 0, failures: 0, errors: 0)
    }

    @Test func theJSONSummaryHasSortedKeysAndAMessageOnlyForFailuresAndErrors() {
        let summary = ScriptOutcome.summary([
            Self.outcome("a.jsonl", .pass, milliseconds: 580),
            Self.outcome("b.jsonl", .fail, failures: [Self.diagnostic("b.jsonl", 2, 3, "expected x, found y")]),
        ])
        #expect(
            summary == """
                {
                  "failed": 1,
                  "passed": 1,
                  "scripts": [
                    {
                      "duration": 0.58,
                      "path": "a.jsonl",
                      "status": "pass"
                    },
                    {
                      "duration": 0,
                      "message": "b.jsonl:2:3: expected x, found y",
                      "path": "b.jsonl",
                      "status": "fail"
                    }
                  ]
                }

                """)
    }
}

/// JUnit's schema, as CI test reporters read it, checked on a parsed report: element names
/// and nesting, the attributes each must have, and counts that agree with the testcases.
enum JUnitShape {
    struct Mismatch: Error, CustomStringConvertible {
        var description: String
    }

    /// Parses `report` and checks its shape; returns the testcases.
    @discardableResult
    static func check(_ report: String, tests: Int, failures: Int, errors: Int) throws -> [XMLElement] {
        let document = try XMLDocument(data: Data(report.utf8), options: [])
        func require(_ condition: Bool, _ what: String) throws {
            if !condition { throw Mismatch(description: what + " in:\n" + report) }
        }
        guard let root = document.rootElement(), root.name == "testsuites" else {
            throw Mismatch(description: "the root is <testsuites> in:\n" + report)
        }
        func elements(_ element: XMLElement) -> [XMLElement] {
            (element.children ?? []).compactMap { $0 as? XMLElement }
        }
        let suites = root.elements(forName: "testsuite")
        try require(suites.count == 1 && elements(root).count == 1, "one <testsuite> and nothing else")
        let suite = suites[0]
        for element in [root, suite] {
            for name in ["name", "tests", "failures", "errors", "skipped", "time"] {
                try require(element.attribute(forName: name) != nil, "<\(element.name!)> has \(name)")
            }
            try require(element.attribute(forName: "tests")?.stringValue == "\(tests)", "tests=\(tests)")
            try require(element.attribute(forName: "failures")?.stringValue == "\(failures)", "failures=\(failures)")
            try require(element.attribute(forName: "errors")?.stringValue == "\(errors)", "errors=\(errors)")
            try require(element.attribute(forName: "skipped")?.stringValue == "0", "skipped=0")
        }
        let allowed = Set(["properties", "testcase"])
        try require(
            elements(suite).allSatisfy { allowed.contains($0.name ?? "") }, "<testsuite> holds only testcases")
        let cases = suite.elements(forName: "testcase")
        try require(cases.count == tests, "\(tests) testcases")
        var milliseconds = 0
        var failed = 0
        var erred = 0
        for testcase in cases {
            for name in ["classname", "name", "file", "time"] {
                try require(testcase.attribute(forName: name) != nil, "<testcase> has \(name)")
            }
            let time = testcase.attribute(forName: "time")?.stringValue ?? ""
            let parts = time.split(separator: ".", omittingEmptySubsequences: false)
            try require(
                parts.count == 2 && parts[1].count == 3
                    && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) },
                "time '\(time)' is seconds with 3 decimals")
            milliseconds += Int(time.replacingOccurrences(of: ".", with: "")) ?? 0
            let children = elements(testcase).compactMap(\.name)
            try require(
                children.allSatisfy { ["failure", "error", "system-err"].contains($0) }, "a testcase's children")
            for verdict in testcase.elements(forName: "failure") + testcase.elements(forName: "error") {
                try require(verdict.attribute(forName: "message") != nil, "<\(verdict.name!)> has a message")
                try require(verdict.attribute(forName: "type") != nil, "<\(verdict.name!)> has a type")
            }
            failed += testcase.elements(forName: "failure").isEmpty ? 0 : 1
            erred += testcase.elements(forName: "error").isEmpty ? 0 : 1
        }
        try require(failed == failures && erred == errors, "the counts are the testcases'")
        try require(
            suite.attribute(forName: "time")?.stringValue == ScriptOutcome.seconds(milliseconds),
            "the suite's time is its testcases'")
        return cases
    }
}
