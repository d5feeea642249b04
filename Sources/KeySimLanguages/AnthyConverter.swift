import CAnthy
import KeySimCore
import Synchronization

/// Kana-to-kanji conversion by Anthy (Debian's libanthy-dev, its dictionary in anthy-common):
/// one Anthy context, made on first use — `anthy_init`, then `anthy_set_personality("")` so
/// that no learning file is read or written, then the context, set to UTF-8.
///
/// Anthy's library state is the process's (its dictionary, its allocator): two inits, or two
/// threads calling it at once, abort it (a test run did). So every converter shares one
/// engine behind one lock, made once and kept for the process's life.
///
/// Deterministic: a conversion only sets the reading and reads the segments' candidates; it
/// never commits a segment (what would teach Anthy), so the same reading gives the same
/// candidates whatever was converted before (a test pins it).
public final class AnthyConverter: KanaConverter {
    /// The one engine: nil until asked for, then the engine or (`.some(nil)`) why not.
    private static let engine = Mutex<Engine??>(nil)

    /// The most candidates offered for a reading.
    public static let candidateLimit = 24

    /// The Anthy context (and the library's one `anthy_init`), never released: it lives as long
    /// as the process.
    private final class Engine: @unchecked Sendable {
        let context: anthy_context_t

        init?() {
            guard anthy_init() == 0 else { return nil }
            anthy_set_personality("")
            guard let context = anthy_create_context() else {
                anthy_quit()
                return nil
            }
            anthy_context_set_encoding(context, ANTHY_UTF8_ENCODING)
            self.context = context
        }

    }

    public init() {}

    /// Whether Anthy and its dictionary could be started (made on the first ask).
    public var isAvailable: Bool { withEngine { _ in true } ?? false }

    private func withEngine<Result>(_ body: (Engine) -> Result) -> Result? {
        Self.engine.withLock { slot in
            if slot == nil { slot = .some(Engine()) }
            guard case .some(.some(let engine)) = slot else { return nil }
            return body(engine)
        }
    }

    /// - Corresponding Anthy functions: `anthy_set_string`, `anthy_get_stat`,
    ///   `anthy_get_segment_stat`, `anthy_get_segment`, `anthy_resize_segment`.
    public func candidates(for reading: String) -> [String] {
        guard !reading.isEmpty else { return [] }
        let found = withEngine { engine -> [String] in
            let context = engine.context
            guard anthy_set_string(context, reading) == 0 else { return [reading] }
            var list: [String] = []
            func add(_ candidate: String) {
                if !candidate.isEmpty, !list.contains(candidate), list.count < Self.candidateLimit {
                    list.append(candidate)
                }
            }
            var stat = anthy_conv_stat()
            anthy_get_stat(context, &stat)
            let segments = max(0, Int(stat.nr_segment))
            guard segments > 0 else { return [reading] }
            // The phrase with each candidate of its first segment, the rest as Anthy converts
            // it best: the first is Anthy's conversion of the whole.
            let rest = (1..<max(1, segments)).map { Self.segment(context, $0, 0) }.joined()
            var first = anthy_segment_stat()
            anthy_get_segment_stat(context, 0, &first)
            for index in 0..<max(0, Int(first.nr_candidate)) { add(Self.segment(context, 0, Int32(index)) + rest) }
            add(reading)
            add((0..<segments).map { Self.segment(context, $0, NTH_KATAKANA_CANDIDATE) }.joined())
            return list
        }
        return found ?? [reading]
    }

    /// The text of candidate `index` of segment `segment`.
    private static func segment(_ context: anthy_context_t, _ segment: Int, _ index: Int32) -> String {
        let length = anthy_get_segment(context, Int32(segment), index, nil, 0)
        guard length > 0 else { return "" }
        var buffer = [CChar](repeating: 0, count: Int(length) + 1)
        _ = anthy_get_segment(context, Int32(segment), index, &buffer, Int32(buffer.count))
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
