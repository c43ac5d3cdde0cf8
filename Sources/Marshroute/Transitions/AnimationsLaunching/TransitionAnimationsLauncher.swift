/// What an animating handler does with a transition's launching context: builds the
/// animation context and calls the animator.
@MainActor
public protocol TransitionAnimationsLauncher: AnyObject {
    func launchPresentationAnimation(launchingContextBox: inout PresentationAnimationLaunchingContextBox)
    func launchDismissalAnimation(launchingContextBox: DismissalAnimationLaunchingContextBox)
    func launchResettingAnimation(launchingContextBox: inout ResettingAnimationLaunchingContextBox)
}
