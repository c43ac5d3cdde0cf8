import NavigationDemo
import TerminalUI
import Testing

/// Rewind replays a session's input on a fresh shell up to just after a timeline entry: a
/// 1,000-step fuzz session, rewound to every 50th entry (every 10th, in fact), gives the screen (every cell),
/// Marshroute's history and the timeline that the session had at that moment, in both layouts.
@MainActor
@Suite("Rewind")
struct RewindTests {
    /// What the session looked like at a moment: every cell of a fresh frame and the timeline.
    /// Reading Marshroute's history is left out here: it is not a pure read (history forgets
    /// the screens a container removed by itself when it is next read), so it is taken last,
    /// once per run (`history(_:)`).
    struct Capture: Equatable {
        let size: Size
        let cells: [Cell]
        let text: [String]
        let timeline: [String]

        @MainActor init(_ shell: DemoShell) {
            let frame = shell.window.render()
            size = frame.size
            cells = (0..<frame.size.height).flatMap { y in (0..<frame.size.width).map { x in frame[x, y] } }
            text = frame.textLines()
            timeline = shell.demo.inspector.text(of: .timeline)
        }
    }

    static func configuration(_ idiom: DemoIdiom) -> FuzzConfiguration {
        FuzzConfiguration(
            idiom: idiom, size: idiom == .split ? Size(width: 140, height: 36) : Size(width: 100, height: 30),
            animations: true, ascii: false)
    }

    static func tokens(_ idiom: DemoIdiom, count: Int) -> [FuzzToken] {
        var generator = FuzzTokenGenerator(
            seed: 0x5E55_1000 + UInt64(idiom == .split ? 1 : 0), size: configuration(idiom).size, quitChance: .max)
        return (0..<count).map { _ in generator.next() }
    }

    @Test(
        "a 1,000-step fuzz session rewound to every 50th entry (every 10th, the first, the newest) is as it was then",
        arguments: DemoIdiom.allCases)
    func everyFiftiethEntry(idiom: DemoIdiom) throws {
        let configuration = Self.configuration(idiom)
        let tokens = Self.tokens(idiom, count: 1_000)

        // The session, noting where each entry was made (the timeline keeps only the newest).
        let live = FuzzSession(configuration)
        var points: [Int: DemoSessionPoint] = [:]
        for token in tokens {
            live.apply(token)
            let known = points.keys.max() ?? 0
            if let newest = live.shell.newestTimelineEntry, newest > known {
                for number in known + 1...newest {
                    if let point = live.shell.point(afterEntry: number) { points[number] = point }
                }
            }
        }
        // Every 10th (so every 50th), and the first and the newest (the edges).
        let chosen = Set(
            points.keys.filter { $0 % 10 == 0 } + [points.keys.min(), points.keys.max()].compactMap { $0 }
        )
        .sorted()
        #expect(points.count >= 50, "entries: \(points.count)")
        #expect(chosen.contains(50), "\(chosen)")

        // The same session again, looking at it at each chosen entry's moment: a wait is cut
        // there (a wait runs timer by timer, so cutting it changes nothing), a key is looked at
        // after it.
        let seen = FuzzSession(configuration)
        let captures = Self.run(tokens, in: seen, lookingAt: chosen.compactMap { points[$0] }) { _ in
            Capture(seen.shell)
        }
        let moments = Set(chosen.compactMap { points[$0] })
        #expect(captures.count == moments.count, "moments reached: \(captures.count) of \(moments.count)")
        #expect(Capture(seen.shell) == Capture(live.shell), "looking at the session changed it")

        for number in chosen {
            let point = try #require(points[number])
            let rewound = try #require(live.shell.replayed(to: point))
            let then = try #require(captures[point])
            let now = Capture(rewound)
            #expect(now.text == then.text, "entry \(number) (\(point)): the screen")
            #expect(now.cells == then.cells, "entry \(number): the cells")
            #expect(now.timeline == then.timeline, "entry \(number): the timeline")
            #expect(rewound.newestTimelineEntry.map { $0 >= number } == true)
            guard number % 50 == 0 else { continue }
            // Marshroute's history, in a run of its own that stops there.
            let alone = FuzzSession(configuration)
            let history = Self.run(tokens, in: alone, lookingAt: [point], stoppingThere: true) { _ in
                alone.demo.historyLines()
            }
            #expect(rewound.demo.historyLines() == history[point], "entry \(number): Marshroute's history")
        }
    }

    /// Runs `tokens` in `session`, calling `look` at each of `points` (in order): a wait is cut
    /// at a point's instant (a wait runs timer by timer, so cutting it changes nothing), a key
    /// or a resize is looked at after it.
    static func run<T>(
        _ tokens: [FuzzToken], in session: FuzzSession, lookingAt points: [DemoSessionPoint],
        stoppingThere: Bool = false, look: (DemoSessionPoint) -> T
    ) -> [DemoSessionPoint: T] {
        var results: [DemoSessionPoint: T] = [:]
        var pending = points.sorted { ($0.events, $0.instant) < ($1.events, $1.instant) }
        func events() -> Int { session.shell.sessionInput?.events.count ?? 0 }
        func lookIfDue() {
            while let point = pending.first, point.events == events(), point.instant == session.clock.now {
                results[point] = look(point)
                pending.removeFirst()
            }
        }
        for token in tokens {
            for step in token.steps {
                if pending.isEmpty && stoppingThere { return results }
                if case .wait(let duration) = step {
                    let end = session.clock.now + duration
                    while let point = pending.first, point.events == events(), point.instant <= end {
                        session.stepper.advance(by: point.instant - session.clock.now)
                        lookIfDue()
                    }
                    if end > session.clock.now { session.stepper.advance(by: end - session.clock.now) }
                } else {
                    session.stepper.perform(step) { session.screen.resize(to: $0) }
                }
                lookIfDue()
            }
        }
        return results
    }
}
