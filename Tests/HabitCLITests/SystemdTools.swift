import Foundation
@testable import HabitSystem
import HabitTestSupport
@testable import HabitStore

/// `systemd-analyze`, to check what `habit remind --install` writes for systemd: the units with
/// `verify`, the calendar with `calendar`. Run in a scratch runtime folder, since no user
/// session manager needs to run for it.
enum SystemdTools {
    /// The path of `systemd-analyze`, `nil` when it is not installed.
    static let analyze: String? = ["/usr/bin/systemd-analyze", "/bin/systemd-analyze"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// What a run of `systemd-analyze` printed and how it ended.
    struct Result {
        let status: Int32
        let output: String
    }

    /// `systemd-analyze calendar EXPRESSION`.
    static func calendar(_ expression: String) throws -> Result {
        try run(["calendar", expression])
    }

    /// `systemd-analyze verify --user` of the unit files `paths`.
    static func verify(_ paths: [String]) throws -> Result {
        try run(["verify", "--user"] + paths)
    }

    private static func run(_ arguments: [String]) throws -> Result {
        let scratch = try ScratchFolder()
        let runtime = scratch.file("runtime")
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: analyze ?? "/usr/bin/systemd-analyze")
        process.arguments = arguments
        process.environment = [
            "PATH": "/usr/bin:/bin", "XDG_RUNTIME_DIR": runtime, "HOME": scratch.path, "SYSTEMD_LOG_LEVEL": "notice",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
