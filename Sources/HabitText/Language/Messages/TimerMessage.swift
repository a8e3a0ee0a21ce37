import HabitCore

/// What `habit remind --install` and `habit remind --uninstall` say: what they set up or took
/// away, what `--dry-run` would write, and their refusals and failures.
public enum TimerMessage: Equatable, Sendable {
    /// An `--every` value that is no interval of `minutes` minutes: `0m`, `90s`.
    case badInterval(String, minutes: ClosedRange<Int>)
    /// An `--at` value that is no time of day: `25:00`.
    case badClockTime(String)
    /// Two options that do not go together, as typed: `--every` and `--at`.
    case conflictingOptions(String, String)
    /// An option that only `--install` takes (`--every`, `--at`), given without it.
    case onlyWithInstall(String)
    /// An option that only `--install` and `--uninstall` take (`--cron`, `--systemd`), given
    /// without either.
    case onlyWithInstallOrUninstall(String)
    /// A file written (a unit).
    case wroteFile(path: String)
    /// The timer enabled and started with `systemctl --user`, running `habit remind` on `schedule`.
    case enabledTimer(schedule: TimerSchedule)
    /// Installing again: the units were already these, and the timer is enabled.
    case timerUnchanged(schedule: TimerSchedule)
    /// The crontab's lines added.
    case addedToCrontab(schedule: TimerSchedule)
    /// The crontab's lines replaced by new ones (another schedule, another path).
    case changedInCrontab(schedule: TimerSchedule)
    /// Installing again: the crontab already had these lines.
    case crontabUnchanged(schedule: TimerSchedule)
    /// Without `--cron` or `--systemd`, `systemctl --user` did not answer: the crontab is used.
    case usingCrontab
    /// `--uninstall`: the timer stopped and disabled.
    case disabledTimer
    /// `--uninstall`: a file removed (a unit).
    case removedFile(path: String)
    /// `--uninstall`: the crontab's lines removed.
    case removedFromCrontab
    /// `--uninstall` found nothing that `--install` adds.
    case nothingToRemove
    /// `--uninstall`: a unit file of that name that `--install` did not write, kept.
    case leftAsItIs(path: String)
    /// `--dry-run`: the heading before the text of a file it would write.
    case wouldWriteFile(path: String)
    /// `--dry-run`: a command it would run.
    case wouldRun(command: String)
    /// `--dry-run`: the heading before the whole crontab it would install.
    case wouldInstallCrontab
    /// `--dry-run`: a file it would remove.
    case wouldRemoveFile(path: String)
    /// Neither `systemctl --user` answers nor is `crontab` installed.
    case noTimerProgram
    /// `--systemd`, but `systemctl --user` does not answer.
    case systemdNotAnswering
    /// `--cron`, but `crontab` is not installed.
    case noCrontabProgram
    /// `crontab -l` failed otherwise than for a user without a crontab: nothing was changed.
    case crontabUnreadable(end: ProgramEnd)
    /// Installing the edited crontab (`crontab -`, `crontab -r`) failed: it is as it was.
    case crontabFailed(command: String, end: ProgramEnd)
    /// `systemctl --user daemon-reload` or `enable --now` failed after the units were written.
    case enableFailed(command: String, end: ProgramEnd)
    /// `systemctl --user disable --now` (or the reload after removing the units) failed.
    case disableFailed(command: String, end: ProgramEnd)
    /// A program could not be started at all.
    case programNotStarted(program: String, reason: String)
    /// The crontab has the start comment on `line` without the end comment after it.
    case unfinishedBlock(line: Int)
    /// A unit file of that name exists and was not written by `--install`: nothing was changed.
    case fileNotOurs(path: String)
    /// The path of the running `habit` binary cannot be told.
    case noExecutable
    /// Neither `XDG_CONFIG_HOME` nor `HOME` is an absolute path: the units have no folder.
    case noUnitFolder
    /// A path or value the timer would need holds a line break, which no crontab line or unit
    /// line can hold.
    case lineBreak(String)
    /// The crontab line's command would be `length` characters, more than cron takes (`limit`).
    case cronCommandTooLong(length: Int, limit: Int)
}

