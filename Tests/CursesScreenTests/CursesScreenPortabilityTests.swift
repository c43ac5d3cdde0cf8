import CNcurses
import Foundation
import TerminalUI
import Testing

@testable import CursesScreen

/// What must hold with every ncurses the screen is built with: ncurses 6 on Linux, and the
/// 5.7 path (`-Xcc -DCNCURSES_FORCE_NCURSES5`, which .ci/run runs these tests with too), as
/// the macOS SDK's ncurses takes it. docs/CURSES.md has the table of what differs.
extension CursesScreenTests {
    @Test("a terminal without cursor addressing (dumb) is refused before anything is written")
    func aDumbTerminalIsRefused() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "curses-dumb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outputPath = directory.appendingPathComponent("output").path
        let stderrBefore = try #require(identity(ofDescriptor: STDERR_FILENO))
        let signalsBefore = [SIGTERM, SIGHUP, SIGWINCH, SIGSEGV].map(signalHandlerAddress)
        let options = CursesScreenOptions(
            redirectsStandardError: true, terminalType: "dumb", inputPath: "/dev/null", outputPath: outputPath,
            fileSize: Size(width: 80, height: 24), endsProcessOnSignal: false)
        do {
            let screen = try CursesScreen(options: options)
            screen.end()
            Issue.record("a screen started on a dumb terminal")
        } catch {
            #expect(error.call == "setupterm")
            #expect(error.reason.contains("'dumb' cannot move the cursor"), "\(error)")
        }
        // Nothing reached the terminal, and nothing was left changed.
        let written = try Data(contentsOf: URL(fileURLWithPath: outputPath))
        #expect(written.isEmpty, "wrote \(written.count) bytes")
        #expect(identity(ofDescriptor: STDERR_FILENO).map { $0 == stderrBefore } == true)
        #expect([SIGTERM, SIGHUP, SIGWINCH, SIGSEGV].map(signalHandlerAddress) == signalsBefore)
        // And a screen starts afterwards.
        let harness = try CursesHarness()
        harness.finish()
    }

    @Test("the run that .ci/run makes with -DCNCURSES_FORCE_NCURSES5 is on the ncurses 5.7 path")
    func theForcedLegacyRunIsLegacy() {
        // .ci/run sets this for its second run; a flag that stopped reaching the C files would
        // otherwise pass the same tests twice on ncurses 6's path.
        guard ProcessInfo.processInfo.environment["CNCURSES_EXPECT_NCURSES5"] == "1" else { return }
        #expect(cnc_features() == 0, "features \(cnc_features()) with \(CursesScreen.cursesVersion)")
        #expect(!CursesScreen.hasExtendedColorPairs)
    }

    @Test("colors, bold, reverse and underline reach the terminal; italic is underlined without A_ITALIC")
    func attributesAndColorsReachTheTerminal() throws {
        let harness = try CursesHarness()
        defer { harness.finish() }
        harness.screen.draw(
            harness.frame([
                ("Selected", Style.role(.selection)),
                ("Reversed", Style(attributes: [.reverse])),
                ("Underlined", Style(attributes: [.underline])),
                ("Slanted", Style(attributes: [.italic])),
            ]))
        let lists = sgrParameterLists(in: harness.output())
        // The theme's selection: bold, color 231 on color 31.
        #expect(lists.contains { $0.contains(1) }, "no bold in \(lists)")
        #expect(lists.contains { $0.starts(with: [38, 5, 231]) }, "\(lists)")
        #expect(lists.contains { $0.starts(with: [48, 5, 31]) }, "\(lists)")
        #expect(lists.contains { $0.contains(7) }, "no reverse in \(lists)")
        #expect(lists.contains { $0.contains(4) }, "no underline in \(lists)")
        let hasItalic = cnc_features() & UInt32(CNC_FEATURE_ITALIC) != 0
        #expect(lists.contains { $0.contains(3) } == hasItalic, "italic \(hasItalic) in \(lists)")
    }

    @Test("without extended pairs at most 256 pairs are used, and the rest take the nearest one")
    func colorPairsStayWithinTheLimit() throws {
        let harness = try CursesHarness(width: 40, height: 20)
        defer { harness.finish() }
        // 300 combinations: foregrounds 16...215 on four backgrounds, then 100 more.
        var combinations: [(Color, Color)] = []
        for background in [0, 17, 52, 88] as [UInt8] {
            for foreground in UInt8(16)..<UInt8(91) {
                combinations.append((.palette(foreground), .palette(background)))
            }
        }
        #expect(combinations.count == 300)
        let canvas = Canvas(size: harness.screen.size)
        for (index, (foreground, background)) in combinations.enumerated() {
            canvas.write(
                "x", at: Point(x: index % 40, y: index / 40),
                style: Style(foreground: foreground, background: background))
        }
        harness.screen.draw(canvas.buffer)
        let output = harness.output()
        let backgrounds = backgroundColors(in: sgrParameterLists(in: output))
        if CursesScreen.hasExtendedColorPairs {
            #expect(harness.screen.colorPairsInUse == 300)
        } else {
            // Pairs 1...255 (pair 0 is the terminal's own colors); the other 45 combinations
            // take the nearest of those.
            #expect(harness.screen.colorPairsInUse == 255)
        }
        #expect(backgrounds.isSuperset(of: [0, 17, 52, 88]), "\(backgrounds)")
        // No combination fell back to the terminal's colors with reverse.
        #expect(!sgrParameterLists(in: output).contains { $0.contains(7) })
        #expect(occurrences(of: "x", in: output) >= 1)
    }

    @Test("out of pairs, a combination is drawn with the nearest pair defined")
    func exhaustedPairsTakeTheNearest() throws {
        let harness = try CursesHarness()
        defer { harness.finish() }
        // A table of its own with room for three pairs, on the harness' curses session.
        var table = ColorPairTable(limit: 4, defaultColorsAvailable: true)
        #expect(table.pair(foreground: .default, background: .default) == .exact(0))
        #expect(table.pair(foreground: .palette(231), background: .palette(24)) == .exact(1))
        #expect(table.pair(foreground: .palette(231), background: .palette(160)) == .exact(2))
        #expect(table.pair(foreground: .palette(252), background: .default) == .exact(3))
        #expect(!table.isExhausted)
        // White on a slightly different blue: white on blue; gray on the default: pair 3; the
        // background counts double, so white on a dark red is white on red, not white on blue.
        #expect(table.pair(foreground: .palette(231), background: .palette(25)) == .nearest(1))
        #expect(table.pair(foreground: .palette(250), background: .default) == .nearest(3))
        #expect(table.pair(foreground: .palette(255), background: .palette(124)) == .nearest(2))
        #expect(table.isExhausted)
        // Asked again, the same answer, and still three pairs of its own.
        #expect(table.pair(foreground: .palette(231), background: .palette(25)) == .nearest(1))
        #expect(table.allocatedCount == 3)
    }

    @Test("SIGWINCH handled on another thread still wakes the waiting one (the self-pipe)")
    func sigwinchOnAnotherThreadWakesTheWait() throws {
        let harness = try CursesHarness(width: 40, height: 10, fifo: true)
        defer { harness.finish() }
        harness.screen.draw(harness.frame(["before"]))
        // The kernel runs the handlers (curses' and ours) on the receiving thread: the
        // waiting main thread's poll is not interrupted, only the byte in the pipe wakes it.
        let receiver = SignalReceiverThread(extraSignals: [SIGWINCH])
        receiver.start()
        defer { receiver.finish() }
        let clock = ContinuousClock()
        let start = clock.now
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(100)) { receiver.signal(SIGWINCH) }
        let event = harness.screen.nextEvent(timeout: .seconds(10))
        #expect(event == .resize(Size(width: 40, height: 10)))
        #expect(clock.now - start < .seconds(5))
    }
}

