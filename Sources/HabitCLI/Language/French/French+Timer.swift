import HabitCore

extension French {
    /// What `habit remind --install` and `--uninstall` say.
    func text(_ message: TimerMessage) -> String {
        switch message {
        case .badInterval(let text, let minutes):
            return "«\u{00A0}\(quoted(text))\u{00A0}» n'est pas un intervalle pour --every\u{202F}; écrivez des minutes de "
                + "\(minutes.lowerBound) à \(minutes.upperBound), par exemple 15m, ou 1h."
        case .badClockTime(let text):
            return "«\u{00A0}\(quoted(text))\u{00A0}» n'est pas une heure pour --at\u{202F}; écrivez HH:MM, par exemple 20:00."
        case .conflictingOptions(let first, let second):
            return "\(first) et \(second) ne vont pas ensemble\u{202F}; choisissez l'un des deux."
        case .onlyWithInstall(let option):
            return "\(option) règle le minuteur et va avec --install\u{00A0}: habit remind --install \(option) …"
        case .onlyWithInstallOrUninstall(let option):
            return "\(option) choisit le minuteur de --install ou --uninstall\u{00A0}: habit remind --install \(option)"
        case .wroteFile(let path): return "\(quoted(path: path)) écrit."
        case .enabledTimer(let schedule):
            return "habit-remind.timer activé et démarré avec systemctl --user\u{00A0}: habit remind tourne \(words(schedule))."
        case .timerUnchanged(let schedule):
            return "habit-remind.timer lance déjà habit remind \(words(schedule))\u{202F}; rien n'a changé."
        case .addedToCrontab(let schedule):
            return "habit remind est ajouté à votre crontab\u{00A0}: il tourne \(words(schedule)) (crontab -l montre les lignes)."
        case .changedInCrontab(let schedule):
            return "Les lignes de habit remind dans votre crontab sont changées\u{00A0}: il tourne désormais \(words(schedule))."
        case .crontabUnchanged(let schedule):
            return "Votre crontab lance déjà habit remind \(words(schedule))\u{202F}; rien n'a changé."
        case .usingCrontab: return "systemctl --user ne répond pas ici, le minuteur va donc dans votre crontab."
        case .disabledTimer: return "habit-remind.timer arrêté et désactivé."
        case .removedFile(let path): return "\(quoted(path: path)) supprimé."
        case .removedFromCrontab:
            return "Les lignes de habit remind sont retirées de votre crontab\u{202F}; le reste est tel qu'il était."
        case .nothingToRemove: return "Aucun minuteur de habit remind --install n'a été trouvé\u{202F}; rien n'a changé."
        case .leftAsItIs(let path):
            return "\(quoted(path: path)) n'a pas été écrit par habit remind --install\u{202F}; il reste tel quel."
        case .wouldWriteFile(let path): return "Écrirait \(quoted(path: path))\u{00A0}:"
        case .wouldRun(let command): return "Lancerait\u{00A0}: \(command)"
        case .wouldInstallCrontab: return "Installerait cette crontab avec crontab -\u{00A0}:"
        case .wouldRemoveFile(let path): return "Supprimerait \(quoted(path: path))."
        case .noTimerProgram:
            return "systemctl --user ne répond pas et crontab n'est pas installé\u{202F}; installez cron (Debian\u{00A0}: cron) "
                + "ou lancez habit remind avec votre propre minuteur."
        case .systemdNotAnswering:
            return "systemctl --user ne répond pas (aucun gestionnaire de services de l'utilisateur ne tourne)\u{202F}; "
                + "utilisez --cron, ou --dry-run pour voir les unités."
        case .noCrontabProgram:
            return "crontab n'est pas installé (Debian\u{00A0}: cron)\u{202F}; installez-le ou utilisez --systemd."
        case .crontabUnreadable(let end):
            return
                "Votre crontab n'a pas pu être lue\u{00A0}: «\u{00A0}crontab -l\u{00A0}» \(words(end))\u{202F}; rien n'a changé."
        case .crontabFailed(let command, let end):
            return "«\u{00A0}\(command)\u{00A0}» \(words(end))\u{202F}; votre crontab est telle qu'elle était."
        case .enableFailed(let command, let end):
            return
                "«\u{00A0}\(command)\u{00A0}» \(words(end))\u{202F}; les unités sont écrites, habit remind --uninstall les supprime."
        case .disableFailed(let command, let end):
            return "«\u{00A0}\(command)\u{00A0}» \(words(end))\u{202F}; voyez systemctl --user status habit-remind.timer."
        case .programNotStarted(let program, let reason):
            return "\(quoted(program)) n'a pas pu démarrer (\(reason))\u{202F}; rien n'a changé."
        case .unfinishedBlock(let line):
            return
                "La ligne \(line) de votre crontab commence les lignes de habit remind, mais leur ligne de fin manque\u{202F}; "
                + "retirez-les avec crontab -e, puis réessayez."
        case .fileNotOurs(let path):
            return "\(quoted(path: path)) existe et n'a pas été écrit par habit remind --install\u{202F}; "
                + "déplacez-le, puis réessayez."
        case .noExecutable:
            return "Impossible de savoir où se trouve le programme habit que le minuteur doit lancer\u{202F}; "
                + "lancez habit par son chemin complet et réessayez."
        case .noUnitFolder:
            return "Impossible de savoir où vont les unités systemd, car HOME n'est pas défini\u{202F}; "
                + "définissez HOME ou XDG_CONFIG_HOME."
        case .lineBreak(let text):
            return "\(quoted(path: text)) contient un saut de ligne, qu'aucune crontab ni unité ne peut contenir\u{202F}; "
                + "utilisez un chemin sans."
        case .cronCommandTooLong(let length, let limit):
            return
                "La commande de la ligne de crontab ferait \(length)\u{00A0}caractères, et cron en prend au plus \(limit)\u{202F}; "
                + "raccourcissez PATH ou utilisez --systemd."
        }
    }

    /// À quelle fréquence le minuteur lance `habit remind`.
    private func words(_ schedule: TimerSchedule) -> String {
        switch schedule {
        case .every(let minutes): return plural(minutes, one: "chaque minute", other: "toutes les \(minutes) minutes")
        case .at(let time): return "chaque jour à \(time) (avec --now\u{00A0}: tout ce qui reste à faire)"
        }
    }

    /// Comment un programme s'est terminé, après sa commande entre guillemets.
    private func words(_ end: ProgramEnd) -> String {
        switch end {
        case .status(let status): return "a échoué avec le code de sortie \(status)"
        case .statusSaying(let status, let said): return "a échoué avec le code de sortie \(status) (\(quoted(said)))"
        case .signal(let signal): return "a été arrêté par le signal \(signal)"
        case .timedOut(let seconds): return "n'a pas fini en \(seconds)\u{00A0}secondes et a été arrêté"
        }
    }
}
