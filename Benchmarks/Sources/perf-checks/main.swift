// Checks that are not timings of one operation, printed as a report:
//
//   perf-checks idle                     with nothing changing, the app draws no frames
//   perf-checks memory [split|compact] [no-peek] [steps [seed]]
//                                        RSS and live modules over 10,000 random steps
//   perf-checks router-scaling           10,000 pushes from the root, then focus
//   perf-checks startup                  the first frame in a fresh process, then warm
//   perf-checks frames [rounds [iterations]]
//                                        frames against the C reference (ratios, bytes)
//   perf-checks frames-profile full|one-row|selection [count]
//                                        the same frames untimed, for callgrind
//   perf-checks latency [rounds]         key to frame: every key of the key map on every screen,
//                                        both layouts, and Go-to over 100,000 patterns (p50, p99)
//   perf-checks binary                   navigation-demo --headless --dump, start to exit
//                                        (needs `swift build -c release --product navigation-demo`)
//
// Without arguments, each check runs in a child process of its own (so one check's memory
// does not count against another), and the exit status is non-zero if any check failed.

import BenchmarkSupport
import Foundation
import Marshroute
import NavigationDemo
import TerminalUI

@MainActor
struct Report {
    private(set) var failed = false

    mutating func check(_ ok: Bool, _ text: String) {
        print("  [\(ok ? "ok" : "FAILED")] \(text)")
        if !ok { failed = true }
    }

    func note(_ text: String) { print("  \(text)") }
}

func milliseconds(_ duration: Duration) -> String {
    String(format: "%.3f ms", duration.seconds * 1000)
}

func microseconds(_ nanoseconds: Double) -> String {
    String(format: "%.1f µs", nanoseconds / 1000)
}

func mebibytes(_ bytes: Int) -> String {
    String(format: "%.2f MiB", Double(bytes) / 1_048_576)
}

func median(_ values: [Int]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? Double(sorted[middle - 1] + sorted[middle]) / 2 : Double(sorted[middle])
}

func percentile(_ values: [Int], _ p: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return Double(sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))])
}

// MARK: Memory

/// The bytes the shell's kept input takes: its events' array at its capacity.
@MainActor
func sessionInputBytes(_ session: DemoSession) -> Int {
    guard let events = session.shell.sessionInput?.events else { return 0 }
    return events.capacity * MemoryLayout<DemoSessionInput.Event>.stride
}