/// The locale fallback, without touching the process' locale.
@Suite struct TerminalLocaleTests {
    @Test("a locale that is not UTF-8 tries C.UTF-8, then UTF-8, then en_US.UTF-8")
    func fallbackOrder() {
        var tried: [String] = []
        var current = "POSIX"
        let adopted = TerminalLocale.adoptUTF8(
            isUTF8: { current.hasSuffix("UTF-8") },
            tryLocale: { name in
                tried.append(name)
                // Only en_US.UTF-8 exists here, as on some systems.
                guard name == "en_US.UTF-8" else { return false }
                current = name
                return true
            })
        #expect(adopted)
        #expect(tried == ["C.UTF-8", "UTF-8", "en_US.UTF-8"])
    }

    @Test("the first UTF-8 locale that exists wins; none leaves ASCII")
    func firstWinsOrNone() {
        var tried: [String] = []
        #expect(
            TerminalLocale.adoptUTF8(
                isUTF8: { tried.last == "UTF-8" },
                tryLocale: {
                    tried.append($0)
                    return true
                }))
        #expect(tried == ["C.UTF-8", "UTF-8"])
        tried = []
        #expect(
            !TerminalLocale.adoptUTF8(
                isUTF8: { false },
                tryLocale: {
                    tried.append($0)
                    return false
                }))
        #expect(tried == TerminalLocale.fallbacks)
        #expect(
            TerminalLocale.adoptUTF8(
                isUTF8: { true },
                tryLocale: { _ in
                    Issue.record("tried")
                    return false
                }))
    }
}

/// The background palette indexes that SGR lists set: `48;5;n`, and `40`–`47`, `100`–`107`
/// (curses' short forms for the first sixteen).
private func backgroundColors(in lists: [[Int]]) -> Set<Int> {
    var colors: Set<Int> = []
    for list in lists {
        var index = 0
        while index < list.count {
            switch list[index] {
            case 48 where index + 2 < list.count && list[index + 1] == 5:
                colors.insert(list[index + 2])
                index += 3
                continue
            case 38 where index + 2 < list.count && list[index + 1] == 5:
                index += 3
                continue
            case 40...47: colors.insert(list[index] - 40)
            case 100...107: colors.insert(list[index] - 100 + 8)
            default: break
            }
            index += 1
        }
    }
    return colors
}
