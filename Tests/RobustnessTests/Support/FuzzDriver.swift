import Foundation
import NavigationDemo
import TerminalUI
import TestSupport

/// How a fuzz run goes.
struct FuzzOptions: Sendable {
    var seed: UInt64
    /// Steps over all sessions, both layouts together.
    var steps: Int
    /// The layouts, taken in turn session by session.
    var idioms: [DemoIdiom] = DemoIdiom.allCases
    /// A session ends after at most this many steps (or earlier, on `q`).
    var maximumSessionLength = 1_500
    /// One token in this many is `q`.
    var quitChance = FuzzTokenGenerator.defaultQuitChance
    /// A frame is drawn and checked every this many steps (and after every resize and
    /// while the terminal is too small). The model invariants are checked every step.
    var renderEvery = 16
    /// The leak check (live controllers nothing holds) runs every this many steps.
    var reachabilityEvery = 64
    /// The model invariants run every this many steps (1: every step).
    var modelEvery = 1
    /// How long shrinking a failure may take.
    var shrinkBudget: Duration = .seconds(60)

    /// `FUZZ_STEPS`, `FUZZ_SEED` (a number, or `random`), `FUZZ_LAYOUT` (`compact` or `split`:
    /// every session in that layout), `FUZZ_RENDER_EVERY`, `FUZZ_MODEL_EVERY`,
    /// `FUZZ_SESSION_LENGTH` from the environment, over the given defaults.
    static func fromEnvironment(defaultSteps: Int, defaultSeed: UInt64) -> FuzzOptions {
        let environment = ProcessInfo.processInfo.environment
        var options = FuzzOptions(seed: defaultSeed, steps: defaultSteps)
        if let text = environment["FUZZ_STEPS"], let steps = Int(text.replacingOccurrences(of: "_", with: "")),
            steps > 0
        {
            options.steps = steps
        }
        if let text = environment["FUZZ_SEED"] {
            options.seed = text == "random" ? UInt64.random(in: 0...UInt64.max) : UInt64(text) ?? defaultSeed
        }
        if let text = environment["FUZZ_LAYOUT"], let idiom = DemoIdiom(rawValue: text) { options.idioms = [idiom] }
        if let text = environment["FUZZ_RENDER_EVERY"], let every = Int(text), every > 0 { options.renderEvery = every }
        if let text = environment["FUZZ_MODEL_EVERY"], let every = Int(text), every > 0 { options.modelEvery = every }
        if let text = environment["FUZZ_SESSION_LENGTH"], let length = Int(text), length > 0 {
            options.maximumSessionLength = length
            options.quitChance = max(FuzzTokenGenerator.defaultQuitChance, 2 * length)
        }
        return options
    }
}

/// What a fuzz run found.
struct FuzzFailure: CustomStringConvertible {
    let seed: UInt64
    let session: Int
    /// The step of the whole run at which the invariant broke (1-based).
    let step: Int
    let configuration: FuzzConfiguration
    let violation: InvariantViolation
    /// The session's tokens up to the failing one.
    let tokens: [FuzzToken]
    /// A shorter sequence that still breaks the same invariant, and what it breaks.
    let shrunk: [FuzzToken]
    let shrunkViolation: InvariantViolation?

    var description: String {
        let keys = shrunk.map(\.text).joined(separator: " ")
        return """
            Fuzz failure (seed \(seed), session \(session), step \(step) of the run, \(tokens.count) of the session)
              invariant: \(violation)
              layout: \(configuration)
              shrunk from \(tokens.count) to \(shrunk.count) tokens\(shrunkViolation.map { ", which break \($0)" } ?? "")
              reproduce (add H before --dump to see Marshroute's history):
                \(configuration.commandLine(keys: shrunk))
              replay with the invariants checked:
                FUZZ_REPLAY='\(configuration)|\(keys)' swift test --filter RobustnessTests.FuzzTests/replay
              the session's tokens before shrinking:
                \(tokens.map(\.text).joined(separator: " "))
            """
    }
}