@MainActor
func memoryCheck(_ report: inout Report, idiom: DemoIdiom, withoutPeek: Bool, steps: Int, seed: UInt64) {
    let size = idiom == .split ? DemoSession.largeSize : Size(width: 100, height: 30)
    let keys = withoutPeek ? "every key but p" : "every key"
    print("Memory: \(steps) random steps (\(keys)), \(idiom) \(size.width)x\(size.height), seed \(seed)")
    TerminalUIWarnings.silence()
    let walk = RandomWalk.steps(count: steps, seed: seed, excluding: withoutPeek ? ["p"] : [])

    // RSS, with nothing but the app in the way.
    do {
        let session = DemoSession(size: size, idiom: idiom, assets: DemoAssetsCache.assets, animations: true)
        session.run("")
        let atStart = BenchEnvironment.residentBytes()
        var at100 = 0
        var samples: [(Int, Int)] = []
        for (index, step) in walk.enumerated() {
            session.perform(step)
            let done = index + 1
            if done == 100 { at100 = BenchEnvironment.residentBytes() }
            if done.isMultiple(of: 1_000) { samples.append((done, BenchEnvironment.residentBytes())) }
        }
        session.window.finishAnimations()
        let atEnd = BenchEnvironment.residentBytes()
        report.note(
            "RSS at start \(mebibytes(atStart)), after 100 steps \(mebibytes(at100)), after \(steps) steps \(mebibytes(atEnd))"
        )
        report.note(
            "RSS every 1,000 steps: " + samples.map { "\($0.0 / 1000)k \(mebibytes($0.1))" }.joined(separator: ", "))
        // Rewind keeps the session's input on purpose (docs/TEACHING.md): a few dozen bytes a
        // step, bounded by the transcript limit. It is reported, and the check is on the rest.
        let inputBytes = sessionInputBytes(session)
        report.note("the session's input kept for rewind: \(mebibytes(inputBytes)) (capacity included)")
        report.check(
            atEnd - at100 - inputBytes <= 1_048_576,
            "RSS after \(steps) steps, less the kept input, is within 1 MiB of RSS after 100 (difference "
                + "\(mebibytes(atEnd - at100)), \(mebibytes(atEnd - at100 - inputBytes)) without the input)")
        let assertions = session.plugins.assertions.failures
        report.note(
            "frames drawn \(session.application.framesDrawn); Marshroute assertions \(assertions.count); "
                + "TerminalUI warnings \(TerminalUIWarnings.count); timers pending \(session.window.loop.activeTimerCount)"
        )
        var distinct: [String] = []
        for message in assertions where !distinct.contains(message) { distinct.append(message) }
        for message in distinct.prefix(5) {
            report.note("  assertion ×\(assertions.filter { $0 == message }.count): \(message)")
        }
    }

    // Live modules: every controller seen on screen, held weakly.
    do {
        let session = DemoSession(size: size, idiom: idiom, assets: DemoAssetsCache.assets, animations: true)
        let tracker = LiveModuleTracker()
        func perform(_ steps: [ScriptStep]) {
            for step in steps {
                session.perform(step)
                tracker.track(session.window)
            }
        }
        func settleAndReturnToRoot() {
            perform([.wait(.seconds(10))])
            perform(RandomWalk.returnToRootSteps())
            perform([.wait(.seconds(10))])
            perform(RandomWalk.returnToRootSteps())
            session.window.finishAnimations()
        }
        tracker.track(session.window)
        // Visit every tab at its root, so their root screens are seen and counted.
        perform([.key(.character("1")), .key(.character("2")), .key(.character("3")), .key(.character("1"))])
        settleAndReturnToRoot()
        let baseline = tracker.liveCount
        let baselineNames = tracker.liveNames
        perform(walk)
        let afterWalk = tracker.liveCount
        settleAndReturnToRoot()
        let afterReturn = tracker.liveCount
        let unreachable = tracker.unreachable(from: session.window)
        report.note(
            "screens seen \(tracker.seenCount); live at the root before the walk \(baseline), right after the walk "
                + "\(afterWalk), back at the root \(afterReturn)")
        if afterReturn != baseline {
            var extra = tracker.liveNames
            for (name, count) in baselineNames { extra[name, default: 0] -= count }
            report.note(
                "live now minus before, by name: "
                    + extra.filter { $0.value != 0 }.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(
                        separator: ", "))
        }
        report.check(
            afterReturn == baseline, "live modules back at the root equal the baseline (\(afterReturn) vs \(baseline))")
        report.check(
            unreachable.isEmpty,
            "no seen screen is alive without being on the window's tree"
                + (unreachable.isEmpty ? "" : ": \(unreachable.prefix(10))"))
        report.note("history back at the root: \(session.demo.historyLines().joined(separator: " | "))")
    }
}

// MARK: Router scaling

