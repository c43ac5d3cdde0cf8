import TerminalUI

extension LessonFileParser {
    /// The parser between lines: what has been read, and the block (concept, task, done) that
    /// indented lines continue.
    struct State {
        let file: String
        var id: String?
        var title: String?
        var layouts: [DemoIdiom]?
        var setup: Lesson.Setup?
        var blocks: [String: [String]] = [:]
        var hints: [String] = []
        var expectations: [LessonExpectation] = []
        var goals: [LessonGoal] = []
        var solutions: [DemoIdiom: (script: String, line: Int)] = [:]
        /// Where each single field was first written.
        var seen: [String: Int] = [:]
        /// The block indented lines go to, and its paragraphs so far.
        var openBlock: String?
        var paragraphs: [String] = []
        var blankPending = false
        var lastLine = 0

        init(file: String) { self.file = file }

        func problem(_ line: Int, _ text: String) -> AssetError {
            AssetError(file: file, line: line, problem: text)
        }

        mutating func read(_ line: Substring, number: Int) throws(AssetError) {
            lastLine = number
            if let scalar = LessonFileParser.forbiddenScalar(in: line) {
                let code = String(scalar.value, radix: 16, uppercase: true)
                throw problem(
                    number,
                    "control character U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code): "
                        + "lessons are plain text (no tabs, escapes or other controls)")
            }
            guard line.count <= LessonFileParser.maximumLineLength else {
                throw problem(number, "longer than \(LessonFileParser.maximumLineLength) characters")
            }
            if line.hasPrefix("#") { return }
            if line.allSatisfy({ $0 == " " }) {
                if openBlock != nil { blankPending = true }
                return
            }
            if line.hasPrefix(" ") {
                guard openBlock != nil else {
                    throw problem(number, "indented text outside a concept, task or done block")
                }
                let text = line.trimmingCharacters(in: .whitespaces)
                if blankPending || paragraphs.isEmpty {
                    paragraphs.append(text)
                } else {
                    paragraphs[paragraphs.count - 1] += " " + text
                }
                blankPending = false
                return
            }
            try closeBlock()
            if id == nil {
                try readHeader(line, number: number)
                return
            }
            try readField(line, number: number)
        }

        /// `lesson ID`, first of all.
        mutating func readHeader(_ line: Substring, number: Int) throws(AssetError) {
            let words = line.split(separator: " ")
            guard words.count >= 2, words[0] == "lesson" else {
                throw problem(number, "a lesson file starts with 'lesson ID' (comments before it are fine)")
            }
            // `lesson BAD ID` has its header: what is wrong is the id.
            let candidate = words.dropFirst().joined(separator: " ")
            guard Self.isIdentifier(candidate) else {
                throw problem(
                    number,
                    "the id '\(candidate)' is not 1-32 lowercase letters, digits and dashes, starting with a letter or digit"
                )
            }
            id = candidate
        }

        static func isIdentifier(_ text: String) -> Bool {
            guard let first = text.first, text.count <= 32, first != "-" else { return false }
            return text.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
        }

