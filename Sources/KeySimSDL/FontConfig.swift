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
    private typealias PatternGetInteger =
        @convention(c) (OpaquePointer, UnsafePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32
    private typealias PatternGetCharSet =
        @convention(c) (OpaquePointer, UnsafePointer<CChar>, Int32, UnsafeMutablePointer<OpaquePointer?>) -> Int32
    private typealias CharSetHasChar = @convention(c) (OpaquePointer, UInt32) -> Int32

    /// The library's functions, or nil when it cannot be loaded.
    private struct Functions: @unchecked Sendable {
        let nameParse: NameParse
        let configSubstitute: ConfigSubstitute
        let defaultSubstitute: DefaultSubstitute
        let fontMatch: FontMatch
        let patternGetString: PatternGetString
        let patternDestroy: PatternDestroy
        let patternGetInteger: PatternGetInteger
        let patternGetCharSet: PatternGetCharSet
        let charSetHasChar: CharSetHasChar
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
            let patternDestroy = symbol("FcPatternDestroy", as: PatternDestroy.self),
            let patternGetInteger = symbol("FcPatternGetInteger", as: PatternGetInteger.self),
            let patternGetCharSet = symbol("FcPatternGetCharSet", as: PatternGetCharSet.self),
            let charSetHasChar = symbol("FcCharSetHasChar", as: CharSetHasChar.self)
        else { return nil }
        return Functions(
            nameParse: nameParse, configSubstitute: configSubstitute, defaultSubstitute: defaultSubstitute,
            fontMatch: fontMatch, patternGetString: patternGetString, patternDestroy: patternDestroy,
            patternGetInteger: patternGetInteger, patternGetCharSet: patternGetCharSet, charSetHasChar: charSetHasChar)
    }()

    /// What fontconfig matches for `pattern` (e.g. `DejaVu Sans:bold`): the matched font's
    /// family names and file, as `fc-match --format=%{family}\n%{file}` prints them. Nil when
    /// fontconfig cannot be loaded or matches nothing.
    ///
    /// The corresponding fontconfig functions are `FcNameParse`, `FcConfigSubstitute`,
    /// `FcDefaultSubstitute`, `FcFontMatch` and `FcPatternGetString`.
    static func match(_ pattern: String) -> (families: [String], file: String)? {
        withMatch(pattern) { functions, font in
            guard let file = strings(of: font, "file", functions).first else { return nil }
            return (strings(of: font, "family", functions), file)
        }
    }

    /// A font file and the face in it, as fontconfig numbers the faces of a collection.
    struct Face: Hashable, Sendable {
        var file: String
        var index: Int
    }

    /// The face fontconfig matches for `pattern` (a family and style with `charset` and
    /// perhaps `lang` or `color`), if it has a glyph for `scalar`; nil when it has none (fontconfig
    /// always answers, with the closest font it has), or fontconfig cannot be loaded.
    ///
    /// The corresponding fontconfig functions are those of `match(_:)`, `FcPatternGetInteger`,
    /// `FcPatternGetCharSet` and `FcCharSetHasChar`.
    static func face(matching pattern: String, with scalar: Unicode.Scalar) -> Face? {
        withMatch(pattern) { functions, font in
            var charset: OpaquePointer?
            guard functions.patternGetCharSet(font, "charset", 0, &charset) == 0, let charset,
                functions.charSetHasChar(charset, scalar.value) != 0,
                let file = strings(of: font, "file", functions).first
            else { return nil }
            var index: Int32 = 0
            if functions.patternGetInteger(font, "index", 0, &index) != 0 { index = 0 }
            return Face(file: file, index: Int(index))
        }
    }

    /// `body` with the font fontconfig matches for `pattern` (valid inside it only).
    private static func withMatch<Result>(
        _ pattern: String, _ body: (Functions, OpaquePointer) -> Result?
    ) -> Result? {
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
        return body(functions, font)
    }

    /// Every string value of `object` in `font`.
    private static func strings(of font: OpaquePointer, _ object: String, _ functions: Functions) -> [String] {
        var values: [String] = []
        var value: UnsafeMutablePointer<UInt8>?
        while functions.patternGetString(font, object, Int32(values.count), &value) == 0, let value {
            values.append(String(cString: value))
        }
        return values
    }
}
