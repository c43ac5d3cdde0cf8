import TerminalUI
import Testing

@Suite("Key scripts")
struct KeyScriptTests {
    @Test("every named token of the README's key-token list parses")
    func namedTokens() throws {
        let steps = try KeyScript.parse(
            "up down left right enter esc tab backtab backspace space home end pgup pgdn f1 f12 ctrl-c q ? 1")
        #expect(
            steps == [
                .key(.up), .key(.down), .key(.left), .key(.right), .key(.enter), .key(.escape), .key(.tab),
                .key(.backtab), .key(.backspace), .key(.space), .key(.home), .key(.end), .key(.pageUp),
                .key(.pageDown), .key(.function(1)), .key(.function(12)), .key(.ctrl("c")),
                .key(.character("q")), .key(.character("?")), .key(.character("1")),
            ])
    }

    @Test("waits, resizes and clicks")
    func specialTokens() throws {
        #expect(
            try KeyScript.parse("wait:250ms wait:2s resize:100x30 click:3,4") == [
                .wait(.milliseconds(250)), .wait(.seconds(2)), .resize(Size(width: 100, height: 30)),
                .key(.mouseClick(Point(x: 3, y: 4))),
            ])
        #expect(try KeyScript.parse("  up\n\tdown ") == [.key(.up), .key(.down)])
        #expect(try KeyScript.parse("é 漢") == [.key(.character("é")), .key(.character("漢"))])
    }

    @Test(
        "a bad token is an error naming it",
        arguments: [
            "upp", "f13", "f0", "ctrl-", "ctrl-1", "wait:", "wait:5", "wait:-1s", "wait:1.5s", "resize:100",
            "resize:ax3", "click:1", "\u{1B}", "wait:99999999s",
        ])
    func badTokens(token: String) {
        do {
            _ = try KeyScript.parse("up \(token) down")
            Issue.record("'\(token)' parsed")
        } catch {
            #expect(error.token == token)
            // Quoted with its control characters escaped (ESC as \u{1B}).
            #expect(error.description.contains("'\(KeyScriptError.quoted(token))'"))
        }
    }

    @Test(
        "resize: takes the sizes --size takes, and says why in the same words",
        arguments: [
            ("resize:0x0", "0 columns: a screen has at least 1 column and 1 row"),
            ("resize:80x0", "0 rows: a screen has at least 1 column and 1 row"),
            ("resize:-5x3", "-5 columns: a size cannot be negative"),
            ("resize:5x-3", "-3 rows: a size cannot be negative"),
            ("resize:2001x10", "the largest size is 2000x1000"),
            ("resize:wide", "expected WIDTHxHEIGHT, as in 100x30"),
        ])
    func resizeLimits(token: String, reason: String) throws {
        let error = #expect(throws: KeyScriptError.self) { try KeyScript.parseToken(token) }
        #expect(error?.description.contains(reason) == true, "\(error?.description ?? "parsed")")
        // The very words `--size` gives for the same size.
        let sizeError = #expect(throws: ScreenSizeError.self) { try Size.screenSize(parsing: token.dropFirst(7)) }
        #expect(error?.reason.hasSuffix(": \(sizeError?.description ?? "-")") == true)
        #expect(try KeyScript.parseToken("resize:1x1") == .resize(Size(width: 1, height: 1)))
        #expect(try KeyScript.parseToken("resize:2000x1000") == .resize(Size.largestScreen))
    }

    @Test("tokens and keys round-trip through their descriptions")
    func roundTrip() throws {
        for token in ["up", "esc", "pgdn", "f5", "ctrl-z", "space", "x", "resize:80x24", "click:1,2"] {
            let step = try KeyScript.parseToken(token)
            #expect(step.description == token)
        }
        #expect(ScriptStep.wait(.seconds(2)).description == "wait:2000ms")
    }
}
