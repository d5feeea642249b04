/// A place in a text file: 1-based line and 1-based column, columns counted in Unicode
/// scalars.
public struct SourcePosition: Equatable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A problem found at a position in a data file, before the file's path is known.
///
/// The JSON reader and every decoder built on it throw this; loaders turn it into a
/// ``Diagnostic`` by adding the path.
public struct DataError: Error, Equatable, Sendable, CustomStringConvertible {
    public var position: SourcePosition
    public var message: String

    public init(_ message: String, at position: SourcePosition) {
        self.position = position
        self.message = message
    }

    public var description: String { "\(position): \(message)" }
}

/// A finding about a file a user wrote, printed as `path:line:column: severity: message`.
public struct Diagnostic: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case error
        case warning
    }

    public var path: String
    public var position: SourcePosition?
    public var severity: Severity
    public var message: String

    public init(path: String, position: SourcePosition?, severity: Severity = .error, message: String) {
        self.path = path
        self.position = position
        self.severity = severity
        self.message = message
    }

    public init(path: String, _ error: DataError, severity: Severity = .error) {
        self.init(path: path, position: error.position, severity: severity, message: error.message)
    }

    public var description: String {
        if let position {
            return "\(path):\(position.line):\(position.column): \(severity.rawValue): \(message)"
        }
        return "\(path): \(severity.rawValue): \(message)"
    }
}

/// A position in a named file.
public struct SourceLocation: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var position: SourcePosition

    public init(path: String, position: SourcePosition) {
        self.path = path
        self.position = position
    }

    public var description: String { "\(path):\(position)" }
}
