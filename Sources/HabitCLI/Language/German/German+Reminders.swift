import HabitCore

extension German {
    /// What `habit remind` says: its summary, notices and failures.
    func text(_ message: ReminderMessage) -> String {
        switch message {
        case .title(let count):
            return plural(count, one: "1 Gewohnheit ist noch offen", other: "\(count) Gewohnheiten sind noch offen")
        case .timesLeft(let name, let times, let daysLeft):
            return "\(name): noch \(times)-mal diese Woche, "
                + plural(daysLeft, one: "1 Tag übrig", other: "\(daysLeft) Tage übrig")
        case .timesLeftThisMonth(let name, let times, let daysLeft):
            return "\(name): noch \(times)-mal diesen Monat, "
                + plural(daysLeft, one: "1 Tag übrig", other: "\(daysLeft) Tage übrig")
        case .amountSoFar(let name, let total, let goal, let unit):
            return "\(name): \(number(total)) von \(measure(goal, unit))"
        case .weekAmountSoFar(let name, let total, let goal, let unit, let daysLeft):
            return "\(name): \(number(total)) von \(measure(goal, unit)) diese Woche, "
                + plural(daysLeft, one: "1 Tag übrig", other: "\(daysLeft) Tage übrig")
        case .wouldSend(let via): return "Würde per \(via.rawValue) senden und als gesendet vermerken:"
        case .wouldSendNow(let via): return "Würde per \(via.rawValue) senden:"
        case .nothingToSend: return "Gerade gibt es an nichts zu erinnern."
        case .noNotifySend:
            return "notify-send ist nicht installiert (Debian: libnotify-bin); die Erinnerung wird stattdessen ausgegeben."
        case .noSession:
            return "Keine Desktop-Sitzung gefunden (kein Sitzungsbus); die Erinnerung wird stattdessen ausgegeben."
        case .noMailer: return "Weder sendmail noch mail ist installiert; die Erinnerung wird stattdessen ausgegeben."
        case .printedInstead(let program):
            return "„\(quoted(program))“ hat die Erinnerung nicht zugestellt; sie wird stattdessen ausgegeben."
        case .noRemindCommand(let path):
            return
                "--via command braucht remind-command in \(quoted(path: path)); trage es ein oder wähle mit --via einen anderen Weg."
        case .deliveryNotStarted(let program, let reason):
            return
                "Die Erinnerung wurde nicht gesendet: „\(quoted(program))“ ließ sich nicht starten (\(reason)); nichts wurde als gesendet vermerkt."
        case .deliveryFailed(let program, let status):
            return
                "Die Erinnerung wurde nicht gesendet: „\(quoted(program))“ endete mit Status \(status); nichts wurde als gesendet vermerkt."
        case .deliveryKilled(let program, let signal):
            return
                "Die Erinnerung wurde nicht gesendet: „\(quoted(program))“ wurde durch Signal \(signal) beendet; nichts wurde als gesendet vermerkt."
        case .deliveryTimedOut(let program, let seconds):
            return
                "Die Erinnerung wurde nicht gesendet: „\(quoted(program))“ war nach "
                + plural(seconds, one: "1 Sekunde", other: "\(seconds) Sekunden") + " nicht fertig und wurde beendet; "
                + "nichts wurde als gesendet vermerkt."
        case .stateFile(.folder(let path)):
            return "\(quoted(path: path)), wo habit remind die gesendeten Erinnerungen festhält, ist ein Ordner; entferne "
                + "ihn oder benenne ihn um. Bis dahin wird keine Erinnerung gesendet."
        case .stateFile(.symbolicLink(let path)):
            return "\(quoted(path: path)), wo habit remind die gesendeten Erinnerungen festhält, ist ein symbolischer Link, "
                + "dem habit nicht folgt; lege dort eine Datei ab oder entferne den Link. Bis dahin wird keine Erinnerung gesendet."
        case .stateFile(.notAFile(let path)):
            return "\(quoted(path: path)), wo habit remind die gesendeten Erinnerungen festhält, ist keine normale Datei "
                + "(sondern ein Gerät, eine Pipe oder ein Socket); entferne sie. Bis dahin wird keine Erinnerung gesendet."
        case .stateFile(.cannotWrite(let path, let reason)):
            return "\(quoted(path: path)), wo habit remind die gesendeten Erinnerungen festhält, kann nicht geschrieben "
                + "werden: \(reason); prüfe die Datei und die Rechte ihres Ordners. Bis dahin wird keine Erinnerung gesendet."
        case .stateFile(.lockTimeout(let path, let seconds)):
            return "Ein anderes habit remind hält die Sperre auf \(quoted(path: path)) seit \(self.seconds(seconds)); "
                + "nichts wurde gesendet. Versuche es später noch einmal."
        case .badTime(let text):
            return
                "„\(quoted(text))“ ist keine Uhrzeit für --remind; schreib HH:MM (20:00), mehrere mit Kommas (08:00,20:00), oder none."
        case .badVia(let text, let choices):
            return "„\(quoted(text))“ ist kein Weg zu erinnern; wähle einen von \(choices.joined(separator: ", "))."
        case .badDefaultTime(let text):
            return "„\(quoted(text))“ ist keine Uhrzeit für remind-at; schreib HH:MM, etwa 20:00."
        case .timesLine(let times):
            return plural(
                times.count, one: "Erinnerung: \(times.joined(separator: ", "))",
                other: "Erinnerungen: \(times.joined(separator: ", "))")
        case .defaultTimeLine(let time): return "Erinnerung: \(time) (Standard)"
        }
    }
}
