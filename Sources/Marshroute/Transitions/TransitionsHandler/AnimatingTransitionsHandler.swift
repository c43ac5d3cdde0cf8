/// One navigation branch: a navigation stack, or a bare modal or popover controller.
@MainActor
public protocol AnimatingTransitionsHandler: TransitionsHandler, TransitionAnimationsLauncher {}
