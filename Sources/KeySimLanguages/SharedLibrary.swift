#if canImport(Glibc)
    import Glibc
#endif

/// A shared library opened with `dlopen`, kept open for the process: the language libraries
/// are opened when a field first needs one, so a start that types nothing loads none of them
/// (nor the shared libstdc++ they bring).
struct SharedLibrary: @unchecked Sendable {
    /// The file name `dlopen` looks for (`libhunspell-1.7.so.0`).
    let name: String
    private let handle: UnsafeMutableRawPointer?
    /// Why it could not be opened (nil: it was).
    let failure: String?

    init(_ name: String) {
        self.name = name
        handle = dlopen(name, RTLD_NOW | RTLD_LOCAL)
        failure = handle == nil ? (dlerror().map { String(cString: $0) } ?? "not found") : nil
    }

    /// The function `symbol` as `type` (a `@convention(c)` function type), or why it is not there.
    func function<Function>(_ symbol: String, as type: Function.Type) -> Result<Function, LibraryProblem> {
        guard let handle else { return .failure(LibraryProblem(message: "cannot load \(name): \(failure ?? "")")) }
        guard let address = dlsym(handle, symbol) else {
            return .failure(LibraryProblem(message: "\(name) has no \(symbol) (too old a version?)"))
        }
        return .success(unsafeBitCast(address, to: type))
    }
}

/// A language library that is not installed or lacks a function KeySim calls.
struct LibraryProblem: Error, Sendable {
    var message: String
}
