/// Why a ``KeySimulator`` call failed: the message `keysim` would print, and the exit code it
/// would end with (``ExitCode``).
///
/// - `ExitCode.expectationFailed` (1): an ``KeySimulator/expect(_:)`` check did not hold; the
///   simulator goes on.
/// - `ExitCode.badData` (65): a scene, layout or line that cannot be used (an unknown key or
///   field, a malformed check). A line that stopped part-way stops the simulator: every later
///   call fails with the same error, as a replay of its ``KeySimulator/script`` would stop there.
/// - `ExitCode.missingInput` (66): a file that is not there (a scene, a script, KeySim's data).
/// - `ExitCode.unavailable` (69): a service that is missing (fonts, a dictionary).
public struct KeySimError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong and where, as `path:line:column: error: …` when it is about a line.
    public var message: String
    /// The exit code `keysim` gives for the same problem.
    public var exitCode: Int32

    public init(message: String, exitCode: Int32) {
        self.message = message
        self.exitCode = exitCode
    }

    public var description: String { message }

    init(_ failure: CommandFailure) {
        self.init(message: failure.message, exitCode: failure.code)
    }
}
