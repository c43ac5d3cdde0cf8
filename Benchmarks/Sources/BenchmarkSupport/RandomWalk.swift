import TerminalUI

/// SplitMix64: a small, seedable generator, so a walk can be replayed exactly.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random navigation through the demo's key map (never `q` or Ctrl-C).
public enum RandomWalk {
    public static let tokens = [
        "up", "down", "enter", "backspace", "esc", "tab", "1", "2", "3",
        "r", "c", "x", "h", "l", "m", "s", "p", "t", "wait:1s",
    ]

    /// The steps of a walk of `count` tokens from `seed`, drawn from `tokens` less `excluded`.
    public static func steps(count: Int, seed: UInt64, excluding excluded: Set<String> = []) -> [ScriptStep] {
        var generator = SplitMix64(seed: seed)
        let parsed = tokens.filter { !excluded.contains($0) }.map { token -> ScriptStep in
            do { return try KeyScript.parseToken(token) } catch { preconditionFailure("bad token \(token): \(error)") }
        }
        return (0..<count).map { _ in parsed[Int(generator.next() % UInt64(parsed.count))] }
    }

    /// Keys that take every tab back to its root: close whatever is presented (Esc, the
    /// Stop/Cancel buttons on `x`), pop (Backspace), on both sides of a split view (Tab).
    public static func returnToRootSteps(tabs: Int = 3, rounds: Int = 40) -> [ScriptStep] {
        var steps: [ScriptStep] = []
        for tab in 1...tabs {
            steps.append(.key(.character(Character("\(tab)"))))
            for _ in 0..<2 {
                for _ in 0..<rounds {
                    steps.append(.key(.escape))
                    steps.append(.key(.character("x")))
                    steps.append(.key(.backspace))
                }
                steps.append(.key(.tab))
            }
        }
        steps.append(.key(.character("1")))
        return steps
    }
}

/// Weak references to every view controller seen on screen, to count the ones still alive.
@MainActor
public final class LiveModuleTracker {
    private struct Probe {
        weak var controller: ViewController?
        let name: String
    }

    private var probes: [Probe] = []
    private var index: [ObjectIdentifier: Int] = [:]

    public init() {}

    /// Notes every controller on screen now.
    public func track(_ window: Window) {
        for controller in window.visibleViewControllers {
            let id = ObjectIdentifier(controller)
            if let at = index[id], probes[at].controller === controller { continue }
            index[id] = probes.count
            probes.append(Probe(controller: controller, name: controller.debugName))
        }
    }

    /// Controllers seen so far.
    public var seenCount: Int { probes.count }

    /// Controllers seen so far that are still alive.
    public var liveCount: Int { probes.reduce(0) { $0 + ($1.controller == nil ? 0 : 1) } }

    /// Names of the live ones, counted by name.
    public var liveNames: [String: Int] {
        var names: [String: Int] = [:]
        for probe in probes where probe.controller != nil { names[probe.name, default: 0] += 1 }
        return names
    }

    /// Seen controllers that are alive though the window holds none of them
    /// (`Window.heldViewControllers`).
    public func unreachable(from window: Window) -> [String] {
        let reachable = Set(window.heldViewControllers.map(ObjectIdentifier.init))
        return probes.compactMap { probe in
            guard let controller = probe.controller, !reachable.contains(ObjectIdentifier(controller)) else {
                return nil
            }
            return probe.name
        }
    }
}
