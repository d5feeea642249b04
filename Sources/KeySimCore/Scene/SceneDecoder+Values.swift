import Foundation

/// The values of a scene file that are more than a string or a boolean: validations,
/// formats, names from a fixed list, locales and counts.
extension SceneDecoder {
    static let validationKeys = ["rule", "pattern", "length", "when", "message"]
    static let formatKeys = ["style", "decimals", "code"]

    private enum RuleName: String, CaseIterable {
        case digits, email, required, regex, minLength
    }

    private enum FormatStyle: String, CaseIterable {
        case number, percent, currency, personName
    }

    /// A `validation` object: `rule`, and `pattern` (regex) or `length` (minLength) only for
    /// the rule that needs it.
    static func validation(_ node: JSONNode) throws(DataError) -> Validation {
        let object = try node.object("'validation'", allowedKeys: validationKeys)
        let ruleName = try choice(
            try object.required("rule", in: "'validation'"), "'rule'", "validation rule",
            RuleName.allCases.map { ($0.rawValue, $0) })
        try onlyFor(object, "pattern", in: [.regex], given: ruleName, "rule")
        try onlyFor(object, "length", in: [.minLength], given: ruleName, "rule")
        let rule: Validation.Rule
        switch ruleName {
        case .digits: rule = .digits
        case .email: rule = .email
        case .required: rule = .required
        case .regex:
            let patternNode = try object.required("pattern", in: "'validation' with rule 'regex'")
            let pattern = try patternNode.string("'pattern'")
            guard Validation.wholeTextExpression(pattern) != nil else {
                throw DataError("'pattern' is not a valid regular expression: '\(pattern)'", at: patternNode.position)
            }
            rule = .regex(pattern)
        case .minLength:
            rule = .minLength(
                try atLeastOne(try object.required("length", in: "'validation' with rule 'minLength'"), "'length'"))
        }
        let when = try object["when"].map { value throws(DataError) in
            try choice(value, "'when'", "validation timing", Validation.Timing.allCases.map { ($0.rawValue, $0) })
        }
        let message = try object["message"].map { value throws(DataError) in try nonEmptyString(value, "'message'") }
        return Validation(rule: rule, when: when, message: message)
    }

