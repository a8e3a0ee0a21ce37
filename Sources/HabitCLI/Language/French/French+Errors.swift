import HabitCore

extension French {
    /// Errors and notices for standard error: each says what went wrong and what to do.
    func text(_ message: ErrorMessage) -> String {
        switch message {
        case .askNeedsTerminal:
            return "habit ask pose ses questions dans un terminal, et l'entrée standard n'en est pas un\u{202F}; "
                + "dans un script, utilisez habit check NOM (ou habit skip NOM) pour chaque habitude."
        case .checkWeeklyGoal(let name, let log):
            return "\(quoted(name)) a un objectif hebdomadaire, atteint par des quantités et non par des jours cochés\u{202F}; "
                + "notez une quantité avec\u{00A0}: \(log)"
        case .goalDoesNotFitSchedule(let name, .weeklyAtLeast, let schedule):
            return
                "\(quoted(name)) est prévue \(dueWords(schedule)), mais un objectif hebdomadaire tient lieu de programme\u{202F}; "
                + "ajoutez --daily."
        case .goalDoesNotFitSchedule(let name, .atMost, let schedule):
            return "\(quoted(name)) est prévue \(dueWords(schedule)), mais une limite vaut pour chaque jour prévu\u{202F}; "
                + "ajoutez --daily, --days ou --every."
        case .goalDoesNotFitSchedule(let name, .atLeast, let schedule):
            return "\(quoted(name)) est prévue \(dueWords(schedule)), mais un objectif vaut pour chaque jour prévu\u{202F}; "
                + "ajoutez --daily, --days ou --every."
        case .notAQuitHabit(let name, let log):
            return
                "\(quoted(name)) n'est pas une habitude à arrêter et n'a pas d'écarts\u{202F}; notez une quantité avec\u{00A0}: \(log)"
        case .quitWithGoal(let name, let noGoal):
            return "\(quoted(name)) a un objectif, et une habitude à arrêter n'a que sa limite de 0\u{202F}; "
                + "retirez aussi l'objectif avec\u{00A0}: \(noGoal)"
        case .noGoalForUnit(let name):
            return
                "\(quoted(name)) n'a ni objectif ni limite à compter dans une unité\u{202F}; donnez --unit avec --goal, --at-most "
                + "ou --weekly-goal."
        // erreurs
        case .deleteNeedsConfirmation(let name, let command):
            return
                "«\u{202F}\(quoted(name))\u{202F}» n'est pas supprimée sans confirmation\u{202F}; pour la supprimer depuis un script, lancez\u{00A0}: \(command)"
        case .futureQueryDay(let day, let today):
            return
                "Le \(date(day)) est dans le futur (nous sommes le \(date(today)))\u{202F}; demandez aujourd'hui ou un jour passé."
        case .notCreatedYet(let name, let created, let day):
            return
                "«\u{202F}\(quoted(name))\u{202F}» n'existait pas encore le \(date(day))\u{202F}; elle a été créée le \(date(created))."
        case .usage(let error): return usage(error)
        case .store(let error, let limits): return store(error, limits: limits)
        case .habit(let error): return habit(error)
        case .importFailed(let error, let limits, let amounts, let nothingImported):
            return importFailed(error, limits: limits, amounts: amounts, nothingImported: nothingImported)
        case .configFailed(let error): return configFailed(error)
        case .weeksStartOnMonday(let regionWeek, let argument):
            return "Les semaines de ce fichier de données commencent le lundi, comme habit les a toujours comptées, et le "
                + "calendrier, la grille, le rapport et stats --by week les montrent désormais ainsi\u{202F}; "
                + "habit week-start \(argument) les fait commencer le \(weekdayName(regionWeek))."
        case .clockBehind(let latest, let today):
            return "Les données contiennent des jours jusqu'au \(date(latest)), après aujourd'hui (le \(date(today)))\u{202F}; "
                + "l'horloge de cet ordinateur est peut-être fausse, vérifiez la date et l'heure."
        case .clockOutOfRange(let today, let years):
            return
                "L'horloge indique le \(date(today)), hors des années \(years.lowerBound) à \(years.upperBound) qu'un fichier habit peut contenir\u{202F}; "
                + "rien n'a été lu ni écrit. Réglez l'horloge du système."
        case .timeZoneOutOfRange(let text, let offset, let maximum):
            return
                "TZ vaut «\u{202F}\(quoted(text))\u{202F}», à \(offset) heures d'UTC\u{202F}; habit accepte les fuseaux jusqu'à \(maximum) heures d'UTC "
                + "(aucun lieu n'est à plus de 14). Donnez à TZ un nom de fuseau comme Pacific/Kiritimati."
        case .waitingForLock(let path, let lock):
            return
                "En attente qu'un autre habit finisse de modifier \(quoted(path: path)) (il tient le verrou \(quoted(path: lock)))…"
        case .outputFailed(let reason, true):
            return "Impossible d'écrire sur la sortie standard\u{00A0}: \(reason)\u{202F}; "
                + "la modification a été enregistrée, ne relancez pas la commande."
        case .outputFailed(let reason, false):
            return "Impossible d'écrire sur la sortie standard\u{00A0}: \(reason)\u{202F}; rien n'a été affiché."
        case .mergeFileMissing(let path):
            return "Il n'y a pas de fichier \(quoted(path: path)) à fusionner\u{202F}; vérifiez le chemin. Rien n'a changé."
        }
    }

