import Marshroute
import NavigationDemo
import TerminalUI

/// A broken invariant: which one (the name a shrink must keep failing with) and what was seen.
struct InvariantViolation: Error, Hashable, CustomStringConvertible {
    let invariant: Invariant
    let detail: String

    var description: String { "\(invariant.rawValue): \(detail)" }
}

/// What must hold after every step of a session. "No trap" is implicit: a trap ends the
/// process, and `FuzzCrashNote` prints what was running.
enum Invariant: String, Hashable, Sendable, CaseIterable {
    /// Marshroute's assertion plugin recorded nothing. The fuzzer provokes no assertion on
    /// purpose, so every failure there (a push onto a bare modal, a possible retain cycle,
    /// a transition without history) is a bug.
    case noAssertion = "no-assertion"
    /// The screen Marshroute considers topmost — `findTopViewController(containingTransitionsHandler:)`
    /// from the root tab bar's handler — is among `window.visibleViewControllers`. Exempt:
    /// it sits in a split view collapsed to one column by a narrow terminal, with focus on the
    /// other column (Marshroute counts both columns visible, as the original does). A collapsed
    /// split turns to a column whose stack changes and shows a column that presents (see
    /// `SplitViewController.childDidNavigate` and `shownColumn`), so this happens only after
    /// the user moved the focus (Tab, Back, a click) or narrowed the terminal.
    /// Overlays (help, history), peeks and a too-small terminal hide the screen without
    /// changing what is visible in this sense, so they are not exempt. (Finding the top drops
    /// stale modal entries, as Marshroute does before each of its own transitions.)
    case topIsVisible = "top-is-visible"
    /// Every history entry Marshroute keeps is alive and in its container. Alive: an entry
    /// whose screen was released is a zombie, which Marshroute unlinks when it meets it, and
    /// an entry read back (`RestoredTransitionContext`) holds a live screen. Kept means not
    /// judged "already dismissed without Marshroute" (Marshroute drops those lazily, before
    /// its next transition; they are skipped, and so is everything chained from them), and,
    /// while an animation runs, not a root that a reset replaced (the animation still holds
    /// it; once nothing animates it must be released). Walking from the root through every
    /// handler and chained handler:
    /// - a navigation handler's kept entries (its root, then pushes) are exactly its
    ///   navigation controller's `viewControllers`, in order, and each push entry names that
    ///   navigation controller;
    /// - a bare (non-navigation) handler keeps exactly one entry, its registered root;
    /// - a chained entry (modal or popover) starts from the handler's top screen, which
    ///   presents exactly the entry's container (the screen, or the navigation or split
    ///   controller around it); a popover's controller says it is visible; the chained
    ///   handlers obey all of this in turn.
    case historyMatchesContainers = "history-matches-containers"
    /// Every presentation on screen (from the root, through visible children, each
    /// `presentedViewController`) is the target of a kept chained entry: nothing is presented
    /// behind Marshroute's back.
    case presentationsInHistory = "presentations-in-history"
    /// A drawn frame holds no control character (ESC, C1) and no bidi override: text from data
    /// never reaches the terminal raw.
    case frameIsClean = "frame-is-clean"
    /// Once no animation runs, every controller seen on screen that is still alive is held
    /// by a container, a presentation or the peek preview (nothing leaks while the app runs).
    case noUnreachableControllers = "no-unreachable-controllers"
    /// At the end of a session, two seconds on, the inspector's ledger names no retain-cycle
    /// suspect: every module whose screen left was released (docs/TEACHING.md, the ledger).
    case noLeakSuspect = "no-leak-suspect"
    /// After `q` ends the app and it is released, every controller it showed is released.
    case releasedAfterQuit = "released-after-quit"
    /// Only for the test that checks the fuzzer itself finds and shrinks a failure.
    case planted = "planted"
}

