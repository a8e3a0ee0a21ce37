import HabitCore

/// What undo, import and merge say about the data file as a whole.
public enum FileMessage: Equatable, Sendable {
    /// One change that `habit undo` took back, and how long ago it was made; `redo` when the
    /// change taken back was itself an undo.
    case undone(HabitChange, today: Day, ago: Elapsed?, redo: Bool)
    /// `habit undo` restored the habits' order and nothing else.
    case undoneOrder(ago: Elapsed?, redo: Bool)
    /// `habit undo` brought back the data file's week, starting on `day` again.
    case undoneWeekStart(Weekday, ago: Elapsed?, redo: Bool)
    /// What running `habit undo` once more does.
    case undoAgain(redo: Bool)
    /// A plain import of a CSV or JSON file: what it came to.
    case imported(ImportOutcome)
    /// `import` of a CSV or JSON file whose input carries amounts or notes: the counts of days,
    /// amounts and notes that are not zero; `changed` is whether the data file changed (the
    /// habit's own amounts and notes win over the input's).
    case importedAmounts(counts: [ImportedCount], habits: Int, newHabits: Int, changed: Bool)
    /// `habit import --from`: the habits read from another tracker, how many were new, and how
    /// many done days, skipped days, amounts and notes came with them.
    case importedHistory(from: ForeignFormat, habits: Int, newHabits: Int, done: Int, skips: Int, amounts: Int, notes: Int)
    /// `habit import --from` found nothing that the data file does not hold already.
    case importedNothingNew(from: ForeignFormat, habits: Int)
    /// Something the person should know about an import that went through, for standard error.
    case importNotice(ImportNotice)
    /// `habit export --format csv` left out the settings of this many habits (more than 0),
    /// for standard error.
    case csvLeavesOutSettings(habits: Int)
    /// `habit merge` took what `path` had that the data file lacked: the counts of habits added
    /// and changed that are not zero (one at least).
    case merged(path: ShownText, counts: [MergedCount])
    /// `habit merge` found nothing in `path` that the data file lacks.
    case nothingToMerge(path: ShownText)
}

extension LanguageTable {
    /// What undo, import and merge say about the data file as a whole: the entry of the catalog
    /// (`file.…`) each message picks, and its arguments, formatted for every language alike.
    public func text(_ message: FileMessage) -> String {
        switch message {
        case .undone(let change, let today, let ago, let redo): return undone(change, today: today, ago: ago, redo: redo)
        case .undoneWeekStart(let day, let ago, false):
            return catalog.text(.fileUndoWeekStart, ["weekday": weekdayName(day), "ago": agoText(ago)])
        case .undoneWeekStart(let day, let ago, true):
            return catalog.text(.fileUndoWeekStartAsBefore, ["weekday": weekdayName(day), "since": since(ago)])
        case .undoneOrder(let ago, false): return catalog.text(.fileUndoOrder, ["ago": agoText(ago)])
        case .undoneOrder(let ago, true): return catalog.text(.fileUndoOrderAsBefore, ["since": since(ago)])
        case .undoAgain(true): return catalog.text(.fileUndoAgainUndoes)
        case .undoAgain(false): return catalog.text(.fileUndoAgainRedoes)
        case .imported(let outcome): return imported(outcome)
        case .importedAmounts(_, _, _, false): return catalog.text(.fileImportedAmountsNothingNew)
        case .importedAmounts(let counts, let habits, let newHabits, true):
            return catalog.text(
                .fileImportedAmounts,
                ["what": listed(counts.map(importedCount)), "habits": self.habits(habits), "new": newOnes(newHabits)])
        case .importedHistory(let tracker, 0, _, _, _, _, _):
            return catalog.text(.fileImportedHistoryNone, ["tracker": tracker.rawValue])
        case .importedNothingNew(let tracker, let habits):
            return catalog.text(.fileImportedNothingNew, count: habits, ["tracker": tracker.rawValue, "count": String(habits)])
        case .importedHistory(let tracker, let habits, let newHabits, let done, let skips, let amounts, let notes):
            return catalog.text(
                .fileImportedHistory,
                [
                    "habits": self.habits(habits), "tracker": tracker.rawValue, "new": newOnes(newHabits),
                    "done": counted(.fileDoneDays, done), "skips": counted(.fileSkippedDays, skips),
                    "amounts": counted(.fileAmounts, amounts), "notes": counted(.fileNotes, notes),
                ])
        case .importNotice(let notice): return importNotice(notice)
        case .csvLeavesOutSettings(let count):
            return catalog.text(.fileCsvLeavesOutSettings, count: count, ["count": String(count)])
        case .merged(let path, let counts):
            let listed = counts.map(mergedCount).joined(separator: catalog.text(.fileCountsJoined))
            return catalog.text(.fileMerged, ["path": "\(path)", "counts": listed])
        case .nothingToMerge(let path): return catalog.text(.fileNothingToMerge, ["path": "\(path)"])
        }
    }

