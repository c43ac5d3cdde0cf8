import Marshroute
import TerminalUI

/// What planning needs besides the presentation: the response (for `.parameter` tabs and
/// messages), the options (animator kinds are checked here) and how to resolve prestacked routes.
@MainActor
struct RoutePlanningContext {
    let response: RouteResponse
    let options: RouteOptions
    let resolvePrestack: @MainActor (RoutePrestackItem) throws(RouteError) -> RoutePrestackModule

    func unavailable(_ reason: String) -> RouteError {
        .presentationUnavailable(url: response.url.text, pattern: response.pattern, reason: reason)
    }
}

extension RoutePerformer {
    /// The operations that show `moduleName` with `presentation` from the current state
    /// (nil: a route with no module, which only selects a tab). Changes nothing.
    func operations(
        for presentation: RoutePresentation, moduleName: String?, context: RoutePlanningContext
    ) throws(RouteError) -> [RouteOperation] {
        if case .selectTab(let tab, let then) = presentation {
            return try tabOperations(tab, then: then, moduleName: moduleName, context: context)
        }
        guard let moduleName else { return [] }
        return try showOperations(presentation, moduleName: moduleName, base: nil, context: context)
    }

    private func tabOperations(
        _ tab: RouteTab, then: RoutePresentation?, moduleName: String?, context: RoutePlanningContext
    ) throws(RouteError) -> [RouteOperation] {
        guard let tabBar = tabBarHandler else { throw context.unavailable("the app has no tab bar") }
        let titles = tabBar.tabTitles
        let index = try tabIndex(tab, titles: titles, context: context)
        let current = tabBar.selectedTabIndex ?? index
        var operations: [RouteOperation] = []
        for tabIndex in Set([current, index]).sorted() {
            for handler in tabBar.transitionsHandlers(ofTab: tabIndex) where hasChain(handler) {
                operations.append(.closeModals(handler, step: .closeModals(over: titles[tabIndex])))
            }
        }
        if index != current {
            operations.append(.selectTab(tabBar, index: index, step: .selectTab(index: index, title: titles[index])))
        }
        guard let moduleName else { return operations }
        guard let base = tabBar.transitionsHandlers(ofTab: index).last else {
            throw context.unavailable("tab \(index + 1) has no transitions handler")
        }
        return operations
            + (try showOperations(then ?? .push, moduleName: moduleName, base: base, context: context))
    }

    private func tabIndex(_ tab: RouteTab, titles: [String], context: RoutePlanningContext) throws(RouteError) -> Int {
        let wanted: String
        switch tab {
        case .index(let index):
            guard titles.indices.contains(index) else {
                throw context.unavailable("the tab bar has no tab \(index + 1) (it has \(titles.count))")
            }
            return index
        case .title(let title):
            wanted = title
        case .parameter(let name):
            guard let value = context.response[name] else {
                throw context.unavailable("the route has no parameter '\(RouteText.quoted(name))' naming a tab")
            }
            wanted = value.description
        }
        guard let index = titles.firstIndex(where: { $0.lowercased() == wanted.lowercased() }) else {
            throw context.unavailable(
                "no tab is titled '\(RouteText.quoted(wanted))' (tabs: "
                    + titles.map { "'\(RouteText.quoted($0))'" }.joined(separator: ", ") + ")")
        }
        return index
    }

