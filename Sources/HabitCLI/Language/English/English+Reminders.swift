import HabitCore

extension English {
    /// What `habit remind` says: its summary, notices and failures.
    func text(_ message: ReminderMessage) -> String {
        switch message {
        case .title(let count): return plural(count, one: "1 habit still open", other: "\(count) habits still open")
        case .timesLeft(let name, let times, let daysLeft):
            return "\(name): \(times) more this week, "
                + plural(daysLeft, one: "1 day left", other: "\(daysLeft) days left")
        case .timesLeftThisMonth(let name, let times, let daysLeft):
            return "\(name): \(times) more this month, " + plural(daysLeft, one: "1 day left", other: "\(daysLeft) days left")
        case .amountSoFar(let name, let total, let goal, let unit):
            return "\(name): \(number(total)) of \(measure(goal, unit))"
        case .weekAmountSoFar(let name, let total, let goal, let unit, let daysLeft):
            return "\(name): \(number(total)) of \(measure(goal, unit)) this week, "
                + plural(daysLeft, one: "1 day left", other: "\(daysLeft) days left")
        case .wouldSend(let via): return "Would send by \(via.rawValue), and mark as sent:"
        case .wouldSendNow(let via): return "Would send by \(via.rawValue):"
        case .nothingToSend: return "Nothing to remind of now."
        case .noNotifySend: return "notify-send is not installed (Debian: libnotify-bin); printing the reminder instead."
        case .noSession: return "No desktop session was found (no session bus); printing the reminder instead."
        case .noMailer: return "Neither sendmail nor mail is installed; printing the reminder instead."
        case .printedInstead(let program):
            return "“\(quoted(program))” did not deliver the reminder; printing it instead."
        case .noRemindCommand(let path):
            return "--via command needs remind-command in \(quoted(path: path)); set it or choose another way with --via."
        case .deliveryNotStarted(let program, let reason):
            return "The reminder could not be sent: “\(quoted(program))” did not start (\(reason)); nothing was marked as sent."
        case .deliveryFailed(let program, let status):
            return
                "The reminder could not be sent: “\(quoted(program))” failed with exit status \(status); nothing was marked as sent."
        case .deliveryKilled(let program, let signal):
            return
                "The reminder could not be sent: “\(quoted(program))” was ended by signal \(signal); nothing was marked as sent."
        case .deliveryTimedOut(let program, let seconds):
            return "The reminder could not be sent: “\(quoted(program))” did not finish within "
                + plural(seconds, one: "1 second", other: "\(seconds) seconds") + " and was stopped; "
                + "nothing was marked as sent."
        case .stateFile(.folder(let path)):
            return "\(quoted(path: path)), where habit remind records the reminders it sent, is a folder; remove or rename it. "
                + "No reminder is sent until then."
        case .stateFile(.symbolicLink(let path)):
            return "\(quoted(path: path)), where habit remind records the reminders it sent, is a symbolic link, which habit "
                + "does not follow; put a file there or remove the link. No reminder is sent until then."
        case .stateFile(.notAFile(let path)):
            return "\(quoted(path: path)), where habit remind records the reminders it sent, is not a regular file (it is a "
                + "device, pipe or socket); remove it. No reminder is sent until then."
        case .stateFile(.cannotWrite(let path, let reason)):
            return "Cannot write \(quoted(path: path)), where habit remind records the reminders it sent: \(reason); check "
                + "the file and its folder's permissions. No reminder is sent until then."
        case .stateFile(.lockTimeout(let path, let seconds)):
            return "Another habit remind has held the lock on \(quoted(path: path)) for \(self.seconds(seconds)); nothing was "
                + "sent. Try again later."
        case .badTime(let text):
            return
                "“\(quoted(text))” is not a time for --remind; write HH:MM (20:00), several with commas (08:00,20:00), or none."
        case .badVia(let text, let choices):
            return "“\(quoted(text))” is not a way to remind; choose one of \(choices.joined(separator: ", "))."
        case .badDefaultTime(let text):
            return "“\(quoted(text))” is not a time for remind-at; write HH:MM, such as 20:00."
        case .timesLine(let times):
            return plural(
                times.count, one: "Reminder: \(times.joined(separator: ", "))",
                other: "Reminders: \(times.joined(separator: ", "))")
        case .defaultTimeLine(let time): return "Reminder: \(time) (the default)"
        }
    }
}
