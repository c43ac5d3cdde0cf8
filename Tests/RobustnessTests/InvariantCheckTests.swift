import Marshroute
import NavigationDemo
import TerminalUI
import Testing

/// Each invariant the fuzzer checks catches what it is meant to: a change made behind
/// Marshroute's back, an assertion, a raw control character, a leaked screen.
@MainActor
@Suite("Fuzz invariants")
struct InvariantCheckTests {
    func session(_ idiom: DemoIdiom = .compact, keys: String = "") -> FuzzSession {
        let session = FuzzSession(
            FuzzConfiguration(idiom: idiom, size: Size(width: 100, height: 30), animations: false, ascii: false))
        for token in keys.split(separator: " ") { session.apply(FuzzToken(String(token))) }
        return session
    }

    @Test("a healthy session breaks nothing", arguments: DemoIdiom.allCases)
    func healthy(idiom: DemoIdiom) {
        let session = session(idiom, keys: "down down enter 2 r m s")
        #expect(FuzzInvariants.checkModel(session) == nil)
        #expect(FuzzInvariants.checkFrame(session) == nil)
        #expect(FuzzInvariants.checkReachability(session) == nil)
    }

    @Test("a screen put into a stack behind Marshroute's back: history no longer matches the stack")
    func insertBehindTheBack() throws {
        let session = session(keys: "down down enter")
        let navigation = try #require(session.window.focusedViewController?.navigationController)
        let stack = navigation.viewControllers
        navigation.setViewControllers([stack[0], ViewController()] + stack.dropFirst(), animated: false)
        #expect(FuzzInvariants.checkModel(session)?.invariant == .historyMatchesContainers)
    }

    @Test("a screen pushed behind Marshroute's back hides Marshroute's top")
    func pushBehindTheBack() throws {
        let session = session(keys: "down down enter")
        let navigation = try #require(session.window.focusedViewController?.navigationController)
        navigation.pushViewController(ViewController(), animated: false)
        #expect(FuzzInvariants.checkModel(session)?.invariant == .topIsVisible)
    }

    @Test("a screen popped behind Marshroute's back is only stale: Marshroute cleans it lazily")
    func popBehindTheBack() throws {
        let session = session(keys: "down down enter")
        let navigation = try #require(session.window.focusedViewController?.navigationController)
        navigation.popViewController(animated: false)
        #expect(FuzzInvariants.checkModel(session) == nil)
    }

    @Test("a presentation behind Marshroute's back is caught")
    func presentBehindTheBack() throws {
        let session = session()
        let top = try #require(session.window.focusedViewController)
        top.present(ViewController(), style: .formSheet, animated: false)
        #expect(FuzzInvariants.checkModel(session)?.invariant == .presentationsInHistory)
    }

    @Test("an assertion of Marshroute's is caught")
    func assertion() {
        let session = session()
        MarshrouteAssertionManager.instance.assertionFailure("planted", file: #fileID, line: #line)
        #expect(FuzzInvariants.checkModel(session) == InvariantViolation(invariant: .noAssertion, detail: "planted"))
    }

    @Test("a frame with a raw control character is caught")
    func rawControl() throws {
        // A view that bypasses the canvas's sanitizing (no real view does).
        final class RawView: View {
            override func draw(in canvas: Canvas) {
                canvas.buffer[2, 1] = Cell(glyph: Glyph(scalar: "\u{1B}"))
            }
        }
        let session = session()
        #expect(FuzzInvariants.checkFrame(session) == nil)
        session.window.showOverlay(RawView())
        // The app draws the frame on its next turn; the check reads what it drew.
        session.apply(FuzzToken("wait:20ms"))
        #expect(FuzzInvariants.checkFrame(session)?.invariant == .frameIsClean)
    }

    @Test("a screen kept alive after it left is caught")
    func leak() throws {
        let session = session(keys: "down down enter")
        let navigation = try #require(session.window.focusedViewController?.navigationController)
        let kept = try #require(navigation.popViewController(animated: false))
        #expect(FuzzInvariants.checkReachability(session)?.invariant == .noUnreachableControllers)
        withExtendedLifetime(kept) {}
    }
}
