import HabitCore
import HabitStore
import HabitSystem
import HabitText
import HabitFormat

/// Sets up and takes away the timer that runs `habit remind`: writes the systemd user units and
/// enables them with `systemctl --user`, or edits the user's crontab through `crontab -l` and
/// `crontab -`; with `dryRun`, prints what it would write and run instead. Every line it prints
/// says what it did.
struct TimerInstaller {
    /// The environment the programs run with and the job's variables come from.
    let environment: [String: String]
    /// The language the lines are worded in.
    let language: LanguageTable
    /// The style of notices on standard error.
    let errorStyle: Style
    /// Whether to print instead of changing anything.
    let dryRun: Bool

    /// How long `crontab` and `systemctl` may take, in seconds.
    static let timeout = 30.0

    /// What the run printed so far.
    private(set) var output = Output()

    /// The installer for `context`.
    init(context: CommandContext, dryRun: Bool) {
        environment = context.environment
        language = context.language
        errorStyle = context.presentation.errorStyle
        self.dryRun = dryRun
    }

    // MARK: Installing

    /// Sets up the timer running `job` on `schedule`, of `kind` (`nil`: systemd when
    /// `systemctl --user` answers, else cron).
    mutating func install(_ job: TimerJob, schedule: TimerSchedule, kind: TimerKind?) throws(Failure) {
        switch kind {
        case .systemd:
            if !dryRun, !systemdAnswers() { throw .timer(.systemdNotAnswering) }
            try installUnits(SystemdUnits(job: job, schedule: schedule), schedule: schedule)
        case .cron:
            try installCrontab(CrontabBlock(job: job, schedule: schedule), schedule: schedule)
        case nil:
            if systemdAnswers() {
                try installUnits(SystemdUnits(job: job, schedule: schedule), schedule: schedule)
            } else if hasCrontab {
                say(.usingCrontab)
                try installCrontab(CrontabBlock(job: job, schedule: schedule), schedule: schedule)
            } else {
                throw .timer(.noTimerProgram)
            }
        }
    }

    private mutating func installUnits(_ units: SystemdUnits, schedule: TimerSchedule) throws(Failure) {
        guard let folder = SystemdUnits.folder(environment: environment) else { throw .timer(.noUnitFolder) }
        // Every file is checked before any is written: one that is not ours stops it all.
        var changed: [(path: String, text: String)] = []
        for file in units.files {
            let path = folder + "/" + file.name
            switch try read(path) {
            case .some(let text) where text == file.text: continue
            case .some(let text) where !SystemdUnits.isOurs(text): throw .timer(.fileNotOurs(path: path))
            default: changed.append((path, file.text))
            }
        }
        let commands = (changed.isEmpty ? [] : [["daemon-reload"]]) + [["enable", "--now", SystemdUnits.timerName]]
        if dryRun {
            for file in changed {
                say(.wouldWriteFile(path: file.path))
                output.stdout += file.text
            }
            for command in commands { say(.wouldRun(command: Self.systemctlLine(command))) }
            if changed.isEmpty { say(.timerUnchanged(schedule: schedule)) }
            return
        }
        for file in changed {
            try Failure.fromStore { () throws(StoreError) in
                try AtomicFile.createFolders(for: file.path)
                try AtomicFile.write(Array(file.text.utf8), to: file.path)
            }
            say(.wroteFile(path: file.path))
        }
        for command in commands {
            if let end = runSystemctl(command) { throw .timer(.enableFailed(command: Self.systemctlLine(command), end: end)) }
        }
        say(changed.isEmpty ? .timerUnchanged(schedule: schedule) : .enabledTimer(schedule: schedule))
    }

    private mutating func installCrontab(_ block: CrontabBlock, schedule: TimerSchedule) throws(Failure) {
        guard hasCrontab else { throw .timer(.noCrontabProgram) }
        guard block.command.utf8.count <= CrontabBlock.commandLimit else {
            throw .timer(.cronCommandTooLong(length: block.command.utf8.count, limit: CrontabBlock.commandLimit))
        }
        let old = try readCrontab()
        let new: String
        let present: Bool
        do throws(CrontabBlock.Problem) {
            present = try CrontabBlock.isPresent(in: old)
            new = try block.installed(in: old)
        } catch {
            throw .timer(Self.message(for: error))
        }
        guard new != old else {
            say(.crontabUnchanged(schedule: schedule))
            return
        }
        if dryRun {
            say(.wouldInstallCrontab)
            output.stdout += new
            return
        }
        try writeCrontab(new)
        say(present ? .changedInCrontab(schedule: schedule) : .addedToCrontab(schedule: schedule))
    }

