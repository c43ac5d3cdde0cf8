import TerminalUI
import Testing

@testable import Marshroute

/// A navigation module on screen in a window, whose root screen has peek sources, and the
/// stack's peek & pop utility. Peeks are started with the window's peek key (`p`), committed
/// with Enter and cancelled with Esc, as a user would; tests of UIKit-level corner cases call
/// the utility's previewing delegate methods directly (`peekDirectly`, `commitAnotherScreen`).
@MainActor
final class PeekHarness {
    let facade = MarshrouteFacade()
    let module: NavigationModule
    let window: Window
    /// What the global observer saw; the screens are held weakly, so that observing keeps
    /// nothing alive.
    private(set) var observedStates: [(screen: WeakScreen, state: PeekAndPopState)] = []
    private(set) var peekCount = 0
    private(set) var previewingContextChanges: [PreviewingContext] = []
    /// The disposable of the global observer: it observes as long as the harness lives.
    private let observerToken = ObserverToken()

    final class ObserverToken {}

    struct WeakScreen {
        weak var viewController: ViewController?
        init(_ viewController: ViewController) { self.viewController = viewController }
    }

    init() {
        module = facade.makeNavigationModule(root: PeekableViewController(title: "Source"))
        window = facade.makeWindow(root: module.navigationController)
        facade.stack.peekAndPopStateObservable.addObserver(disposable: observerToken) {
            [weak self] viewController, state in
            self?.observedStates.append((WeakScreen(viewController), state))
        }
    }

    var utility: PeekAndPopUtilityImpl { facade.peekAndPop }
    var source: PeekableViewController {
        guard let source = module.root as? PeekableViewController else { fatalError("the root is peekable") }
        return source
    }
    var navigation: NavigationController { module.navigationController }
    var states: [PeekAndPopState] { observedStates.map(\.state) }

    /// Registers the source view so that a peek runs `onPeek` (normally a router transition).
    func register(_ sourceView: View? = nil, on viewController: ViewController? = nil, onPeek: @escaping () -> Void) {
        utility.register(
            viewController: viewController ?? source, forPreviewingInSourceView: sourceView ?? source.sourceView,
            onPeek: { [weak self] _, _ in
                self?.peekCount += 1
                onPeek()
            },
            onPreviewingContextChange: { [weak self] context in self?.previewingContextChanges.append(context) })
    }

    /// Registers the source view so that a peek pushes `target` through the source's router.
    func registerPush(of target: ModuleViewController) {
        let router = source.moduleRouter
        register { router.pushModule(target) }
    }

    /// The registration of the source view (or another view).
    func previewingContext(of sourceView: View? = nil, on viewController: ViewController? = nil) -> PreviewingContext? {
        let sourceView = sourceView ?? source.sourceView
        return (viewController ?? source).registeredPreviewingContexts.first { $0.sourceView === sourceView }
    }

    /// Peeks through the utility's previewing delegate method, as UIKit would, for the corner
    /// cases the peek key cannot reach (an off-screen or covered source, a second peek).
    @discardableResult
    func peekDirectly(through context: PreviewingContext?) -> ViewController? {
        context.flatMap { utility.previewingContext($0, viewControllerForLocation: .zero) }
    }

    /// The same, through the registration of the source view (or another view).
    @discardableResult
    func peekDirectly(of sourceView: View? = nil, on viewController: ViewController? = nil) -> ViewController? {
        peekDirectly(through: previewingContext(of: sourceView, on: viewController))
    }

    /// Commits a screen other than the peeked one, then takes the preview down.
    func commitAnotherScreen() {
        previewingContext().map { utility.previewingContext($0, commit: ViewController()) }
        window.dismissPreview()
    }

    @discardableResult
    func pressPeekKey() -> Bool { window.handle(.character("p")) }

    func commit() { window.handle(.enter) }

    func cancel() { window.handle(.escape) }
}
