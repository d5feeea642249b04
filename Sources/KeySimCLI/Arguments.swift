import KeySimCore

/// A command's arguments: `--flag`, `--option value` (or `--option=value`) and positionals.
struct Arguments {
    /// A usage problem, printed with the usage line.
    struct UsageError: Error, Equatable {
        var message: String
    }

    private(set) var flags: Set<String> = []
    private(set) var options: [String: String] = [:]
    private(set) var positionals: [String] = []

    /// Parses `arguments` knowing which names are flags and which take a value.
    init(_ arguments: [String], flags knownFlags: [String], options knownOptions: [String]) throws(UsageError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--"), argument.count > 2 else {
                positionals.append(argument)
                continue
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if knownFlags.contains(name) {
                if inlineValue != nil { throw UsageError(message: "'--\(name)' takes no value") }
                flags.insert(name)
            } else if knownOptions.contains(name) {
                if let inlineValue {
                    options[name] = inlineValue
                } else if index < arguments.count {
                    options[name] = arguments[index]
                    index += 1
                } else {
                    throw UsageError(message: "'--\(name)' needs a value")
                }
            } else {
                var message = "unknown option '--\(name)'."
                if let suggestion = Suggestion.nearest(to: name, in: knownFlags + knownOptions) {
                    message += " Did you mean '--\(suggestion)'?"
                }
                throw UsageError(message: message)
            }
        }
    }

    func has(_ flag: String) -> Bool { flags.contains(flag) }
    subscript(option: String) -> String? { options[option] }
}
