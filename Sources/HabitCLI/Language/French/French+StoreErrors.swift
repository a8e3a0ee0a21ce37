import HabitCore

extension French {
    private func fields(_ count: Int) -> String {
        plural(count, one: "\(count) champ", other: "\(count) champs")
    }

    func store(_ error: StoreError, limits: FileLimits) -> String {
        switch error {
        case .noHome:
            return "Impossible de savoir où sont les données, car HOME n'est pas défini\u{202F}; "
                + "donnez à HABIT_FILE le chemin du fichier de données ou utilisez --file CHEMIN."
        case .homeNotAbsolute(let home):
            return
                "Impossible de savoir où sont les données\u{00A0}: HOME vaut «\u{202F}\(quoted(home))\u{202F}», qui n'est pas un chemin absolu\u{202F}; "
                + "donnez à HOME un chemin qui commence par /, ou à HABIT_FILE le chemin du fichier de données, "
                + "ou utilisez --file CHEMIN."
        case .missingFile(let path):
            return "\(quoted(path: path)) n'existe pas\u{202F}; vérifiez le chemin donné par --file ou HABIT_FILE. "
                + "Une commande qui modifie les habitudes (comme habit add) le crée."
        case .danglingLink(let path, let target):
            return
                "\(quoted(path: path)) est un lien symbolique vers \(quoted(path: target)), dont le dossier n'existe pas\u{202F}; "
                + "créez ce dossier ou corrigez le lien. Rien n'a été écrit."
        case .symbolicLink(let path):
            return
                "\(quoted(path: path)) est un lien symbolique, que habit ne suit jamais pour sa sauvegarde et son verrou\u{202F}; "
                + "retirez-le et réessayez. Rien n'a été modifié."
        case .hardLinked(let path, let links):
            return
                "\(quoted(path: path)) a \(links) liens physiques (noms)\u{202F}; habit remplace le fichier en écrivant, ce qui les séparerait. "
                + "Rien n'a été modifié. Gardez un seul nom et utilisez des liens symboliques pour les autres."
        case .lockTimeout(let path, let lock, let seconds):
            return
                "Un autre habit tient le verrou de \(quoted(path: path)) (\(quoted(path: lock))) depuis \(self.seconds(seconds))\u{202F}; rien n'a été modifié. "
                + "Réessayez plus tard, ou attendez plus longtemps avec --wait SECONDES ou HABIT_WAIT."
        case .isDirectory(let path):
            return
                "\(quoted(path: path)) est un dossier, pas un fichier de données\u{202F}; faites pointer HABIT_FILE ou --file vers un fichier."
        case .unreadable(let path, let reason):
            return "Impossible de lire \(quoted(path: path))\u{00A0}: \(reason)\u{202F}; vérifiez le fichier et ses droits."
        case .corrupt(let path, let problem):
            return "\(quoted(path: path)) n'est pas un fichier habit valide\u{00A0}: \(format(problem)) — "
                + "il n'a pas été modifié\u{202F}; réparez-le ou restaurez une sauvegarde."
        case .newerVersion(let path, let version):
            return
                "\(quoted(path: path)) est au format version \(version), mais ce habit lit jusqu'à la version \(limits.newestVersion)\u{202F}; "
                + "mettez habit à jour. Le fichier n'a pas été modifié."
        case .writeFailed(let path, let reason):
            return "Impossible d'enregistrer \(quoted(path: path))\u{00A0}: \(reason)\u{202F}; rien n'a été modifié."
        case .notAFile(let path):
            return "\(quoted(path: path)) n'est pas un fichier ordinaire (c'est un périphérique, un tube ou une socket)\u{202F}; "
                + "faites pointer HABIT_FILE ou --file vers un fichier."
        case .tooLarge(let path, let size):
            return "\(quoted(path: path)) fait \(size) octets, plus qu'un fichier habit ne peut en faire "
                + "(\(limits.maximumSize >> 20) Mio au plus)\u{202F}; il n'a pas été modifié. "
                + "Faites pointer HABIT_FILE ou --file vers votre fichier habit."
        case .wouldBeUnreadable(let path, .tooLarge(let size)):
            return
                "La modification porterait \(quoted(path: path)) à \(size >> 20) Mio, plus que les \(limits.maximumSize >> 20) Mio "
                + "que habit relit\u{202F}; rien n'a été modifié."
        case .wouldBeUnreadable(let path, .format(let problem)):
            return
                "La modification écrirait \(quoted(path: path)) de sorte que habit ne pourrait pas le relire (\(format(problem)))\u{202F}; "
                + "rien n'a été modifié."
        case .nothingMoreToUndo(let path, let changes):
            return "Plus rien à annuler\u{00A0}: "
                + plural(
                    changes, one: "la seule modification de l'historique de \(quoted(path: path)) est annulée",
                    other: "les \(changes) modifications de l'historique de \(quoted(path: path)) sont toutes annulées")
                + "\u{202F}; habit redo les rétablit."
        case .nothingToRedo(let path):
            return "Rien à rétablir\u{00A0}: aucune modification de \(quoted(path: path)) n'a été annulée depuis la dernière."
        case .nothingToUndo(let path):
            return
                "Rien à annuler\u{00A0}: habit n'a apporté à \(quoted(path: path)) aucune modification qu'il pourrait reprendre."
        case .changedSinceBackup(let path, let backup):
            return
                "\(quoted(path: path)) a été modifié depuis la dernière écriture de habit (à la main ou par un autre programme) "
                + "et l'annulation perdrait cette modification\u{202F}; rien n'a été restauré. "
                + "Les habitudes d'avant la dernière modification de habit sont dans \(quoted(path: backup))."
        }
    }

