import HabitCore

extension French {
    /// What `habit remind` says: its summary, notices and failures.
    func text(_ message: ReminderMessage) -> String {
        switch message {
        case .title(let count):
            return plural(count, one: "1 habitude encore à faire", other: "\(count) habitudes encore à faire")
        case .timesLeft(let name, let times, let daysLeft):
            return "\(name)\u{00A0}: encore \(times)\u{00A0}fois cette semaine, "
                + plural(daysLeft, one: "1 jour restant", other: "\(daysLeft) jours restants")
        case .timesLeftThisMonth(let name, let times, let daysLeft):
            return "\(name)\u{00A0}: encore \(times)\u{00A0}fois ce mois-ci, "
                + plural(daysLeft, one: "1 jour restant", other: "\(daysLeft) jours restants")
        case .amountSoFar(let name, let total, let goal, let unit):
            return "\(name)\u{00A0}: \(number(total)) sur \(measure(goal, unit))"
        case .weekAmountSoFar(let name, let total, let goal, let unit, let daysLeft):
            return "\(name)\u{00A0}: \(number(total)) sur \(measure(goal, unit)) cette semaine, "
                + plural(daysLeft, one: "1 jour restant", other: "\(daysLeft) jours restants")
        case .wouldSend(let via): return "Enverrait par \(via.rawValue), et noterait comme envoyé\u{00A0}:"
        case .wouldSendNow(let via): return "Enverrait par \(via.rawValue)\u{00A0}:"
        case .nothingToSend: return "Rien à rappeler pour l'instant."
        case .noNotifySend:
            return "notify-send n'est pas installé (Debian\u{00A0}: libnotify-bin)\u{202F}; le rappel est affiché à la place."
        case .noSession:
            return "Aucune session de bureau trouvée (pas de bus de session)\u{202F}; le rappel est affiché à la place."
        case .noMailer: return "Ni sendmail ni mail n'est installé\u{202F}; le rappel est affiché à la place."
        case .printedInstead(let program):
            return "«\u{202F}\(quoted(program))\u{202F}» n'a pas transmis le rappel\u{202F}; il est affiché à la place."
        case .noRemindCommand(let path):
            return
                "--via command demande remind-command dans \(quoted(path: path))\u{202F}; définissez-le ou choisissez un autre moyen avec --via."
        case .deliveryNotStarted(let program, let reason):
            return
                "Le rappel n'a pas été envoyé\u{00A0}: «\u{202F}\(quoted(program))\u{202F}» n'a pas démarré (\(reason))\u{202F}; rien n'a été noté comme envoyé."
        case .deliveryFailed(let program, let status):
            return
                "Le rappel n'a pas été envoyé\u{00A0}: «\u{202F}\(quoted(program))\u{202F}» a échoué avec le code \(status)\u{202F}; rien n'a été noté comme envoyé."
        case .deliveryKilled(let program, let signal):
            return
                "Le rappel n'a pas été envoyé\u{00A0}: «\u{202F}\(quoted(program))\u{202F}» a été arrêté par le signal \(signal)\u{202F}; "
                + "rien n'a été noté comme envoyé."
        case .deliveryTimedOut(let program, let seconds):
            return
                "Le rappel n'a pas été envoyé\u{00A0}: «\u{202F}\(quoted(program))\u{202F}» n'avait pas fini après "
                + plural(seconds, one: "1\u{00A0}seconde", other: "\(seconds)\u{00A0}secondes") + " et a été arrêté\u{202F}; "
                + "rien n'a été noté comme envoyé."
        case .stateFile(.folder(let path)):
            return "\(quoted(path: path)), où habit remind note les rappels envoyés, est un dossier\u{202F}; retirez-le ou "
                + "renommez-le. Aucun rappel n'est envoyé d'ici là."
        case .stateFile(.symbolicLink(let path)):
            return "\(quoted(path: path)), où habit remind note les rappels envoyés, est un lien symbolique, que habit ne "
                + "suit pas\u{202F}; mettez-y un fichier ou retirez le lien. Aucun rappel n'est envoyé d'ici là."
        case .stateFile(.notAFile(let path)):
            return "\(quoted(path: path)), où habit remind note les rappels envoyés, n'est pas un fichier ordinaire (c'est un "
                + "périphérique, un tube ou un socket)\u{202F}; retirez-le. Aucun rappel n'est envoyé d'ici là."
        case .stateFile(.cannotWrite(let path, let reason)):
            return
                "Impossible d'écrire \(quoted(path: path)), où habit remind note les rappels envoyés\u{00A0}: \(reason)\u{202F}; "
                + "vérifiez le fichier et les droits de son dossier. Aucun rappel n'est envoyé d'ici là."
        case .stateFile(.lockTimeout(let path, let seconds)):
            return "Un autre habit remind tient le verrou de \(quoted(path: path)) depuis \(self.seconds(seconds))\u{202F}; "
                + "rien n'a été envoyé. Réessayez plus tard."
        case .badTime(let text):
            return
                "«\u{202F}\(quoted(text))\u{202F}» n'est pas une heure pour --remind\u{202F}; écrivez HH:MM (20:00), plusieurs séparées par des virgules (08:00,20:00), ou none."
        case .badVia(let text, let choices):
            return
                "«\u{202F}\(quoted(text))\u{202F}» n'est pas un moyen de rappel\u{202F}; choisissez parmi \(choices.joined(separator: ", "))."
        case .badDefaultTime(let text):
            return
                "«\u{202F}\(quoted(text))\u{202F}» n'est pas une heure pour remind-at\u{202F}; écrivez HH:MM, par exemple 20:00."
        case .timesLine(let times):
            return plural(
                times.count, one: "Rappel\u{00A0}: \(times.joined(separator: ", "))",
                other: "Rappels\u{00A0}: \(times.joined(separator: ", "))")
        case .defaultTimeLine(let time): return "Rappel\u{00A0}: \(time) (par défaut)"
        }
    }
}
