import HabitCore

/// What `habit remind` says: the summary it sends (its title and one line per open habit) and
/// its notices and failures.
public enum ReminderMessage: Equatable, Sendable {
    /// The summary's title: how many habits are still open today.
    case title(count: Int)
    /// A body line for an N-times-a-week habit: `times` more days this week, `daysLeft` days left.
    case timesLeft(name: String, times: Int, daysLeft: Int)
    /// A body line for an N-times-a-month habit: `times` more days this month, `daysLeft` days left.
    case timesLeftThisMonth(name: String, times: Int, daysLeft: Int)
    /// A body line for a goal of the day: `total` of `goal` (in `unit`) so far.
    case amountSoFar(name: String, total: Amount, goal: Amount, unit: String?)
    /// A body line for a weekly goal: `total` of `goal` (in `unit`) this week, `daysLeft` days left.
    case weekAmountSoFar(name: String, total: Amount, goal: Amount, unit: String?, daysLeft: Int)
    /// `--dry-run`: the heading before what would be sent, and how; what is sent is marked as
    /// sent, so that it is not sent again today.
    case wouldSend(via: ReminderVia)
    /// `--now --dry-run`: the heading before what would be sent, and how; `--now` marks nothing.
    case wouldSendNow(via: ReminderVia)
    /// `--dry-run` with nothing open or nothing whose time has come.
    case nothingToSend
    /// `notify` without `notify-send` installed: the reminder is printed instead.
    case noNotifySend
    /// `notify` without a desktop session (no session bus, no display): printed instead.
    case noSession
    /// `mail` without `sendmail` or `mail` installed: the reminder is printed instead.
    case noMailer
    /// `notify` or `mail`: the program ran but did not deliver (it failed, hung or did not
    /// start); the reminder is printed instead.
    case printedInstead(program: String)
    /// `command` without `remind-command` in the config file.
    case noRemindCommand(configPath: String)
    /// The program that delivers could not be started.
    case deliveryNotStarted(program: String, reason: String)
    /// The program that delivers ended with `status`; nothing was marked as sent.
    case deliveryFailed(program: String, status: Int32)
    /// The program that delivers was killed by signal `signal`; nothing was marked as sent.
    case deliveryKilled(program: String, signal: Int32)
    /// The program that delivers did not end within `seconds` and was stopped.
    case deliveryTimedOut(program: String, seconds: Int)
    /// The state file (or its lock) cannot be written: nothing is sent until it can.
    case stateFile(ReminderStateProblem)
    /// A `--remind` value that is no time: `25:00`.
    case badTime(String)
    /// A `--via` value that is no way to deliver.
    case badVia(String, choices: [String])
    /// A `remind-at` value in the config file that is no time.
    case badDefaultTime(String)
    /// `show`'s line of a habit's own reminder times.
    case timesLine(times: [String])
    /// `show`'s line of a habit with the default reminder time.
    case defaultTimeLine(time: String)
}

extension LanguageTable {
    /// What `habit remind` says: the entry of the catalog (`reminder.…`) each message picks, and
    /// its arguments, formatted for every language alike.
    public func text(_ message: ReminderMessage) -> String {
        switch message {
        case .title(let count): return catalog.text(.reminderTitle, count: count, ["count": String(count)])
        case .timesLeft(let name, let times, let daysLeft):
            return catalog.text(
                .reminderTimesLeft, ["name": name, "times": String(times), "daysLeft": reminderDaysLeft(daysLeft)])
        case .timesLeftThisMonth(let name, let times, let daysLeft):
            return catalog.text(
                .reminderTimesLeftThisMonth, ["name": name, "times": String(times), "daysLeft": reminderDaysLeft(daysLeft)])
        case .amountSoFar(let name, let total, let goal, let unit):
            return catalog.text(.reminderAmountSoFar, ["name": name, "total": number(total), "goal": measure(goal, unit)])
        case .weekAmountSoFar(let name, let total, let goal, let unit, let daysLeft):
            return catalog.text(
                .reminderWeekAmountSoFar,
                ["name": name, "total": number(total), "goal": measure(goal, unit), "daysLeft": reminderDaysLeft(daysLeft)])
        case .wouldSend(let via): return catalog.text(.reminderWouldSend, ["via": via.rawValue])
        case .wouldSendNow(let via): return catalog.text(.reminderWouldSendNow, ["via": via.rawValue])
        case .nothingToSend: return catalog.text(.reminderNothingToSend)
        case .noNotifySend: return catalog.text(.reminderNoNotifySend)
        case .noSession: return catalog.text(.reminderNoSession)
        case .noMailer: return catalog.text(.reminderNoMailer)
        case .printedInstead(let program): return catalog.text(.reminderPrintedInstead, ["program": quoted(program)])
        case .noRemindCommand(let path): return catalog.text(.reminderNoRemindCommand, ["path": quoted(path: path)])
        case .deliveryNotStarted(let program, let reason):
            return catalog.text(.reminderDeliveryNotStarted, ["program": quoted(program), "reason": reason])
        case .deliveryFailed(let program, let status):
            return catalog.text(.reminderDeliveryFailed, ["program": quoted(program), "status": String(status)])
        case .deliveryKilled(let program, let signal):
            return catalog.text(.reminderDeliveryKilled, ["program": quoted(program), "signal": String(signal)])
        case .deliveryTimedOut(let program, let seconds):
            return catalog.text(
                .reminderDeliveryTimedOut,
                [
                    "program": quoted(program),
                    "seconds": catalog.text(.reminderSeconds, count: seconds, ["count": String(seconds)]),
                ])
        case .stateFile(.folder(let path)): return catalog.text(.reminderStateFileFolder, ["path": quoted(path: path)])
        case .stateFile(.symbolicLink(let path)):
            return catalog.text(.reminderStateFileSymbolicLink, ["path": quoted(path: path)])
        case .stateFile(.notAFile(let path)): return catalog.text(.reminderStateFileNotAFile, ["path": quoted(path: path)])
        case .stateFile(.cannotWrite(let path, let reason)):
            return catalog.text(.reminderStateFileCannotWrite, ["path": quoted(path: path), "reason": reason])
        case .stateFile(.lockTimeout(let path, let seconds)):
            return catalog.text(.reminderStateFileLockTimeout, ["path": quoted(path: path), "seconds": self.seconds(seconds)])
        case .badTime(let text): return catalog.text(.reminderBadTime, ["text": quoted(text)])
        case .badVia(let text, let choices):
            return catalog.text(.reminderBadVia, ["text": quoted(text), "choices": reminderSeparated(choices)])
        case .badDefaultTime(let text): return catalog.text(.reminderBadDefaultTime, ["text": quoted(text)])
        case .timesLine(let times):
            return catalog.text(.reminderTimesLine, count: times.count, ["times": reminderSeparated(times)])
        case .defaultTimeLine(let time): return catalog.text(.reminderDefaultTimeLine, ["time": time])
        }
    }

    /// "2 days left": the days left in the week or month of a body line.
    private func reminderDaysLeft(_ count: Int) -> String {
        catalog.text(.reminderDaysLeft, count: count, ["count": String(count)])
    }

    /// Items separated as the catalog's lists are, without a last word: "08:00, 20:00".
    private func reminderSeparated(_ items: [String]) -> String {
        guard let first = items.first else { return "" }
        return items.dropFirst().reduce(first) { catalog.text(.listMore, ["first": $0, "next": $1]) }
    }
}
