import TerminalUI

/// Peek & pop: registers sources, answers TerminalUI's previewing, freezes the transition a
/// peek starts, and reports every state to observers.
@MainActor
public final class PeekAndPopUtilityImpl: PeekAndPopUtility, PeekAndPopStateObservable,
    PeekAndPopStateViewControllerObservable, PeekAndPopTransitionsCoordinator, PreviewingDelegate
{

    private struct Registration {
        weak var viewController: ViewController?
        weak var sourceView: View?
        var previewingContext: PreviewingContext
        let onPeek: (PreviewingContext, Point) -> Void
        let onPreviewingContextChange: ((PreviewingContext) -> Void)?
    }

    private struct Observer {
        weak var disposable: AnyObject?
        let onChange: (ViewController, PeekAndPopState) -> Void
    }

    private struct ViewControllerObserver {
        weak var viewController: ViewController?
        let onChange: (PeekAndPopState) -> Void
    }

    private var registrations: [Registration] = []
    private var observers: [Observer] = []
    private var viewControllerObservers: [ViewControllerObserver] = []
    private(set) var state: InternalPeekAndPopState = .finished(isPeekCommitted: false)

    /// Creates a utility with no registrations.
    public init() {}

    /// True while a peek preview shows.
    public var isPeekInProgress: Bool {
        if case .inProgress = state { return true }
        return false
    }

    // MARK: PeekAndPopUtility

    /// Registers `sourceView` for peeking; the window's peek key over it calls `onPeek`.
    public func register(
        viewController: ViewController, forPreviewingInSourceView sourceView: View,
        onPeek: @escaping (PreviewingContext, Point) -> Void,
        onPreviewingContextChange: ((PreviewingContext) -> Void)?
    ) {
        purge()
        if let index = registrations.firstIndex(where: {
            $0.viewController === viewController && $0.sourceView === sourceView
        }) {
            viewController.unregisterForPreviewing(withContext: registrations[index].previewingContext)
            registrations.remove(at: index)
        }
        let context = viewController.registerForPreviewing(with: self, sourceView: sourceView)
        registrations.append(
            Registration(
                viewController: viewController, sourceView: sourceView, previewingContext: context,
                onPeek: onPeek, onPreviewingContextChange: onPreviewingContextChange))
        onPreviewingContextChange?(context)
    }

    /// Unregisters one source view of `viewController`, or all of them when `sourceView` is `nil`.
    public func unregister(viewController: ViewController, fromPreviewingInSourceView sourceView: View?) {
        registrations.removeAll { registration in
            guard registration.viewController === viewController,
                sourceView == nil || registration.sourceView === sourceView
            else { return false }
            viewController.unregisterForPreviewing(withContext: registration.previewingContext)
            return true
        }
        purge()
    }

    /// Registrations whose controller is alive.
    public var registrationCount: Int {
        purge()
        return registrations.count
    }

    private func purge() {
        registrations.removeAll { $0.viewController == nil || $0.sourceView == nil }
        observers.removeAll { $0.disposable == nil }
        viewControllerObservers.removeAll { $0.viewController == nil }
    }

    // MARK: Observers

    /// Observes peek state changes of every screen, until `disposable` is released.
    public func addObserver(
        disposable: AnyObject, onPeekAndPopStateChange: @escaping (ViewController, PeekAndPopState) -> Void
    ) {
        observers.append(Observer(disposable: disposable, onChange: onPeekAndPopStateChange))
        if case .inProgress(let data) = state { onPeekAndPopStateChange(data.peekViewController, .inPeek) }
    }

    /// Observes peek state changes of one screen, until it is released.
    public func addObserver(
        disposableViewController: ViewController, onPeekAndPopStateChange: @escaping (PeekAndPopState) -> Void
    ) {
        viewControllerObservers.append(
            ViewControllerObserver(viewController: disposableViewController, onChange: onPeekAndPopStateChange))
        if case .inProgress(let data) = state, data.peekViewController === disposableViewController {
            onPeekAndPopStateChange(.inPeek)
        }
    }

    private func notify(_ viewController: ViewController, _ newState: PeekAndPopState) {
        purge()
        for observer in observers { observer.onChange(viewController, newState) }
        for observer in viewControllerObservers where observer.viewController === viewController {
            observer.onChange(newState)
        }
    }

    // MARK: PreviewingDelegate (TerminalUI asks)

    /// Called by TerminalUI when the peek key is pressed over a source: runs `onPeek` and returns the screen of the
    /// transition it froze, or `nil` to show nothing.
    public func previewingContext(_ previewingContext: PreviewingContext, viewControllerForLocation location: Point)
        -> ViewController?
    {
        // One peek at a time: a second request while one is under way gets nothing.
        guard state.isFinished else { return nil }
        purge()
        guard let registration = registrations.first(where: { $0.previewingContext === previewingContext }),
            let sourceViewController = registration.viewController, previewingContext.isOnScreen
        else { return nil }
        state = .waitingForPeekAndPopData(
            PeekRequestData(
                previewingContext: previewingContext,
                sourceViewController: sourceViewController, location: location))
        registration.onPeek(previewingContext, location)
        guard case .receivedPeekAndPopData(let data) = state else {
            // onPeek started no transition (or an asynchronous one): no peek.
            state = .finished(isPeekCommitted: false)
            return nil
        }
        state = .inProgress(data)
        notify(data.peekViewController, .inPeek)
        return data.peekViewController
    }

    /// Called by TerminalUI when the user commits the peek (Enter): runs the frozen transition.
    public func previewingContext(_ previewingContext: PreviewingContext, commit viewControllerToCommit: ViewController)
    {
        guard case .inProgress(let data) = state else { return }
        guard data.peekViewController === viewControllerToCommit else {
            endUncommitted(data, as: .interrupted)
            return
        }
        state = .finished(isPeekCommitted: true)
        data.popAction()
        notify(data.peekViewController, .popped)
    }

    /// Called by TerminalUI when the user cancels the peek (Esc): drops the frozen transition.
    public func previewingContext(_ previewingContext: PreviewingContext, didCancel viewController: ViewController) {
        guard case .inProgress(let data) = state, data.peekViewController === viewController else { return }
        endUncommitted(data, as: .cancelled)
    }

    /// The source screen went away while peeking (an undo closed it): the peek is
    /// interrupted and its frozen transition dropped.
    public func previewingContext(
        _ previewingContext: PreviewingContext, wasInterruptedShowing viewController: ViewController
    ) {
        guard case .inProgress(let data) = state, data.peekViewController === viewController else { return }
        endUncommitted(data, as: .interrupted)
    }

    /// Ends a peek that was not committed: the frozen transition is dropped and observers hear
    /// how. As in the original, the peeked screen is not put back into the navigation
    /// controller it was built in: nothing holds it any more, so it is released with the
    /// frozen transition (docs/ROUTING.md, section 2.4).
    private func endUncommitted(_ data: PeekAndPopData, as ending: PeekAndPopState) {
        state = .finished(isPeekCommitted: false)
        notify(data.peekViewController, ending)
    }

    // MARK: PeekAndPopTransitionsCoordinator (the coordinator asks)

    /// Freezes the transition while a peek asks for its screen; runs it at once otherwise.
    public func coordinatePeekIfNeededFor(viewController: ViewController, popAction: @escaping () -> Void) {
        switch state {
        case .finished:
            popAction()
        case .waitingForPeekAndPopData(let request):
            freeze(viewController, request: request, popAction: popAction)
        case .receivedPeekAndPopData:
            // onPeek started a second transition: it runs normally.
            popAction()
        case .inProgress(let data):
            interrupt(data)
            popAction()
        }
    }

    /// Holds the transition back. A screen built inside a navigation controller (a modal with
    /// navigation) is taken out of it so the preview can show it alone; the rollback puts it
    /// back before a committed transition runs. As in the original, the rollback holds the
    /// screen weakly: a peek that ends otherwise leaves it to be released.
    private func freeze(_ viewController: ViewController, request: PeekRequestData, popAction: @escaping () -> Void) {
        var rollback: () -> Void = {}
        if let navigation = viewController.parent as? NavigationController {
            let stack = navigation.viewControllers
            let index = stack.firstIndex { $0 === viewController } ?? stack.count
            navigation.setViewControllers(stack.filter { $0 !== viewController }, animated: false)
            // The original holds the navigation controller strongly when the screen was its
            // only one (a modal's, which nothing else holds), weakly otherwise.
            let strongNavigation = stack.count == 1 ? navigation : nil
            rollback = { [weak viewController, weak navigation, strongNavigation] in
                guard let viewController, viewController.parent == nil,
                    let navigation = navigation ?? strongNavigation
                else { return }
                var restored = navigation.viewControllers
                restored.insert(viewController, at: min(index, restored.count))
                navigation.setViewControllers(restored, animated: false)
            }
        }
        guard viewController.parent == nil else {
            rollback()
            state = .finished(isPeekCommitted: false)
            marshroutePrint("peek cancelled: the peeked screen still has a parent (\(viewController.debugName))")
            return
        }
        state = .receivedPeekAndPopData(
            PeekAndPopData(
                peekViewController: viewController, sourceViewController: request.sourceViewController,
                previewingContext: request.previewingContext, location: request.location,
                popAction: {
                    rollback()
                    popAction()
                }))
    }

    /// Another transition arrived during a peek: the preview closes, the frozen transition is
    /// dropped, and the source is registered again (as UIKit required to reset a preview).
    private func interrupt(_ data: PeekAndPopData) {
        // The state changes before the preview goes: its removal may start other transitions.
        state = .finished(isPeekCommitted: false)
        data.previewingContext.sourceView?.window?.dismissPreview()
        // Not put back into its navigation controller (the original's behaviour): released.
        notify(data.peekViewController, .interrupted)
        if let index = registrations.firstIndex(where: { $0.previewingContext === data.previewingContext }),
            let controller = registrations[index].viewController, let source = registrations[index].sourceView
        {
            let registration = registrations[index]
            register(
                viewController: controller, forPreviewingInSourceView: source, onPeek: registration.onPeek,
                onPreviewingContextChange: registration.onPreviewingContextChange)
        }
    }
}
