import Marshroute
import TerminalUI

/// Compact layout: another Recursion, or the categories, as a modal with navigation, drawn
/// by the custom `RecursionAnimator`: changing a transition's look is this one argument.
@MainActor
final class RecursionRouterCompact: DemoRouter, RecursionRouter {
    func showRecursion(sender: BarButtonItem) { traced { presentModally(.recursion, animator: RecursionAnimator()) } }
    func showCategories(sender: BarButtonItem) {
        traced { presentModally(.topCategories, animator: RecursionAnimator()) }
    }
    func returnToRecursion() { traced { focusOnCurrentModule() } }
    func closeRecursion() { traced { dismissCurrentModule() } }
}

/// Split layout: popovers with navigation from the pressed button, nesting as deep as the
/// user likes.
@MainActor
final class RecursionRouterSplit: DemoRouter, RecursionRouter {
    func showRecursion(sender: BarButtonItem) { traced { presentInPopover(.recursion, from: sender) } }
    func showCategories(sender: BarButtonItem) { traced { presentInPopover(.topCategories, from: sender) } }
    func returnToRecursion() { traced { focusOnCurrentModule() } }
    func closeRecursion() { traced { dismissCurrentModule() } }
}
