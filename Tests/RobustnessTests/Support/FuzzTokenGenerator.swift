import NavigationDemo
import TerminalUI

/// Draws random key tokens from the demo's key map, with waits (timers fire, animations run)
/// and resizes (down to 1x1 and back).
struct FuzzTokenGenerator {
    /// Keys and how often each is drawn, out of `keyWeightTotal`: moving and opening most,
    /// the letters of the demo's lessons often, help and history rarely. `q` is left out:
    /// a session ends with it, now and then (`quitChance`).
    static let keys: [(token: FuzzToken, weight: Int)] = [
        ("up", 10), ("down", 10), ("j", 3), ("k", 3), ("enter", 12), ("left", 3), ("right", 3),
        ("backspace", 6), ("esc", 6), ("tab", 3), ("backtab", 3), ("home", 1), ("end", 1),
        ("pgup", 1), ("pgdn", 1), ("space", 1), ("1", 4), ("2", 4), ("3", 4),
        ("r", 5), ("c", 4), ("x", 6), ("h", 5), ("l", 3), ("m", 3), ("s", 3), ("p", 4), ("t", 3),
        ("?", 1), ("H", 1),
        // The Go-to prompt and the layout switch (while the prompt is open, letters type).
        ("g", 3), (":", 1), ("L", 1),
        // Keys the demo does not use: they must do nothing harmful.
        ("delete", 1), ("f1", 1), ("ctrl-z", 1), ("ctrl-l", 1), ("a", 1), ("é", 1),
    ].map { (FuzzToken($0.0), $0.1) }

    static let keyWeightTotal = keys.reduce(0) { $0 + $1.weight }

    /// URLs typed into the prompt (`type:` tokens; Enter runs them when it is drawn next):
    /// every route of the table, and hostile spellings that must be refused or guarded.
    static let urls = [
        "categories", "categories/1", "categories/1.1/results", "adverts/2", "adverts/16", "recursion",
        "authorization", "shelves/modal", "shelves/sheet", "tabs/recursion", "tabs/shelves", "layout/split",
        "layout/compact", "device://shake", "device://memory-warning",
        // Hostile: encodings, traversal, controls, unknown ids, other schemes, overlong input.
        "adverts/%31%36", "adverts/016", "ADVERTS/16", "adverts/16/../2", "adverts//16", "adverts/16%00",
        "adverts/%1B[2J", "adverts/-1", "adverts/99999999999999999999", "categories/99/results", "tabs/nowhere",
        "layout/tablet", "javascript://alert", "navdemo://", "%2F%2F", "adverts/1%2F6",
        "shelves/" + String(repeating: "x", count: 300),
    ]
    static let typeWeight = 4
    /// Weights of the other kinds of token, on the same scale as the keys.
    static let waitWeight = 10
    static let clickWeight = 2
    static let resizeWeight = 1
    /// A resize is this much likelier while the terminal is too small, so it grows back.
    static let resizeWeightWhenTiny = 12
    /// One token in this many is `q` (by default).
    static let defaultQuitChance = 2_000

    static let quit = FuzzToken("q")

    private(set) var rng: SplitMix64
    private(set) var size: Size
    private let quitChance: Int
    private let minimumSize = Size(width: 40, height: 12)

    init(seed: UInt64, size: Size, quitChance: Int = FuzzTokenGenerator.defaultQuitChance) {
        rng = SplitMix64(seed: seed)
        self.size = size
        self.quitChance = quitChance
    }

    mutating func next() -> FuzzToken {
        if rng.below(quitChance) == 0 { return Self.quit }
        let tiny = !size.fits(minimumSize)
        let resizeWeight = tiny ? Self.resizeWeightWhenTiny : Self.resizeWeight
        var roll = rng.below(
            Self.keyWeightTotal + Self.waitWeight + Self.clickWeight + resizeWeight + Self.typeWeight)
        if roll < Self.waitWeight { return wait() }
        roll -= Self.waitWeight
        if roll < Self.typeWeight { return FuzzToken("type:\(Self.urls[rng.below(Self.urls.count)])") }
        roll -= Self.typeWeight
        if roll < Self.clickWeight { return click() }
        roll -= Self.clickWeight
        if roll < resizeWeight { return resize(tiny: tiny) }
        roll -= resizeWeight
        for (token, weight) in Self.keys {
            if roll < weight { return token }
            roll -= weight
        }
        preconditionFailure("weights do not add up")
    }

    /// Frames of an animation, a good part of one, a timer tick, or a whole countdown.
    private mutating func wait() -> FuzzToken {
        let milliseconds: Int =
            switch rng.below(20) {
            case 0..<6: 1 + rng.below(50)
            case 6..<11: 100 + rng.below(300)
            case 11..<16: 1_000
            case 16..<19: 1_000 + rng.below(2_500)
            default: 6_000 + rng.below(1_000)
            }
        return FuzzToken("wait:\(milliseconds)ms")
    }

    private mutating func click() -> FuzzToken {
        FuzzToken("click:\(rng.below(max(1, size.width))),\(rng.below(max(1, size.height)))")
    }

    /// Tiny sizes (1x1, and now and then 1x2) a third of the time; while tiny, mostly back to
    /// a usable size. Never 0x0: a key script refuses it as `--size` does, and a terminal
    /// reports at least 1x1 (`CursesScreen`); TerminalUI's own tests draw at 0x0.
    private mutating func resize(tiny: Bool) -> FuzzToken {
        let next: Size
        if !tiny && rng.chance(1, in: 3) || tiny && rng.chance(1, in: 5) {
            next =
                switch rng.below(4) {
                case 0: rng.chance(1, in: 8) ? Size(width: 1, height: 2) : Size(width: 1, height: 1)
                case 1: Size(width: 1 + rng.below(3), height: 1 + rng.below(3))
                default: Size(width: 1 + rng.below(40), height: 1 + rng.below(12))
                }
        } else {
            let common = [
                Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 120, height: 36),
                Size(width: 140, height: 40), Size(width: 40, height: 12), Size(width: 59, height: 20),
            ]
            next =
                rng.chance(1, in: 2)
                ? common[rng.below(common.count)]
                : Size(width: 40 + rng.below(181), height: 12 + rng.below(49))
        }
        size = next
        return FuzzToken("resize:\(next)")
    }

    /// A session's starting flags, for a layout.
    static func configuration(idiom: DemoIdiom, rng: inout SplitMix64) -> FuzzConfiguration {
        let sizes: [Size] =
            switch idiom {
            case .compact:
                [
                    Size(width: 100, height: 30), Size(width: 80, height: 24), Size(width: 60, height: 20),
                    Size(width: 40, height: 12),
                ]
            case .split:
                [
                    Size(width: 140, height: 36), Size(width: 140, height: 40), Size(width: 200, height: 60),
                    Size(width: 120, height: 30),
                ]
            }
        return FuzzConfiguration(
            idiom: idiom, size: sizes[rng.below(sizes.count)],
            animations: rng.chance(1, in: 2), ascii: rng.chance(1, in: 5))
    }
}
