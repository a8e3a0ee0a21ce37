import HabitCore

extension German {
    /// What `habit remind --install` and `--uninstall` say.
    func text(_ message: TimerMessage) -> String {
        switch message {
        case .badInterval(let text, let minutes):
            return "„\(quoted(text))“ ist kein Abstand für --every; schreib Minuten von \(minutes.lowerBound) bis "
                + "\(minutes.upperBound), etwa 15m, oder 1h."
        case .badClockTime(let text): return "„\(quoted(text))“ ist keine Uhrzeit für --at; schreib HH:MM, etwa 20:00."
        case .conflictingOptions(let first, let second):
            return "\(first) und \(second) passen nicht zusammen; wähle eines davon."
        case .onlyWithInstall(let option):
            return "\(option) richtet den Timer ein und gehört zu --install: habit remind --install \(option) …"
        case .onlyWithInstallOrUninstall(let option):
            return "\(option) wählt den Timer für --install oder --uninstall: habit remind --install \(option)"
        case .wroteFile(let path): return "\(quoted(path: path)) geschrieben."
        case .enabledTimer(let schedule):
            return "habit-remind.timer mit systemctl --user aktiviert und gestartet: habit remind läuft \(words(schedule))."
        case .timerUnchanged(let schedule):
            return "habit-remind.timer startet habit remind schon \(words(schedule)); nichts geändert."
        case .addedToCrontab(let schedule):
            return "habit remind steht jetzt in deiner Crontab: es läuft \(words(schedule)) (crontab -l zeigt die Zeilen)."
        case .changedInCrontab(let schedule):
            return "Die Zeilen von habit remind in deiner Crontab sind geändert: es läuft jetzt \(words(schedule))."
        case .crontabUnchanged(let schedule):
            return "Deine Crontab startet habit remind schon \(words(schedule)); nichts geändert."
        case .usingCrontab: return "systemctl --user antwortet hier nicht, darum kommt der Timer in deine Crontab."
        case .disabledTimer: return "habit-remind.timer angehalten und deaktiviert."
        case .removedFile(let path): return "\(quoted(path: path)) entfernt."
        case .removedFromCrontab:
            return "Die Zeilen von habit remind sind aus deiner Crontab entfernt; der Rest ist, wie er war."
        case .nothingToRemove: return "Kein Timer von habit remind --install gefunden; nichts geändert."
        case .leftAsItIs(let path):
            return "\(quoted(path: path)) stammt nicht von habit remind --install; die Datei bleibt, wie sie ist."
        case .wouldWriteFile(let path): return "Würde \(quoted(path: path)) schreiben:"
        case .wouldRun(let command): return "Würde ausführen: \(command)"
        case .wouldInstallCrontab: return "Würde diese Crontab mit crontab - einrichten:"
        case .wouldRemoveFile(let path): return "Würde \(quoted(path: path)) entfernen."
        case .noTimerProgram:
            return "Weder antwortet systemctl --user, noch ist crontab installiert; installiere cron (Debian: cron) "
                + "oder starte habit remind mit einem eigenen Timer."
        case .systemdNotAnswering:
            return "systemctl --user antwortet nicht (kein Dienstverwalter des Benutzers läuft); nimm --cron, "
                + "oder --dry-run, um die Units zu sehen."
        case .noCrontabProgram: return "crontab ist nicht installiert (Debian: cron); installiere es oder nimm --systemd."
        case .crontabUnreadable(let end):
            return "Deine Crontab ließ sich nicht lesen: „crontab -l“ \(words(end)); nichts geändert."
        case .crontabFailed(let command, let end):
            return "„\(command)“ \(words(end)); deine Crontab ist, wie sie war."
        case .enableFailed(let command, let end):
            return "„\(command)“ \(words(end)); die Units sind geschrieben, habit remind --uninstall entfernt sie."
        case .disableFailed(let command, let end):
            return "„\(command)“ \(words(end)); siehe systemctl --user status habit-remind.timer."
        case .programNotStarted(let program, let reason):
            return "\(quoted(program)) ließ sich nicht starten (\(reason)); nichts geändert."
        case .unfinishedBlock(let line):
            return "Zeile \(line) deiner Crontab beginnt die Zeilen von habit remind, aber ihre Endzeile fehlt; "
                + "entferne sie mit crontab -e und versuch es noch einmal."
        case .fileNotOurs(let path):
            return "\(quoted(path: path)) gibt es schon, und es stammt nicht von habit remind --install; "
                + "räum die Datei beiseite und versuch es noch einmal."
        case .noExecutable:
            return
                "Unklar, wo das Programm habit liegt, das der Timer starten soll; starte habit mit vollem Pfad und versuch es noch einmal."
        case .noUnitFolder:
            return "Unklar, wohin die systemd-Units gehören, weil HOME nicht gesetzt ist; setze HOME oder XDG_CONFIG_HOME."
        case .lineBreak(let text):
            return "\(quoted(path: text)) enthält einen Zeilenumbruch, den weder eine Crontab noch eine Unit fassen kann; "
                + "nimm einen Pfad ohne."
        case .cronCommandTooLong(let length, let limit):
            return "Der Befehl der Crontab-Zeile wäre \(length) Zeichen lang, cron nimmt höchstens \(limit); "
                + "kürze PATH oder nimm --systemd."
        }
    }

    /// Wie oft der Timer `habit remind` startet.
    private func words(_ schedule: TimerSchedule) -> String {
        switch schedule {
        case .every(let minutes): return plural(minutes, one: "jede Minute", other: "alle \(minutes) Minuten")
        case .at(let time): return "jeden Tag um \(time) (mit --now: alles, was noch offen ist)"
        }
    }

    /// Wie ein Programm endete, nach seinem Befehl in Anführungszeichen.
    private func words(_ end: ProgramEnd) -> String {
        switch end {
        case .status(let status): return "scheiterte mit Exit-Status \(status)"
        case .statusSaying(let status, let said): return "scheiterte mit Exit-Status \(status) (\(quoted(said)))"
        case .signal(let signal): return "wurde von Signal \(signal) beendet"
        case .timedOut(let seconds): return "war nach \(seconds) Sekunden nicht fertig und wurde angehalten"
        }
    }
}
