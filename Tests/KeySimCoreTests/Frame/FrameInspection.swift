@testable import KeySimCore

/// Ways to find what a frame draws, for assertions a person would make looking at it.
extension Frame {
    /// Every filled rectangle with its colour.
    var fills: [(rect: Rect, radius: Double, color: Color)] {
        commands.compactMap {
            if case .fill(let rect, let radius, let color) = $0 { (rect, radius, color) } else { nil }
        }
    }

    /// Every outline with its width and colour.
    var strokes: [(rect: Rect, width: Double, color: Color)] {
        commands.compactMap {
            if case .stroke(let rect, _, let width, let color) = $0 { (rect, width, color) } else { nil }
        }
    }

    /// Every text run.
    var texts: [(text: String, origin: Point, style: TextStyle)] {
        commands.compactMap {
            if case .text(let text, let origin, let style) = $0 { (text, origin, style) } else { nil }
        }
    }

    /// Every icon.
    var icons: [(icon: Icon, rect: Rect, color: Color)] {
        commands.compactMap { if case .icon(let icon, let rect, let color) = $0 { (icon, rect, color) } else { nil } }
    }

    /// The filled rectangles in a colour.
    func fills(in color: Color) -> [Rect] { fills.filter { $0.color == color }.map(\.rect) }

    /// The texts whose line box starts inside `rect`.
    func texts(inside rect: Rect) -> [String] {
        texts.filter { rect.contains($0.origin) }.map(\.text)
    }
}
