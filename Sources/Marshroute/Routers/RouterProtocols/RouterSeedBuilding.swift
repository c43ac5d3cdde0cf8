import TerminalUI

/// What a router needs to build the next module's seed.
public typealias RouterSeedBuilding = TransitionsHandlersProviderHolder & TransitionIdGeneratorHolder
    & RouterControllersProviderHolder & RouterTransitionDelegateHoder
