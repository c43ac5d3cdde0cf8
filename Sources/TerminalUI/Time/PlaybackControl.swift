/// The controls of a clock that can run slowly or stand still (a `ScaledClock`), as an app's
/// keys use them. Apart from `TimeSource`, which only says what the time is: the code that
/// made the clock hands these controls to whatever needs them (the demo's speed keys), and a
/// run loop never needs them.
@MainActor
public protocol PlaybackControl: AnyObject {
    /// The speed the clock runs at.
    var speed: PlaybackSpeed { get }
    /// Whether time is stopped.
    var isPaused: Bool { get }
    /// What a status line shows: nil at normal speed, the pause or the speed otherwise.
    var statusLabel: String? { get }
    /// Called after the speed or the pause state changed, so the app can redraw its status.
    var onChange: (@MainActor () -> Void)? { get set }
    /// Runs at `speed` from now on.
    func setSpeed(_ speed: PlaybackSpeed)
    /// Stops time; nothing scheduled on the clock comes due until `resume()`.
    func pause()
    /// Lets time run again from where it stopped.
    func resume()
}

extension PlaybackControl {
    /// Pauses a running clock, resumes a paused one.
    public func togglePause() {
        if isPaused { resume() } else { pause() }
    }
}