    private func format(_ problem: FormatProblem) -> String {
        switch problem {
        case .syntax(let line, let column, let problem): return "ligne \(line), colonne \(column)\u{00A0}: \(syntax(problem))"
        case .missingKey(let path): return "la clé «\u{202F}\(quoted(path: path))\u{202F}» manque"
        case .wrongType(let path, let expected): return "«\u{202F}\(quoted(path: path))\u{202F}» devrait être \(kind(expected))"
        case .duplicateKey(let path): return "la clé «\u{202F}\(quoted(path: path))\u{202F}» apparaît deux fois"
        case .badDay(let path, let text):
            return
                "«\u{202F}\(quoted(path: path))\u{202F}» vaut «\u{202F}\(quoted(text))\u{202F}», qui n'est pas un jour (AAAA-MM-JJ ou AAAA-MM-JJ/AAAA-MM-JJ)"
        case .badColor(let path, let text):
            return
                "«\u{202F}\(quoted(path: path))\u{202F}» vaut «\u{202F}\(quoted(text))\u{202F}», qui n'est pas une couleur de la palette"
        case .badID(let path, let text):
            return "«\u{202F}\(quoted(path: path))\u{202F}» vaut «\u{202F}\(quoted(text))\u{202F}», qui n'est pas un UUID"
        case .duplicateID(let path):
            return "«\u{202F}\(quoted(path: path))\u{202F}» répète l'identifiant d'une habitude précédente"
        case .invalidHabit(let path, let error):
            return "«\u{202F}\(quoted(path: path))\u{202F}»\u{00A0}: \(withoutFinalStop(habit(error)))"
        case .duplicateName(let path, let name):
            return
                "«\u{202F}\(quoted(path: path))\u{202F}» vaut «\u{202F}\(quoted(name))\u{202F}», le nom d'une habitude précédente "
                + "(les noms doivent différer, sans tenir compte de la casse)"
        case .dayTooEarly(let path, let text, let earliest):
            return
                "«\u{202F}\(quoted(path: path))\u{202F}» vaut «\u{202F}\(quoted(text))\u{202F}», avant \(earliest.year), le premier jour accepté par habit"
        case .outOfRange(let path, let text, let range):
            return
                "«\u{202F}\(quoted(path: path))\u{202F}» vaut \(quoted(text))\u{202F}; il doit être de \(digitGroups.grouped(String(range.lowerBound))) à \(digitGroups.grouped(String(range.upperBound)))"
        case .badPause(let path, let text):
            return "«\u{202F}\(quoted(path: path))\u{202F}» vaut «\u{202F}\(quoted(text))\u{202F}», qui n'est pas une pause "
                + "(AAAA-MM-JJ/AAAA-MM-JJ avec la fin au plus tôt au début, ou AAAA-MM-JJ/..)"
        case .unknownValue(let path, let text):
            return
                "«\u{202F}\(quoted(path: path))\u{202F}» vaut «\u{202F}\(quoted(text))\u{202F}», que cette version de habit ne comprend pas"
        case .contradiction(let path, let name, let contradiction):
            return
                "«\u{202F}\(quoted(path: path))\u{202F}» de l'habitude «\u{202F}\(quoted(name))\u{202F}» \(self.contradiction(contradiction))"
        }
    }

