/// Why an SVG is not drawn by `CoverageRasterizer` (it is then left to SDL_image).
enum VectorIconError: Error, Equatable {
    /// The file uses something outside the supported subset (an element, an attribute, a colour).
    case unsupported(String)
    /// A number, a path or the markup is broken or cut short.
    case malformed(String)
}

/// How a stroke's open ends are drawn.
enum VectorLineCap: Equatable { case butt, round, square }

/// How the inside of a filled outline is decided.
enum VectorFillRule: Equatable { case nonzero, evenOdd }

/// One painted shape of an icon; its outline is in the icon's own pixels (the `viewBox` and every
/// transform already applied), so that scaling it by `pixelSize / width` gives raster pixels.
struct VectorShape: Equatable {
    /// The outline.
    var segments: [VectorSegment]
    /// The fill's opacity (`fill-opacity` × `opacity`), nil when the shape is not filled.
    var fillOpacity: Double?
    var fillRule: VectorFillRule = .nonzero
    /// The stroke's opacity (`stroke-opacity` × `opacity`), nil when the shape is not stroked.
    var strokeOpacity: Double?
    /// The stroke's width, in the icon's pixels.
    var strokeWidth: Double = 1
    var lineCap: VectorLineCap = .butt
}

/// A white icon read from the subset of SVG KeySim's icons use, drawn by `CoverageRasterizer`.
///
/// Supported: a root `<svg>` with `width`, `height` (numbers or `px`), `viewBox` and
/// `preserveAspectRatio` (`xMidYMid meet` or `none`); `<g>`; `<path>` (every command), `<rect>`
/// (with `rx`, `ry`), `<circle>`, `<ellipse>`, `<line>`, `<polyline>`, `<polygon>`; `transform`
/// (`matrix`, `translate`, `scale`, `rotate`, `skewX`, `skewY`); `fill` and `stroke` of `none` or
/// white, `fill-opacity`, `stroke-opacity`, `opacity` on shapes, `fill-rule`, `stroke-width`,
/// `stroke-linecap` (all three), `stroke-linejoin="round"` (other joins only on strokes without
/// a join), the same properties in a `style` attribute; `<title>`, `<desc>`, `<metadata>` and
/// comments are skipped. Anything else throws `.unsupported`: the icon is then SDL_image's.
struct VectorIcon: Equatable {
    /// The intrinsic size (`width`, `height`), in pixels: SDL_image scales it to fit the size asked.
    var width: Double
    var height: Double
    /// The shapes, painted in order.
    var shapes: [VectorShape]

    /// Reads an SVG file's bytes.
    ///
    /// - Throws: `VectorIconError` for anything outside the subset or malformed.
    init(svg bytes: [UInt8]) throws(VectorIconError) {
        var markup = VectorMarkupScanner(bytes)
        var stack: [(name: String, style: VectorStyle)] = []
        var skipped = 0  // depth inside <title>, <desc> or <metadata>
        var size: (Double, Double)?
        var shapes: [VectorShape] = []
        scanning: while true {
            switch try markup.next() {
            case .end: break scanning
            case .close(let name):
                if skipped > 0 {
                    skipped -= 1
                } else if stack.last?.name == name {
                    stack.removeLast()
                } else {
                    throw .malformed("</\(name)> closes nothing")
                }
            case .open(let name, let attributes, let selfClosing):
                if skipped > 0 {
                    skipped += selfClosing ? 0 : 1
                    continue
                }
                if ["title", "desc", "metadata"].contains(name) {
                    skipped = selfClosing ? 0 : 1
                    continue
                }
                guard let parent = stack.last?.style else {
                    guard name == "svg" else { throw .unsupported("a root element <\(name)>") }
                    let (style, rootSize) = try VectorStyle.root(attributes)
                    size = rootSize
                    if !selfClosing { stack.append((name, style)) }
                    continue
                }
                var style = parent
                let geometry = try style.apply(attributes, on: name)
                if name != "g" {
                    if let shape = try style.shape(try VectorIcon.outline(of: name, geometry)) { shapes.append(shape) }
                }
                if !selfClosing { stack.append((name, style)) }
            }
        }
        guard let size else { throw .malformed("no <svg> element") }
        guard stack.isEmpty, skipped == 0 else { throw .malformed("<\(stack.last?.name ?? "title")> is not closed") }
        (width, height, self.shapes) = (size.0, size.1, shapes)
    }