    /// The operation showing the module from `base` (a tab's handler whose modals will have
    /// closed) or, with no base, from the topmost handler.
    private func showOperations(
        _ presentation: RoutePresentation, moduleName: String, base: AnimatingTransitionsHandler?,
        context: RoutePlanningContext
    ) throws(RouteError) -> [RouteOperation] {
        guard let target = base ?? topmostHandler() else { throw context.unavailable("nothing is on screen") }
        let from = title(of: target)
        switch presentation {
        case .push:
            try checkAnimator(.push, context)
            guard target is NavigationTransitionsHandler else {
                throw context.unavailable("\"\(RouteText.quoted(from))\" is not in a navigation stack to push onto")
            }
            return [.show(.init(kind: .push(onto: target), step: .push(module: moduleName, onto: from)))]
        case .modal(let style):
            try checkAnimator(.modal, context)
            return [
                .show(
                    .init(
                        kind: .modal(from: target, style: style),
                        step: .present(module: moduleName, style: "modal, \(style.summary)", from: from)))
            ]
        case .modalNavigation(let style, let prestacked):
            try checkAnimator(.modalNavigation, context)
            var modules: [RoutePrestackModule] = []
            for item in prestacked { modules.append(try context.resolvePrestack(item)) }
            let step = RoutePlanStep.presentNavigation(
                modules: modules.map(\.name) + [moduleName], style: "modal, \(style.summary)", from: from)
            return [.show(.init(kind: .modalNavigation(from: target, style: style, prestacked: modules), step: step))]
        case .modalTabBar(let style):
            try checkAnimator(.modal, context)
            return [
                .show(
                    .init(
                        kind: .modalTabBar(from: target, style: style),
                        step: .presentTabBar(module: moduleName, style: "modal, \(style.summary)", from: from)))
            ]
        case .popover(let anchor, let inNavigation):
            if inNavigation {
                try checkAnimator(.popoverNavigation, context)
            } else {
                try checkAnimator(.popover, context)
            }
            let resolved = try resolve(anchor, target: target, context: context)
            let step: RoutePlanStep =
                inNavigation
                ? .presentNavigation(modules: [moduleName], style: "popover", from: from)
                : .present(module: moduleName, style: "popover", from: from)
            return [
                .show(
                    .init(
                        kind: .popover(from: target, anchor: resolved, inNavigationController: inNavigation), step: step
                    ))
            ]
        case .selectTab:
            throw context.unavailable("a tab can only be selected once, as the route's presentation")
        case .detail:
            guard base == nil, let split = visibleSplitHandler,
                let detail = split.detailTransitionsHandler, detail is NavigationTransitionsHandler
            else { return try showOperations(.push, moduleName: moduleName, base: base, context: context) }
            try checkAnimator(.setRoot, context)
            let closing = [split.masterTransitionsHandler, detail].compactMap { $0 }.filter(hasChain).map {
                RouteOperation.closeModals($0, step: .closeModals(over: title(of: $0)))
            }
            let step = RoutePlanStep.setDetail(module: moduleName, splitShowing: title(of: detail))
            return closing + [.show(.init(kind: .setRoot(of: detail), step: step))]
        case .setStackRoot:
            try checkAnimator(.setRoot, context)
            guard target is NavigationTransitionsHandler else {
                throw context.unavailable("\"\(RouteText.quoted(from))\" is not in a navigation stack")
            }
            return [.show(.init(kind: .setRoot(of: target), step: .setStackRoot(module: moduleName, replacing: from)))]
        }
    }

    private func resolve(
        _ anchor: RoutePopoverAnchor, target: AnimatingTransitionsHandler, context: RoutePlanningContext
    )
        throws(RouteError) -> ResolvedPopoverAnchor
    {
        switch anchor {
        case .barButton(let item): return .barButton(item)
        case .rect(let rect, let view): return .rect(rect, in: view)
        case .topScreen:
            guard let top = topViewController(of: target) else { throw context.unavailable("nothing is on screen") }
            let view = top.view
            return .rect(Rect(x: max(0, view.bounds.width / 2), y: 0, width: 1, height: 1), in: view)
        }
    }

    private func checkAnimator(_ expected: RouteAnimator.Kind, _ context: RoutePlanningContext) throws(RouteError) {
        guard let animator = context.options.animator, animator.kind != expected else { return }
        throw .invalidOption(
            url: context.response.url.text, pattern: context.response.pattern,
            reason: "the animator is a \(type(of: animator.animator)) (\(animator.kind.rawValue)), but this "
                + "presentation needs a \(expected.className) (\(expected.rawValue))")
    }
}
