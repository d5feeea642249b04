import Foundation

/// A point of a vector icon, in the icon's or the raster's coordinates.
struct VectorPoint: Equatable {
    var x: Double
    var y: Double

    static func + (a: VectorPoint, b: VectorPoint) -> VectorPoint { VectorPoint(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: VectorPoint, b: VectorPoint) -> VectorPoint { VectorPoint(x: a.x - b.x, y: a.y - b.y) }
    static func * (a: VectorPoint, s: Double) -> VectorPoint { VectorPoint(x: a.x * s, y: a.y * s) }
    /// The distance from the origin.
    var length: Double { (x * x + y * y).squareRoot() }
}

/// An SVG affine transform: `x' = a·x + c·y + e`, `y' = b·x + d·y + f`.
struct VectorTransform: Equatable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, e = 0.0, f = 0.0

    static let identity = VectorTransform()

    /// `point` transformed.
    func apply(_ point: VectorPoint) -> VectorPoint {
        VectorPoint(x: a * point.x + c * point.y + e, y: b * point.x + d * point.y + f)
    }

    /// This transform applied after `inner` (SVG's `transform="self inner"` order).
    func concatenating(_ inner: VectorTransform) -> VectorTransform {
        VectorTransform(
            a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
            c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
            e: a * inner.e + c * inner.f + e, f: b * inner.e + d * inner.f + f)
    }

    /// How much lengths grow on average, `√|det|`: what strokes are widened by (as nanosvg does).
    var averageScale: Double { abs(a * d - b * c).squareRoot() }

    /// Parses a `transform` attribute: `matrix`, `translate`, `scale`, `rotate` (with or without a
    /// centre), `skewX` and `skewY`, composed left to right.
    init(parsing text: Substring) throws(VectorIconError) {
        var scanner = VectorNumberScanner(text)
        var result = VectorTransform.identity
        while !scanner.atEnd {
            let name = scanner.name()
            guard !name.isEmpty, scanner.skip("(") else { throw .malformed("transform '\(text)'") }
            var args: [Double] = []
            while !scanner.skip(")") {
                guard let value = scanner.number() else { throw .malformed("transform '\(text)'") }
                args.append(value)
            }
            let radians = (args.first ?? 0) * Double.pi / 180
            let step: VectorTransform
            switch (name, args.count) {
            case ("matrix", 6):
                step = VectorTransform(a: args[0], b: args[1], c: args[2], d: args[3], e: args[4], f: args[5])
            case ("translate", 1), ("translate", 2):
                step = VectorTransform(e: args[0], f: args.count > 1 ? args[1] : 0)
            case ("scale", 1), ("scale", 2):
                step = VectorTransform(a: args[0], d: args.count > 1 ? args[1] : args[0])
            case ("rotate", 1), ("rotate", 3):
                let (sine, cosine) = Trigonometry.sinCos(radians)
                let rotation = VectorTransform(a: cosine, b: sine, c: -sine, d: cosine)
                if args.count == 3 {
                    step = VectorTransform(e: args[1], f: args[2]).concatenating(rotation).concatenating(
                        VectorTransform(e: -args[1], f: -args[2]))
                } else {
                    step = rotation
                }
            case ("skewX", 1): step = VectorTransform(c: Trigonometry.tan(radians))
            case ("skewY", 1): step = VectorTransform(b: Trigonometry.tan(radians))
            default: throw .unsupported("transform '\(name)' with \(args.count) numbers")
            }
            result = result.concatenating(step)
        }
        self = result
    }

    init(a: Double = 1, b: Double = 0, c: Double = 0, d: Double = 1, e: Double = 0, f: Double = 0) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }
}

/// One step of an outline: quadratic Béziers and arcs are turned into cubic ones when parsed, so
/// an affine transform maps an outline exactly by mapping its points.
enum VectorSegment: Equatable {
    case move(VectorPoint)
    case line(VectorPoint)
    case cubic(VectorPoint, VectorPoint, VectorPoint)
    case close

    /// The segment with every point transformed.
    func transformed(by transform: VectorTransform) -> VectorSegment {
        switch self {
        case .move(let p): return .move(transform.apply(p))
        case .line(let p): return .line(transform.apply(p))
        case .cubic(let c1, let c2, let p): return .cubic(transform.apply(c1), transform.apply(c2), transform.apply(p))
        case .close: return .close
        }
    }
}

/// Reads the numbers of SVG attributes: `1.5e-2`, `-.5`, `1.5.5` (two numbers), separated by
/// spaces or commas, and arc flags packed as `0 0 1` or `001`.
struct VectorNumberScanner {
    private let bytes: [UInt8]
    private var index = 0

    init(_ text: Substring) { bytes = Array(text.utf8) }

