import Testing

@testable import KeySimCore

/// Each malformed scene gets one exact `path:line:column: error: message`, pointing at the
/// offending key or value.
struct SceneDecodingErrorTests {
    /// A scene whose fields are the given lines, written from line 2 on.
    static func scene(_ fieldLines: String...) -> String {
        "{\"title\": \"T\", \"fields\": [\n" + fieldLines.joined(separator: ",\n") + "\n]}"
    }

    @Test(arguments: [
        // Not JSON.
        (scene(#"{"id": "a",}"#), "s.json:2:11: error: trailing comma before '}'"),
        // A misspelt field attribute, with the suggestion.
        (
            scene(#"{"id": "a", "promt": "x"}"#),
            "s.json:2:13: error: unknown key 'promt' in field 'a'; did you mean 'prompt'?"
        ),
        // A misspelt top-level key.
        (#"{"title": "T", "feilds": []}"#, "s.json:1:16: error: unknown key 'feilds' in scene; did you mean 'fields'?"),
        // An unknown keyboard type.
        (
            scene(#"{"id": "a", "keyboard": "emailadress"}"#),
            "s.json:2:25: error: unknown keyboard type 'emailadress'; did you mean 'emailAddress'?"
        ),
        // An unknown icon, with and without a close name.
        (
            scene(#"{"id": "a", "leadingImage": "serch"}"#),
            "s.json:2:29: error: unknown icon 'serch'; did you mean 'search'?"
        ),
        (
            scene(#"{"id": "a", "trailingButton": "qrcode"}"#),
            "s.json:2:31: error: unknown icon 'qrcode'; expected one of: 'shift', 'shift-on', 'shift-locked', 'delete', 'globe', 'mic', 'return', 'dismiss', 'tab', 'capslock', 'capslock-on', 'clear', 'search', 'person', 'envelope', 'lock', 'phone', 'link', 'bookmark', 'calendar'"
        ),
        // What the trailing button does needs a trailing button, and a known action.
        (
            scene(#"{"id": "a", "trailingButtonAction": "send"}"#),
            "s.json:2:13: error: 'trailingButtonAction' needs a 'trailingButton' to tap"
        ),
        (
            scene(#"{"id": "a", "trailingButton": "return", "trailingButtonAction": "sned"}"#),
            "s.json:2:65: error: unknown trailing button action 'sned'; did you mean 'send'?"
        ),
        // An unknown content type.
        (
            scene(#"{"id": "a", "contentType": "pasword"}"#),
            "s.json:2:28: error: unknown content type 'pasword'; did you mean 'password'?"
        ),
        // The same id twice names where it was first written.
        (
            scene(#"{"id": "a"}"#, #"{"id": "b"}"#, #"{"id": "a"}"#),
            "s.json:4:8: error: duplicate field id 'a' (first written at 2:8)"
        ),
        // Bad names from fixed lists, with and without a suggestion.
        (
            scene(#"{"id": "a", "clearButton": "whileEdting"}"#),
            "s.json:2:28: error: unknown clear button mode 'whileEdting'; did you mean 'whileEditing'?"
        ),
        (
            scene(#"{"id": "a", "autocapitalization": "word"}"#),
            "s.json:2:35: error: unknown autocapitalization type 'word'; did you mean 'words'?"
        ),
        (
            scene(#"{"id": "a", "returnKey": "nxt"}"#),
            "s.json:2:26: error: unknown return key type 'nxt'; did you mean 'next'?"
        ),
        (
            scene(#"{"id": "a", "lineBreak": "wrap"}"#),
            "s.json:2:26: error: unknown line break mode 'wrap'; expected one of: 'clip', 'wrapChar', 'wrapWord', 'truncateHead', 'truncateMiddle', 'truncateTail'"
        ),
        (
            #"{"title": "T", "style": "rounded", "fields": [{"id": "a"}]}"#,
            "s.json:1:25: error: unknown field style 'rounded'; expected one of: 'roundedBorder', 'plain', 'form'"
        ),
        // Structure.
        (scene(#"{"label": "Name"}"#), "s.json:2:1: error: field is missing 'id'"),
        (scene(#"{"id": ""}"#), "s.json:2:8: error: 'id' must not be empty"),
        (scene(#""name""#), "s.json:2:1: error: field must be an object, not a string"),
        (#"{"fields": [{"id": "a"}]}"#, "s.json:1:1: error: scene is missing 'title'"),
        (
            #"{"title": "T", "fields": []}"#,
            "s.json:1:26: error: 'fields' must not be empty; a scene needs at least one field"
        ),
        (#"{"title": "T", "fields": {}}"#, "s.json:1:26: error: 'fields' must be an array, not an object"),
        (scene(#"{"id": "a", "secure": "yes"}"#), "s.json:2:23: error: 'secure' must be a boolean, not a string"),
        (
            scene(#"{"id": "a", "locale": "german"}"#),
            "s.json:2:23: error: 'locale' must be a locale identifier such as 'en_US' or 'de_DE', not 'german'"
        ),
        (
            scene(#"{"id": "a", "locale": "de_XX"}"#),
            "s.json:2:23: error: unknown locale 'de_XX'; did you mean 'de_AT'? 'de' is known with: de_AT, de_BE, de_CH, de_DE, de_IT, de_LI, de_LU"
        ),
        (
            #"{"title": "T", "locale": "xq_DE", "fields": [{"id": "a"}]}"#,
            "s.json:1:26: error: unknown language 'xq' in locale 'xq_DE'; did you mean 'sq'? (a locale is a language code, then a region, as in 'en_US' or 'de_DE')"
        ),
        // Counts.
        (scene(#"{"id": "a", "maxLength": 0}"#), "s.json:2:26: error: 'maxLength' must be at least 1, not 0"),
        (
            scene(#"{"id": "a", "maxLength": 2, "text": "abc"}"#),
            "s.json:2:37: error: 'text' has 3 characters, more than 'maxLength' allows (2)"
        ),
        (
            scene(#"{"id": "a", "size": "huge"}"#),
            "s.json:2:21: error: unknown field size 'huge'; expected one of: 'small', 'medium', 'large'"
        ),
        (scene(#"{"id": "a", "size": 2.5}"#), "s.json:2:21: error: 'size' must be a whole number, not 2.5"),
        (
            scene(#"{"id": "a", "size": true}"#),
            "s.json:2:21: error: 'size' must be a number of characters or 'small', 'medium' or 'large', not a boolean"
        ),
        // Validation.
        (
            scene(#"{"id": "a", "validation": {"rule": "regex", "pattern": "[0-9"}}"#),
            "s.json:2:56: error: 'pattern' is not a valid regular expression: '[0-9'"
        ),
        (
            scene(#"{"id": "a", "validation": {"rule": "regex"}}"#),
            "s.json:2:27: error: 'validation' with rule 'regex' is missing 'pattern'"
        ),
        (
            scene(#"{"id": "a", "validation": {"rule": "digits", "length": 3}}"#),
            "s.json:2:46: error: 'length' is only for rule 'minLength', not 'digits'"
        ),
        (
            scene(#"{"id": "a", "validation": {"rule": "digit"}}"#),
            "s.json:2:36: error: unknown validation rule 'digit'; did you mean 'digits'?"
        ),
        (
            scene(#"{"id": "a", "validation": {"rule": "minLength", "lenght": 3}}"#),
            "s.json:2:49: error: unknown key 'lenght' in 'validation'; did you mean 'length'?"
        ),
        (
            scene(#"{"id": "a", "validation": {"rule": "digits", "when": "onchange"}}"#),
            "s.json:2:54: error: unknown validation timing 'onchange'; did you mean 'change'?"
        ),
        // Format.
        (
            scene(#"{"id": "a", "format": {"style": "currency", "code": "eu"}}"#),
            "s.json:2:53: error: 'code' must be an ISO 4217 currency code of three capital letters, such as 'EUR', not 'eu'"
        ),
        (
            scene(#"{"id": "a", "format": {"style": "currency", "code": "EUR", "decimals": 2}}"#),
            "s.json:2:60: error: 'decimals' is only for style 'number' or 'percent', not 'currency'"
        ),
    ])
    func malformedSceneGetsExactMessage(text: String, expected: String) {
        #expect(Self.firstProblem(in: text) == expected)
    }

    /// The diagnostic decoding `text` as `s.json` throws, or `nil` when it decodes.
    static func firstProblem(in text: String) -> String? {
        do {
            _ = try Scene.decode(SourceFile(path: "s.json", text: text))
            return nil
        } catch {
            return error.description
        }
    }
}
