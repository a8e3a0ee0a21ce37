import Foundation
import HabitSystem

/// A shell in a real terminal: a tmux server of its own (a private socket, no configuration),
/// driven with `send-keys` and read with `capture-pane -p`, killed at the end. The end-to-end
/// tests of `habit tui` and `habit-bench tui` both drive it.
///
/// Every tmux command runs with standard input, output and error on `/dev/null` or a file of its
/// own, never on a descriptor of the caller: the server that the first command starts would
/// otherwise hold the caller's output open and a test run would never end.
public final class TmuxTerminal {
    /// Where tmux is, `nil` when it is not installed.
    public static let path = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// The socket's name (`tmux -L`).
    public let socket = "habit-test-" + UUID().uuidString
    /// The folder of the caller: the data file, the shell's files.
    public let scratch: ScratchFolder
    /// The tmux executable.
    public let tmux: String

    /// Starts a 80 × 24 (or `columns` × `rows`) terminal running `bash` without start-up files,
    /// in `environment` only (and the prompt `tui$ `), and waits for its prompt.
    ///
    /// - Throws: ``TmuxError/notInstalled`` without tmux, ``TmuxError/noPrompt(_:)`` when the
    ///   shell's prompt did not come within 30 s.
    public init(scratch: ScratchFolder, environment: [String: String], columns: Int = 80, rows: Int = 24) throws {
        self.scratch = scratch
        guard let tmux = Self.path else { throw TmuxError.notInstalled }
        self.tmux = tmux
        let variables = (environment.merging(["PS1": "tui$ ", "TERM": "screen"]) { own, _ in own })
            .sorted { $0.key < $1.key }.map { Self.quoted("\($0.key)=\($0.value)") }
        let shell = "exec /usr/bin/env -i " + variables.joined(separator: " ") + " /bin/bash --norc --noprofile -i"
        _ = try run(["new-session", "-d", "-x", String(columns), "-y", String(rows), "-s", "t", shell])
        guard waitFor({ $0.contains("tui$") }) else { throw TmuxError.noPrompt(screen()) }
    }

    deinit {
        _ = try? run(["kill-server"])
    }

    /// `text` in single quotes for `sh`.
    public static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Runs `tmux -L socket -f /dev/null arguments` and waits for it (at most 30 s); what it
    /// printed.
    @discardableResult
    public func run(_ arguments: [String]) throws -> String {
        let output = scratch.file(".tmux-out-" + UUID().uuidString)
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: output) }
        // posix_spawn and waitpid, not Process: nothing of the caller's is passed on or waited on.
        let pid: pid_t
        do {
            pid = try SilentSpawn.start(
                tmux, arguments: ["-L", socket, "-f", "/dev/null"] + arguments,
                environment: ProcessInfo.processInfo.environment, output: output)
        } catch {
            throw TmuxError.cannotStart(error.code)
        }
        let deadline = Date().addingTimeInterval(30)
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            guard Date() < deadline else {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                throw TmuxError.hung(arguments)
            }
            usleep(2_000)
        }
        return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    }

    /// Types `text` as it is.
    public func type(_ text: String) throws {
        try run(["send-keys", "-t", "t", "-l", "--", text])
    }

    /// Presses keys by tmux's names (`Enter`, `Space`, `C-c`, `Escape`, `Up`).
    public func press(_ keys: String...) throws {
        try run(["send-keys", "-t", "t"] + keys)
    }

    /// The text on the screen now; with `escapes`, with its colours and attributes as escape
    /// sequences.
    public func screen(escapes: Bool = false) -> String {
        (try? run(["capture-pane", "-p"] + (escapes ? ["-e"] : []) + ["-t", "t"])) ?? ""
    }

    /// Waits until `condition` holds for the screen, looking again every 20 ms for at most
    /// `timeout` seconds; whether it came.
    public func waitFor(timeout: Double = 30, _ condition: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition(screen()) { return true }
            usleep(20_000)
        }
        return false
    }

    /// Waits until the screen shows `text`.
    public func waitFor(_ text: String, timeout: Double = 30) -> Bool {
        waitFor(timeout: timeout) { $0.contains(text) }
    }

    /// Waits until the file `name` in the scratch folder has a line (ending in a newline); its
    /// text without that newline, `nil` after `timeout` seconds.
    public func waitForFile(_ name: String, timeout: Double = 30) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = scratch.text(name), text.hasSuffix("\n") { return String(text.dropLast()) }
            usleep(20_000)
        }
        return nil
    }

    /// A tmux command did not end, could not start, or the shell did not come.
    public enum TmuxError: Error {
        /// No tmux in the places looked at (``TmuxTerminal/path``).
        case notInstalled
        /// The shell's prompt did not appear; the screen.
        case noPrompt(String)
        /// This tmux command did not end within 30 s.
        case hung([String])
        /// `posix_spawn` failed with this code.
        case cannotStart(Int32)
    }
}
