import Foundation

/// Reading and showing a person's name.
///
/// Foundation's `PersonNameComponentsFormatter` cannot be made on Linux (its only
/// initialiser there is `init(coder:)`), so names are read by a small documented parser.
extension FieldFormatter {
    /// Titles read as `namePrefix` when they open a name of more than one word.
    static let namePrefixes: Set<String> = [
        "dr", "mr", "mrs", "ms", "mx", "miss", "prof", "sir", "dame", "rev", "herr", "frau", "mme", "mlle",
    ]
    /// Words read as `nameSuffix` when they close a name of more than one word.
    static let nameSuffixes: Set<String> = ["jr", "sr", "ii", "iii", "iv", "phd", "md", "esq"]
    /// Lower-case particles that belong to the family name before it (`van Beethoven`).
    static let familyParticles: Set<String> = [
        "van", "von", "de", "da", "di", "del", "della", "der", "den", "du", "la", "le", "ten", "ter", "zu",
    ]

    /// The parts of a person's name, or nil when the text holds no name.
    ///
    /// The simple rules: a part in double quotes (`"…"` or `“…”`) is the `nickname`; a known
    /// title at the start (`Dr.`, `Mrs`) is the `namePrefix` and a known suffix at the end
    /// (`Jr.`, `III`, `PhD`, also after a comma) the `nameSuffix`. `Family, Given Middle`
    /// with a comma is read family first. Otherwise the first word is the `givenName`, the
    /// last word the `familyName` (with lower-case particles before it, like `van`), and any
    /// words between are the `middleName`. A single word is taken as the given name. Names
    /// written without spaces (`山田太郎`) are not split: the whole is the given name.
    static func personName(from text: String) -> [String: JSONOutput]? {
        var parts: [String: JSONOutput] = [:]
        var rest = text
        if let (nickname, without) = quotedNickname(in: rest) {
            parts["nickname"] = .string(nickname)
            rest = without
        }
        var pieces = rest.split(separator: ",").map { words(in: $0) }.filter { !$0.isEmpty }
        if pieces.count > 1, let last = pieces.last, last.count == 1, isSuffix(last[0]) {
            parts["nameSuffix"] = .string(last[0])
            pieces.removeLast()
        }
        var names: [String]
        var familyFirst: String?
        if pieces.count > 1 {
            familyFirst = pieces[0].joined(separator: " ")
            names = pieces.dropFirst().flatMap { $0 }
        } else {
            names = pieces.first ?? []
        }
        let enough = familyFirst == nil ? 1 : 0
        if names.count > enough, let first = names.first, namePrefixes.contains(key(first)) {
            parts["namePrefix"] = .string(first)
            names.removeFirst()
        }
        if parts["nameSuffix"] == nil, names.count > enough, let last = names.last, isSuffix(last) {
            parts["nameSuffix"] = .string(last)
            names.removeLast()
        }
        if let family = familyFirst {
            parts["familyName"] = .string(family)
            if let given = names.first { parts["givenName"] = .string(given) }
            if names.count > 1 { parts["middleName"] = .string(names.dropFirst().joined(separator: " ")) }
        } else if names.count == 1 {
            parts["givenName"] = .string(names[0])
        } else if names.count > 1 {
            var familyStart = names.count - 1
            while familyStart > 1, familyParticles.contains(names[familyStart - 1]) { familyStart -= 1 }
            parts["givenName"] = .string(names[0])
            parts["familyName"] = .string(names[familyStart...].joined(separator: " "))
            if familyStart > 1 { parts["middleName"] = .string(names[1..<familyStart].joined(separator: " ")) }
        }
        return parts.isEmpty ? nil : parts
    }

    /// A name in the medium style: given and family name (`Ada Lovelace`), family first with
    /// no space when the name is written in Chinese, Japanese or Korean script (`山田太郎`); the
    /// nickname when neither is known.
    static func mediumName(_ parts: [String: JSONOutput]) -> String {
        func part(_ key: String) -> String? {
            guard case .string(let value) = parts[key], !value.isEmpty else { return nil }
            return value
        }
        let given = part("givenName")
        let family = part("familyName")
        if let given, let family {
            if isEastAsian(given + family) { return family + given }
            return given + " " + family
        }
        return given ?? family ?? part("nickname") ?? ""
    }

    /// The nickname in double quotes and the text without it, if the text has one.
    static func quotedNickname(in text: String) -> (String, String)? {
        // Characters are searched, not `range(of:)`'s strings, which go through Foundation's
        // CFString search (resident code for one call in a window session).
        for (open, close) in [("\"", "\""), ("\u{201C}", "\u{201D}")] as [(Character, Character)] {
            guard let start = text.firstIndex(of: open) else { continue }
            let inside = text.index(after: start)
            guard let end = text[inside...].firstIndex(of: close) else { continue }
            let nickname = words(in: text[inside..<end]).joined(separator: " ")
            guard !nickname.isEmpty else { continue }
            return (nickname, String(text[..<start]) + " " + String(text[text.index(after: end)...]))
        }
        return nil
    }

    static func words(in text: Substring) -> [String] {
        text.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// A word compared with the known titles and suffixes: lower case, without dots.
    static func key(_ word: String) -> String { word.lowercased().filter { $0 != "." } }

    static func isSuffix(_ word: String) -> Bool { nameSuffixes.contains(key(word)) }

    static func isEastAsian(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF: true
            default: false
            }
        }
    }
}
