/// Finds a key by its id among a layer's keys. A scripted tap looks its key up by id: for
/// plain ASCII ids (the usual case) a small open-addressing table hashed with FNV-1a over
/// the bytes answers in a few instructions a byte, where a `Dictionary`'s seeded SipHash
/// costs a few hundred per look-up. Other ids are searched for, compared as `String` does
/// (canonical equivalence: "e\u{301}" is "é", and "\u{212A}" Kelvin is "K").
///
/// Answers as a search from the start does: the first index holding the id.
struct KeyIDIndex: Equatable, Sendable {
    /// The ids, by index.
    private let ids: [String]
    /// Each slot holds an index into `ids` plus one, or 0 when empty; a power of two long and
    /// at most half full, so a probe meets an empty slot soon. Empty unless every id is ASCII.
    private var slots: [Int32] = []
    /// How many different ids there are.
    let distinctCount: Int

    init(ids: [String]) {
        self.ids = ids
        distinctCount = Set(ids).count
        guard ids.allSatisfy({ Self.asciiHash($0) != nil }) else { return }
        var size = 8
        while size < ids.count * 2 { size *= 2 }
        var slots = [Int32](repeating: 0, count: size)
        for (index, id) in ids.enumerated() {
            var slot = (Self.asciiHash(id) ?? 0) & (size - 1)
            while slots[slot] != 0 && ids[Int(slots[slot]) - 1] != id { slot = (slot + 1) & (size - 1) }
            // A repeated id keeps its first index.
            if slots[slot] == 0 { slots[slot] = Int32(index + 1) }
        }
        self.slots = slots
    }

    /// The first index holding `id`, nil when none does.
    func index(of id: String) -> Int? {
        // Ids or a look-up beyond ASCII: a search, which compares as `String` does (a few
        // dozen keys; such layers are rare).
        guard !slots.isEmpty, let hash = Self.asciiHash(id) else { return ids.firstIndex(of: id) }
        // ASCII strings are equal exactly when their bytes are.
        let mask = slots.count - 1
        var slot = hash & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            if ids[entry - 1] == id { return entry - 1 }
            slot = (slot + 1) & mask
        }
    }

    /// FNV-1a over the UTF-8 bytes of an all-ASCII `id`, its high bits folded down (the table
    /// uses the low ones); nil when `id` holds any other byte. Not seeded: the same id hashes
    /// the same in every run.
    static func asciiHash(_ id: String) -> Int? {
        @inline(__always) func mixed(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
            (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let utf8 = id.utf8
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var bits: UInt8 = 0
        if utf8.count == 1 {
            // A letter key's id, read as one byte: iterating the view costs more than hashing.
            bits = utf8[utf8.startIndex]
            hash = mixed(hash, bits)
        } else {
            for byte in utf8 {
                bits |= byte
                hash = mixed(hash, byte)
            }
        }
        guard bits < 0x80 else { return nil }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
