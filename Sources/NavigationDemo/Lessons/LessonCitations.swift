import TerminalUI

/// The citations of a lesson's `done` text: every sentence that says what happened names what
/// backs it, a step (`[3]`, `[2,4]`) or the goal (`[goal]`). A file whose `done` has a sentence
/// without one is refused; once the lesson is complete, a step's citation becomes the timeline
/// entry of the event that did it (`(#12)`, `(route #3)`), so the learner can check every
/// sentence in the inspector, and `[goal]` goes (the recap states the goal on a line of its own).
package enum LessonCitations {
    /// Refuses a `done` block with a sentence that cites nothing, or cites what is not there.
    static func check(
        _ paragraphs: [String], steps: Int, hasGoal: Bool, line: Int,
        problem: (Int, String) -> AssetError
    ) throws(AssetError) {
        for paragraph in paragraphs {
            for sentence in sentences(of: paragraph) {
                let cited = citations(in: sentence)
                guard !cited.isEmpty else {
                    throw problem(
                        line,
                        "done: '\(sentence.prefix(50))' cites nothing: end each sentence with the steps or the goal "
                            + "that back it ([2], [1,3], [goal])")
                }
                for citation in cited {
                    switch citation {
                    case .goal where !hasGoal:
                        throw problem(line, "done: [goal] cited, but the lesson has no goal")
                    case .steps(let numbers):
                        if let bad = numbers.first(where: { !(1...steps).contains($0) }) {
                            throw problem(line, "done: [\(bad)] names no expect line (there are \(steps))")
                        }
                    case .goal:
                        break
                    case .unknown(let text):
                        throw problem(line, "done: '[\(text.prefix(20))]' is no citation ([2], [1,3], [goal])")
                    }
                }
            }
        }
    }

    enum Citation: Equatable {
        case steps([Int])
        case goal
        case unknown(String)
    }

    /// The sentences of a paragraph: each ends with `.`, `!` or `?` before a space or the end.
    static func sentences(of paragraph: String) -> [Substring] {
        var result: [Substring] = []
        var start = paragraph.startIndex
        var index = paragraph.startIndex
        while index < paragraph.endIndex {
            let next = paragraph.index(after: index)
            if ".!?".contains(paragraph[index]), next == paragraph.endIndex || paragraph[next] == " " {
                result.append(paragraph[start..<next])
                start = next
            }
            index = next
        }
        if start < paragraph.endIndex, !paragraph[start...].allSatisfy({ $0 == " " }) {
            result.append(paragraph[start...])
        }
        return result.map { $0.drop { $0 == " " } }
    }

    static func citations(in text: Substring) -> [Citation] {
        var result: [Citation] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") {
            let inner = rest[rest.index(after: open)..<close]
            if inner == "goal" {
                result.append(.goal)
            } else {
                let numbers = inner.split(separator: ",", omittingEmptySubsequences: false).map {
                    Int($0.trimmingCharacters(in: .whitespaces))
                }
                result.append(
                    numbers.isEmpty || numbers.contains(nil)
                        ? .unknown(String(inner)) : .steps(numbers.compactMap { $0 }))
            }
            rest = rest[rest.index(after: close)...]
        }
        return result
    }

    /// `paragraph` with each citation replaced by what `cite` says of the step (`#12`), and
    /// `[goal]` removed; a citation of steps with nothing to show goes too. Citations side by
    /// side (`[4] [5]`) become one, without repeats (`(#4)` when both steps are one call's).
    package static func rendered(_ paragraph: String, cite: (Int) -> String?) -> String {
        var output = ""
        var rest = paragraph[...]
        var run: [String] = []
        func flush() {
            if !run.isEmpty {
                output += (output.last == " " || output.isEmpty ? "" : " ") + "(\(run.joined(separator: ", ")))"
            }
            run = []
        }
        while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") {
            let before = rest[..<open]
            let citation = citations(in: rest[open...close]).first
            let known: Bool
            switch citation {
            case .steps, .goal: known = true
            default: known = false
            }
            if !known || !before.allSatisfy({ $0 == " " }) {
                flush()
                var text = before
                if known { while text.last == " " { text = text.dropLast() } }
                output += text
            }
            if case .steps(let numbers) = citation {
                for cited in numbers.compactMap(cite) where !run.contains(cited) { run.append(cited) }
            } else if !known {
                output += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        flush()
        return output + rest
    }
}
