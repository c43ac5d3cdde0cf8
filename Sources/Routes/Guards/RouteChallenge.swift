import Marshroute
import TerminalUI

/// A screen a guard shows before its route: built like a routed module, shown with its own
/// presentation through Marshroute, and handed a resolution to allow or deny the route.
@MainActor
public struct RouteChallenge {
    /// How plans and events name the challenge.
    public let name: String
    /// How the challenge screen is shown; a form sheet by default.
    public let presentation: RoutePresentation
    let build: @MainActor (RouteResponse, RouterSeed, RouteChallengeResolution) -> ViewController

    /// A challenge whose screen `build` makes from the route's response, a seed and the resolution to answer with.
    public init(
        name: String, presentation: RoutePresentation = .modal(.formSheet),
        build: @escaping @MainActor (RouteResponse, RouterSeed, RouteChallengeResolution) -> ViewController
    ) {
        self.name = name
        self.presentation = presentation
        self.build = build
    }
}