    private func contradiction(_ contradiction: FormatProblem.Contradiction) -> String {
        switch contradiction {
        case .quitWithoutZeroLimit:
            return "vaut true, mais son objectif n'est pas la limite de 0 qu'a une habitude à arrêter"
        case .readingNotTrackOnly:
            return "vaut true, mais pas son «\u{202F}trackOnly\u{202F}», et seule une habitude suivie seulement a des relevés"
        case .quitAndTrackOnly:
            return "vaut true, comme son «\u{202F}quit\u{202F}», mais une habitude est soit à arrêter, soit suivie seulement"
        case .skippedAndDone(let day):
            return "contient \(day), que «\u{202F}done\u{202F}» contient aussi, mais un jour est soit fait, soit sauté"
        case .sameTag(let first, let second):
            return "contient «\u{202F}\(quoted(first))\u{202F}» et «\u{202F}\(quoted(second))\u{202F}», qui sont une seule "
                + "étiquette (les étiquettes ignorent la casse et les accents)"
        }
    }

    private func kind(_ kind: FormatProblem.ValueKind) -> String {
        switch kind {
        case .object: return "un objet"
        case .list: return "une liste"
        case .string: return "une chaîne"
        case .integer: return "un nombre entier"
        case .number: return "un nombre"
        case .boolean: return "true ou false"
        case .other: return "autre chose"
        }
    }

    private func syntax(_ problem: JSONSyntaxProblem) -> String {
        switch problem {
        case .empty: return "le fichier est vide"
        case .trailingText: return "du texte inattendu après la fin des données"
        case .tooDeep: return "les données sont trop imbriquées"
        case .endsEarly: return "les données s'arrêtent trop tôt"
        case .unexpectedCharacter(let character): return "caractère inattendu «\u{202F}\(character)\u{202F}»"
        case .expectedKey: return "une clé entre guillemets droits était attendue"
        case .expectedColon: return "«\u{202F}:\u{202F}» était attendu après une clé"
        case .expectedCommaOrBrace: return "«\u{202F},\u{202F}» ou «\u{202F}}\u{202F}» était attendu"
        case .expectedCommaOrBracket: return "«\u{202F},\u{202F}» ou «\u{202F}]\u{202F}» était attendu"
        case .controlCharacter: return "un caractère de contrôle dans une chaîne"
        case .unclosedString: return "une chaîne jamais fermée"
        case .loneSurrogate: return "un échappement \\u avec un demi-codet isolé"
        case .badUnicodeEscape: return "un échappement \\u sans quatre chiffres hexadécimaux"
        case .unknownEscape(let character): return "un échappement inconnu «\u{202F}\\\(character)\u{202F}»"
        case .badNumber: return "un nombre mal formé"
        case .invalidUTF8: return "du texte qui n'est pas de l'UTF-8 valide"
        }
    }

    func importFailed(_ error: ImportError, limits: FileLimits, amounts: AmountLimits, nothingImported: Bool) -> String {
        switch nothingImported {
        case true: return importProblem(error, limits: limits, amounts: amounts) + " Rien n'a été importé."
        case false: return importProblem(error, limits: limits, amounts: amounts)
        }
    }

