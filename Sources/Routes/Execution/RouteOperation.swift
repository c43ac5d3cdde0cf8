import Marshroute
import TerminalUI

/// One transition of a route, resolved against the app's current state: what a plan prints
/// (`step`) and exactly what performing the route does, so the two cannot disagree.
@MainActor
enum RouteOperation {
    /// `undoAllChainedTransitions()` on the handler.
    case closeModals(AnimatingTransitionsHandler, step: RoutePlanStep)
    case selectTab(TabBarTransitionsHandler, index: Int, step: RoutePlanStep)
    /// Builds the module and shows it; always the last operation.
    case show(RouteShowOperation)

    var step: RoutePlanStep {
        switch self {
        case .closeModals(_, let step), .selectTab(_, _, let step): step
        case .show(let show): show.step
        }
    }
}

/// How a module is shown, and from which handler.
@MainActor
struct RouteShowOperation {
    enum Kind {
        case push(onto: AnimatingTransitionsHandler)
        case modal(from: AnimatingTransitionsHandler, style: ModalPresentationStyle)
        case modalNavigation(
            from: AnimatingTransitionsHandler, style: ModalPresentationStyle, prestacked: [RoutePrestackModule])
        case modalTabBar(from: AnimatingTransitionsHandler, style: ModalPresentationStyle)
        case popover(from: AnimatingTransitionsHandler, anchor: ResolvedPopoverAnchor, inNavigationController: Bool)
        /// Sets the root of a navigation stack (a split's detail, or the topmost stack).
        case setRoot(of: AnimatingTransitionsHandler)
    }

    let kind: Kind
    let step: RoutePlanStep
}

/// An earlier screen of a prestacked navigation stack, ready to build.
@MainActor
struct RoutePrestackModule {
    let name: String
    let build: @MainActor (RouterSeed) -> ViewController
}

/// A popover anchor with its view found.
@MainActor
enum ResolvedPopoverAnchor {
    case rect(Rect, in: View)
    case barButton(BarButtonItem)
}

/// What a route builds: the module, and the container it is embedded in, if any.
@MainActor
struct RouteModuleBuilder {
    let build: @MainActor (RouteResponse, RouterSeed) -> ViewController
    let embedding: (@MainActor () -> RouteEmbeddable)?
}
