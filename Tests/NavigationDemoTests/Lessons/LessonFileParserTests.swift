import Foundation
import Testing

@testable import NavigationDemo

/// The lesson format is strict: a file is read whole and right, or refused with its line and
/// why. Hostile files (huge, binary, not UTF-8, control characters, unknown names) are refused
/// without trapping, and the message never carries a control character.
@Suite("Lessons: the file format")
struct LessonFileParserTests {
    static let teaching = LessonFixtures.packageRoot.appendingPathComponent("docs/TEACHING.md")

    /// A small lesson every bad case below breaks one way.
    static let valid = """
        # a comment
        lesson sample
        title: A sample
        layouts: compact split

        concept:
          First paragraph,
          still the first.

          Second paragraph.
        task: Open Transport.
        hint: down down enter
        expect: router-call method=pushViewControllerDerivedFrom,pushMasterViewControllerDerivedFrom
        expect split: performed same-call=1 forwarded=no
        expect: undone screens>=2 same-call=1
        goal: screen title="Select category" top=yes
        solution compact: down down enter
        solution split: down down enter

        """

    static func parse(_ text: String) throws(AssetError) -> Lesson {
        try LessonFileParser.parse(Data(text.utf8), file: "x.lesson")
    }

    @Test("a valid file reads into its fields")
    func valid() throws {
        let lesson = try Self.parse(Self.valid)
        #expect(lesson.id == "sample" && lesson.title == "A sample")
        #expect(lesson.layouts == [.compact, .split])
        #expect(lesson.concept == ["First paragraph, still the first.", "Second paragraph."])
        #expect(lesson.task == ["Open Transport."])
        #expect(lesson.hints == ["down down enter"])
        #expect(lesson.expectations.map(\.number) == [1, 2, 3])
        #expect(lesson.expectations(for: .compact).map(\.number) == [1, 3])
        #expect(lesson.expectations(for: .split).map(\.number) == [1, 2, 3])
        let first = try #require(lesson.expectations.first)
        #expect(first.kind == .routerCall)
        #expect(
            first.filters.first?.values == ["pushViewControllerDerivedFrom", "pushMasterViewControllerDerivedFrom"])
        let last = try #require(lesson.expectations.last)
        #expect(last.filters.contains { $0.key == .screens && $0.atLeast && $0.values == ["2"] })
        #expect(lesson.solutions == [.compact: "down down enter", .split: "down down enter"])
        #expect(
            lesson.goals == [
                LessonGoal(
                    subject: .screen,
                    filters: [.init(key: .title, value: "Select category"), .init(key: .top, value: "yes")],
                    layouts: [.compact, .split], line: 16)
            ])
    }

    @Test("quoted titles, the text after | and done's citations")
    func relationsAndCitations() throws {
        let lesson = try Self.parse(
            Self.valid.replacingOccurrences(
                of: "expect split: performed same-call=1 forwarded=no",
                with: "expect split: performed same-call=1 title=\"Select category\" inside=1 | keep it open"
            ).replacingOccurrences(
                of: "solution compact:", with: "done: It ran [2] [goal]. Then [1,3].\nsolution compact:"))
        let second = lesson.expectations[1]
        #expect(second.filters.first { $0.key == .title }?.values == ["Select category"])
        #expect(second.filters.contains { $0.key == .inside && $0.values == ["1"] })
        #expect(second.need == "keep it open")
        #expect(lesson.done == ["It ran [2] [goal]. Then [1,3]."])
        let rendered = LessonCitations.rendered(lesson.done[0]) { $0 == 2 ? "#7" : $0 == 1 ? "#5" : nil }
        #expect(rendered == "It ran (#7). Then (#5).")
    }

    @Test("Windows line ends are read as lines")
    func crlf() throws {
        let lesson = try Self.parse(Self.valid.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(lesson.title == "A sample")
    }

    @Test("docs/TEACHING.md's complete example is a shipped lesson, and parses")
    func teachingExample() throws {
        let text = try String(contentsOf: Self.teaching, encoding: .utf8)
        let start = try #require(text.range(of: "```lesson\n"))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let example = String(text[start.upperBound..<end.lowerBound])
        let lesson = try Self.parse(example)
        let file = LessonFixtures.packageRoot.appendingPathComponent("demo-assets/lessons/07-peek-and-pop.lesson")
        #expect(
            try String(contentsOf: file, encoding: .utf8) == example, "the example is the shipped file, word for word")
        #expect(lesson.id == "peek-and-pop")
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        let line: Int?
        let problem: String
        var testDescription: String { name }

        init(_ name: String, line: Int?, _ problem: String, _ text: String) {
            self.name = name
            self.text = text
            self.line = line
            self.problem = problem
        }

        /// `valid` with `old` replaced by `new`.
        init(_ name: String, line: Int?, _ problem: String, replacing old: String, with new: String) {
            precondition(LessonFileParserTests.valid.contains(old))
            self.init(name, line: line, problem, LessonFileParserTests.valid.replacingOccurrences(of: old, with: new))
        }
    }

    static let bad: [Bad] = [
        Bad("an empty file", line: 1, "no 'lesson ID' line", ""),
        Bad("no header", line: 1, "starts with 'lesson ID'", "title: x\n"),
        Bad("a bad id", line: 2, "the id 'Sample'", replacing: "lesson sample", with: "lesson Sample"),
        // The header is there: what is wrong is the id, and the message says so (issue 35).
        Bad("an id with a space", line: 2, "the id 'a b' is not", replacing: "lesson sample", with: "lesson a b"),
        Bad(
            "an id of three words", line: 2, "the id 'BAD ID x' is not", replacing: "lesson sample",
            with: "lesson BAD ID x"),
        Bad("an unknown field", line: 3, "unknown field 'titel'", replacing: "title:", with: "titel:"),
        Bad(
            "a second title", line: 4, "a second 'title' (the first is on line 3)", replacing: "layouts:",
            with: "title: again\nlayouts:"),
        Bad(
            "an unknown layout", line: 4, "unknown layout 'tablet'", replacing: "layouts: compact split",
            with: "layouts: compact tablet"),
        Bad("no layout", line: 4, "no layout", replacing: "layouts: compact split", with: "layouts:"),
        Bad(
            "an unknown event", line: 13, "unknown event 'router-cal'", replacing: "expect: router-call",
            with: "expect: router-cal"),
        Bad(
            "a filter the event does not take", line: 15, "undone takes no 'state'", replacing: "screens>=2",
            with: "state=popped"),
        Bad(
            "an unknown filter", line: 13, "router-call takes no 'colour'", replacing: "method=push",
            with: "colour=push"),
        Bad(
            "a value not in the list", line: 14, "forwarded is one of yes, no, not 'maybe'", replacing: "forwarded=no",
            with: "forwarded=maybe"),
        Bad(
            "a word that is not key=value", line: 14, "'forwarded' is not key=value", replacing: "forwarded=no",
            with: "forwarded"),
        Bad(
            "a method Marshroute does not have", line: 13,
            "'pushViewController' is not a Marshroute router method (they are: setViewControllerDerivedFrom, ",
            replacing: "method=pushViewControllerDerivedFrom", with: "method=pushViewController"),
        Bad(
            "an initiator that is no front end", line: 13, "initiator is one of route, builder, none, not 'typed'",
            replacing: "method=pushViewControllerDerivedFrom", with: "initiator=typed"),
        Bad("an empty alternative", line: 13, "method needs a value", replacing: ",pushMaster", with: ",,pushMaster"),
        Bad(">= on a name", line: 14, "only screens takes >=", replacing: "forwarded=no", with: "forwarded>=no"),
        Bad(
            "a step that names itself", line: 14, "same-call=2 names no earlier expect line",
            replacing: "same-call=1 forwarded", with: "same-call=2 forwarded"),
        Bad(
            "a step that names a later one", line: 15, "same-call=9", replacing: "same-call=1\ngoal",
            with: "same-call=9\ngoal"),
        Bad(
            "a step not in every layout named from one that is", line: 15, "is not there in every layout",
            replacing: "undone screens>=2 same-call=1", with: "undone screens>=2 same-call=2"),
        Bad(
            "same-call on a step with no call", line: 15, "a route-failed has no router call",
            valid.replacingOccurrences(
                of: "expect split: performed same-call=1 forwarded=no", with: "expect: route-failed"
            )
            .replacingOccurrences(of: "screens>=2 same-call=1", with: "screens>=2 same-call=2")),
        Bad(
            "a number that is not one", line: 15, "screens takes one number", replacing: "screens>=2",
            with: "screens>=two"),
        Bad(
            "a filter twice", line: 14, "'forwarded' twice", replacing: "forwarded=no",
            with: "forwarded=no forwarded=yes"),
        Bad(
            "no expect line", line: 16, "no expect line",
            Self.valid.components(separatedBy: "\n").filter { !$0.hasPrefix("expect") }.joined(separator: "\n")),
        Bad(
            "a missing solution", line: 18, "no solution for split", replacing: "solution split: down down enter\n",
            with: ""),
        Bad(
            "a solution for a layout it does not have", line: 17,
            "a solution for split, a layout the lesson does not have",
            valid.replacingOccurrences(of: "layouts: compact split", with: "layouts: compact")
                .replacingOccurrences(of: "expect split: performed same-call=1 forwarded=no\n", with: "")),
        Bad(
            "a solution without a layout", line: 17, "a solution names its layout", replacing: "solution compact:",
            with: "solution:"),
        Bad(
            "a solution that is no key script", line: 17, "not a key script",
            replacing: "solution compact: down down enter", with: "solution compact: down wait:forever"),
        Bad(
            "a layout on a field that takes none", line: 12, "only expect, goal and solution take a layout",
            replacing: "hint:", with: "hint split:"),
        Bad(
            "indented text outside a block", line: 13, "indented text outside", replacing: "expect: router-call",
            with: "  stray\nexpect: router-call"),
        Bad(
            "an empty block", line: 6, "'concept' has no text",
            replacing: "  First paragraph,\n  still the first.\n\n  Second paragraph.\n", with: ""),
        Bad("an unknown setup", line: 4, "unknown setup 'leak'", replacing: "layouts:", with: "setup: leak\nlayouts:"),
        Bad("a tab", line: 3, "control character U+0009", replacing: "title: A sample", with: "title:\tA sample"),
        Bad(
            "an escape sequence", line: 3, "control character U+001B", replacing: "A sample", with: "A \u{1B}[2Jsample"),
        Bad("a bell", line: 12, "control character U+0007", replacing: "hint: down", with: "hint: \u{07}down"),
        Bad("a C1 control", line: 3, "control character U+009B", replacing: "A sample", with: "A \u{9B}sample"),
        Bad("a bidi override", line: 3, "control character U+202E", replacing: "A sample", with: "A \u{202E}elpmas"),
        Bad(
            "a bare carriage return", line: 3, "control character U+000D", replacing: "title: A sample",
            with: "title: A\rsample"),
        Bad(
            "a long line", line: 12, "longer than 300 characters", replacing: "hint: down down enter",
            with: "hint: " + String(repeating: "x", count: 400)),
        Bad(
            "a long title", line: 3, "a title longer than 60", replacing: "title: A sample",
            with: "title: " + String(repeating: "t", count: 61)),
        Bad("a header with a colon", line: 1, "starts with 'lesson ID'", "lesson: sample\n"),
        // Issue 32: relations, screens, goals and citations are as strict as the rest.
        Bad(
            "an unknown relation", line: 14, "performed takes no 'while'", replacing: "forwarded=no",
            with: "while=1"),
        Bad(
            "inside on a step that shows no screen", line: 15, "undone takes no 'inside'",
            replacing: "screens>=2 same-call=1", with: "inside=1"),
        Bad(
            "inside pointing at a step with no screen", line: 15, "inside=1: a undone shows no screen",
            valid.replacingOccurrences(
                of: "expect: router-call method=pushViewControllerDerivedFrom,pushMasterViewControllerDerivedFrom",
                with: "expect: undone"
            )
            .replacingOccurrences(of: "expect: undone screens>=2 same-call=1", with: "expect: performed inside=1")
            .replacingOccurrences(of: "performed same-call=1 forwarded=no", with: "performed forwarded=no")),
        Bad(
            "a quote not closed", line: 14, "a quote is not closed", replacing: "forwarded=no",
            with: "title=\"Select category"),
        Bad(
            "a title with spaces, unquoted", line: 14, "'category' is not key=value", replacing: "forwarded=no",
            with: "title=Select category"),
        Bad(
            "no goal", line: 18, "no goal for compact", replacing: "goal: screen title=\"Select category\" top=yes\n",
            with: ""),
        Bad(
            "an unknown goal", line: 16, "a goal is about one of: screen, no-screen, tab, not 'screens'",
            replacing: "goal: screen ", with: "goal: screens "),
        Bad(
            "a goal filter its subject does not take", line: 16, "a tab goal takes no 'top'",
            replacing: "goal: screen title=\"Select category\" top=yes", with: "goal: tab title=Recursion top=yes"),
        Bad(
            "a goal value not in the list", line: 16, "in is one of tab, master, detail, modal, sheet, popover",
            replacing: "top=yes", with: "in=window"),
        Bad(
            "a tab goal without its tab", line: 16, "a tab goal names its tab",
            replacing: "goal: screen title=\"Select category\" top=yes", with: "goal: tab selected=yes"),
        Bad(
            "a goal for a layout the lesson does not have", line: 16,
            "this goal is for a layout the lesson does not have",
            valid.replacingOccurrences(of: "layouts: compact split", with: "layouts: compact")
                .replacingOccurrences(of: "expect split: performed same-call=1 forwarded=no\n", with: "")
                .replacingOccurrences(of: "solution split: down down enter\n", with: "")
                .replacingOccurrences(of: "goal: screen", with: "goal: screen title=x\ngoal split: screen")),
        Bad(
            "a sentence of done that cites nothing", line: 17, "done: 'Then nothing.' cites nothing",
            replacing: "solution compact:", with: "done: It ran [2]. Then nothing.\nsolution compact:"),
        Bad(
            "a citation of a step that is not there", line: 17, "done: [4] names no expect line (there are 3)",
            replacing: "solution compact:", with: "done: It ran [4].\nsolution compact:"),
        Bad(
            "a citation that is none", line: 17, "done: '[two]' is no citation",
            replacing: "solution compact:", with: "done: It ran [two].\nsolution compact:"),
    ]

    @Test("a bad file is refused with its line and why", arguments: bad)
    func badFile(_ bad: Bad) {
        do {
            let lesson = try Self.parse(bad.text)
            Issue.record("\(bad.name) was read: \(lesson)")
        } catch {
            #expect(error.file == "x.lesson")
            #expect(error.line == bad.line, "\(error)")
            #expect(error.problem.contains(bad.problem), "\(error)")
            #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        }
    }

    @Test("a huge file is refused unread")
    func huge() {
        let text = Self.valid + String(repeating: "# padding padding padding\n", count: 1_000)
        #expect(throws: AssetError.self) { try Self.parse(text) }
        do {
            _ = try Self.parse(text)
        } catch {
            #expect(error.problem.contains("larger than 16 KiB") && error.line == nil, "\(error)")
        }
    }

    /// Where `word` starts in `valid`, in bytes.
    static func offset(of word: String) -> Int {
        valid.utf8.count - valid[valid.range(of: word)!.lowerBound...].utf8.count
    }

    @Test("a binary file is refused at its first NUL")
    func binary() {
        var bytes = [UInt8](Self.valid.utf8)
        bytes.insert(0, at: Self.offset(of: "title"))
        do {
            _ = try LessonFileParser.parse(Data(bytes), file: "x.lesson")
            Issue.record("a binary file was read")
        } catch {
            #expect(error.problem.contains("binary") && error.line == 3, "\(error)")
        }
    }

    @Test("invalid UTF-8 is refused with its line")
    func notUTF8() {
        var bytes = [UInt8](Self.valid.utf8)
        bytes.insert(0xFF, at: Self.offset(of: "hint"))
        do {
            _ = try LessonFileParser.parse(Data(bytes), file: "x.lesson")
            Issue.record("invalid UTF-8 was read")
        } catch {
            #expect(error.problem == "is not UTF-8 text" && error.line == 12, "\(error)")
        }
    }

    @Test("random bytes never trap: they are read or refused", arguments: 0..<40)
    func randomBytes(seed: Int) {
        var state = UInt64(seed + 1) &* 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        var bytes = [UInt8](Self.valid.utf8)
        for _ in 0..<(1 + Int(next() % 6)) {
            let index = Int(next() % UInt64(bytes.count))
            bytes[index] = UInt8(truncatingIfNeeded: next())
        }
        do {
            _ = try LessonFileParser.parse(Data(bytes), file: "x.lesson")
        } catch {
            #expect(!error.problem.isEmpty)
        }
    }
}
