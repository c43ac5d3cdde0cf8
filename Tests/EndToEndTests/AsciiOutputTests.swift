import Foundation
import TestSupport
import Testing

/// `--ascii` draws with ASCII only, everywhere: a terminal without UTF-8 (where curses shows
/// every other character as `?`) gets the whole app in plain characters. Each screen below is
/// dumped with `--ascii` and every byte must be below 0x80.
@Suite("ASCII output")
struct AsciiOutputTests {
    struct Screen: CustomTestStringConvertible, Sendable {
        let name: String
        let arguments: [String]
        var testDescription: String { name }
    }

    /// The overlays, prompts, pages and presentations a tour step may not reach.
    static let extras: [Screen] = [
        ("help", "compact", "80x24", "?"),
        ("help, scrolled to the clock keys", "compact", "80x24", "? pgdn pgdn"),
        ("Marshroute history", "compact", "80x24", "2 r r H"),
        ("Go-to prompt with a plan", "compact", "80x16", "g type:adverts/16"),
        ("Go-to prompt with an error", "compact", "80x16", "g type:adverts/999999 enter"),
        ("Go-to prompt with a character outside ASCII typed", "compact", "80x16", "g type:caf\u{E9}"),
        ("inspector over the app: timeline", "compact", "100x30", "2 r m i end enter"),
        ("inspector over the app: ledger", "compact", "100x30", "2 r m i tab"),
        ("inspector over the app: tree", "compact", "100x30", "2 r m i tab tab"),
        ("inspector beside the app: timeline", "split", "170x30", "down down enter down enter tab r i"),
        ("inspector beside the app: ledger", "split", "170x30", "down down enter down enter tab r i tab"),
        ("inspector beside the app: tree", "split", "170x30", "down down enter down enter tab r i tab tab"),
        ("a peek", "compact", "80x24", "down down p"),
        ("a peek at Authorization", "compact", "80x24", "down down enter down enter down p"),
        ("the paused clock", "compact", "80x16", "z"),
        ("the slowed clock", "compact", "80x16", "< < <"),
        ("Authorization's password field", "split", "120x30", "down down enter down enter m"),
        ("a bottom sheet", "compact", "80x24", "3 h h"),
        ("a popover", "split", "120x30", "down down enter down enter tab r"),
        (
            "an advertisement's recommendations", "compact", "80x24",
            "down down enter down enter down down down down enter"
        ),
        ("a banner", "compact", "80x24", "s"),
        ("too small", "compact", "30x10", ""),
    ].map { name, idiom, size, keys in
        Screen(name: name, arguments: ["--headless", "--dump", "--idiom", idiom, "--size", size, "--keys", keys])
    }

    /// Every step of the tour and the lessons walk-through, with `--ascii` added.
    static var tourSteps: [Screen] {
        guard let documents = try? TourTests.allSteps() else { return [] }
        return documents.flatMap(\.steps).filter { $0.arguments.first == "--headless" }.map {
            Screen(name: "tour: " + $0.arguments.joined(separator: " "), arguments: $0.arguments)
        }
    }

    @Test("every byte of the screen is ASCII", arguments: extras + tourSteps)
    func screenIsASCII(_ screen: Screen) throws {
        let result = try DemoBinary.run(screen.arguments + ["--ascii"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.isEmpty)
        let outside = result.stdout.split(separator: "\n").filter { !$0.utf8.allSatisfy { $0 < 0x80 } }
        #expect(outside.isEmpty, "outside ASCII:\n\(outside.joined(separator: "\n"))")
    }

    @Test("the tour has its steps here too")
    func tourIsIncluded() {
        #expect(Self.tourSteps.count >= 20)
    }
}