    /// The sentence for one change `habit undo` took back: the plain entry, or its `…AsBefore`
    /// twin when the change was itself an undo.
    private func undone(_ change: HabitChange, today: Day, ago: Elapsed?, redo: Bool) -> String {
        func say(
            _ plain: CatalogKey, _ asBefore: CatalogKey, _ first: (String, String), _ second: (String, String) = ("", "")
        ) -> String {
            redo
                ? catalog.text(asBefore, [first.0: first.1, second.0: second.1, "since": since(ago)])
                : catalog.text(plain, [first.0: first.1, second.0: second.1, "ago": agoText(ago)])
        }
        switch change {
        case .restored(let name, 0): return say(.fileUndoRestored, .fileUndoRestoredAsBefore, ("name", name))
        case .restored(let name, let count):
            return say(
                .fileUndoRestoredWithEntries, .fileUndoRestoredWithEntriesAsBefore,
                ("name", name), ("entries", entries(count)))
        case .removed(let name): return say(.fileUndoRemoved, .fileUndoRemovedAsBefore, ("name", name))
        case .renamed(let from, let to): return say(.fileUndoRenamed, .fileUndoRenamedAsBefore, ("from", from), ("to", to))
        case .marked(let name, let days, true):
            return say(.fileUndoDoneAgain, .fileUndoDoneAgainAsBefore, ("name", name), ("days", dayList(days, today: today)))
        case .marked(let name, let days, false):
            return say(
                .fileUndoNotDoneAgain, .fileUndoNotDoneAgainAsBefore, ("name", name), ("days", dayList(days, today: today)))
        case .archiving(let name, true): return say(.fileUndoArchivedAgain, .fileUndoArchivedAgainAsBefore, ("name", name))
        case .archiving(let name, false): return say(.fileUndoBackInTheList, .fileUndoBackInTheListAsBefore, ("name", name))
        case .skipped(let name, let days, true):
            return say(
                .fileUndoSkippedAgain, .fileUndoSkippedAgainAsBefore, ("name", name), ("days", dayList(days, today: today)))
        case .skipped(let name, let days, false):
            return say(
                .fileUndoNotSkippedAgain, .fileUndoNotSkippedAgainAsBefore,
                ("name", name), ("days", dayList(days, today: today)))
        case .answeredNo(let name, let days, true):
            return say(
                .fileUndoAnsweredNoAgain, .fileUndoAnsweredNoAgainAsBefore,
                ("name", name), ("days", dayList(days, today: today)))
        case .answeredNo(let name, let days, false):
            return say(
                .fileUndoUnansweredAgain, .fileUndoUnansweredAgainAsBefore,
                ("name", name), ("days", dayList(days, today: today)))
        case .rescheduled(let name, let schedule):
            return say(.fileUndoRescheduled, .fileUndoRescheduledAsBefore, ("name", name), ("schedule", dueWords(schedule)))
        case .repaused(let name): return say(.fileUndoRepaused, .fileUndoRepausedAsBefore, ("name", name))
        case .restyled(let name): return say(.fileUndoRestyled, .fileUndoRestyledAsBefore, ("name", name))
        case .amounts(let name, let days):
            return say(.fileUndoAmounts, .fileUndoAmountsAsBefore, ("name", name), ("days", dayList(days, today: today)))
        case .notes(let name, let days):
            return say(.fileUndoNotes, .fileUndoNotesAsBefore, ("name", name), ("days", dayList(days, today: today)))
        case .regoaled(let name, let goal?, let daily):
            return say(.fileUndoRegoaled, .fileUndoRegoaledAsBefore, ("name", name), ("goal", goalWords(goal, daily: daily)))
        case .regoaled(let name, nil, _): return say(.fileUndoNoGoalAgain, .fileUndoNoGoalAgainAsBefore, ("name", name))
        }
    }

