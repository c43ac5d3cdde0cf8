import Testing

@testable import MarshrouteInspector
@testable import NavigationDemo
@testable import TerminalUI

/// `R` on the timeline: the app as it was just after the selected entry, over the running app
/// and beside it; keys the app would take are kept from it (and from the session's input);
/// `R` on the newest entry returns to the present.
@MainActor
@Suite("Inspector: rewind")
struct InspectorRewindTests {
    /// Categories, Transport, Cars: three entries in the compact layout.
    static let threePushes = "down down enter wait:1s down enter wait:1s enter wait:1s"

    @Test("over the app: R on an older entry shows the app then, and End then R returns to the present")
    func overTheApp() throws {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.run(Self.threePushes)
        let present = h.history
        let presentScreen = h.lines
        h.run("i up up R")
        #expect(h.shell.rewoundEntry == 1)
        #expect(h.lines.last?.contains("⏪ rewound to #1") == true, "\(h.lines.last ?? "")")
        #expect(h.text.contains("later, in the present"), "\(h.text)")
        h.run("esc")
        // The past: Transport's list was just pushed; the present is untouched underneath.
        #expect(h.lines.first?.contains("Transport") == true, "\(h.text)")
        #expect(!h.text.contains("Cars 1"), "\(h.text)")
        #expect(h.history == present)
        #expect(h.lines.last?.contains("⏪ rewound to #1") == true)
        // App keys do nothing while rewound, and never reach the session's input.
        let events = h.shell.sessionInput?.events.count
        h.run("down enter backspace g L 2")
        #expect(h.history == present)
        #expect(h.shell.sessionInput?.events.count == events)
        #expect(h.shell.rewoundEntry == 1)
        h.run("i end R")
        #expect(h.shell.rewoundEntry == nil)
        h.run("esc")
        #expect(h.lines == presentScreen)
        #expect(!h.text.contains("rewound"))
    }

    @Test("Esc on the rewound app returns to the present, and the hint line says it does")
    func escapeReturns() throws {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.run(Self.threePushes)
        let presentScreen = h.lines
        h.run("i up up R esc")
        #expect(h.shell.rewoundEntry == 1, "the first Esc closes the inspector")
        #expect(h.lines.last?.contains("Esc Back to the present") == true, "\(h.lines.last ?? "")")
        let events = h.shell.sessionInput?.events.count
        h.run("esc")
        #expect(h.shell.rewoundEntry == nil)
        #expect(h.lines == presentScreen)
        #expect(h.shell.sessionInput?.events.count == events, "the Esc never reached the app")
    }

    @Test("a running lesson shows one panel while rewound, the past's, and its own again after")
    func oneLessonPanel() throws {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.shell.start(opening: nil, lesson: "history-cleaning")
        h.run("down down enter wait:1s backspace wait:1s down enter wait:1s")
        #expect(h.text.contains("Lesson complete"), "\(h.text)")
        h.run("i up up R esc")
        #expect(h.shell.rewoundEntry != nil)
        #expect(h.lines.filter { $0.contains("Lesson: ") }.count == 1, "\(h.text)")
        #expect(!h.text.contains("Lesson complete"), "the panel is the past's: \(h.text)")
        h.run("esc")
        #expect(h.lines.filter { $0.contains("Lesson: ") }.count == 1, "\(h.text)")
        #expect(h.text.contains("Lesson complete"), "\(h.text)")
    }

    @Test("the tree page while rewound is the past's")
    func treeThen() {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.run(Self.threePushes)
        #expect(h.demo.inspector.text(of: .tree).contains { $0.contains("Cars") })
        h.run("i up up R tab tab tab")
        #expect(h.demo.inspector.page == .tree)
        let tree = h.demo.inspector.text(of: .tree)
        #expect(tree.contains { $0.contains("Transport") }, "\(tree)")
        #expect(!tree.contains { $0.contains("Cars") }, "\(tree)")
    }