struct FuzzStatistics: CustomStringConvertible {
    var steps = 0
    var sessions = 0
    var quits = 0
    var frames = 0
    var sessionsPerIdiom: [DemoIdiom: Int] = [:]
    /// Time spent running and checking steps (shrinking not included).
    var elapsed: Duration = .zero
    var shrinking: Duration = .zero

    var stepsPerSecond: Double { elapsed > .zero ? Double(steps) / elapsed.seconds : 0 }

    var description: String {
        "\(steps) steps in \(sessions) sessions (\(quits) ended by q; "
            + DemoIdiom.allCases.map { "\($0.rawValue) \(sessionsPerIdiom[$0, default: 0])" }.joined(separator: ", ")
            + "), \(frames) frames checked, \(String(format: "%.1f", elapsed.seconds)) s, "
            + "\(Int(stepsPerSecond)) steps/s"
            + (shrinking > .zero ? ", then \(String(format: "%.1f", shrinking.seconds)) s shrinking" : "")
    }
}

/// Drives the headless demo with seeded random tokens, checks `FuzzInvariants` after every
/// step, and shrinks a failure to a short key sequence (delta debugging).
@MainActor
struct FuzzDriver {
    let options: FuzzOptions
    /// The data the demo shows (hostile titles, say).
    let assets: DemoAssets
    /// An extra invariant, for checking the driver itself (a deliberately planted "bug").
    var extraCheck: ((FuzzSession) -> InvariantViolation?)?

    init(
        options: FuzzOptions, assets: DemoAssets = FuzzSession.assets,
        extraCheck: ((FuzzSession) -> InvariantViolation?)? = nil
    ) {
        self.options = options
        self.assets = assets
        self.extraCheck = extraCheck
    }

    /// Runs `options.steps` steps; returns the first failure (shrunk), if any.
    func run(statistics: inout FuzzStatistics) -> FuzzFailure? {
        let start = ContinuousClock.now
        var master = SplitMix64(seed: options.seed)
        FuzzCrashNote.install()
        defer { FuzzCrashNote.uninstall() }
        var sessionIndex = 0
        while statistics.steps < options.steps {
            let idiom = options.idioms[sessionIndex % options.idioms.count]
            var rng = SplitMix64(seed: master.fork())
            let configuration = FuzzTokenGenerator.configuration(idiom: idiom, rng: &rng)
            let limit = min(
                options.steps - statistics.steps,
                options.maximumSessionLength / 2 + rng.below(options.maximumSessionLength / 2 + 1))
            FuzzCrashNote.begin(seed: options.seed, session: sessionIndex, configuration: configuration)
            var generator = FuzzTokenGenerator(
                seed: rng.fork(), size: configuration.size, quitChance: options.quitChance)
            let outcome = runSession(
                configuration, limit: limit, next: { generator.next() }, statistics: &statistics)
            statistics.sessions += 1
            statistics.sessionsPerIdiom[idiom, default: 0] += 1
            if let (tokens, violation) = outcome {
                FuzzCrashNote.end()
                statistics.elapsed = ContinuousClock.now - start
                let (shrunk, shrunkViolation) = shrink(tokens, configuration: configuration, violation: violation)
                statistics.shrinking = ContinuousClock.now - start - statistics.elapsed
                return FuzzFailure(
                    seed: options.seed, session: sessionIndex, step: statistics.steps, configuration: configuration,
                    violation: violation, tokens: tokens, shrunk: shrunk, shrunkViolation: shrunkViolation)
            }
            sessionIndex += 1
        }
        FuzzCrashNote.end()
        statistics.elapsed = ContinuousClock.now - start
        return nil
    }

    /// Runs `tokens` as the fuzzer runs a session (the checks at their usual pace, the end as
    /// every session ends) and returns the failure, shrunk, if an invariant broke.
    func runSession(_ tokens: [FuzzToken], configuration: FuzzConfiguration) -> FuzzFailure? {
        var statistics = FuzzStatistics()
        var remaining = tokens[...]
        guard
            let (run, violation) = runSession(
                configuration, limit: tokens.count, next: { remaining.popFirst()! }, statistics: &statistics)
        else { return nil }
        let (shrunk, shrunkViolation) = shrink(run, configuration: configuration, violation: violation)
        return FuzzFailure(
            seed: options.seed, session: 0, step: run.count, configuration: configuration, violation: violation,
            tokens: run, shrunk: shrunk, shrunkViolation: shrunkViolation)
    }

