import KeySimCore

/// A frame's drawing commands placed in pixels: each with the clip it is drawn under and the
/// rectangle it can touch, so a renderer can skip what is hidden and redraw only what changed.
///
/// Pure: nothing here draws. `FrameRenderer` makes plans (it knows text and icon sizes).
struct FramePlan: Equatable {
    /// One command that draws something, where it does.
    struct Item: Equatable {
        /// The command (never a clip push or pop: those are folded into `clip`).
        var command: DrawCommand
        /// The clip it is drawn under, in pixels (nil: none).
        var clip: PixelRect?
        /// Every pixel the command can change lies in here (within `clip`); never empty.
        var bounds: PixelRect
        /// Inside this rectangle the command writes an opaque colour over everything.
        var cover: PixelRect?
        /// The text bitmap a text command draws (kept so a plan that reuses the item marks
        /// it used; not part of what the item draws).
        var text: FrameRenderer.CacheEntry? = nil

        /// Two items draw the same pixels when their commands and clips are the same.
        static func == (lhs: Item, rhs: Item) -> Bool { lhs.command == rhs.command && lhs.clip == rhs.clip }
    }

    /// The size of the drawing area in pixels.
    var width: Int
    var height: Int
    /// What the area is cleared to.
    var background: Color
    /// The items in drawing order.
    var items: [Item]

    /// The whole drawing area.
    var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// Whether item `index` is wholly painted over by a later opaque item, so drawing it
    /// changes no pixel of the result. Looks at the `covers` the largest later covers give.
    func isHidden(_ index: Int, under covers: [(index: Int, rect: PixelRect)]) -> Bool {
        let bounds = items[index].bounds
        return covers.contains { $0.index > index && $0.rect.contains(bounds) }
    }

    /// The `limit` largest opaque covers, largest first, with the index of their item.
    /// Of covers as large, the earlier item's comes first.
    func largestCovers(limit: Int = 4) -> [(index: Int, rect: PixelRect)] {
        var result: [(index: Int, rect: PixelRect, area: Int)] = []
        result.reserveCapacity(limit + 1)
        for index in items.indices {
            guard let cover = items[index].cover, !cover.isEmpty else { continue }
            let area = cover.width * cover.height
            if result.count == limit, let last = result.last, last.area >= area { continue }
            // After every cover at least as large (those of earlier items).
            var place = result.count
            while place > 0, result[place - 1].area < area { place -= 1 }
            result.insert((index, cover, area), at: place)
            if result.count > limit { result.removeLast() }
        }
        return result.map { ($0.index, $0.rect) }
    }

    /// The pixels that differ between drawing `previous` and drawing this plan, as one
    /// rectangle: empty when the two draw the same picture, the whole area when the size or
    /// background changed.
    ///
    /// The items both plans start with and end with (same command, same clip) draw the same
    /// pixels in the same order; only the items between them can change a pixel, and only
    /// inside their bounds.
    ///
    /// `equalPrefix` and `equalSuffix` items at the start and end are known to be the same
    /// in both (taken from `previous` when planning): they are not compared again.
    func changedRegion(since previous: FramePlan, equalPrefix: Int = 0, equalSuffix: Int = 0) -> PixelRect {
        guard previous.width == width, previous.height == height, previous.background == background else {
            return bounds
        }
        let old = previous.items
        let new = items
        var prefix = min(equalPrefix, old.count, new.count)
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = min(equalSuffix, old.count - prefix, new.count - prefix)
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        var region = PixelRect(x: 0, y: 0, width: 0, height: 0)
        for item in old[prefix..<(old.count - suffix)] { region = region.union(item.bounds) }
        for item in new[prefix..<(new.count - suffix)] { region = region.union(item.bounds) }
        return region.intersection(bounds)
    }
}
