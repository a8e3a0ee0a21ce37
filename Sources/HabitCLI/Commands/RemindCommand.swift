import HabitCore

/// `habit remind [--now] [--dry-run] [--via HOW]`: run every few minutes by a timer, sends one
/// summary of the habits still open today whose reminder time has come since the last run (each
/// habit and time at most once a day, and only within an hour after the time); with `--now`, of
/// every open habit at once. Nothing open: nothing sent, exit 0. It is sent `--via` (else
/// `remind-via`, else notify on a desktop and print elsewhere); see ``ReminderDelivery``.
struct RemindCommand: DeclaredCommand {
    /// `--now`: every open habit, whatever its times; the state is neither read nor changed.
    static let now = Option<Bool>(.now, .flag)
    /// `--dry-run`: print what would be sent, and change no state.
    static let dryRun = Option<Bool>(.dryRun, .flag)
    /// `--via HOW`: notify, mail, print or command, instead of `remind-via`.
    static let via = Option<ReminderVia>(
        .via, .choice(.via) { .reminder(.badVia($0, choices: ReminderVia.allCases.map(\.rawValue))) })

    /// The command's options, in the order help lists them. Options of other ways to run the
    /// command (setting up the timer) are added to this list and read in ``init(_:)``.
    static let options: [any DeclaredOption] = [now, dryRun, via]

    /// The declaration: its name, arguments and options.
    static let spec = CommandSpec(RemindCommand.self, .remind, options: options)

    /// `--now`.
    let now: Bool
    /// `--dry-run`.
    let dryRun: Bool
    /// `--via`, if given.
    let via: ReminderVia?

    /// The command with these values.
    init(now: Bool = false, dryRun: Bool = false, via: ReminderVia? = nil) {
        self.now = now
        self.dryRun = dryRun
        self.via = via
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput) throws(UsageError) {
        now = input.isSet(Self.now)
        dryRun = input.isSet(Self.dryRun)
        via = try input.value(Self.via)
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let settings = context.settings
        let delivery = ReminderDelivery(
            environment: context.environment, remindCommand: settings.remindCommand, timeout: Double(settings.remindTimeout))
        let asked = via ?? settings.remindVia
        if asked == .command, settings.remindCommand == nil {
            throw .reminder(.noRemindCommand(configPath: context.configPath ?? "~/.config/habit/config"))
        }
        let habits = try context.load().active
        let stateFile = ReminderStateFile(environment: context.environment)
        let state = now ? ReminderState() : stateFile?.read() ?? ReminderState()
        var chosen: [(habit: Habit, remaining: Remaining)] = []
        var slots: [String] = []
        for habit in habits {
            guard let remaining = habit.remaining(on: context.today) else { continue }
            if now {
                chosen.append((habit, remaining))
                continue
            }
            let times = habit.reminders.isEmpty ? [context.settings.remindAt] : habit.reminders
            let due = ReminderSlots.due(
                times, today: context.today, dayStart: context.settings.dayStart, now: context.now,
                lastRun: state.lastRun, in: context.timeZone
            ).filter { !state.wasSent(habit, $0, today: context.today) }
            guard !due.isEmpty else { continue }
            chosen.append((habit, remaining))
            slots += due.map { ReminderState.slot(habit, $0) }
        }
        let summary = ReminderSummary(chosen, language: context.language)
        var output = Output()
        if dryRun {
            output.print(
                context.language.text(chosen.isEmpty ? .nothingToSend : .wouldSend(via: asked ?? delivery.standardVia())))
            if !chosen.isEmpty { output.stdout += summary.printed }
            return output
        }
        if !chosen.isEmpty {
            // What was not delivered is not marked as sent: the failure leaves the state as it was.
            let delivered = try delivery.deliver(summary, via: asked ?? delivery.standardVia())
            if let notice = delivered.notice {
                output.stderr +=
                    ErrorReport.line(context.language.text(notice), style: context.presentation.errorStyle) + "\n"
            }
            if delivered.printed { output.stdout += summary.printed }
        }
        if !now, let stateFile {
            try Failure.fromStore { () throws(StoreError) in
                try stateFile.write(state.after(run: context.now, today: context.today, sending: slots))
            }
        }
        return output
    }
}
