/// What an animating handler does with a transition's launching context: builds the
/// animation context and calls the animator.
@MainActor
public protocol TransitionAnimationsLauncher: AnyObject {
    /// Runs a forward transition; fills in the source screen of the context.
    func launchPresentationAnimation(launchingContextBox: inout PresentationAnimationLaunchingContextBox)
    /// Runs a backward transition.
    func launchDismissalAnimation(launchingContextBox: DismissalAnimationLaunchingContextBox)
    /// Runs a reset; fills in the source screen of the context.
    func launchResettingAnimation(launchingContextBox: inout ResettingAnimationLaunchingContextBox)
}
