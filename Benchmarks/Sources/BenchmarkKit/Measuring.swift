import Benchmark
import BenchmarkSupport
import Foundation
import TerminalUI

extension BenchmarkMetric {
    /// CPU time of the measuring thread (CLOCK_THREAD_CPUTIME_ID), in nanoseconds. The
    /// built-in `cpuTotal` reads /proc/self/stat, which counts in scheduler ticks of 10 ms:
    /// useless for operations that take microseconds.
    public static var threadCPUTime: BenchmarkMetric { .custom("CPU time thread (ns)") }
    /// Cells the screen wrote for the frame (from `FrameStats`).
    public static var cellsWritten: BenchmarkMetric { .custom("Cells written") }
    /// Runs of changed cells the screen wrote for the frame (one cursor move each).
    public static var runsWritten: BenchmarkMetric { .custom("Runs written") }
    /// Bytes curses wrote to its output file for the frame.
    public static var bytesWritten: BenchmarkMetric { .custom("Bytes written") }
}

/// The metrics every benchmark here reports.
public var standardMetrics: [BenchmarkMetric] { [.wallClock, .threadCPUTime, .mallocCountTotal] }

/// The metrics of benchmarks that draw a frame: the standard ones and what the screen wrote.
public var frameMetrics: [BenchmarkMetric] { standardMetrics + [.cellsWritten, .runsWritten] }

/// Runs a benchmark's body on the main actor. package-benchmark calls benchmark closures
/// from a task on the cooperative pool while the main thread serves the main queue; the
/// calling thread waits until the body is done, so the benchmark object is never used by
/// two threads at once (which is why handing it over unchecked is sound).
public func onMainActor(_ benchmark: Benchmark, _ body: @MainActor (Benchmark) -> Void) {
    nonisolated(unsafe) let handedOver = benchmark
    if Thread.isMainThread {
        MainActor.assumeIsolated { body(handedOver) }
    } else {
        DispatchQueue.main.sync {
            MainActor.assumeIsolated { body(handedOver) }
        }
    }
}

extension Benchmark {
    /// Measures `body` only: wall clock (package-benchmark's own start and stop), the thread's
    /// CPU time, and allocations. What comes before and after in the closure is setup.
    @MainActor
    public func measure<T>(_ body: () -> T) -> T {
        startMeasurement()
        let cpuStart = BenchEnvironment.threadCPUNanoseconds()
        let result = body()
        let cpuEnd = BenchEnvironment.threadCPUNanoseconds()
        stopMeasurement()
        measurement(.threadCPUTime, Int(cpuEnd - cpuStart))
        return result
    }
}

extension Benchmark {
    /// Records what the screen wrote for the frame.
    public func record(_ stats: FrameStats) {
        measurement(.cellsWritten, stats.cellsWritten)
        measurement(.runsWritten, stats.runs)
    }
}
