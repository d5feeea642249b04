import Foundation

/// The process's environment variables, read with `getenv`: `ProcessInfo.processInfo` would
/// keep its code and the whole environment as a dictionary resident in the window (see
/// `FileSystem` in KeySimCore).
enum ProcessEnvironment {
    /// The value of the variable `name`, or nil when it is not set.
    static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The variables among `names` that are set, by name.
    static func values(_ names: [String]) -> [String: String] {
        var values: [String: String] = [:]
        for name in names { values[name] = value(name) }
        return values
    }
}