    /// The hint after a name that is not known: « vouliez-vous dire « Lesen » ? ».
    private func didYouMean(_ suggestion: String) -> String {
        "vouliez-vous dire «\u{202F}\(quoted(suggestion))\u{202F}»\u{202F}?"
    }

    private func amountProblem(_ error: AmountError, limits: AmountLimits) -> String {
        switch error {
        case .notANumber(let text):
            return
                "«\u{202F}\(quoted(text))\u{202F}» n'est pas un nombre\u{202F}; donnez des chiffres, avec des chiffres de part et d'autre d'une virgule ou d'un point, comme 0,5."
        case .tooManyDecimals(let text):
            return "«\u{202F}\(quoted(text))\u{202F}» a plus de \(limits.decimals) décimales\u{202F}; arrondissez-le."
        case .tooLarge(let text):
            return "«\u{202F}\(quoted(text))\u{202F}» dépasse \(largest(limits))\u{202F}; donnez une quantité plus petite."
        case .totalTooLarge(let day, let total):
            return
                "Le total du \(date(day)) serait \(digitGroups.grouped(number(total))), plus de \(largest(limits))\u{202F}; donnez une quantité plus petite."
        case .totalBelowZero(let day, let total):
            return "Le total du \(date(day)) serait \(number(total)), sous 0\u{202F}; retirez au plus la quantité déjà notée."
        case .negativeTotal(let total):
            return "--set \(number(total)) mettrait le total du jour sous 0\u{202F}; donnez 0 ou plus (--set 0 note zéro)."
        case .futureDay(let day, let today): return habit(.futureDay(day, today: today))
        case .invalidGoal(.atMost, let amount):
            return "\(number(amount)) ne peut pas être une limite\u{202F}; donnez une quantité de 0 à \(largest(limits))."
        case .invalidGoal(_, let amount):
            return
                "\(number(amount)) ne peut pas être un objectif\u{202F}; donnez une quantité supérieure à 0 et d'au plus \(largest(limits))."
        case .invalidUnit(let unit):
            return
                "L'unité «\u{202F}\(quoted(unit))\u{202F}» n'est pas utilisable\u{202F}; donnez un mot d'au plus \(limits.unitLength) caractères "
                + "sans caractère de contrôle."
        case .controlCharacterInNote(let text):
            return
                "La note «\u{202F}\(quoted(text))\u{202F}» contient un saut de ligne ou un caractère de contrôle\u{202F}; écrivez une seule ligne."
        case .unusableCharacterInUnit(let unit, let scalar):
            return
                "L'unité «\u{202F}\(quoted(unit))\u{202F}» contient \(codePoint(scalar)), qui n'est pas un caractère de texte\u{202F}; donnez un mot sans ce caractère."
        case .unusableCharacterInNote(let text, let scalar):
            return
                "La note «\u{202F}\(quoted(text))\u{202F}» contient \(codePoint(scalar)), qui n'est pas un caractère de texte\u{202F}; écrivez la note sans ce caractère."
        case .noteTooLong(let length):
            return "La note fait \(length) caractères\u{202F}; raccourcissez-la à \(limits.noteLength) au plus."
        }
    }