    /// What a plain import came to.
    private func imported(_ outcome: ImportOutcome) -> String {
        switch outcome {
        case .noRows: return catalog.text(.fileImportNoRows)
        case .nothingNew: return catalog.text(.fileImportNothingNew)
        case .allAlreadyDone(let days): return catalog.text(.fileImportAllAlreadyDone, count: days, ["count": String(days)])
        case .imported(let days, let habits, let newHabits):
            return catalog.text(
                .fileImported, ["days": self.days(days), "habits": self.habits(habits), "new": newOnes(newHabits)])
        case .importedSomeDone(let days, let habits, let newHabits, let alreadyDone):
            return catalog.text(
                .fileImportedSomeDone, count: alreadyDone,
                [
                    "days": self.days(days), "habits": self.habits(habits), "new": newOnes(newHabits),
                    "count": String(alreadyDone),
                ])
        }
    }

    /// Something to know about an import that went through.
    private func importNotice(_ notice: ImportNotice) -> String {
        switch notice {
        case .nearestSchedule(let name, let frequency, let schedule):
            return catalog.text(
                .fileNearestSchedule, ["name": name, "frequency": frequency, "schedule": dueWords(schedule)])
        case .monthlySchedule(let name, let frequency, let schedule):
            return catalog.text(
                .fileMonthlySchedule, ["name": name, "frequency": frequency, "schedule": dueWords(schedule)])
        case .renamedTwin(let name, let renamed): return catalog.text(.fileRenamedTwin, ["name": name, "renamed": renamed])
        case .leftOutLine(let path, let line, let text, let problem):
            return catalog.text(
                .fileLeftOutLine,
                [
                    "path": quoted(path: path), "line": String(line), "text": quoted(text),
                    "problem": foreignLine(problem, amounts: .current),
                ])
        case .keptSettings(let name): return catalog.text(.fileKeptSettings, ["name": name])
        case .defaultSettings(let count): return catalog.text(.fileDefaultSettings, count: count, ["count": String(count)])
        }
    }

    /// "3 days", "2 amounts", "1 note": what an import brought.
    private func importedCount(_ count: ImportedCount) -> String {
        switch count {
        case .days(let count): return days(count)
        case .amounts(let count): return counted(.fileAmounts, count)
        case .notes(let count): return counted(.fileNotes, count)
        }
    }

    /// "1 habit added", "2 habits changed".
    private func mergedCount(_ count: MergedCount) -> String {
        switch count {
        case .added(let count): return counted(.fileHabitsAdded, count)
        case .changed(let count): return counted(.fileHabitsChanged, count)
        }
    }

    /// A counted entry whose only placeholder is `{count}`.
    private func counted(_ key: CatalogKey, _ count: Int) -> String {
        catalog.text(key, count: count, ["count": String(count)])
    }

    /// "2 habits".
    private func habits(_ count: Int) -> String { counted(.fileHabits, count) }

    /// "2 new", "2 nouvelles": how many habits an import added.
    private func newOnes(_ count: Int) -> String { counted(.fileNewHabits, count) }

    /// After an undo of an undo: " (2 minutes ago)", or nothing when the time is unknown.
    private func since(_ elapsed: Elapsed?) -> String {
        guard let elapsed else { return "" }
        return catalog.text(.fileSince, ["ago": agoText(elapsed)])
    }

    /// "today", "on Nov 27, 2026 and yesterday", "on 5 days": the days a change touched.
    private func dayList(_ days: [Day], today: Day) -> String {
        switch DayList(days, today: today) {
        case .named(let days): return days.map(phrase).joined(separator: catalog.text(.fileDaysJoined))
        case .counted(let count): return counted(.fileDays, count)
        }
    }

    /// "2 minutes ago", or "by the last change" when the time is unknown: the catalog's
    /// `file.ago.…` entries.
    public func agoText(_ elapsed: Elapsed?) -> String {
        switch elapsed {
        case nil: return catalog.text(.fileAgoUnknown)
        case .moments: return catalog.text(.fileAgoMoments)
        case .minutes(let count): return catalog.text(.fileAgoMinutes, count: count, ["count": String(count)])
        case .hours(let count): return catalog.text(.fileAgoHours, count: count, ["count": String(count)])
        case .days(let count): return catalog.text(.fileAgoDays, count: count, ["count": String(count)])
        }
    }
}
