import Foundation
import TerminalUI
import Testing

@testable import CursesScreen

/// The real ncurses backend, driven through files. Curses is process-global, so every test
/// that starts a screen lives in this one serialized suite (the extensions in the other
/// files add to it).
@Suite(.serialized)
@MainActor
struct CursesScreenTests {
    // MARK: Drawing

    @Test func drawsTextIntoTheOutput() throws {
        let harness = try CursesHarness()
        defer { harness.finish() }
        #expect(harness.screen.size == Size(width: 40, height: 10))
        #expect(harness.screen.supportsUnicode)
        let stats = harness.screen.draw(harness.frame(["Hello, curses", "", "second line"]))
        #expect(stats.cellsWritten == 400)
        let output = harness.output()
        #expect(occurrences(of: "\u{1b}[?1049h", in: output) == 1) // alternate screen
        #expect(occurrences(of: "Hello, curses", in: output) == 1)
        #expect(occurrences(of: "second line", in: output) == 1)
        #expect(occurrences(of: "\u{1b}[?25l", in: output) == 1) // cursor hidden
    }

    @Test func anIdenticalFrameWritesNothing() throws {
        let harness = try CursesHarness()
        defer { harness.finish() }
        let frame = harness.frame(["Hello", "world"], style: .role(.title))
        harness.screen.draw(frame)
        let before = harness.output().count
        let stats = harness.screen.draw(harness.frame(["Hello", "world"], style: .role(.title)))
        #expect(stats == FrameStats(cellsWritten: 0, runs: 0))
        #expect(harness.output().count == before)
    }

