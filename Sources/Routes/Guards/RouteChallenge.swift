import Marshroute
import TerminalUI

/// A screen a guard shows before its route: built like a routed module, shown with its own
/// presentation through Marshroute, and handed a resolution to allow or deny the route.
@MainActor
public struct RouteChallenge {
    public let name: String
    public let presentation: RoutePresentation
    let build: @MainActor (RouteResponse, RouterSeed, RouteChallengeResolution) -> ViewController

    public init(
        name: String, presentation: RoutePresentation = .modal(.formSheet),
        build: @escaping @MainActor (RouteResponse, RouterSeed, RouteChallengeResolution) -> ViewController
    ) {
        self.name = name
        self.presentation = presentation
        self.build = build
    }
}
