import Marshroute
import TerminalUI

/// Compact layout: the advertisement is pushed; Recursion comes as a modal.
@MainActor
final class SearchResultsRouterCompact: DemoRouter, SearchResultsRouter {
    func showAdvertisement(searchResultId: AdvertisementID) { traced { pushAdvertisement(id: searchResultId) } }
    func showRecursion(sender: BarButtonItem) { traced { presentModally(.recursion) } }
}

/// Split layout: the advertisement is pushed; Recursion comes in a popover from the button.
@MainActor
final class SearchResultsRouterSplit: DemoRouter, SearchResultsRouter {
    func showAdvertisement(searchResultId: AdvertisementID) { traced { pushAdvertisement(id: searchResultId) } }
    func showRecursion(sender: BarButtonItem) { traced { presentInPopover(.recursion, from: sender) } }
}