/// The checks themselves, through Marshroute's public API (as `MarshrouteHistoryReader` reads it).
@MainActor
enum FuzzInvariants {
    /// Checks the model invariants: assertions, the top screen, history against containers,
    /// presentations against history. Cheap enough for every step.
    static func checkModel(_ session: FuzzSession) -> InvariantViolation? {
        let demo = session.demo
        if let failure = session.unexpectedAssertions.first {
            return InvariantViolation(invariant: .noAssertion, detail: failure)
        }
        guard let root = demo.rootTransitionsHandler else {
            return InvariantViolation(invariant: .historyMatchesContainers, detail: "the root handler is gone")
        }
        if let violation = checkTop(session, root: root) { return violation }
        var presentedTargets = Set<ObjectIdentifier>()
        if let violation = checkHistory(session, root: root, presentedTargets: &presentedTargets) { return violation }
        return checkPresentations(session, presentedTargets: presentedTargets)
    }

    /// What the fuzzer appends to a session that did not quit: two seconds, so that
    /// Marshroute's own retain-cycle check (which waits one) has run before `checkLedger`.
    static let settleToken = FuzzToken("wait:2s")

    /// Reads the ledger (without letting time pass: the fuzzer's sessions end with
    /// `settleToken`): a suspect, or an assertion that check raised, is a leak the session made.
    static func checkLedger(_ session: FuzzSession) -> InvariantViolation? {
        if !session.deliberateLeakIsOn,
            let suspect = session.demo.inspector.text(of: .ledger).first(where: { $0.hasPrefix("⚠") })
        {
            return InvariantViolation(invariant: .noLeakSuspect, detail: suspect)
        }
        if let failure = session.unexpectedAssertions.first {
            return InvariantViolation(invariant: .noAssertion, detail: failure)
        }
        return nil
    }

    // MARK: Top screen

    private static func checkTop(_ session: FuzzSession, root: ContainingTransitionsHandler) -> InvariantViolation? {
        let finder = session.demo.marshrouteStack.topViewControllerFinder
        guard let top = finder.findTopViewController(containingTransitionsHandler: root) else {
            return InvariantViolation(invariant: .topIsVisible, detail: "Marshroute finds no top view controller")
        }
        let visible = session.window.visibleViewControllers
        if visible.contains(where: { $0 === top }) { return nil }
        if let split = top.splitViewController, split.isCollapsed { return nil }
        return InvariantViolation(
            invariant: .topIsVisible,
            detail: "top \(top.debugName) is not visible; visible: \(visible.map(\.debugName).joined(separator: ", "))")
    }

    // MARK: History