extension LanguageTable {
    /// What `habit remind --install` and `--uninstall` say: the entry of the catalog (`timer.…`)
    /// each message picks, and its arguments, formatted for every language alike.
    public func text(_ message: TimerMessage) -> String {
        switch message {
        case .badInterval(let text, let minutes):
            return catalog.text(
                .timerBadInterval,
                ["text": quoted(text), "lowest": String(minutes.lowerBound), "highest": String(minutes.upperBound)])
        case .badClockTime(let text): return catalog.text(.timerBadClockTime, ["text": quoted(text)])
        case .conflictingOptions(let first, let second):
            return catalog.text(.timerConflictingOptions, ["first": first, "second": second])
        case .onlyWithInstall(let option): return catalog.text(.timerOnlyWithInstall, ["option": option])
        case .onlyWithInstallOrUninstall(let option): return catalog.text(.timerOnlyWithInstallOrUninstall, ["option": option])
        case .wroteFile(let path): return catalog.text(.timerWroteFile, ["path": quoted(path: path)])
        case .enabledTimer(let schedule): return catalog.text(.timerEnabledTimer, ["schedule": timerWords(schedule)])
        case .timerUnchanged(let schedule): return catalog.text(.timerTimerUnchanged, ["schedule": timerWords(schedule)])
        case .addedToCrontab(let schedule): return catalog.text(.timerAddedToCrontab, ["schedule": timerWords(schedule)])
        case .changedInCrontab(let schedule): return catalog.text(.timerChangedInCrontab, ["schedule": timerWords(schedule)])
        case .crontabUnchanged(let schedule): return catalog.text(.timerCrontabUnchanged, ["schedule": timerWords(schedule)])
        case .usingCrontab: return catalog.text(.timerUsingCrontab)
        case .disabledTimer: return catalog.text(.timerDisabledTimer)
        case .removedFile(let path): return catalog.text(.timerRemovedFile, ["path": quoted(path: path)])
        case .removedFromCrontab: return catalog.text(.timerRemovedFromCrontab)
        case .nothingToRemove: return catalog.text(.timerNothingToRemove)
        case .leftAsItIs(let path): return catalog.text(.timerLeftAsItIs, ["path": quoted(path: path)])
        case .wouldWriteFile(let path): return catalog.text(.timerWouldWriteFile, ["path": quoted(path: path)])
        case .wouldRun(let command): return catalog.text(.timerWouldRun, ["command": command])
        case .wouldInstallCrontab: return catalog.text(.timerWouldInstallCrontab)
        case .wouldRemoveFile(let path): return catalog.text(.timerWouldRemoveFile, ["path": quoted(path: path)])
        case .noTimerProgram: return catalog.text(.timerNoTimerProgram)
        case .systemdNotAnswering: return catalog.text(.timerSystemdNotAnswering)
        case .noCrontabProgram: return catalog.text(.timerNoCrontabProgram)
        case .crontabUnreadable(let end): return catalog.text(.timerCrontabUnreadable, ["end": timerWords(end)])
        case .crontabFailed(let command, let end):
            return catalog.text(.timerCrontabFailed, ["command": command, "end": timerWords(end)])
        case .enableFailed(let command, let end):
            return catalog.text(.timerEnableFailed, ["command": command, "end": timerWords(end)])
        case .disableFailed(let command, let end):
            return catalog.text(.timerDisableFailed, ["command": command, "end": timerWords(end)])
        case .programNotStarted(let program, let reason):
            return catalog.text(.timerProgramNotStarted, ["program": quoted(program), "reason": reason])
        case .unfinishedBlock(let line): return catalog.text(.timerUnfinishedBlock, ["line": String(line)])
        case .fileNotOurs(let path): return catalog.text(.timerFileNotOurs, ["path": quoted(path: path)])
        case .noExecutable: return catalog.text(.timerNoExecutable)
        case .noUnitFolder: return catalog.text(.timerNoUnitFolder)
        case .lineBreak(let text): return catalog.text(.timerLineBreak, ["path": quoted(path: text)])
        case .cronCommandTooLong(let length, let limit):
            return catalog.text(.timerCronCommandTooLong, ["length": String(length), "limit": String(limit)])
        }
    }

    /// How often the timer runs `habit remind` (`timer.schedule.…`).
    private func timerWords(_ schedule: TimerSchedule) -> String {
        switch schedule {
        case .every(1): return catalog.text(.timerScheduleEveryMinute)
        case .every(let minutes): return catalog.text(.timerScheduleEveryMinutes, count: minutes, ["count": String(minutes)])
        case .at(let time): return catalog.text(.timerScheduleAt, ["time": time.description])
        }
    }

    /// How a program ended, after its command in quotes (`timer.end.…`).
    private func timerWords(_ end: ProgramEnd) -> String {
        switch end {
        case .status(let status): return catalog.text(.timerEndStatus, ["status": String(status)])
        case .statusSaying(let status, let said):
            return catalog.text(.timerEndStatusSaying, ["status": String(status), "said": quoted(said)])
        case .signal(let signal): return catalog.text(.timerEndSignal, ["signal": String(signal)])
        case .timedOut(let seconds): return catalog.text(.timerEndTimedOut, ["seconds": String(seconds)])
        }
    }
}
