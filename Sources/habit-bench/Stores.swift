import Foundation
import HabitCore
import HabitStore
import HabitSystem

/// The benchmark's three generated stores, the same in every run for the same `today`: a
/// typical one (10 habits × 1 year), a large one (50 habits × 10 years) and one with mixed
/// schedules (50 habits × 10 years).
///
/// `habit-bench stores FOLDER` writes them for a profiler such as callgrind, so what it
/// measures is what `habit-bench cli` times.
struct Stores {
    let typical: StoreGenerator
    let large: StoreGenerator
    let mixed: StoreGenerator

    init(today: Day) {
        typical = StoreGenerator(habits: 10, years: 1, rate: 0.75, today: today, seed: 1)
        large = StoreGenerator(habits: 50, years: 10, rate: 0.8, today: today, seed: 2)
        mixed = StoreGenerator(habits: 50, years: 10, rate: 0.6, today: today, seed: 3, mixed: true)
    }

    /// Writes `typical.json`, `large.json`, `mixed.json` and `large.csv` (the large store as
    /// CSV rows, for `habit import`) into `folder`; a sentence saying why not, or `nil`.
    func write(into folder: String) -> String? {
        do {
            try mixed.json().write(toFile: folder + "/mixed.json", atomically: false, encoding: .utf8)
            try typical.json().write(toFile: folder + "/typical.json", atomically: false, encoding: .utf8)
            try large.json().write(toFile: folder + "/large.json", atomically: false, encoding: .utf8)
            try large.csv().write(toFile: folder + "/large.csv", atomically: false, encoding: .utf8)
        } catch {
            return "Cannot write the stores: \(error)\n"
        }
        return nil
    }
}
