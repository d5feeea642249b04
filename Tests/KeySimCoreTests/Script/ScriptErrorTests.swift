import Testing

@testable import KeySimCore

/// The message a script gets, or `nil` when it parses.
func scriptParseError(_ text: String, path: String = "s.jsonl") -> String? {
    do {
        _ = try Script.parse(SourceFile(path: path, text: text))
        return nil
    } catch {
        return error.description
    }
}

/// Each malformed script gets one exact `path:line:column: error: message`.
struct ScriptErrorTests {
    @Test(arguments: [
        // Not JSON: an unquoted key on the second line.
        ("{\"t\":1,\"tap\":\"q\"}\n{\"t\":2,tap:\"w\"}\n", "s.jsonl:2:8: error: expected a string key, found 't'"),
        // Blank lines count for line numbers.
        ("\n\n{\"t\":1,\"tap\":\"q\",}\n", "s.jsonl:3:17: error: trailing comma before '}'"),
        // A line that is not an object.
        ("[1, 2]\n", "s.jsonl:1:1: error: a line must be an object, not an array"),
        // No kind at all.
        (
            #"{"t":1}"#,
            "s.jsonl:1:1: error: a line needs one of 'touch', 'tap', 'type', 'focus', 'expect', 'pointer', 'press', 'wheel', 'menu', 'suggestion', 'candidate'"
        ),
        // An unknown word where the kind goes, with nothing close to it.
        (
            #"{"t":0,"click":"q"}"#,
            "s.jsonl:1:1: error: a line needs one of 'touch', 'tap', 'type', 'focus', 'expect', 'pointer', 'press', 'wheel', 'menu', 'suggestion', 'candidate'"
        ),
        // Pointer lines: a move needs its point, a leave has none, phases are named.
        (#"{"t":1,"pointer":"move","x":3}"#, "s.jsonl:1:1: error: pointer line is missing 'y'"),
        (
            #"{"t":1,"pointer":"hover","x":3,"y":4}"#,
            "s.jsonl:1:18: error: unknown pointer phase 'hover'; did you mean 'move'?"
        ),
        (
            #"{"t":1,"pointer":"leave","x":3}"#,
            #"s.jsonl:1:30: error: a pointer that leaves the window has no point; drop 'x' and 'y', or write "pointer": "move""#
        ),
        // Wheel lines: how far the wheel turned, and where the pointer was.
        (
            #"{"t":1,"wheel":{},"x":3,"y":4}"#,
            #"s.jsonl:1:16: error: a wheel line says how far the wheel turned: give 'dy' (notches, positive towards you) or 'dx', as in {"dx": 0, "dy": 3}"#
        ),
        (
            #"{"t":1,"wheel":{"dz":1},"x":3,"y":4}"#,
            "s.jsonl:1:17: error: unknown key 'dz' in 'wheel'; did you mean 'dx'?"
        ),
        (#"{"t":1,"wheel":{"dy":"down"},"x":3,"y":4}"#, "s.jsonl:1:22: error: 'dy' must be a number, not a string"),
        (#"{"t":1,"wheel":3,"x":3,"y":4}"#, "s.jsonl:1:16: error: 'wheel' must be an object, not a number"),
        (#"{"t":1,"wheel":{"dy":3},"x":3}"#, "s.jsonl:1:1: error: wheel line is missing 'y'"),
        (
            #"{"t":1,"wheel":{"dy":3},"x":3,"y":4,"finger":0}"#,
            "s.jsonl:1:37: error: unknown key 'finger' in wheel line; expected one of: 't', 'wheel', 'x', 'y'"
        ),
        (
            #"{"t":1,"expect":{"scroll":-4}}"#,
            "s.jsonl:1:27: error: 'scroll' is how far the form is scrolled up, 0 or more points, not -4"
        ),
        (#"{"t":1,"expect":{"scroll":"top"}}"#, "s.jsonl:1:27: error: 'scroll' must be a number, not a string"),
        (
            #"{"t":1,"expect":{"tooltip":3}}"#,
            "s.jsonl:1:28: error: 'tooltip' must be a string, not a number"
        ),
        (
            #"{"t":1,"expect":{"shown":"x"}}"#,
            "s.jsonl:1:18: error: 'shown' in expect needs a 'field' to say which field to check"
        ),
        // A misspelt kind.
        (#"{"t":1,"tpye":"x"}"#, "s.jsonl:1:8: error: unknown key 'tpye' in line; did you mean 'type'?"),
        // Two kinds.
        (
            #"{"t":1,"tap":"q","type":"x"}"#,
            "s.jsonl:1:18: error: a line has one kind; this one has both 'tap' and 'type'"
        ),
        // A misspelt attribute.
        (#"{"t":1,"tap":"q","hodl":3}"#, "s.jsonl:1:18: error: unknown key 'hodl' in tap line; did you mean 'hold'?"),
        // An attribute of another kind.
        (
            #"{"t":1,"tap":"q","x":3}"#,
            "s.jsonl:1:18: error: unknown key 'x' in tap line; expected one of: 't', 'tap', 'hold', 'flick'"
        ),
        // No time.
        (#"{"tap":"q"}"#, "s.jsonl:1:1: error: tap line is missing 't'"),
        // A negative time.
        (#"{"t":-5,"tap":"q"}"#, "s.jsonl:1:6: error: 't' must be at least 0, not -5"),
        // A fractional time.
        (#"{"t":1.5,"tap":"q"}"#, "s.jsonl:1:6: error: 't' must be a whole number, not 1.5"),
        // Time going backwards, past a blank line.
        (
            "{\"keysim\":1}\n{\"t\":100,\"tap\":\"a\"}\n{\"t\":200,\"tap\":\"b\"}\n{\"t\":300,\"tap\":\"c\"}\n\n{\"t\":200,\"tap\":\"d\"}\n",
            "s.jsonl:6:6: error: 't' goes back from 300 (line 4) to 200; times never decrease"
        ),
        // A misspelt touch phase.
        (
            #"{"t":0,"touch":"dwon","x":1,"y":2}"#,
            "s.jsonl:1:16: error: unknown touch phase 'dwon'; did you mean 'down'?"
        ),
        // A touch down without x.
        (#"{"t":0,"touch":"down","y":2}"#, "s.jsonl:1:1: error: touch line is missing 'x'"),
        // A coordinate that is not a number.
        (#"{"t":0,"touch":"down","x":"1","y":2}"#, "s.jsonl:1:27: error: 'x' must be a number, not a string"),
        // A negative finger.
        (
            #"{"t":0,"touch":"down","x":1,"y":2,"finger":-1}"#,
            "s.jsonl:1:44: error: 'finger' must be at least 0, not -1"
        ),
        // A negative hold.
        (#"{"t":0,"tap":"q","hold":-1}"#, "s.jsonl:1:25: error: 'hold' must be at least 0, not -1"),
        // An empty key id.
        (#"{"t":0,"tap":""}"#, "s.jsonl:1:14: error: 'tap' must not be empty"),
        // A field id that is not a string.
        (#"{"t":0,"focus":7}"#, "s.jsonl:1:16: error: 'focus' must be a string, not a number"),
        // A type interval of zero.
        (#"{"t":0,"type":"x","interval":0}"#, "s.jsonl:1:30: error: 'interval' must be at least 1, not 0"),
        // A bad shift state far from any.
        (
            #"{"t":0,"expect":{"shift":"lock"}}"#,
            "s.jsonl:1:26: error: unknown shift state 'lock'; expected one of: 'off', 'on', 'locked'"
        ),
        // A misspelt shift state.
        (
            #"{"t":0,"expect":{"shift":"lockd"}}"#,
            "s.jsonl:1:26: error: unknown shift state 'lockd'; did you mean 'locked'?"
        ),
        // Expecting text without saying which field.
        (
            #"{"t":0,"expect":{"text":"a"}}"#,
            "s.jsonl:1:18: error: 'text' in expect needs a 'field' to say which field to check"
        ),
        // An empty expectation.
        (
            #"{"t":0,"expect":{}}"#,
            "s.jsonl:1:17: error: expect has nothing to check; give at least one of 'text', 'value', 'valid', 'message', 'shown', 'clearButton', 'width', 'focused', 'layout', 'layer', 'shift', 'tooltip', 'scroll', 'selection', 'selectedText', 'pasteboard', 'menu', 'suggestions', 'autocorrection', 'misspelled', 'markedText', 'composing', 'candidates', 'announced'"
        ),
        // A field with nothing to check about it.
        (
            #"{"t":0,"expect":{"field":"a"}}"#,
            "s.jsonl:1:17: error: expect has nothing to check; give at least one of 'text', 'value', 'valid', 'message', 'shown', 'clearButton', 'width', 'focused', 'layout', 'layer', 'shift', 'tooltip', 'scroll', 'selection', 'selectedText', 'pasteboard', 'menu', 'suggestions', 'autocorrection', 'misspelled', 'markedText', 'composing', 'candidates', 'announced'"
        ),
        // A misspelt check.
        (
            #"{"t":0,"expect":{"field":"a","txt":"b"}}"#,
            "s.jsonl:1:30: error: unknown key 'txt' in expect; did you mean 'text'?"
        ),
        // An expectation that is not an object.
        (#"{"t":0,"expect":"a"}"#, "s.jsonl:1:17: error: expect must be an object, not a string"),
        // focused of the wrong type.
        (#"{"t":0,"expect":{"focused":3}}"#, "s.jsonl:1:28: error: 'focused' must be a field id or null, not a number"),
        // valid of the wrong type.
        (
            #"{"t":0,"expect":{"field":"a","valid":"yes"}}"#,
            "s.jsonl:1:38: error: 'valid' must be a boolean, not a string"
        ),
        // A header that is not on the first line.
        (
            "{\"t\":0,\"tap\":\"q\"}\n{\"t\":0,\"tap\":\"q\",\"keysim\":1}",
            "s.jsonl:2:18: error: a header ('keysim') belongs on the first line"
        ),
        // A header of a newer format version.
        (
            #"{"keysim": 2, "scene": "x", "new": true}"#,
            "s.jsonl:1:12: error: this script is format version 2; this keysim reads version 1"
        ),
        // A version that is not a number.
        (#"{"keysim": "1"}"#, "s.jsonl:1:12: error: 'keysim' must be a whole number, not a string"),
        // A misspelt header key.
        (#"{"keysim": 1, "sceen": "x"}"#, "s.jsonl:1:15: error: unknown key 'sceen' in header; did you mean 'scene'?"),
        // A header interval of zero.
        (#"{"keysim": 1, "interval": 0}"#, "s.jsonl:1:27: error: 'interval' must be at least 1, not 0"),
        // An empty file.
        ("", "s.jsonl:1:1: error: the script is empty: write a header line {\"keysim\": 1} and one event per line"),
        // A file of whitespace only.
        (
            " \n\t\r\n\n  ",
            "s.jsonl:1:1: error: the script is empty: write a header line {\"keysim\": 1} and one event per line"
        ),
        // Press lines: a misspelt key or modifier, at the value, with the suggestion.
        (
            #"{"t":1,"press":"ctrl+lfet"}"#,
            "s.jsonl:1:16: error: unknown key 'lfet' in 'press'; did you mean 'left'? A key is one character ('a', '@') or one of tab, return, escape, backspace, delete, left, right, up, down, home, end, space"
        ),
        (
            #"{"t":1,"press":"shfit+tab"}"#,
            "s.jsonl:1:16: error: unknown modifier 'shfit' in 'press'; did you mean 'shift'? Modifiers are: shift, ctrl, alt, cmd"
        ),
        (#"{"t":1,"press":3}"#, "s.jsonl:1:16: error: 'press' must be a string, not a number"),
        // A pasteboard belongs to a paste only.
        (
            #"{"t":1,"press":"ctrl+c","pasteboard":"x"}"#,
            "s.jsonl:1:25: error: 'pasteboard' goes with a paste ('ctrl+v' or 'cmd+v'), not with 'ctrl+c'"
        ),
        (
            #"{"t":1,"press":"a","pastebaord":"x"}"#,
            "s.jsonl:1:20: error: unknown key 'pastebaord' in press line; did you mean 'pasteboard'?"
        ),
    ])
    func aBadScriptGetsOneExactMessage(text: String, message: String) {
        #expect(scriptParseError(text) == message)
    }
}
