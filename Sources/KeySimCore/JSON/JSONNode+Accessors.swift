extension JSONNode {
    /// The kind of the value as a noun phrase for messages: "a string", "a number",
    /// "a boolean", "null", "an array" or "an object".
    public var kindDescription: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value as a string.
    ///
    /// - Parameter name: How the value is named in messages, e.g. `"'label'"` or `"key"`.
    /// - Throws: `<name> must be a string, not <kind>`, at the value.
    public func string(_ name: String) throws(DataError) -> String {
        guard case .string(let string) = value else { throw mismatch(name, expected: "a string") }
        return string
    }

    /// The value as a number.
    ///
    /// - Parameter name: How the value is named in messages.
    /// - Throws: `<name> must be a number, not <kind>`, at the value.
    public func double(_ name: String) throws(DataError) -> Double {
        guard case .number(let number) = value else { throw mismatch(name, expected: "a number") }
        return number
    }

    /// The value as a whole number within `Int`'s range.
    ///
    /// - Parameter name: How the value is named in messages.
    /// - Throws: `<name> must be a whole number, not <kind>` for a non-number, or
    ///   `<name> must be a whole number, not 1.5` for a fraction or a number too large.
    public func int(_ name: String) throws(DataError) -> Int {
        guard case .number(let number) = value else { throw mismatch(name, expected: "a whole number") }
        // 2^63 is exactly representable; every whole Double below it fits in Int.
        guard number.rounded(.towardZero) == number, number >= -0x1p63, number < 0x1p63 else {
            throw JSONShapeProblem.notWholeNumber(name: name, value: number).error(at: position)
        }
        return Int(number)
    }

    /// The value as a boolean.
    ///
    /// - Parameter name: How the value is named in messages.
    /// - Throws: `<name> must be a boolean, not <kind>`, at the value.
    public func bool(_ name: String) throws(DataError) -> Bool {
        guard case .bool(let bool) = value else { throw mismatch(name, expected: "a boolean") }
        return bool
    }

    /// The elements of an array.
    ///
    /// - Parameter name: How the value is named in messages.
    /// - Throws: `<name> must be an array, not <kind>`, at the value.
    public func array(_ name: String) throws(DataError) -> [JSONNode] {
        guard case .array(let elements) = value else { throw mismatch(name, expected: "an array") }
        return elements
    }

    /// An object whose keys must all be in `allowedKeys`.
    ///
    /// - Parameters:
    ///   - name: How the object is named in messages, e.g. `"key"`.
    ///   - allowedKeys: The keys the object may have, in the order to list them in messages.
    /// - Throws: `<name> must be an object, not <kind>` at the value, or, at the first
    ///   unknown key, `unknown key 'lable' in key; did you mean 'label'?` (or, with no close
    ///   name, `…; expected one of: 'a', 'b'`).
    public func object(_ name: String, allowedKeys: [String]) throws(DataError) -> JSONObject {
        guard case .object(let members) = value else { throw mismatch(name, expected: "an object") }
        for member in members where !allowedKeys.contains(member.key) {
            let problem = JSONShapeProblem.unknownKey(
                member.key, in: name, suggestion: Suggestion.nearest(to: member.key, in: allowedKeys),
                allowed: allowedKeys)
            throw problem.error(at: member.keyPosition)
        }
        return JSONObject(members, at: position)
    }

    private func mismatch(_ name: String, expected: String) -> DataError {
        JSONShapeProblem.typeMismatch(name: name, expected: expected, found: kindDescription)
            .error(at: position)
    }
}

/// A JSON value of the wrong shape for what a loader expects; the wording lives here only.
enum JSONShapeProblem: Equatable {
    case typeMismatch(name: String, expected: String, found: String)
    case notWholeNumber(name: String, value: Double)
    case unknownKey(String, in: String, suggestion: String?, allowed: [String])
    case missingKey(String, in: String)

    var message: String {
        switch self {
        case .typeMismatch(let name, let expected, let found):
            return "\(name) must be \(expected), not \(found)"
        case .notWholeNumber(let name, let value):
            return "\(name) must be a whole number, not \(value)"
        case .unknownKey(let key, let name, let suggestion?, _):
            return "unknown key '\(key)' in \(name); did you mean '\(suggestion)'?"
        case .unknownKey(let key, let name, nil, let allowed):
            if allowed.isEmpty { return "unknown key '\(key)' in \(name); it takes no keys" }
            let list = allowed.map { "'\($0)'" }.joined(separator: ", ")
            return "unknown key '\(key)' in \(name); expected one of: \(list)"
        case .missingKey(let key, let name):
            return "\(name) is missing '\(key)'"
        }
    }

    func error(at position: SourcePosition) -> DataError {
        DataError(message, at: position)
    }
}