    /// Whether only separators are left.
    var atEnd: Bool {
        mutating get {
            skipSeparators()
            return index >= bytes.count
        }
    }

    private mutating func skipSeparators() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D, 0x2C: index += 1
            default: return
            }
        }
    }

    /// Consumes `character` (after separators) if it comes next.
    mutating func skip(_ character: Character) -> Bool {
        skipSeparators()
        guard index < bytes.count, bytes[index] == character.asciiValue else { return false }
        index += 1
        return true
    }

    /// The letters coming next (a command or a function name); empty if none.
    mutating func name() -> String {
        skipSeparators()
        let start = index
        while index < bytes.count, (0x41...0x5A).contains(bytes[index]) || (0x61...0x7A).contains(bytes[index]) {
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// The command letter coming next, without consuming it, if a letter comes next.
    mutating func peekLetter() -> UInt8? {
        skipSeparators()
        guard index < bytes.count else { return nil }
        let byte = bytes[index]
        return (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) ? byte : nil
    }

    /// Consumes one letter.
    mutating func advance() { index += 1 }

    /// An arc flag: a single `0` or `1`.
    mutating func flag() -> Bool? {
        skipSeparators()
        guard index < bytes.count, bytes[index] == 0x30 || bytes[index] == 0x31 else { return nil }
        index += 1
        return bytes[index - 1] == 0x31
    }

    /// The number coming next, or nil (nothing consumed past separators) if none does.
    mutating func number() -> Double? {
        skipSeparators()
        let start = index
        if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
        var digits = 0
        while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1; digits += 1 }
        if index < bytes.count, bytes[index] == 0x2E {
            index += 1
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1; digits += 1 }
        }
        guard digits > 0 else {
            index = start
            return nil
        }
        if index < bytes.count, bytes[index] == 0x65 || bytes[index] == 0x45 {
            var end = index + 1
            if end < bytes.count, bytes[end] == 0x2B || bytes[end] == 0x2D { end += 1 }
            if end < bytes.count, (0x30...0x39).contains(bytes[end]) {
                while end < bytes.count, (0x30...0x39).contains(bytes[end]) { end += 1 }
                index = end
            }
        }
        return Double(String(decoding: bytes[start..<index], as: UTF8.self))
    }
}

/// Parses SVG path data (`d`) into segments: every command of SVG 1.1 (`M L H V C S Q T A Z`, in
/// absolute and relative forms, with implicit repeats).
enum VectorPathParser {
    /// The segments of `data`; throws on a malformed or truncated path.
    static func segments(_ data: Substring) throws(VectorIconError) -> [VectorSegment] {
        var scanner = VectorNumberScanner(data)
        var out: [VectorSegment] = []
        var current = VectorPoint(x: 0, y: 0)
        var start = current
        // The last control point of the previous C or S, and of the previous Q or T: what S and T reflect.
        var (cubicControl, quadControl): (VectorPoint?, VectorPoint?) = (nil, nil)
        var command: UInt8 = 0
        var closed = true
        func coordinates(_ count: Int) throws(VectorIconError) -> [Double] {
            var values: [Double] = []
            for _ in 0..<count {
                guard let value = scanner.number() else { throw .malformed("path data '\(data.prefix(60))'") }
                values.append(value)
            }
            return values
        }
        while true {
            if let letter = scanner.peekLetter() {
                scanner.advance()
                command = letter
            } else if scanner.atEnd {
                break
            } else if command == 0 || command == UInt8(ascii: "z") || command == UInt8(ascii: "Z") {
                throw .malformed("path data '\(data.prefix(60))'")
            }
            let relative = command >= 0x61
            let origin = relative ? current : VectorPoint(x: 0, y: 0)
            func point(_ x: Double, _ y: Double) -> VectorPoint { VectorPoint(x: origin.x + x, y: origin.y + y) }
            let upper = relative ? command - 0x20 : command
            if out.isEmpty, upper != UInt8(ascii: "M") { throw .malformed("path data not starting with M") }
            if upper != UInt8(ascii: "M"), upper != UInt8(ascii: "Z"), closed {
                out.append(.move(current))
                start = current
            }
            var (nextCubicControl, nextQuadControl): (VectorPoint?, VectorPoint?) = (nil, nil)
            switch upper {
            case UInt8(ascii: "M"):
                let v = try coordinates(2)
                current = point(v[0], v[1])
                start = current
                out.append(.move(current))
                command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")  // repeats are lines
            case UInt8(ascii: "L"):
                let v = try coordinates(2)
                current = point(v[0], v[1])
                out.append(.line(current))
            case UInt8(ascii: "H"):
                current = VectorPoint(x: (relative ? current.x : 0) + (try coordinates(1))[0], y: current.y)
                out.append(.line(current))
            case UInt8(ascii: "V"):
                current = VectorPoint(x: current.x, y: (relative ? current.y : 0) + (try coordinates(1))[0])
                out.append(.line(current))
            case UInt8(ascii: "C"), UInt8(ascii: "S"):
                let smooth = upper == UInt8(ascii: "S")
                let v = try coordinates(smooth ? 4 : 6)
                let first = smooth ? current * 2 - (cubicControl ?? current) : point(v[0], v[1])
                let second = smooth ? point(v[0], v[1]) : point(v[2], v[3])
                let end = smooth ? point(v[2], v[3]) : point(v[4], v[5])
                out.append(.cubic(first, second, end))
                (current, nextCubicControl) = (end, second)
            case UInt8(ascii: "Q"), UInt8(ascii: "T"):
                let smooth = upper == UInt8(ascii: "T")
                let v = try coordinates(smooth ? 2 : 4)
                let q = smooth ? current * 2 - (quadControl ?? current) : point(v[0], v[1])
                let end = smooth ? point(v[0], v[1]) : point(v[2], v[3])
                out.append(.cubic(current + (q - current) * (2 / 3), end + (q - end) * (2 / 3), end))
                (current, nextQuadControl) = (end, q)
            case UInt8(ascii: "A"):
                let radii = try coordinates(3)
                guard let large = scanner.flag(), let sweep = scanner.flag() else {
                    throw .malformed("arc flags in '\(data.prefix(60))'")
                }
                let v = try coordinates(2)
                let end = point(v[0], v[1])
                out += arc(from: current, to: end, radii: (radii[0], radii[1]), degrees: radii[2], large, sweep)
                current = end
            case UInt8(ascii: "Z"):
                out.append(.close)
                current = start
                closed = true
                (cubicControl, quadControl) = (nil, nil)
                continue
            default:
                throw .unsupported("path command '\(Character(Unicode.Scalar(command)))'")
            }
            closed = false
            (cubicControl, quadControl) = (nextCubicControl, nextQuadControl)
        }
        return out
    }

