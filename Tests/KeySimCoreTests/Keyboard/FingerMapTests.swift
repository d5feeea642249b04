import Testing

@testable import KeySimCore

/// The finger map answers as a dictionary kept in the order fingers went down would.
struct FingerMapTests {
    /// A deterministic sequence of fingers going down (a value set) and lifting (nil).
    static func steps(seed: UInt64, count: Int) -> [(finger: Int, value: String?)] {
        var state = seed
        var steps: [(finger: Int, value: String?)] = []
        for index in 0..<count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let finger = Int(state >> 60) % 5
            steps.append((finger, (state >> 33) % 3 == 0 ? nil : "key\(index)"))
        }
        return steps
    }

    @Test(arguments: [1, 2, 3, 42, 2026] as [UInt64])
    func settingLiftingAndVisitingFingersAgreeWithAnOrderedModel(seed: UInt64) {
        var map = FingerMap<String>()
        // The model: fingers in the order they went down, with what each holds.
        var model: [(finger: Int, value: String)] = []
        for (number, step) in Self.steps(seed: seed, count: 300).enumerated() {
            if let value = step.value {
                if let index = model.firstIndex(where: { $0.finger == step.finger }) {
                    model[index].value = value
                } else {
                    model.append((step.finger, value))
                }
                map[step.finger] = value
            } else {
                let expected = model.firstIndex(where: { $0.finger == step.finger }).map { model.remove(at: $0).value }
                // Lifted through removeValue(forKey:) and through the subscript in turn: they must agree.
                if number % 2 == 0 {
                    #expect(map.removeValue(forKey: step.finger) == expected)
                } else {
                    #expect(map[step.finger] == expected)
                    map[step.finger] = nil
                }
            }
            let visited = Array(map)
            #expect(visited.map(\.finger) == model.map(\.finger))
            #expect(visited.map(\.value) == model.map(\.value))
            #expect(map.keys == model.map(\.finger))
            #expect(Array(map.values) == model.map(\.value))
            for entry in model { #expect(map[entry.finger] == entry.value) }
        }
    }

    @Test func mapsHoldingTheSameFingersAreEqualInAnyOrder() {
        var one = FingerMap<String>()
        one[1] = "a"
        one[2] = "b"
        var other = FingerMap<String>()
        other[2] = "b"
        other[1] = "a"
        #expect(one == other)
        other[1] = "c"
        #expect(one != other)
        other.removeAll { $0 == "c" }
        #expect(other.keys == [2])
        #expect(one != other)
    }
}
