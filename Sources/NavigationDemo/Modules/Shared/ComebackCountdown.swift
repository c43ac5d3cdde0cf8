/// The timer tile's countdown, shared by every module that has a tile: it shows each second
/// left on the tile, then resets the tile and lets the module come back to itself.
@MainActor
struct ComebackCountdown {
    static let seconds = 6
    let strings: DemoStrings

    /// Starts a countdown. `startTimer` is the module interactor's timer; `showTile` shows the
    /// tile's title and whether it can be pressed; `comeBack` runs when the time is up. The
    /// closures the timer keeps hold nothing strongly but what the caller passes weakly.
    func start(
        startTimer: (_ onTick: @escaping (Int) -> Void, _ onFire: @escaping () -> Void) -> Void,
        showTile: @escaping (_ title: String, _ enabled: Bool) -> Void,
        comeBack: @escaping () -> Void
    ) {
        let strings = self.strings
        startTimer(
            { seconds in
                showTile(strings.secondsTillComeback(seconds), false)
            },
            {
                showTile(strings.startTimer, true)
                comeBack()
            })
    }
}
