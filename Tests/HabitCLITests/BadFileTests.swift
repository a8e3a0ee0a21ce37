import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitStore
@testable import HabitCLI
@testable import HabitText

/// A data file `habit` cannot read is reported in one sentence that names the file and the
/// problem, with exit code 3, and is left byte for byte as it was: nothing ever overwrites a
/// file it could not read, not even a command that would change it.
///
/// Run in-process at a fixed moment (``TestWorld``); a few cases go through the real binary too,
/// for the exit code and the streams as a shell sees them.
struct BadFileTests {
    /// A broken data file and the words the error must contain.
    struct BadFile: CustomTestStringConvertible, Sendable {
        let name: String
        let bytes: [UInt8]
        let problem: String
        var testDescription: String { name }

        init(_ name: String, _ text: String, problem: String) {
            self.init(name, bytes: Array(text.utf8), problem: problem)
        }

        init(_ name: String, bytes: [UInt8], problem: String) {
            self.name = name
            self.bytes = bytes
            self.problem = problem
        }
    }

    /// A good habit as JSON, with fields replaced by `changes`.
    static func habitJSON(_ changes: [String: String] = [:], id: String = "6F9619FF-8B86-D011-B42D-00CF4FC964FF") -> String {
        var fields = [
            "color": "\"purple\"", "created": "\"2026-11-01\"", "done": "[\"2026-11-20/2026-11-25\"]", "icon": "\"🧠\"",
            "id": "\"\(id)\"", "name": "\"Meditieren\"",
        ]
        for (key, value) in changes { fields[key] = value }
        return "{" + fields.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
    }

    /// A file holding `habits` (JSON texts) in format version 1.
    static func file(_ habits: String...) -> String {
        "{\"habits\": [" + habits.joined(separator: ", ") + "], \"version\": 1}"
    }

    static let today = Fixed.today
    static let validFile = Array(file(habitJSON()).utf8)

    static let cases: [BadFile] = {
        var cases = [
            BadFile("empty file", "", problem: "the file is empty"),
            BadFile("only whitespace", "  \n\t\n", problem: "the file is empty"),
            BadFile("plain text", "Meditieren, Lesen\n", problem: "line 1, column 1: unexpected character “M”"),
            BadFile("YAML instead of JSON", "habits:\n  - name: Lesen\n", problem: "line 1, column 1"),
            BadFile("a list at the top", "[]", problem: "“(top level)” should be an object"),
            BadFile("no version", "{\"habits\": []}", problem: "the key “version” is missing"),
            BadFile("no habits", "{\"version\": 1}", problem: "the key “habits” is missing"),
            BadFile("habits is an object", "{\"habits\": {}, \"version\": 1}", problem: "“habits” should be a list"),
            BadFile("a habit is a string", file("\"Lesen\""), problem: "“habits[0]” should be an object"),
            BadFile("version is a string", "{\"habits\": [], \"version\": \"1\"}", problem: "“version” should be a whole number"),
            BadFile("version is a fraction", "{\"habits\": [], \"version\": 1.5}", problem: "“version” should be a whole number"),
            BadFile("version 0", "{\"habits\": [], \"version\": 0}", problem: "“version” is “0”"),
            BadFile("a future version", "{\"habits\": [], \"version\": 5}", problem: "has format version 5"),
            BadFile("a future version of another shape", "{\"version\": 99, \"data\": 1}", problem: "has format version 99"),
            BadFile("a name that is a number", file(habitJSON(["name": "5"])), problem: "“habits[0].name” should be a string"),
            BadFile(
                "done is a string", file(habitJSON(["done": "\"2026-11-20\""])), problem: "“habits[0].done” should be a list"),
            BadFile(
                "a done entry is a number", file(habitJSON(["done": "[20261120]"])),
                problem: "“habits[0].done[0]” should be a string"),
            BadFile("a missing name", file(habitJSON(["name": "null"])), problem: "“habits[0].name” should be a string"),
            BadFile(
                "an id that is no UUID", file(habitJSON(["id": "\"42\""])), problem: "“habits[0].id” is “42”, which is not a UUID"
            ),
            BadFile(
                "a colour outside the palette", file(habitJSON(["color": "\"mauve\""])), problem: "“mauve”, which is not a colour"
            ),
            BadFile(
                "two habits with one id", file(habitJSON(), habitJSON(["name": "\"Lesen\""])),
                problem: "“habits[1].id” repeats the id"),
            BadFile(
                "two habits with one name in different case",
                file(habitJSON(), habitJSON(["name": "\"MEDITIEREN\""], id: "6F9619FF-8B86-D011-B42D-00CF4FC96400")),
                problem: "“habits[1].name” is “MEDITIEREN”, the name of an earlier habit"),
            BadFile(
                "a key twice", "{\"habits\": [], \"version\": 1, \"version\": 1}", problem: "the key “version” appears twice"),
            BadFile(
                "February 30 as a done day", file(habitJSON(["done": "[\"2026-02-30\"]"])),
                problem: "is “2026-02-30”, which is not a day"),
            BadFile(
                "February 30 as the created day", file(habitJSON(["created": "\"2026-02-30\""])),
                problem: "“habits[0].created” is “2026-02-30”"),
            BadFile(
                "a range that ends before it starts", file(habitJSON(["done": "[\"2026-11-25/2026-11-20\"]"])),
                problem: "which is not a day"),
            BadFile("a day in 1850", file(habitJSON(["done": "[\"1850-06-01\"]"])), problem: "before 1900"),
            BadFile("an empty name", file(habitJSON(["name": "\"  \""])), problem: "needs a name"),
            BadFile(
                "a line break in a name", file(habitJSON(["name": "\"Medi\\ntieren\""])),
                problem: "line break or control character"),
            BadFile(
                "a raw tab in a string", file(habitJSON(["name": "\"Medi\ttieren\""])),
                problem: "a control character inside a string"),
            BadFile("nested a thousand deep", "{\"habits\": " + String(repeating: "[", count: 1000), problem: "nested too deeply"),
            BadFile("a list at the top, however long", "[" + String(repeating: "1,", count: 100_000) + "1]", problem: "“(top level)” should be an object"),
            BadFile("text after the end", file(habitJSON()) + "\n}", problem: "text after the end"),
            BadFile("NUL bytes", bytes: [UInt8](repeating: 0, count: 1024), problem: "unexpected character “0x0”"),
            BadFile("invalid UTF-8 outside strings", bytes: [0xFF, 0xFE, 0x7B, 0x7D], problem: "unexpected character “0xFF”"),
            BadFile(
                "invalid UTF-8 in a name",
                bytes: Array(file(habitJSON(["name": "\"Medi\u{1}\""])).utf8).map { $0 == 1 ? 0xC3 : $0 },
                problem: "not valid UTF-8"),
        ]
        // Truncated at random places: a write that was not atomic, a full disk, a bad copy.
        var random = SeededRandom(seed: 7)
        for _ in 0..<8 {
            let offset = Int.random(in: 1..<(validFile.count - 1), using: &random)
            cases.append(
                BadFile("truncated after \(offset) bytes", bytes: Array(validFile[..<offset]), problem: "line 1, column"))
        }
        return cases
    }()

