import Foundation
import TestSupport
import Testing

/// The virtual clock's keys in a headless run of the real binary: the speed on the key-hint
/// line, and a paused comeback timer that does not move however long the script waits.
@Suite("Virtual clock on the command line")
struct VirtualClockCommandLineTests {
    @Test("< twice shows a quarter speed; > brings it back to normal, where nothing shows")
    func speedOnTheHintLine() throws {
        let slow = try DemoBinary.dump(size: "100x30", keys: "< <")
        #expect(slow.stdout.split(separator: "\n").last?.contains("¼× speed") == true, "\(slow.stdout)")
        let normal = try DemoBinary.dump(size: "100x30", keys: "< < > >")
        #expect(!normal.stdout.contains("× speed"), "\(normal.stdout)")
    }

    @Test("paused, a comeback timer stays at 6 seconds through 10 s; resumed, it counts down")
    func pausedTimer() throws {
        let paused = try DemoBinary.dump(size: "100x30", keys: "z t wait:10s")
        #expect(paused.stdout.contains("6 seconds till comeback"), "\(paused.stdout)")
        #expect(paused.stdout.contains("⏸ paused"))
        let resumed = try DemoBinary.dump(size: "100x30", keys: "z t wait:10s z wait:2s")
        #expect(resumed.stdout.contains("4 seconds till comeback"), "\(resumed.stdout)")
        #expect(!resumed.stdout.contains("⏸ paused"))
    }

    @Test("at a tenth of the speed, 2 real seconds move the countdown by a fifth of a second only")
    func tenthSpeedTimer() throws {
        let result = try DemoBinary.dump(size: "100x30", keys: "< < < t wait:2s")
        #expect(result.stdout.contains("6 seconds till comeback"), "\(result.stdout)")
        #expect(result.stdout.contains("⅒× speed"))
    }
}
