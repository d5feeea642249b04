import Testing

@testable import KeySimCore

/// Each bad layout gets exactly its findings, at the line and column of what they are about.
struct LayoutLinterTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var files: [SourceFile]
        var findings: [String]
        var checksCoverage = false
        var testDescription: String { name }

        init(_ name: String, _ text: String, _ findings: [String]) {
            self.name = name
            self.files = [SourceFile(path: "x.json", text: text)]
            self.findings = findings
        }

        init(_ name: String, files: [(String, String)], coverage: Bool = false, _ findings: [String]) {
            self.name = name
            self.files = files.map { SourceFile(path: $0.0, text: $0.1) }
            self.findings = findings
            self.checksCoverage = coverage
        }
    }

    static let cases: [Case] = [
        Case(
            "a switch to a missing layer is the loader's error",
            """
            {"id": "x", "name": "X", "layers": [
              {"id": "digits", "rows": [["1", "2"], ["symbols", "delete"]]}
            ]}
            """,
            [
                "x.json:2:42: error: key 'symbols' switches to layer 'symbols', which layout 'x' does not have; its layers are: 'digits' [load]"
            ]),
        Case(
            "an extends cycle is the loader's error",
            files: [
                ("a.json", #"{"id": "a", "name": "A", "extends": "b", "layers": []}"#),
                ("b.json", #"{"id": "b", "name": "B", "extends": "a", "layers": []}"#),
            ],
            [
                "b.json:1:37: error: 'extends' makes a cycle: a → b → a [load]"
            ]),
        Case(
            "a duplicate key id is the loader's error",
            """
            {"id": "x", "name": "X", "layers": [
              {"id": "digits", "rows": [["1", "2"], ["1", "delete"]]}
            ]}
            """,
            [
                "x.json:2:42: error: duplicate key id '1' in layer 'digits' (first written at 2:30) [load]"
            ]),
        Case(
            "a layer with no way back to the first",
            """
            {"id": "x", "name": "X", "layers": [
              {"id": "digits", "rows": [["1", "2"], ["symbols", "delete"]]},
              {"id": "symbols", "rows": [["#", "+"], ["-", "delete"]]}
            ]}
            """,
            [
                "x.json:3:10: error: layer 'symbols' has no way back to the first layer 'digits': no key on it, or on a layer it switches to, leads there [no-way-back]"
            ]),
        Case(
            "a layer no switch leads to",
            """
            {"id": "x", "name": "X", "layers": [
              {"id": "digits", "rows": [["1", "2"], ["3", "delete"]]},
              {"id": "symbols", "rows": [["#", "+"], [{"key": "back", "action": "layer:digits"}, "delete"]]}
            ]}
            """,
            [
                "x.json:3:10: warning: layer 'symbols' cannot be reached: no key on the first layer 'digits', or on a layer it switches to, leads to it [unreachable-layer]"
            ]),
        Case(
            "a text keyboard with no delete, return or space at all",
            """
            {"id": "x", "name": "X", "layers": [
              {"id": "letters", "rows": [["a", "b"], ["c", "d"]]}
            ]}
            """,
            [
                "x.json:1:8: error: layout 'x' types letters but has no delete key on any layer [missing-key]",
                "x.json:1:8: error: layout 'x' types letters but has no return key on any layer [missing-key]",
                "x.json:1:8: warning: layout 'x' types letters but has no space key on any layer [missing-key]",
            ]),
        Case(
            "a layer of a text keyboard missing delete, return and space",
            """
            {"id": "x", "name": "X", "layers": [
              {"id": "letters", "rows": [["a", "b", "delete"], ["numbers", "space", "return"]]},
              {"id": "numbers", "rows": [["1", "2", "3"], ["letters", "4", "5"]]}
            ]}
            """,
            [
                "x.json:3:10: error: layer 'numbers' has no delete key, and layout 'x' types letters [missing-key]",
                "x.json:3:10: warning: layer 'numbers' has no return key, and layout 'x' types letters [missing-key]",
                "x.json:3:10: warning: layer 'numbers' has no space key, and layout 'x' types letters [missing-key]",
            ]),
        Case(
            "a phone pad with one letter is no text keyboard",
            """
            {"id": "x", "name": "X", "layers": [
              {"id": "digits", "rows": [["1", "2", "N"], ["3", "4", "delete"]]}
            ]}
            """,
            []),
        Case(
            "alternates repeating the key or each other",
            """
            {"id": "x", "name": "X", "layers": [
              {"id": "digits", "rows": [
                [{"key": "1", "alternates": ["¹", "1", "½", "¹"]}, "2"],
                ["3", "delete"]
              ]}
            ]}
            """,
            [
                "x.json:3:39: warning: alternate '1' of key '1' repeats what the key types; long-press choices should differ from it [alternates]",
                "x.json:3:49: warning: alternate '¹' of key '1' is listed twice [alternates]",
            ]),
        Case(
            "letters with no shifted form",
            """
            {"id": "x", "name": "X", "layers": [
              {"id": "letters", "rows": [
                [{"key": "a", "shifted": "a"}, "ch", "ß", {"key": "ss", "output": "ß", "shifted": "ß"}, "é"],
                ["delete", "space", "return", {"key": ".com", "width": 2}]
              ]}
            ]}
            """,
            [
                "x.json:3:6: warning: letter key 'a' has no shifted form: it types 'a' with shift on too; give it \"shifted\": \"A\" [shifted-form]",
                "x.json:3:36: warning: letter key 'ch' has no shifted form: it types 'ch' with shift on too; give it \"shifted\": \"Ch\" [shifted-form]",
                "x.json:3:42: warning: letter key 'ß' types 'SS' with shift on, as its upper case is 2 letters; give it the \"shifted\" text you mean (\"ß\" to keep it) [shifted-form]",
            ]),
        Case(
            "a row wide enough to squeeze every key",
            """
            {"id": "x", "name": "X", "layers": [
              {"id": "digits", "rows": [
                ["1", "2", "3"],
                ["4", "5", "6"],
                ["7", "8", "9", "0"],
                ["-", "delete", "+"]
              ]}
            ]}
            """,
            [
                "x.json:5:5: warning: this row of layer 'digits' is 4 units wide, 33% wider than most of its rows (3): every key of the layer is squeezed to 75% of its width [row-width]"
            ]),
        Case(
            "rows a little wider or narrower than most",
            """
            {"id": "x", "name": "X", "layers": [
              {"id": "digits", "rows": [
                ["1", "2", "3"],
                [{"gap": 0.25}, "4", "5", "6"],
                ["7", "8", "9"],
                [{"key": "0", "width": 2}, "delete"],
                [{"key": "-", "width": 2.5}]
              ]}
            ]}
            """,
            [
                "x.json:4:5: warning: this row of layer 'digits' is 3.25 units wide, wider than most of its rows (3), which are centred with 0.125 units of empty space at each side [row-width]",
                "x.json:6:32: warning: function key 'delete' is 138.5×40 pt to touch on phone, under the recommended 44×44 pt on 1 of 1 portrait device profiles [touch-target]",
                "x.json:7:5: warning: this row of layer 'digits' is 2.5 units wide, narrower than most of its rows (3): it is centred with 0.375 units of empty space at each side [row-width]",
            ]),
        Case(
            // The return key shows the field's return key type's label (the key's own is
            // never drawn), smaller when long: every type is tried, and one that does not fit
            // even at half the size is named.
            "a return key too narrow for the longest return label",
            """
            {"id": "x", "name": "X", "layers": [
              {"id": "digits", "rows": [
                ["1", "2", "3", "4", "5", "delete"],
                [{"key": "space", "width": 5}, {"key": "return", "label": "a label never drawn at all"}]
              ]}
            ]}
            """,
            [
                "x.json:4:36: warning: return key 'return' has 62.7 pt for its label on phone (66.7 pt less 2 pt at each side), too little even at 8 pt, the smallest a label is drawn at, for return key type 'emergencyCall' ('Emergency call', 67.2 pt) [label-fit]"
            ]),
        Case(
            "ids that look like actions type their ids",
            """
            {"id": "x", "name": "X", "layers": [
              {"id": "digits", "rows": [
                ["1", "2", {"key": "layer:emoji"}, {"key": "Delete", "shifted": "DELETE"}],
                [{"key": "numbrs", "shifted": "NUMBRS"}, {"key": "retrun", "shifted": "Retrun"}, "return", "delete"],
                [{"key": "layer:x", "output": "x"}, {"key": "Shift", "action": "shift"}, "space", "⌫"]
              ]}
            ]}
            """,
            [
                "x.json:3:16: error: key 'layer:emoji' types the text 'layer:emoji': an id does not switch layers; to show layer 'emoji', give it \"action\": \"layer:emoji\" [action-id]",
                "x.json:3:16: warning: 'layer:emoji' is 105.6 pt wide at 16 pt, but key 'layer:emoji' has 96 pt for it on phone (100 pt less 2 pt at each side) [label-fit]",
                "x.json:3:40: warning: key 'Delete' types the text 'Delete'; did you mean the reserved key 'delete'? Write \"delete\" as its id, or give it \"action\": \"delete\" [action-id]",
                "x.json:4:6: warning: key 'numbrs' types the text 'numbrs'; did you mean the reserved key 'numbers'? Write \"numbers\" as its id, or give it \"action\": \"layer:numbers\" [action-id]",
                "x.json:4:46: warning: key 'retrun' types the text 'retrun'; did you mean the reserved key 'return'? Write \"return\" as its id, or give it \"action\": \"return\" [action-id]",
            ]),
        Case(
            "labels too wide for their keys",
            """
            {"id": "x", "name": "X", "layers": [
              {"id": "digits", "rows": [
                [{"key": "1", "label": "one thousand and twenty", "subtitle": "ABC"}, {"key": "2", "subtitle": "a subtitle of forty characters or so ok"}],
                [{"key": "done", "label": "finished now, see you", "action": "return"}, {"key": "w", "shifted": "twenty-two characters"}]
              ]}
            ]}
            """,
            [
                "x.json:3:6: warning: 'one thousand and twenty' is 220.8 pt wide at 16 pt, but key '1' has 196 pt for it on phone (200 pt less 2 pt at each side) [label-fit]",
                "x.json:3:75: warning: 'a subtitle of forty characters or so ok' is 234 pt wide at 10 pt, but key '2' has 196 pt for it on phone (200 pt less 2 pt at each side) [label-fit]",
                "x.json:4:77: warning: 'twenty-two characters' is 201.6 pt wide at 16 pt, but key 'w' has 196 pt for it on phone (200 pt less 2 pt at each side) [label-fit]",
            ]),
        Case(
            "keys too small to touch",
            """
            {"id": "x", "name": "X", "layers": [
              {"id": "digits", "rows": [
                ["1", "2", "3", "4"],
                [{"key": "5", "width": 0.25}, {"key": "6", "width": 3.35}, {"key": "delete", "width": 0.4}]
              ]}
            ]}
            """,
            [
                "x.json:4:6: error: key '5' is 25×100 pt to touch on phone, under the minimum 28×28 pt on 1 of 2 device profiles [touch-target]",
                "x.json:4:64: warning: function key 'delete' is 40×100 pt to touch on phone, under the recommended 44×44 pt on 1 of 1 portrait device profiles [touch-target]",
            ]),
        Case(
            "keyboard types two layouts serve, or one lists twice",
            files: [
                (
                    "a.json",
                    #"{"id": "a", "name": "A", "serves": ["default", "URL"], "layers": [{"id": "d", "rows": [["1", "delete"]]}]}"#
                ),
                (
                    "b.json",
                    #"{"id": "b", "name": "B", "serves": ["url", "twitter", "twitter"], "layers": [{"id": "d", "rows": [["1", "delete"]]}]}"#
                ),
            ],
            [
                "b.json:1:37: error: keyboard type 'URL' is already served by layout 'a' (a.json:1:48), which comes first and wins [coverage]",
                "b.json:1:55: warning: keyboard type 'twitter' is listed twice [coverage]",
            ]),
        Case(
            "keyboard types no layout serves, checked for a folder",
            files: [
                (
                    "a.json",
                    #"{"id": "a", "name": "A", "serves": ["default", "URL"], "layers": [{"id": "d", "rows": [["1", "delete"]]}]}"#
                )
            ],
            coverage: true,
            [
                "a.json:1:37: warning: no layout serves keyboard types 'asciiCapable', 'numbersAndPunctuation', 'numberPad', 'phonePad', 'namePhonePad', 'emailAddress', 'decimalPad', 'twitter', 'webSearch', 'asciiCapableNumberPad'; fields asking for them get layout 'a', which serves 'default' [coverage]"
            ]),
        Case(
            "no layout serving default",
            files: [
                (
                    "a.json",
                    #"{"id": "a", "name": "A", "serves": ["URL"], "layers": [{"id": "d", "rows": [["1", "delete"]]}]}"#
                )
            ],
            coverage: true,
            [
                "a.json:1:8: error: no layout serves keyboard types 'default', 'asciiCapable', 'numbersAndPunctuation', 'numberPad', 'phonePad', 'namePhonePad', 'emailAddress', 'decimalPad', 'twitter', 'webSearch', 'asciiCapableNumberPad': fields asking for them get no keyboard [coverage]"
            ]),
        Case(
            "a label too wide on a key every layer repeats is reported once, at its first layer",
            """
            {"id": "x", "name": "X", "layers": [
              {"id": "a", "rows": [["1", {"key": "to-b", "label": "B", "action": "layer:b"}], [{"key": "b", "label": "one thousand and twenty", "action": "layer:a"}, "delete"]]},
              {"id": "b", "rows": [["3", "4"], [{"key": "b", "label": "one thousand and twenty", "action": "layer:a"}, "delete"]]}
            ]}
            """,
            [
                "x.json:2:84: warning: 'one thousand and twenty' is 220.8 pt wide at 16 pt, but key 'b' has 196 pt for it on phone (200 pt less 2 pt at each side) [label-fit]"
            ]),
        Case(
            "an inherited key is reported once, where it is written",
            files: [
                (
                    "a.json",
                    #"{"id": "a", "name": "A", "layers": [{"id": "d", "rows": [[{"key": "1", "alternates": ["1"]}, "2", "delete"]]}]}"#
                ),
                ("b.json", #"{"id": "b", "name": "B", "extends": "a", "layers": []}"#),
                (
                    "c.json",
                    #"{"id": "c", "name": "C", "extends": "a", "layers": [{"id": "d", "replaceKeys": {"delete": {"key": "delete", "width": 13}}}]}"#
                ),
            ],
            [
                "a.json:1:59: error: key '1' is 26.7×200 pt to touch on phone, under the minimum 28×28 pt on 1 of 2 device profiles (in layout 'c') [touch-target]",
                "a.json:1:87: warning: alternate '1' of key '1' repeats what the key types; long-press choices should differ from it [alternates]",
                "a.json:1:94: error: key '2' is 26.7×200 pt to touch on phone, under the minimum 28×28 pt on 1 of 2 device profiles (in layout 'c') [touch-target]",
            ]),
    ]

    @Test(arguments: cases)
    func badLayoutGetsExactlyItsFindings(_ example: Case) throws {
        let report = try LintFixtures.linter(checksCoverage: example.checksCoverage).lint(example.files)
        #expect(report.findings.map(\.description) == example.findings)
    }
}
