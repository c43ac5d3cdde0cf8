/// A small, fast, seedable generator (Steele, Lea and Flood's SplitMix64): the same seed gives
/// the same numbers on every machine and every run, which is what makes a fuzz failure
/// reproducible from its seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (bound > 0), without the bias of a plain modulo.
    mutating func below(_ bound: Int) -> Int {
        Int.random(in: 0..<bound, using: &self)
    }

    /// True with probability `numerator / denominator`.
    mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        below(denominator) < numerator
    }

    /// A seed for a sub-run (a session), derived so that sessions do not share streams.
    mutating func fork() -> UInt64 { next() }
}