    func habit(_ error: HabitError) -> String {
        switch error {
        case .futureDay(let day, let today):
            return "Le \(date(day)) est dans le futur (nous sommes le \(date(today)))\u{202F}; "
                + "seuls aujourd'hui et les jours passés peuvent être modifiés."
        case .weeklyGoalChecked(let name):
            return
                "«\u{202F}\(quoted(name))\u{202F}» a un objectif hebdomadaire, atteint par des quantités et non par des jours cochés\u{202F}; "
                + "notez une quantité avec «\u{202F}habit log\u{202F}»."
        case .emptyName: return "Une habitude a besoin d'un nom\u{202F}; tapez au moins un caractère visible autre qu'une espace."
        case .controlCharacterInName(let name):
            return
                "Le nom «\u{202F}\(quoted(name))\u{202F}» contient un saut de ligne ou un caractère de contrôle\u{202F}; utilisez du texte simple."
        case .unusableCharacterInName(let name, let scalar):
            return
                "Le nom «\u{202F}\(quoted(name))\u{202F}» contient \(codePoint(scalar)), qui n'est pas un caractère de texte\u{202F}; utilisez du texte simple."
        case .nameTooLong(let length, let maximum):
            return "Le nom fait \(length) caractères\u{202F}; \(maximum) au plus sont permis."
        case .nameTaken(let name):
            return "Une habitude «\u{202F}\(quoted(name))\u{202F}» existe déjà\u{202F}; choisissez un autre nom."
        case .nameClash(let name, let existing):
            return
                "«\u{202F}\(quoted(name))\u{202F}» ne diffère de «\u{202F}\(quoted(existing))\u{202F}» que par la casse, les accents ou la "
                + "largeur, et habit les tient pour le même nom\u{202F}; choisissez un autre nom."
        case .invalidIcon(let icon):
            return
                "L'icône «\u{202F}\(quoted(icon))\u{202F}» n'est pas utilisable\u{202F}; donnez un emoji ou un court symbole sans espace."
        case .unknownHabit(let name, let suggestion?):
            return
                "Il n'y a pas d'habitude «\u{202F}\(quoted(name))\u{202F}»\u{202F}; \(didYouMean(suggestion))"
        case .unknownHabit(let name, nil):
            return
                "Il n'y a pas d'habitude «\u{202F}\(quoted(name))\u{202F}»\u{202F}; «\u{202F}habit list\u{202F}» les montre toutes."
        case .ambiguousHabit(let name, let candidates):
            let list = candidates.map { "«\u{202F}\(quoted($0))\u{202F}»" }.joined(separator: ", ")
            return
                "«\u{202F}\(quoted(name))\u{202F}» correspond à plusieurs habitudes\u{00A0}: \(list)\u{202F}; tapez une plus grande partie du nom."
        case .lookalikeHabits(let name, let candidates):
            let list = candidates.map { "«\u{202F}\(quoted($0))\u{202F}»" }.joined(separator: ", ")
            return
                "«\u{202F}\(quoted(name))\u{202F}» peut désigner plusieurs habitudes dont les noms ne diffèrent que par la casse, "
                + "les accents ou la largeur\u{00A0}: \(list)\u{202F}; tapez le nom exactement comme il est écrit, ou "
                + "renommez-en une avec «\u{202F}habit rename\u{202F}»."
        case .duplicateID(let id, let name):
            return
                "L'habitude «\u{202F}\(quoted(name))\u{202F}» a l'identifiant \(id.uuidString), qu'une autre habitude a déjà\u{202F}; "
                + "donnez-lui un nouvel identifiant ou supprimez-la."
        case .untrimmedName(let name):
            return "Le nom «\u{202F}\(quoted(name))\u{202F}» est entouré d'espaces\u{202F}; retirez-les."
        case .pauseEndsBeforeStart(let first, let last):
            return "Une pause ne peut pas finir le \(date(last)), avant son début le \(date(first))\u{202F}; "
                + "donnez une fin égale ou postérieure au début."
        case .pauseTooFarAhead(let day, let latest):
            return "Le \(date(day)) est à plus d'un an\u{202F}; une pause peut être prévue jusqu'au \(date(latest))."
        }
    }

