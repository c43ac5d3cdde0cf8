/// What a history entry keeps alive on purpose. Routers hold their handlers only weakly
/// (through seeds and presenting links), so the presented module's handler lives here,
/// for as long as its transition is in history.
@MainActor
public protocol TransitionStorableParameters: AnyObject {}
