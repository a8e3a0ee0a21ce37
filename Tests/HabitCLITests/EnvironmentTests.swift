import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitStore
@testable import HabitCLI
@testable import HabitText

/// The world around `habit` going wrong: no home, a relative XDG folder, a read-only or full
/// disk, a device instead of a file, an unusual umask. Each gets a clear sentence, and no
/// habit or day is lost.
@Suite(.enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"))
struct EnvironmentTests {
    static let day = RealBinary.today.adding(days: -3)

    // MARK: - Where the data lives

    @Test(arguments: [
        ("no HOME at all", [String: String]()),
        ("a relative XDG_DATA_HOME and no HOME", ["XDG_DATA_HOME": "data"]),
        ("an empty HABIT_FILE and no HOME", ["HABIT_FILE": ""]),
    ])
    func withoutAHomeNothingIsWrittenAnywhere(_ name: String, _ variables: [String: String]) throws {
        let scratch = try ScratchFolder()
        let workingDirectory = scratch.file("cwd")
        try FileManager.default.createDirectory(atPath: workingDirectory, withIntermediateDirectories: true)
        let environment = variables.merging(["LANG": "C", "PATH": "/usr/bin:/bin"]) { $1 }

        let outcome = try RealBinary.run(
            ["add", "Lesen"], in: scratch, environment: environment, workingDirectory: workingDirectory)

        #expect(outcome.status == 3)  // a data error: there is nowhere to keep the data
        // One sentence that says why and what to do.
        #expect(
            outcome.stderr
                == "habit: Cannot tell where the data lives because HOME is not set; "
                + "set HABIT_FILE to the data file's path or use --file PATH.\n")
        #expect(scratch.contents(workingDirectory) == [])  // nothing was written where we stand
    }

    @Test func aRelativeHomeIsNamedAsNotAbsolute() throws {
        let scratch = try ScratchFolder()
        let workingDirectory = scratch.file("cwd")
        try FileManager.default.createDirectory(atPath: workingDirectory, withIntermediateDirectories: true)

        let outcome = try RealBinary.run(
            ["add", "Lesen"], in: scratch, environment: ["HOME": "home", "LANG": "C"], workingDirectory: workingDirectory)

        #expect(outcome.status == 3)
        // Not "HOME is not set": it is set, to something that is no absolute path.
        #expect(
            outcome.stderr
                == "habit: Cannot tell where the data lives because HOME is “home”, which is not an absolute path; "
                + "set HOME to a path starting with /, or HABIT_FILE to the data file's path, or use --file PATH.\n")
        #expect(scratch.contents(workingDirectory) == [])
    }

    @Test func aRelativeXDGDataHomeIsIgnoredAsTheSpecSays() throws {
        let scratch = try ScratchFolder()
        let workingDirectory = scratch.file("cwd")
        try FileManager.default.createDirectory(atPath: workingDirectory, withIntermediateDirectories: true)
        let environment = ["HOME": scratch.file("home"), "XDG_DATA_HOME": "relative/data", "LANG": "C"]

        let outcome = try RealBinary.run(
            ["add", "Lesen"], in: scratch, environment: environment, workingDirectory: workingDirectory)

        #expect(outcome.status == 0)
        // The data went to the default place under HOME, not below the working directory.
        #expect(scratch.bytes(scratch.file("home/.local/share/habit/habits.json")) != nil)
        #expect(scratch.contents(workingDirectory) == [])
    }

    @Test func anAbsoluteXDGDataHomeIsUsed() throws {
        let scratch = try ScratchFolder()
        let environment = ["HOME": scratch.file("home"), "XDG_DATA_HOME": scratch.file("xdg"), "LANG": "C"]

        let outcome = try RealBinary.run(["add", "Lesen"], in: scratch, environment: environment)

        #expect(outcome.status == 0)
        #expect(scratch.bytes(scratch.file("xdg/habit/habits.json")) != nil)  // $XDG_DATA_HOME/habit/habits.json
        #expect(scratch.bytes(scratch.file("home/.local/share/habit/habits.json")) == nil)  // not the default
    }

    // MARK: - Devices, read-only and full disks

    @Test(.enabled(if: LinuxOnly.hasDevFull, LinuxOnly.devFullReason), arguments: [["list"], ["check", "Lesen"]])
    func devFullIsNotAFile(_ command: [String]) throws {
        let scratch = try ScratchFolder()
        var environment = RealBinary.environment(for: scratch)
        environment["HABIT_FILE"] = "/dev/full"

        // /dev/full reads as endless zeros: reading it all would never end.
        let outcome = try RealBinary.run(command, in: scratch, environment: environment)

        #expect(outcome.status == 3)  // a data error, at once
        #expect(outcome.stderr.contains("/dev/full is not a regular file"))  // saying what it is
    }

    @Test(.enabled(if: TmpfsMount.isAvailable, TmpfsMount.skipReason))
    func aReadOnlyDiskRefusesChangesAndKeepsTheData() throws {
        let scratch = try ScratchFolder()
        let mount = try TmpfsMount("ro", in: scratch, kilobytes: 256)
        let dataFile = mount.path + "/habits.json"
        let file = Array(HabitFiles.text([("Lesen", [Self.day])]).utf8)
        try scratch.write(file, to: dataFile)
        try mount.remountReadOnly()
        var environment = RealBinary.environment(for: scratch)
        environment["HABIT_FILE"] = dataFile

        let list = try RealBinary.run(["list"], in: scratch, environment: environment)
        let check = try RealBinary.run(["check", "Lesen"], in: scratch, environment: environment)

        #expect(list.status == 0)  // reading still works
        #expect(list.stdout.contains("Lesen"))
        #expect(check.status == 3)  // a change is refused, as a data error
        // The sentence names the place and the reason, and says nothing changed.
        #expect(check.stderr.contains("Could not save \(dataFile)"))
        #expect(check.stderr.contains("Read-only file system. Nothing was changed."))
        #expect(scratch.bytes(dataFile) == file)  // the data is intact
    }

    @Test(.enabled(if: Privileges.canMakeFilesUnreadable, Privileges.unreadableSkipReason))
    func aFolderWithoutWritePermissionRefusesChanges() throws {
        let scratch = try ScratchFolder()
        let file = Array(HabitFiles.text([("Lesen", [])]).utf8)
        try scratch.write(file, to: scratch.dataFile)
        // As root, the binary runs as nobody, who owns the file but may not write the folder.
        chmod(scratch.path, 0o755)
        chmod(scratch.path + "/data", 0o555)
        if Privileges.isRoot { chown(scratch.dataFile, 65_534, 65_534) }

        let list = try RealBinary.run(["list"], in: scratch, launcher: Privileges.launcher)
        let check = try RealBinary.run(["check", "Lesen"], in: scratch, launcher: Privileges.launcher)

        #expect(list.status == 0)  // reading still works
        #expect(check.status == 3)  // a change is refused as a data error
        #expect(check.stderr.contains("Could not save \(scratch.dataFile)"))  // naming the place
        #expect(check.stderr.contains("Permission denied. Nothing was changed."))  // and the reason
        #expect(scratch.bytes(scratch.dataFile) == file)  // the data is intact
    }

    @Test(.enabled(if: TmpfsMount.isAvailable, TmpfsMount.skipReason))
    func aFullDiskRefusesTheChangeAndLosesNothing() throws {
        let scratch = try ScratchFolder()
        let mount = try TmpfsMount("small", in: scratch, kilobytes: 128)
        let dataFile = mount.path + "/habits.json"
        let file = Array(HabitFiles.text([("Lesen", [Self.day]), ("Meditieren", [])]).utf8)
        try scratch.write(file, to: dataFile)
        var environment = RealBinary.environment(for: scratch)
        environment["HABIT_FILE"] = dataFile
        #expect(mount.fill("filler") > 0)

        let check = try RealBinary.run(["check", "Lesen"], in: scratch, environment: environment)

        #expect(check.status == 3)  // refused as a data error
        #expect(check.stderr.contains("No space left on device. Nothing was changed."))  // with the reason
        #expect(scratch.bytes(dataFile) == file)  // the data is intact
        // No half-written temporary file is left to fill the disk further.
        #expect(scratch.contents(mount.path).filter { $0.contains(".tmp-") } == [])

        unlink(mount.path + "/filler")
        let retry = try RealBinary.run(["check", "Lesen"], in: scratch, environment: environment)
        #expect(retry.status == 0)  // with room again, the same command works
    }

    @Test(.enabled(if: TmpfsMount.isAvailable, TmpfsMount.skipReason))
    func roomForTheBackupButNotTheNewFileLosesNothing() throws {
        let scratch = try ScratchFolder()
        let mount = try TmpfsMount("small", in: scratch, kilobytes: 128)
        let dataFile = mount.path + "/habits.json"
        let file = Array(HabitFiles.text((0..<40).map { ("Habit \($0)", [Self.day]) }).utf8)
        try scratch.write(file, to: dataFile)
        var environment = RealBinary.environment(for: scratch)
        environment["HABIT_FILE"] = dataFile
        // Fill the disk, then free just the pages the backup needs, and not one more.
        let filled = mount.fill("filler")
        let backupPages = (file.count + 300 + 4095) / 4096
        #expect(truncate(mount.path + "/filler", off_t(filled - backupPages * 4096)) == 0)

        let check = try RealBinary.run(["check", "Habit 1"], in: scratch, environment: environment)
        let undo = try RealBinary.run(["undo"], in: scratch, environment: environment)

        #expect(check.status == 3)  // the backup was written, the new file was not: refused
        #expect(check.stderr.contains("Could not save \(dataFile): No space left on device"))
        #expect(scratch.bytes(dataFile) == file)  // the data is intact
        #expect(scratch.bytes(dataFile + ".bak") != nil)  // the backup was written
        // The backup holds what the data file holds, so there is nothing to undo, and undo
        // says so instead of "restoring" a change that never happened.
        #expect(undo.status == 3)
        #expect(undo.stderr.contains("Nothing to undo"))
        #expect(scratch.bytes(dataFile) == file)
    }

    @Test func aDataFileThatIsALinkStaysALink() throws {
        let scratch = try ScratchFolder()
        // The data kept with one's dotfiles, linked into place.
        let target = scratch.file("dotfiles/habits.json")
        try scratch.write(HabitFiles.text([("Lesen", [])]), to: target)
        try FileManager.default.createDirectory(atPath: scratch.path + "/data", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.dataFile, withDestinationPath: target)

        let check = try RealBinary.run(["check", "Lesen", "--date", "\(Self.day)"], in: scratch)

        #expect(check.status == 0)
        // The link is still a link, and the file it points to has the change.
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: scratch.dataFile)) == target)
        #expect(HabitFiles.decode(scratch.bytes(target) ?? [])?.habits.first?.isDone(on: Self.day) == true)
        // No temporary file is left beside the target; the backup and the lock live there too.
        #expect(scratch.contents(scratch.file("dotfiles")) == ["habits.json", "habits.json.bak", "habits.json.history", "habits.json.lock"])
    }

    // MARK: - Permissions

    @Test(arguments: [("umask 000", "000"), ("umask 022", "022"), ("umask 077", "077"), ("umask 277", "277")])
    func theDataIsReadableByItsOwnerOnlyWhateverTheUmask(_ name: String, _ umask: String) throws {
        let scratch = try ScratchFolder()
        chmod(scratch.path, 0o755)
        var environment = RealBinary.environment(for: scratch)
        environment["HABIT_FILE"] = scratch.file("new/deeper/habits.json")
        let launcher = ["/bin/sh", "-c", "umask \(umask) && exec \"$0\" \"$@\""]

        let add = try RealBinary.run(["add", "Lesen"], in: scratch, environment: environment, launcher: launcher)
        let check = try RealBinary.run(["check", "Lesen"], in: scratch, environment: environment, launcher: launcher)

        #expect(add.status == 0 && check.status == 0, "\(add.stderr)\(check.stderr)")
        // The data file, its backup and the lock: read and write for the owner, nothing for others.
        #expect(mode(of: scratch.file("new/deeper/habits.json")) == 0o600)
        #expect(mode(of: scratch.file("new/deeper/habits.json.bak")) == 0o600)
        #expect(mode(of: scratch.file("new/deeper/habits.json.lock")) == 0o600)
        // Folders habit created: only the owner may enter them.
        #expect(mode(of: scratch.file("new")) == 0o700)
        #expect(mode(of: scratch.file("new/deeper")) == 0o700)
        #expect(mode(of: scratch.path) == 0o755)  // a folder that was there is left as it was
    }

    @Test func aFileOthersCouldReadBecomesPrivateAtTheNextChange() throws {
        let scratch = try ScratchFolder()
        try scratch.write(HabitFiles.text([("Lesen", [])]), to: scratch.dataFile)
        chmod(scratch.dataFile, 0o644)

        let check = try RealBinary.run(["check", "Lesen"], in: scratch)

        #expect(check.status == 0)
        #expect(mode(of: scratch.dataFile) == 0o600)  // the new file is the owner's only
    }

    private func mode(of path: String) -> mode_t {
        var info = stat()
        guard stat(path, &info) == 0 else { return 0 }
        return info.st_mode & 0o777
    }
}
