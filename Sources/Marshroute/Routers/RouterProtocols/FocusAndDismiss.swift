import TerminalUI

/// Returning to the router's module, however deep the user went from it.
@MainActor
public protocol RouterFocusable: AnyObject {
    /// Closes everything shown after this module, however deep the user went, and keeps the module.
    /// - Parameter completion: Runs when the animations have finished.
    func focusOnCurrentModule(completion: (() -> Void)?)
}

extension RouterFocusable {
    /// Closes everything shown after this module; see ``focusOnCurrentModule(completion:)``.
    public func focusOnCurrentModule() { focusOnCurrentModule(completion: nil) }
}

extension RouterFocusable
where Self: RouterTransitionable & RouterIdentifiable & RouterPresentable & TransitionsHandlersProviderHolder {
    /// Undoes every transition after the one that showed this module: pops what was pushed
    /// above it and closes the modals and popovers over it, in one step each. The completion
    /// runs when the animations have finished.
    public func focusOnCurrentModule(completion: (() -> Void)?) {
        // A module's router protocol declares these itself, as the original's did: they keep
        // their signatures, and observers hear them as the module's method too.
        let routerCall = beginRouterCall(self, .focusOnCurrentModule, transitionId: transitionId)
        defer { routerCall.end() }
        AnimationTransaction.perform(
            {
                if case .containing = transitionsHandlerBox, presentingTransitionsHandler == nil {
                    marshroutePrint("focusOnCurrentModule: cannot be called on the root non-animating router")
                    return
                }
                transitionsHandlerBox.unbox().undoTransitionsAfter(transitionId: transitionId)
            }, completion: completion)
    }
}

/// Removing the router's module, however it was shown.
@MainActor
public protocol RouterDismissable: AnyObject {
    /// Removes this module, however it was shown: popped if pushed, dismissed if presented.
    /// - Parameter completion: Runs when the animations have finished (at once for a root module).
    func dismissCurrentModule(completion: (() -> Void)?)
}

extension RouterDismissable {
    /// Removes this module, however it was shown; see ``dismissCurrentModule(completion:)``.
    public func dismissCurrentModule() { dismissCurrentModule(completion: nil) }
}

extension RouterDismissable where Self: RouterPresentable & RouterIdentifiable & TransitionsHandlersProviderHolder {
    /// Asks the presenting handler to undo the transition that showed this module: a pop for
    /// a pushed module, a dismissal for a modal or popover. A root module has nothing to undo;
    /// the completion still runs.
    public func dismissCurrentModule(completion: (() -> Void)?) {
        let routerCall = beginRouterCall(self, .dismissCurrentModule, transitionId: transitionId)
        defer { routerCall.end() }
        AnimationTransaction.perform(
            {
                presentingTransitionsHandler?.undoTransitionWith(transitionId: transitionId)
            }, completion: completion)
    }
}