    private func usage(_ error: UsageError) -> String {
        switch error {
        case .unknownCommand(let word, let suggestion?):
            return
                "Commande inconnue «\u{202F}\(quoted(word))\u{202F}»\u{202F}; \(didYouMean(suggestion))"
        case .unknownCommand(let word, nil):
            return "Commande inconnue «\u{202F}\(quoted(word))\u{202F}»\u{202F}; voir «\u{202F}habit help\u{202F}»."
        case .unknownOption(let option, let command?, let suggestion?):
            return
                "Option inconnue «\u{202F}\(quoted(option))\u{202F}» pour «\u{202F}habit \(command.rawValue)\u{202F}»\u{202F}; \(didYouMean(suggestion))"
        case .unknownOption(let option, let command?, nil):
            return
                "Option inconnue «\u{202F}\(quoted(option))\u{202F}» pour «\u{202F}habit \(command.rawValue)\u{202F}»\u{202F}; voir «\u{202F}habit help \(command.rawValue)\u{202F}»."
        case .unknownOption(let option, nil, let suggestion?):
            return
                "Option inconnue «\u{202F}\(quoted(option))\u{202F}»\u{202F}; \(didYouMean(suggestion))"
        case .unknownOption(let option, nil, nil):
            return "Option inconnue «\u{202F}\(quoted(option))\u{202F}»\u{202F}; voir «\u{202F}habit help\u{202F}»."
        case .nameLikeOption(let option, let command, let retry):
            return
                "Option inconnue «\u{202F}\(quoted(option))\u{202F}» pour «\u{202F}habit \(command.rawValue)\u{202F}»\u{202F}; "
                + "un nom ou un texte qui commence par «\u{202F}-\u{202F}» se place après «\u{202F}--\u{202F}»\u{00A0}: \(quoted(retry))"
        case .missingValue(let option, let placeholder):
            return
                "L'option «\u{202F}\(quoted(option))\u{202F}» attend une valeur\u{00A0}: \(quoted(option)) \(self.placeholder(placeholder))"
        case .unexpectedValue(let option):
            return
                "L'option «\u{202F}\(quoted(option))\u{202F}» ne prend pas de valeur\u{202F}; écrivez seulement \(quoted(option))."
        case .missingArgument(let command, let placeholder):
            return
                "«\u{202F}habit \(command.rawValue)\u{202F}» attend \(self.placeholder(placeholder))\u{202F}; voir «\u{202F}habit help \(command.rawValue)\u{202F}»."
        case .argumentNotTaken(let argument, let command):
            return
                "«\u{202F}habit \(command.rawValue)\u{202F}» ne prend pas d'argument, mais a reçu «\u{202F}\(quoted(argument))\u{202F}»\u{202F}; lancez-la seule\u{00A0}: habit \(command.rawValue)"
        case .extraArgument(let argument, let command, let several):
            return
                "Argument inattendu «\u{202F}\(quoted(argument))\u{202F}» pour «\u{202F}habit \(command.rawValue)\u{202F}»\u{202F}; "
                + "mettez entre guillemets un nom qui contient des espaces (\(listed(several.map(\.rawValue))) prennent plusieurs noms)."
        case .allWithNames(let name, let command):
            return
                "«\u{202F}habit \(command.rawValue) --all\u{202F}» désigne toutes les habitudes, mais a aussi reçu le nom «\u{202F}\(quoted(name))\u{202F}»\u{202F}; "
                + "donnez les noms ou --all."
        case .optionAfterEnd(let option, let command):
            return "«\u{202F}\(quoted(option))\u{202F}» suit «\u{202F}--\u{202F}», qui termine les options, "
                + "et «\u{202F}habit \(command.rawValue)\u{202F}» le prend pour un argument\u{202F}; placez les options avant «\u{202F}--\u{202F}»."
        case .report(let error): return text(error.message)
        case .date(let error): return dateError(error)
        case .badWeeks(let text, let range):
            return
                "«\u{202F}\(quoted(text))\u{202F}» n'est pas un nombre de semaines valide\u{202F}; utilisez un nombre entier de \(range.lowerBound) à \(range.upperBound)."
        case .badColor(let text, let choices):
            return "«\u{202F}\(quoted(text))\u{202F}» n'est pas une couleur\u{202F}; choisissez parmi\u{00A0}: "
                + "\(choices.joined(separator: ", "))."
        case .badColorMode(let text):
            return
                "«\u{202F}\(quoted(text))\u{202F}» n'est pas un mode de couleur\u{202F}; utilisez --color auto, always ou never."
        case .unknownHelpTopic(let topic, let suggestion?):
            return
                "Il n'y a pas de commande «\u{202F}\(quoted(topic))\u{202F}»\u{202F}; \(didYouMean(suggestion))"
        case .unknownHelpTopic(let topic, nil):
            return "Il n'y a pas de commande «\u{202F}\(quoted(topic))\u{202F}»\u{202F}; voir «\u{202F}habit help\u{202F}»."
        case .badFormat(let text):
            return "«\u{202F}\(quoted(text))\u{202F}» n'est pas un format\u{202F}; utilisez --format csv ou --format json."
        case .badTracker(let text, _):
            return "«\u{202F}\(quoted(text))\u{202F}» n'est pas une application dont habit importe\u{202F}; "
                + "utilisez --from loop, harsh, habitctl ou dijo."
        case .trackerWithFormat:
            return "--from et --format ne se combinent pas\u{00A0}: --from lit les fichiers propres de l'application."
        case .skipInvalidWithoutLog:
            return "--skip-invalid ne va qu'avec --from harsh ou --from habitctl\u{00A0}: il laisse de côté des lignes de leur "
                + "journal."
        case .badDays(let text):
            return
                "«\u{202F}\(quoted(text))\u{202F}» n'est pas un jour de la semaine\u{202F}; utilisez --days avec des jours séparés par des virgules, "
                + "par exemple lun,mer,ven (lun…dim ou noms entiers, en anglais mo…su, mon…sun, en allemand mo,di,mi,do,fr,sa,so), "
                + "ou weekdays ou weekends."
        case .badPerWeek(let text, let range):
            return
                "«\u{202F}\(quoted(text))\u{202F}» n'est pas un nombre de jours par semaine\u{202F}; utilisez --per-week avec un nombre entier de \(range.lowerBound) à \(range.upperBound)."
        case .badEvery(let text, let range):
            return
                "«\u{202F}\(quoted(text))\u{202F}» n'est pas un intervalle\u{202F}; utilisez --every avec un nombre entier de jours de \(range.lowerBound) à \(range.upperBound)."
        case .badPerMonth(let text, let range):
            return
                "«\u{202F}\(quoted(text))\u{202F}» n'est pas un nombre de jours par mois\u{202F}; utilisez --per-month avec un nombre entier de \(range.lowerBound) à \(range.upperBound)."
        case .badMonthlyOn(let text, let range):
            return
                "«\u{202F}\(quoted(text))\u{202F}» n'est pas un jour du mois\u{202F}; utilisez --monthly-on avec des jours de \(range.lowerBound) à "
                + "\(range.upperBound) séparés par des virgules, par exemple 1,15, et -1 pour le dernier jour."
        case .conflictingSchedules(let first, let second):
            return
                "\(first) et \(second) ne se combinent pas\u{202F}; donnez un seul programme\u{00A0}: --days, --per-week, --every, "
                + "--per-month ou --monthly-on (edit accepte aussi --daily)."
        case .nothingToEdit:
            return "Rien à changer\u{202F}; donnez --days, --per-week, --every, --per-month, --monthly-on, --daily, --icon, "
                + "--color, --goal, --at-most, --weekly-goal, --unit, --no-goal, --remind, --quit, --track-only, --due, --tag "
                + "ou --untag (voir «\u{202F}habit help edit\u{202F}»)."
        case .amount(let error, let limits): return amountProblem(error, limits: limits)
        case .conflictingGoals(let first, let second):
            return "\(first) et \(second) ne se combinent pas\u{202F}; n'en donnez qu'une."
        case .goalConflictsWithSchedule("--weekly-goal", let schedule):
            return
                "--weekly-goal ne se combine pas avec \(schedule)\u{00A0}: un objectif hebdomadaire tient lieu de programme\u{202F}; "
                + "retirez \(schedule)."
        case .goalConflictsWithSchedule(let goal, let schedule):
            return
                "\(goal) ne se combine pas avec \(schedule)\u{00A0}: il vaut pour chaque jour prévu\u{202F}; prenez plutôt --days ou --every."
        case .reminder(let message): return text(message)
        case .trend(let message): return text(message)
        case .timer(let message): return text(message)
        case .tag(let message): return text(message)
        case .unitWithoutGoal:
            return "--unit nomme ce que compte un objectif\u{202F}; donnez-la avec --goal, --at-most ou --weekly-goal."
        case .badStatusPlaceholder(let text, let choices):
            return "«\u{202F}\(quoted(text))\u{202F}» n'est pas un champ de status --format\u{202F}; "
                + "utilisez \(choices.joined(separator: ", ")) ou --format waybar."
        case .statusFormatWithName(let name):
            return
                "--format façonne la ligne de toutes les habitudes\u{202F}; retirez «\u{202F}\(quoted(name))\u{202F}» ou --format."
        case .statusTagWithName(let name):
            return
                "--tag choisit les habitudes de la ligne de toutes les habitudes\u{202F}; retirez «\u{202F}\(quoted(name))\u{202F}» ou --tag."
        case .badBack(let text, let maximum):
            return
                "«\u{202F}\(quoted(text))\u{202F}» n'est pas un nombre de jours\u{202F}; utilisez un nombre entier de 0 à \(maximum), "
                + "par exemple --back 14."
        case .repeatedOption(let option):
            return "L'option «\u{202F}\(quoted(option))\u{202F}» a été donnée deux fois\u{202F}; donnez-la une seule fois."
        case .blankName(let command):
            return
                "Un nom d'habitude ne peut pas être vide\u{202F}; «\u{202F}habit \(command.rawValue)\u{202F}» attend le nom d'une habitude."
        case .badPosition(let text):
            return
                "«\u{202F}\(quoted(text))\u{202F}» n'est pas une position\u{202F}; utilisez un nombre entier à partir de 1 (en haut), par exemple --to 1."
        case .moveNeedsOneTarget:
            return "habit move attend exactement un de --to N, --before AUTRE et --after AUTRE, par exemple\u{00A0}: "
                + "habit move Lesen --to 1"
        case .badWait(let text, true, let maximum):
            return "HABIT_WAIT vaut «\u{202F}\(quoted(text))\u{202F}», qui n'est pas un nombre de secondes\u{202F}; "
                + "utilisez un nombre de 0 à \(maximum), par exemple --wait 60."
        case .badWait(let text, false, let maximum):
            return
                "«\u{202F}\(quoted(text))\u{202F}» n'est pas un nombre de secondes\u{202F}; utilisez un nombre de 0 à \(maximum), "
                + "par exemple --wait 60."
        case .unknownShell(let text, let suggestion?):
            return
                "Pas de complétion pour «\u{202F}\(quoted(text))\u{202F}»\u{202F}; \(didYouMean(suggestion))"
        case .unknownShell(let text, nil):
            return "Pas de complétion pour «\u{202F}\(quoted(text))\u{202F}»\u{202F}; choisissez bash, zsh ou fish."
        case .unknownWeekStart(let text):
            return "Une semaine ne peut pas commencer par «\u{202F}\(quoted(text))\u{202F}»\u{202F}; "
                + "choisissez monday, sunday, saturday ou friday."
        case .badCandidates(let text):
            return
                "La complétion ne propose rien sous le nom «\u{202F}\(quoted(text))\u{202F}»\u{202F}; demandez commands, options ou days."
        }
    }

