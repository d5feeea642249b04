import KeySimCore
import Testing

@testable import KeySimSDL

/// The pure part of partial redraws: which pixels can differ between two frames, and which
/// commands a later opaque fill hides.
struct FramePlanTests {
    private static let white = Color(red: 255, green: 255, blue: 255)
    private static let black = Color(red: 0, green: 0, blue: 0)

    private func item(_ x: Int, _ y: Int, _ width: Int, _ height: Int, clip: PixelRect? = nil, opaque: Bool = false)
        -> FramePlan.Item
    {
        let rect = PixelRect(x: x, y: y, width: width, height: height)
        let command = DrawCommand.fill(
            Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)), radius: 0,
            color: opaque ? Self.black : Color(red: 0, green: 0, blue: 0, alpha: 128))
        return FramePlan.Item(command: command, clip: clip, bounds: rect, cover: opaque ? rect : nil)
    }

    private func plan(_ items: [FramePlan.Item], background: Color = white) -> FramePlan {
        FramePlan(width: 100, height: 200, background: background, items: items)
    }

    @Test func theSamePlanTwiceChangesNoPixel() {
        let items = [item(0, 0, 10, 10), item(20, 20, 5, 5, opaque: true)]
        #expect(plan(items).changedRegion(since: plan(items)).isEmpty)
    }

    @Test func aCaretAppearingChangesOnlyItsRectangle() {
        let before = [item(0, 0, 100, 50), item(0, 150, 100, 50)]
        let after = [before[0], item(40, 10, 2, 20), before[1]]
        #expect(plan(after).changedRegion(since: plan(before)) == PixelRect(x: 40, y: 10, width: 2, height: 20))
        #expect(plan(before).changedRegion(since: plan(after)) == PixelRect(x: 40, y: 10, width: 2, height: 20))
    }

    @Test func twoChangesRedrawTheRectangleHoldingBoth() {
        let before = [item(0, 0, 10, 10), item(50, 50, 10, 10), item(90, 190, 10, 10)]
        let after = [item(0, 0, 12, 10), before[1], item(80, 180, 10, 10)]
        #expect(plan(after).changedRegion(since: plan(before)) == PixelRect(x: 0, y: 0, width: 100, height: 200))
        let moved = [before[0], item(52, 50, 10, 10), before[2]]
        #expect(plan(moved).changedRegion(since: plan(before)) == PixelRect(x: 50, y: 50, width: 12, height: 10))
    }

    @Test func theSameCommandUnderAnotherClipCountsAsChanged() {
        let clip = PixelRect(x: 0, y: 0, width: 5, height: 5)
        let before = [item(0, 0, 5, 5), item(60, 60, 5, 5)]
        let after = [item(0, 0, 5, 5), item(60, 60, 5, 5, clip: clip)]
        #expect(plan(after).changedRegion(since: plan(before)) == PixelRect(x: 60, y: 60, width: 5, height: 5))
    }

    @Test func aNewBackgroundRedrawsEverything() {
        let items = [item(0, 0, 10, 10)]
        #expect(plan(items, background: Self.black).changedRegion(since: plan(items)) == plan(items).bounds)
    }

    @Test func aCommandUnderALaterOpaqueFillIsHiddenAndOneOverItIsNot() {
        let frame = plan([item(10, 110, 20, 20), item(0, 100, 100, 100, opaque: true), item(10, 120, 5, 5)])
        let covers = frame.largestCovers()
        #expect(frame.isHidden(0, under: covers))
        #expect(!frame.isHidden(1, under: covers))
        #expect(!frame.isHidden(2, under: covers))
    }

    @Test func aCommandReachingPastTheFillIsNotHidden() {
        let frame = plan([item(10, 90, 20, 20), item(0, 100, 100, 100, opaque: true)])
        #expect(!frame.isHidden(0, under: frame.largestCovers()))
    }

    @Test func ofCoversAsLargeTheEarlierOnesComeFirstAndOnlyTheLimitAreKept() {
        // Sides 10, 20, 30 and 40 over and over, some translucent: many ties, many covers.
        let items = (0..<40).map { index in
            item(index, 0, 10 * (index * 7 % 4 + 1), 10, opaque: index % 5 != 3)
        }
        let everyCover = items.indices.filter { items[$0].cover != nil }
        for limit in [1, 3, 4, 8] {
            // Largest first, ties in item order (a stable sort), the first `limit`.
            let expected = everyCover.sorted { a, b in
                let (left, right) = (items[a].bounds.width, items[b].bounds.width)
                return left != right ? left > right : a < b
            }.prefix(limit)
            #expect(plan(items).largestCovers(limit: limit).map(\.index) == Array(expected), "limit \(limit)")
        }
    }

    @Test func theLargestCoversComeFirst() {
        let frame = plan([
            item(0, 0, 10, 10, opaque: true), item(0, 100, 100, 100, opaque: true), item(0, 50, 30, 30, opaque: true),
        ])
        #expect(frame.largestCovers(limit: 2).map(\.index) == [1, 2])
    }

    @Test(arguments: [
        PixelRect(x: 10, y: 10, width: 20, height: 20), PixelRect(x: -5, y: 50, width: 200, height: 20),
        PixelRect(x: 0, y: 0, width: 100, height: 60), PixelRect(x: 200, y: 200, width: 5, height: 5),
        PixelRect(x: 90, y: 90, width: 40, height: 40),
    ])
    func subtractingARectangleLeavesEveryOtherPixelExactlyOnce(cut: PixelRect) {
        let whole = PixelRect(x: 0, y: 0, width: 100, height: 100)
        let pieces = whole.subtracting(cut)
        for y in stride(from: -10, to: 110, by: 3) {
            for x in stride(from: -10, to: 110, by: 3) {
                let pixel = PixelRect(x: x, y: y, width: 1, height: 1)
                let expected = whole.contains(pixel) && !cut.contains(pixel) ? 1 : 0
                #expect(pieces.filter { $0.contains(pixel) }.count == expected, "pixel (\(x), \(y))")
            }
        }
    }
}
