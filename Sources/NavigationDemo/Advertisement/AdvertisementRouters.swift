import Marshroute
import TerminalUI

/// Compact layout: a recommendation is pushed; Recursion comes as a modal.
@MainActor
final class AdvertisementRouterCompact: DemoRouter, AdvertisementRouter {
    func showSimilarSearchResult(advertisementId: String) { traced { pushAdvertisement(id: advertisementId) } }
    func showRecursion(sender: BarButtonItem) { traced { presentModally(.recursion) } }
}

/// Split layout: a recommendation is pushed; Recursion comes in a popover from the button.
@MainActor
final class AdvertisementRouterSplit: DemoRouter, AdvertisementRouter {
    func showSimilarSearchResult(advertisementId: String) { traced { pushAdvertisement(id: advertisementId) } }
    func showRecursion(sender: BarButtonItem) { traced { presentInPopover(.recursion, from: sender) } }
}