        /// `field: value`, or `field LAYOUT: value` for `expect` and `solution`.
        mutating func readField(_ line: Substring, number: Int) throws(AssetError) {
            guard let colon = line.firstIndex(of: ":") else {
                throw problem(
                    number, "expected 'field: value' (fields: \(LessonFileParser.fields.joined(separator: ", ")))")
            }
            let head = line[..<colon].split(separator: " ")
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard let name = head.first.map(String.init), LessonFileParser.fields.contains(name), name != "lesson"
            else {
                let shown = String(line[..<colon].prefix(40))
                throw problem(
                    number,
                    "unknown field '\(shown)' (fields: \(LessonFileParser.fields.dropFirst().joined(separator: ", ")))")
            }
            var layout: DemoIdiom?
            if head.count > 1 {
                guard head.count == 2, ["expect", "goal", "solution"].contains(name) else {
                    throw problem(number, "only expect, goal and solution take a layout ('expect split: …')")
                }
                guard let idiom = DemoIdiom(rawValue: String(head[1])) else {
                    throw problem(number, "unknown layout '\(head[1].prefix(20))' (layouts: compact, split)")
                }
                layout = idiom
            }
            switch name {
            case "title", "layouts", "setup", "concept", "task", "done":
                if let first = seen[name] {
                    throw problem(number, "a second '\(name)' (the first is on line \(first))")
                }
                seen[name] = number
            default:
                break
            }
            switch name {
            case "title": try readTitle(value, number: number)
            case "layouts": try readLayouts(value, number: number)
            case "setup": try readSetup(value, number: number)
            case "concept", "task", "done":
                openBlock = name
                paragraphs = value.isEmpty ? [] : [value]
                blankPending = false
            case "hint":
                guard !value.isEmpty else { throw problem(number, "an empty hint") }
                guard hints.count < LessonFileParser.maximumHints else {
                    throw problem(number, "more than \(LessonFileParser.maximumHints) hints")
                }
                hints.append(value)
            case "expect":
                guard expectations.count < LessonFileParser.maximumExpectations else {
                    throw problem(number, "more than \(LessonFileParser.maximumExpectations) expect lines")
                }
                expectations.append(try readExpectation(value, layout: layout, number: number))
            case "goal":
                guard goals.count < LessonFileParser.maximumGoals else {
                    throw problem(number, "more than \(LessonFileParser.maximumGoals) goal lines")
                }
                goals.append(try readGoal(value, layout: layout, number: number))
            default:
                try readSolution(value, layout: layout, number: number)
            }
        }

        mutating func readTitle(_ value: String, number: Int) throws(AssetError) {
            guard !value.isEmpty else { throw problem(number, "an empty title") }
            guard value.count <= LessonFileParser.maximumTitleLength else {
                throw problem(number, "a title longer than \(LessonFileParser.maximumTitleLength) characters")
            }
            title = value
        }

        mutating func readLayouts(_ value: String, number: Int) throws(AssetError) {
            var result: [DemoIdiom] = []
            for word in value.split(separator: " ") {
                guard let idiom = DemoIdiom(rawValue: String(word)) else {
                    throw problem(number, "unknown layout '\(word.prefix(20))' (layouts: compact, split)")
                }
                guard !result.contains(idiom) else { throw problem(number, "'\(word)' twice") }
                result.append(idiom)
            }
            guard !result.isEmpty else { throw problem(number, "no layout (compact, split or both)") }
            layouts = DemoIdiom.allCases.filter(result.contains)
        }

        mutating func readSetup(_ value: String, number: Int) throws(AssetError) {
            guard let known = Lesson.Setup(rawValue: value) else {
                throw problem(
                    number,
                    "unknown setup '\(value.prefix(40))' (setups: \(Lesson.Setup.allCases.map(\.rawValue).joined(separator: ", ")))"
                )
            }
            setup = known
        }

        mutating func readSolution(_ value: String, layout: DemoIdiom?, number: Int) throws(AssetError) {
            guard let layout else { throw problem(number, "a solution names its layout: 'solution compact: …'") }
            if let first = solutions[layout] {
                throw problem(number, "a second solution for \(layout.rawValue) (the first is on line \(first.line))")
            }
            guard !value.isEmpty else { throw problem(number, "an empty solution") }
            do {
                _ = try KeyScript.parse(value)
            } catch {
                throw problem(number, "the solution is not a key script: \(error.description)")
            }
            solutions[layout] = (value, number)
        }

        /// Ends the open block, keeping its paragraphs.
        mutating func closeBlock() throws(AssetError) {
            guard let name = openBlock else { return }
            openBlock = nil
            let start = seen[name] ?? lastLine
            guard !paragraphs.isEmpty else { throw problem(start, "'\(name)' has no text") }
            guard paragraphs.joined(separator: " ").count <= LessonFileParser.maximumBlockLength else {
                throw problem(start, "'\(name)' is longer than \(LessonFileParser.maximumBlockLength) characters")
            }
            blocks[name] = paragraphs
            paragraphs = []
        }
    }
}
