/// Near misses of a lesson's solution, generated from a seed (the same seed, the same scripts):
/// a key dropped, repeated, swapped with the next, replaced by another key the screen offers
/// at that point, stray keys appended, two or three of these at once, and random walks of the
/// keys offered from the lesson's start (played live, `LessonProbe.offeredKeys()`). A script
/// that makes a lesson certify something false is shrunk to the fewest keys that still do.
package struct LessonNearMisses {
    /// The near misses' choices, from `SplitMix64`: reproducible on every platform.
    package struct Random {
        private var generator: SplitMix64
        package init(seed: UInt64) { generator = SplitMix64(seed: seed) }
        package mutating func next() -> UInt64 { generator.next() }
        package mutating func below(_ bound: Int) -> Int { bound <= 1 ? 0 : Int(next() % UInt64(bound)) }
        package mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    }

    /// The solution's tokens.
    package let solution: [String]
    /// The keys offered after each prefix of the solution (`offered[i]`: before token `i`;
    /// the last, after the whole solution).
    package let offered: [[String]]

    package init(solution: [String], offered: [[String]]) {
        self.solution = solution
        self.offered = offered
    }

    /// A script made from the solution by one to three mutations.
    package func mutated(_ random: inout Random) -> [String] {
        var script = solution
        for _ in 0..<(1 + random.below(3)) {
            let index = random.below(script.count + 1)
            switch random.below(5) {
            case 0 where !script.isEmpty:
                script.remove(at: min(index, script.count - 1))
            case 1 where !script.isEmpty:
                let at = min(index, script.count - 1)
                script.insert(script[at], at: at)
            case 2 where script.count >= 2:
                let at = min(index, script.count - 2)
                script.swapAt(at, at + 1)
            case 3:
                let at = min(index, script.count)
                let keys = offered[min(at, offered.count - 1)]
                if at < script.count { script[at] = random.pick(keys) } else { script.append(random.pick(keys)) }
            default:
                for _ in 0..<(1 + random.below(3)) { script.append(random.pick(offered.last ?? ["enter"])) }
            }
        }
        return script
    }

    /// The shortest script found from `script` (a token or a run of them dropped at a time)
    /// for which `fails` still holds.
    package static func shrunk(_ script: [String], fails: ([String]) -> Bool) -> [String] {
        var best = script
        var chunk = max(1, best.count / 2)
        while chunk >= 1 {
            var start = 0
            var removed = false
            while start < best.count {
                var candidate = best
                candidate.removeSubrange(start..<min(best.count, start + chunk))
                if !candidate.isEmpty, fails(candidate) {
                    best = candidate
                    removed = true
                } else {
                    start += chunk
                }
            }
            if !removed { chunk /= 2 }
        }
        return best
    }
}
