import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitStore
@testable import HabitCLI
@testable import HabitText

/// The files around the data file, tried as an attacker or a careless user would: links
/// planted at the backup and lock names, a data file reached by two paths, a link to nothing,
/// a folder instead of a file, root writing a user's file, a mistyped path. The real binary is
/// run every time, since these are about what reaches the disk.
@Suite(.enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"))
struct FileSafetyTests {
    /// A day well in the past, so a test running over midnight does not change the answers.
    static let day = RealBinary.today.adding(days: -30)

    /// The data file with one habit, Lesen, not yet done.
    static let file = Array(HabitFiles.text([("Lesen", [])]).utf8)

    /// The kind of what is at `path` (without following a link); `nil` when nothing is there.
    static func kind(of path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    // MARK: - Links at the backup and the lock (items 1 and 14)

    @Test func aLinkAtTheBackupNameIsRefusedAndTheFileItPointsToIsKept() throws {
        let scratch = try ScratchFolder()
        try scratch.write(Self.file, to: scratch.dataFile)
        // Another user planted habits.json.bak -> important.txt in a shared folder.
        let important = scratch.file("important.txt")
        try scratch.write("keep me\n", to: important)
        symlink(important, scratch.backupFile)

        let outcome = try RealBinary.run(["check", "Lesen", "--date", "\(Self.day)"], in: scratch)

        #expect(outcome.status == 3)  // a data error
        #expect(
            outcome.stderr == "habit: \(scratch.backupFile) is a symbolic link, which habit never follows for its "
                + "backup and lock files; remove it and try again. Nothing was changed.\n")
        #expect(scratch.bytes(important) == Array("keep me\n".utf8))  // the link's target is untouched
        #expect(Self.kind(of: scratch.backupFile) == S_IFLNK)  // the link is left for the user to look at
        #expect(scratch.bytes(scratch.dataFile) == Self.file)  // nothing was changed
    }

    @Test func undoRefusesALinkAtTheBackupName() throws {
        let scratch = try ScratchFolder()
        try scratch.write(Self.file, to: scratch.dataFile)
        let elsewhere = scratch.file("elsewhere.json")
        try scratch.write(HabitFiles.text([("Fremd", [])]), to: elsewhere)
        symlink(elsewhere, scratch.backupFile)

        let outcome = try RealBinary.run(["undo"], in: scratch)

        #expect(outcome.status == 3)
        #expect(outcome.stderr.contains("\(scratch.backupFile) is a symbolic link"))
        #expect(scratch.bytes(scratch.dataFile) == Self.file)  // the linked file was not restored
    }

    @Test func aLinkAtTheLockNameIsNotFollowed() throws {
        let scratch = try ScratchFolder()
        try scratch.write(Self.file, to: scratch.dataFile)
        // In a shared folder another user's link points the lock at an unrelated, readable file.
        let unrelated = scratch.file("unrelated.txt")
        try scratch.write("shared\n", to: unrelated)
        chmod(unrelated, 0o644)
        symlink(unrelated, scratch.dataFile + ".lock")

        let outcome = try RealBinary.run(["check", "Lesen", "--date", "\(Self.day)"], in: scratch)

        #expect(outcome.status == 3)
        #expect(outcome.stderr.contains("\(scratch.dataFile).lock is a symbolic link"))
        var info = stat()
        stat(unrelated, &info)
        #expect(info.st_mode & 0o777 == 0o644)  // not made owner-only through the link
        #expect(scratch.bytes(scratch.dataFile) == Self.file)
    }

    @Test func temporaryAndBackupFilesAreNotWrittenThroughALinkAtTheTemporaryName() throws {
        let scratch = try ScratchFolder()
        try scratch.write(Self.file, to: scratch.dataFile)
        let important = scratch.file("important.txt")
        try scratch.write("keep me\n", to: important)
        // A link at every temporary name a process could pick is not possible; one at the
        // backup's temporary prefix with a plausible process id shows that the name is replaced,
        // not followed.
        for pid in 1...5 { symlink(important, scratch.backupFile + ".tmp-\(pid)") }

        let outcome = try RealBinary.run(["check", "Lesen", "--date", "\(Self.day)"], in: scratch)

        #expect(outcome.status == 0)
        #expect(scratch.bytes(important) == Array("keep me\n".utf8))
    }

    // MARK: - A data file that is a link (items 1, 2 and 5)

    @Test func aLinkedDataFileKeepsBackupAndLockBesideItsTarget() throws {
        let scratch = try ScratchFolder()
        let target = scratch.file("dotfiles/habits.json")
        try scratch.write(Self.file, to: target)
        try FileManager.default.createDirectory(atPath: scratch.path + "/data", withIntermediateDirectories: true)
        symlink("../dotfiles/habits.json", scratch.dataFile)

        let outcome = try RealBinary.run(["check", "Lesen", "--date", "\(Self.day)"], in: scratch)

        #expect(outcome.status == 0)
        #expect(Self.kind(of: scratch.dataFile) == S_IFLNK)  // the link stays a link
        let habits = try #require(HabitFiles.decode(scratch.bytes(target) ?? []))
        #expect(habits.habits.first?.isDone(on: Self.day) == true)  // the target holds the change
        // Backup and lock live beside the real file, so every path to it shares them.
        #expect(scratch.contents(scratch.file("dotfiles")) == ["habits.json", "habits.json.bak", "habits.json.history", "habits.json.lock"])
        #expect(scratch.contents(scratch.path + "/data") == ["habits.json"])
    }

    @Test func aLinkAndItsTargetShareOneLock() throws {
        let scratch = try ScratchFolder()
        let target = scratch.file("dotfiles/habits.json")
        try scratch.write(Self.file, to: target)
        try FileManager.default.createDirectory(atPath: scratch.path + "/data", withIntermediateDirectories: true)
        symlink(target, scratch.dataFile)
        // Someone holds the lock of the real file.
        let holder = try LockHolder(target + ".lock")

        // Through the link, the change waits for that same lock, and gives up.
        let outcome = try RealBinary.run(["check", "Lesen", "--date", "\(Self.day)", "--wait", "0.3"], in: scratch)

        #expect(outcome.status == 3)
        #expect(outcome.stderr.contains("Another habit has held the lock on \(scratch.dataFile)"))
        #expect(scratch.bytes(target) == Self.file)
        withExtendedLifetime(holder) {}
    }

    @Test func checksThroughALinkAndItsTargetAtOnceAllLand() throws {
        let scratch = try ScratchFolder()
        let target = scratch.file("dotfiles/habits.json")
        try scratch.write(Self.file, to: target)
        try FileManager.default.createDirectory(atPath: scratch.path + "/data", withIntermediateDirectories: true)
        symlink(target, scratch.dataFile)
        let outputs = scratch.path + "/.outputs"
        try FileManager.default.createDirectory(atPath: outputs, withIntermediateDirectories: true)
        let days = (0..<30).map { Self.day.adding(days: -$0) }

        // Half the processes name the link, half the target, interleaved.
        let started = try days.enumerated().map { index, day in
            var environment = RealBinary.environment(for: scratch)
            environment["HABIT_FILE"] = index.isMultiple(of: 2) ? scratch.dataFile : target
            return try RealBinary.start(
                ["check", "Lesen", "--date", "\(day)"], environment: environment, outputFolder: outputs)
        }
        let outcomes = started.map { $0.wait() }

        #expect(outcomes.allSatisfy { $0.status == 0 }, "every check succeeds: \(outcomes.map(\.stderr).joined())")
        let habits = try #require(HabitFiles.decode(scratch.bytes(target) ?? []))
        #expect(habits.habits.first?.completions == DaySet(days))  // all 30 landed: one lock for both paths
    }

    @Test func aHardLinkedDataFileIsRefused() throws {
        let scratch = try ScratchFolder()
        try scratch.write(Self.file, to: scratch.dataFile)
        let second = scratch.file("second-name.json")
        link(scratch.dataFile, second)

        let outcome = try RealBinary.run(["check", "Lesen", "--date", "\(Self.day)"], in: scratch)

        #expect(outcome.status == 3)
        #expect(outcome.stderr.hasPrefix("habit: \(scratch.dataFile) has 2 hard links (names)"))
        #expect(scratch.bytes(scratch.dataFile) == Self.file)
        #expect(AtomicFile.linkCount(of: second) == 2)  // still one file with two names
    }

    @Test func aLinkToAMissingFileCreatesTheTarget() throws {
        let scratch = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: scratch.file("dotfiles"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: scratch.path + "/data", withIntermediateDirectories: true)
        let target = scratch.file("dotfiles/habits.json")
        symlink(target, scratch.dataFile)

        let outcome = try RealBinary.run(["add", "Lesen"], in: scratch)

        #expect(outcome.status == 0)
        #expect(Self.kind(of: scratch.dataFile) == S_IFLNK)  // not replaced by a regular file
        #expect(HabitFiles.decode(scratch.bytes(target) ?? [])?.habits.map(\.name) == ["Lesen"])
    }

    @Test func aLinkIntoAMissingFolderIsRefusedNamingTheTarget() throws {
        let scratch = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: scratch.path + "/data", withIntermediateDirectories: true)
        let target = scratch.file("nowhere/habits.json")
        symlink(target, scratch.dataFile)

        let outcome = try RealBinary.run(["add", "Lesen"], in: scratch)

        #expect(outcome.status == 3)
        #expect(
            outcome.stderr == "habit: \(scratch.dataFile) is a symbolic link to \(target), whose folder does not "
                + "exist; create that folder or fix the link. Nothing was written.\n")
        #expect(Self.kind(of: scratch.dataFile) == S_IFLNK)
        #expect(scratch.contents(scratch.path + "/data") == ["habits.json"])  // no lock, no stray file
        #expect(Self.kind(of: scratch.file("nowhere")) == nil)
    }

    // MARK: - Folders (item 10)

    @Test(arguments: ["newdir/", "existing", "existing/", "existing/."])
    func aFolderAsTheDataFileLeavesNoFileBehind(_ name: String) throws {
        let scratch = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: scratch.file("existing"), withIntermediateDirectories: true)

        let outcome = try RealBinary.run(["--file", scratch.file(name), "add", "Lesen"], in: scratch)

        #expect(outcome.status == 3)
        #expect(outcome.stderr.contains("is a folder, not a data file"))
        // No folder was created, and no lock file beside or inside the folder.
        #expect(scratch.contents(scratch.path).filter { !$0.hasPrefix(".") } == ["existing"])
        #expect(scratch.contents(scratch.file("existing")) == [])
    }

    // MARK: - Owners (item 13)

    @Test(.enabled(if: geteuid() == 0, "needs root to write another user's file"))
    func rootKeepsTheOwnerOfAUsersFile() throws {
        let scratch = try ScratchFolder()
        try scratch.write(Self.file, to: scratch.dataFile)
        // The user's own folder and file, in a folder anyone may pass through.
        chmod(scratch.path, 0o755)
        chown(scratch.path + "/data", 65_534, 65_534)
        chown(scratch.dataFile, 65_534, 65_534)

        let outcome = try RealBinary.run(["check", "Lesen", "--date", "\(Self.day)"], in: scratch)

        #expect(outcome.status == 0)
        for file in [scratch.dataFile, scratch.backupFile, scratch.dataFile + ".lock"] {
            var info = stat()
            #expect(stat(file, &info) == 0)
            #expect(info.st_uid == 65_534 && info.st_gid == 65_534, "\(file) stays the user's")
        }
        // And the user can go on: nobody changes the file that root wrote.
        let next = try RealBinary.run(
            ["uncheck", "Lesen", "--date", "\(Self.day)"], in: scratch,
            launcher: ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"])
        #expect(next.status == 0, "\(next.stderr)")
    }

    // MARK: - A named file that does not exist (item 18)

    @Test(arguments: [["todo"], ["list"], ["names"], ["status", "Lesen"], ["export"], ["show"], ["stats"]])
    func aMistypedDataFileIsReportedByReadingCommands(_ command: [String]) throws {
        let scratch = try ScratchFolder()
        var environment = RealBinary.environment(for: scratch)
        environment["HABIT_FILE"] = scratch.file("typo/habits.jsn")

        let outcome = try RealBinary.run(command, in: scratch, environment: environment)

        #expect(outcome.status == 3)  // not 0 ("nothing open"), so a cron reminder notices
        #expect(outcome.stderr.hasPrefix("habit: \(scratch.file("typo/habits.jsn")) does not exist;"))
        #expect(Self.kind(of: scratch.file("typo")) == nil)  // nothing was created
    }

    @Test func aNamedDataFileIsCreatedByAWritingCommand() throws {
        let scratch = try ScratchFolder()
        let add = try RealBinary.run(["--file", scratch.file("new/habits.json"), "add", "Lesen"], in: scratch)
        #expect(add.status == 0)
        #expect(HabitFiles.decode(scratch.bytes(scratch.file("new/habits.json")) ?? [])?.habits.count == 1)
    }

    @Test func theDefaultLocationStartsEmpty() throws {
        let scratch = try ScratchFolder()
        let environment = ["HOME": scratch.file("home"), "LANG": "C.UTF-8", "TZ": "UTC"]

        let outcome = try RealBinary.run(["todo"], in: scratch, environment: environment)

        #expect(outcome.status == 0)  // nothing to do yet: no habits
        #expect(outcome.stderr.isEmpty)
    }
}

/// An exclusive `flock` held by the test process on a lock file, as a stopped `habit` would.
final class LockHolder {
    private let descriptor: Int32

    init(_ path: String) throws {
        descriptor = open(path, O_RDWR | O_CREAT, 0o600)
        guard descriptor >= 0, flock(descriptor, LOCK_EX) == 0 else { throw ScratchError.cannotCreate(path) }
    }

    /// Lets the lock go.
    func release() {
        flock(descriptor, LOCK_UN)
    }

    deinit {
        close(descriptor)
    }
}
