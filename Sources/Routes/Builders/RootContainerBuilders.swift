import Marshroute
import TerminalUI

/// Builds a whole root: a container with its Marshroute handlers and the screens in it, for
/// `BuilderRouter.setWindowRoot(_:in:duration:animated:completion:)` (Ariadne's navigation,
/// tab bar and split builders used with its root swap). Screens are modules built from seeds,
/// so their routers work; the root's handler is where later routes start.
@MainActor
public protocol RootContainerBuilding {
    /// The container and its handler, every screen in place and in Marshroute's history.
    func buildRoot(in environment: ViewTransitionEnvironment, transitionId: TransitionId) throws
        -> (controller: ViewController, handler: TransitionsHandlerBox)
}

/// A navigation stack of several screens, the first at the root (Ariadne's navigation
/// embedding, with one screen or many). The screens after the first are pushed through
/// Marshroute, without animation, each with a transition of its own.
@MainActor
public struct NavigationStackBuilder: RootContainerBuilding {
    /// Builds one screen of the stack from the seed of the transition that shows it.
    public typealias Screen = (RouterSeed) throws -> ViewController
    /// The screens, root first.
    public let screens: [Screen]
    /// The tab bar item of the stack, when it is a tab.
    public var tabBarItem: TabBarItem?

    /// A stack of `screens`, the first at the root.
    public init(_ screens: [Screen], tabBarItem: TabBarItem? = nil) {
        self.screens = screens
        self.tabBarItem = tabBarItem
    }

    /// A stack of the screens `builder` builds from each context, in order.
    public init<Builder: ViewBuilder>(_ builder: Builder, contexts: [Builder.Context], tabBarItem: TabBarItem? = nil) {
        self.init(
            contexts.map { context in { seed in try builder.build(with: context, routerSeed: seed) } },
            tabBarItem: tabBarItem)
    }

    /// Builds the navigation stack: its handler, its root reset, the other screens pushed without animation.
    public func buildRoot(in environment: ViewTransitionEnvironment, transitionId: TransitionId) throws
        -> (controller: ViewController, handler: TransitionsHandlerBox)
    {
        let (navigation, handler) = try buildStack(in: environment, transitionId: transitionId)
        return (navigation, .animating(handler))
    }

    func buildStack(in environment: ViewTransitionEnvironment, transitionId: TransitionId) throws
        -> (NavigationController, NavigationTransitionsHandler)
    {
        guard let first = screens.first else {
            throw BuilderRouteError.transitionFailed("a navigation stack needs at least one screen")
        }
        let navigationStack: RootNavigationStack
        do {
            navigationStack = try environment.stack.makeNavigationStack(
                transitionId: transitionId, rootViewControllerDerivedFrom: first)
        } catch {
            throw BuilderRouteError.builderFailed(error)
        }
        let navigation = navigationStack.navigationController
        navigation.tabBarItem = tabBarItem
        let handler = navigationStack.transitionsHandler
        // The container is not the window's root yet, so a push is checked on the stack itself;
        // a failure discards the whole container, which was never shown.
        let router = environment.router(on: handler)
        for (index, screen) in screens.enumerated().dropFirst() {
            let animator = NavigationTransitionsAnimator()
            animator.shouldAnimate = false
            var failure: (any Error)?
            router.pushViewControllerDerivedFrom(
                { seed in
                    do {
                        return try screen(seed)
                    } catch {
                        failure = error
                        return ViewController()
                    }
                }, animator: animator)
            if let failure { throw BuilderRouteError.builderFailed(failure) }
            guard navigation.viewControllers.count == index + 1 else {
                throw BuilderRouteError.transitionFailed("screen \(index + 1) of the stack was not pushed")
            }
        }
        return (navigation, handler)
    }
}

/// A tab bar whose tabs are navigation stacks (Ariadne's tab bar builder), the first selected.
@MainActor
public struct TabBarBuilder: RootContainerBuilding {
    /// The tabs, in order; the first is selected.
    public let tabs: [NavigationStackBuilder]

    /// A tab bar of `tabs`.
    public init(_ tabs: [NavigationStackBuilder]) {
        self.tabs = tabs
    }

    /// Builds the tab bar, its handler and every tab's stack.
    public func buildRoot(in environment: ViewTransitionEnvironment, transitionId: TransitionId) throws
        -> (controller: ViewController, handler: TransitionsHandlerBox)
    {
        guard !tabs.isEmpty else { throw BuilderRouteError.transitionFailed("a tab bar needs at least one tab") }
        let tabBar = TabBarController()
        let handler = environment.stack.transitionsHandlersProvider.tabBarTransitionsHandler(tabBarController: tabBar)
        var controllers: [ViewController] = []
        var handlers: [Int: AnimatingTransitionsHandler] = [:]
        for (index, tab) in tabs.enumerated() {
            let (navigation, stackHandler) = try tab.buildStack(in: environment, transitionId: transitionId)
            controllers.append(navigation)
            handlers[index] = stackHandler
        }
        handler.animatingTransitionsHandlers = handlers
        tabBar.setViewControllers(controllers)
        return (tabBar, .containing(handler))
    }
}

/// A split view of a master and a detail stack (Ariadne's split builder).
@MainActor
public struct SplitViewBuilder: RootContainerBuilding {
    /// The stack of the master column.
    public let master: NavigationStackBuilder
    /// The stack of the detail column.
    public let detail: NavigationStackBuilder

    /// A split view of a master and a detail stack.
    public init(master: NavigationStackBuilder, detail: NavigationStackBuilder) {
        self.master = master
        self.detail = detail
    }

    /// Builds the split view, its handler and both columns' stacks.
    public func buildRoot(in environment: ViewTransitionEnvironment, transitionId: TransitionId) throws
        -> (controller: ViewController, handler: TransitionsHandlerBox)
    {
        let split = SplitViewController()
        let handler = environment.stack.transitionsHandlersProvider.splitViewTransitionsHandler(
            splitViewController: split)
        let (masterNavigation, masterHandler) = try master.buildStack(in: environment, transitionId: transitionId)
        let (detailNavigation, detailHandler) = try detail.buildStack(in: environment, transitionId: transitionId)
        handler.masterTransitionsHandler = masterHandler
        handler.detailTransitionsHandler = detailHandler
        split.setViewControllers([masterNavigation, detailNavigation])
        return (split, .containing(handler))
    }
}

extension BuilderRouter {
    /// Makes `builder`'s container the window's root, wiping it in over `duration` when
    /// `animated` (Ariadne's root swap with its container builders); later routes start from
    /// its handler. `completion` says whether it happened; a builder that throws leaves the
    /// root as it was and prints why.
    public func setWindowRoot(
        _ builder: RootContainerBuilding, in window: Window, duration: Duration = .milliseconds(300),
        animated: Bool = true, completion: ((Bool) -> Void)? = nil
    ) {
        let environment = environment
        let done = run {
            let transitionId = environment.stack.transitionIdGenerator.generateNewTransitionId()
            let (controller, handler) = try builder.buildRoot(in: environment, transitionId: transitionId)
            window.setRootViewController(controller, wipeDuration: animated ? duration : .zero)
            environment.performer.rootTransitionsHandler = handler
            return true
        }
        completion?(done)
    }
}