    @Test("beside the app: R steps back one entry, the arrows move while rewound, R on the newest returns")
    func besideTheApp() throws {
        let h = DemoHarness(idiom: .split, size: Size(width: 200, height: 40), appKeys: true)
        h.run("down down enter wait:1s down enter wait:1s down enter wait:1s")
        let present = h.history
        let newest = try #require(h.shell.newestTimelineEntry)
        h.run("i")
        #expect(h.demo.inspector.isBeside)
        #expect(h.lines.last?.contains("R Rewind") == true, "\(h.lines.last ?? "")")
        h.run("R")
        #expect(h.shell.rewoundEntry == newest - 1)
        #expect(h.lines.last?.contains("⏪ rewound to #\(newest - 1)") == true, "\(h.lines.last ?? "")")
        // The arrows are the panel's now (the app is a picture of the past).
        h.run("up R")
        #expect(h.shell.rewoundEntry == newest - 2)
        #expect(h.history == present)
        h.run("end")
        #expect(h.lines.last?.contains("R Present") == true, "\(h.lines.last ?? "")")
        h.run("R")
        #expect(h.shell.rewoundEntry == nil)
        #expect(h.history == present)
        // In the present the arrows are the app's again.
        h.run("down")
        #expect(h.shell.rewoundEntry == nil)
    }

    @Test("after a rewind and back, a replay of the session's input still gives the present")
    func inputStaysTrue() throws {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.run(Self.threePushes)
        h.run("i up up R esc down down enter x i end R esc backspace wait:1s")
        h.run("2 r wait:1s")
        // The panel too: it shows what it showed before the rewind, as a replay (where the
        // keys it took while rewound never came) shows it.
        h.run("i up enter R tab tab tab tab enter down end R")
        let input = try #require(h.shell.sessionInput)
        let point = DemoSessionPoint(events: input.events.count, instant: h.clock.now)
        let replayed = try #require(h.shell.replayed(to: point))
        replayed.window.finishAnimations()
        #expect(replayed.demo.historyLines() == h.demo.historyLines())
        #expect(h.demo.inspector.isOpen && replayed.demo.inspector.isOpen)
        #expect(replayed.window.render().textLines() == h.window.render().textLines())
    }

    @Test("the app goes on underneath: a comeback timer started before the rewind fires, its entry comes after")
    func presentGoesOn() throws {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.run("2 enter wait:1s r wait:1s r wait:1s")
        h.run("t i up R")
        let rewoundTo = try #require(h.shell.rewoundEntry)
        let before = try #require(h.shell.newestTimelineEntry)
        h.run("wait:7s")
        let newest = try #require(h.shell.newestTimelineEntry)
        #expect(newest > before, "the timer's focus is a new entry of the present")
        #expect(h.shell.rewoundEntry == rewoundTo)
        let timeline = h.demo.inspector.text(of: .timeline)
        #expect(timeline.last?.contains("focusOnCurrentModule") == true, "\(timeline)")
        h.run("end R esc")
        let without = DemoHarness(idiom: .compact, appKeys: true)
        without.run("2 enter wait:1s r wait:1s r wait:1s t wait:7s")
        #expect(h.history == without.history)
        #expect(!h.history.contains { $0.contains("modal") }, "\(h.history)")
    }

    @Test("a resize while rewound redraws the past at the new size; ASCII says << rewound")
    func resizeAndASCII() {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.window.glyphs = .ascii
        h.run(Self.threePushes)
        h.run("i up up R esc resize:80x24")
        #expect(h.lines.count == 24)
        #expect(h.lines.first?.contains("Transport") == true, "\(h.text)")
        #expect(h.lines.last?.contains("<< rewound to #1") == true, "\(h.lines.last ?? "")")
    }

    @Test("R with a single entry, or none, does nothing; on the tree page R is no rewind")
    func nothingToRewindTo() {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.run("i R")
        #expect(h.shell.rewoundEntry == nil)
        h.run("esc down down enter i R")
        #expect(h.shell.rewoundEntry == nil)
        h.run("esc down enter i tab tab up R")
        #expect(h.shell.rewoundEntry == nil)
    }

    @Test("the session's input stops at a million events: later entries have no point to rewind to")
    func inputIsBounded() {
        let clock = ManualClock()
        let log = DemoSessionLog(
            baseClock: clock, idiom: .compact, size: Size(width: 80, height: 24), glyphs: .unicode,
            animationsEnabled: false, scaledClock: false)
        for _ in 0..<DemoSessionLog.maximumEvents { log.record(.down) }
        #expect(log.point?.events == DemoSessionLog.maximumEvents)
        log.record(.up)
        #expect(log.isFull)
        #expect(log.point == nil)
        #expect(log.input.events.count == DemoSessionLog.maximumEvents)
    }
}
