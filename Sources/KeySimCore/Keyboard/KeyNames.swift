/// The key ids (or layer ids) of a layout, each given a number once: a finger on the
/// keyboard remembers its keys and layers by number (see ``Keyboard/Touch``), so copying
/// what it holds retains no string and comparing two keys compares two integers. Two ids get
/// the same number exactly when they are the same string.
struct KeyNames: Equatable, Sendable {
    /// Each id, at its number.
    private(set) var ids: [String] = []
    /// The number of each id.
    private var numbers: [String: Int] = [:]

    init() {}

    /// The ids of the keys of `geometries`, numbered in order of first appearance.
    init(geometries: [KeyboardGeometry]) {
        for geometry in geometries {
            for frame in geometry.keys { _ = number(for: frame.key.id) }
        }
    }

    /// The number of `id`, given a new one when it has none yet.
    mutating func number(for id: String) -> Int {
        if let number = numbers[id] { return number }
        ids.append(id)
        numbers[id] = ids.count - 1
        return ids.count - 1
    }

    /// The number of `id`, nil when it has none.
    func number(of id: String) -> Int? { numbers[id] }

    /// The id with this number.
    subscript(number: Int) -> String { ids[number] }

    /// The numbers of the ids of `geometry`'s keys, in order (every id must have one).
    func numbers(of geometry: KeyboardGeometry) -> [Int] {
        geometry.keys.map { numbers[$0.key.id] ?? -1 }
    }
}
