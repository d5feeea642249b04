import CHunspell
import Dispatch
import KeySimCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// One Hunspell dictionary (a `.aff` and a `.dic` file), owned: what decides whether a word
/// the frequency list lacks is a word, with the dictionary's affix rules and compounds.
///
/// Only `Hunspell_spell` is asked, never `Hunspell_suggest`: suggesting stops on CPU-time
/// limits (`clock()`), so its answers change with the machine's load; spelling has none.
///
/// Loading takes 50–100 ms (en_US, de_DE, fr), so it starts on another thread when the
/// checker is made (with the list, on a field's first focus) and the first ``isWord(_:)``
/// waits for it: the answers never depend on how long it took. One handle is asked by one
/// thread at a time, and answers are kept (a frame asks about every word of every field).
public final class HunspellChecker: WordChecker {
    public let origin: String
    private let loading = DispatchGroup()
    private let state = Mutex(State())

    /// Hunspell's handle, used by one thread at a time (under `state`'s lock).
    private struct Handle: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    private struct State {
        var handle: Handle?
        /// The dictionary's `SET` encoding when it is not UTF-8 (`ISO8859-1`), from the
        /// handle; words are converted to it with iconv.
        var encoding: String?
        var answers: [String: Bool] = [:]
        /// Whether the load on the other thread has ended.
        var loaded = false
    }

    /// At most this many answers are kept; then they are forgotten and kept afresh.
    static let answersKept = 20_000

    /// Starts loading the dictionary of `affix` and `dictionary`, both readable files.
    init(affix: String, dictionary: String) {
        origin = dictionary
        loading.enter()
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let handle = Hunspell_create(affix, dictionary).map(Handle.init)
            let encoding = handle.flatMap { Hunspell_get_dic_encoding($0.pointer) }.map { String(cString: $0) }
            state.withLock { state in
                state.handle = handle
                state.encoding = encoding.flatMap { Self.isUTF8($0) ? nil : $0 }
                state.loaded = true
            }
            loading.leave()
        }
    }

    /// Returns once the dictionary has loaded (or failed to).
    func waitUntilLoaded() { loading.wait() }

    /// Whether the load has ended, without waiting for it.
    var isLoaded: Bool { state.withLock { $0.loaded } }

    deinit {
        loading.wait()
        state.withLock { state in
            if let handle = state.handle { Hunspell_destroy(handle.pointer) }
        }
    }

    /// Whether `word` is spelled right. A word with no letter (empty, digits, punctuation) is
    /// none: Hunspell accepts the empty word and numbers.
    public func isWord(_ word: String) -> Bool {
        guard word.unicodeScalars.contains(where: \.properties.isAlphabetic) else { return false }
        loading.wait()
        return state.withLock { state in
            if let known = state.answers[word] { return known }
            guard let handle = state.handle?.pointer else { return false }
            let answer: Bool
            if let encoding = state.encoding {
                answer =
                    Self.converted(word, to: encoding).map { bytes in
                        bytes.withUnsafeBufferPointer { Hunspell_spell(handle, $0.baseAddress) != 0 }
                    } ?? false
            } else {
                answer = Hunspell_spell(handle, word) != 0
            }
            if state.answers.count >= Self.answersKept { state.answers.removeAll(keepingCapacity: true) }
            state.answers[word] = answer
            return answer
        }
    }

    static func isUTF8(_ encoding: String) -> Bool {
        let plain = encoding.uppercased().filter { $0.isLetter || $0.isNumber }
        return plain == "UTF8" || plain.isEmpty
    }

    /// `word` in `encoding`, NUL-terminated, or nil when it has a character the encoding lacks
    /// (then it is no word of that dictionary).
    static func converted(_ word: String, to encoding: String) -> [CChar]? {
        let converter = iconv_open(encoding, "UTF-8")
        guard let converter, converter != iconv_t(bitPattern: -1) else { return nil }
        defer { iconv_close(converter) }
        var input = Array(word.utf8CString)
        var output = [CChar](repeating: 0, count: input.count * 4 + 4)
        let converted = input.withUnsafeMutableBufferPointer { inputBuffer in
            output.withUnsafeMutableBufferPointer { outputBuffer in
                var inPointer: UnsafeMutablePointer<CChar>? = inputBuffer.baseAddress
                var inLeft = inputBuffer.count - 1
                var outPointer: UnsafeMutablePointer<CChar>? = outputBuffer.baseAddress
                var outLeft = outputBuffer.count - 1
                return iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft) != -1 && inLeft == 0
            }
        }
        return converted ? output : nil
    }
}
