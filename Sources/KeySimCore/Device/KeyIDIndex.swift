/// Finds a key by its id among a layer's keys. A scripted tap looks its key up by id: for
/// plain ASCII ids (the usual case) a small open-addressing table hashed with FNV-1a over
/// the bytes answers in a few instructions a byte, where a `Dictionary`'s seeded SipHash
/// costs a few hundred per look-up. Other ids go through a dictionary, which compares them
/// as `String` does (canonical equivalence: "e\u{301}" is "é", and "\u{212A}" Kelvin is "K").
///
/// Answers as a search from the start does: the first index holding the id.
struct KeyIDIndex: Equatable, Sendable {
    /// The ids, by index.
    private let ids: [String]
    /// Each slot holds an index into `ids` plus one, or 0 when empty; a power of two long and
    /// at most half full, so a probe meets an empty slot soon. Empty unless every id is ASCII.
    private var slots: [Int32] = []
    /// The first index of every id: for ids or look-ups that are not all ASCII.
    private let byID: [String: Int]

    init(ids: [String]) {
        self.ids = ids
        var byID: [String: Int] = [:]
        for (index, id) in ids.enumerated() where byID[id] == nil { byID[id] = index }
        self.byID = byID
        guard ids.allSatisfy({ Self.asciiHash($0) != nil }) else { return }
        var size = 8
        while size < ids.count * 2 { size *= 2 }
        var slots = [Int32](repeating: 0, count: size)
        // Each distinct id once, at its first index (in index order: the table is the same
        // whatever order the dictionary lists them in).
        for index in byID.values.sorted() {
            var slot = (Self.asciiHash(ids[index]) ?? 0) & (size - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(index + 1)
        }
        self.slots = slots
    }

    /// How many different ids there are.
    var distinctCount: Int { byID.count }

    /// The first index holding `id`, nil when none does.
    func index(of id: String) -> Int? {
        guard !slots.isEmpty, let hash = Self.asciiHash(id) else { return byID[id] }
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
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var bits: UInt8 = 0
        for byte in id.utf8 {
            bits |= byte
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        guard bits < 0x80 else { return nil }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