    // MARK: Uninstalling

    /// Takes away what `--install` set up, of `kind` (`nil`: both kinds, wherever found).
    mutating func uninstall(kind: TimerKind?) throws(Failure) {
        var found = false
        if kind != .cron { found = try uninstallUnits(required: kind == .systemd) || found }
        if kind != .systemd, hasCrontab || kind == .cron {
            guard hasCrontab else { throw .timer(.noCrontabProgram) }
            found = try uninstallCrontab() || found
        }
        if !found { say(.nothingToRemove) }
    }

    /// Removes the units `--install` wrote; whether there were any.
    private mutating func uninstallUnits(required: Bool) throws(Failure) -> Bool {
        guard let folder = SystemdUnits.folder(environment: environment) else {
            if required { throw .timer(.noUnitFolder) }
            return false
        }
        var ours: [String] = []
        for name in [SystemdUnits.timerName, SystemdUnits.serviceName] {
            let path = folder + "/" + name
            guard let text = try read(path) else { continue }
            if SystemdUnits.isOurs(text) {
                ours.append(path)
            } else {
                notice(.leftAsItIs(path: path))
            }
        }
        guard !ours.isEmpty else { return false }
        let answers = systemdAnswers()
        let timerIsOurs = ours.contains(folder + "/" + SystemdUnits.timerName)
        // The link `enable` made, for when there is no systemctl to disable the timer.
        let link = folder + "/timers.target.wants/" + SystemdUnits.timerName
        let stop = answers && timerIsOurs ? [["disable", "--now", SystemdUnits.timerName]] : []
        let reload = answers ? [["daemon-reload"]] : []
        if dryRun {
            for command in stop { say(.wouldRun(command: Self.systemctlLine(command))) }
            if !answers, timerIsOurs, Self.isLink(link) { say(.wouldRemoveFile(path: link)) }
            for path in ours { say(.wouldRemoveFile(path: path)) }
            for command in reload { say(.wouldRun(command: Self.systemctlLine(command))) }
            return true
        }
        for command in stop {
            if let end = runSystemctl(command) { throw .timer(.disableFailed(command: Self.systemctlLine(command), end: end)) }
            say(.disabledTimer)
        }
        if !answers, timerIsOurs, Self.isLink(link) { try remove(link) }
        for path in ours { try remove(path) }
        for command in reload {
            if let end = runSystemctl(command) { throw .timer(.disableFailed(command: Self.systemctlLine(command), end: end)) }
        }
        return true
    }

    /// Removes the crontab's lines of `--install`; whether there were any.
    private mutating func uninstallCrontab() throws(Failure) -> Bool {
        let old = try readCrontab()
        let new: String
        do throws(CrontabBlock.Problem) {
            new = try CrontabBlock.removed(from: old)
        } catch {
            throw .timer(Self.message(for: error))
        }
        guard new != old else { return false }
        if dryRun {
            if new.isEmpty {
                say(.wouldRun(command: "crontab -r"))
            } else {
                say(.wouldInstallCrontab)
                output.stdout += new
            }
            return true
        }
        try writeCrontab(new)
        say(.removedFromCrontab)
        return true
    }

    // MARK: The programs

    /// Whether `systemctl --user` answers: a user service manager runs and can be reached.
    private func systemdAnswers() -> Bool {
        let probe = ChildProcess(
            executable: "systemctl", arguments: ["--user", "show-environment"], environment: environment, timeout: Self.timeout)
        guard case .success(let finished) = probe.run() else { return false }
        return finished.succeeded
    }

    /// Whether `crontab` is on `PATH`.
    private var hasCrontab: Bool {
        ChildProcess.find(executable: "crontab", in: environment["PATH"]) != nil
    }

    /// Runs `systemctl --user` with `arguments`; how it ended when that was not well.
    private func runSystemctl(_ arguments: [String]) -> ProgramEnd? {
        let process = ChildProcess(
            executable: "systemctl", arguments: ["--user"] + arguments, environment: environment, timeout: Self.timeout)
        switch process.run() {
        case .success(let finished): return Self.end(of: finished)
        case .failure(let error): return Self.end(of: error)
        }
    }

