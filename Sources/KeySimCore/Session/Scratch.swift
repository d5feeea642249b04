/// A buffer a value type keeps between calls so that a hot path does not allocate an array
/// on every call. It holds nothing between calls (it is handed back empty of meaning), so it
/// takes no part in equality.
struct Scratch<Element: Sendable>: Equatable, Sendable {
    /// The buffer between calls; nil while taken (so a nested call that needs one too gets a
    /// new one), or before the first call. Nil rather than an empty array in its place: putting
    /// the buffer back then releases nothing.
    private var buffer: [Element]?

    /// Every scratch equals every other: it holds no state.
    static func == (lhs: Self, rhs: Self) -> Bool { true }

    /// Takes the buffer, emptied but keeping its capacity.
    mutating func take() -> [Element] {
        var taken = buffer.take() ?? []
        taken.empty()
        return taken
    }

    /// Gives a buffer back for the next call to ``take()``.
    mutating func giveBack(_ used: consuming [Element]) {
        buffer = used
    }
}

extension Array {
    /// Removes every element, keeping the capacity, one at a time from the end.
    ///
    /// The hot paths empty arrays of a few events each: `removeAll(keepingCapacity: true)`
    /// goes through the general `replaceSubrange` and the runtime's generic
    /// `swift_arrayDestroy` (about 200 instructions a call), while this loop destroys each
    /// element with its type's own code (a few dozen), and costs nothing on an empty array.
    @inline(__always)
    mutating func empty() {
        while !isEmpty { removeLast() }
    }
}
