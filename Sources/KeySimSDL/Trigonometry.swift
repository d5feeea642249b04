/// Sine, cosine, tangent and the angle of a vector for the icon rasteriser (`VectorPath`), in
/// Swift rather than from libm: the arcs and rotations of an icon need them the first time the
/// icon is drawn, often while typing (a key's icon in a state first shown then), and each libm
/// function touched then faulted in 64 kB of libm's code (252 kB while typing,
/// `Benchmarks/README.md`). The results are the same on every machine (libm picks an FMA or a
/// plain variant at run time).
///
/// Within a unit or two in the last place of libm's for the angles icons use (tested to 10⁵
/// radians); not a general replacement for libm (no large-argument reduction).
enum Trigonometry {
    /// π/2 in three parts (fdlibm's): the first has 33 significant bits, so `k × part` is exact
    /// for the `k` of any angle below 2²⁰ quarter turns.
    private static let halfPi1 = 1.570_796_326_734_125_614_17
    private static let halfPi2 = 6.077_100_506_303_965_976_60e-11
    private static let halfPi3 = 2.022_266_248_711_166_455_80e-21

    /// The sine and cosine of `x` radians.
    static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
        guard x.isFinite else { return (.nan, .nan) }
        // x = k·π/2 + r with |r| ≤ π/4.
        let k = (x * (2 / Double.pi)).rounded()
        let r = ((x - k * halfPi1) - k * halfPi2) - k * halfPi3
        let (s, c) = (sinKernel(r), cosKernel(r))
        let quadrant = Int(k.truncatingRemainder(dividingBy: 4))
        switch (quadrant + 4) % 4 {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }

    /// The sine of `x` radians.
    static func sin(_ x: Double) -> Double { sinCos(x).sin }

    /// The cosine of `x` radians.
    static func cos(_ x: Double) -> Double { sinCos(x).cos }

    /// The tangent of `x` radians.
    static func tan(_ x: Double) -> Double {
        let (s, c) = sinCos(x)
        return s / c
    }

    /// The angle of the vector (`x`, `y`) from the x axis, in (−π, π], as `atan2(y, x)`.
    static func atan2(_ y: Double, _ x: Double) -> Double {
        guard x.isFinite, y.isFinite else { return .nan }
        if x == 0 {
            if y == 0 { return 0 }
            return y > 0 ? Double.pi / 2 : -Double.pi / 2
        }
        let (ay, ax) = (abs(y), abs(x))
        // The angle in the first quadrant, from the smaller ratio (≤ 1).
        var angle = ay <= ax ? atanUnit(ay / ax) : Double.pi / 2 - atanUnit(ax / ay)
        if x < 0 { angle = Double.pi - angle }
        return y < 0 ? -angle : angle
    }

    /// atan(t) for 0 ≤ t ≤ 1: the angle halved three times (tan(a/2) = t / (1 + √(1 + t²))),
    /// to t ≤ tan(π/32), where the series to t¹⁹ reaches double precision.
    private static func atanUnit(_ t: Double) -> Double {
        var t = t
        for _ in 0..<3 { t /= 1 + (1 + t * t).squareRoot() }
        let t2 = t * t
        var sum = 0.0
        for n in stride(from: 19, through: 3, by: -2) {
            sum = (1 / Double(n) - t2 * sum)
        }
        return 8 * (t - t * t2 * sum)
    }

    /// sin(r) for |r| ≤ π/4: the Taylor series to r¹⁷ (the next term is below 10⁻¹⁹).
    private static func sinKernel(_ r: Double) -> Double {
        let r2 = r * r
        var sum = 0.0
        // Coefficients 1/3!, 1/5!, … 1/17!, by Horner's rule in r², alternating.
        for denominator in sinDenominators.reversed() { sum = 1 / denominator - r2 * sum }
        return r - r * r2 * sum
    }

    /// cos(r) for |r| ≤ π/4: the Taylor series to r¹⁸.
    private static func cosKernel(_ r: Double) -> Double {
        let r2 = r * r
        var sum = 0.0
        for denominator in cosDenominators.reversed() { sum = 1 / denominator - r2 * sum }
        return 1 - r2 * sum
    }

    /// 3!, 5!, … 17!
    private static let sinDenominators: [Double] = [
        6, 120, 5_040, 362_880, 39_916_800, 6_227_020_800,
        1_307_674_368_000, 355_687_428_096_000,
    ]
    /// 2!, 4!, … 18!
    private static let cosDenominators: [Double] = [
        2, 24, 720, 40_320, 3_628_800, 479_001_600,
        87_178_291_200, 20_922_789_888_000, 6_402_373_705_728_000,
    ]
}
