import TerminalUI

@testable import Marshroute

// Reading transition contexts in assertions without a `switch` in every test.

extension PresentationAnimationLaunchingContextBox {
    var push: PushAnimationLaunchingContext? {
        if case .push(let context) = self { return context }
        return nil
    }

    var modal: ModalPresentationAnimationLaunchingContext? {
        if case .modal(let context) = self { return context }
        return nil
    }

    var modalNavigation: ModalNavigationPresentationAnimationLaunchingContext? {
        if case .modalNavigation(let context) = self { return context }
        return nil
    }

    var modalEndpointNavigation: ModalEndpointNavigationPresentationAnimationLaunchingContext? {
        if case .modalEndpointNavigation(let context) = self { return context }
        return nil
    }

    var modalMasterDetail: ModalMasterDetailPresentationAnimationLaunchingContext? {
        if case .modalMasterDetail(let context) = self { return context }
        return nil
    }

    var popover: PopoverPresentationAnimationLaunchingContext? {
        if case .popover(let context) = self { return context }
        return nil
    }

    var popoverNavigation: PopoverNavigationPresentationAnimationLaunchingContext? {
        if case .popoverNavigation(let context) = self { return context }
        return nil
    }
}

extension ResettingAnimationLaunchingContextBox {
    var resettingNavigationRoot: ResettingNavigationAnimationLaunchingContext? {
        if case .resettingNavigationRoot(let context) = self { return context }
        return nil
    }
}

extension PresentationTransitionTargetTransitionsHandlerBox {
    var isPendingAnimating: Bool {
        if case .pendingAnimating = self { return true }
        return false
    }

    var animatingHandler: AnimatingTransitionsHandler? {
        if case .animating(let handler) = self { return handler }
        return nil
    }

    var containingHandler: ContainingTransitionsHandler? {
        if case .containing(let handler) = self { return handler }
        return nil
    }
}

extension PopoverTransitionStyle {
    var sourceView: View? {
        if case .popoverFromView(let view, _) = self { return view }
        return nil
    }

    var sourceRect: Rect? {
        if case .popoverFromView(_, let rect) = self { return rect }
        return nil
    }

    var barButtonItem: BarButtonItem? {
        if case .popoverFromBarButtonItem(let item) = self { return item }
        return nil
    }
}
