import HabitCore
@testable import HabitText

@testable import HabitStore
@testable import HabitSystem
@testable import HabitCLI

extension MessageSamples {
    /// What `habit remind` sends and says.
    static let reminders: [ReminderMessage] =
        counts.map { ReminderMessage.title(count: $0) } + [
            .timesLeft(name: "Laufen", times: 2, daysLeft: 3), .timesLeft(name: "Laufen", times: 1, daysLeft: 1),
            .timesLeftThisMonth(name: "Friseur", times: 2, daysLeft: 30), .timesLeftThisMonth(name: "Friseur", times: 1, daysLeft: 1),
            .amountSoFar(name: "Wasser trinken", total: Amount(5), goal: Amount(8), unit: "glasses"),
            .amountSoFar(name: "Wasser trinken", total: Amount(millionths: 2_500_000), goal: Amount(8), unit: nil),
            .weekAmountSoFar(name: "Laufen", total: Amount(12), goal: Amount(20), unit: "km", daysLeft: 3),
            .weekAmountSoFar(name: "Laufen", total: .zero, goal: Amount(20), unit: "km", daysLeft: 1),
        ] + ReminderVia.allCases.flatMap { [.wouldSend(via: $0), .wouldSendNow(via: $0)] } + [
            .nothingToSend, .noNotifySend, .noSession, .noMailer, .printedInstead(program: "notify-send"),
            .noRemindCommand(configPath: "/home/me/.config/habit/config"),
            .deliveryNotStarted(program: "ntfy-hook", reason: "No such file or directory"),
            .deliveryFailed(program: "ntfy-hook", status: 3), .deliveryKilled(program: "ntfy-hook", signal: 9),
            .deliveryTimedOut(program: "ntfy-hook", seconds: 30), .deliveryTimedOut(program: "sleep 30", seconds: 1),
            .stateFile(.folder(path: "/home/me/.local/state/habit/remind-state")),
            .stateFile(.symbolicLink(path: "/home/me/.local/state/habit/remind-state")),
            .stateFile(.notAFile(path: "/home/me/.local/state/habit/remind-state")),
            .stateFile(.cannotWrite(path: "/home/me/.local/state/habit/remind-state", reason: "Permission denied")),
            .stateFile(.lockTimeout(path: "/home/me/.local/state/habit/remind-state", seconds: 10)),
            .badTime("25:00"), .badVia("pigeon", choices: ReminderVia.allCases.map(\.rawValue)),
            .badDefaultTime("8pm"), .timesLine(times: ["08:00", "20:00"]), .timesLine(times: ["21:30"]), .defaultTimeLine(time: "20:00"),
        ]
}
