extension KeyboardGeometry {
    /// The work of laying a layer out: rows, their regions and the strip, as
    /// ``KeyboardGeometry`` describes.
    struct Placement {
        var frames: [KeyFrame] = []
        var strip: Rect?
        var emptyCells: [Rect] = []
        var rowEdges: [Double] = [0]
        var keyEdges: [[Double]] = []
        var owners: [[Int]] = []
        var rowStart: [Int] = []
        var stripStart = 0

        /// A row entry with the width it takes here (a space bar grows by what left for the strip).
        private struct Slot {
            var item: RowItem
            var width: Double
        }

        /// A stretch of a row, left to right: a key's visible frame or an empty cell's slot.
        private struct Segment {
            /// The index in `frames` of the key, nil for an empty cell.
            var key: Int?
            var left: Double
            var right: Double
        }

        init(layer: Layer, metrics: KeyboardMetrics, width: Double) {
            let insets = metrics.insets
            let rows = Self.rows(of: layer, strip: metrics.strip)
            let bottom = metrics.strip == nil ? metrics.height : metrics.height - insets.bottom
            let bandHeight = rows.isEmpty ? 0 : (metrics.height - insets.top - insets.bottom) / Double(rows.count)
            let usable = width - insets.left - insets.right
            let maxUnits = rows.map { $0.reduce(0) { $0 + $1.width } }.max() ?? 1
            let unit = maxUnits > 0 ? usable / maxUnits : 0

            for (rowIndex, row) in rows.enumerated() {
                let bandTop = insets.top + Double(rowIndex) * bandHeight
                let visibleTop = bandTop + metrics.rowGap / 2
                let visibleHeight = max(0, bandHeight - metrics.rowGap)
                let hitTop = rowEdges[rowIndex]
                let hitBottom = rowIndex == rows.count - 1 ? bottom : bandTop + bandHeight
                rowEdges.append(hitBottom)

                let units = row.reduce(0) { $0 + $1.width }
                var x = insets.left + (usable - units * unit) / 2
                var segments: [Segment] = []
                rowStart.append(frames.count)
                for slot in row {
                    let slotWidth = slot.width * unit
                    switch slot.item {
                    case .key(let key):
                        let rect = Rect(
                            x: x + metrics.keyGap / 2, y: visibleTop,
                            width: max(0, slotWidth - metrics.keyGap), height: visibleHeight)
                        segments.append(Segment(key: frames.count, left: rect.minX, right: rect.maxX))
                        frames.append(
                            KeyFrame(
                                key: key, row: rowIndex, column: frames.count - rowStart[rowIndex], visible: rect,
                                hitRegion: rect))
                    case .gap(let units) where units >= KeyboardGeometry.emptyCellWidth:
                        segments.append(Segment(key: nil, left: x, right: x + slotWidth))
                    case .gap:
                        break
                    }
                    x += slotWidth
                }
                // A boundary splits the space between two keys; an empty cell keeps its slot.
                var edges = [0.0]
                for (left, right) in zip(segments, segments.dropFirst()) {
                    edges.append(
                        left.key == nil ? left.right : right.key == nil ? right.left : (left.right + right.left) / 2)
                }
                edges.append(width)
                keyEdges.append(edges)
                owners.append(segments.map { $0.key ?? -1 })
                for (index, segment) in segments.enumerated() {
                    let region = Rect(
                        x: edges[index], y: hitTop, width: edges[index + 1] - edges[index], height: hitBottom - hitTop)
                    if let key = segment.key {
                        frames[key].hitRegion = region
                    } else {
                        emptyCells.append(region)
                    }
                }
            }
            guard let layout = metrics.strip else { return }
            let strip = Rect(x: 0, y: bottom, width: width, height: metrics.height - bottom)
            self.strip = strip
            stripStart = frames.count
            let keys = layer.keys
            for slot in layout.slots {
                guard let key = keys.first(where: { $0.id == slot.keyID }) else { continue }
                let rect = slot.frame.offsetBy(dx: strip.minX, dy: strip.minY)
                frames.append(
                    KeyFrame(
                        key: key, row: rows.count, column: frames.count - stripStart, visible: rect, hitRegion: rect,
                        inStrip: true))
            }
        }

        /// The layer's rows with at least one key, with the strip's keys taken out and their
        /// width given to the row's space bar, else shared by the row's keys that type text
        /// (else by all its keys); in a keypad's row (every key one unit wide, no space bar:
        /// the kana keypad) the key's place stays empty, so the columns stay in line.
        private static func rows(of layer: Layer, strip: KeyboardStrip?) -> [[Slot]] {
            var rows: [[Slot]] = []
            for row in layer.rows {
                var slots: [Slot] = []
                var freed = 0.0
                let isKeypadRow = row.items.allSatisfy { item in
                    if case .key(let key) = item { key.width == 1 && key.action != .space } else { true }
                }
                for item in row.items {
                    if case .key(let key) = item, strip?.slot(for: key.id) != nil {
                        if isKeypadRow {
                            slots.append(Slot(item: .gap(key.width), width: key.width))
                        } else {
                            freed += key.width
                        }
                    } else {
                        slots.append(Slot(item: item, width: item.width))
                    }
                }
                func isKey(_ slot: Slot, where test: (Key) -> Bool) -> Bool {
                    if case .key(let key) = slot.item { test(key) } else { false }
                }
                if freed > 0 {
                    var takers = slots.indices.filter { isKey(slots[$0]) { $0.action == .space } }
                    if takers.isEmpty { takers = slots.indices.filter { isKey(slots[$0], where: \.typesText) } }
                    if takers.isEmpty { takers = slots.indices.filter { isKey(slots[$0]) { _ in true } } }
                    for index in takers { slots[index].width += freed / Double(takers.count) }
                }
                if slots.contains(where: { isKey($0) { _ in true } }) { rows.append(slots) }
            }
            return rows
        }
    }
}
