import KeySim
import KeySimCore

/// A command's arguments: `--flag`, `--option value` (or `--option=value`) and positionals,
/// read with the command's `OptionTable`.
struct Arguments {
    /// A usage problem, printed with the usage line.
    struct UsageError: Error, Equatable {
        var message: String
    }

    private(set) var flags: Set<String> = []
    private(set) var options: [String: String] = [:]
    private(set) var positionals: [String] = []

    /// Parses `arguments` with `table`: its flags, the options that take a value, and for a
    /// misspelt name, the nearest one the help shows.
    init(_ arguments: [String], table: OptionTable) throws(UsageError) {
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
            guard let option = table.option(name) else {
                var message = "unknown option '--\(name)'."
                if let suggestion = Suggestion.nearest(to: name, in: table.visible.map(\.name)) {
                    message += " Did you mean '--\(suggestion)'?"
                }
                throw UsageError(message: message)
            }
            if !option.takesValue {
                if inlineValue != nil { throw UsageError(message: "'--\(name)' takes no value") }
                flags.insert(name)
            } else {
                if let inlineValue {
                    options[name] = inlineValue
                } else if index < arguments.count {
                    options[name] = arguments[index]
                    index += 1
                } else {
                    throw UsageError(message: "'--\(name)' needs a value")
                }
            }
        }
    }

    func has(_ flag: String) -> Bool { flags.contains(flag) }
    subscript(option: String) -> String? { options[option] }
}
