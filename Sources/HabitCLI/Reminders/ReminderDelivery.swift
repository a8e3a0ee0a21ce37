import HabitStore
import HabitSystem
import HabitText
/// Sends `habit remind`'s summary one way: a desktop notification, a mail, standard output, or
/// the user's command. `notify` and `mail` fall back to printing when they cannot deliver (and
/// say so in one sentence); `command` has no fallback: its failure is the run's, so that the
/// state does not mark what was not delivered.
struct ReminderDelivery: Sendable {
    /// The environment `habit` runs in; the programs started get it (plus the session's
    /// variables for `notify-send`).
    let environment: [String: String]
    /// The real user id, for `/run/user/UID`.
    var userID: UInt32 = Platform.userID()
    /// The shell command line of `--via command` (`remind-command`).
    var remindCommand: String? = nil
    /// How long a delivering program may run, in seconds.
    var timeout: Double = 30
    /// Whether a path is a socket: the file system's answer, a test's.
    var isSocket: @Sendable (String) -> Bool = { DesktopSession.isSocket($0) }

    /// What a delivery did: whether the summary is to be printed (`print`, or a fallback), and
    /// the sentence that says why it was printed instead.
    struct Delivered: Equatable, Sendable {
        /// Print the summary on standard output.
        var printed = false
        /// Why it was printed instead of sent the way asked for.
        var notice: ReminderMessage? = nil
    }

    /// How `habit remind` delivers when neither `--via` nor `remind-via` says: as a notification
    /// when there is a desktop session, else on standard output.
    func standardVia() -> ReminderVia {
        DesktopSession.find(environment: environment, userID: userID, isSocket: isSocket) == nil ? .print : .notify
    }

    /// Sends `summary` by `via`.
    ///
    /// - Throws: ``Failure/reminder(_:)`` with the sentence of a `command` that did not deliver.
    func deliver(_ summary: ReminderSummary, via: ReminderVia) throws(Failure) -> Delivered {
        switch via {
        case .print: return Delivered(printed: true)
        case .notify: return notify(summary)
        case .mail: return mail(summary)
        case .command:
            if let message = command(summary) { throw .reminder(message) }
            return Delivered()
        }
    }

    /// `notify-send --app-name=habit TITLE BODY` on the user's session bus.
    private func notify(_ summary: ReminderSummary) -> Delivered {
        guard let path = ChildProcess.find(executable: "notify-send", in: environment["PATH"]) else {
            return Delivered(printed: true, notice: .noNotifySend)
        }
        guard let session = DesktopSession.find(environment: environment, userID: userID, isSocket: isSocket) else {
            return Delivered(printed: true, notice: .noSession)
        }
        // The body is markup to a notification server: a name's & or < is escaped so that it
        // shows as typed. "--" ends the options, for a title or body that starts with "-".
        let child = ChildProcess(
            executable: path, arguments: ["--app-name=habit", "--", summary.title, Self.markupEscaped(summary.body)],
            environment: environment.merging(session.variables) { $1 }, timeout: timeout)
        guard case .success = child.runToSuccess() else {
            return Delivered(printed: true, notice: .printedInstead(program: "notify-send"))
        }
        return Delivered()
    }

    /// A mail to the current user: `sendmail -t` with the headers in the message, else
    /// `mail -s TITLE USER`.
    private func mail(_ summary: ReminderSummary) -> Delivered {
        let user =
            [environment["USER"], environment["LOGNAME"], Platform.userName()].compactMap { $0 }.first { !$0.isEmpty } ?? "root"
        // sendmail lives in /usr/sbin, which cron's PATH does not name.
        let path = (environment["PATH"] ?? "/usr/bin:/bin") + ":/usr/sbin:/usr/lib"
        if let sendmail = ChildProcess.find(executable: "sendmail", in: path) {
            let message = MailMessage(to: user, subject: summary.title, body: summary.body).text
            let child = ChildProcess(
                executable: sendmail, arguments: ["-t"], environment: environment, input: Array(message.utf8), timeout: timeout)
            guard case .success = child.runToSuccess() else {
                return Delivered(printed: true, notice: .printedInstead(program: "sendmail"))
            }
            return Delivered()
        }
        if let mail = ChildProcess.find(executable: "mail", in: path) {
            let child = ChildProcess(
                executable: mail, arguments: ["-s", summary.title, "--", user], environment: environment,
                input: Array((summary.body + "\n").utf8), timeout: timeout)
            guard case .success = child.runToSuccess() else {
                return Delivered(printed: true, notice: .printedInstead(program: "mail"))
            }
            return Delivered()
        }
        return Delivered(printed: true, notice: .noMailer)
    }

    /// `/bin/sh -c COMMAND habit TITLE BODY`, the body also on standard input; the sentence of
    /// its failure, `nil` when it delivered.
    private func command(_ summary: ReminderSummary) -> ReminderMessage? {
        let line = remindCommand ?? ""
        let child = ChildProcess(
            executable: "/bin/sh", arguments: ["-c", line, "habit", summary.title, summary.body], environment: environment,
            input: Array((summary.body + "\n").utf8), timeout: timeout)
        switch child.runToSuccess() {
        case .success: return nil
        case .failure(let error): return Self.message(error, program: line)
        }
    }

    /// The sentence for `command` that could not deliver.
    static func message(_ error: ChildProcessError, program: String) -> ReminderMessage {
        switch error {
        case .notFound: return .deliveryNotStarted(program: program, reason: SystemError.describe(ENOENT))
        case .cannotStart(_, let code): return .deliveryNotStarted(program: program, reason: SystemError.describe(code))
        case .timedOut(_, let seconds): return .deliveryTimedOut(program: program, seconds: Int(seconds.rounded()))
        case .failed(_, .exited(let status), _): return .deliveryFailed(program: program, status: status)
        case .failed(_, .signalled(let signal), _): return .deliveryKilled(program: program, signal: signal)
        }
    }

    /// `text` with `&`, `<` and `>` as entities, for a notification body.
    static func markupEscaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