    /// The user's crontab: empty when there is none.
    private func readCrontab() throws(Failure) -> String {
        let process = ChildProcess(executable: "crontab", arguments: ["-l"], environment: environment, timeout: Self.timeout)
        switch process.run() {
        case .success(let finished):
            if finished.succeeded { return String(decoding: finished.output, as: UTF8.self) }
            // "no crontab for USER", on standard error with status 1: an empty crontab.
            let said = String(decoding: finished.errorOutput, as: UTF8.self)
            if finished.termination == .exited(1), said.hasPrefix("no crontab for") { return "" }
            throw .timer(.crontabUnreadable(end: Self.end(of: finished) ?? .status(0)))
        case .failure(let error):
            throw .timer(Self.startFailure(error) ?? .crontabUnreadable(end: Self.end(of: error) ?? .status(0)))
        }
    }

    /// Installs `text` as the user's crontab (`crontab -`), or removes the crontab when `text`
    /// is empty (`crontab -r`).
    private func writeCrontab(_ text: String) throws(Failure) {
        let arguments = text.isEmpty ? ["-r"] : ["-"]
        let process = ChildProcess(
            executable: "crontab", arguments: arguments, environment: environment, input: Array(text.utf8),
            timeout: Self.timeout)
        let command = (["crontab"] + arguments).joined(separator: " ")
        switch process.run() {
        case .success(let finished):
            if let end = Self.end(of: finished) { throw .timer(.crontabFailed(command: command, end: end)) }
        case .failure(let error):
            throw .timer(Self.startFailure(error) ?? .crontabFailed(command: command, end: Self.end(of: error) ?? .status(0)))
        }
    }

    /// How `finished` ended when it did not exit with 0; `nil` when it did.
    private static func end(of finished: ChildProcess.Finished) -> ProgramEnd? {
        switch finished.termination {
        case .exited(0): return nil
        case .exited(let status): return finished.firstErrorLine.map { .statusSaying(status, $0) } ?? .status(status)
        case .signalled(let signal): return .signal(signal)
        }
    }

    /// How a program that did not run to its end ended, as a sentence says it.
    private static func end(of error: ChildProcessError) -> ProgramEnd? {
        switch error {
        case .timedOut(_, let seconds): return .timedOut(seconds: Int(seconds))
        case .failed(_, .exited(let status), let message): return message.map { .statusSaying(status, $0) } ?? .status(status)
        case .failed(_, .signalled(let signal), _): return .signal(signal)
        case .notFound, .cannotStart: return nil
        }
    }

    /// The failure of a program that could not be started.
    private static func startFailure(_ error: ChildProcessError) -> TimerMessage? {
        switch error {
        case .notFound(let name): return .programNotStarted(program: name, reason: SystemError.describe(ENOENT))
        case .cannotStart(let name, let code): return .programNotStarted(program: name, reason: SystemError.describe(code))
        case .timedOut, .failed: return nil
        }
    }

    /// `systemctl --user` with `arguments`, as a person would type it.
    private static func systemctlLine(_ arguments: [String]) -> String {
        (["systemctl", "--user"] + arguments).joined(separator: " ")
    }

    private static func message(for problem: CrontabBlock.Problem) -> TimerMessage {
        switch problem {
        case .unfinished(let line): return .unfinishedBlock(line: line)
        }
    }

    // MARK: Files and lines

    /// The text of the file at `path`, `nil` when there is none.
    private func read(_ path: String) throws(Failure) -> String? {
        let result = try Failure.fromStore { () throws(StoreError) in try AtomicFile.read(path) }
        switch result {
        case .missing: return nil
        case .contents(let bytes): return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Whether `path` is a symbolic link.
    private static func isLink(_ path: String) -> Bool {
        var facts = stat()
        return lstat(path, &facts) == 0 && facts.st_mode & S_IFMT == S_IFLNK
    }

    /// Removes the file at `path` and says so.
    private mutating func remove(_ path: String) throws(Failure) {
        guard unlink(path) == 0 || errno == ENOENT else {
            throw .store(.writeFailed(path: path, reason: SystemError.current()))
        }
        say(.removedFile(path: path))
    }

    /// Prints `message` on standard output.
    private mutating func say(_ message: TimerMessage) {
        output.print(language.text(message))
    }

    /// Writes `message` to standard error, as a notice.
    private mutating func notice(_ message: TimerMessage) {
        output.stderr += ErrorReport.line(language.text(message), style: errorStyle) + "\n"
    }
}