    private static func checkHistory(
        _ session: FuzzSession, root: ContainingTransitionsHandler,
        presentedTargets: inout Set<ObjectIdentifier>
    ) -> InvariantViolation? {
        guard let coordinator = session.demo.marshrouteStack.transitionsCoordinator as? TransitionsCoordinatorImpl
        else {
            return InvariantViolation(invariant: .historyMatchesContainers, detail: "unexpected coordinator")
        }
        let provider = coordinator.stackClientProvider
        let animating = session.window.isAnimating
        var visited = Set<ObjectIdentifier>()

        func fail(_ detail: String) -> InvariantViolation {
            InvariantViolation(invariant: .historyMatchesContainers, detail: detail)
        }

        func walk(_ handler: AnimatingTransitionsHandler, path: String) -> InvariantViolation? {
            guard visited.insert(ObjectIdentifier(handler)).inserted else {
                return fail("\(path): a handler is reached twice")
            }
            guard let client = provider.stackClient(forTransitionsHandler: handler) else {
                return fail("\(path): a reachable handler has no history")
            }
            let all = client.allTransitionsForTransitionsHandler(handler)
            var kept = (all.pushTransitions ?? []).filter {
                !$0.sourceAnimationLaunchingContextBox
                    .isDescribingScreenThatWasAlreadyDismissedWithoutInvokingMarshroute
            }
            // A reset keeps the old root's entry until that screen is released; while the reset
            // animates, the animation still holds it. Once nothing animates it must be gone.
            if animating, let lastReset = kept.lastIndex(where: \.isReset) {
                kept = kept.enumerated().filter { index, entry in
                    !(index < lastReset && entry.isReset && entry.targetViewController.parent == nil)
                }.map(\.element)
            }
            // The retain-cycle lesson keeps Shelves screens alive on purpose: a Shelves root
            // replaced by a reset keeps its entry while it runs, as any root still alive does.
            if session.deliberateLeakIsOn, let lastReset = kept.lastIndex(where: \.isReset) {
                kept = kept.enumerated().filter { index, entry in
                    !(index < lastReset && entry.isReset && entry.targetViewController.parent == nil
                        && String(describing: type(of: entry.targetViewController)) == "ShelfViewController")
                }.map(\.element)
            }
            guard !kept.isEmpty else { return fail("\(path): a reachable handler has no root entry") }

            if let navigationHandler = handler as? NavigationTransitionsHandlerImpl {
                guard let navigation = navigationHandler.navigationController else {
                    return fail("\(path): the navigation controller is gone")
                }
                let stack = navigation.viewControllers
                let targets = kept.map(\.targetViewController)
                if stack.count != targets.count || zip(stack, targets).contains(where: { $0 !== $1 }) {
                    return fail(
                        "\(path): history [\(targets.map(\.debugName).joined(separator: ", "))] "
                            + "≠ stack [\(stack.map(\.debugName).joined(separator: ", "))]")
                }
                for entry in kept {
                    if case .presentation(.push(let launching)) = entry.sourceAnimationLaunchingContextBox,
                        launching.navigationController !== navigation
                    {
                        return fail("\(path): \(entry.targetViewController.debugName) was pushed onto another stack")
                    }
                }
            } else if kept.count != 1 {
                return fail(
                    "\(path): a bare handler keeps \(kept.count) entries "
                        + "[\(kept.map(\.targetViewController.debugName).joined(separator: ", "))]")
            }

            guard let chained = all.chainedTransition,
                !chained.sourceAnimationLaunchingContextBox
                    .isDescribingScreenThatWasAlreadyDismissedWithoutInvokingMarshroute
            else { return nil }
            guard case .presentation(let box) = chained.sourceAnimationLaunchingContextBox else {
                return fail("\(path): a chained entry is a reset")
            }
            let target = chained.targetViewController
            let container: ViewController?
            var popoverVisible = true
            switch box {
            case .modal: container = target
            case .modalNavigation(let c): container = c.targetNavigationController
            case .modalEndpointNavigation(let c): container = c.targetNavigationController
            case .modalMasterDetail(let c): container = c.targetViewController
            case .popover(let c):
                container = target
                popoverVisible = c.popoverController?.isPopoverVisible == true
            case .popoverNavigation(let c):
                container = c.targetNavigationController
                popoverVisible = c.popoverController?.isPopoverVisible == true
            case .push: return fail("\(path): a push chains another handler")
            }
            guard let container else { return fail("\(path): the container of \(target.debugName) is gone") }
            guard let source = box.sourceViewController, source === kept.last?.targetViewController else {
                return fail(
                    "\(path): \(target.debugName) was presented from \(box.sourceViewController?.debugName ?? "nothing"), "
                        + "not from the top \(kept.last?.targetViewController.debugName ?? "-")")
            }
            guard source.presentedViewController === container else {
                return fail(
                    "\(path): \(source.debugName) presents \(source.presentedViewController?.debugName ?? "nothing"), "
                        + "history says \(container.debugName)")
            }
            guard popoverVisible else { return fail("\(path): the popover of \(target.debugName) is not visible") }
            presentedTargets.insert(ObjectIdentifier(container))

            let next: [AnimatingTransitionsHandler]
            switch chained.targetTransitionsHandlerBox {
            case .animating(let handler): next = [handler]
            case .containing(let handler): next = handler.allTransitionsHandlers ?? []
            }
            for (index, handler) in next.enumerated() {
                if let violation = walk(handler, path: path + " > \(target.title ?? target.debugName)#\(index)") {
                    return violation
                }
            }
            return nil
        }

        for (index, handler) in (root.allTransitionsHandlers ?? []).enumerated() {
            if let violation = walk(handler, path: "tab handler \(index)") { return violation }
        }
        return nil
    }

