import Marshroute
import TerminalUI

/// The screen on top and the container it lives in: where the shake banner slides in.
@MainActor
protocol TopViewControllerFindingService: AnyObject {
    func topViewControllerAndItsContainerViewController() -> (ViewController, ViewController)?
}

@MainActor
final class TopViewControllerFindingServiceImpl: TopViewControllerFindingService {
    private let topViewControllerFinder: TopViewControllerFinder
    private let rootTransitionsHandler: () -> ContainingTransitionsHandler?

    init(
        topViewControllerFinder: TopViewControllerFinder,
        rootTransitionsHandler: @escaping () -> ContainingTransitionsHandler?
    ) {
        self.topViewControllerFinder = topViewControllerFinder
        self.rootTransitionsHandler = rootTransitionsHandler
    }

    func topViewControllerAndItsContainerViewController() -> (ViewController, ViewController)? {
        guard let root = rootTransitionsHandler(),
            let top = topViewControllerFinder.findTopViewController(containingTransitionsHandler: root)
        else { return nil }
        let container: ViewController = top.navigationController ?? top.splitViewController ?? top
        return (top, container)
    }
}
