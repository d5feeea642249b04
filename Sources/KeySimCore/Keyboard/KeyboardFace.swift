/// What a keyboard shows and how its keys time, laid out once for one device: the layout,
/// every layer's geometry, the numbers its keys and layers go by, and the timings.
///
/// Immutable, and shared by reference: every field of a form that shows the same layout on
/// the same device holds the same face (``KeyboardShelf``), and a ``Keyboard`` value holds a
/// face and only its own small state (layer, shift, fingers, clock).
public final class KeyboardFace: Equatable, Sendable {
    public let layout: KeyboardLayout
    public let metrics: KeyboardMetrics
    /// The keyboard's width in points.
    public let width: Double
    public let timings: TimingProfile

    /// One layer the keyboard can show, laid out (a class: a keyboard reads the shown one's
    /// geometry in place).
    final class LaidOutLayer: Sendable {
        let id: String
        let geometry: KeyboardGeometry
        /// The number in ``KeyboardFace/keyNames`` of each key of `geometry`, in order.
        let keyNumbers: [Int]
        /// For each number in ``KeyboardFace/keyNames``, the index in `geometry.keys` of the
        /// first key with that id on this layer (nil when it has none).
        let keyIndexByNumber: [Int?]

        init(id: String, geometry: KeyboardGeometry, names: KeyNames) {
            self.id = id
            self.geometry = geometry
            self.keyNumbers = names.numbers(of: geometry)
            var indices = [Int?](repeating: nil, count: names.ids.count)
            for (index, number) in keyNumbers.enumerated().reversed() { indices[number] = index }
            self.keyIndexByNumber = indices
        }
    }

    /// The layers of the layout in its order, each id once (the first layer of a repeated id
    /// wins, as ``KeyboardLayout/layer(_:)`` finds it); the first is shown first. A layout
    /// without layers shows one empty layer.
    let layers: [LaidOutLayer]
    /// The index in ``layers`` of each layer id of the layout.
    private let layerIndexByID: [String: Int]
    /// The ids of the layout's keys, numbered: fingers hold their keys by number.
    let keyNames: KeyNames

    /// `layout` laid out on a keyboard `width` points wide with `metrics`.
    public init(layout: KeyboardLayout, metrics: KeyboardMetrics, width: Double, timings: TimingProfile = .ios) {
        self.layout = layout
        self.metrics = metrics
        self.width = width
        self.timings = timings
        var geometries: [(id: String, geometry: KeyboardGeometry)] = []
        var indexByID: [String: Int] = [:]
        for layer in layout.layers where indexByID[layer.id] == nil {
            indexByID[layer.id] = geometries.count
            geometries.append((layer.id, KeyboardGeometry(layer: layer, metrics: metrics, width: width)))
        }
        if geometries.isEmpty {
            let id = layout.firstLayerID
            geometries.append((id, KeyboardGeometry(layer: Layer(id: id, rows: []), metrics: metrics, width: width)))
        }
        // Numbered in the layout's order of layers.
        let names = KeyNames(geometries: geometries.map(\.geometry))
        self.keyNames = names
        self.layers = geometries.map { LaidOutLayer(id: $0.id, geometry: $0.geometry, names: names) }
        self.layerIndexByID = indexByID
    }

    /// The index in ``layers`` of the layout's layer `id`; nil when the layout has none.
    func layerIndex(of id: String) -> Int? { layerIndexByID[id] }

    /// The geometry of the layout's layer `id`; nil when the layout has none.
    public func geometry(ofLayer id: String) -> KeyboardGeometry? { layerIndex(of: id).map { layers[$0].geometry } }

    /// The same face, or one laid out from the same layout, metrics, width and timings.
    public static func == (lhs: KeyboardFace, rhs: KeyboardFace) -> Bool {
        lhs === rhs
            || (lhs.layout == rhs.layout && lhs.metrics == rhs.metrics && lhs.width == rhs.width
                && lhs.timings == rhs.timings)
    }
}
