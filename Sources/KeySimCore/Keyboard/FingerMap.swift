/// The fingers down and what each one holds, by finger id: a dictionary's interface over a
/// small array, since a few fingers at most are down at once. Finding a finger reads the
/// array instead of hashing its id, and an empty map allocates nothing.
///
/// Fingers are kept in the order they went down; like a dictionary, equality ignores order.
struct FingerMap<Value>: Sendable where Value: Sendable {
    /// A finger and what it holds (a struct, not a tuple: arrays of tuples copy through the
    /// runtime's generic tuple witnesses).
    struct Entry: Sendable {
        var finger: Int
        var value: Value
    }

    private var entries: [Entry] = []

    init() {}

    /// Whether no finger is down.
    var isEmpty: Bool { entries.isEmpty }

    /// How many fingers are down.
    var count: Int { entries.count }

    /// The finger ids, in the order they went down.
    var keys: [Int] { entries.map(\.finger) }

    /// What each finger holds, in the order they went down (read in place, no array made).
    var values: LazyMapSequence<[Entry], Value> { entries.lazy.map(\.value) }

    /// The finger ids with what each holds, in the order they went down (no array made).
    var pairs: LazyMapSequence<[Entry], (finger: Int, value: Value)> { entries.lazy.map { ($0.finger, $0.value) } }

    /// Where `finger` is in `entries`.
    private func position(of finger: Int) -> Int? {
        // Through the buffer: an array's subscript would copy each entry whole (retaining
        // what it holds) to read its finger.
        entries.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                if buffer[index].finger == finger { return index }
                index += 1
            }
            return nil
        }
    }

    /// Whether `finger` is down (without copying what it holds).
    func contains(_ finger: Int) -> Bool { position(of: finger) != nil }

    /// What `finger` holds; setting nil lifts it, setting a value for a new finger adds it last.
    subscript(finger: Int) -> Value? {
        get {
            guard let index = position(of: finger) else { return nil }
            return entries[index].value
        }
        set {
            if let index = position(of: finger) {
                if let newValue {
                    entries[index].value = newValue
                } else {
                    entries.remove(at: index)
                }
            } else if let newValue {
                entries.append(Entry(finger: finger, value: newValue))
            }
        }
    }

    /// Sets what `finger` holds, adding it last when it is not down: the subscript's setter
    /// without an optional to unwrap (the value is copied one time less on the way).
    mutating func set(_ value: Value, for finger: Int) {
        if let index = position(of: finger) {
            entries[index].value = value
        } else {
            entries.append(Entry(finger: finger, value: value))
        }
    }

    /// `body`'s answer about what `finger` holds, read in place (no copy); nil when it is
    /// not down.
    func read<T>(_ finger: Int, _ body: (borrowing Value) -> T) -> T? {
        entries.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                // Through the buffer: an array's subscript hands out a copy (retaining its strings).
                if buffer[index].finger == finger { return body((buffer.baseAddress! + index).pointee.value) }
                index += 1
            }
            return nil
        }
    }

    /// Calls `body` with each finger and what it holds, in the order they went down, read in
    /// place: iterating ``pairs`` copies each value out (and retains the entries).
    func forEach(_ body: (_ finger: Int, _ value: borrowing Value) -> Void) {
        entries.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                body(buffer[index].finger, (buffer.baseAddress! + index).pointee.value)
                index += 1
            }
        }
    }

    /// Lifts `finger` and returns what it held (nil when it was not down).
    @discardableResult
    mutating func removeValue(forKey finger: Int) -> Value? {
        guard let index = position(of: finger) else { return nil }
        return entries.remove(at: index).value
    }

    /// Changes what `finger` holds in place (no copy of it); does nothing when it is not down.
    mutating func modify(_ finger: Int, _ change: (inout Value) -> Void) {
        guard let index = position(of: finger) else { return }
        change(&entries[index].value)
    }

    /// Each finger that holds a non-nil `transform` of its value, as a dictionary.
    func compactMapValues<T>(_ transform: (Value) -> T?) -> [Int: T] {
        var result: [Int: T] = [:]
        for entry in entries {
            if let mapped = transform(entry.value) { result[entry.finger] = mapped }
        }
        return result
    }
}

extension FingerMap: Equatable where Value: Equatable {
    /// The same fingers holding the same values, in any order.
    static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.entries.count == rhs.entries.count else { return false }
        return lhs.entries.allSatisfy { rhs[$0.finger] == $0.value }
    }
}