    // MARK: Presentations

    private static func checkPresentations(_ session: FuzzSession, presentedTargets: Set<ObjectIdentifier>)
        -> InvariantViolation?
    {
        var base = session.window.rootViewController
        var seen = Set<ObjectIdentifier>()
        while let current = base, let presented = findPresented(from: current) {
            guard seen.insert(ObjectIdentifier(presented)).inserted else { break }
            if !presentedTargets.contains(ObjectIdentifier(presented)) {
                return InvariantViolation(
                    invariant: .presentationsInHistory,
                    detail: "\(presented.debugName) is presented but no kept history entry chains it")
            }
            base = presented
        }
        return nil
    }

    /// As the window finds presentations: the controller's own, else its visible children's.
    private static func findPresented(from controller: ViewController) -> ViewController? {
        if let presented = controller.presentedViewController { return presented }
        for child in controller.visibleChildren {
            if let found = findPresented(from: child) { return found }
        }
        return nil
    }

    // MARK: Frames

    /// Checks the frame the app drew last, drawing none of its own: an extra frame lays the
    /// views out between keys, which the binary running the same keys does not, and what a
    /// key does can depend on that layout (a failure found so would not replay from the
    /// printed command line).
    static func checkFrame(_ session: FuzzSession) -> InvariantViolation? {
        checkDrawnFrame(session)
    }

    /// Checks every cell of the frame on screen.
    static func checkDrawnFrame(_ session: FuzzSession) -> InvariantViolation? {
        let buffer = session.screen.contents
        for y in 0..<buffer.height {
            let row = buffer.row(y)
            for x in 0..<buffer.width {
                let glyph = row[x].glyph
                let value = glyph.rawValue
                // Most cells: one scalar stored in place (printable ASCII first, no allocation).
                if value >= 0x20 && value < 0x7F || glyph.isContinuation { continue }
                if !glyph.isInterned {
                    guard let scalar = Unicode.Scalar(value), !isUnsafe(scalar) else {
                        return InvariantViolation(
                            invariant: .frameIsClean,
                            detail: "cell \(x),\(y) holds U+\(String(value, radix: 16, uppercase: true))")
                    }
                    continue
                }
                if let bad = glyph.scalars.first(where: isUnsafe) {
                    return InvariantViolation(
                        invariant: .frameIsClean,
                        detail: "cell \(x),\(y) holds U+\(String(bad.value, radix: 16, uppercase: true))")
                }
            }
        }
        return nil
    }

    /// Controls (C0, DEL, C1) and bidi embeddings, overrides and isolates.
    nonisolated static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || v == 0x7F || (0x80..<0xA0).contains(v) || (0x202A...0x202E).contains(v)
            || (0x2066...0x2069).contains(v)
    }

    // MARK: Leaks

    /// Once animations are over: live controllers nothing on screen holds.
    static func checkReachability(_ session: FuzzSession) -> InvariantViolation? {
        // The retain-cycle lesson's screens are held on purpose while it runs.
        guard !session.window.isAnimating, !session.deliberateLeakIsOn else { return nil }
        let unreachable = session.unreachableLiveControllers()
        guard !unreachable.isEmpty else { return nil }
        return InvariantViolation(invariant: .noUnreachableControllers, detail: unreachable.joined(separator: ", "))
    }
}

extension RestoredTransitionContext {
    /// A reset (a navigation root set or replaced, a modal's root registered), not a push,
    /// modal or popover.
    var isReset: Bool {
        if case .resetting = sourceAnimationLaunchingContextBox { return true }
        return false
    }
}
