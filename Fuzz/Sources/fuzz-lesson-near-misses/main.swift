import Foundation
import FuzzSupport
import TerminalUI

@testable import NavigationDemo

// Near misses of the demo's lessons, beyond the suite's 2,000 a lesson and layout
// (docs/TEACHING.md): the input picks a lesson and a layout, how much of its solution to play
// first, then each key among those the screen offers at that moment (`LessonProbe`). Invariant:
// whenever the lesson completes, what it certifies is true (`LessonAudit`: its goals read again,
// the task checked by hand-written Swift, every cited timeline entry's outcome). The app is
// released after each input, so LeakSanitizer checks it leaves nothing behind.

let assets = try! DemoAssetsLoader.load(from: demoAssetsPath)
let cases: [(lesson: Lesson, idiom: DemoIdiom)] = assets.lessons.flatMap { lesson in lesson.layouts.map { (lesson, $0) }
}
let maximumKeys = 40

@MainActor func check(_ bytes: [UInt8]) {
    guard bytes.count >= 2 else { return }
    let (lesson, idiom) = cases[Int(bytes[0]) % cases.count]
    let solution = (lesson.solutions[idiom] ?? "").split(separator: " ").map(String.init)
    let probe = LessonProbe(lesson: lesson.id, idiom: idiom, assets: assets)
    probe.play(Array(solution.prefix(Int(bytes[1]) % (solution.count + 1))))
    for byte in bytes.dropFirst(2).prefix(maximumKeys) where !probe.isComplete {
        let keys = probe.offeredKeys()
        probe.play(keys[Int(byte) % keys.count])
    }
    guard probe.isComplete else { return }
    let problems = LessonAudit.problems(of: probe)
    fuzzCheck(
        problems.isEmpty,
        "\(lesson.id) (\(idiom.rawValue)) completes falsely after \(probe.played.joined(separator: " ")): "
            + problems.joined(separator: "; "))
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Array(fuzzInput(data, size))
    MainActor.assumeIsolated { check(bytes) }
    return 0
}

runFuzzer(testOneInput)
