import CHangul
import KeySimCore
import Synchronization

/// The Korean 2-Set keyboard's composition, by libhangul (Debian's libhangul-dev): owns one
/// `HangulInputContext` for the keyboard `"2"` (두벌식), made on first use and freed with the
/// composer. Each ``compose(_:)`` resets the context and feeds it the keys from the start,
/// so an answer depends on the keys alone (a session's state is its keys).
///
/// libhangul reads US-QWERTY ASCII: a jamo key is sent as the letter under it on a 2-Set
/// keyboard (ㅂ `q`), a double consonant as the capital (ㅃ `Q`). Its defaults are the
/// iPhone's: finals combine (ㄱ+ㅅ → ㄳ), a doubled stroke does not make a double consonant.
public final class HangulComposer: SyllableComposer {
    /// The context, made on first use; libhangul's contexts are not thread-safe.
    private let context = Mutex<InputContext?>(nil)

    /// An owned `HangulInputContext`.
    private final class InputContext: @unchecked Sendable {
        let pointer: OpaquePointer

        init?(keyboard: String) {
            guard let pointer = hangul_ic_new(keyboard) else { return nil }
            self.pointer = pointer
        }

        deinit { hangul_ic_delete(pointer) }
    }

    public init() {}

    /// The ASCII key libhangul's 2-Set reads for each jamo key.
    static let asciiKeys: [Character: Int32] = {
        let plain = Array("ㅂㅈㄷㄱㅅㅛㅕㅑㅐㅔㅁㄴㅇㄹㅎㅗㅓㅏㅣㅋㅌㅊㅍㅠㅜㅡ")
        let letters = Array("qwertyuiopasdfghjklzxcvbnm")
        var keys: [Character: Int32] = [:]
        for (jamo, letter) in zip(plain, letters) { keys[jamo] = Int32(letter.asciiValue!) }
        for (jamo, letter) in zip(Array("ㅃㅉㄸㄲㅆㅒㅖ"), Array("QWERTOP")) { keys[jamo] = Int32(letter.asciiValue!) }
        return keys
    }()

    public func composes(_ character: Character) -> Bool { Self.asciiKeys[character] != nil }

    /// - Corresponding libhangul functions: `hangul_ic_reset`, `hangul_ic_process`,
    ///   `hangul_ic_get_commit_string`, `hangul_ic_flush`, `hangul_ic_get_preedit_string`.
    public func compose(_ keys: [Character]) -> Composition {
        context.withLock { slot -> Composition in
            if slot == nil { slot = InputContext(keyboard: "2") }
            guard let pointer = slot?.pointer else { return Composition(committed: String(keys), composing: "") }
            hangul_ic_reset(pointer)
            var committed = ""
            for key in keys {
                guard let ascii = Self.asciiKeys[key], hangul_ic_process(pointer, ascii) else {
                    // Not a jamo key: it goes in as it is, after what was composing.
                    committed += Self.string(hangul_ic_flush(pointer)) + String(key)
                    continue
                }
                committed += Self.string(hangul_ic_get_commit_string(pointer))
            }
            return Composition(committed: committed, composing: Self.string(hangul_ic_get_preedit_string(pointer)))
        }
    }

    /// A zero-terminated UCS-4 string of libhangul's as a String.
    private static func string(_ ucs: UnsafePointer<ucschar>?) -> String {
        guard var pointer = ucs else { return "" }
        var scalars = String.UnicodeScalarView()
        while pointer.pointee != 0 {
            if let scalar = Unicode.Scalar(pointer.pointee) { scalars.append(scalar) }
            pointer += 1
        }
        return String(scalars)
    }
}
