/// Something wrong with a tap script's meaning; the wording lives here only.
enum ScriptProblem: Equatable {
    case empty
    case notAnObject(found: String)
    case noKind
    case twoKinds(first: String, second: String)
    case headerNotFirst
    case unsupportedVersion(Int)
    case tooSmall(name: String, minimum: Int, value: Int)
    case timeWentBack(from: Int, line: Int, to: Int)
    case emptyString(name: String)
    case unknownName(String, kind: String, allowed: [String])
    case needsField(check: String)
    case nothingToCheck
    case cutOff(kept: Int)
    case pointerLeftWithPoint
    case pasteboardWithoutPaste(press: String)
    case wheelWithoutDelta
    case negativeScroll(Double)
    /// An expected `selection` that is not `[from, to]`: what is wrong with it.
    case badSelection(String)

    var message: String {
        switch self {
        case .empty:
            return #"the script is empty: write a header line {"keysim": 1} and one event per line"#
        case .notAnObject(let found):
            return "a line must be an object, not \(found)"
        case .noKind:
            return "a line needs one of " + Self.list(ScriptLine.kindKeys)
        case .twoKinds(let first, let second):
            return "a line has one kind; this one has both '\(first)' and '\(second)'"
        case .headerNotFirst:
            return "a header ('keysim') belongs on the first line"
        case .unsupportedVersion(let version):
            return "this script is format version \(version); this keysim reads version \(ScriptHeader.formatVersion)"
        case .tooSmall(let name, let minimum, let value):
            return "'\(name)' must be at least \(minimum), not \(value)"
        case .timeWentBack(let from, let line, let to):
            return "'t' goes back from \(from) (line \(line)) to \(to); times never decrease"
        case .emptyString(let name):
            return "'\(name)' must not be empty"
        case .unknownName(let name, let kind, let allowed):
            if let suggestion = Suggestion.nearest(to: name, in: allowed) {
                return "unknown \(kind) '\(name)'; did you mean '\(suggestion)'?"
            }
            return "unknown \(kind) '\(name)'; expected one of: " + allowed.map { "'\($0)'" }.joined(separator: ", ")
        case .needsField(let check):
            return "'\(check)' in expect needs a 'field' to say which field to check"
        case .nothingToCheck:
            return "expect has nothing to check; give at least one of " + Self.list(Expectation.checkKeys)
        case .cutOff(let kept):
            let lines = kept == 1 ? "line" : "lines"
            return "the last line is incomplete (was the recording cut off?); replaying the \(kept) \(lines) before it"
        case .pointerLeftWithPoint:
            return "a pointer that leaves the window has no point; drop 'x' and 'y', or write \"pointer\": \"move\""
        case .pasteboardWithoutPaste(let press):
            return "'pasteboard' goes with a paste ('ctrl+v' or 'cmd+v'), not with '\(press)'"
        case .badSelection(let problem):
            return "'selection' is a range of character offsets: \(problem)"
        case .negativeScroll(let offset):
            return
                "'scroll' is how far the form is scrolled up, 0 or more points, not \(JSONOutput.number(offset).encoded())"
        case .wheelWithoutDelta:
            return
                #"a wheel line says how far the wheel turned: give 'dy' (notches, positive towards you) or 'dx', as in {"dx": 0, "dy": 3}"#
        }
    }

    func error(at position: SourcePosition) -> DataError {
        DataError(message, at: position)
    }

    /// `'a', 'b', 'c'`.
    private static func list(_ names: [String]) -> String {
        names.map { "'\($0)'" }.joined(separator: ", ")
    }
}
