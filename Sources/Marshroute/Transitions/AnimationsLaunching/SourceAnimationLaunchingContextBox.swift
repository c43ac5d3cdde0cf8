import TerminalUI

/// How a history entry was made: by going forward, or by resetting.
@MainActor
public enum SourceAnimationLaunchingContextBox {
    /// The entry was made by a forward transition.
    case presentation(PresentationAnimationLaunchingContextBox)
    /// The entry was made by a reset.
    case resetting(ResettingAnimationLaunchingContextBox)

    /// A reset entry is never judged dismissed: it is the handler's root.
    public var isDescribingScreenThatWasAlreadyDismissedWithoutInvokingMarshroute: Bool {
        switch self {
        case .presentation(let box): box.isDescribingScreenThatWasAlreadyDismissedWithoutInvokingMarshroute
        case .resetting: false
        }
    }
}