    /// One session: a fresh app, up to `limit` tokens from `next`, then the app is released.
    /// Returns the tokens run and the violation when an invariant broke.
    private func runSession(
        _ configuration: FuzzConfiguration, limit: Int, next: () -> FuzzToken,
        statistics: inout FuzzStatistics
    ) -> ([FuzzToken], InvariantViolation)? {
        var tokens: [FuzzToken] = []
        tokens.reserveCapacity(limit + 1)
        let violation = inFreshSession(configuration) { session in
            for index in 0..<limit {
                let token = next()
                tokens.append(token)
                FuzzCrashNote.append(token.text)
                session.apply(token)
                statistics.steps += 1
                if let violation = check(session, index: index, token: token, statistics: &statistics) {
                    return violation
                }
                if session.hasQuit {
                    statistics.quits += 1
                    break
                }
                if index % 256 == 255 { session.pruneProbes() }
            }
            // The session's end lets time pass as one more token, so that what happens then
            // (a timer, Marshroute's retain-cycle check) replays from the printed keys. After
            // `q` no time passes, as in the binary, which stops reading keys there.
            guard !session.hasQuit else { return nil }
            let settle = FuzzInvariants.settleToken
            tokens.append(settle)
            FuzzCrashNote.append(settle.text)
            session.apply(settle)
            return check(session, index: tokens.count - 1, token: settle, full: true, statistics: &statistics)
        }
        return violation.map { (tokens, $0) }
    }

    /// Runs `steps` (which return the first violation they meet) in a fresh session; then
    /// finishes it as `run(script:)` does, checks the model, the last frame and the leak
    /// ledger, releases the session and checks that every controller it showed went with it.
    /// Nothing here lets time pass: a replay of the same keys in the binary ends the same way.
    private func inFreshSession(
        _ configuration: FuzzConfiguration,
        _ steps: (FuzzSession) -> InvariantViolation?
    ) -> InvariantViolation? {
        var probes: [FuzzSession.WeakController] = []
        do {
            let session = FuzzSession(configuration, assets: assets)
            // Ended as the command line ends a run: what it showed must then go with it.
            defer { session.close() }
            if let violation = steps(session) { return violation }
            session.finish()
            // `finish()` drew the final frame, and checking the model changes nothing on screen.
            if let violation = FuzzInvariants.checkModel(session) ?? FuzzInvariants.checkDrawnFrame(session) {
                return violation
            }
            if let violation = FuzzInvariants.checkLedger(session) { return violation }
            probes = session.liveControllers
        }
        // The session is closed and released here: whatever it showed must go with it.
        let survivors = probes.filter { $0.controller != nil }.map(\.name)
        guard survivors.isEmpty else {
            return InvariantViolation(invariant: .releasedAfterQuit, detail: survivors.sorted().joined(separator: ", "))
        }
        return nil
    }

    /// The invariants due after step `index`.
    private func check(
        _ session: FuzzSession, index: Int, token: FuzzToken, full: Bool = false,
        statistics: inout FuzzStatistics
    ) -> InvariantViolation? {
        if full || index % options.modelEvery == 0 {
            if let violation = FuzzInvariants.checkModel(session) ?? extraCheck?(session) { return violation }
        }
        var resized = false
        if case .resize = token.step { resized = true }
        if full || resized || index % options.renderEvery == 0 || session.window.isTooSmall {
            statistics.frames += 1
            if let violation = FuzzInvariants.checkFrame(session) { return violation }
        }
        if full || index % options.reachabilityEvery == 0 {
            if let violation = FuzzInvariants.checkReachability(session) { return violation }
        }
        return nil
    }

    // MARK: Replaying and shrinking