    /// The outline of a shape element from its geometry attributes, in its own coordinates.
    static func outline(of element: String, _ geometry: [String: Substring]) throws(VectorIconError)
        -> [VectorSegment]
    {
        func number(_ name: String, default value: Double? = 0) throws(VectorIconError) -> Double {
            guard let text = geometry[name] else {
                guard let value else { throw .malformed("<\(element)> without \(name)") }
                return value
            }
            return try VectorStyle.length(text, name)
        }
        let p = { (x: Double, y: Double) in VectorPoint(x: x, y: y) }
        switch element {
        case "path":
            return try VectorPathParser.segments(geometry["d"] ?? "")
        case "rect":
            let (x, y, w, h) = (try number("x"), try number("y"), try number("width"), try number("height"))
            let rxText = try geometry["rx"].map { (t) throws(VectorIconError) in try VectorStyle.length(t, "rx") }
            let ryText = try geometry["ry"].map { (t) throws(VectorIconError) in try VectorStyle.length(t, "ry") }
            guard w > 0, h > 0 else { return [] }
            let rx = min(max(0, rxText ?? ryText ?? 0), w / 2)
            let ry = min(max(0, ryText ?? rxText ?? 0), h / 2)
            if rx == 0 || ry == 0 {
                return [.move(p(x, y)), .line(p(x + w, y)), .line(p(x + w, y + h)), .line(p(x, y + h)), .close]
            }
            let (kx, ky) = (rx * (1 - kappa), ry * (1 - kappa))
            return [
                .move(p(x + rx, y)), .line(p(x + w - rx, y)),
                .cubic(p(x + w - kx, y), p(x + w, y + ky), p(x + w, y + ry)), .line(p(x + w, y + h - ry)),
                .cubic(p(x + w, y + h - ky), p(x + w - kx, y + h), p(x + w - rx, y + h)), .line(p(x + rx, y + h)),
                .cubic(p(x + kx, y + h), p(x, y + h - ky), p(x, y + h - ry)), .line(p(x, y + ry)),
                .cubic(p(x, y + ky), p(x + kx, y), p(x + rx, y)), .close,
            ]
        case "circle", "ellipse":
            let (cx, cy) = (try number("cx"), try number("cy"))
            let rx = try number(element == "circle" ? "r" : "rx", default: nil)
            let ry = element == "circle" ? rx : try number("ry", default: nil)
            guard rx > 0, ry > 0 else { return [] }
            let (kx, ky) = (rx * kappa, ry * kappa)
            return [
                .move(p(cx + rx, cy)), .cubic(p(cx + rx, cy + ky), p(cx + kx, cy + ry), p(cx, cy + ry)),
                .cubic(p(cx - kx, cy + ry), p(cx - rx, cy + ky), p(cx - rx, cy)),
                .cubic(p(cx - rx, cy - ky), p(cx - kx, cy - ry), p(cx, cy - ry)),
                .cubic(p(cx + kx, cy - ry), p(cx + rx, cy - ky), p(cx + rx, cy)), .close,
            ]
        case "line":
            return [.move(p(try number("x1"), try number("y1"))), .line(p(try number("x2"), try number("y2")))]
        case "polyline", "polygon":
            var scanner = VectorNumberScanner(geometry["points"] ?? "")
            var points: [VectorPoint] = []
            while !scanner.atEnd {
                guard let x = scanner.number(), let y = scanner.number() else {
                    throw .malformed("<\(element)> points")
                }
                points.append(p(x, y))
            }
            guard let first = points.first else { return [] }
            return [.move(first)] + points.dropFirst().map { .line($0) } + (element == "polygon" ? [.close] : [])
        default:
            throw .unsupported("<\(element)>")
        }
    }

    /// The control-point distance of a quarter circle drawn as a cubic Bézier (as nanosvg uses).
    static let kappa = 0.5522847493
}

