import Foundation
import NavigationDemo
import Testing

@testable import TerminalUI

/// A running lesson in the app: its panel, its cost, the list `e` opens, hints, the layout
/// switch, and the retain-cycle lesson's device letting go when the lesson ends.
@MainActor
@Suite("Lessons: running in the app")
struct LessonRunnerTests {
    @Test("a running lesson adds no frame while the app is idle", arguments: [DemoIdiom.compact, .split])
    func idleDrawsNothing(idiom: DemoIdiom) {
        for lesson in ["seed", "retain-cycle"] {
            let h = DemoHarness(idiom: idiom, animations: true, appKeys: true)
            #expect(h.shell.lessons.start(lesson))
            h.run("down wait:10s")
            #expect(h.window.bottomPanelView != nil)
            #expect(h.framesDrawnWhileIdle() == 0, "\(lesson) \(idiom)")
            #expect(h.stepper.timeUntilNextDeadline() == nil, "a blocking wait for input")
        }
    }

    @Test("no lesson running: no panel, and the app has every row")
    func nothingWithoutALesson() {
        let h = DemoHarness(idiom: .compact, size: Size(width: 100, height: 30), appKeys: true)
        #expect(h.window.bottomPanelView == nil)
        #expect(h.window.contentRect.height == 29)
        #expect(h.shell.lessons.start("seed"))
        #expect(h.window.contentRect.height < 29, "the panel takes rows under the app")
        h.run("e x esc")
        #expect(h.shell.lessons.session == nil)
        #expect(h.window.bottomPanelView == nil && h.window.contentRect.height == 29)
    }

    @Test("the panel shows the title, the task and the step; then ✓ Lesson complete and the call with its file:line")
    func panel() {
        let h = DemoHarness(idiom: .compact, size: Size(width: 100, height: 30), appKeys: true)
        h.shell.lessons.start("seed")
        #expect(h.text.contains("Lesson: A module built from its seed"))
        #expect(h.text.contains("step 1 of 3"))
        #expect(h.text.contains("Open Transport from the top categories"))
        h.run("down down enter")
        #expect(h.text.contains("✓ Lesson complete. What happened:"))
        // The call, and (wrapped under it) where its method is written.
        #expect(h.text.contains("#1 CategoriesRouterImpl.showSubcategories → pushViewControllerDerivedFrom at"))
        #expect(h.text.contains("   NavigationDemo/CategoriesRouters.swift:8"), "\(h.text)")
    }

    @Test("with --ascii the check mark has its ASCII stand-in")
    func ascii() {
        let screen = HeadlessScreen(size: Size(width: 100, height: 30), supportsUnicode: false)
        let clock = ManualClock()
        let shell = DemoShell(
            screen: screen, clock: clock, glyphs: .ascii, animationsEnabled: false, idiom: .compact,
            assets: DemoHarness.assets, appKeyCommands: true)
        shell.lessons.start("seed")
        FrameStepper(application: shell.application, clock: clock).run(script: try! KeyScript.parse("down down enter"))
        shell.application.drawFrame()
        let text = screen.textLines.joined(separator: "\n")
        #expect(text.contains("[ok] Lesson complete"), "\(text)")
        #expect(!text.contains("✓"))
    }

    @Test("e lists the lessons; Enter starts the selected one; h shows its hints one at a time; Esc closes")
    func list() throws {
        let h = DemoHarness(idiom: .compact, size: Size(width: 100, height: 30), appKeys: true)
        h.run("e")
        #expect(h.shell.lessons.isListOpen)
        #expect(h.text.contains("seed") && h.text.contains("A module built from its seed"))
        #expect(h.text.contains("push-and-set") && h.text.contains("(split)"))
        h.run("down enter")
        #expect(!h.shell.lessons.isListOpen)
        #expect(h.shell.lessons.session?.lesson.id == "push-and-set")
        #expect(h.text.contains("This lesson is for the split layout: press L"), "a split lesson in compact says so")
        h.run("e up enter e h")
        let session = try #require(h.shell.lessons.session)
        #expect(session.lesson.id == "seed" && session.hintsShown == 1)
        h.run("h h")
        #expect(session.hintsShown == 2, "no more hints than the lesson has")
        h.run("esc")
        #expect(!h.shell.lessons.isListOpen)
        #expect(h.text.contains("Hint 2 of 2:"))
    }

    @Test("? over the lesson list opens the help its hint line offers; Esc goes back to the list")
    func helpOverTheList() throws {
        let h = DemoHarness(idiom: .compact, size: Size(width: 100, height: 30), appKeys: true)
        h.run("e")
        #expect(h.lines.last?.contains("? Help") == true, "\(h.lines.last ?? "")")
        #expect(h.lines.last?.contains("PgDn More") == true, "the text scrolls: \(h.lines.last ?? "")")
        h.run("?")
        #expect(h.text.contains("Keys"), "\(h.text)")
        h.run("esc")
        #expect(h.shell.lessons.isListOpen)
        #expect(!h.text.contains("╭─ Keys"), "\(h.text)")
    }