    /// A `format` object: `style`, with `decimals` (number, percent) or `code` (currency).
    static func format(_ node: JSONNode) throws(DataError) -> FieldFormat {
        let object = try node.object("'format'", allowedKeys: formatKeys)
        let style = try choice(
            try object.required("style", in: "'format'"), "'style'", "format style",
            FormatStyle.allCases.map { ($0.rawValue, $0) })
        try onlyFor(object, "decimals", in: [.number, .percent], given: style, "style")
        try onlyFor(object, "code", in: [.currency], given: style, "style")
        func decimals() throws(DataError) -> Int {
            guard let node = object["decimals"] else { return 0 }
            let value = try node.int("'decimals'")
            guard (0...FieldFormat.maximumDecimals).contains(value) else {
                throw DataError(
                    "'decimals' must be between 0 and \(FieldFormat.maximumDecimals), not \(value)", at: node.position)
            }
            return value
        }
        switch style {
        case .number: return .number(decimals: try decimals())
        case .percent: return .percent(decimals: try decimals())
        case .personName: return .personName
        case .currency:
            let codeNode = try object.required("code", in: "'format' with style 'currency'")
            let code = try codeNode.string("'code'")
            guard code.count == 3, code.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) }) else {
                throw DataError(
                    "'code' must be an ISO 4217 currency code of three capital letters, such as 'EUR', not '\(code)'",
                    at: codeNode.position)
            }
            return .currency(code: code)
        }
    }

    /// Rejects `key` at its position when the object's `kind` (rule or style) is not one of
    /// those that take it.
    private static func onlyFor<Kind: RawRepresentable<String>>(
        _ object: JSONObject, _ key: String, in kinds: [Kind], given kind: Kind, _ kindKey: String
    ) throws(DataError) where Kind: Equatable {
        guard let position = object.keyPosition(key), !kinds.contains(kind) else { return }
        let names = kinds.map { "'\($0.rawValue)'" }.joined(separator: " or ")
        throw DataError("'\(key)' is only for \(kindKey) \(names), not '\(kind.rawValue)'", at: position)
    }

    /// A name from a fixed list, matched without regard to case.
    ///
    /// - Throws: `unknown <noun> '<value>'; did you mean '<name>'?`, or with no close name
    ///   `…; expected one of: 'a', 'b'`, at the value.
    static func choice<T>(_ node: JSONNode, _ key: String, _ noun: String, _ cases: [(String, T)]) throws(DataError)
        -> T
    {
        let value = try node.string(key)
        let lowered = value.lowercased()
        if let match = cases.first(where: { $0.0.lowercased() == lowered }) { return match.1 }
        let names = cases.map(\.0)
        var message = "unknown \(noun) '\(value)'"
        if let suggestion = Suggestion.nearest(to: value, in: names) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += "; expected one of: " + names.map { "'\($0)'" }.joined(separator: ", ")
        }
        throw DataError(message, at: node.position)
    }

    /// A locale identifier: a 2–3 letter language, then `_` or `-` and parts of 2–8 letters
    /// or digits (`en`, `en_US`, `zh-Hant-TW`).
    static func localeIdentifier(_ node: JSONNode) throws(DataError) -> String {
        let value = try node.string("'locale'")
        let parts = value.split(omittingEmptySubsequences: false) { $0 == "_" || $0 == "-" }
        let isLetter: (Character) -> Bool = { $0.isASCII && $0.isLetter }
        let isAlphanumeric: (Character) -> Bool = { $0.isASCII && ($0.isLetter || $0.isNumber) }
        let valid =
            (2...3).contains(parts[0].count) && parts[0].allSatisfy(isLetter)
            && parts.dropFirst().allSatisfy { (2...8).contains($0.count) && $0.allSatisfy(isAlphanumeric) }
        guard valid else {
            throw DataError(
                "'locale' must be a locale identifier such as 'en_US' or 'de_DE', not '\(value)'", at: node.position)
        }
        let identifier = parts.joined(separator: "_")
        if let message = unknownLocaleMessage(identifier) { throw DataError(message, at: node.position) }
        return value
    }

    /// Why a well-formed locale identifier names no locale Foundation knows, or nil when it
    /// names one: an unknown language (with the nearest known one), or a language not written
    /// with that region (listing the regions it is).
    static func unknownLocaleMessage(_ identifier: String) -> String? {
        let known = Locale.availableIdentifiers
        guard !known.contains(identifier) else { return nil }
        let language = String(identifier.prefix { $0 != "_" })
        let variants = known.filter { $0.hasPrefix(language + "_") }.sorted()
        guard known.contains(language) || !variants.isEmpty else {
            let languages = Set(known.map { String($0.prefix { $0 != "_" }) })
            var message = "unknown language '\(language)' in locale '\(identifier)'"
            if let suggestion = Suggestion.nearest(to: language, in: languages.sorted()) {
                message += "; did you mean '\(suggestion)'?"
            }
            return message + " (a locale is a language code, then a region, as in 'en_US' or 'de_DE')"
        }
        var message = "unknown locale '\(identifier)'"
        // The United Kingdom's region code is GB, not UK: the commonest slip.
        let british = language + "_GB"
        if identifier == language + "_UK", known.contains(british) {
            message += "; did you mean '\(british)'? (the United Kingdom's region code is GB)"
        } else if let suggestion = Suggestion.nearest(to: identifier, in: variants) {
            message += "; did you mean '\(suggestion)'?"
        }
        guard !variants.isEmpty else { return message }
        let listed = variants.prefix(Self.localesListed).joined(separator: ", ")
        let more = variants.count - Self.localesListed
        return message + " '\(language)' is known with: " + listed + (more > 0 ? " and \(more) more" : "")
    }

    /// How many of a language's locales a message lists.
    static let localesListed = 10

    static func nonEmptyString(_ node: JSONNode, _ name: String) throws(DataError) -> String {
        let value = try node.string(name)
        if value.isEmpty { throw DataError("\(name) must not be empty", at: node.position) }
        return value
    }

    static func atLeastOne(_ node: JSONNode, _ name: String) throws(DataError) -> Int {
        let value = try node.int(name)
        guard value >= 1 else { throw DataError("\(name) must be at least 1, not \(value)", at: node.position) }
        return value
    }
}
