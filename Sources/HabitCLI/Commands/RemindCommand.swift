import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// `habit remind [--now] [--dry-run] [--via HOW]`: run every few minutes by a timer, sends one
/// summary of the habits still open today whose reminder time has come since the last run (each
/// habit and time at most once a day, and only within an hour after the time); with `--now`, of
/// every open habit at once. Nothing open: nothing sent, exit 0. It is sent `--via` (else
/// `remind-via`, else notify on a desktop and print elsewhere); see ``ReminderDelivery``.
///
/// `habit remind --install [--every INTERVAL | --at TIME] [--cron | --systemd]` sets up the timer
/// that runs it (``TimerInstaller``), `habit remind --uninstall [--cron | --systemd]` takes it
/// away; with `--dry-run` both print what they would write.
struct RemindCommand: DeclaredCommand {
    /// Its options, in the order help lists them; those of setting up the timer too.
    struct Declared: TagOptions {
        /// `--now`: every open habit, whatever its times; the state is neither read nor changed.
        @Declare var now = Option<Bool>(.now, .flag)
        /// `--dry-run`: print what would be sent, and change no state.
        @Declare var dryRun = Option<Bool>(.dryRun, .flag)
        /// `--via HOW`: notify, mail, print or command, instead of `remind-via`.
        @Declare var via = Option<ReminderVia>(
            .via, .choice(.via) { .reminder(.badVia($0, choices: ReminderVia.allCases.map(\.rawValue))) })
        /// `--install`: set up a timer that runs `habit remind`.
        @Declare var install = Option<Bool>(.install, .flag)
        /// `--uninstall`: take away the timer `--install` set up.
        @Declare var uninstall = Option<Bool>(.uninstall, .flag)
        /// `--every 15m`: how often the timer runs `habit remind`.
        @Declare var every = Option<TimerSchedule>(
            .every,
            ValueKind(placeholder: .interval) { text throws(UsageError) in
                guard let schedule = TimerSchedule.interval(text) else {
                    throw .timer(.badInterval(text, minutes: TimerSchedule.minutes))
                }
                return schedule
            })
        /// `--at 20:00`: run `habit remind --now` once a day at that time instead.
        @Declare var at = Option<TimerSchedule>(
            .at,
            ValueKind(placeholder: .clockTime) { text throws(UsageError) in
                guard let time = ClockTime(text) else { throw .timer(.badClockTime(text)) }
                return .at(time)
            })
        /// `--cron`: the timer is a crontab entry.
        @Declare var cron = Option<Bool>(.cron, .flag)
        /// `--systemd`: the timer is a systemd user timer.
        @Declare var systemd = Option<Bool>(.systemd, .flag)
        @Declare var tag = Options.tag
    }

    /// The declaration: its name; its options are ``Declared``'s.
    static let spec = CommandSpec(RemindCommand.self, .remind)

    /// `--now`.
    let now: Bool
    /// `--dry-run`.
    let dryRun: Bool
    /// `--via`, if given.
    let via: ReminderVia?
    /// `--install` or `--uninstall` with their options; `nil` for a reminder.
    let timer: TimerAction?
    /// `--tag`: only the habits with any of these tags.
    var tagFilter = TagFilter()

    /// The command with these values.
    init(now: Bool = false, dryRun: Bool = false, via: ReminderVia? = nil, timer: TimerAction? = nil) {
        self.now = now
        self.dryRun = dryRun
        self.via = via
        self.timer = timer
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput<Declared>) throws(UsageError) {
        now = input.isSet(\.now)
        dryRun = input.isSet(\.dryRun)
        via = try input.value(\.via)
        timer = try Self.timerAction(input)
        tagFilter = try TagFilter(input)
    }