    @Test("the layout switch does not count the routes it replays, and the check takes the new layout's steps")
    func layoutSwitch() throws {
        let h = DemoHarness(idiom: .compact, size: Size(width: 140, height: 36), appKeys: true)
        h.shell.lessons.start("typed-route")
        h.run("g type:tabs/recursion")
        // Switching replays tabs/recursion as a route in the new layout: not the learner's.
        h.run("esc 2 L")
        #expect(h.demo.idiom == .split)
        let session = try #require(h.shell.lessons.session)
        #expect(!session.isComplete && session.idiom == .split)
        h.run("1 g type:tabs/recursion enter")
        #expect(session.isComplete)
    }

    @Test("what happened cites each call by its timeline entry, after a layout switch too")
    func recapNumbersAreTimelineEntries() throws {
        let h = DemoHarness(idiom: .compact, size: Size(width: 200, height: 50), appKeys: true)
        h.shell.lessons.start("push-and-set")
        h.run("L down down enter wait:1s down enter wait:1s")
        let session = try #require(h.shell.lessons.session)
        #expect(session.isComplete, "\(h.text)")
        let cited = (session.completion ?? []).compactMap { $0.call }
        #expect(!cited.isEmpty)
        let timeline = h.demo.inspector.text(of: .timeline)
        for call in cited {
            let entry = try #require(call.timelineEntry, "\(call)")
            let line = timeline.first {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: " ›")).hasPrefix("\(entry) ")
            }
            #expect(line?.contains(call.method.rawValue) == true, "entry \(entry) is not \(call.method): \(timeline)")
        }
        // The routes the switch replayed took entries of their own: ids and entries differ here.
        #expect(cited.contains { "#\($0.timelineEntry ?? 0)" != "\($0.id)" }, "\(cited)")
        #expect(h.text.contains("#\(cited[0].timelineEntry ?? 0) "), "\(h.text)")
    }

    @Test("a split lesson started in compact completes after L")
    func splitLessonAfterSwitch() throws {
        let h = DemoHarness(idiom: .compact, size: Size(width: 140, height: 36), appKeys: true)
        h.shell.lessons.start("push-and-set")
        h.run("down down enter down enter")
        #expect(h.shell.lessons.session?.check == nil, "no check in a layout the lesson does not have")
        h.run("1 L")
        h.run("backspace backspace down down enter down enter")
        #expect(h.shell.lessons.session?.isComplete == true, "\(h.text)")
    }

    @Test("the retain-cycle lesson's leak is caught, listed in the ledger, and let go when the lesson ends")
    func deliberateLeak() throws {
        let h = DemoHarness(idiom: .compact, size: Size(width: 100, height: 30), appKeys: true)
        h.shell.lessons.start("retain-cycle")
        h.run("3 h h esc wait:2s")
        #expect(h.shell.lessons.session?.isComplete == true)
        #expect(h.assertions.contains { $0.contains("did not deallocate due to some retain cycle") })
        #expect(h.leakedControllers().contains { $0.contains("Shelves (sheet)") })
        h.run("i tab")
        #expect(h.text.contains("Retain-cycle suspects"), "\(h.text)")
        h.run("esc e x esc")
        #expect(h.shell.lessons.session == nil)
        #expect(h.leakedControllers().isEmpty, "the lesson ended: \(h.leakedControllers())")
    }

    @Test("without the lesson the same screens are released")
    func noLeakWithoutTheLesson() {
        let h = DemoHarness(idiom: .compact, size: Size(width: 100, height: 30), appKeys: true)
        h.shell.lessons.start("seed")
        h.run("3 h h esc wait:2s")
        #expect(h.leakedControllers().isEmpty)
        #expect(!h.assertions.contains { $0.contains("retain cycle") })
    }

    @Test("the app closed and released with the leak lesson running: its screens are released too")
    func leakEndsWithTheApp() {
        weak var sheet: ViewController?
        do {
            let h = DemoHarness(idiom: .compact, size: Size(width: 100, height: 30), appKeys: true)
            h.shell.lessons.start("retain-cycle")
            h.run("3 h h")
            sheet = h.window.visibleViewControllers.last { $0.title == "Shelves (sheet)" }
            #expect(sheet != nil)
            h.run("esc wait:2s")
            #expect(sheet != nil, "held by the lesson")
            // What every run does as it ends (`DemoShell.close()`).
            h.shell.close()
        }
        #expect(sheet == nil, "the runner let it go when the app went")
    }

    @Test("starting another lesson ends the leak of the one before")
    func anotherLessonEndsTheLeak() {
        let h = DemoHarness(idiom: .compact, size: Size(width: 100, height: 30), appKeys: true)
        h.shell.lessons.start("retain-cycle")
        h.run("3 h h esc wait:2s")
        #expect(!h.leakedControllers().isEmpty)
        h.shell.lessons.start("seed")
        #expect(h.leakedControllers().isEmpty)
    }
}