    private func configFailed(_ error: ConfigError) -> String {
        switch error {
        case .notASetting(let path, let line, let text):
            return
                "\(quoted(path: path)), ligne \(line)\u{00A0}: «\u{202F}\(quoted(text))\u{202F}» n'est pas un réglage\u{202F}; écrivez clé = valeur, par exemple "
                + "day-starts-at = 4. Rien n'a été fait."
        case .unknownKey(let path, let line, let key, let suggestion?):
            return
                "\(quoted(path: path)), ligne \(line)\u{00A0}: il n'y a pas de réglage «\u{202F}\(quoted(key))\u{202F}»\u{202F}; \(didYouMean(suggestion)) "
                + "Rien n'a été fait."
        case .unknownKey(let path, let line, let key, nil):
            return
                "\(quoted(path: path)), ligne \(line)\u{00A0}: il n'y a pas de réglage «\u{202F}\(quoted(key))\u{202F}»\u{202F}; les réglages sont day-starts-at, "
                + "language et color. Rien n'a été fait."
        case .badValue(let path, let line, let key, let value):
            return
                "\(quoted(path: path)), ligne \(line)\u{00A0}: \(key.rawValue) ne peut pas valoir «\u{202F}\(quoted(value))\u{202F}»\u{202F}; \(allowed(key)). "
                + "Rien n'a été fait."
        case .badEnvironment(let variable, let key, let value):
            return
                "\(variable) vaut «\u{202F}\(quoted(value))\u{202F}», que \(key.rawValue) ne peut pas valoir\u{202F}; \(allowed(key)). Rien n'a été fait."
        case .unreadable(let path, let reason):
            return
                "Impossible de lire le fichier de réglages \(quoted(path: path))\u{00A0}: \(reason)\u{202F}; vérifiez ses droits. Rien n'a été fait."
        case .notText(let path):
            return "Le fichier de réglages \(quoted(path: path)) n'est pas un fichier texte de lignes clé = valeur\u{202F}; "
                + "corrigez-le ou supprimez-le. Rien n'a été fait."
        }
    }

    private func allowed(_ key: ConfigFile.Key) -> String {
        switch key {
        case .dayStartsAt: return "utilisez une heure de 0 à 23, par exemple 4 ou 04:00"
        case .language: return "utilisez " + Languages.all.map(\.code).sorted().joined(separator: ", ")
        case .color: return "utilisez auto, always ou never"
        case .remindAt: return "utilisez une heure HH:MM, par exemple 20:00"
        case .remindVia: return "utilisez notify, mail, print ou command"
        case .remindCommand: return "écrivez la commande shell qui envoie le rappel, par exemple ntfy-send \"$1\""
        case .remindTimeout: return "utilisez un nombre de secondes de 1 à 600, par exemple 30"
        case .weekStartsOn: return "utilisez monday, sunday, saturday ou friday"
        }
    }
}
