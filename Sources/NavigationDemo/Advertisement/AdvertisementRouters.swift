import Marshroute
import TerminalUI

/// Compact layout: a recommendation is pushed; Recursion comes as a modal.
@MainActor
final class AdvertisementRouterCompact: DemoRouter, AdvertisementRouter {
    func showSimilarSearchResult(advertisementId: String) { pushAdvertisement(id: advertisementId) }
    func showRecursion(sender: BarButtonItem) { presentModally(.recursion) }
}

/// Split layout: a recommendation is pushed; Recursion comes in a popover from the button.
@MainActor
final class AdvertisementRouterSplit: DemoRouter, AdvertisementRouter {
    func showSimilarSearchResult(advertisementId: String) { pushAdvertisement(id: advertisementId) }
    func showRecursion(sender: BarButtonItem) { presentInPopover(.recursion, from: sender) }
}
