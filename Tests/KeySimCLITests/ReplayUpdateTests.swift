import Foundation
import Testing

/// `keysim replay … --update` through the built binary: the failed values of `expect` lines
/// written over with what was found, every other byte kept, the script passing after.
struct ReplayUpdateTests {
    static let fixtures = KeySimProcess.root + "/Tests/Fixtures/replay"

    /// A fresh folder for one test's scripts.
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("keysim-update-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A script on `scene` (a fixture scene's file name) of `lines`, each ended by `newline`.
    static func script(_ scene: String, _ lines: [String], newline: String = "\n") -> String {
        (["{\"keysim\": 1, \"scene\": \"\(fixtures)/\(scene)\"}"] + lines).map { $0 + newline }.joined()
    }

    /// Writes `text` to a script in a new folder, runs `keysim replay SCRIPT --update ARGUMENTS`
    /// and gives what it printed and the script's text after.
    static func update(_ text: String, _ arguments: [String] = []) throws -> (
        result: KeySimProcess.Result, path: String, after: String
    ) {
        let path = try folder() + "/script.jsonl"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let result = try KeySimProcess.run(["replay", path, "--update"] + arguments)
        let after = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        return (result, path, after)
    }

    static let typed = [#"{"t": 0, "focus": "note"}"#, #"{"t": 100, "type": "i saw teh"}"#]

    /// (what it covers, the script's text, the text `--update` leaves, how many values changed).
    static let cases: [(name: String, text: String, expected: String, values: Int)] = [
        (
            "a single failed key",
            script("form.json", typed + [#"{"t": 3000, "expect": {"field": "note", "text": "I saw"}}"#]),
            script("form.json", typed + [#"{"t": 3000, "expect": {"field": "note", "text": "I saw teh"}}"#]), 1
        ),
        (
            "two failed keys on one line",
            script(
                "form.json", typed + [#"{"t": 3000, "expect": {"field": "note", "selection": [0, 0], "text": "x"}}"#]),
            script(
                "form.json",
                typed + [#"{"t": 3000, "expect": {"field": "note", "selection": [9,9], "text": "I saw teh"}}"#]),
            2
        ),
        (
            "a failed key among passing ones, and a later line's",
            script(
                "form.json",
                typed + [
                    #"{"t": 3000, "expect": {"field": "note", "text": "I saw teh", "autocorrection": "then",  "valid": true}}"#,
                    #"{"t": 3100, "expect": {"layer": "numbers", "shift": "off"}}"#,
                ]),
            script(
                "form.json",
                typed + [
                    #"{"t": 3000, "expect": {"field": "note", "text": "I saw teh", "autocorrection": "the",  "valid": true}}"#,
                    #"{"t": 3100, "expect": {"layer": "letters", "shift": "off"}}"#,
                ]), 2
        ),
        (
            "arrays and null",
            script(
                "form.json",
                typed + [#"{"t": 3000, "expect": {"suggestions": [], "menu": ["Copy", "Paste"], "pasteboard": "x"}}"#]),
            script(
                "form.json",
                typed + [
                    #"{"t": 3000, "expect": {"suggestions": ["teh","the","ten"], "menu": [], "pasteboard": null}}"#
                ]),
            3
        ),
        (
            "Hangul",
            script(
                "korean.json",
                [
                    #"{"t": 0, "focus": "memo"}"#, #"{"t": 300, "type": "가나다"}"#,
                    #"{"t": 3000, "expect": {"field": "memo", "text": "가나", "composing": null}}"#,
                ]),
            script(
                "korean.json",
                [
                    #"{"t": 0, "focus": "memo"}"#, #"{"t": 300, "type": "가나다"}"#,
                    #"{"t": 3000, "expect": {"field": "memo", "text": "가나다", "composing": "다"}}"#,
                ]), 2
        ),
        (
            "emoji, in a line after other emoji",
            script(
                "emoji.json",
                [
                    #"{"t": 0, "focus": "message"}"#, #"{"t": 300, "type": "Hi 👍🏽 🐻"}"#,
                    #"{"t": 5000, "expect": {"field": "message", "text": "🐻 Hi 👍"}}"#,
                ]),
            script(
                "emoji.json",
                [
                    #"{"t": 0, "focus": "message"}"#, #"{"t": 300, "type": "Hi 👍🏽 🐻"}"#,
                    #"{"t": 5000, "expect": {"field": "message", "text": "Hi 👍🏽 🐻"}}"#,
                ]), 1
        ),
        (
            "CRLF line endings",
            script("form.json", typed + [#"{"t": 3000, "expect": {"field": "note", "text": "x"}}"#], newline: "\r\n"),
            script(
                "form.json", typed + [#"{"t": 3000, "expect": {"field": "note", "text": "I saw teh"}}"#],
                newline: "\r\n"),
            1
        ),
    ]

    @Test(arguments: cases.indices)
    func failedValuesAreWrittenOverAndNothingElseChanges(index: Int) throws {
        let entry = Self.cases[index]
        let (result, path, after) = try Self.update(entry.text)
        #expect(after == entry.expected, "\(entry.name)")
        let values = entry.values == 1 ? "1 value" : "\(entry.values) values"
        #expect(
            result.standardOutput == "UPDATED \(path) (\(values))\n1 updated, 0 passed, 0 failed\n", "\(entry.name)")
        #expect(result.standardError == "", "\(entry.name)")
        #expect(result.status == 0, "\(entry.name)")
        let again = try KeySimProcess.run(["replay", path])
        #expect(again.status == 0, "\(entry.name): \(again.standardError)")
    }

    @Test func aScriptThatPassesIsNotWritten() throws {
        let text = Self.script(
            "form.json", Self.typed + [#"{"t": 3000, "expect": {"field": "note", "text": "I saw teh"}}"#])
        let path = try Self.folder() + "/script.jsonl"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path)
        let result = try KeySimProcess.run(["replay", path, "--update"])
        #expect(result.standardOutput == "PASS \(path)\n0 updated, 1 passed, 0 failed\n")
        #expect(result.status == 0)
        let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        #expect(modified == past)
        #expect(FileManager.default.contents(atPath: path) == Data(text.utf8))
    }

    @Test func aBadDataScriptIsLeftByteForByteAndExits65() throws {
        let text = Self.script(
            "form.json",
            Self.typed + [
                #"{"t": 3000, "expect": {"field": "note", "text": "x"}}"#, #"{"t": 3100, "tap": "nowhere"}"#,
            ])
        let (result, path, after) = try Self.update(text)
        #expect(after == text)
        #expect(result.status == 65)
        #expect(
            result.standardOutput
                == "ERROR \(path) (could not be replayed; left as it was)\n0 updated, 0 passed, 1 failed\n")
        let files = try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent)
        #expect(files == ["script.jsonl"], "no temporary file is left beside it")
    }

    @Test func aFolderIsUpdatedScriptByScriptInNameOrder() throws {
        let folder = try Self.folder()
        let passing = Self.script(
            "form.json", Self.typed + [#"{"t": 3000, "expect": {"field": "note", "text": "I saw teh"}}"#])
        let failing = Self.script("form.json", Self.typed + [#"{"t": 3000, "expect": {"field": "note", "text": "x"}}"#])
        try Data(passing.utf8).write(to: URL(fileURLWithPath: folder + "/a.jsonl"))
        try Data(failing.utf8).write(to: URL(fileURLWithPath: folder + "/b.jsonl"))
        let result = try KeySimProcess.run(["replay", folder, "--update", "--jobs", "2"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput
                == "PASS \(folder)/a.jsonl\nUPDATED \(folder)/b.jsonl (1 value)\n1 updated, 1 passed, 0 failed\n")
        #expect(FileManager.default.contents(atPath: folder + "/b.jsonl") == Data(passing.utf8))
    }

    static let password = [#"{"t": 0, "focus": "password"}"#, #"{"t": 100, "type": "hunter2"}"#]

    @Test func secureTextIsNotWrittenWithoutRevealSecure() throws {
        let text = Self.script(
            "form.json",
            Self.password + [#"{"t": 2000, "expect": {"field": "password", "text": "hunter3", "focused": "note"}}"#])
        let (result, path, after) = try Self.update(text)
        #expect(
            after
                == Self.script(
                    "form.json",
                    Self.password + [
                        #"{"t": 2000, "expect": {"field": "password", "text": "hunter3", "focused": "password"}}"#
                    ]))
        #expect(result.status == 1)
        #expect(
            result.standardOutput == "UPDATED \(path) (1 value; 1 check still failing)\n0 updated, 0 passed, 1 failed\n"
        )
        #expect(
            result.standardError
                == """
                \(path):4:45: error: expected secure field 'password' to have the text written (7 characters), found other text (7 characters); --reveal-secure shows both
                \(path):4:45: error: cannot update 'text': field 'password' is secure and its text is hidden: give --reveal-secure to write what was typed, or fix the line by hand

                """)
        #expect(!after.contains("•"))
    }

    @Test func secureTextIsWrittenAsTypedWithRevealSecure() throws {
        let text = Self.script(
            "form.json", Self.password + [#"{"t": 2000, "expect": {"field": "password", "text": "hunter3"}}"#])
        let (result, _, after) = try Self.update(text, ["--reveal-secure"])
        #expect(
            after
                == Self.script(
                    "form.json", Self.password + [#"{"t": 2000, "expect": {"field": "password", "text": "hunter2"}}"#]))
        #expect(result.status == 0)
    }

    /// A fixture that passes, copied and broken, comes back as it was.
    @Test func aBrokenCopyOfAPassingFixtureIsRestoredExactly() throws {
        let fixture = Self.fixtures + "/pass/autocapitalization-switches.jsonl"
        let original = try #require(FileManager.default.contents(atPath: fixture))
        let text = String(decoding: original, as: UTF8.self)
        let broken = text.replacingOccurrences(
            of: #"{"t": 300, "expect": {"shift": "on"}}"#, with: #"{"t": 300, "expect": {"shift": "locked"}}"#)
        try #require(broken != text)
        let (result, path, after) = try Self.update(broken)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "UPDATED \(path) (1 value)\n1 updated, 0 passed, 0 failed\n")
        #expect(after == text)
        let again = try KeySimProcess.run(["replay", path])
        #expect(again.status == 0)
    }

    @Test(arguments: [
        (
            ["--result", "r.json"],
            "'--update' writes scripts, not what a run shows: leave out '--result' (replay again without '--update' for it)"
        ),
        (
            ["--screenshot", "s.png"],
            "'--update' writes scripts, not what a run shows: leave out '--screenshot' (replay again without '--update' for it)"
        ),
        (
            ["--log", "l.jsonl"],
            "'--update' writes scripts, not what a run shows: leave out '--log' (replay again without '--update' for it)"
        ),
        // A report of a run that rewrites its scripts would say what is no longer there.
        (
            ["--junit", "r.xml"],
            "'--update' writes scripts, not what a run shows: leave out '--junit' (replay again without '--update' for it)"
        ),
        (
            ["--json"],
            "'--update' writes scripts, not what a run shows: leave out '--json' (replay again without '--update' for it)"
        ),
    ])
    func updateWithAnOptionThatShowsARunIsAUsageError(arguments: [String], message: String) throws {
        let result = try KeySimProcess.run(
            ["replay", "Tests/Fixtures/replay/pass/autocapitalization-switches.jsonl", "--update"] + arguments)
        #expect(result.status == 64)
        #expect(result.standardOutput == "")
        #expect(result.standardError.hasPrefix("keysim replay: error: \(message)\n"), "\(result.standardError)")
    }

    @Test func updateOfStandardInputIsAUsageError() throws {
        for script in ["-", "/dev/stdin"] {
            let result = try KeySimProcess.run(["replay", script, "--update"])
            #expect(result.status == 64)
            #expect(
                result.standardError.hasPrefix(
                    "keysim replay: error: '--update' rewrites script files in place, and '\(script)' is not one (standard input, a pipe or a device)\n"
                ), "\(result.standardError)")
        }
    }
}
