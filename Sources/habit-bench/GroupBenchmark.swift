import Foundation
import HabitCLI
import HabitCore
import HabitStore
import HabitFormat

/// `habit-bench groups`: `list` and `stats` of the release `habit` binary on the large store (50
/// habits × 10 years) with 10 groups of 5 added, against the same store without groups, in the
/// same rounds (issue 38's target: within 1.5×).
struct GroupBenchmark {
    /// The `habit` binary to run.
    let binary: String
    /// Timed runs per case (after three warm-up runs).
    let runs: Int

    /// The large store with 10 groups of 5 of its habits each (all, any and 2 in turn), and
    /// without them.
    static func stores(today: Day) -> (plain: String, grouped: String) {
        let collection = Stores(today: today).large.collection()
        let plain = StoreFormat.encode(collection)
        var grouped = collection
        let needs: [HabitGroup.Needs] = [.all, .any, .count(2)]
        for index in 0..<10 {
            let members = collection.habits[(index * 5)..<(index * 5 + 5)].map(\.id)
            guard
                var group = try? grouped.add(
                    name: String(format: "Group %02d", index), icon: "🧩", color: .blue, created: today,
                    id: UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", index)) ?? UUID())
            else { continue }
            group.setGroup(HabitGroup(members: members, needs: needs[index % 3]))
            grouped.update(group)
        }
        return (plain, StoreFormat.encode(grouped))
    }

    func run() -> String {
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            return "No habit binary at \(binary); build it with `swift build -c release`.\n"
        }
        let folder = NSTemporaryDirectory() + "/habit-bench-groups-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (plain, grouped) = Self.stores(today: Day(containing: Date(), in: SystemTimeZone()))
        let plainFile = folder + "/plain.json", groupedFile = folder + "/grouped.json"
        do {
            try plain.write(toFile: plainFile, atomically: false, encoding: .utf8)
            try grouped.write(toFile: groupedFile, atomically: false, encoding: .utf8)
        } catch {
            return "Cannot write the stores: \(error)\n"
        }
        let cases: [(name: String, command: String, file: String)] = [
            ("list, 50 habits", "list", plainFile), ("list, 50 habits + 10 groups of 5", "list", groupedFile),
            ("stats, 50 habits", "stats", plainFile), ("stats, 50 habits + 10 groups of 5", "stats", groupedFile),
        ]
        var samples = [[Double]](repeating: [], count: cases.count)
        for round in -3..<runs {
            for (index, item) in cases.enumerated() {
                guard let result = ProcessTimer.run(binary, [item.command], environment: ["HABIT_FILE": item.file]) else {
                    continue
                }
                if round >= 0 { samples[index].append(result.cpuMilliseconds) }
            }
        }
        let medians = samples.map { values -> Double in
            let sorted = values.sorted()
            return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        }
        var lines = ["habit \(binary): median CPU ms of \(runs) runs, round-robin, after 3 warm-up runs"]
        for (index, item) in cases.enumerated() {
            lines.append(item.name.padding(toLength: 36, withPad: " ", startingAt: 0) + String(format: "%8.2f", medians[index]))
        }
        for (with, without) in [(1, 0), (3, 2)] {
            let ratio = medians[without] > 0 ? medians[with] / medians[without] : 0
            lines.append(
                String(format: "%@: %.2f× (target ≤ 1.5×: %@)", cases[with].name, ratio, ratio <= 1.5 ? "met" : "NOT met"))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