@MainActor
func routerScalingCheck(_ report: inout Report) {
    print("Router: 10,000 pushes from the root module's router, then focusOnCurrentModule()")
    let fixture = RouterFixture()
    let count = 10_000
    var pushNanoseconds: [Int] = []
    pushNanoseconds.reserveCapacity(count)
    let clock = ContinuousClock()
    for _ in 0..<count {
        let start = clock.now
        fixture.push()
        pushNanoseconds.append(Int((clock.now - start).nanosecondsClamped))
    }
    // pushNanoseconds[i] is the push onto a stack of i + 1 screens.
    func window(_ depth: Int) -> [Int] { Array(pushNanoseconds[(depth - 1)..<min(count, depth - 1 + 100)]) }
    let at10 = median(window(10))
    let at1000 = median(window(1_000))
    let at10000 = median(Array(pushNanoseconds[(count - 100)..<count]))
    report.note(
        "push, median of 100 pushes: at depth 10 \(microseconds(at10)), at 1,000 \(microseconds(at1000)), "
            + "at 9,900-10,000 \(microseconds(at10000)); p90 over all \(microseconds(percentile(pushNanoseconds, 0.9)))"
    )
    let total = pushNanoseconds.reduce(0, +)
    report.note("all \(count) pushes: \(milliseconds(.nanoseconds(total))), depth now \(fixture.depth)")
    report.check(
        at10000 <= 2 * at10,
        "a push at depth 10,000 costs within 2x of one at depth 10 (\(String(format: "%.2f", at10000 / at10))x)")
    let focusStart = clock.now
    fixture.rootRouter.focusOnCurrentModule()
    let focus = clock.now - focusStart
    report.note(
        "focusOnCurrentModule from depth \(count + 1): \(milliseconds(focus)) "
            + "(\(microseconds(Double(focus.nanosecondsClamped) / Double(count))) per popped module); depth now \(fixture.depth)"
    )
    report.check(
        fixture.depth == 1 && fixture.plugins.assertionFailures.isEmpty,
        "back at the root with no Marshroute assertion (\(fixture.plugins.assertionFailures.count))")

    // The user goes back with the navigation controller's own Backspace (Marshroute does not
    // see that pop), then opens a screen.
    var afterPop: [Int: Double] = [:]
    for depth in [10, 1_000, 10_000] {
        let fixture = RouterFixture()
        fixture.grow(to: depth)
        var samples: [Int] = []
        for _ in 0..<30 {
            fixture.push()
            fixture.navigationController.popViewController(animated: false)
            let start = clock.now
            let pushed = fixture.push()
            samples.append(Int((clock.now - start).nanosecondsClamped))
            pushed.dismissCurrentModule()
        }
        afterPop[depth] = median(samples)
    }
    let ratio = (afterPop[10_000] ?? 0) / max(1, afterPop[10] ?? 1)
    report.note(
        "push after a back-key pop, median of 30: at depth 10 \(microseconds(afterPop[10] ?? 0)), "
            + "at 1,000 \(microseconds(afterPop[1_000] ?? 0)), at 10,000 \(microseconds(afterPop[10_000] ?? 0))")
    report.check(
        ratio <= 2,
        "a push after a back-key pop at depth 10,000 costs within 2x of one at depth 10 "
            + "(\(String(format: "%.2f", ratio))x; Marshroute checks only the entries above the lowest index the pop changed)"
    )
}

// MARK: Startup

@MainActor
func startupCheck(_ report: inout Report) {
    print("Startup: the first frame in this fresh process, then again")
    let clock = ContinuousClock()
    for attempt in ["first (cold)", "second", "third"] {
        let start = clock.now
        let assets = DemoAssetsCache.load()
        let loaded = clock.now
        let session = DemoSession(size: DemoSession.largeSize, idiom: .split, assets: assets)
        session.application.drawFrame()
        let end = clock.now
        report.note(
            "\(attempt): assets \(milliseconds(loaded - start)), window + app + demo + first frame "
                + "\(milliseconds(end - loaded)), total \(milliseconds(end - start))")
        if attempt.hasPrefix("first") {
            report.check(end - start <= .milliseconds(30), "cold first frame with assets within 30 ms")
        }
    }
}

// MARK: The real binary

/// Runs `path` with `arguments`, output to /dev/null, and returns the wall time from spawn to
/// exit, or nil if it could not be run or failed.
func timeProcess(_ path: String, _ arguments: [String]) -> Duration? {
    // An opaque pointer on Darwin, a struct on glibc.
    #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
    #else
        var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let clock = ContinuousClock()
    let start = clock.now
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    guard waitpid(pid, &status, 0) == pid, status == 0 else { return nil }
    return clock.now - start
}

