import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// fontconfig's font matching, called in-process through `libfontconfig.so.1` (loaded with
/// `dlopen`, so building needs no fontconfig headers): the same match `fc-match` prints, without
/// starting two processes at every launch (they cost more than the rest of start-up).
enum FontConfig {
    private typealias NameParse = @convention(c) (UnsafePointer<UInt8>) -> OpaquePointer?
    private typealias ConfigSubstitute = @convention(c) (OpaquePointer?, OpaquePointer, Int32) -> Int32
    private typealias DefaultSubstitute = @convention(c) (OpaquePointer) -> Void
    private typealias FontMatch =
        @convention(c) (OpaquePointer?, OpaquePointer, UnsafeMutablePointer<Int32>) ->
        OpaquePointer?
    private typealias PatternGetString =
        @convention(c) (
            OpaquePointer, UnsafePointer<CChar>, Int32, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>
        ) -> Int32
    private typealias PatternDestroy = @convention(c) (OpaquePointer) -> Void

    /// The library's functions, or nil when it cannot be loaded.
    private struct Functions: @unchecked Sendable {
        let nameParse: NameParse
        let configSubstitute: ConfigSubstitute
        let defaultSubstitute: DefaultSubstitute
        let fontMatch: FontMatch
        let patternGetString: PatternGetString
        let patternDestroy: PatternDestroy
    }

    private static let functions: Functions? = {
        guard let library = dlopen("libfontconfig.so.1", RTLD_NOW | RTLD_LOCAL) else { return nil }
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(library, name).map { unsafeBitCast($0, to: type) }
        }
        guard let nameParse = symbol("FcNameParse", as: NameParse.self),
            let configSubstitute = symbol("FcConfigSubstitute", as: ConfigSubstitute.self),
            let defaultSubstitute = symbol("FcDefaultSubstitute", as: DefaultSubstitute.self),
            let fontMatch = symbol("FcFontMatch", as: FontMatch.self),
            let patternGetString = symbol("FcPatternGetString", as: PatternGetString.self),
            let patternDestroy = symbol("FcPatternDestroy", as: PatternDestroy.self)
        else { return nil }
        return Functions(
            nameParse: nameParse, configSubstitute: configSubstitute, defaultSubstitute: defaultSubstitute,
            fontMatch: fontMatch, patternGetString: patternGetString, patternDestroy: patternDestroy)
    }()

    /// What fontconfig matches for `pattern` (e.g. `DejaVu Sans:bold`): the matched font's
    /// family names and file, as `fc-match --format=%{family}\n%{file}` prints them. Nil when
    /// fontconfig cannot be loaded or matches nothing.
    ///
    /// The corresponding fontconfig functions are `FcNameParse`, `FcConfigSubstitute`,
    /// `FcDefaultSubstitute`, `FcFontMatch` and `FcPatternGetString`.
    static func match(_ pattern: String) -> (families: [String], file: String)? {
        guard let functions else { return nil }
        guard
            let query = pattern.withCString({ text in
                text.withMemoryRebound(to: UInt8.self, capacity: pattern.utf8.count + 1) { functions.nameParse($0) }
            })
        else { return nil }
        defer { functions.patternDestroy(query) }
        let matchPattern: Int32 = 0  // FcMatchPattern
        _ = functions.configSubstitute(nil, query, matchPattern)
        functions.defaultSubstitute(query)
        var result: Int32 = 0
        guard let font = functions.fontMatch(nil, query, &result) else { return nil }
        defer { functions.patternDestroy(font) }
        func strings(_ object: String) -> [String] {
            var values: [String] = []
            var value: UnsafeMutablePointer<UInt8>?
            while functions.patternGetString(font, object, Int32(values.count), &value) == 0, let value {
                values.append(String(cString: value))
            }
            return values
        }
        guard let file = strings("file").first else { return nil }
        return (strings("family"), file)
    }
}
