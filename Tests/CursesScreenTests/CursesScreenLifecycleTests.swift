import Foundation
import TerminalUI
import Testing

@testable import CursesScreen

extension CursesScreenTests {
    @Test func stderrGoesToTheLogAndEndRestoresIt() throws {
        let original = try #require(identity(ofDescriptor: STDERR_FILENO))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("curses-log-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let logPath = directory.appendingPathComponent("app.log").path
        let harness = try CursesHarness { options in
            options.redirectsStandardError = true
            options.logFilePath = logPath
        }
        defer { harness.finish() }
        #expect(harness.screen.logFilePath == logPath)
        let during = try #require(identity(ofDescriptor: STDERR_FILENO))
        let log = open(logPath, O_RDONLY)
        defer { close(log) }
        #expect(identity(ofDescriptor: log).map { $0 == during } == true)
        let marker = "written to stderr while curses is active\n"
        _ = marker.utf8CString.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, marker.utf8.count) }

        harness.screen.end()
        #expect(identity(ofDescriptor: STDERR_FILENO).map { $0 == original } == true)
        harness.screen.end()
        #expect(identity(ofDescriptor: STDERR_FILENO).map { $0 == original } == true)
        let logged = try String(contentsOfFile: logPath, encoding: .utf8)
        #expect(logged.contains(marker))
        #expect(!harness.outputText.contains("while curses is active"))
    }

    @Test func theDefaultLogIsRemovedWhenNothingWasLogged() throws {
        let harness = try CursesHarness { $0.redirectsStandardError = true }
        defer { harness.finish() }
        let path = try #require(harness.screen.logFilePath)
        #expect(path.hasSuffix("terminalui-\(getpid()).log"))
        #expect(FileManager.default.fileExists(atPath: path))
        harness.screen.end()
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func endRestoresTheTerminalAndLeavesAnInertScreen() throws {
        let harness = try CursesHarness()
        defer { harness.finish() }
        harness.screen.draw(harness.frame(["bye"]))
        harness.screen.end()
        #expect(!harness.screen.isActive)
        let output = harness.output()
        let text = harness.outputText
        let leave = try #require(text.range(of: "\u{1b}[?1049l")) // rmcup: back to the shell's screen
        let enter = try #require(text.range(of: "\u{1b}[?1049h"))
        #expect(enter.upperBound <= leave.lowerBound)
        #expect(occurrences(of: "\u{1b}[?25h", in: output) >= 1) // cursor shown again
        #expect(
            occurrences(of: "\u{1b}[?1000l", in: output) >= 1 || occurrences(of: "\u{1b}[?1006;1000l", in: output) >= 1)
        // Ended: nothing more is written or read, and ending again is harmless.
        harness.screen.end()
        #expect(harness.screen.draw(harness.frame(["again"])) == FrameStats())
        #expect(harness.screen.nextEvent(timeout: .milliseconds(10)) == nil)
        #expect(harness.output() == output)
    }

    @Test func anUnknownTerminalTypeFailsNamingSetupterm() throws {
        let before = try #require(identity(ofDescriptor: STDERR_FILENO))
        let signalsBefore = [SIGTERM, SIGHUP, SIGINT, SIGSEGV].map(signalHandlerAddress)
        do {
            _ = try CursesHarness {
                $0.terminalType = "no-such-terminal-type"
                $0.redirectsStandardError = true
            }
            Issue.record("an unknown terminal type was accepted")
        } catch let error as CursesScreenError {
            #expect(error.call == "setupterm")
            #expect(error.description.contains("'no-such-terminal-type' is unknown to terminfo"))
        }
        // Nothing is left behind: stderr and the handlers are back, and a screen can start.
        #expect(identity(ofDescriptor: STDERR_FILENO).map { $0 == before } == true)
        #expect([SIGTERM, SIGHUP, SIGINT, SIGSEGV].map(signalHandlerAddress) == signalsBefore)
        let harness = try CursesHarness()
        harness.finish()
    }

    @Test func aMissingInputFileFailsNamingTheCall() throws {
        #expect(throws: CursesScreenError.self) {
            _ = try CursesHarness { $0.inputPath = "/nonexistent/input" }
        }
        do {
            _ = try CursesHarness { $0.inputPath = "/nonexistent/input" }
        } catch let error as CursesScreenError {
            #expect(error.call == "fopen(input)")
            #expect(error.description.contains("/nonexistent/input"))
        }
    }

    @Test func onlyOneScreenAtATime() throws {
        let harness = try CursesHarness()
        defer { harness.finish() }
        #expect(throws: CursesScreenError.self) {
            _ = try CursesScreen(options: CursesScreenOptions(redirectsStandardError: false, outputPath: "/dev/null"))
        }
        harness.screen.end()
        let second = try CursesScreen(
            options: CursesScreenOptions(
                redirectsStandardError: false, inputPath: "/dev/null",
                outputPath: "/dev/null"))
        second.end()
    }
}