    /// Commands that read, and commands that would write, the file.
    static let commands: [[String]] = [
        ["list"], ["check", "Meditieren"], ["add", "Lesen"], ["rename", "Meditieren", "Sitzen"],
    ]

    @Test(arguments: cases, commands)
    func aBadFileIsReportedAndLeftAlone(_ bad: BadFile, command: [String]) throws {
        let world = try TestWorld()
        try world.folder.write(bad.bytes, to: world.file)

        let output = world.run(command)

        #expect(output.exitCode == .data)  // a data error
        #expect(output.stdout == "")  // nothing else is printed
        // One sentence, on one line, that names the file and the problem.
        #expect(output.stderr.split(separator: "\n").count == 1)
        #expect(output.stderr.contains(world.file))
        #expect(output.stderr.contains(bad.problem), "\(output.stderr)")
        // The file is byte for byte as it was, and no backup or temporary file appeared.
        #expect(world.folder.bytes(world.file) == bad.bytes)
        #expect(world.folder.contents().allSatisfy { $0 == "habits.json" || $0 == "habits.json.lock" })
    }

    @Test(
        .enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"),
        arguments: [cases[0], cases[2], cases[12]], [["list"], ["check", "Meditieren"]])
    func aBadFileThroughTheRealBinary(_ bad: BadFile, command: [String]) throws {
        let scratch = try ScratchFolder()
        try scratch.write(bad.bytes, to: scratch.dataFile)

        let outcome = try RealBinary.run(command, in: scratch)

        #expect(outcome.status == 3)  // the exit code a shell sees
        #expect(outcome.stdout == "")  // standard output stays empty
        #expect(outcome.stderr.hasPrefix("habit: \(scratch.dataFile)"))  // the sentence on standard error
        #expect(scratch.bytes(scratch.dataFile) == bad.bytes)  // and the file untouched
    }

    @Test func fiftyMegabytesOfJunkAreRefusedQuickly() throws {
        let world = try TestWorld()
        var random = SeededRandom(seed: 50)
        // Starts like a habit file, then random bytes: the parser must read into the junk.
        let junk = Array("{\"habits\": [{\"name\": \"".utf8) + random.bytes(50_000_000)
        try world.folder.write(junk, to: world.file)
        let start = Date()

        let output = world.run("check", "Meditieren")

        #expect(output.exitCode == .data)  // a data error
        #expect(output.stderr.contains("is not a valid habit file"))  // named as such
        #expect(Date().timeIntervalSince(start) < 20)  // and found quickly, even in a debug build
        #expect(world.folder.bytes(world.file) == junk)  // all 50 MB are left as they were
    }

