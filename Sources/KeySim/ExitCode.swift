/// The exit codes of DESIGN.md.
public enum ExitCode {
    public static let success: Int32 = 0
    public static let expectationFailed: Int32 = 1
    public static let usage: Int32 = 64
    public static let badData: Int32 = 65
    public static let missingInput: Int32 = 66
    public static let unavailable: Int32 = 69
}
