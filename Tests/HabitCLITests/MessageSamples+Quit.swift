import HabitCore
@testable import HabitText

@testable import HabitStore
@testable import HabitSystem
@testable import HabitCLI

extension MessageSamples {
    /// Habits to quit and habits only tracked: the views.
    static let quitViews: [ViewMessage] = quitShowViews + quitStatsViews

    /// Habits to quit and habits only tracked: `list` and `show`.
    static let quitShowViews: [ViewMessage] =
        [0, 1, 11].map { ViewMessage.daysClean($0) }
        + [other, nil].flatMap { slip in
            [Streak(first: other.adding(days: -79), last: other.adding(days: -40), length: 40, unit: .day), nil].map { record in
                ViewMessage.cleanAndRecord(clean: 11, lastSlip: slip, record: record)
            }
        }
        + [nil, other].flatMap { day in
            [true, false].flatMap { slipped in
                [
                    ViewMessage.quitStatus(day: day, slipped: slipped, slip: "habit slip Rauchen"),
                    .quitStatus(day: day, slipped: slipped, slip: nil),
                ]
            }
        }
        + [
            .slipWith(command: "habit slip Rauchen"), .trackOnlyLine(days: 0, total: nil, unit: nil),
            .trackOnlyLine(days: 1, total: Amount(12), unit: "km"),
            .readingLine(days: 3, last: Amount(millionths: 78_600_000), unit: "kg"), .readingLine(days: 1, last: Amount(5), unit: nil), .trackOnlyLine(days: 5, total: Amount(3), unit: nil),
        ]

    /// Habits to quit and habits only tracked: `stats`.
    static let quitStatsViews: [ViewMessage] =
        QuitFigure.allCases.map { ViewMessage.statsQuitLabel($0) }
        + [
            .statsLastSlip(other), .statsLastSlip(nil), .statsSlips(days: 1, total: Amount(1), unit: nil),
            .statsSlips(days: 2, total: Amount(millionths: 3_500_000), unit: "Zigaretten"), .statsNoSlips,
            .statsAverageSince(Amount(millionths: 150_000), unit: nil, since: other),
            .statsAverageSince(Amount(millionths: 2_500_000), unit: "km", since: other), .statsCurrentRun(streak), .statsCurrentRun(nil),
        ]
        + TrackedFigure.allCases.map { ViewMessage.statsTrackedLabel($0) }
        + [.statsRecordedDay(other), .statsRecordedDay(nil)] + [0, 1, 2].map { ViewMessage.statsNoteCount($0) }

    /// Habits to quit and habits only tracked: the commands.
    static let quitChanges: [ChangeMessage] =
        [
            .addedQuit(icon: "🚭", name: "Rauchen", slip: "habit slip Rauchen"),
            .addedTrackOnly(icon: "🙂", name: "Stimmung", check: "habit check Stimmung"),
            .addedReading(icon: "⚖️", name: "Gewicht", log: "habit log Gewicht"),
        ]
        + days.flatMap { day in
            [
                ChangeMessage.slipped(name: "Rauchen", day: day, total: Amount(1), unit: nil, clean: 0),
                .slipped(name: "Rauchen", day: day, total: Amount(2), unit: "Zigaretten", clean: 11),
            ]
        }
        + days.flatMap { day in
            [0, 1, 2].map { ChangeMessage.checkedTracked(name: "Stimmung", day: day, days: $0) }
        }
        + HabitPurpose.allCases.map { ChangeMessage.purposeSet(name: "Rauchen", purpose: $0) }
        + [ChangeMessage.readingSet(name: "Gewicht", unit: "kg"), .readingSet(name: "Gewicht", unit: nil)]

    /// Habits to quit: the errors.
    static let quitErrors: [ErrorMessage] = [
        .notAQuitHabit(name: "Lesen", log: "habit log Lesen AMOUNT"),
        .quitWithGoal(name: "Kaffee", noGoal: "habit edit Kaffee --no-goal --quit"),
    ]
}
