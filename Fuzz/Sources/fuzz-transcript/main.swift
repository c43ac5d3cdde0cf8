import FuzzSupport

@testable import TerminalUI

// Transcripts (`--replay`, `export-cast`): the input is a transcript file. Invariants: a
// transcript that parses prints (`text`) to one that parses to the same settings and events;
// the line parser, fed the same lines, agrees with the whole-file parser; an error's
// description is safe to print and bounded.

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = String(decoding: fuzzInput(data, size), as: UTF8.self)
    let whole: Result<SessionTranscript, SessionTranscriptError>
    do {
        whole = .success(try SessionTranscript(parsing: text))
    } catch {
        fuzzCheckSafeToPrint(error.description, "SessionTranscriptError")
        whole = .failure(error)
    }
    // Line by line, as `export-cast` reads a file.
    var parser = SessionTranscriptLineParser()
    var settings: [SessionTranscript.Setting] = []
    var events: [SessionTranscript.Event] = []
    var lineFailure: SessionTranscriptError?
    do {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            switch try parser.parse(line, number: index + 1) {
            case .setting(let setting): settings.append(setting)
            case .event(let event): events.append(event)
            case .nothing: break
            }
        }
        try parser.finish()
    } catch {
        fuzzCheckSafeToPrint(error.description, "SessionTranscriptError (line parser)")
        lineFailure = error
    }
    switch whole {
    case .success(let transcript):
        fuzzCheck(lineFailure == nil, "the line parser refused what the file parser read: \(lineFailure!)")
        fuzzCheck(transcript.settings == settings && transcript.events == events, "the two parsers disagree")
        let printed = transcript.text
        do {
            let again = try SessionTranscript(parsing: printed)
            fuzzCheck(again == transcript, "parse → print → parse changed the transcript:\n\(printed)")
            fuzzCheck(again.text == printed, "printing is not stable")
        } catch {
            fuzzCheck(false, "the printed transcript does not parse (\(error)):\n\(printed)")
        }
    case .failure(let error):
        // Size is the file parser's own rule; otherwise both refuse the same line.
        if text.utf8.count <= SessionTranscript.maximumBytes {
            fuzzCheck(
                lineFailure == error, "the parsers refuse differently: \(error) / \(String(describing: lineFailure))")
        }
    }
    return 0
}

runFuzzer(testOneInput)
