import HabitCore

extension English {
    /// What undo, import and merge say about the data file as a whole.
    func text(_ message: FileMessage) -> String {
        switch message {
        // undo
        case .undone(.restored(let name, 0), _, let ago, false): return "Restored “\(name)”, deleted \(agoText(ago))."
        case .undone(.restored(let name, 0), _, let ago, true): return "Restored “\(name)”, as before the undo\(redoAgo(ago))."
        case .undone(.restored(let name, let count), _, let ago, false):
            return "Restored “\(name)” and its \(entries(count)), deleted \(agoText(ago))."
        case .undone(.restored(let name, let count), _, let ago, true):
            return "Restored “\(name)” and its \(entries(count)), as before the undo\(redoAgo(ago))."
        case .undone(.removed(let name), _, let ago, false): return "Removed “\(name)”, added \(agoText(ago))."
        case .undone(.removed(let name), _, let ago, true): return "Removed “\(name)”, as before the undo\(redoAgo(ago))."
        case .undone(.renamed(let from, let to), _, let ago, false):
            return "“\(from)” is called “\(to)” again, renamed \(agoText(ago))."
        case .undone(.renamed(let from, let to), _, let ago, true):
            return "“\(from)” is called “\(to)” again, as before the undo\(redoAgo(ago))."
        case .undone(.marked(let name, let days, true), let today, let ago, false):
            return "“\(name)” is done again \(dayList(days, today: today)), unchecked \(agoText(ago))."
        case .undone(.marked(let name, let days, true), let today, let ago, true):
            return "“\(name)” is done again \(dayList(days, today: today)), as before the undo\(redoAgo(ago))."
        case .undone(.marked(let name, let days, false), let today, let ago, false):
            return "“\(name)” is no longer done \(dayList(days, today: today)), checked \(agoText(ago))."
        case .undone(.marked(let name, let days, false), let today, let ago, true):
            return "“\(name)” is no longer done \(dayList(days, today: today)), as before the undo\(redoAgo(ago))."
        case .undone(.archiving(let name, true), _, let ago, false):
            return "“\(name)” is archived again, brought back \(agoText(ago))."
        case .undone(.archiving(let name, true), _, let ago, true):
            return "“\(name)” is archived again, as before the undo\(redoAgo(ago))."
        case .undone(.archiving(let name, false), _, let ago, false):
            return "“\(name)” is back in the list, archived \(agoText(ago))."
        case .undone(.archiving(let name, false), _, let ago, true):
            return "“\(name)” is back in the list, as before the undo\(redoAgo(ago))."
        case .undone(.skipped(let name, let days, true), let today, let ago, false):
            return "“\(name)” is skipped again \(dayList(days, today: today)), changed \(agoText(ago))."
        case .undone(.skipped(let name, let days, true), let today, let ago, true):
            return "“\(name)” is skipped again \(dayList(days, today: today)), as before the undo\(redoAgo(ago))."
        case .undone(.skipped(let name, let days, false), let today, let ago, false):
            return "“\(name)” is no longer skipped \(dayList(days, today: today)), skipped \(agoText(ago))."
        case .undone(.skipped(let name, let days, false), let today, let ago, true):
            return "“\(name)” is no longer skipped \(dayList(days, today: today)), as before the undo\(redoAgo(ago))."
        case .undone(.answeredNo(let name, let days, true), let today, let ago, false):
            return "“\(name)” is answered “no” again \(dayList(days, today: today)), forgotten \(agoText(ago))."
        case .undone(.answeredNo(let name, let days, true), let today, let ago, true):
            return "“\(name)” is answered “no” again \(dayList(days, today: today)), as before the undo\(redoAgo(ago))."
        case .undone(.answeredNo(let name, let days, false), let today, let ago, false):
            return "“\(name)” is unanswered again \(dayList(days, today: today)), answered “no” \(agoText(ago))."
        case .undone(.answeredNo(let name, let days, false), let today, let ago, true):
            return "“\(name)” is unanswered again \(dayList(days, today: today)), as before the undo\(redoAgo(ago))."
        case .undone(.rescheduled(let name, let schedule), _, let ago, false):
            return "“\(name)” is due again \(dueWords(schedule)), changed \(agoText(ago))."
        case .undone(.rescheduled(let name, let schedule), _, let ago, true):
            return "“\(name)” is due again \(dueWords(schedule)), as before the undo\(redoAgo(ago))."
        case .undone(.repaused(let name), _, let ago, false):
            return "“\(name)” has its earlier pauses again, changed \(agoText(ago))."
        case .undone(.repaused(let name), _, let ago, true):
            return "“\(name)” has its earlier pauses again, as before the undo\(redoAgo(ago))."
        case .undone(.restyled(let name), _, let ago, false):
            return "“\(name)” has its earlier icon and colour again, changed \(agoText(ago))."
        case .undone(.restyled(let name), _, let ago, true):
            return "“\(name)” has its new icon and colour back, as before the undo\(redoAgo(ago))."
        case .undone(.amounts(let name, let days), let today, let ago, false):
            return "“\(name)” has its earlier amounts again \(dayList(days, today: today)), changed \(agoText(ago))."
        case .undone(.amounts(let name, let days), let today, let ago, true):
            return "“\(name)” has its changed amounts back \(dayList(days, today: today)), as before the undo\(redoAgo(ago))."
        case .undone(.notes(let name, let days), let today, let ago, false):
            return "“\(name)” has its earlier notes again \(dayList(days, today: today)), changed \(agoText(ago))."
        case .undone(.notes(let name, let days), let today, let ago, true):
            return "“\(name)” has its changed notes back \(dayList(days, today: today)), as before the undo\(redoAgo(ago))."
        case .undone(.regoaled(let name, let goal?, let daily), _, let ago, false):
            return "“\(name)” asks for \(goalWords(goal, daily: daily)) again, changed \(agoText(ago))."
        case .undone(.regoaled(let name, let goal?, let daily), _, let ago, true):
            return "“\(name)” asks for \(goalWords(goal, daily: daily)) again, as before the undo\(redoAgo(ago))."
        case .undone(.regoaled(let name, nil, _), _, let ago, false):
            return "“\(name)” has no goal or limit again, changed \(agoText(ago))."
        case .undone(.regoaled(let name, nil, _), _, let ago, true):
            return "“\(name)” has no goal or limit again, as before the undo\(redoAgo(ago))."
        case .undoneWeekStart(let day, let ago, false):
            return "Weeks in the data file start on \(weekdayName(day)) again, changed \(agoText(ago))."
        case .undoneWeekStart(let day, let ago, true):
            return "Weeks in the data file start on \(weekdayName(day)) again, as before the undo\(redoAgo(ago))."
        case .undoneOrder(let ago, false): return "Restored the order of the habits, changed \(agoText(ago))."
        case .undoneOrder(let ago, true): return "Restored the order of the habits, as before the undo\(redoAgo(ago))."
        case .undoAgain(true): return "Run “habit undo” again to take it back once more."
        case .undoAgain(false): return "Run “habit undo” again to redo it."
        case .imported(.noRows): return "Nothing to import: the input has no rows."
        case .imported(.nothingNew):
            return "Nothing was new: the input holds no day and no habit that is not already there; the data file is unchanged."
        case .imported(.allAlreadyDone(let days)):
            return plural(
                days, one: "Nothing new: the \(days) day was already done; the data file is unchanged.",
                other: "Nothing new: all \(days) days were already done; the data file is unchanged.")
        case .imported(.imported(let days, let habits, let newHabits)):
            return "Imported \(self.days(days)) for \(self.habits(habits)) (\(newHabits) new)."
        case .imported(.importedSomeDone(let days, let habits, let newHabits, let alreadyDone)):
            return "Imported \(self.days(days)) for \(self.habits(habits)) (\(newHabits) new); "
                + plural(
                    alreadyDone, one: "\(alreadyDone) of the days was already done.",
                    other: "\(alreadyDone) of the days were already done.")
        case .importedAmounts(_, _, _, false):
            return "Nothing new: the input's days, amounts and notes are here already; the data file is unchanged."
        case .importedAmounts(let counts, let habits, let newHabits, true):
            return "Imported \(listed(counts.map(imported))) for \(self.habits(habits)) (\(newHabits) new)."
        case .importedHistory(let tracker, 0, _, _, _, _, _):
            return "Nothing to import: the \(tracker.rawValue) files name no habit; the data file is unchanged."
        case .importedNothingNew(let tracker, let habits):
            return "Nothing new from \(tracker.rawValue): "
                + plural(habits, one: "its habit and its days are", other: "its \(habits) habits and their days are")
                + " here already; the data file is unchanged."
        case .importedHistory(let tracker, let habits, let newHabits, let done, let skips, let amounts, let notes):
            return "Imported \(self.habits(habits)) from \(tracker.rawValue) (\(newHabits) new): "
                + plural(done, one: "\(done) done day, ", other: "\(done) done days, ")
                + plural(skips, one: "\(skips) skipped day, ", other: "\(skips) skipped days, ")
                + plural(amounts, one: "\(amounts) amount and ", other: "\(amounts) amounts and ")
                + plural(notes, one: "\(notes) note.", other: "\(notes) notes.")
        case .importNotice(.nearestSchedule(let name, let frequency, let schedule)):
            return "“\(name)” has the frequency \(frequency) there, which habit has no schedule for; it is now due "
                + "\(dueWords(schedule)) (change it with habit edit)."
        case .importNotice(.monthlySchedule(let name, let frequency, let schedule)):
            return "“\(name)” has the frequency \(frequency) there, about a month; it is now due "
                + "\(dueWords(schedule)), by calendar month (change it with habit edit)."
        case .importNotice(.renamedTwin(let name, let renamed)):
            return "More than one habit there is named “\(name)”; this one came in as “\(renamed)”."
        case .importNotice(.leftOutLine(let path, let line, let text, let problem)):
            return "Left out \(quoted(path: path)), line \(line), “\(quoted(text))”: \(foreignLine(problem, amounts: .current))"
        case .importNotice(.keptSettings(let name)):
            return "“\(name)” already existed with another schedule or goal; it keeps its own (change it with habit edit)."
        case .importNotice(.defaultSettings(let count)):
            return plural(
                count,
                one: "The new habit has the default settings (due daily, no goal or limit, the usual icon and colour): "
                    + "CSV carries only days; the JSON export (habit export) keeps settings.",
                other: "The \(count) new habits have the default settings (due daily, no goal or limit, the usual icon "
                    + "and colour): CSV carries only days; the JSON export (habit export) keeps settings.")
        case .csvLeavesOutSettings(let count):
            return plural(
                count,
                one: "CSV carries only names and days, so this export leaves out the settings of 1 habit (a goal or "
                    + "limit, schedule, pauses, reminder times, archiving, tags, icon or colour); habit export without --format writes the "
                    + "JSON backup, which keeps everything.",
                other: "CSV carries only names and days, so this export leaves out the settings of \(count) habits "
                    + "(goals or limits, schedules, pauses, reminder times, archiving, tags, icons or colours); habit export without --format "
                    + "writes the JSON backup, which keeps everything.")
        // merge
        case .merged(let path, let counts):
            return "Merged \(path): " + counts.map(merged).joined(separator: ", ") + ". Run habit undo to take it back."
        case .nothingToMerge(let path): return "Nothing to merge: \(path) holds nothing this data file lacks."
        }
    }

