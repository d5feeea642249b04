import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The Unicode bidirectional algorithm, from GNU FriBidi (`libfribidi.so.0`, Debian's
/// `libfribidi0`) opened with `dlopen` when a line first holds right-to-left text: the
/// embedding level of each character of a line, from which `FontLibrary` orders its runs for
/// drawing. Without the library, every level is 0 (left to right, as before).
enum Bidi {
    private typealias GetBidiTypes = @convention(c) (UnsafePointer<UInt32>, Int32, UnsafeMutablePointer<UInt32>) -> Void
    private typealias GetBracketTypes =
        @convention(c) (UnsafePointer<UInt32>, Int32, UnsafePointer<UInt32>, UnsafeMutablePointer<UInt32>) -> Void
    private typealias GetParEmbeddingLevels =
        @convention(c) (
            UnsafePointer<UInt32>, UnsafePointer<UInt32>, Int32, UnsafeMutablePointer<UInt32>,
            UnsafeMutablePointer<Int8>
        ) -> Int8

    private struct Functions: @unchecked Sendable {
        let bidiTypes: GetBidiTypes
        let bracketTypes: GetBracketTypes
        let levels: GetParEmbeddingLevels
    }

    private static let functions: Functions? = {
        guard let library = dlopen("libfribidi.so.0", RTLD_NOW | RTLD_LOCAL) else { return nil }
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(library, name).map { unsafeBitCast($0, to: type) }
        }
        guard let bidiTypes = symbol("fribidi_get_bidi_types", as: GetBidiTypes.self),
            let bracketTypes = symbol("fribidi_get_bracket_types", as: GetBracketTypes.self),
            let levels = symbol("fribidi_get_par_embedding_levels_ex", as: GetParEmbeddingLevels.self)
        else { return nil }
        return Functions(bidiTypes: bidiTypes, bracketTypes: bracketTypes, levels: levels)
    }()

    /// Serialises FriBidi: unless built with `USE_SIMPLE_MALLOC`, it keeps its free runs in a
    /// global list (`fribidi-run.c`), which two threads laying out lines at once would race on.
    private static let lock = NSLock()

    /// Whether `scalar` is in a block of right-to-left letters (Hebrew, Arabic, Syriac, Thaana,
    /// NKo, …, their presentation forms, and the right-to-left blocks beyond the BMP): text
    /// without one needs no bidi levels.
    static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x1_0800...0x1_0FFF, 0x1_E800...0x1_EFFF: return true
        default: return false
        }
    }

    /// The embedding level of each of `scalars`, one line whose direction is that of its first
    /// strong character (rule P2); nil when FriBidi cannot be loaded.
    ///
    /// The corresponding FriBidi functions are `fribidi_get_bidi_types`,
    /// `fribidi_get_bracket_types` and `fribidi_get_par_embedding_levels_ex`.
    static func levels(of scalars: [UInt32]) -> [Int8]? {
        guard let functions, !scalars.isEmpty, scalars.count < Int(Int32.max) else { return nil }
        let count = Int32(scalars.count)
        var types = [UInt32](repeating: 0, count: scalars.count)
        var brackets = [UInt32](repeating: 0, count: scalars.count)
        var levels = [Int8](repeating: 0, count: scalars.count)
        var direction: UInt32 = 0x40  // FRIBIDI_PAR_ON: from the first strong character
        lock.lock()
        defer { lock.unlock() }
        let found = scalars.withUnsafeBufferPointer { text in
            types.withUnsafeMutableBufferPointer { types in
                functions.bidiTypes(text.baseAddress!, count, types.baseAddress!)
                return brackets.withUnsafeMutableBufferPointer { brackets in
                    functions.bracketTypes(text.baseAddress!, count, types.baseAddress!, brackets.baseAddress!)
                    return levels.withUnsafeMutableBufferPointer { levels in
                        functions.levels(
                            types.baseAddress!, brackets.baseAddress!, count, &direction, levels.baseAddress!)
                    }
                }
            }
        }
        return found > 0 ? levels : nil
    }

    /// The order to draw `levels.count` runs of those levels in, left to right (rule L2: from
    /// the highest level down to the lowest odd one, every sequence at that level or above
    /// is reversed).
    static func visualOrder(of levels: [Int8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), highest > 0 else { return order }
        let lowestOdd = levels.filter { $0 % 2 == 1 }.min() ?? highest
        var level = highest
        while level >= lowestOdd && level > 0 {
            var start = 0
            while start < order.count {
                guard levels[order[start]] >= level else {
                    start += 1
                    continue
                }
                var end = start
                while end < order.count && levels[order[end]] >= level { end += 1 }
                order[start..<end].reverse()
                start = end
            }
            level -= 1
        }
        return order
    }
}