    /// What `--install` or `--uninstall` asks for, refusing options that do not go together or
    /// that need one of them.
    // Not optimized: Swift 6.3's optimizer laid this function's stack out differently from one
    // build to the next (the same source gave two binaries; scripts/check-reproducible.sh), and
    // it runs once, on the command line's options.
    @_optimize(none)
    private static func timerAction(_ input: CommandInput<Declared>) throws(UsageError) -> TimerAction? {
        let install = input.typed(\.install), uninstall = input.typed(\.uninstall), now = input.typed(\.now)
        let installing = install.isSet, uninstalling = uninstall.isSet
        let every = input.typed(\.every), at = input.typed(\.at), cron = input.typed(\.cron), systemd = input.typed(\.systemd)
        let pairs = [
            (install, uninstall), (every, at), (cron, systemd), (now, install), (now, uninstall), (input.typed(\.via), uninstall),
            (input.typed(\.tag), uninstall),
        ]
        for (first, second) in pairs where first.isSet && second.isSet {
            throw .timer(.conflictingOptions(first.spelling, second.spelling))
        }
        if !installing {
            for option in [every, at] where option.isSet {
                throw .timer(.onlyWithInstall(option.spelling))
            }
        }
        if !installing && !uninstalling {
            for option in [cron, systemd] where option.isSet {
                throw .timer(.onlyWithInstallOrUninstall(option.spelling))
            }
            return nil
        }
        let kind: TimerKind? = cron.isSet ? .cron : systemd.isSet ? .systemd : nil
        guard installing else { return .uninstall(kind) }
        let interval = try input.value(\.every)
        let time = try input.value(\.at)
        return .install(interval ?? time ?? .standard, kind)
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        if let timer { return try run(timer, in: context) }
        let settings = context.settings
        let delivery = ReminderDelivery(
            environment: context.environment, remindCommand: settings.remindCommand, timeout: Double(settings.remindTimeout))
        let asked = via ?? settings.remindVia
        if asked == .command, settings.remindCommand == nil {
            throw .reminder(.noRemindCommand(configPath: context.configPath ?? "~/.config/habit/config"))
        }
        let collection = try context.load()
        let habits = try tagFilter.apply(to: collection.active, of: collection)
        let stateFile = ReminderStateFile(environment: context.environment)
        // What is due as the state says, without the lock: most runs of the timer find nothing
        // and neither lock nor write.
        var (chosen, slots) = choose(
            from: habits, state: now ? ReminderState() : stateFile?.read() ?? ReminderState(), in: context)
        var output = Output()
        if dryRun {
            let how = asked ?? delivery.standardVia()
            let heading: ReminderMessage = chosen.isEmpty ? .nothingToSend : now ? .wouldSendNow(via: how) : .wouldSend(via: how)
            output.print(context.language.text(heading))
            if !chosen.isEmpty { output.stdout += ReminderSummary(chosen, language: context.language).printed }
            return output
        }
        guard !chosen.isEmpty else { return output }
        // Claimed under the lock, from the state as it is then: a run that overlapped this one
        // and claimed or sent a slot first has it, and this one leaves it alone. A claim holds
        // while the delivery may run, and a minute more.
        let claim = !now ? stateFile : nil
        if let claim {
            let until = context.now.addingTimeInterval(delivery.timeout + 60)
            (chosen, slots) = try Self.fromState { () throws(ReminderStateProblem) in
                try claim.update { state in
                    let choice = choose(from: habits, state: state, in: context)
                    return (state.claiming(choice.slots, today: context.today, until: until), choice)
                }
            }
            guard !chosen.isEmpty else { return output }
        }
        let summary = ReminderSummary(chosen, language: context.language)
        let delivered: ReminderDelivery.Delivered
        do {
            delivered = try delivery.deliver(summary, via: asked ?? delivery.standardVia())
        } catch {
            // Not delivered: the claim is given up, so a later run tries again (were that to
            // fail too, the claim runs out on its own).
            _ = try? claim?.update { state in (state.releasing(slots), ()) }
            throw error
        }
        if let notice = delivered.notice {
            output.stderr += ErrorReport.line(context.language.text(notice), style: context.presentation.errorStyle) + "\n"
        }
        if delivered.printed { output.stdout += summary.printed }
        if let claim {
            try Self.fromState { () throws(ReminderStateProblem) in
                try claim.update { state in (state.after(run: context.now, today: context.today, sending: slots), ()) }
            }
        }
        return output
    }

    /// The open habits of `habits` to remind of and the slots that reminds of: with `--now`
    /// every open habit, else those with a time come since the last run and neither sent nor
    /// claimed in `state`.
    private func choose(
        from habits: [Habit], state: ReminderState, in context: CommandContext
    ) -> (chosen: [(habit: Habit, remaining: Remaining)], slots: [String]) {
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
            ).filter { !state.isTaken(habit, $0, today: context.today, now: context.now) }
            guard !due.isEmpty else { continue }
            chosen.append((habit, remaining))
            slots += due.map { ReminderState.slot(habit, $0) }
        }
        return (chosen, slots)
    }

    /// What `operation` returns, a problem with the state file thrown as
    /// ``Failure/reminderState(_:)``.
    private static func fromState<Value>(_ operation: () throws(ReminderStateProblem) -> Value) throws(Failure) -> Value {
        do {
            return try operation()
        } catch {
            throw .reminderState(error)
        }
    }

    /// Sets up or takes away the timer.
    private func run(_ action: TimerAction, in context: CommandContext) throws(Failure) -> Output {
        var installer = TimerInstaller(context: context, dryRun: dryRun)
        switch action {
        case .install(let schedule, let kind):
            let job = try job(schedule, in: context)
            try installer.install(job, schedule: schedule, kind: kind)
        case .uninstall(let kind):
            try installer.uninstall(kind: kind)
        }
        return installer.output
    }

    /// The job the timer runs: this binary, for the data file this run uses (as an absolute
    /// path), with the variables that matter, and the `--via` and `--tag` given to `--install`.
    private func job(_ schedule: TimerSchedule, in context: CommandContext) throws(Failure) -> TimerJob {
        guard let executable = context.executablePath, executable.hasPrefix("/") else { throw .timer(.noExecutable) }
        var dataFile = try context.habitStore().path
        if !dataFile.hasPrefix("/"), let folder = Self.currentFolder() {
            dataFile = (folder.hasSuffix("/") ? folder : folder + "/") + dataFile
        }
        var options: [String] = []
        if let via { options += ["--via", via.rawValue] }
        if !tagFilter.isEmpty { options += ["--tag", tagFilter.tags.joined(separator: ",")] }
        let job = TimerJob(
            executable: executable, schedule: schedule, options: options, dataFile: dataFile,
            environment: context.environment)
        for text in [executable] + job.arguments + job.environment.map(\.value) where !TimerJob.isOneLine(text) {
            throw .timer(.lineBreak(text))
        }
        return job
    }

    /// The current folder, for a relative data file's path.
    private static func currentFolder() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
