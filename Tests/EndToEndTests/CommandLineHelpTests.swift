import Foundation
import TestSupport
import Testing

/// The command line's help, completions and dispatch, on the built binary.
@Suite("Command line: help, completions, subcommands")
struct CommandLineHelpTests {
    /// A run of each subcommand that does its work (not help), and the status it ends with.
    /// A subcommand `--help` lists but this table does not fails the first test: add it here.
    static let subcommandRuns: [String: (arguments: [String], status: Int32, prints: String)] = [
        "run": (["run", "--headless", "--dump", "--size", "40x12", "--idiom", "compact"], 0, "Select category"),
        "routes": (["routes"], 0, "navdemo://adverts/{advertId|number}"),
        "explain": (["explain", "adverts/16"], 0, "Steps:"),
        // Its own run() refuses a transcript that is not there (status 2), rather than print help.
        "export-cast": (
            ["export-cast", "no-such-session.rec", "-o", "no-such-session.cast"], 2, "no-such-session.rec"
        ),
        "learn": (["learn"], 0, "LAYOUTS\nseed "),
        "map": (["map", "--idiom", "compact", "--depth", "1", "--format", "json"], 0, "\"marshroute-map\""),
    ]

    /// The subcommands `--help` lists.
    static func listedSubcommands() throws -> [String] {
        let help = try DemoBinary.run(["--help"], environment: ["COLUMNS": "200"]).stdout
        let section = try #require(help.components(separatedBy: "SUBCOMMANDS:\n").last)
        // A subcommand's line: two spaces, its name, two or more spaces, its abstract.
        return section.split(separator: "\n").prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") && $0.dropFirst(2).contains("  ") }.compactMap {
                $0.split(separator: " ").first
            }
            .map(String.init)
    }

    @Test("every subcommand runs its own work: no help, no silent success")
    func subcommandsRun() throws {
        let listed = try Self.listedSubcommands()
        #expect(Set(listed) == Set(Self.subcommandRuns.keys), "\(listed)")
        for (name, run) in Self.subcommandRuns {
            let result = try DemoBinary.run(run.arguments)
            #expect(result.status == run.status, "\(name): \(result.stderr)")
            // A refusal speaks on stderr, a result on stdout.
            let output = run.status == 0 ? result.stdout : result.stderr
            #expect(output.contains(run.prints), "\(name): \(output)")
            #expect(!result.stdout.contains("USAGE:"), "\(name) printed help")
        }
    }

    @Test("each subcommand's help lists every option it takes", arguments: ["routes", "explain", "learn"])
    func subcommandHelp(name: String) throws {
        let help = try DemoBinary.run([name, "--help"], environment: ["COLUMNS": "80"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--idiom <idiom>") && help.stdout.contains("--assets <DIR>"), "\(help.stdout)")
        #expect(help.stdout.contains("USAGE: navigation-demo \(name)"))
    }

    @Test("shell completions offer each subcommand's options, and explain's URLs")
    func completions() throws {
        for shell in ["bash", "zsh", "fish"] {
            let script = try DemoBinary.run(["--generate-completion-script", shell])
            #expect(script.status == 0)
            #expect(script.stdout.contains("assets") && script.stdout.contains("idiom"), "\(shell)")
        }
        let bash = try DemoBinary.run(["--generate-completion-script", "bash"]).stdout
        let routes = try #require(bash.components(separatedBy: "_navigation-demo_routes()").dropFirst().first)
        #expect(routes.prefix { $0 != "}" }.contains("--idiom"), "routes completes --idiom")
        let explain = try #require(bash.components(separatedBy: "_navigation-demo_explain()").dropFirst().first)
        #expect(explain.contains("adverts/1") && explain.contains("categories/1.1/results"))
    }

    @Test("--help wraps at the width it is given, with no line broken by hand")
    func helpWraps() throws {
        let narrow = try DemoBinary.run(["--help"], environment: ["COLUMNS": "80"]).stdout
        let long = narrow.split(separator: "\n").filter { $0.count > 80 }
        #expect(long.isEmpty, "\(long)")
        #expect(narrow.contains("Keys: arrows or j/k move, Enter opens"), "the key map's summary")
        // Wide, every paragraph is one line: the parser wraps, not the text.
        let wide = try DemoBinary.run(["--help"], environment: ["COLUMNS": "400"]).stdout
        let tokens = try #require(wide.split(separator: "\n").first { $0.hasPrefix("Key tokens:") })
        #expect(tokens.hasSuffix("type:<text>."), "\(tokens)")
        let keys = try #require(wide.split(separator: "\n").first { $0.hasPrefix("Keys:") })
        #expect(keys.hasSuffix("q or Ctrl-C quits."), "\(keys)")
    }

    @Test("an option given before the subcommand counts too")
    func optionBeforeSubcommand() throws {
        let before = try DemoBinary.run(["--idiom", "split", "routes"])
        let after = try DemoBinary.run(["routes", "--idiom", "split"])
        #expect(before.status == 0 && before.stdout == after.stdout)
        #expect(after.stdout.contains("split detail"))
    }
}
