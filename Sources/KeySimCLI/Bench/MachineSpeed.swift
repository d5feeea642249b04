/// How fast this machine runs right now: a fixed loop of integer work, timed. A shared virtual
/// machine runs at different speeds from one hour to the next (on the 2-core machine of
/// `Benchmarks/README.md` every figure, a bare SDL window's start-up included, moved by up to
/// 1.7× between its fast and slow phases), so `keysim bench` reports the loop's time beside
/// its rows: a budget missed while the loop reads slow is the machine, not a regression.
enum MachineSpeed {
    /// Median milliseconds of five runs of the loop (~20 ms each on the machine above).
    static func calibrationMilliseconds() -> Double {
        var samples: [Double] = []
        for _ in 0..<5 {
            let start = MonotonicClock.nanoseconds()
            var state: UInt64 = 0x9E37_79B9_7F4A_7C15
            for _ in 0..<10_000_000 {
                state ^= state << 13
                state ^= state >> 7
                state ^= state << 17
            }
            let elapsed = MonotonicClock.nanoseconds() - start
            // The loop's result is used, so the optimiser cannot drop it.
            if state == 0 { samples.append(.infinity) }
            samples.append(Double(elapsed) / 1e6)
        }
        return BenchStatistics.median(samples) ?? 0
    }
}
