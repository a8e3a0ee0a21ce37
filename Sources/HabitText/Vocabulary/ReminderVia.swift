/// How `habit remind` delivers its summary.
public enum ReminderVia: String, CaseIterable, Sendable {
    /// A desktop notification through `notify-send`.
    case notify
    /// A mail to the current user through `sendmail -t` (or `mail`).
    case mail
    /// Standard output (cron mails it by itself).
    case print
    /// The `remind-command` of the config file, with title and body as its arguments and the
    /// body on standard input.
    case command
}
