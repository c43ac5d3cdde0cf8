import TerminalUI

/// The animator of a resetting transition, to enable or disable its animation.
public typealias ResettingTransitionsAnimatorBox = TransitionsAnimatorBox
