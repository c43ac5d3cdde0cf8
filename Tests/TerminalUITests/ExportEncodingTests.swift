import Testing

@testable import TerminalUI

/// The bytes of a recording: SGR sequences for each color mode, only the changed cells after
/// the first frame, the cursor placed again after a wide glyph, no raw control character, and
/// asciicast's JSON lines. Then the line parser a streamed transcript goes through.
@MainActor
@Suite("Export encoding")
struct ExportEncodingTests {
    static let esc = "\u{1B}"

    @Test("SGR: attributes and colors per mode, from a reset")
    func sgr() {
        let style = ResolvedStyle(foreground: .palette(231), background: .palette(24), attributes: [.bold, .underline])
        #expect(ANSIFrameEncoder.sgr(style, mode: .colors256) == "\(Self.esc)[0;1;4;38;5;231;48;5;24m")
        let ansi = ResolvedStyle(foreground: .brightWhite, background: .blue, attributes: [.reverse])
        #expect(ANSIFrameEncoder.sgr(ansi, mode: .colors16) == "\(Self.esc)[0;7;97;44m")
        #expect(ANSIFrameEncoder.sgr(ansi, mode: .monochrome) == "\(Self.esc)[0;7m")
    }

    @Test("the first frame is whole; the next writes only what changed, after a cursor move")
    func diffs() {
        var encoder = ANSIFrameEncoder(theme: .standard, colorMode: .colors256, size: Size(width: 6, height: 2))
        let canvas = Canvas(size: Size(width: 6, height: 2))
        canvas.write("ab", at: Point(x: 0, y: 0), style: .normal)
        let first = encoder.encode(canvas.buffer)
        #expect(first.hasPrefix("\(Self.esc)[?25l\(Self.esc)[0m\(Self.esc)[H\(Self.esc)[2J\(Self.esc)[1;1H"))
        #expect(first.contains("ab    "))
        #expect(encoder.encode(canvas.buffer).isEmpty, "nothing changed, nothing written")
        canvas.write("Z", at: Point(x: 4, y: 1), style: Style(.alert))
        let second = encoder.encode(canvas.buffer)
        #expect(second == "\(Self.esc)[2;5H\(Self.esc)[0;1;38;5;231;48;5;160mZ\(Self.esc)[0m")
    }

    @Test("after a wide glyph the cursor is placed again; control characters never pass")
    func wideAndControl() {
        var encoder = ANSIFrameEncoder(theme: .standard, colorMode: .monochrome, size: Size(width: 6, height: 1))
        let canvas = Canvas(size: Size(width: 6, height: 1))
        canvas.write("漢x", at: Point(x: 0, y: 0), style: .normal)
        canvas.put(Glyph(scalar: "\u{1B}"), width: 1, at: Point(x: 4, y: 0), style: .normal)
        let bytes = encoder.encode(canvas.buffer)
        #expect(bytes.contains("漢\(Self.esc)[1;3Hx"))
        #expect(bytes.contains("\u{FFFD}"))
        #expect(
            bytes.unicodeScalars.filter { $0 == "\u{1B}" }.count == bytes.components(separatedBy: "\(Self.esc)[").count
                - 1,
            "every ESC starts a sequence of ours")
    }

    @Test("a size change clears the screen and repaints it whole")
    func resize() {
        var encoder = ANSIFrameEncoder(theme: .standard, colorMode: .colors256, size: Size(width: 4, height: 1))
        _ = encoder.encode(Canvas(size: Size(width: 4, height: 1)).buffer)
        let canvas = Canvas(size: Size(width: 3, height: 2))
        canvas.write("hi", at: Point(x: 0, y: 1), style: .normal)
        let bytes = encoder.encode(canvas.buffer)
        #expect(bytes.hasPrefix("\(Self.esc)[0m\(Self.esc)[H\(Self.esc)[2J"))
        #expect(bytes.contains("\(Self.esc)[1;1H") && bytes.contains("\(Self.esc)[2;1H"))
    }

    @Test("a cast screen stamps each frame with the clock's time since it was made")
    func castScreen() {
        let clock = ManualClock(now: Instant(nanoseconds: 5_000_000_000))
        let screen = CastScreen(
            size: Size(width: 4, height: 1), theme: .standard, colorMode: .colors256, supportsUnicode: true,
            clock: clock)
        var events: [CastScreen.CastEvent] = []
        screen.onOutput = { events.append($0) }
        let canvas = Canvas(size: Size(width: 4, height: 1))
        screen.draw(canvas.buffer)
        clock.advance(by: .milliseconds(1500))
        screen.draw(canvas.buffer)
        canvas.write("a", at: Point(x: 0, y: 0), style: .normal)
        screen.draw(canvas.buffer)
        screen.resize(to: Size(width: 2, height: 1))
        screen.draw(Canvas(size: Size(width: 2, height: 1)).buffer)
        #expect(events.count == 4, "an unchanged frame makes no event")
        #expect(events[1] == .output(time: .milliseconds(1500), bytes: "\(Self.esc)[1;1H\(Self.esc)[0ma"))
        #expect(events[2] == .resize(time: .milliseconds(1500), size: Size(width: 2, height: 1)))
    }

    @Test("asciicast lines: the header, and events as JSON with every control character escaped")
    func asciicastLines() {
        #expect(
            AsciicastWriter.header(size: Size(width: 80, height: 24), title: "a \"b\"\n")
                == "{\"version\": 2, \"width\": 80, \"height\": 24, \"title\": \"a \\\"b\\\"\\n\", "
                + "\"env\": {\"TERM\": \"xterm-256color\"}}\n")
        #expect(
            AsciicastWriter.output(at: .microseconds(1_250_001), "\u{1B}[1;1H\\\u{7}é")
                == "[1.250001, \"o\", \"\\u001b[1;1H\\\\\\u0007é\"]\n")
        #expect(
            AsciicastWriter.resize(at: .seconds(3), to: Size(width: 9, height: 4)) == "[3.000000, \"r\", \"9x4\"]\n")
    }

    @Test("line by line, a transcript reads as it does whole")
    func lineParser() throws {
        let text = SessionTranscriptTests.sample
        var parser = SessionTranscriptLineParser()
        var settings: [SessionTranscript.Setting] = []
        var events: [SessionTranscript.Event] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            switch try parser.parse(line, number: index + 1) {
            case .setting(let setting): settings.append(setting)
            case .event(let event): events.append(event)
            case .nothing: break
            }
        }
        try parser.finish()
        #expect(SessionTranscript(settings: settings, events: events) == (try SessionTranscript(parsing: text)))
        #expect(parser.eventCount == events.count)
        var fresh = SessionTranscriptLineParser()
        #expect(throws: SessionTranscriptError(line: 1, reason: "expected \"# session transcript 1\" first")) {
            try fresh.parse("set layout compact", number: 1)
        }
        #expect(throws: SessionTranscriptError(line: 1, reason: "empty: expected \"# session transcript 1\"")) {
            try SessionTranscriptLineParser().finish()
        }
    }
}
