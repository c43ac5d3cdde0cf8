import Foundation
import FuzzSupport
import TerminalUI

@testable import NavigationDemo

// Lesson files (`demo-assets/lessons`): the input is a file. Invariants: what is accepted keeps
// the rules the format promises (docs/TEACHING.md: a plain id, a title of at most 60 characters,
// one layout or more, at most 8 hints and 20 expect lines, each in one of the lesson's layouts at least, with
// only the filters its event understands, a solution per layout that parses as a key script,
// no control character or bidi override in any text); every error names the file, a line
// inside it, and its description is safe to print and bounded.

let path = "demo-assets/lessons/fuzz.lesson"

func isPlainID(_ id: String) -> Bool {
    !id.isEmpty && id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
}

func checkText(_ text: String, _ what: String) {
    fuzzCheck(!text.unicodeScalars.contains(where: isUnsafe), "\(what) holds a control character")
}

func checkAccepted(_ lesson: Lesson) {
    fuzzCheck(isPlainID(lesson.id), "id \(lesson.id.debugDescription) is not plain")
    fuzzCheck(!lesson.title.isEmpty && lesson.title.count <= 60, "title of \(lesson.title.count) characters")
    checkText(lesson.title, "the title")
    fuzzCheck(!lesson.layouts.isEmpty, "no layouts")
    fuzzCheck(Set(lesson.layouts).count == lesson.layouts.count, "a layout twice")
    fuzzCheck(lesson.hints.count <= 8, "\(lesson.hints.count) hints")
    fuzzCheck(!lesson.expectations.isEmpty && lesson.expectations.count <= 20, "\(lesson.expectations.count) expects")
    for paragraph in lesson.concept + lesson.task + lesson.hints + lesson.done { checkText(paragraph, "a text") }
    for expectation in lesson.expectations {
        fuzzCheck(
            expectation.layouts.contains(where: lesson.layouts.contains),
            "an expect line in none of the lesson's layouts")
        let keys = expectation.kind.keys
        fuzzCheck(expectation.filters.allSatisfy { keys.contains($0.key) }, "a filter its event does not have")
    }
    for layout in lesson.layouts {
        fuzzCheck(!lesson.expectations(for: layout).isEmpty, "nothing to check in \(layout)")
        guard let solution = lesson.solutions[layout] else {
            fuzzCheck(false, "no solution in \(layout)")
            return
        }
        fuzzCheck((try? KeyScript.parse(solution)) != nil, "the \(layout) solution does not parse")
    }
    fuzzCheck(lesson.solutions.keys.allSatisfy(lesson.layouts.contains), "a solution outside the lesson's layouts")
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = fuzzInput(data, size)
    do {
        checkAccepted(try LessonFileParser.parse(Data(bytes), file: path))
    } catch {
        fuzzCheck(error.file == path, "the error names \(error.file)")
        if let line = error.line {
            let lines = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
            fuzzCheck((1...lines).contains(line), "line \(line) of a file of \(lines)")
        }
        fuzzCheckSafeToPrint(error.description, "AssetError")
    }
    return 0
}

runFuzzer(testOneInput)