/// The inherited painting properties of an element, and the transform to the icon's pixels.
struct VectorStyle {
    enum Paint: Equatable { case none, white }
    var fill: Paint? = nil  // nil: SVG's default black, which this subset does not paint
    var stroke: Paint? = Paint.none
    var fillOpacity = 1.0, strokeOpacity = 1.0, opacity = 1.0
    var fillRule = VectorFillRule.nonzero
    var strokeWidth = 1.0
    var lineCap = VectorLineCap.butt
    var roundJoins = false
    var transform = VectorTransform.identity

    /// Attributes any element may have that change nothing drawn.
    static let ignored: Set<String> = [
        "id", "class", "xmlns", "version", "baseProfile", "xml:space", "role", "focusable", "stroke-miterlimit",
        "clip-rule",
    ]
    /// The geometry attributes of each element.
    static let geometry: [String: Set<String>] = [
        "g": [], "path": ["d"], "rect": ["x", "y", "width", "height", "rx", "ry"], "circle": ["cx", "cy", "r"],
        "ellipse": ["cx", "cy", "rx", "ry"], "line": ["x1", "y1", "x2", "y2"], "polyline": ["points"],
        "polygon": ["points"],
    ]

    /// The style of the root `<svg>` (its viewBox mapping) and its intrinsic size.
    static func root(_ attributes: [(String, Substring)]) throws(VectorIconError) -> (VectorStyle, (Double, Double)) {
        var values: [String: Substring] = [:]
        for (name, value) in attributes {
            if ignored.contains(name) || name.hasPrefix("xmlns:") || name.hasPrefix("data-") { continue }
            guard ["width", "height", "viewBox", "preserveAspectRatio"].contains(name) else {
                throw .unsupported("attribute '\(name)' on <svg>")
            }
            values[name] = value
        }
        var box: [Double] = []
        if let text = values["viewBox"] {
            var scanner = VectorNumberScanner(text)
            while let number = scanner.number() { box.append(number) }
            guard box.count == 4, scanner.atEnd, box[2] > 0, box[3] > 0 else { throw .malformed("viewBox '\(text)'") }
        }
        let width =
            try values["width"].map { (t) throws(VectorIconError) in try length(t, "width") } ?? box.dropFirst(2).first
        let height = try values["height"].map { (t) throws(VectorIconError) in try length(t, "height") } ?? box.last
        guard let width, let height, width > 0, height > 0 else { throw .unsupported("an <svg> without a size") }
        var style = VectorStyle()
        if box.count == 4 {
            var (sx, sy) = (width / box[2], height / box[3])
            switch values["preserveAspectRatio"]?.split(separator: " ") ?? ["xMidYMid"] {
            case ["xMidYMid"], ["xMidYMid", "meet"]: (sx, sy) = (min(sx, sy), min(sx, sy))
            case ["none"]: break
            default: throw .unsupported("preserveAspectRatio '\(values["preserveAspectRatio"] ?? "")'")
            }
            style.transform = VectorTransform(
                a: sx, d: sy, e: -box[0] * sx + (width - box[2] * sx) / 2, f: -box[1] * sy + (height - box[3] * sy) / 2)
        }
        return (style, (width, height))
    }

    /// Applies the presentation attributes of an element (and its `style` attribute); returns
    /// its geometry attributes.
    mutating func apply(_ attributes: [(String, Substring)], on element: String) throws(VectorIconError)
        -> [String: Substring]
    {
        guard let names = VectorStyle.geometry[element] else { throw .unsupported("<\(element)>") }
        var geometry: [String: Substring] = [:]
        opacity = 1
        for (name, value) in attributes {
            if names.contains(name) {
                geometry[name] = value
            } else if name == "style" {
                for declaration in value.split(separator: ";") where !declaration.allSatisfy(\.isWhitespace) {
                    let parts = declaration.split(separator: ":", maxSplits: 1)
                    guard parts.count == 2 else { throw .malformed("style '\(value)'") }
                    try property(String(trimmed(parts[0])), trimmed(parts[1]), on: element)
                }
            } else {
                try property(name, value, on: element)
            }
        }
        return geometry
    }

