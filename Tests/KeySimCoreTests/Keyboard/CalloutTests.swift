import Testing

@testable import KeySimCore

/// Where a callout's cells go and which one a finger selects.
struct CalloutTests {
    let key = Rect(x: 100, y: 60, width: 30, height: 40)

    @Test func cellsStartAtTheKeysLeftEdgeRightAboveIt() {
        let callout = Callout(keyID: "a", alternates: ["à", "á", "â"], keyFrame: key, keyboardWidth: 320)
        #expect(
            callout.frames == [
                Rect(x: 100, y: 20, width: 30, height: 40),
                Rect(x: 130, y: 20, width: 30, height: 40),
                Rect(x: 160, y: 20, width: 30, height: 40),
            ])
        #expect(callout.selectedIndex == 0)
        #expect(callout.selection == "à")
    }

    @Test func aRowThatWouldOverflowIsShiftedLeftIntoTheKeyboard() {
        let p = Rect(x: 285, y: 14, width: 30, height: 40)
        let callout = Callout(keyID: "p", alternates: ["1", "2", "3"], keyFrame: p, keyboardWidth: 320)
        #expect(callout.frames.map(\.minX) == [230, 260, 290])
        #expect(callout.frames[0].minY == -26)
    }

    @Test func aRowWiderThanTheKeyboardStartsAtItsLeftEdge() {
        let callout = Callout(
            keyID: "a", alternates: Array(repeating: "x", count: 12), keyFrame: key, keyboardWidth: 320)
        #expect(callout.frames.first?.minX == 0)
    }

    @Test(arguments: [
        (Point(x: 115, y: 30), 0 as Int?),
        (Point(x: 145, y: 30), 1),
        (Point(x: 189, y: 80), 2),
        (Point(x: 75, y: 30), 0),  // left of the row, within a cell
        (Point(x: 219, y: 30), 2),  // right of the row, within a cell
        (Point(x: 69, y: 30), nil),  // more than a cell to the left
        (Point(x: 220, y: 30), nil),  // more than a cell to the right
        (Point(x: 115, y: 180), 0),  // two key heights below the key's bottom
        (Point(x: 115, y: 181), nil),  // further below
    ])
    func theFingersXSelectsACellNearTheRow(point: Point, index: Int?) {
        let callout = Callout(keyID: "a", alternates: ["à", "á", "â"], keyFrame: key, keyboardWidth: 320)
        #expect(callout.index(at: point) == index)
    }
}
