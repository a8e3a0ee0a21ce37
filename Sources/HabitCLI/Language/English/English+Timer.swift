import HabitCore

extension English {
    /// What `habit remind --install` and `--uninstall` say.
    func text(_ message: TimerMessage) -> String {
        switch message {
        case .badInterval(let text, let minutes):
            return "“\(quoted(text))” is not an interval for --every; write minutes from \(minutes.lowerBound) to "
                + "\(minutes.upperBound), such as 15m, or 1h."
        case .badClockTime(let text): return "“\(quoted(text))” is not a time for --at; write HH:MM, such as 20:00."
        case .conflictingOptions(let first, let second):
            return "\(first) and \(second) do not go together; choose one of them."
        case .onlyWithInstall(let option):
            return "\(option) sets up the timer and goes with --install: habit remind --install \(option) …"
        case .onlyWithInstallOrUninstall(let option):
            return "\(option) chooses the timer for --install or --uninstall: habit remind --install \(option)"
        case .wroteFile(let path): return "Wrote \(quoted(path: path))."
        case .enabledTimer(let schedule):
            return "Enabled and started habit-remind.timer with systemctl --user: habit remind runs \(words(schedule))."
        case .timerUnchanged(let schedule):
            return "habit-remind.timer already runs habit remind \(words(schedule)); nothing changed."
        case .addedToCrontab(let schedule):
            return "Added habit remind to your crontab: it runs \(words(schedule)) (crontab -l shows the lines)."
        case .changedInCrontab(let schedule):
            return "Changed habit remind's lines in your crontab: it runs \(words(schedule)) now."
        case .crontabUnchanged(let schedule):
            return "Your crontab already runs habit remind \(words(schedule)); nothing changed."
        case .usingCrontab: return "systemctl --user does not answer here, so the timer goes in your crontab."
        case .disabledTimer: return "Stopped and disabled habit-remind.timer."
        case .removedFile(let path): return "Removed \(quoted(path: path))."
        case .removedFromCrontab: return "Removed habit remind's lines from your crontab; the rest of it is as it was."
        case .nothingToRemove: return "No timer of habit remind --install was found; nothing changed."
        case .leftAsItIs(let path):
            return "\(quoted(path: path)) was not written by habit remind --install; it is left as it is."
        case .wouldWriteFile(let path): return "Would write \(quoted(path: path)):"
        case .wouldRun(let command): return "Would run: \(command)"
        case .wouldInstallCrontab: return "Would install this crontab with crontab -:"
        case .wouldRemoveFile(let path): return "Would remove \(quoted(path: path))."
        case .noTimerProgram:
            return "Neither does systemctl --user answer nor is crontab installed; install cron (Debian: cron) "
                + "or run habit remind from a timer of your own."
        case .systemdNotAnswering:
            return "systemctl --user does not answer (no user service manager runs); use --cron, or --dry-run to see the units."
        case .noCrontabProgram: return "crontab is not installed (Debian: cron); install it or use --systemd."
        case .crontabUnreadable(let end):
            return "Your crontab could not be read: “crontab -l” \(words(end)); nothing was changed."
        case .crontabFailed(let command, let end):
            return "“\(command)” \(words(end)); your crontab is as it was."
        case .enableFailed(let command, let end):
            return "“\(command)” \(words(end)); the units are written, and habit remind --uninstall removes them."
        case .disableFailed(let command, let end):
            return "“\(command)” \(words(end)); see systemctl --user status habit-remind.timer."
        case .programNotStarted(let program, let reason):
            return "\(quoted(program)) could not be started (\(reason)); nothing was changed."
        case .unfinishedBlock(let line):
            return "Line \(line) of your crontab starts habit remind's lines, but their end line is missing; "
                + "remove them with crontab -e, then try again."
        case .fileNotOurs(let path):
            return "\(quoted(path: path)) exists and was not written by habit remind --install; move it away, then try again."
        case .noExecutable:
            return "Cannot tell where the habit binary is, for the timer to run it; run habit by its full path and try again."
        case .noUnitFolder:
            return "Cannot tell where the systemd units go because HOME is not set; set HOME or XDG_CONFIG_HOME."
        case .lineBreak(let text):
            return "\(quoted(path: text)) has a line break, which a crontab or a unit cannot hold; use a path without one."
        case .cronCommandTooLong(let length, let limit):
            return "The crontab line's command would be \(length) characters long, and cron takes at most \(limit); "
                + "shorten PATH or use --systemd."
        }
    }

    /// How often the timer runs `habit remind`.
    private func words(_ schedule: TimerSchedule) -> String {
        switch schedule {
        case .every(let minutes): return plural(minutes, one: "every minute", other: "every \(minutes) minutes")
        case .at(let time): return "every day at \(time) (with --now: everything still open)"
        }
    }

    /// How a program ended, after its command in quotes.
    private func words(_ end: ProgramEnd) -> String {
        switch end {
        case .status(let status): return "failed with exit status \(status)"
        case .statusSaying(let status, let said): return "failed with exit status \(status) (\(quoted(said)))"
        case .signal(let signal): return "was ended by signal \(signal)"
        case .timedOut(let seconds): return "did not finish within \(seconds) seconds and was stopped"
        }
    }
}