    private func trimmed(_ text: Substring) -> Substring {
        var text = text
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return text
    }

    /// Applies one presentation property.
    private mutating func property(_ name: String, _ value: Substring, on element: String) throws(VectorIconError) {
        if VectorStyle.ignored.contains(name) || name.hasPrefix("data-") || name.hasPrefix("aria-") { return }
        switch name {
        case "fill": fill = try VectorStyle.paint(value)
        case "stroke": stroke = try VectorStyle.paint(value)
        case "fill-opacity": fillOpacity = try VectorStyle.unit(value, name)
        case "stroke-opacity": strokeOpacity = try VectorStyle.unit(value, name)
        case "opacity":
            let value = try VectorStyle.unit(value, name)
            guard element != "g" || value == 1 else { throw .unsupported("opacity on a group") }
            opacity = value
        case "stroke-width": strokeWidth = try VectorStyle.length(value, name)
        case "transform": transform = transform.concatenating(try VectorTransform(parsing: value))
        case "fill-rule":
            switch value {
            case "nonzero": fillRule = .nonzero
            case "evenodd": fillRule = .evenOdd
            default: throw .malformed("fill-rule '\(value)'")
            }
        case "stroke-linecap":
            switch value {
            case "butt": lineCap = .butt
            case "round": lineCap = .round
            case "square": lineCap = .square
            default: throw .malformed("stroke-linecap '\(value)'")
            }
        case "stroke-linejoin": roundJoins = value == "round"
        default: throw .unsupported("attribute '\(name)' on <\(element)>")
        }
    }

    /// The shape painted with this style along `outline` (nil when nothing is painted).
    func shape(_ outline: [VectorSegment]) throws(VectorIconError) -> VectorShape? {
        guard let fill else { throw .unsupported("a black fill (SVG's default): icons are white") }
        let stroked = stroke == .white && strokeWidth > 0
        if stroked, !roundJoins, VectorStyle.hasJoins(outline) {
            throw .unsupported("stroke-linejoin other than round")
        }
        guard fill == .white || stroked, !outline.isEmpty else { return nil }
        return VectorShape(
            segments: outline.map { $0.transformed(by: transform) },
            fillOpacity: fill == .white ? fillOpacity * opacity : nil, fillRule: fillRule,
            strokeOpacity: stroked ? strokeOpacity * opacity : nil,
            strokeWidth: strokeWidth * transform.averageScale, lineCap: lineCap)
    }

    /// Whether a stroke along `outline` turns a corner between two segments somewhere.
    static func hasJoins(_ outline: [VectorSegment]) -> Bool {
        var drawn = 0
        for segment in outline {
            switch segment {
            case .move: drawn = 0
            case .line, .cubic:
                drawn += 1
                if drawn > 1 { return true }
            case .close: if drawn > 0 { return true }
            }
        }
        return false
    }

    /// `none` or white; any other colour throws `.unsupported` (the icon would not be white).
    static func paint(_ value: Substring) throws(VectorIconError) -> Paint? {
        switch value.lowercased() {
        case "none", "transparent": return Paint.none
        case "#fff", "#ffffff", "white", "rgb(255,255,255)", "rgb(255, 255, 255)": return .white
        default: throw .unsupported("colour '\(value)': icons are white")
        }
    }

    /// A number from 0 to 1 (clamped), as opacities are.
    static func unit(_ text: Substring, _ name: String) throws(VectorIconError) -> Double {
        var scanner = VectorNumberScanner(text)
        guard let value = scanner.number(), scanner.atEnd else { throw .malformed("\(name) '\(text)'") }
        return min(1, max(0, value))
    }

    /// A length: a number, optionally in `px`; other units throw `.unsupported`.
    static func length(_ text: Substring, _ name: String) throws(VectorIconError) -> Double {
        let number = text.hasSuffix("px") ? text.dropLast(2) : text
        var scanner = VectorNumberScanner(number)
        guard let value = scanner.number(), value.isFinite else { throw .malformed("\(name) '\(text)'") }
        guard scanner.atEnd else { throw .unsupported("\(name) '\(text)' (only plain numbers and px)") }
        return value
    }
}
