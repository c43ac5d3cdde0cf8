import Marshroute
import TerminalUI

/// The bottom sheet's height, in rows of content.
let bottomSheetContentHeight = 10

/// Modal animators that show a bottom sheet: the animation change is one line at the call site.
@MainActor
final class BottomSheetModalAnimator: ModalTransitionsAnimator {
    init() { super.init(targetModalPresentationStyle: .bottomSheet(height: bottomSheetContentHeight)) }
}

@MainActor
final class BottomSheetModalNavigationAnimator: ModalNavigationTransitionsAnimator {
    init() { super.init(targetModalPresentationStyle: .bottomSheet(height: bottomSheetContentHeight)) }
}

/// One router for both layouts, as in the original.
@MainActor
final class ShelfRouterImpl: DemoRouter, ShelfRouter {
    func showShelf(style: ShelfStyle, configure: @escaping (ShelfModuleInput) -> Void) {
        let derive: (RouterSeed) -> ViewController = { [assemblyFactory] routerSeed in
            assemblyFactory.shelfAssembly().module(style: style, routerSeed: routerSeed, configure: configure)
        }
        traced {
            switch style {
            case .root:
                marshrouteAssertionFailureInDemo("the root shelf is never shown modally")
            case .modalWithNavigationBar:
                presentModalNavigationControllerWithRootViewControllerDerivedFrom(derive)
            case .modalBottomSheetWithNavigationBar:
                presentModalNavigationControllerWithRootViewControllerDerivedFrom(
                    derive, animator: BottomSheetModalNavigationAnimator())
            case .modalBottomSheetWithoutNavigationBar:
                presentModalViewControllerDerivedFrom(derive, animator: BottomSheetModalAnimator())
            }
        }
    }

    func closeShelf() { traced { dismissCurrentModule() } }
}

@MainActor
func marshrouteAssertionFailureInDemo(_ message: String, file: StaticString = #fileID, line: UInt = #line) {
    MarshrouteAssertionManager.instance.assertionFailure(message, file: file, line: line)
}
