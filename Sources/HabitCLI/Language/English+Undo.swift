import HabitCore

/// The sentences of `habit undo` in English: "Restored “Meditieren” and its 12 entries,
/// deleted 2 minutes ago."
extension English {
    /// What undo did to one habit, and what the change it took back had done, and when.
    func undone(_ change: HabitChange, today: Day, ago: Elapsed?, redo: Bool) -> String {
        let clause: String
        let undoneVerb: String
        switch change {
        case .restored(let name, 0):
            (clause, undoneVerb) = ("Restored “\(name)”", "deleted")
        case .restored(let name, let entries):
            (clause, undoneVerb) = ("Restored “\(name)” and its \(entries == 1 ? "1 entry" : "\(entries) entries")", "deleted")
        case .removed(let name):
            (clause, undoneVerb) = ("Removed “\(name)”", "added")
        case .renamed(let from, let to):
            (clause, undoneVerb) = ("“\(from)” is called “\(to)” again", "renamed")
        case .marked(let name, let days, true):
            (clause, undoneVerb) = ("“\(name)” is done again \(undoDays(days, today: today))", "unchecked")
        case .marked(let name, let days, false):
            (clause, undoneVerb) = ("“\(name)” is no longer done \(undoDays(days, today: today))", "checked")
        case .restyled(let name):
            (clause, undoneVerb) = ("“\(name)” has its earlier icon and colour again", "changed")
        case .archiving(let name, true):
            (clause, undoneVerb) = ("“\(name)” is archived again", "brought back")
        case .archiving(let name, false):
            (clause, undoneVerb) = ("“\(name)” is back in the list", "archived")
        case .skipped(let name, let days, true):
            (clause, undoneVerb) = ("“\(name)” is skipped again \(undoDays(days, today: today))", "changed")
        case .skipped(let name, let days, false):
            (clause, undoneVerb) = ("“\(name)” is no longer skipped \(undoDays(days, today: today))", "skipped")
        case .rescheduled(let name, let schedule):
            (clause, undoneVerb) = ("“\(name)” is due \(text(.schedule(.scheduleWords(schedule)))) again", "changed")
        case .repaused(let name):
            (clause, undoneVerb) = ("“\(name)” has its earlier pauses again", "changed")
        case .answeredNo(let name, let days, true):
            (clause, undoneVerb) = ("“\(name)” is answered “no” again \(undoDays(days, today: today))", "forgotten")
        case .answeredNo(let name, let days, false):
            (clause, undoneVerb) = ("“\(name)” is unanswered again \(undoDays(days, today: today))", "answered “no”")
        }
        return clause + ", " + undoTail(undoneVerb, ago: ago, redo: redo) + "."
    }

    /// Undo restored only the order of the habits.
    func undoneOrder(ago: Elapsed?, redo: Bool) -> String {
        "Restored the order of the habits, " + undoTail("changed", ago: ago, redo: redo) + "."
    }

    /// What `habit undo` once more would do.
    func undoAgain(redo: Bool) -> String {
        redo ? "Run “habit undo” again to take it back once more." : "Run “habit undo” again to redo it."
    }

    /// "deleted 2 minutes ago", or for a redo "as before the undo (1 minute ago)".
    private func undoTail(_ verb: String, ago: Elapsed?, redo: Bool) -> String {
        if redo { return "as before the undo" + (ago.map { " (\(agoPhrase($0)))" } ?? "") }
        return verb + " " + (ago.map(agoPhrase) ?? "by the last change")
    }

    private func agoPhrase(_ elapsed: Elapsed) -> String {
        switch elapsed {
        case .moments: return "a few seconds ago"
        case .minutes(let count): return count == 1 ? "1 minute ago" : "\(count) minutes ago"
        case .hours(let count): return count == 1 ? "1 hour ago" : "\(count) hours ago"
        case .days(let count): return count == 1 ? "1 day ago" : "\(count) days ago"
        }
    }

    /// "today", "on Nov 27, 2026 and yesterday", "on 5 days".
    private func undoDays(_ days: [Day], today: Day) -> String {
        guard days.count <= 2 else { return "on \(days.count) days" }
        return days.map { day in
            switch DayPhrase(day, today: today) {
            case .today: return "today"
            case .yesterday: return "yesterday"
            case .on(let day): return "on " + format(day)
            }
        }.joined(separator: " and ")
    }
}
