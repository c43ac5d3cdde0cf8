import Marshroute
import TerminalUI

/// The outcome of performing a route's operations: the response with what was shown and the
/// steps taken, and the seed of the shown module (to close it again, as a challenge is).
@MainActor
struct RoutePerformance {
    var response: RouteResponse
    var shownSeed: RouterSeed?
}

extension RoutePerformer {
    /// Runs `operations` in order; the last may build and show `module`. Calls `completion`
    /// once: at once, or when a peek that froze the transition ends.
    func perform(
        _ operations: [RouteOperation], module: RouteModuleBuilder?, response: RouteResponse, options: RouteOptions,
        completion: @escaping @MainActor (Result<RoutePerformance, RouteError>) -> Void
    ) {
        var performance = RoutePerformance(response: response, shownSeed: nil)
        for operation in operations {
            switch operation {
            case .closeModals(let handler, _):
                handler.undoAllChainedTransitions()
            case .selectTab(let tabBar, let index, _):
                guard tabBar.selectTab(at: index) else {
                    completion(
                        .failure(
                            .presentationUnavailable(
                                url: response.url.text, pattern: response.pattern,
                                reason: "the tab bar did not select tab \(index + 1)")))
                    return
                }
            case .show(let show):
                guard let module else { break }
                performance.response.steps.append(show.step)
                self.show(show, module: module, performance: performance, options: options, completion: completion)
                return
            }
            performance.response.steps.append(operation.step)
        }
        completion(.success(performance))
    }

    private func show(
        _ operation: RouteShowOperation, module: RouteModuleBuilder, performance: RoutePerformance,
        options: RouteOptions, completion: @escaping @MainActor (Result<RoutePerformance, RouteError>) -> Void
    ) {
        var performance = performance
        let response = performance.response
        var shownSeed: RouterSeed?
        var destination: ViewController?
        var container: ViewController?
        var firstBuilt: ViewController?
        let derive: (RouterSeed) -> ViewController = { seed in
            shownSeed = seed
            let viewController = module.build(response, seed)
            destination = viewController
            guard let make = module.embedding else { return viewController }
            let embedding = make()
            embedding.embed(destination: viewController, response: response)
            container = embedding
            return embedding
        }
        let animated = options.animated
        func prepared<Animator: BaseTransitionsAnimator>(_ animator: Animator) -> Animator {
            if !animated { animator.shouldAnimate = false }
            return animator
        }

        switch operation.kind {
        case .push(let handler):
            let animator = options.animator?.push ?? NavigationTransitionsAnimator()
            transitionRouter(on: handler).pushViewControllerDerivedFrom(derive, animator: prepared(animator))
        case .modal(let handler, let style):
            let animator =
                options.animator?.modal
                ?? ModalTransitionsAnimator(targetModalPresentationStyle: PresentationStyle(style))
            transitionRouter(on: handler).presentModalViewControllerDerivedFrom(derive, animator: prepared(animator))
        case .modalNavigation(let handler, let style, let prestacked):
            let navigation = stack.routerControllersProvider.navigationController()
            let animator =
                options.animator?.modalNavigation
                ?? ModalNavigationTransitionsAnimator(targetModalPresentationStyle: PresentationStyle(style))
            var rootSeed: RouterSeed?
            transitionRouter(on: handler).presentModalNavigationControllerWithRootViewControllerDerivedFrom(
                { seed in
                    rootSeed = seed
                    guard let first = prestacked.first else { return derive(seed) }
                    let built = first.build(seed)
                    firstBuilt = built
                    return built
                }, animator: prepared(animator), navigationController: navigation)
            if let rootSeed, let stackHandler = rootSeed.transitionsHandlerBox.unboxAnimatingTransitionsHandler(),
                !prestacked.isEmpty
            {
                // The earlier screens and the module go onto the new stack unanimated: the
                // stack appears with them already in it.
                let router = transitionRouter(on: stackHandler)
                for item in prestacked.dropFirst() {
                    let silent = NavigationTransitionsAnimator()
                    silent.shouldAnimate = false
                    router.pushViewControllerDerivedFrom(item.build, animator: silent)
                }
                let silent = NavigationTransitionsAnimator()
                silent.shouldAnimate = false
                router.pushViewControllerDerivedFrom(derive, animator: silent)
            }
            if container == nil { container = navigation }
        case .modalTabBar(let handler, let style):
            let animator =
                options.animator?.modal
                ?? ModalTransitionsAnimator(targetModalPresentationStyle: PresentationStyle(style))
            let tabBar = presentModalTabBar(from: handler, derive: derive, animator: prepared(animator))
            if container == nil { container = tabBar }
        case .popover(let handler, let anchor, let inNavigation):
            let router = transitionRouter(on: handler)
            guard inNavigation else {
                let animator = prepared(options.animator?.popover ?? PopoverTransitionsAnimator())
                switch anchor {
                case .rect(let rect, let view):
                    router.presentPopoverFromRect(
                        rect, inView: view, withViewControllerDerivedFrom: derive, animator: animator)
                case .barButton(let item):
                    router.presentPopoverFromBarButtonItem(
                        item, withViewControllerDerivedFrom: derive, animator: animator)
                }
                break
            }
            let navigation = stack.routerControllersProvider.navigationController()
            let animator = prepared(options.animator?.popoverNavigation ?? PopoverNavigationTransitionsAnimator())
            switch anchor {
            case .rect(let rect, let view):
                router.presentPopoverWithNavigationControllerFromRect(
                    rect, inView: view, withViewControllerDerivedFrom: derive, animator: animator,
                    navigationController: navigation)
            case .barButton(let item):
                router.presentPopoverWithNavigationControllerFromBarButtonItem(
                    item, withViewControllerDerivedFrom: derive, animator: animator, navigationController: navigation)
            }
            if container == nil { container = navigation }
        case .setRoot(let handler):
            let animator = options.animator?.setRoot ?? ResetNavigationTransitionsAnimator()
            transitionRouter(on: handler).setViewControllerDerivedFrom(derive, animator: prepared(animator))
        }

        performance.response.destinationViewController = destination
        performance.response.embeddingViewController = container
        performance.shownSeed = shownSeed
        let refused = { (reason: RouteRefusal) -> RouteError in
            .transitionRefused(url: response.url.text, pattern: response.pattern, reason: reason)
        }
        guard let shownSeed, let destination else {
            completion(.failure(refused(.vetoed)))
            return
        }
        if isInHistory(shownSeed) {
            completion(.success(performance))
            return
        }
        let frozen = stack.peekAndPopFrozenTransitionProvider.frozenTransitionViewController
        guard let frozen, [destination, container, firstBuilt].contains(where: { $0 === frozen }) else {
            completion(.failure(refused(.vetoed)))
            return
        }
        // A peek froze the transition: the route ends when the peek does.
        var finished = false
        stack.peekAndPopStateViewControllerObservable.addObserver(disposableViewController: frozen) {
            [weak self] state in
            guard !finished else { return }
            switch state {
            case .inPeek:
                return
            case .popped:
                finished = true
                if self?.isInHistory(shownSeed) == true {
                    completion(.success(performance))
                } else {
                    completion(.failure(refused(.vetoed)))
                }
            case .cancelled:
                finished = true
                completion(.failure(refused(.peekCancelled)))
            case .interrupted:
                finished = true
                completion(.failure(refused(.peekInterrupted)))
            }
        }
    }
}
