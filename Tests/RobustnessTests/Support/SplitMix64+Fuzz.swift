import NavigationDemo

/// The fuzzers' draws from the demo's `SplitMix64`: the same seed gives the same numbers on
/// every machine and every run, which is what makes a fuzz failure reproducible from its seed.
extension SplitMix64 {
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
