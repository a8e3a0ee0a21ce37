import HabitCore
@testable import HabitText

@testable import HabitStore
@testable import HabitSystem
@testable import HabitCLI

extension MessageSamples {
    /// What `habit remind --install` and `--uninstall` say.
    static let timer: [TimerMessage] = {
        let path = "/home/me/.config/systemd/user/habit-remind.timer"
        let schedules: [TimerSchedule] = [.every(minutes: 1), .every(minutes: 15), .at(ClockTime(hour: 20, minute: 0)!)]
        let ends: [ProgramEnd] = [
            .status(1), .statusSaying(1, "new crontab file is missing newline before EOF, can't install."), .signal(9),
            .timedOut(seconds: 30),
        ]
        return [
            .badInterval("0m", minutes: TimerSchedule.minutes), .badInterval("90s", minutes: TimerSchedule.minutes),
            .badClockTime("25:00"), .conflictingOptions("--every", "--at"), .onlyWithInstall("--every"),
            .onlyWithInstallOrUninstall("--cron"), .wroteFile(path: path),
        ]
            + schedules.flatMap { schedule -> [TimerMessage] in
                [
                    .enabledTimer(schedule: schedule), .timerUnchanged(schedule: schedule), .addedToCrontab(schedule: schedule),
                    .changedInCrontab(schedule: schedule), .crontabUnchanged(schedule: schedule),
                ]
            } + [
                .usingCrontab, .disabledTimer, .removedFile(path: path), .removedFromCrontab, .nothingToRemove,
                .leftAsItIs(path: path), .wouldWriteFile(path: path), .wouldRun(command: "systemctl --user daemon-reload"),
                .wouldInstallCrontab, .wouldRemoveFile(path: path), .noTimerProgram, .systemdNotAnswering, .noCrontabProgram,
            ]
            + ends.flatMap { end -> [TimerMessage] in
                [
                    .crontabUnreadable(end: end), .crontabFailed(command: "crontab -", end: end),
                    .enableFailed(command: "systemctl --user enable --now habit-remind.timer", end: end),
                    .disableFailed(command: "systemctl --user disable --now habit-remind.timer", end: end),
                ]
            } + [
                .programNotStarted(program: "crontab", reason: "Permission denied"), .unfinishedBlock(line: 3),
                .fileNotOurs(path: path), .noExecutable, .noUnitFolder, .lineBreak("/home/me/two\nlines.json"),
                .cronCommandTooLong(length: 1204, limit: CrontabBlock.commandLimit),
            ]
    }()
}
