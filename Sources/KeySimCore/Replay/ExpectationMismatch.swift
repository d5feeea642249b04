/// A check of an `expect` line that did not hold, with what was found in a form a script can
/// hold: what `keysim replay --update` writes over the expected value.
public struct ExpectationMismatch: Equatable, Sendable {
    /// What was found, as the check's value would be written.
    public enum Found: Equatable, Sendable {
        /// The value to write under the key for the check to hold.
        case value(JSONOutput)
        /// No value can be written that would make the check hold, or none should be (secure
        /// text hidden without `--reveal-secure`): why, in words.
        case unwritable(String)
    }

    /// The check's key, e.g. `"text"`.
    public var key: String
    /// The position of the check's key (as the failure's message gives it).
    public var position: SourcePosition
    /// What was found.
    public var found: Found

    /// Creates a mismatch of the check under `key`, written at `position`.
    public init(key: String, position: SourcePosition, found: Found) {
        self.key = key
        self.position = position
        self.found = found
    }
}
