import TerminalUI

/// Finds the screen the user sees now (Ariadne's `ViewFinder`). A `BuilderRouter` and each
/// builder transition can take one: the transition then works on the Marshroute handler showing
/// the screen it finds, so an app with containers of its own plugs in a finder that knows them.
/// ``CurrentlyVisibleViewFinder`` knows TerminalUI's containers.
@MainActor
public protocol ViewFinder {
    /// The screen the user sees, searching from `view`, or from the finder's root when `view`
    /// is nil; nil when there is nothing to search.
    func currentlyVisibleView(startingFrom view: ViewController?) -> ViewController?
}

/// What a finder searches from: the root of the screens (Ariadne's `RootViewProvider`). A
/// TerminalUI `Window` is one.
@MainActor
public protocol RootViewProvider: AnyObject {
    /// The root screen, if there is one.
    var rootViewController: ViewController? { get }
}

extension Window: RootViewProvider {}
