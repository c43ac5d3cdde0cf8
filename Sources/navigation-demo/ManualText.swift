import Foundation

/// Command discussions as `--help` prints them, or, when argument-parser dumps the commands for
/// a tool (`--experimental-dump-help`, what `swift package generate-manual` reads), in the form a
/// manual page wants: mdoc warns on a blank line in running text and on a sentence that does
/// not start a line, so there each paragraph's sentences go one to a line, and paragraphs are
/// parted by mdoc's own paragraph macro, `.Pp`, on a line of its own (the generator passes
/// text lines through, escaping only a dot at the very start), so mandoc shows them apart.
enum ManualText {
    static let isDumpingHelp = CommandLine.arguments.contains("--experimental-dump-help")

    static func discussion(_ text: String) -> String {
        isDumpingHelp ? manual(text) : text
    }

    /// `text` with a line per sentence, `.Pp` between paragraphs and no blank lines; an
    /// indented line (an example) stays as it is.
    static func manual(_ text: String) -> String {
        text.components(separatedBy: "\n\n").map(manualParagraph).joined(separator: "\n.Pp\n")
    }

    private static func manualParagraph(_ text: String) -> String {
        text.split(separator: "\n").flatMap { line -> [String] in
            if line.hasPrefix(" ") { return [String(line)] }
            var sentences: [String] = []
            var current = ""
            var characters = line[...]
            while let character = characters.popFirst() {
                current.append(character)
                // A sentence ends at `.`, `?` or `!` before a space and a capital letter.
                if ".?!".contains(character), characters.first == " ",
                    characters.dropFirst().first?.isUppercase == true
                {
                    sentences.append(current)
                    current = ""
                    characters = characters.dropFirst()
                }
            }
            if !current.isEmpty { sentences.append(current) }
            return sentences
        }.joined(separator: "\n")
    }
}
