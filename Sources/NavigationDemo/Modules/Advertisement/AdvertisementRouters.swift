import Marshroute
import TerminalUI

/// Compact layout: a recommendation is pushed, the next result replaces this one (a builder
/// route); Recursion comes as a modal.
@MainActor
final class AdvertisementRouterCompact: DemoRouter, AdvertisementRouter {
    func showSimilarSearchResult(advertisementId: AdvertisementID) { traced { pushAdvertisement(id: advertisementId) } }
    func showNextAdvertisement(advertisementId: AdvertisementID) {
        replaceTopWithAdvertisement(id: advertisementId, site: RouterCallSite())
    }
    func showRecursion(sender: BarButtonItem) { traced { presentModally(.recursion) } }
}

/// Split layout: a recommendation is pushed, the next result replaces this one (a builder
/// route); Recursion comes in a popover from the button.
@MainActor
final class AdvertisementRouterSplit: DemoRouter, AdvertisementRouter {
    func showSimilarSearchResult(advertisementId: AdvertisementID) { traced { pushAdvertisement(id: advertisementId) } }
    func showNextAdvertisement(advertisementId: AdvertisementID) {
        replaceTopWithAdvertisement(id: advertisementId, site: RouterCallSite())
    }
    func showRecursion(sender: BarButtonItem) { traced { presentInPopover(.recursion, from: sender) } }
}
