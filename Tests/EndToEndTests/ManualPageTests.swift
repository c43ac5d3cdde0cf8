import Foundation
import TestSupport
import Testing

/// What `swift package generate-manual` reads: argument-parser's dump of the commands
/// (`--experimental-dump-help`). The page it makes has a synopsis with the subcommand optional
/// only when a subcommand is the default, and mdoc warns on blank lines, on a sentence that
/// does not start its line, and on the paragraph break the generator puts before a list of
/// values: the dump must give it none of those.
@Suite("Manual page")
struct ManualPageTests {
    struct Command: Decodable {
        var commandName: String
        var defaultSubcommand: String?
        var discussion: String?
        var subcommands: [Command]?
        var arguments: [Argument]?
    }

    struct Argument: Decodable {
        var valueName: String?
        var allValues: [String]?
    }

    struct Dump: Decodable { var command: Command }

    static func dump() throws -> Command {
        let result = try DemoBinary.run(["--experimental-dump-help"])
        #expect(result.status == 0, "\(result.stderr)")
        return try JSONDecoder().decode(Dump.self, from: Data(result.stdout.utf8)).command
    }

    static func all(_ command: Command) -> [Command] { [command] + (command.subcommands ?? []).flatMap(all) }

    @Test("the demo is the default subcommand, so the synopsis has the subcommand in brackets")
    func defaultSubcommand() throws {
        let root = try Self.dump()
        #expect(root.defaultSubcommand == "run")
        #expect(root.subcommands?.map(\.commandName).contains("run") == true)
    }

    @Test("discussions have a sentence a line and no blank line; no option lists its values")
    func mdocFriendlyText() throws {
        for command in Self.all(try Self.dump()) {
            let discussion = command.discussion ?? ""
            #expect(!discussion.contains("\n\n"), "\(command.commandName): a blank line")
            for line in discussion.split(separator: "\n") {
                #expect(
                    line.firstMatch(of: /[.?!] [A-Z]/) == nil, "\(command.commandName): two sentences on \(line)")
            }
            for argument in command.arguments ?? [] {
                #expect((argument.allValues ?? []).isEmpty, "\(command.commandName) \(argument.valueName ?? "")")
            }
        }
    }

    @Test("DESCRIPTION has its paragraphs: mdoc's .Pp between them, so mandoc shows them apart")
    func paragraphs() throws {
        let root = try Self.dump()
        let discussion = try #require(root.discussion)
        let help = try DemoBinary.run(["--help"], environment: ["COLUMNS": "400"]).stdout
        // The paragraphs --help shows between OVERVIEW and USAGE, each parted from the next.
        let overview = try #require(help.components(separatedBy: "\n\nUSAGE:").first)
        let paragraphs = overview.components(separatedBy: "\n\n").count - 1
        let breaks = discussion.split(separator: "\n").filter { $0 == ".Pp" }.count
        #expect(paragraphs >= 6 && breaks == paragraphs - 1, "\(breaks) .Pp for \(paragraphs) paragraphs")
        #expect(discussion.contains("quits.\n.Pp\nHeadless mode"))
        // Every other line is text: none would be read as a macro.
        for line in discussion.split(separator: "\n") where line != ".Pp" {
            #expect(!line.hasPrefix(".") && !line.hasPrefix("'"), "\(line)")
        }
    }

    @Test("--help keeps its paragraphs")
    func helpKeepsParagraphs() throws {
        let help = try DemoBinary.run(["--help"], environment: ["COLUMNS": "80"]).stdout
        #expect(help.contains("quits.\n\nHeadless mode"))
    }
}