    @Test func aOneCellChangeWritesAFewBytes() throws {
        let harness = try CursesHarness()
        defer { harness.finish() }
        harness.screen.draw(harness.frame(["Hello", "world"]))
        let before = harness.output().count
        let stats = harness.screen.draw(harness.frame(["Hello", "wOrld"]))
        #expect(stats == FrameStats(cellsWritten: 1, runs: 1))
        let added = Array(harness.output()[before...])
        #expect(
            added.count <= 12, "wrote \(added.count) bytes: \(String(decoding: added, as: UTF8.self).debugDescription)")
        #expect(occurrences(of: "O", in: added) == 1)
    }

    @Test func outputIsDeterministic() throws {
        func run() throws -> [UInt8] {
            let harness = try CursesHarness()
            defer { harness.finish() }
            harness.screen.draw(
                harness.frame([
                    ("Title", Style.role(.title)), ("› row", Style.role(.selection)), ("漢字 ok", Style.normal),
                ]))
            harness.screen.draw(
                harness.frame([
                    ("Title", Style.role(.title)), ("  row", Style.normal), ("› 漢字", Style.role(.selection)),
                ]))
            harness.screen.end()
            return harness.output()
        }
        let first = try run()
        let second = try run()
        #expect(!first.isEmpty)
        #expect(first == second)
    }

    @Test func monochromeUsesReverseAndBoldAndNoColor() throws {
        let harness = try CursesHarness { $0.colorEnabled = false }
        defer { harness.finish() }
        #expect(harness.screen.colorMode == .monochrome)
        harness.screen.draw(
            harness.frame([
                ("Title", Style.role(.title)), ("Selected", Style.role(.selection)),
                ("Active tab", Style.role(.tabActive)),
            ]))
        let lists = sgrParameterLists(in: harness.output())
        #expect(lists.contains { $0.contains(1) }, "no bold in \(lists)")
        #expect(lists.contains { $0.contains(7) }, "no reverse in \(lists)")
        #expect(lists.contains { $0.contains(4) }, "no underline in \(lists)")
        let colorParameters: Set<Int> = Set(30...49).union([38, 48])
        #expect(!lists.contains { !colorParameters.isDisjoint(with: $0) }, "a color was sent: \(lists)")
        #expect(harness.screen.colorPairsInUse == 0)
    }

    @Test func colorsUse256ColorPairsAllocatedOnFirstUse() throws {
        let harness = try CursesHarness()
        defer { harness.finish() }
        #expect(harness.screen.colorMode == .colors256)
        harness.screen.draw(harness.frame(["plain text only"]))
        #expect(harness.screen.colorPairsInUse == 0)
        harness.screen.draw(harness.frame([("Selected", Style.role(.selection)), ("Again", Style.role(.selection))]))
        #expect(harness.screen.colorPairsInUse == 1)
        let lists = sgrParameterLists(in: harness.output())
        // The theme's selection: color 231 on color 31, bold.
        #expect(lists.contains { $0.starts(with: [48, 5, 31]) }, "\(lists)")
        #expect(lists.contains { $0.starts(with: [38, 5, 231]) }, "\(lists)")
    }

    @Test func aWideGlyphIsWrittenOnceAndKeepsItsColumns() throws {
        let harness = try CursesHarness()
        defer { harness.finish() }
        let stats = harness.screen.draw(harness.frame(["a漢b😀c"]))
        #expect(stats.cellsWritten == 400)
        let output = harness.output()
        #expect(occurrences(of: "漢", in: output) == 1)
        #expect(occurrences(of: "😀", in: output) == 1)
        // Drawn in one go, without a cursor move between the glyphs: the wide ones took two columns.
        #expect(occurrences(of: "a漢b😀c", in: output) == 1)

        // Replacing the wide glyph by two narrow ones rewrites exactly its two cells.
        let before = output.count
        let change = harness.screen.draw(harness.frame(["axyb😀c"]))
        #expect(change == FrameStats(cellsWritten: 2, runs: 1))
        let added = Array(harness.output()[before...])
        #expect(occurrences(of: "xy", in: added) == 1)
    }

    @Test func aWideGlyphThatWcwidthFindsNarrowIsPadded() throws {
        let harness = try CursesHarness()
        defer { harness.finish() }
        // ⏱️ (stopwatch + VS16) takes two cells in our layout, one for wcwidth: the base is
        // written alone and a blank keeps "x" in its column.
        harness.screen.draw(harness.frame(["⏱️x"]))
        let output = harness.output()
        #expect(occurrences(of: "⏱ x", in: output) == 1, "\(String(decoding: output, as: UTF8.self).debugDescription)")
        #expect(occurrences(of: "\u{FE0F}", in: output) == 0)
    }

    @Test func asciiModeWritesQuestionMarks() throws {
        let harness = try CursesHarness { $0.forceASCII = true }
        defer { harness.finish() }
        #expect(!harness.screen.supportsUnicode)
        harness.screen.draw(harness.frame(["café 漢!"]))
        let output = harness.output()
        #expect(
            occurrences(of: "caf? ? !", in: output) == 1, "\(String(decoding: output, as: UTF8.self).debugDescription)")
        #expect(!output.contains { $0 >= 0x80 })
    }

    @Test func aFrameLargerThanTheScreenIsClipped() throws {
        let harness = try CursesHarness(width: 20, height: 4)
        defer { harness.finish() }
        let canvas = Canvas(size: Size(width: 30, height: 6))
        canvas.write(String(repeating: "x", count: 30), at: Point(x: 0, y: 0), style: .normal)
        canvas.write("row five", at: Point(x: 0, y: 5), style: .normal)
        harness.screen.draw(canvas.buffer)
        let output = harness.output()
        #expect(occurrences(of: String(repeating: "x", count: 20), in: output) == 1)
        #expect(occurrences(of: String(repeating: "x", count: 21), in: output) == 0)
        #expect(occurrences(of: "row five", in: output) == 0)
    }

    @Test func invalidateRepaintsEverything() throws {
        let harness = try CursesHarness()
        defer { harness.finish() }
        harness.screen.draw(harness.frame(["Hello"]))
        harness.screen.invalidate()
        let before = harness.output().count
        let stats = harness.screen.draw(harness.frame(["Hello"]))
        // The window was erased: every cell that is not blank is written, and curses clears
        // the terminal and draws the window.
        #expect(stats.cellsWritten == "Hello".count)
        let added = Array(harness.output()[before...])
        #expect(occurrences(of: "\u{1b}[H\u{1b}[2J", in: added) == 1) // clear screen, then repaint
        #expect(occurrences(of: "Hello", in: added) == 1)
    }
}
