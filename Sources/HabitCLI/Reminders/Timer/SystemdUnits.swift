import HabitStore
import HabitSystem
import HabitText
/// The systemd user units `habit remind --install --systemd` writes: `habit-remind.service`,
/// which runs the job once, and `habit-remind.timer`, which starts it on the schedule. Each file
/// starts with ``marker``, by which `--uninstall` knows the files it may remove.
struct SystemdUnits: Equatable, Sendable {
    /// The timer's unit name, as `systemctl --user enable --now` takes it.
    static let timerName = "habit-remind.timer"
    /// The service's unit name.
    static let serviceName = "habit-remind.service"
    /// The first line of both files.
    static let marker = "# Written by habit remind --install; habit remind --uninstall removes it."

    /// The service's text.
    let service: String
    /// The timer's text.
    let timer: String

    /// The units that run `job` on `schedule`.
    init(job: TimerJob, schedule: TimerSchedule) {
        service = """
            \(Self.marker)
            [Unit]
            Description=habit remind: a reminder of the habits still open today

            [Service]
            Type=oneshot
            Environment=\(job.systemdEnvironment)
            ExecStart=\(job.systemdExecStart)

            """
        timer = """
            \(Self.marker)
            [Unit]
            Description=Run habit remind (\(Self.describe(schedule)))

            [Timer]
            OnCalendar=\(schedule.onCalendar)
            AccuracySec=1min

            [Install]
            WantedBy=timers.target

            """
    }

    /// The files by name, the service first (the timer names it).
    var files: [(name: String, text: String)] {
        [(Self.serviceName, service), (Self.timerName, timer)]
    }

    /// The folder the units go in: `$XDG_CONFIG_HOME/systemd/user` when it is an absolute path,
    /// else `$HOME/.config/systemd/user`; `nil` without either.
    static func folder(environment: [String: String]) -> String? {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return (config.hasSuffix("/") ? config : config + "/") + "systemd/user"
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return (home.hasSuffix("/") ? home : home + "/") + ".config/systemd/user"
    }

    /// Whether `text` is a file these units wrote (its first line is ``marker``).
    static func isOurs(_ text: String) -> Bool {
        text.hasPrefix(marker + "\n")
    }

    /// The schedule for the timer's description (a comment for people reading the unit, in
    /// English like the rest of the file).
    private static func describe(_ schedule: TimerSchedule) -> String {
        switch schedule {
        case .every(1): return "every minute"
        case .every(let minutes): return "every \(minutes) minutes"
        case .at(let time): return "daily at \(time)"
        }
    }
}
