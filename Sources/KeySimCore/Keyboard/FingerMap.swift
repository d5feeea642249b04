/// The fingers down and what each one holds, by finger id, in the order they went down: a
/// few fingers at most are down at once, so a short array searched from the start serves,
/// without hashing a finger's id at every look-up.
///
/// Like a dictionary, equality ignores the order.
struct FingerMap<Value: Sendable>: Sendable, Sequence {
    /// A finger and what it holds.
    struct Entry: Sendable {
        var finger: Int
        var value: Value
    }

    private var entries: [Entry] = []

    init() {}

    /// Whether no finger is down.
    var isEmpty: Bool { entries.isEmpty }

    /// The finger ids, in the order they went down.
    var keys: [Int] { entries.map(\.finger) }

    /// What each finger holds, in the order they went down.
    var values: LazyMapSequence<[Entry], Value> { entries.lazy.map(\.value) }

    /// The fingers with what each holds, in the order they went down.
    func makeIterator() -> LazyMapSequence<[Entry], (finger: Int, value: Value)>.Iterator {
        entries.lazy.map { ($0.finger, $0.value) }.makeIterator()
    }

    /// What `finger` holds; setting nil lifts it, setting a value for a new finger adds it last.
    subscript(finger: Int) -> Value? {
        get { entries.first { $0.finger == finger }?.value }
        set {
            switch (entries.firstIndex { $0.finger == finger }, newValue) {
            case (let index?, let value?): entries[index].value = value
            case (let index?, nil): entries.remove(at: index)
            case (nil, let value?): entries.append(Entry(finger: finger, value: value))
            case (nil, nil): break
            }
        }
    }

    /// Lifts `finger` and returns what it held (nil when it was not down).
    @discardableResult
    mutating func removeValue(forKey finger: Int) -> Value? {
        guard let index = entries.firstIndex(where: { $0.finger == finger }) else { return nil }
        return entries.remove(at: index).value
    }

    /// Lifts every finger whose value `lifted` says.
    mutating func removeAll(where lifted: (Value) -> Bool) {
        entries.removeAll { lifted($0.value) }
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
        lhs.entries.count == rhs.entries.count && lhs.entries.allSatisfy { rhs[$0.finger] == $0.value }
    }
}
