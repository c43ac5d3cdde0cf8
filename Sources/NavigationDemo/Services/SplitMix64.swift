/// A small, fast, seedable generator (Steele, Lea and Flood's SplitMix64): the same seed gives
/// the same numbers on every machine and every run. The demo's made-up data (search results),
/// the lessons' near misses and the tests' fuzzers all draw from it.
package struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator seeded with `seed`.
    package init(seed: UInt64) {
        state = seed
    }

    /// A generator seeded with the FNV-1a hash of `text`: deterministic and well spread.
    package init(hashing text: String) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        self.init(seed: hash)
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
