import HabitStore
import HabitSystem
import HabitText
/// What the timer runs: the `habit` binary by its absolute path, its arguments, and the
/// environment `habit remind` needs to find what the user's shell finds (programs on `PATH`, the
/// time zone, the data file, the language, the config and state folders), written into the
/// crontab line or the service itself, so that nothing else needs setting.
struct TimerJob: Equatable, Sendable {
    /// The absolute path of the `habit` binary.
    let executable: String
    /// The arguments after it: `remind`, or `remind --now`, and the options given to
    /// `--install` that the job keeps (`--via mail`, `--tag morgens`).
    let arguments: [String]
    /// The variables the job is run with, in the order they are written.
    let environment: [(name: String, value: String)]

    /// The variables copied from the environment of `habit remind --install` when they are set
    /// (besides `PATH`, which is always written, and the data file, which is written resolved).
    static let copiedVariables = [
        "TZ", "HABIT_LANGUAGE", "LANG", "LC_ALL", "LC_MESSAGES", "XDG_CONFIG_HOME", "XDG_STATE_HOME",
    ]

    /// `PATH` when the environment has none: what cron itself would use, and more.
    static let fallbackPath = "/usr/local/bin:/usr/bin:/bin"

    /// The job that runs `executable` on `schedule` with `options` after its arguments, for the
    /// data file `dataFile` (an absolute path), with the variables of `environment` that matter.
    init(
        executable: String, schedule: TimerSchedule, options: [String] = [], dataFile: String,
        environment: [String: String]
    ) {
        self.executable = executable
        arguments = schedule.remindArguments + options
        var variables: [(name: String, value: String)] = [
            ("PATH", environment["PATH"].flatMap { $0.isEmpty ? nil : Self.withoutRepeats($0) } ?? Self.fallbackPath)
        ]
        for name in Self.copiedVariables {
            guard let value = environment[name], !value.isEmpty else { continue }
            variables.append((name, value))
        }
        variables.append(("HABIT_FILE", dataFile))
        self.environment = variables
    }

    /// `path` with each folder once: a folder listed again later is left out there, the first
    /// occurrence kept and the order otherwise unchanged ("/a:/b:/a:/c" is "/a:/b:/c").
    static func withoutRepeats(_ path: String) -> String {
        var seen: Set<Substring> = []
        return path.split(separator: ":", omittingEmptySubsequences: false).filter { seen.insert($0).inserted }
            .joined(separator: ":")
    }

    static func == (left: TimerJob, right: TimerJob) -> Bool {
        left.executable == right.executable && left.arguments == right.arguments
            && left.environment.map(\.name) == right.environment.map(\.name)
            && left.environment.map(\.value) == right.environment.map(\.value)
    }

    /// Whether `text` can be written on one line (of a crontab, of a unit): it holds no line
    /// break and no NUL.
    static func isOneLine(_ text: String) -> Bool {
        !text.unicodeScalars.contains { $0 == "\n" || $0 == "\r" || $0 == "\0" }
    }

    /// The command of the crontab line, as `/bin/sh` runs it after cron: each variable set for
    /// this command alone (`PATH=… TZ=… /usr/bin/habit remind`, so that the rest of the crontab
    /// is not changed by them), each word quoted for the shell where needed, and every `%`, which
    /// cron would turn into a line break, escaped as `\%`.
    var cronCommand: String {
        let words =
            environment.map { $0.name + "=" + Self.shellQuoted($0.value) } + ([executable] + arguments).map(Self.shellQuoted)
        return words.joined(separator: " ").replacing("%", with: "\\%")
    }

    /// The unit's `Environment=` value: each assignment in double quotes, as systemd reads them
    /// (`%`, which starts a specifier, doubled).
    var systemdEnvironment: String {
        environment.map { "\"" + Self.systemdEscaped($0.name + "=" + $0.value) + "\"" }.joined(separator: " ")
    }

    /// The unit's `ExecStart=` value: the binary's path and the arguments, each in double quotes
    /// where it is not plain, `$` (which starts a variable there) doubled as well as `%`.
    var systemdExecStart: String {
        ([executable] + arguments).map { word in
            let escaped = Self.systemdEscaped(word).replacing("$", with: "$$")
            return word.allSatisfy(Self.isPlain) ? escaped : "\"" + escaped + "\""
        }.joined(separator: " ")
    }

    /// Characters a word may have and stay unquoted, for the shell and for systemd alike.
    private static func isPlain(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || "/._-+:,@=".contains(character))
    }

    /// `word` as the shell reads it back: as it is when it is plain, else in single quotes (a
    /// single quote in it written as `'\''`).
    static func shellQuoted(_ word: String) -> String {
        guard word.isEmpty || !word.allSatisfy(isPlain) else { return word }
        return "'" + word.replacing("'", with: "'\\''") + "'"
    }

    /// `text` as systemd reads it back inside double quotes: `\\` and `"` escaped, `%` doubled.
    static func systemdEscaped(_ text: String) -> String {
        text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"").replacing("%", with: "%%")
    }
}
