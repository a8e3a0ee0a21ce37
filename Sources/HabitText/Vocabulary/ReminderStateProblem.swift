/// Why `habit remind` cannot record what it sends in its state file (or the lock beside it);
/// exit code 3. Each case names the file it found wrong, and only that file.
public enum ReminderStateProblem: Error, Equatable, Sendable {
    /// A folder stands where the file should be.
    case folder(path: String)
    /// A symbolic link stands there, which `habit` never follows for a file it writes.
    case symbolicLink(path: String)
    /// Something that is neither a file nor a folder: a device, a pipe, a socket.
    case notAFile(path: String)
    /// Creating its folder, the file or its lock failed, for `reason`.
    case cannotWrite(path: String, reason: String)
    /// Another `habit remind` held the state file's lock for `seconds` seconds.
    case lockTimeout(path: String, seconds: Double)
}

extension ReminderStateProblem: ReportedError {
    /// A state file that cannot be used is the data's problem: exit 3.
    public var exitCode: ExitCode { .data }

    /// The sentence for the problem (`ReminderMessage.stateFile`).
    public func sentence(in language: LanguageTable) -> String {
        language.text(ReminderMessage.stateFile(self))
    }
}
