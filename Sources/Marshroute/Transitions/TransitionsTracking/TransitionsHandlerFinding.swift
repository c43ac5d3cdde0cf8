import TerminalUI

/// Finds the handler a screen lives in, for front ends that locate screens themselves (Routes'
/// view finders, after Ariadne's): they then show or undo through that handler, as a router of
/// that screen would.
@MainActor
public protocol TransitionsHandlerFinding: AnyObject {
    /// The handler of `viewController`'s navigation stack (or of the navigation controller
    /// itself), else the handler whose history holds it (a bare modal's, a popover's); nil for
    /// a screen Marshroute did not show.
    func animatingTransitionsHandler(showing viewController: ViewController) -> AnimatingTransitionsHandler?
}

extension TransitionsCoordinatorImpl: TransitionsHandlerFinding {
    /// The newest handler this coordinator made that shows `viewController`.
    public func animatingTransitionsHandler(showing viewController: ViewController) -> AnimatingTransitionsHandler? {
        let handlers = knownHandlers
        if let navigation = viewController as? NavigationController ?? viewController.navigationController,
            let handler = handlers.last(where: {
                ($0 as? NavigationTransitionsHandler)?.navigationController === navigation
            })
        {
            return handler
        }
        return handlers.last { handler in
            stackTransitions(of: handler).contains { $0.viewController === viewController }
        }
    }
}
