// Writes a Swift file holding the text of every source file of a module that traces router
// calls (a `traced {` or `traced(` outside a comment), keyed by its `#fileID`, with its path
// from the package root, as `RouterSources.embedded` (MarshrouteInspector's type, internal to
// the module): `RouterSourcesPlugin` runs it at build time. Plain Swift and libc, no
// Foundation, so that it builds in a moment.
//
//     EmbedRouterSources --module NAME --root DIR --output FILE SOURCE...

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

func fail(_ message: String) -> Never {
    let bytes = Array("EmbedRouterSources: \(message)\n".utf8)
    _ = bytes.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
    exit(1)
}

func readFile(_ path: String) -> String {
    guard let bytes = existingBytes(path) else { fail("cannot read \(path)") }
    return String(decoding: bytes, as: UTF8.self)
}

/// The file's bytes, or nil when it cannot be read (it does not exist yet).
func existingBytes(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count == 0 { break }
        bytes.append(contentsOf: buffer[0..<count])
    }
    return ferror(file) == 0 ? bytes : nil
}

/// Writes `text` to `path` unless the file already holds exactly that. SwiftPM runs the tool
/// again whenever the build's environment changes (another terminal, an IDE); rewriting the
/// same bytes would give the file a new time and recompile the whole module for nothing.
func writeFile(_ path: String, _ text: String) {
    let bytes = Array(text.utf8)
    if existingBytes(path) == bytes { return }
    guard let file = fopen(path, "wb") else { fail("cannot write \(path)") }
    let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
    guard written == bytes.count, fclose(file) == 0 else { fail("cannot write \(path)") }
}

/// Where `needle` first starts in `text`.
func start(of needle: String, in text: Substring) -> Substring.Index? {
    var index = text.startIndex
    while index < text.endIndex {
        if text[index...].hasPrefix(needle) { return index }
        index = text.index(after: index)
    }
    return nil
}

/// Whether a line calls `traced` (a comment or a string that mentions it does not count).
func tracesRouterCalls(_ text: String) -> Bool {
    text.split(separator: "\n").contains { line in
        let code = line.drop { $0 == " " || $0 == "\t" }
        guard !code.hasPrefix("//"), !code.hasPrefix("*") else { return false }
        // Code, not a string that names it: no quote before it on the line.
        guard let match = start(of: "traced {", in: code) ?? start(of: "traced(", in: code) else { return false }
        return !code[..<match].contains("\"")
    }
}

/// A Swift string literal of `text`: quotes, backslashes and control characters escaped.
func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": result += "\\\\"
        case "\"": result += "\\\""
        case "\n": result += "\\n"
        case "\t": result += "\\t"
        case "\r": result += "\\r"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F:
            result += "\\u{\(String(scalar.value, radix: 16))}"
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}

/// The value after `name`, taken out of `arguments`.
func option(_ name: String, from arguments: inout [String]) -> String {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { fail("missing \(name)") }
    let value = arguments[index + 1]
    arguments.removeSubrange(index...index + 1)
    return value
}

func run() {
    var arguments = Array(CommandLine.arguments.dropFirst())
    let module = option("--module", from: &arguments)
    let rootOption = option("--root", from: &arguments)
    let root = rootOption.hasSuffix("/") ? rootOption : rootOption + "/"
    let output = option("--output", from: &arguments)
    var entries: [String] = []
    for path in arguments.sorted() {
        let text = readFile(path)
        guard tracesRouterCalls(text) else { continue }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let relative = path.hasPrefix(root) ? String(path.dropFirst(root.count)) : name
        entries.append(
            "            RouterSources.File(\n                fileID: \(literal("\(module)/\(name)")), path: \(literal(relative)),\n"
                + "                text: \(literal(text))),")
    }
    writeFile(
        output,
        """
        // Generated at build time by EmbedRouterSources (Plugins/RouterSourcesPlugin) from the
        // module's router sources. Do not edit.

        import MarshrouteInspector

        extension RouterSources {
            /// This module's router sources, for the inspector's code view.
            static let embedded = RouterSources(
                files: [
        \(entries.joined(separator: "\n"))
                ])
        }

        """)
}

run()
