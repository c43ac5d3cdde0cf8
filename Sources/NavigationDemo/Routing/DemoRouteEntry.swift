import Routes

/// One row of the demo's route table, whatever its kind: a screen (`DemoScreenRoute`, its
/// value type erased) or a callback that changes the app rather than showing a screen in it.
/// Every entry has a sample URL, so `routes` can say how each layout shows it and a test can
/// open it.
struct DemoRouteEntry: Sendable {
    /// The router an entry is registered on.
    enum Router: String, Sendable {
        /// `navdemo://`, also the router of URLs without a scheme.
        case app = "default"
        /// `device://`: events of the device (a shake, a memory warning).
        case device
    }

    enum Action: Sendable {
        /// Makes the typed route Routes shows.
        case screen(@Sendable @MainActor (RouteResponse) throws -> DemoRoute)
        /// Runs at once; `name` is what plans call it.
        case callback(name: String, perform: @Sendable @MainActor (RouteResponse, DemoRouteContext) -> Void)
    }

    let router: Router
    let pattern: String
    /// The module a screen builds, or the callback's name.
    let destination: String
    let summary: String
    let protect: DemoRouteProtection?
    let completions: [DemoRouteCompletion]
    let action: Action
    /// A URL this entry matches (with its scheme when the router is not the app's).
    let sampleURL: String
    /// How a layout shows the sample; nil for a callback.
    let samplePresentation: @Sendable (DemoIdiom) -> RoutePresentation?

    init<Value>(_ screen: DemoScreenRoute<Value>) {
        router = .app
        pattern = screen.pattern
        destination = screen.destination
        summary = screen.summary
        protect = screen.protect
        completions = screen.completions
        action = .screen { response in screen.route(try screen.value(response)) }
        sampleURL = Self.sampleURL(of: screen)
        let sample = screen.sample
        samplePresentation = { idiom in screen.presentation(sample, idiom) }
    }

    /// The URL of a screen's sample. A function of its own rather than a `guard` in the
    /// initializer: Swift 6.3.1's optimizer crashes on that `guard` in the fuzzers' sanitized
    /// release build.
    private static func sampleURL<Value>(of screen: DemoScreenRoute<Value>) -> String {
        // `parameters` is the inverse of `value`: DemoRouteSampleTests reads every sample back.
        if let url = screen.url(screen.sample) { return url }
        preconditionFailure("no URL for the sample of \(screen.pattern)")
    }

    /// A callback route; `sample` is a URL it matches, without the scheme.
    init(
        callback name: String, router: Router = .app, pattern: String, summary: String, sample: String,
        protect: DemoRouteProtection? = nil, completions: [DemoRouteCompletion] = [],
        perform: @escaping @Sendable @MainActor (RouteResponse, DemoRouteContext) -> Void
    ) {
        self.router = router
        self.pattern = pattern
        destination = name
        self.summary = summary
        self.protect = protect
        self.completions = completions
        action = .callback(name: name, perform: perform)
        sampleURL = router == .app ? sample : "\(router.rawValue)://\(sample)"
        samplePresentation = { _ in nil }
    }
}