    /// "1 habit added", "2 habits changed".
    private func merged(_ count: MergedCount) -> String {
        switch count {
        case .added(let added): return plural(added, one: "1 habit added", other: "\(added) habits added")
        case .changed(let changed): return plural(changed, one: "1 habit changed", other: "\(changed) habits changed")
        }
    }

    /// "3 days", "2 amounts", "1 note": what an import brought.
    private func imported(_ count: ImportedCount) -> String {
        switch count {
        case .days(let count): return days(count)
        case .amounts(let count): return amounts(count)
        case .notes(let count): return notes(count)
        }
    }

    private func habits(_ count: Int) -> String {
        plural(count, one: "\(count) habit", other: "\(count) habits")
    }

    private func redoAgo(_ elapsed: Elapsed?) -> String {
        switch elapsed {
        case nil: return ""
        case let elapsed?: return " (\(agoText(elapsed)))"
        }
    }

    /// "today", "on Nov 27, 2026 and yesterday", "on 5 days".
    private func dayList(_ days: [Day], today: Day) -> String {
        switch DayList(days, today: today) {
        case .named(let days): return days.map(phrase).joined(separator: " and ")
        case .counted(let count): return "on \(count) days"
        }
    }

    /// "2 amounts and 1 note" in an import's summary: the counts of amounts and of notes.
    private func amounts(_ count: Int) -> String { plural(count, one: "\(count) amount", other: "\(count) amounts") }

    private func notes(_ count: Int) -> String { plural(count, one: "\(count) note", other: "\(count) notes") }
}
