import HabitStore
import HabitSystem
/// How long one operation took, from many timed batches: the median, fastest and slowest run,
/// each divided by the batch size so it is the time of a single call.
struct Measurement {
    /// What was measured, as printed in the table.
    let name: String
    /// How many batches were timed.
    let runs: Int
    /// How many calls each batch made.
    let batch: Int
    /// Time per call of each run, in microseconds, sorted.
    let microseconds: [Double]

    var median: Double {
        let middle = microseconds.count / 2
        return microseconds.count.isMultiple(of: 2)
            ? (microseconds[middle - 1] + microseconds[middle]) / 2 : microseconds[middle]
    }
    var min: Double { microseconds.first ?? 0 }
    var max: Double { microseconds.last ?? 0 }

    /// Times `operation` in `runs` batches. The batch size is doubled from 1 until one batch takes
    /// at least `batchTarget`, so quick operations are not lost in the clock's resolution; then
    /// `runs` is cut so that all runs together take about `budget` at most, but never below 5.
    ///
    /// `operation` returns a number that is folded into `checksum`, so the optimizer cannot drop
    /// the work.
    static func take(
        _ name: String, runs: Int, batchTarget: Duration = .milliseconds(1), budget: Duration = .seconds(4),
        checksum: inout Int, _ operation: () -> Int
    ) -> Measurement {
        let clock = ContinuousClock()
        func timeBatch(_ size: Int) -> Duration {
            clock.measure {
                for _ in 0..<size {
                    checksum &+= operation()
                }
            }
        }
        var batch = 1
        var elapsed = timeBatch(batch)
        while elapsed < batchTarget, batch < 1 << 20 {
            batch *= 2
            elapsed = timeBatch(batch)
        }
        let affordable = elapsed > .zero ? budget / elapsed : Double(runs)
        let runs = Swift.max(5, Swift.min(runs, Int(Swift.min(affordable, Double(runs)))))
        var samples: [Double] = []
        samples.reserveCapacity(runs)
        for _ in 0..<runs {
            samples.append(timeBatch(batch).microseconds / Double(batch))
        }
        return Measurement(name: name, runs: runs, batch: batch, microseconds: samples.sorted())
    }
}

extension Duration {
    /// This duration in microseconds, as a floating-point number.
    var microseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e6 + Double(attoseconds) / 1e12
    }
}
