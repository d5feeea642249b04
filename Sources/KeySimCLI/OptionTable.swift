/// One option of a command, declared once: what parsing accepts, what the usage line and
/// the help's Options section print, and what a misspelling is matched against.
struct CommandOption: Sendable {
    /// The name without its dashes: `scene` for `--scene`.
    var name: String
    /// What the value stands for in the usage and the help (`NAME|FILE`); nil for a flag.
    var placeholder: String?
    /// What the option does, one paragraph; the help wraps it.
    var help: String
    /// Accepted but not shown or suggested: the hooks `keysim bench` drives `keysim run` with.
    var hidden = false

    /// A flag: `--name`, no value.
    static func flag(_ name: String, _ help: String) -> CommandOption {
        CommandOption(name: name, placeholder: nil, help: help)
    }

    /// An option taking a value: `--name PLACEHOLDER` or `--name=value`.
    static func value(_ name: String, _ placeholder: String, _ help: String) -> CommandOption {
        CommandOption(name: name, placeholder: placeholder, help: help)
    }

    /// Whether it takes a value.
    var takesValue: Bool { placeholder != nil }

    /// As the usage and the help spell it: `--scene NAME|FILE`, `--watch`.
    var spelled: String { "--" + name + (placeholder.map { " " + $0 } ?? "") }
}

/// A piece of a usage line, naming options of the table by name.
enum UsagePart: Sendable {
    /// Words as written: positionals (`SCRIPT|FOLDER...`).
    case words(String)
    /// `--name VALUE`, required in this form.
    case required(String)
    /// `[--name VALUE]`, or with options that go with it, `[--frames DIR [--fps N]]`.
    case optional(String, with: [String] = [])
    /// `[--layer L | --all-layers]`: at most one of them.
    case oneOf([String])
}

/// A command's options, declared once: `Arguments` parses with it, and the usage line, the
/// help's Options section and "did you mean" suggestions all come from it, so what the help
/// says cannot drift from what the command accepts. `--help` is in every table.
struct OptionTable: Sendable {
    /// The command's name, as in `keysim replay`.
    var command: String
    /// The usage line's forms, one line each. Visible options no form names follow the
    /// only form, or with several forms, close the usage as `(all: …)`.
    var forms: [[UsagePart]]
    /// Every option, in the order the help lists them (`--help` last).
    private(set) var options: [CommandOption]

    init(command: String, forms: [[UsagePart]] = [[]], options: [CommandOption]) {
        self.command = command
        self.forms = forms
        self.options = options + [.flag("help", "Show this help.")]
    }

    /// The option called `name`, hidden or not.
    func option(_ name: String) -> CommandOption? { options.first { $0.name == name } }

    /// The options a user is shown and suggested.
    var visible: [CommandOption] { options.filter { !$0.hidden } }

    /// `Usage: keysim CMD …`, one line per form.
    var usage: String {
        let named = Set(forms.flatMap { $0.flatMap(Self.names) })
        let rest = visible.filter { $0.name != "help" && !named.contains($0.name) }.map { "[\($0.spelled)]" }
        let prefix = "keysim \(command)"
        var lines = forms.map { form in ([prefix] + form.map(spell)).joined(separator: " ") }
        if lines.count == 1 {
            lines[0] = ([lines[0]] + rest).joined(separator: " ")
        } else if !rest.isEmpty {
            lines.append("(all: " + rest.joined(separator: " ") + ")")
        }
        return lines.enumerated().map { index, line in (index == 0 ? "Usage: " : "       ") + line }
            .joined(separator: "\n")
    }

    /// The help: `summary`, the usage, `details` (if any), the Options section, then `closing`
    /// (more sections, the exit codes).
    func help(summary: String, details: String? = nil, closing: String) -> String {
        [summary, usage, details, "Options:\n" + optionsSection, closing].compactMap { $0 }.joined(separator: "\n\n")
            + "\n"
    }

    /// The help's lines for each visible option: its spelling, then its help wrapped in a
    /// column of its own.
    var optionsSection: String {
        let shown = visible
        let column = 2 + (shown.map(\.spelled.count).max() ?? 0) + 2
        let indent = String(repeating: " ", count: column)
        return shown.map { option in
            let lines = Self.wrap(option.help, width: Self.width - column)
            let first = "  " + option.spelled.padding(toLength: column - 2, withPad: " ", startingAt: 0)
            return ([first + (lines.first ?? "")] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// The widest line the Options section prints.
    static let width = 96

    /// The words of `text` in lines of at most `width` characters (a longer word has a line
    /// to itself).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(whereSeparator: \.isWhitespace) {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The option names a usage part refers to.
    static func names(_ part: UsagePart) -> [String] {
        switch part {
        case .words: []
        case .required(let name): [name]
        case .optional(let name, let with): [name] + with
        case .oneOf(let names): names
        }
    }

    private func spelled(_ name: String) -> String { option(name)?.spelled ?? "--" + name }

    private func spell(_ part: UsagePart) -> String {
        switch part {
        case .words(let words): words
        case .required(let name): spelled(name)
        case .optional(let name, let with):
            "[" + ([spelled(name)] + with.map { "[\(spelled($0))]" }).joined(separator: " ") + "]"
        case .oneOf(let names): "[" + names.map(spelled).joined(separator: " | ") + "]"
        }
    }
}
