import HabitStore
import HabitSystem
import HabitText
/// Which timer `habit remind --install` sets up: `--systemd` or `--cron`, else the first that
/// works here (systemd when `systemctl --user` answers).
enum TimerKind: Equatable, Sendable {
    /// A systemd user timer and service, `~/.config/systemd/user/habit-remind.{timer,service}`.
    case systemd
    /// Lines in the user's crontab.
    case cron
}

/// What `habit remind --install` or `--uninstall` is asked to do.
enum TimerAction: Equatable, Sendable {
    /// Set up a timer running `habit remind` on the schedule, of the kind chosen (`nil`: the
    /// first that works).
    case install(TimerSchedule, TimerKind?)
    /// Take away what `--install` set up, of the kind chosen (`nil`: whatever is there).
    case uninstall(TimerKind?)
}
