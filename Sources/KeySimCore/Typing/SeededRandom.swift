/// A seeded source of noise for simulated typing: SplitMix64 for the bits, Marsaglia's polar
/// form of Box–Muller for normal deviates. Only integer arithmetic, IEEE `+ − × ÷` and square
/// roots (with a logarithm written out here, not libm's), so a seed gives the same numbers on
/// every machine and every run. The core's one source of randomness: a value the caller owns
/// and seeds, never global.
public struct SeededRandom: Equatable, Sendable {
    public private(set) var state: UInt64
    /// The second deviate of the last polar pair, handed out next.
    private var spare: Double?

    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits (SplitMix64).
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0 ..< 1` with 53 random bits.
    public mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A normal deviate with mean 0 and standard deviation 1.
    public mutating func nextGaussian() -> Double {
        if let spare {
            self.spare = nil
            return spare
        }
        while true {
            let u = 2 * nextUnit() - 1
            let v = 2 * nextUnit() - 1
            let s = u * u + v * v
            guard s > 0, s < 1 else { continue }
            let factor = (-2 * Self.naturalLog(s) / s).squareRoot()
            spare = v * factor
            return u * factor
        }
    }

    /// ln x for a finite positive normal x, from `+ − × ÷` only: x = m × 2^e with m in
    /// [√½, √2), ln m = 2 atanh((m − 1)/(m + 1)) by its series, which gains a factor of at
    /// least 33 a term (within 1e-15 of libm's).
    static func naturalLog(_ x: Double) -> Double {
        var exponent = Double(x.exponent)
        var mantissa = x.significand
        if mantissa > 1.414_213_562_373_095_1 {
            mantissa /= 2
            exponent += 1
        }
        let z = (mantissa - 1) / (mantissa + 1)
        let z2 = z * z
        var term = z
        var sum = 0.0
        var divisor = 1.0
        for _ in 0..<20 {
            sum += term / divisor
            term *= z2
            divisor += 2
        }
        return 2 * sum + exponent * 0.693_147_180_559_945_3
    }
}
