/// Reads a transcript one line at a time, with the rules `SessionTranscript(parsing:)` applies
/// to a whole file: the header first, no control characters, `set NAME VALUE`, events as
/// `+SECONDS TOKEN`, at most `SessionTranscript.maximumEvents` of them. A long transcript can
/// so be checked and played as it is read, without holding it (`navigation-demo export-cast`).
package struct SessionTranscriptLineParser: Sendable {
    /// What one line holds.
    package enum Item: Hashable, Sendable {
        /// A setting (`set NAME VALUE`).
        case setting(SessionTranscript.Setting)
        /// An event (`+SECONDS TOKEN`).
        case event(SessionTranscript.Event)
        /// The header, a comment or an empty line.
        case nothing
    }

    private var sawHeader = false
    /// The events read so far.
    package private(set) var eventCount = 0

    package init() {}

    /// What line `number` (counted from 1) holds; a trailing carriage return is ignored.
    package mutating func parse(_ rawLine: Substring, number: Int) throws(SessionTranscriptError) -> Item {
        let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
        if let bad = line.unicodeScalars.first(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            throw SessionTranscriptError(
                line: number, reason: "control character U+\(String(bad.value, radix: 16, uppercase: true))")
        }
        if !sawHeader {
            guard line == SessionTranscript.header else {
                throw SessionTranscriptError(line: number, reason: "expected \"\(SessionTranscript.header)\" first")
            }
            sawHeader = true
            return .nothing
        }
        if line.isEmpty || line.hasPrefix("#") { return .nothing }
        if line.hasPrefix("set ") {
            let parts = line.dropFirst(4).split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else {
                throw SessionTranscriptError(line: number, reason: "expected set NAME VALUE")
            }
            return .setting(SessionTranscript.Setting(name: String(parts[0]), value: String(parts[1])))
        }
        guard eventCount < SessionTranscript.maximumEvents else {
            throw SessionTranscriptError(
                line: number, reason: "more than \(SessionTranscript.maximumEvents) events")
        }
        let event = try Self.event(from: line, number: number)
        eventCount += 1
        return .event(event)
    }

    /// Checks the end of the transcript: a file without its header is refused.
    package func finish() throws(SessionTranscriptError) {
        guard sawHeader else {
            throw SessionTranscriptError(line: 1, reason: "empty: expected \"\(SessionTranscript.header)\"")
        }
    }

    /// `+S.ffffff TOKEN`.
    private static func event(from line: Substring, number: Int) throws(SessionTranscriptError)
        -> SessionTranscript.Event
    {
        let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].hasPrefix("+") else {
            throw SessionTranscriptError(line: number, reason: "expected +SECONDS TOKEN, as in +0.250000 enter")
        }
        guard let delay = duration(parts[0].dropFirst()) else {
            throw SessionTranscriptError(
                line: number, reason: "bad time \(parts[0]): seconds with up to 6 decimals, at most 86400")
        }
        let step: ScriptStep
        do {
            step = try KeyScript.parseToken(String(parts[1]))
        } catch {
            throw SessionTranscriptError(line: number, reason: error.description)
        }
        switch step {
        case .key(let key): return SessionTranscript.Event(delay: delay, key: key)
        case .resize(let size): return SessionTranscript.Event(delay: delay, key: .resize(size))
        case .wait: throw SessionTranscriptError(line: number, reason: "a wait is not an event; times come first")
        }
    }

    /// `1.250000` → 1.25 s. Digits only, a day at most.
    private static func duration(_ text: Substring) -> Duration? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
            parts[0].count <= 5, let seconds = Int(parts[0]), parts[0].allSatisfy(\.isNumber)
        else { return nil }
        var microseconds = 0
        if parts.count == 2 {
            guard parts[1].count <= 6, parts[1].allSatisfy(\.isNumber), let fraction = Int(parts[1]) else { return nil }
            microseconds = fraction * Int([1, 100_000, 10_000, 1_000, 100, 10, 1][parts[1].count])
        }
        let duration = Duration.seconds(seconds) + .microseconds(microseconds)
        return duration <= KeyScript.maximumWait ? duration : nil
    }
}
