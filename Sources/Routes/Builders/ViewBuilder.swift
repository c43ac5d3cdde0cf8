import Marshroute
import TerminalUI

/// Builds a screen from a context (Ariadne's `ViewBuilder`). The screen is a Marshroute
/// module: it gets the seed of the transition that shows it. Building may throw; a route whose
/// builder throws ends in `false` and a printed reason.
@MainActor
public protocol ViewBuilder {
    /// The type of screen the builder makes.
    associatedtype ViewType: ViewController
    /// The value the screen is built from.
    associatedtype Context
    /// Builds the screen for `context`.
    /// - Parameters:
    ///   - context: What the screen shows.
    ///   - routerSeed: The seed of the transition that shows the screen; hand it to the screen's router.
    /// - Returns: The built screen.
    func build(with context: Context, routerSeed: RouterSeed) throws -> ViewType
}

/// A builder from a closure (Ariadne's `InstanceViewBuilder`).
@MainActor
public struct InstanceViewBuilder<ViewType: ViewController, Context>: ViewBuilder {
    private let make: (Context, RouterSeed) throws -> ViewType

    /// A builder that calls `make`.
    public init(_ make: @escaping (Context, RouterSeed) throws -> ViewType) {
        self.make = make
    }

    /// Calls the closure with `context` and `routerSeed`.
    public func build(with context: Context, routerSeed: RouterSeed) throws -> ViewType {
        try make(context, routerSeed)
    }
}

/// A builder for transitions that show nothing (pop, dismiss): asked to build, it throws.
@MainActor
public struct NonBuilder: ViewBuilder {
    /// Creates the builder.
    public init() {}

    /// Throws ``BuilderRouteError/nothingToBuild``.
    public func build(with context: Void, routerSeed: RouterSeed) throws -> ViewController {
        throw BuilderRouteError.nothingToBuild
    }
}

/// Why a builder route did not show its screen.
public enum BuilderRouteError: Error, CustomStringConvertible {
    /// A transition that needs a screen got none to build.
    case nothingToBuild
    /// The builder threw this error.
    case builderFailed(any Error)
    /// The transition could not be performed, for the reason given.
    case transitionFailed(String)

    /// A message for logs and the print plugin.
    public var description: String {
        switch self {
        case .nothingToBuild: "this route's builder builds nothing (a NonBuilder)"
        case .builderFailed(let error): "the builder failed: \(error)"
        case .transitionFailed(let reason): "the transition did not happen: \(reason)"
        }
    }
}