    private func importProblem(_ error: ImportError, limits: FileLimits, amounts: AmountLimits) -> String {
        switch error {
        case .fileNotFound(let path):
            return
                "Il n'y a pas de fichier \(quoted(path: path)) à importer\u{202F}; vérifiez le chemin, ou utilisez - pour lire l'entrée standard."
        case .isDirectory(let path):
            return "\(quoted(path: path)) est un dossier\u{202F}; donnez le fichier CSV ou JSON à importer."
        case .unreadable(let path, let reason):
            return store(.unreadable(path: path, reason: reason), limits: limits)
        case .tooLarge(nil, _):
            return "L'entrée standard contient plus que les \(limits.maximumSize >> 20) Mio d'un fichier habit\u{202F}; "
                + "découpez-la."
        case .tooLarge(let path?, nil):
            return "\(quoted(path: path)) contient plus que les \(limits.maximumSize >> 20) Mio d'un fichier habit\u{202F}; "
                + "découpez-le."
        case .tooLarge(let path?, let size?):
            return
                "\(quoted(path: path)) fait \(size >> 20) Mio, plus que les \(limits.maximumSize >> 20) Mio d'un fichier habit\u{202F}; "
                + "découpez-le."
        case .syntax(let line, let problem): return "Ligne \(line)\u{00A0}: \(csv(problem))."
        case .columnCount(let line, let found):
            return "La ligne \(line) a \(fields(found))\u{202F}; chaque ligne attend name,date ou name,date,state,amount,note "
                + "(mettez entre guillemets un nom qui contient une virgule)."
        case .badState(let line, let text):
            return
                "Ligne \(line)\u{00A0}: l'état «\u{202F}\(quoted(text))\u{202F}» n'est ni done ni skipped\u{202F}; écrivez done ou skipped, ou laissez le champ vide."
        case .badAmount(let line, let text):
            return
                "Ligne \(line)\u{00A0}: la quantité «\u{202F}\(quoted(text))\u{202F}» n'est pas un nombre de 0 à \(largest(amounts)) "
                + "avec au plus \(amounts.decimals) décimales."
        case .badNote(let line):
            return "Ligne \(line)\u{00A0}: la note contient un saut de ligne ou un caractère de contrôle, ou plus de "
                + "\(amounts.noteLength) caractères\u{202F}; écrivez une seule ligne d'au plus \(amounts.noteLength) caractères."
        case .badDate(let line, let text):
            return
                "Ligne \(line)\u{00A0}: «\u{202F}\(quoted(text))\u{202F}» n'est pas un jour\u{202F}; utilisez AAAA-MM-JJ (une date qui existe)."
        case .futureDate(let line, let day, let today):
            return
                "Ligne \(line)\u{00A0}: le \(date(day)) est dans le futur (nous sommes le \(date(today)))\u{202F}; corrigez ou supprimez la ligne."
        case .badName(let line, let problem): return "Ligne \(line)\u{00A0}: \(rowName(problem))"
        case .json(let problem):
            return "Le JSON à importer n'est pas un export habit\u{00A0}: \(format(problem))."
        case .newerVersion(let version):
            return "Le JSON à importer est au format version \(version), mais ce habit lit jusqu'à la version "
                + "\(limits.newestVersion)\u{202F}; mettez habit à jour."
        case .futureDay(let name, let day, let today):
            return
                "«\u{202F}\(quoted(name))\u{202F}» a dans le JSON un jour dans le futur\u{00A0}: le \(date(day)) (nous sommes le \(date(today)))\u{202F}; corrigez-le ou supprimez-le."
        case .foreignFileMissing(let path, let tracker):
            return "Il n'y a pas de fichier \(quoted(path: path))\u{202F}; \(trackerFiles(tracker))"
        case .foreignLine(let path, let line, let problem):
            return "\(quoted(path: path)), ligne \(line)\u{00A0}: \(foreignLine(problem, amounts: amounts))"
        case .unusableCharacter(let text, let scalar):
            return
                "«\u{202F}\(quoted(text))\u{202F}» contient \(codePoint(scalar)), qui n'est pas un caractère de texte\u{202F}; retirez-le du fichier."
        case .sqliteMissing(let path):
            return "Lire la sauvegarde de Loop \(quoted(path: path)) demande le programme sqlite3, absent du PATH\u{202F}; "
                + "installez-le (Debian et Ubuntu\u{00A0}: apt install sqlite3) ou exportez plutôt en CSV depuis Loop."
        case .notLoopDatabase(let path, nil):
            return "\(quoted(path: path)) n'est pas une sauvegarde de Loop que habit sait lire\u{202F}; exportez plutôt en CSV "
                + "depuis Loop."
        case .notLoopDatabase(let path, let reason?):
            return "\(quoted(path: path)) n'est pas une sauvegarde de Loop que habit sait lire (\(quoted(reason)))\u{202F}; "
                + "exportez plutôt en CSV depuis Loop."
        case .foreignJSON(let path, let problem):
            return "\(quoted(path: path)) n'est pas un fichier d'habitudes de dijo\u{00A0}: \(format(problem))."
        case .badZip(let path):
            return
                "\(quoted(path: path)) n'est pas un fichier zip que habit sait lire (abîmé, chiffré ou compressé autrement)\u{202F}; "
                + "décompressez-le et importez le dossier."
        case .zipMemberTooLarge(let path, let member, let limit):
            return
                "\(quoted(path: path + "/" + member)) décompressé dépasse les \(limit >> 20) Mio que habit lit d'un fichier "
                + "d'une archive zip\u{202F}; décompressez-la et importez le dossier."
        case .zipTooLarge(let path, let limit):
            return
                "\(quoted(path: path)) décompressé dépasse en tout les \(limit >> 20) Mio que habit lit d'une archive zip\u{202F}; "
                + "décompressez-la et importez le dossier."
        }
    }