    @Test func aFileLargerThanAnyHabitFileIsNotRead() throws {
        let world = try TestWorld()
        try world.folder.write("{\"habits\": [], \"version\": 1}", to: world.file)
        // 65 MiB without writing them: the rest of the file is a hole of zeros.
        #expect(truncate(world.file, off_t(AtomicFile.maximumSize + (1 << 20))) == 0)

        let output = world.run("check", "Meditieren")

        #expect(output.exitCode == .data)  // a data error
        // Named with its size and the limit.
        #expect(output.stderr.contains("\(world.file) is 68157440 bytes, larger than any habit file can be (at most 64 MiB)"))
        #expect(world.folder.bytes(world.file)?.count == AtomicFile.maximumSize + (1 << 20))  // not cut or replaced
    }

    @Test(arguments: [["list"], ["check", "Meditieren"]])
    func aFolderWhereTheFileShouldBeIsReported(_ command: [String]) throws {
        let world = try TestWorld()
        try FileManager.default.createDirectory(atPath: world.file + "/inside", withIntermediateDirectories: true)

        let output = world.run(command)

        #expect(output.exitCode == .data)  // a data error
        #expect(output.stderr == "habit: \(world.file) is a folder, not a data file; point HABIT_FILE or --file at a file.\n")
        #expect(world.folder.contents(world.file) == ["inside"])  // the folder is left as it was
    }

    @Test(
        .enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"),
        arguments: [["list"], ["check", "Meditieren"]])
    func aNamedPipeIsRefusedWithoutWaitingForAWriter(_ command: [String]) throws {
        let scratch = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: scratch.path + "/data", withIntermediateDirectories: true)
        #expect(mkfifo(scratch.dataFile, 0o600) == 0)

        // The real binary: a hang is killed after a minute and fails here instead of stopping the suite.
        let outcome = try RealBinary.run(command, in: scratch)

        #expect(outcome.status == 3)  // a data error, at once
        #expect(outcome.stderr.contains("\(scratch.dataFile) is not a regular file"))
    }

    @Test(arguments: [["list"], ["check", "Meditieren"]])
    func aPathThroughAFileIsReported(_ command: [String]) throws {
        var world = try TestWorld()
        try world.folder.write("not a folder", to: "notes.txt")
        world.environment["HABIT_FILE"] = world.folder.file("notes.txt/habits.json")

        let output = world.run(command)

        #expect(output.exitCode == .data)  // a data error
        #expect(output.stderr.contains("notes.txt/habits.json"))  // naming the path
        #expect(output.stderr.contains("Not a directory"))  // and the problem
        #expect(world.folder.bytes("notes.txt") == Array("not a folder".utf8))  // untouched
    }

    @Test(
        .enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"),
        .enabled(if: Privileges.canMakeFilesUnreadable, Privileges.unreadableSkipReason),
        arguments: [["list"], ["check", "Meditieren"]])
    func anUnreadableFileIsReportedAndLeftAlone(_ command: [String]) throws {
        let scratch = try ScratchFolder()
        try scratch.write(Self.validFile, to: scratch.dataFile)
        // Root reads any file, so as root the binary runs as the user nobody instead.
        chmod(scratch.path, 0o755)
        chmod(scratch.path + "/data", 0o755)
        chmod(scratch.dataFile, 0o000)

        let outcome = try RealBinary.run(command, in: scratch, launcher: Privileges.launcher)

        #expect(outcome.status == 3)  // a data error
        #expect(outcome.stderr.contains(scratch.dataFile))  // naming the file
        #expect(outcome.stderr.contains("Permission denied"))  // and the problem
        chmod(scratch.dataFile, 0o600)
        #expect(scratch.bytes(scratch.dataFile) == Self.validFile)  // untouched
    }
}

/// Whether and how a test can take away a permission: root may read and write anything, so
/// as root the binary is started as the user nobody with `setpriv`.
enum Privileges {
    static let isRoot = geteuid() == 0
    static let setpriv = "/usr/bin/setpriv"

    /// Whether a file can be made unreadable for the binary.
    static let canMakeFilesUnreadable = !isRoot || FileManager.default.isExecutableFile(atPath: setpriv)

    static let unreadableSkipReason: Comment =
        "running as root without /usr/bin/setpriv: a file cannot be made unreadable to root"

    /// The command that starts the binary without root's privileges; empty when not root.
    static var launcher: [String] {
        isRoot ? [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", "--"] : []
    }
}
