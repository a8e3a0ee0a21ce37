import HabitCore

/// The sentences of `habit undo` in German: „„Meditieren“ mit 12 Einträgen wiederhergestellt,
/// gelöscht vor 2 Minuten.“
extension German {
    /// What undo did to one habit, and what the change it took back had done, and when.
    func undone(_ change: HabitChange, today: Day, ago: Elapsed?, redo: Bool) -> String {
        let clause: String
        let undoneVerb: String
        switch change {
        case .restored(let name, 0):
            (clause, undoneVerb) = ("„\(name)“ wiederhergestellt", "gelöscht")
        case .restored(let name, let entries):
            let count = entries == 1 ? "1 Eintrag" : "\(entries) Einträgen"
            (clause, undoneVerb) = ("„\(name)“ mit \(count) wiederhergestellt", "gelöscht")
        case .removed(let name):
            (clause, undoneVerb) = ("„\(name)“ entfernt", "angelegt")
        case .renamed(let from, let to):
            (clause, undoneVerb) = ("„\(from)“ heißt wieder „\(to)“", "umbenannt")
        case .marked(let name, let days, true):
            (clause, undoneVerb) = ("„\(name)“ ist \(undoDays(days, today: today)) wieder erledigt", "zurückgenommen")
        case .marked(let name, let days, false):
            (clause, undoneVerb) = ("„\(name)“ ist \(undoDays(days, today: today)) nicht mehr erledigt", "abgehakt")
        case .restyled(let name):
            (clause, undoneVerb) = ("„\(name)“ hat wieder das frühere Symbol und die frühere Farbe", "geändert")
        case .rescheduled(let name, let schedule):
            (clause, undoneVerb) = ("„\(name)“ ist wieder \(text(.schedule(.scheduleWords(schedule)))) fällig", "geändert")
        case .repaused(let name):
            (clause, undoneVerb) = ("„\(name)“ hat wieder die früheren Pausen", "geändert")
        case .archiving(let name, true):
            (clause, undoneVerb) = ("„\(name)“ ist wieder archiviert", "zurückgeholt")
        case .archiving(let name, false):
            (clause, undoneVerb) = ("„\(name)“ ist wieder in der Liste", "archiviert")
        case .skipped(let name, let days, true):
            (clause, undoneVerb) = ("„\(name)“ ist \(undoDays(days, today: today)) wieder ausgesetzt", "geändert")
        case .skipped(let name, let days, false):
            (clause, undoneVerb) = ("„\(name)“ ist \(undoDays(days, today: today)) nicht mehr ausgesetzt", "ausgesetzt")
        case .answeredNo(let name, let days, true):
            (clause, undoneVerb) = ("„\(name)“ ist \(undoDays(days, today: today)) wieder mit „nein“ beantwortet", "vergessen")
        case .answeredNo(let name, let days, false):
            (clause, undoneVerb) = (
                "„\(name)“ ist \(undoDays(days, today: today)) wieder unbeantwortet", "mit „nein“ beantwortet"
            )
        }
        return clause + ", " + undoTail(undoneVerb, ago: ago, redo: redo) + "."
    }

    /// Undo restored only the order of the habits.
    func undoneOrder(ago: Elapsed?, redo: Bool) -> String {
        "Reihenfolge der Gewohnheiten wiederhergestellt, " + undoTail("geändert", ago: ago, redo: redo) + "."
    }

    /// What `habit undo` once more would do.
    func undoAgain(redo: Bool) -> String {
        redo
            ? "„habit undo“ noch einmal nimmt die Änderung wieder zurück."
            : "„habit undo“ noch einmal stellt die Änderung wieder her."
    }

    /// „gelöscht vor 2 Minuten“, oder bei Wiederherstellen „wie vor dem Rückgängigmachen (vor 1 Minute)“.
    private func undoTail(_ verb: String, ago: Elapsed?, redo: Bool) -> String {
        if redo { return "wie vor dem Rückgängigmachen" + (ago.map { " (\(agoPhrase($0)))" } ?? "") }
        return verb + " " + (ago.map(agoPhrase) ?? "durch die letzte Änderung")
    }

    private func agoPhrase(_ elapsed: Elapsed) -> String {
        switch elapsed {
        case .moments: return "vor wenigen Sekunden"
        case .minutes(let count): return count == 1 ? "vor 1 Minute" : "vor \(count) Minuten"
        case .hours(let count): return count == 1 ? "vor 1 Stunde" : "vor \(count) Stunden"
        case .days(let count): return count == 1 ? "vor 1 Tag" : "vor \(count) Tagen"
        }
    }

    /// „heute“, „am 27. Nov. 2026 und gestern“, „an 5 Tagen“.
    private func undoDays(_ days: [Day], today: Day) -> String {
        guard days.count <= 2 else { return "an \(days.count) Tagen" }
        return days.map { day in
            switch DayPhrase(day, today: today) {
            case .today: return "heute"
            case .yesterday: return "gestern"
            case .on(let day): return "am " + format(day)
            }
        }.joined(separator: " und ")
    }
}
