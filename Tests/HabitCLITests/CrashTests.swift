import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitStore
@testable import HabitCLI
@testable import HabitText

/// `habit` killed with SIGKILL at random moments while it changes the file (a power cut, the
/// OOM killer, a closed laptop): afterwards the file parses and holds the habits either as they
/// were before the command or as the command leaves them, never a mix and never a torn file,
/// and nothing left behind stops the next command.
///
/// `scripts/crash-torture.sh ROUNDS` runs this suite with more rounds (`HABIT_CRASH_ROUNDS`).
@Suite(.serialized, .enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"))
struct CrashTests {
    /// Rounds in the normal suite: enough to hit every step of a write, in well under a minute.
    static let rounds = Int(ProcessInfo.processInfo.environment["HABIT_CRASH_ROUNDS"] ?? "") ?? 300

    /// How the killed rounds ended.
    struct Tally: CustomStringConvertible {
        var before = 0
        var after = 0
        var leftTemporaryFile = 0
        var finishedBeforeTheKill = 0

        var description: String {
            "\(before) rounds left the state before, \(after) the state after (\(finishedBeforeTheKill) finished before "
                + "the kill), \(leftTemporaryFile) left a temporary file that the next change removed"
        }
    }

    @Test func killedAtRandomMomentsTheFileHoldsTheStateBeforeOrAfter() throws {
        let scratch = try ScratchFolder()
        let copy = try ScratchFolder()
        var random = SeededRandom(seed: 20_261_129)
        let today = RealBinary.today
        // A file of some size, so that reading, encoding and writing take a while to kill into.
        let habits = (0..<24).map { index in
            (name: "Habit \(index)", done: (0..<40).map { _ in today.adding(days: -Int.random(in: 1...700, using: &random)) })
        }
        try scratch.write(HabitFiles.text(habits), to: scratch.dataFile)
        let environment = RealBinary.environment(for: scratch)

        // How long an uninterrupted change takes; kills are spread over that time and a bit more.
        var durations: [Double] = []
        for index in 0..<5 {
            let start = Date()
            let status = try RealBinary.Spawned(["check", "Habit \(index)", "--date", "\(today)"], environment: environment)
                .wait()
            durations.append(Date().timeIntervalSince(start))
            #expect(status == 0, "a calibration run succeeds")
        }
        let typical = durations.sorted()[durations.count / 2]

        var tally = Tally()
        var beforeData = try #require(scratch.bytes(scratch.dataFile))
        var before = try #require(HabitFiles.decode(beforeData), "the file parses at the start")
        var checkedBackup: [UInt8]?
        for round in 0..<Self.rounds {
            let beforeBackup = scratch.bytes(scratch.backupFile)
            let beforeHistory = scratch.bytes(scratch.dataFile + ".history")
            let arguments = Self.randomCommand(round: round, habits: before, today: today, using: &random)

            let running = try RealBinary.Spawned(arguments, environment: environment)
            // Not a wait for anything: the kill comes at a random moment of the change, so that
            // over the rounds it lands before, during and after the write.
            usleep(UInt32(Double.random(in: 0...(typical * 1.3), using: &random) * 1_000_000))
            running.kill()
            let status = running.wait()

            if scratch.contents(scratch.path + "/data").contains(where: { $0.contains(".tmp-") }) {
                tally.leftTemporaryFile += 1
            }
            let bytes = try #require(scratch.bytes(scratch.dataFile), "round \(round): the data file is still there")
            let isBefore: Bool
            let isAfter: Bool
            let state: HabitCollection
            if bytes == beforeData {
                // Unchanged to the byte, so it parses as it did before the round. A command that
                // finished anyway must be one that changes nothing.
                state = before
                isBefore = true
                isAfter = try status == 0 && Self.stateAfter(arguments, beforeData, beforeBackup, beforeHistory, in: copy) == before
            } else {
                state = try #require(HabitFiles.decode(bytes), "round \(round) (\(arguments)): the file parses after the kill")
                isBefore = HabitFiles.content(state) == HabitFiles.content(before)
                // The state after: the same command run to its end, in-process, on a copy.
                let after = try Self.stateAfter(arguments, beforeData, beforeBackup, beforeHistory, in: copy)
                isAfter = HabitFiles.content(state) == HabitFiles.content(after)
            }
            // The file holds the habits as they were before the command or as it leaves them.
            #expect(isBefore || isAfter, "round \(round) (\(arguments)): the file holds neither state")
            if status == 0 {
                tally.finishedBeforeTheKill += 1
                // A command that finished before the kill has written its change.
                #expect(isAfter, "round \(round) (\(arguments)) finished, so its change is in the file")
            }
            if isAfter && !isBefore { tally.after += 1 } else { tally.before += 1 }
            if let backup = scratch.bytes(scratch.backupFile), backup != checkedBackup {
                // The backup is always a whole file as well.
                #expect(HabitFiles.decode(backup) != nil, "round \(round): the backup parses")
                checkedBackup = backup
            }
            beforeData = bytes
            before = state
        }
        print("CrashTests: \(Self.rounds) rounds, a change takes about \(Int(typical * 1000)) ms, \(tally)")
        // The kills fell both before and after the moment of the rename: the harness did kill
        // in the middle of the work.
        #expect(tally.before > 0 && tally.after > 0, "\(tally)")

        // Nothing left behind blocks the next command, and a completed change clears leftovers.
        let next = try RealBinary.run(["add", "After the last kill"], in: scratch)
        #expect(next.status == 0, "the next command succeeds: \(next.stderr)")
        // No temporary file is left after a completed change.
        #expect(scratch.contents(scratch.path + "/data").filter { $0.contains(".tmp-") } == [])
    }

    @Test func aStaleTemporaryFileIsRemovedByTheNextChange() throws {
        let scratch = try ScratchFolder()
        try scratch.write(HabitFiles.text([("Lesen", [])]), to: scratch.dataFile)
        // What a writer killed half-way leaves: a torn temporary file for each file it writes.
        try scratch.write("{\n  \"habits\" : [\n    {", to: scratch.dataFile + ".tmp-999999")
        try scratch.write("{\n  \"backup\"", to: scratch.backupFile + ".tmp-999998")
        // Files that only look similar are not ours and stay.
        try scratch.write("keep", to: scratch.dataFile + ".tmp-notes")

        let list = try RealBinary.run(["list"], in: scratch)
        let check = try RealBinary.run(["check", "Lesen"], in: scratch)

        #expect(list.status == 0)  // reading ignores the leftovers
        #expect(check.status == 0)  // and they do not block a change
        // The change removed the stale temporary files, and only those.
        #expect(
            scratch.contents(scratch.path + "/data")
                == ["habits.json", "habits.json.bak", "habits.json.history", "habits.json.lock", "habits.json.tmp-notes"])
    }

    /// The habits after `arguments` ran to their end on a copy of the data file and backup.
    static func stateAfter(
        _ arguments: [String], _ data: [UInt8], _ backup: [UInt8]?, _ history: [UInt8]?, in copy: ScratchFolder
    ) throws -> HabitCollection {
        try copy.write(data, to: copy.dataFile)
        if let backup { try copy.write(backup, to: copy.backupFile) } else { unlink(copy.backupFile) }
        // The history too: undo steps back through it.
        if let history { try copy.write(history, to: copy.dataFile + ".history") } else { unlink(copy.dataFile + ".history") }
        _ = Program.run(world(arguments, dataFile: copy.dataFile))
        return try #require(HabitFiles.decode(copy.bytes(copy.dataFile) ?? []))
    }

    /// A random command against the habits as they are now.
    static func randomCommand(round: Int, habits: HabitCollection, today: Day, using random: inout SeededRandom) -> [String] {
        let name = habits.habits.randomElement(using: &random)?.name ?? "Habit 0"
        let day = "\(today.adding(days: -Int.random(in: 0...30, using: &random)))"
        switch Int.random(in: 0..<10, using: &random) {
        case 0...2: return ["check", name, "--date", day]
        case 3: return ["uncheck", name, "--date", day]
        case 4: return ["toggle", name, "--date", day]
        case 5: return ["rename", name, "Renamed \(round)"]
        case 6: return ["add", "Added \(round)"]
        case 7 where habits.habits.count > 10: return ["delete", name, "--yes"]
        default: return ["undo"]
        }
    }

    /// The world of a run in this test process, in UTC with no terminal.
    static func world(_ arguments: [String], dataFile: String) -> World {
        World(
            arguments: arguments, environment: ["HABIT_FILE": dataFile, "LANG": "C"], now: Fixed.now,
            timeZone: TimeZone(identifier: "UTC") ?? .gmt, stdoutIsTerminal: false, stderrIsTerminal: false,
            terminalColumns: nil, ask: nil)
    }
}
