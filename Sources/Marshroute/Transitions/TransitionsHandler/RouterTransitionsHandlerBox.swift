/// The handler box a router's module lives in (the original's name for ``TransitionsHandlerBox``).
public typealias RouterTransitionsHandlerBox = TransitionsHandlerBox
/// The target handler of a restored history entry (the original's name for ``TransitionsHandlerBox``).
public typealias RestoredTransitionTargetTransitionsHandlerBox = TransitionsHandlerBox
