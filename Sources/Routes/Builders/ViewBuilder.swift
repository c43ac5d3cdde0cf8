import Marshroute
import TerminalUI

/// Builds a screen from a context (Ariadne's `ViewBuilder`). The screen is a Marshroute
/// module: it gets the seed of the transition that shows it. Building may throw; a route whose
/// builder throws ends in `false` and a printed reason.
@MainActor
public protocol ViewBuilder {
    associatedtype ViewType: ViewController
    associatedtype Context
    func build(with context: Context, routerSeed: RouterSeed) throws -> ViewType
}

/// A builder from a closure (Ariadne's `InstanceViewBuilder`).
@MainActor
public struct InstanceViewBuilder<ViewType: ViewController, Context>: ViewBuilder {
    private let make: (Context, RouterSeed) throws -> ViewType

    public init(_ make: @escaping (Context, RouterSeed) throws -> ViewType) {
        self.make = make
    }

    public func build(with context: Context, routerSeed: RouterSeed) throws -> ViewType {
        try make(context, routerSeed)
    }
}

/// A builder for transitions that show nothing (pop, dismiss): asked to build, it throws.
@MainActor
public struct NonBuilder: ViewBuilder {
    public init() {}

    public func build(with context: Void, routerSeed: RouterSeed) throws -> ViewController {
        throw BuilderRouteError.nothingToBuild
    }
}

/// Why a builder route did not show its screen.
public enum BuilderRouteError: Error, CustomStringConvertible {
    case nothingToBuild
    case builderFailed(any Error)
    case transitionFailed(String)

    public var description: String {
        switch self {
        case .nothingToBuild: "this route's builder builds nothing (a NonBuilder)"
        case .builderFailed(let error): "the builder failed: \(error)"
        case .transitionFailed(let reason): "the transition did not happen: \(reason)"
        }
    }
}
