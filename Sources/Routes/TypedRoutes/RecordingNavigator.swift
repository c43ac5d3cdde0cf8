import Marshroute
import TerminalUI

/// A navigator that only writes down what it was asked, for tests (Routing's tests use one):
/// the root items it was set up with and one line per screen shown ("stack: Advert 42").
@MainActor
public final class RecordingNavigator: Navigator {
    /// The root items it was set up with.
    public private(set) var rootItems: [RootItem] = []
    /// One line per screen asked for, such as `stack: Advert 42`.
    public private(set) var shown: [String] = []
    /// An empty screen standing for the app's root.
    public let root = ViewController()
    private let stack = MarshrouteSetupServiceImpl().marshrouteStack()

    /// Creates a navigator that has recorded nothing.
    public init() {}

    /// Records the root items and builds nothing.
    public func setUp(rootElements: [(item: RootItem, build: (RouterSeed) -> ViewController)]) {
        rootItems = rootElements.map(\.item)
    }

    /// Records the transition and the built screen's title; shows nothing.
    /// - Returns: Always `true`.
    @discardableResult
    public func show(
        _ transition: RouteTransition, building build: @escaping (RouterSeed) -> ViewController, animated: Bool
    ) -> Bool {
        let kind: String
        switch transition {
        case .root(_, let item):
            shown.append("root: \(item.title)")
            return true
        case .stack: kind = "stack"
        case .modal: kind = "modal"
        }
        let screen = build(detachedSeed())
        shown.append("\(kind): \(screen.title ?? screen.debugName)")
        return true
    }

    private func detachedSeed() -> RouterSeed {
        let handler = stack.transitionsHandlersProvider.animatingTransitionsHandler()
        return RouterSeed(
            transitionsHandlerBox: .animating(handler),
            transitionId: stack.transitionIdGenerator.generateNewTransitionId(),
            presentingTransitionsHandler: nil, transitionsHandlersProvider: stack.transitionsHandlersProvider,
            transitionIdGenerator: stack.transitionIdGenerator, controllersProvider: stack.routerControllersProvider)
    }
}