    /// An elliptical arc (SVG's endpoint form) as cubic Béziers, each at most a quarter turn.
    static func arc(
        from p0: VectorPoint, to p1: VectorPoint, radii: (Double, Double), degrees: Double, _ large: Bool,
        _ sweep: Bool
    ) -> [VectorSegment] {
        var (rx, ry) = (abs(radii.0), abs(radii.1))
        if p0 == p1 { return [] }
        if rx == 0 || ry == 0 { return [.line(p1)] }
        let phi = degrees * Double.pi / 180
        let (sinPhi, cosPhi) = Trigonometry.sinCos(phi)
        let (dx, dy) = ((p0.x - p1.x) / 2, (p0.y - p1.y) / 2)
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { (rx, ry) = (rx * lambda.squareRoot(), ry * lambda.squareRoot()) }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = (max(0, numerator) / denominator).squareRoot()
        if large == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry
        let cy1 = -factor * ry * x1 / rx
        let centre = VectorPoint(
            x: cosPhi * cx1 - sinPhi * cy1 + (p0.x + p1.x) / 2, y: sinPhi * cx1 + cosPhi * cy1 + (p0.y + p1.y) / 2)
        func angle(_ ux: Double, _ uy: Double) -> Double { Trigonometry.atan2(uy, ux) }
        let theta1 = angle((x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((-x1 - cx1) / rx, (-y1 - cy1) / ry) - theta1
        if sweep, delta < 0 { delta += 2 * Double.pi }
        if !sweep, delta > 0 { delta -= 2 * Double.pi }
        let pieces = max(1, Int((abs(delta) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(pieces)
        let k = 4.0 / 3.0 * Trigonometry.tan(step / 4)
        func onEllipse(_ t: Double) -> (VectorPoint, VectorPoint) {
            let (sine, cosine) = Trigonometry.sinCos(t)
            let (x, y) = (rx * cosine, ry * sine)
            let (tx, ty) = (-rx * sine, ry * cosine)
            let point = VectorPoint(x: centre.x + cosPhi * x - sinPhi * y, y: centre.y + sinPhi * x + cosPhi * y)
            return (point, VectorPoint(x: cosPhi * tx - sinPhi * ty, y: sinPhi * tx + cosPhi * ty))
        }
        var out: [VectorSegment] = []
        var (point, tangent) = onEllipse(theta1)
        for piece in 1...pieces {
            let (next, nextTangent) =
                piece == pieces ? (p1, onEllipse(theta1 + delta).1) : onEllipse(theta1 + step * Double(piece))
            out.append(.cubic(point + tangent * k, next - nextTangent * k, next))
            (point, tangent) = (next, nextTangent)
        }
        return out
    }
}