@MainActor
func binaryCheck(_ report: inout Report) {
    print(
        "The real binary: navigation-demo --headless --dump, process start to exit (100 runs each, after 5 warm-up runs)"
    )
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    let binary = directory.appendingPathComponent("navigation-demo").path
    guard FileManager.default.isExecutableFile(atPath: binary) else {
        report.note("skipped: \(binary) is not built (swift build -c release --product navigation-demo)")
        return
    }
    // The binary finds demo-assets itself, next to it or above it.
    for arguments in [["--version"], ["--headless", "--dump"], ["--headless", "--size", "200x60", "--dump"]] {
        for _ in 0..<5 { _ = timeProcess(binary, arguments) }
        var samples: [Int] = []
        for _ in 0..<100 {
            guard let duration = timeProcess(binary, arguments) else {
                report.check(false, "navigation-demo \(arguments.joined(separator: " ")) failed")
                return
            }
            samples.append(Int(duration.nanosecondsClamped))
        }
        let line =
            "navigation-demo \(arguments.joined(separator: " ")): median \(milliseconds(.nanoseconds(Int64(median(samples))))), "
            + "p90 \(milliseconds(.nanoseconds(Int64(percentile(samples, 0.9)))))"
        if arguments.contains("--headless") {
            report.check(median(samples) <= 30_000_000, line + " (target 30 ms)")
        } else {
            report.note(line + " (process start and argument parsing only)")
        }
    }
}

// MARK: Main

/// Writes a line straight to standard output (unbuffered), so that the parent's lines and
/// its children's stay in order.
func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32 = MainActor.assumeIsolated {
    var report = Report()
    switch arguments.first {
    case "idle":
        idleCheck(&report)
    case "memory":
        let options = Array(arguments.dropFirst())
        let idiom: DemoIdiom = options.contains("compact") ? .compact : .split
        let numbers = options.compactMap { UInt64($0) }
        memoryCheck(
            &report, idiom: idiom, withoutPeek: options.contains("no-peek"),
            steps: numbers.first.map { Int($0) } ?? 10_000, seed: numbers.dropFirst().first ?? 42)
    case "router-scaling":
        routerScalingCheck(&report)
    case "startup":
        startupCheck(&report)
    case "binary":
        binaryCheck(&report)
    case "frames":
        // `frames [rounds [iterations]]`: fewer for a profile (valgrind --tool=callgrind).
        let numbers = arguments.dropFirst().compactMap { Int($0) }
        framesCheck(&report, rounds: numbers.first ?? 7, iterations: numbers.dropFirst().first ?? 300)
    case "latency":
        // `latency [rounds]`: every key on every screen; built -c debug as well as release.
        latencyCheck(&report, rounds: arguments.dropFirst().first.flatMap { Int($0) } ?? 1)
    case "frames-profile":
        // `frames-profile full|one-row|selection [count]`: a workload for callgrind.
        do {
            try FramesAgainstC.profile(
                kind: arguments.dropFirst().first ?? "one-row",
                count: arguments.dropFirst(2).first.flatMap { Int($0) } ?? 1_000)
        } catch {
            print("frames-profile: \(error)")
            return 1
        }
    case nil:
        var failed = false
        let checks = [
            ["startup"], ["binary"], ["idle"], ["memory", "split"], ["memory", "split", "no-peek"],
            ["memory", "compact"], ["memory", "compact", "no-peek"], ["router-scaling"], ["frames"], ["latency"],
        ]
        for check in checks {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            process.arguments = check
            do {
                try process.run()
                process.waitUntilExit()
                failed = failed || process.terminationStatus != 0
            } catch {
                emit("cannot run \(check): \(error)")
                failed = true
            }
            emit("")
        }
        emit(failed ? "Some checks FAILED." : "All checks passed.")
        return failed ? 1 : 0
    default:
        print(
            "usage: perf-checks [idle | memory [split|compact] [no-peek] [steps [seed]] | router-scaling | startup | binary | frames]"
        )
        return 2
    }
    return report.failed ? 1 : 0
}
exit(status)
