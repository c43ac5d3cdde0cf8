import Foundation
import NavigationDemo
import SystemLibc
import TerminalUI

/// `--record` and `--replay`: the transcript files, and the settings a transcript carries
/// (how the session started, so that a replay starts the same way).
enum SessionFiles {
    /// A file that could not be used, in words for the command line.
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    /// Reads and checks a transcript for `--replay` (its settings: `settings(of:path:)`).
    static func load(_ path: String) throws(Problem) -> SessionTranscript {
        let data: [UInt8]
        do {
            data = try readTranscriptFile(path)
        } catch {
            throw Problem(description: "--replay \(path): \(error.description)")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw Problem(description: "--replay \(path): not UTF-8 text")
        }
        let transcript: SessionTranscript
        do {
            transcript = try SessionTranscript(parsing: text)
        } catch {
            throw Problem(description: "--replay \(path): \(error)")
        }
        return transcript
    }

    /// The bytes of a transcript file: a regular file no larger than a transcript may be. A
    /// folder, a device (/dev/zero would never end) or a pipe is refused in words, before reading.
    static func readTranscriptFile(_ path: String) throws(Problem) -> [UInt8] {
        func failure(_ code: Int32) -> Problem {
            Problem(description: "cannot be read (\(String(cString: strerror(code))))")
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw errno == ENOENT ? Problem(description: "no such file") : failure(errno)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure(errno) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw Problem(description: "is a folder, not a transcript")
        default: throw Problem(description: "is not a regular file (a device or a pipe), not a transcript")
        }
        let limit = SessionTranscript.maximumBytes
        let tooLarge = Problem(description: "larger than \(limit >> 20) MiB")
        guard status.st_size <= limit else { throw tooLarge }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard count <= limit else { throw tooLarge }
                bytes += [UInt8](repeating: 0, count: min(64 << 10, limit + 1 - count))
            }
            let read = bytes.withUnsafeMutableBytes {
                SystemLibc.read(descriptor, $0.baseAddress! + count, $0.count - count)
            }
            if read < 0 {
                if errno == EINTR { continue }
                throw failure(errno)
            }
            if read == 0 { break }
            count += read
        }
        guard count <= limit else { throw tooLarge }
        return Array(bytes[..<count])
    }

    /// How a session started, as a transcript records it.
    struct Settings {
        var idiom: DemoIdiom
        var size: Size?
        var animations: Bool
        var ascii: Bool
        var open: String?
        /// The lesson running from the start (`--lesson`), if any.
        var lesson: String? = nil

        var transcriptSettings: [SessionTranscript.Setting] {
            var result = [
                SessionTranscript.Setting(name: "layout", value: idiom.rawValue),
                SessionTranscript.Setting(name: "animations", value: animations ? "on" : "off"),
                SessionTranscript.Setting(name: "glyphs", value: ascii ? "ascii" : "unicode"),
            ]
            if let size { result.insert(SessionTranscript.Setting(name: "size", value: "\(size)"), at: 1) }
            if let open { result.append(SessionTranscript.Setting(name: "open", value: open)) }
            if let lesson { result.append(SessionTranscript.Setting(name: "lesson", value: lesson)) }
            return result
        }
    }

    /// The settings of `transcript`; a missing one takes the command line's default. A problem
    /// starts with `source` ("--replay PATH" unless given).
    static func settings(of transcript: SessionTranscript, path: String, source: String? = nil) throws(Problem)
        -> Settings
    {
        func bad(_ name: String, _ expected: String) -> Problem {
            Problem(
                description:
                    "\(source ?? "--replay \(path)"): set \(name) \(KeyScriptError.quoted(transcript.setting(name) ?? "")): expected \(expected)"
            )
        }
        var settings = Settings(idiom: .compact, size: nil, animations: true, ascii: false, open: nil)
        if let layout = transcript.setting("layout") {
            guard let idiom = DemoIdiom(rawValue: layout) else { throw bad("layout", "compact or split") }
            settings.idiom = idiom
        }
        if let size = transcript.setting("size") {
            guard let parsed = Size(parsing: size[...]), parsed.width > 0, parsed.height > 0, parsed.width <= 2000,
                parsed.height <= 1000
            else { throw bad("size", "<cols>x<rows> up to 2000x1000") }
            settings.size = parsed
        }
        if let animations = transcript.setting("animations") {
            guard ["on", "off"].contains(animations) else { throw bad("animations", "on or off") }
            settings.animations = animations == "on"
        }
        if let glyphs = transcript.setting("glyphs") {
            guard ["ascii", "unicode"].contains(glyphs) else { throw bad("glyphs", "ascii or unicode") }
            settings.ascii = glyphs == "ascii"
        }
        settings.open = transcript.setting("open")
        settings.lesson = transcript.setting("lesson")
        return settings
    }
}
