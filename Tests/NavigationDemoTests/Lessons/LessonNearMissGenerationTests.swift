import Foundation
import NavigationDemo
import Testing

@testable import TerminalUI

/// Issue 32: a lesson must never certify a wrong answer. For every lesson and layout, near
/// misses of its solution are generated from a seed (keys dropped, repeated, swapped, replaced
/// by another key the screen offers, stray keys appended, random walks of the offered keys from
/// the start and from part of the solution), each played on a fresh app; whenever one completes
/// the lesson, `LessonAudit` must find what it certifies true: its goals, the task (checked by
/// hand-written Swift), and every timeline entry the recap cites. A failing script is printed
/// shrunk, with its seed. docs/TEACHING.md has the figures.
@MainActor
@Suite("Lessons: generated near misses")
struct LessonNearMissGenerationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let lesson: String
        let idiom: DemoIdiom
        var testDescription: String { "\(lesson) (\(idiom.rawValue))" }
    }

    nonisolated static let cases: [Case] = LessonFixtures.lessons.flatMap { lesson in
        lesson.layouts.map { Case(lesson: lesson.id, idiom: $0) }
    }

    static let scriptsPerCase = 2_000

    /// The seed of a case: its name's bytes, folded (stable across runs and platforms).
    static func seed(_ testCase: Case) -> UInt64 {
        "\(testCase.lesson)/\(testCase.idiom.rawValue)".utf8.reduce(1_469_598_103_934_665_603) {
            ($0 ^ UInt64($1)) &* 1_099_511_628_211
        }
    }

    static func probe(_ testCase: Case) -> LessonProbe {
        LessonProbe(lesson: testCase.lesson, idiom: testCase.idiom, assets: DemoHarness.assets)
    }

    /// The solution's tokens and the keys offered before each of them (and after the last).
    static func generator(_ testCase: Case) throws -> LessonNearMisses {
        let lesson = try #require(DemoHarness.assets.lessons.first { $0.id == testCase.lesson })
        let tokens = (lesson.solutions[testCase.idiom] ?? "").split(separator: " ").map(String.init)
        let probe = probe(testCase)
        var offered = [probe.offeredKeys()]
        for token in tokens {
            probe.play(token)
            offered.append(probe.offeredKeys())
        }
        #expect(probe.isComplete, "the solution completes it")
        return LessonNearMisses(solution: tokens, offered: offered)
    }

    /// Records a script that made the lesson certify something false, shrunk.
    func report(_ testCase: Case, index: Int, run: (keys: [String], completed: Bool, problems: [String])) {
        let shrunk = LessonNearMisses.shrunk(run.keys) { keys in
            Self.play(testCase, keys).problems.isEmpty == false
        }
        Issue.record(
            """
            \(testCase): script \(index) of seed \(Self.seed(testCase)) completes the lesson falsely: \
            \(run.problems.joined(separator: "; "))
            keys: \(run.keys.joined(separator: " "))
            shrunk: \(shrunk.joined(separator: " "))
            """)
    }

    /// Plays `keys` on a fresh app; returns the keys played and what the audit found false.
    static func play(_ testCase: Case, _ keys: [String]) -> (keys: [String], completed: Bool, problems: [String]) {
        let probe = probe(testCase)
        probe.play(keys)
        return (probe.played, probe.isComplete, LessonAudit.problems(of: probe))
    }

    /// Plays one generated script; returns the keys played and what the audit found false.
    static func play(
        _ testCase: Case, _ generator: LessonNearMisses, _ random: inout LessonNearMisses.Random, index: Int
    ) -> (keys: [String], completed: Bool, problems: [String]) {
        let probe = probe(testCase)
        switch index % 8 {
        case 6, 7:
            // A random walk, from the start or from part of the solution.
            if index % 8 == 7 {
                probe.play(Array(generator.solution.prefix(random.below(generator.solution.count + 1))))
            }
            for _ in 0..<(2 + random.below(8)) where !probe.isComplete {
                probe.play(random.pick(probe.offeredKeys()))
            }
        default:
            probe.play(generator.mutated(&random))
        }
        return (probe.played, probe.isComplete, LessonAudit.problems(of: probe))
    }

    @Test("near misses never make a lesson certify what is false", arguments: cases)
    func nearMisses(_ testCase: Case) throws {
        let generator = try Self.generator(testCase)
        var random = LessonNearMisses.Random(seed: Self.seed(testCase))
        var completed = 0
        var played = 0
        // Runs are deterministic and a probe stops where the lesson completes: a script
        // generated again, one that starts with keys that completed it already (and were
        // audited), or one that is the start of a script that never completed it, ends the
        // same, so it is counted without being played again.
        var incomplete: Set<[String]> = []
        var completing: Set<[String]> = []
        func known(_ script: [String]) -> Bool? {
            if incomplete.contains(script) { return false }
            for length in 1...max(1, script.count) where completing.contains(Array(script.prefix(length))) {
                return true
            }
            return nil
        }
        let start = clock()
        for index in 0..<Self.scriptsPerCase {
            if index % 8 < 6 {
                let script = generator.mutated(&random)
                if let done = known(script) {
                    if done { completed += 1 }
                    continue
                }
                let run = Self.play(testCase, script)
                played += 1
                if run.completed {
                    completed += 1
                    completing.insert(run.keys)
                } else {
                    for length in 1...max(1, script.count) { incomplete.insert(Array(script.prefix(length))) }
                }
                guard run.problems.isEmpty else {
                    report(testCase, index: index, run: run)
                    return
                }
                continue
            }
            let run = Self.play(testCase, generator, &random, index: index)
            played += 1
            if run.completed {
                completed += 1
                completing.insert(run.keys)
            } else {
                for length in 1...max(1, run.keys.count) { incomplete.insert(Array(run.keys.prefix(length))) }
            }
            guard run.problems.isEmpty else {
                report(testCase, index: index, run: run)
                return
            }
        }
        // Processor time, not wall time: the figure holds on a machine shared with builds.
        let seconds = Double(clock() - start) / Double(CLOCKS_PER_SEC)
        print(
            "near misses \(testCase): \(Self.scriptsPerCase) scripts (\(played) played), "
                + "\(completed) completed, \(Int(Double(Self.scriptsPerCase) / max(seconds, 0.001))) scripts/s "
                + "(\(Int(seconds * 1000)) ms of processor time)")
        #expect(completed > 0, "some generated scripts still complete it (the generator is not blind)")
    }

    @Test("the solution passes the audit", arguments: cases)
    func solutionAudited(_ testCase: Case) throws {
        let generator = try Self.generator(testCase)
        let probe = Self.probe(testCase)
        probe.play(generator.solution)
        #expect(probe.isComplete)
        #expect(LessonAudit.problems(of: probe) == [])
    }

    @Test("the audit sees what is false: a goal, the task, a citation", arguments: [DemoIdiom.compact, .split])
    func auditCanFail(idiom: DemoIdiom) throws {
        let probe = LessonProbe(lesson: "seed", idiom: idiom, assets: DemoHarness.assets)
        probe.play(["down", "down", "enter"])
        #expect(probe.isComplete && LessonAudit.problems(of: probe).isEmpty)
        // The back key pops Transport behind Marshroute's back: the certificate is now false.
        probe.press(.backspace)
        let problems = LessonAudit.problems(of: probe)
        #expect(
            problems.contains { $0.hasPrefix("goal '\"Transport\" (Categories) is on top of its stack") }, "\(problems)"
        )
        #expect(problems.contains { $0.hasPrefix("the task is not done") }, "\(problems)")
        #expect(LessonAudit.entryNumbers(in: "#3 R → m (route #4, builder route #5) (#6, #7)") == [3, 6, 7])
    }
}