    private func trackerFiles(_ tracker: ForeignFormat) -> String {
        switch tracker {
        case .loop: return "donnez l'export CSV de Loop\u{00A0}: le fichier zip, ou son dossier décompressé avec Habits.csv."
        case .harsh: return "donnez le dossier de harsh (~/.config/harsh) avec ses fichiers habits et log."
        case .habitctl: return "donnez le dossier de habitctl (~/.habitctl) avec ses fichiers habits et log."
        case .dijo: return "donnez le habit_record.json de dijo, ou le dossier qui le contient."
        }
    }

    /// Un nom lu sur une ligne d'un fichier, formulé pour cette ligne (en minuscule après
    /// « Ligne 3 : », corrigé dans le fichier), non pour un nom tapé en ligne de commande.
    private func rowName(_ problem: NameProblem) -> String {
        switch problem {
        case .empty: return "le nom de l'habitude est vide ou invisible\u{202F}; écrivez-y un nom ou supprimez la ligne."
        case .controlCharacter(let name):
            return "le nom «\u{202F}\(quoted(name))\u{202F}» contient un saut de ligne ou un caractère de contrôle\u{202F}; "
                + "écrivez-le en texte simple dans le fichier."
        case .unusableCharacter(let name, let scalar):
            return
                "le nom «\u{202F}\(quoted(name))\u{202F}» contient \(codePoint(scalar)), qui n'est pas un caractère de texte\u{202F}; retirez-le du fichier."
        case .tooLong(let length, let maximum):
            return "le nom fait \(length) caractères, plus que les \(maximum) permis\u{202F}; raccourcissez-le dans le fichier."
        }
    }

    func foreignLine(_ problem: ForeignLineProblem, amounts: AmountLimits) -> String {
        switch problem {
        case .csv(let problem): return csv(problem) + "."
        case .unreadable(let text, let expected):
            return "impossible de lire «\u{202F}\(quoted(text))\u{202F}»\u{202F}; attendu\u{00A0}: \(expected)."
        case .futureDate(let day, let today):
            return "le \(date(day)) est dans le futur (nous sommes le \(date(today)))\u{202F}; corrigez la date là-bas."
        case .badName(let problem): return rowName(problem)
        case .badAmount(let text):
            return
                "la quantité «\u{202F}\(quoted(text))\u{202F}» n'est pas un nombre de 0 à \(largest(amounts)) avec au plus \(amounts.decimals) décimales."
        case .badLoopValue(let text):
            return "«\u{202F}\(quoted(text))\u{202F}» n'est pas une valeur que Loop écrit pour une habitude oui/non\u{202F}; "
                + "attendu\u{00A0}: YES_MANUAL, YES_AUTO, NO, SKIP ou UNKNOWN (ou 2, 1, 0, 3, -1)."
        case .noteTooLong(let length):
            return
                "la note a \(length) caractères, plus que les \(amounts.noteLength) que garde habit\u{202F}; raccourcissez-la là-bas."
        case .frequencyOutOfRange(let text, let range):
            return
                "la fréquence «\u{202F}\(quoted(text))\u{202F}» est hors limites\u{202F}; ses deux nombres doivent aller de \(digitGroups.grouped(String(range.lowerBound))) à \(digitGroups.grouped(String(range.upperBound)))."
        }
    }

    private func csv(_ problem: CSVSyntaxProblem) -> String {
        switch problem {
        case .unterminatedQuote: return "un champ qui s'ouvre par un guillemet n'est jamais fermé"
        case .quoteInUnquotedField:
            return "un guillemet dans un champ qui ne commence pas par un guillemet\u{202F}; "
                + "mettez le champ entre guillemets et doublez le guillemet (\"\")"
        case .textAfterClosingQuote:
            return "du texte après un guillemet fermant\u{202F}; dans un champ entre guillemets, doublez le guillemet (\"\")"
        case .invalidUTF8: return "du texte qui n'est pas de l'UTF-8 valide\u{202F}; enregistrez le fichier en UTF-8"
        case .tooManyFields(let limit):
            return "une ligne de plus de \(digitGroups.grouped(String(limit))) champs\u{202F}; "
                + "habit ne peut pas importer ce fichier"
        case .fieldTooLong(let limit):
            return "un champ de plus de \(limit >> 20) Mio\u{202F}; habit ne peut pas importer ce fichier"
        }
    }
}