    /// Runs `tokens` in a fresh session checking every invariant after every step (and the
    /// release after the end); returns the first violation.
    func replay(_ tokens: [FuzzToken], configuration: FuzzConfiguration) -> InvariantViolation? {
        var statistics = FuzzStatistics()
        return inFreshSession(configuration) { session in
            for (index, token) in tokens.enumerated() {
                session.apply(token)
                if let violation = check(session, index: index, token: token, full: true, statistics: &statistics) {
                    return violation
                }
                if session.hasQuit { break }
            }
            return nil
        }
    }

    /// Shrinks a failure to the fewest tokens that still break the same invariant. Replays
    /// check every invariant every step, so the target is whatever the full replay of the
    /// failing session breaks first.
    func shrink(
        _ tokens: [FuzzToken], configuration: FuzzConfiguration,
        violation: InvariantViolation
    ) -> ([FuzzToken], InvariantViolation?) {
        guard let target = replay(tokens, configuration: configuration) else {
            // Not reproducible with full checks (it should be: sessions are deterministic).
            return (tokens, nil)
        }
        var found = target
        let shrunk = FuzzDriver.minimize(tokens, budget: options.shrinkBudget) { candidate in
            guard let violation = replay(candidate, configuration: configuration),
                violation.invariant == target.invariant
            else { return false }
            // `minimize` keeps exactly the candidates this accepts, so `found` is the shrunk sequence's.
            found = violation
            return true
        }
        return (shrunk, found)
    }

    /// Shrinks a sequence on which the real binary traps (the invariant "no trap", which a
    /// replay in this process could not survive): each candidate runs `navigation-demo
    /// --headless` in a process of its own. Nil when the binary does not trap on `tokens`.
    static func shrinkTrap(
        _ tokens: [FuzzToken], configuration: FuzzConfiguration, extraArguments: [String] = [],
        budget: Duration = .seconds(120)
    ) throws -> (signal: Int32, shrunk: [FuzzToken], stderr: String)? {
        func run(_ candidate: [FuzzToken]) throws -> ChildProcess.Result {
            // In the sessions' screenshot folder: a screenshot key writes there, not here.
            try DemoBinary.run(
                configuration.arguments(keys: candidate) + extraArguments,
                environment: ["SWIFT_BACKTRACE": "enable=no"],
                in: FuzzSession.screenshotDirectory)
        }
        let first = try run(tokens)
        guard let signal = first.signal else { return nil }
        var stderr = first.stderr
        let shrunk = minimize(tokens, budget: budget) { candidate in
            guard let result = try? run(candidate), result.signal == signal else { return false }
            stderr = result.stderr
            return true
        }
        return (signal, shrunk, stderr)
    }

    /// Delta debugging (Zeller's ddmin): removes ever smaller chunks, down to single tokens,
    /// while `stillFails`; then tries shorter waits. Stops when `budget` runs out.
    static func minimize(_ tokens: [FuzzToken], budget: Duration, stillFails: ([FuzzToken]) -> Bool) -> [FuzzToken] {
        let deadline = ContinuousClock.now + budget
        var current = tokens
        var granularity = 2
        while current.count >= 2 && ContinuousClock.now < deadline {
            let chunk = (current.count + granularity - 1) / granularity
            var reduced = false
            var start = 0
            while start < current.count && ContinuousClock.now < deadline {
                var candidate = current
                candidate.removeSubrange(start..<min(current.count, start + chunk))
                if stillFails(candidate) {
                    current = candidate
                    granularity = max(granularity - 1, 2)
                    reduced = true
                    break
                }
                start += chunk
            }
            if !reduced {
                if granularity >= current.count { break }
                granularity = min(current.count, granularity * 2)
            }
        }
        for index in current.indices.reversed() where ContinuousClock.now < deadline {
            guard case .wait(let duration) = current[index].step, duration > .seconds(1) else { continue }
            var candidate = current
            candidate[index] = FuzzToken("wait:1s")
            if stillFails(candidate) { current = candidate }
        }
        return current
    }
}
