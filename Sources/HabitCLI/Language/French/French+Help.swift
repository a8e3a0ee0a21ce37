import HabitCore

extension French {
    /// The help screens: headings, exit codes, and what each command and option does.
    func text(_ message: HelpMessage) -> String {
        switch message {
        // aide
        case .versionWithCommit(let version, let commit): return "habit \(version) (révision \(commit))"
        case .versionWithoutCommit(let version): return "habit \(version) (révision non enregistrée)"
        case .copyrightAndLicence(let year, let holders):
            return "Copyright (c) \(year) \(holders)\u{202F}; publié sous la licence MIT."
        case .tagline: return "habit\u{00A0}: cocher ses habitudes dans le terminal, chaque jour ou selon un calendrier."
        case .usageHeading: return "Utilisation\u{00A0}:"
        case .commandsHeading: return "Commandes\u{00A0}:"
        case .optionsHeading: return "Options\u{00A0}:"
        case .globalOptionsHeading: return "Options globales\u{00A0}:"
        case .exitCodesHeading: return "Codes de sortie\u{00A0}:"
        case .exitCode(.success): return "succès"
        case .exitCode(.no): return "la réponse à une question est non"
        case .exitCode(.usage):
            return "erreur d'utilisation\u{00A0}: commande ou option inconnue, argument manquant ou incorrect, date incorrecte"
        case .exitCode(.data):
            return "les données disent non ou ont échoué\u{00A0}: habitude inconnue ou ambiguë, nom déjà pris, "
                + "fichier illisible ou corrompu, échec de l'écriture"
        case .dataFileHeading: return "Fichier de données\u{00A0}:"
        case .dataFileRule:
            return
                "--file CHEMIN, sinon $HABIT_FILE, sinon $XDG_DATA_HOME/habit/habits.json, sinon ~/.local/share/habit/habits.json"
        case .nameAsCommand:
            return
                "habit NOM, si NOM n'est pas une commande, montre cette habitude comme habit show NOM\u{202F}; le nom d'une commande l'emporte toujours."
        case .moreHelp: return "«\u{202F}habit help COMMANDE\u{202F}» montre les options d'une commande."
        case .commandSummary(let command): return summary(command)
        case .optionHelp(let option, let command, let facts): return optionHelp(option, command, facts: facts)
        }
    }

    private func summary(_ command: CommandName) -> String {
        switch command {
        case .list: return "Afficher chaque habitude avec la progression du jour (par défaut)."
        case .add:
            return
                "Ajouter une habitude\u{00A0}: chaque jour, ou avec --days, --per-week, --every, --per-month ou --monthly-on\u{202F}; mesurée avec un objectif."
        case .edit: return "Changer le programme (pour tout l'historique), l'icône, la couleur, l'objectif ou l'unité."
        case .log: return "Ajouter une quantité au jour d'une habitude (négative, elle corrige\u{202F}; --set remplace le total)."
        case .note: return "Écrire une ligne sur le jour d'une habitude (un TEXTE vide la retire)."
        case .grid: return "Montrer chaque habitude sur une ligne de ses derniers jours, aujourd'hui en dernier, avec sa série."
        case .notes: return "Lister les notes de toutes les habitudes, ou d'une seule, la plus récente d'abord."
        case .skip:
            return
                "Excuser des habitudes, ou toutes avec --all, aujourd'hui ou à --date (un jour de repos)\u{00A0}: la série tient."
        case .pause: return "Mettre des habitudes en pause, ou toutes avec --all, de --from (aujourd'hui) à --until (sans fin)."
        case .resume:
            return
                "Terminer la pause d'habitudes, ou de toutes avec --all\u{00A0}: elles sont de nouveau prévues dès aujourd'hui."
        case .check: return "Marquer des habitudes comme faites aujourd'hui, ou à --date."
        case .uncheck: return "Retirer la coche et la quantité d'aujourd'hui, ou de --date."
        case .toggle:
            return "Basculer des habitudes entre faites et pas faites (une limite\u{00A0}: noter 0 ou effacer la quantité)."
        case .show:
            return "Afficher la série, le record, les 7 derniers jours et les dernières semaines d'une habitude "
                + "(sans NOM\u{00A0}: toutes)."
        case .stats: return "Afficher les statistiques\u{00A0}: taux, série, record, meilleur jour (sans NOM\u{00A0}: toutes)."
        case .rename: return "Renommer une habitude\u{202F}; son historique reste."
        case .delete: return "Supprimer une habitude et son historique, après confirmation."
        case .help: return "Afficher l'aide de toutes les commandes ou d'une seule."
        case .todo: return "Lister les habitudes prévues aujourd'hui et pas faites\u{202F}; code de sortie 1 s'il y en a."
        case .status:
            return "Dire si une habitude est faite aujourd'hui ou à --date (code de sortie 0 si oui, 1 sinon)\u{202F}; "
                + "sans nom, une ligne comme 2/5."
        case .names: return "Afficher le nom de chaque habitude, un par ligne."
        case .import:
            return
                "Ajouter habitudes et jours depuis du CSV, un export JSON ou une autre application\u{202F}; - lit l'entrée standard."
        case .export:
            return
                "Écrire toutes les habitudes, leurs réglages et leurs jours sur la sortie standard, ou la carte des jours d'une habitude en SVG."
        case .report:
            return "Écrire un rapport HTML de toutes les habitudes\u{00A0}: cartes des jours, séries, force et totaux mensuels."
        case .completion: return "Afficher un script de complétion pour bash, zsh ou fish."
        case .undo: return "Annuler la dernière modification\u{202F}; relancer pour remonter plus loin, jusqu'aux 50 dernières."
        case .redo: return "Rétablir la modification que le dernier undo a annulée."
        case .history:
            return
                "Lister les modifications que undo peut annuler, de la plus récente à la plus ancienne, avec ce que chacune a fait."
        case .archive: return "Archiver des habitudes\u{00A0}: hors de list, todo et du reste, leur historique conservé."
        case .slip: return "Noter un écart d'une habitude à arrêter, aujourd'hui ou à --date (combien\u{00A0}: 1 sinon)."
        case .unarchive: return "Ramener des habitudes archivées."
        case .move: return "Déplacer une habitude dans l'ordre\u{00A0}: --to N, --before AUTRE ou --after AUTRE."
        case .ask:
            return
                "Faire le bilan\u{00A0}: demander chaque habitude prévue sans réponse, aujourd'hui d'abord, puis les jours d'avant."
        case .config: return "Afficher les réglages (day-starts-at, language, color, remind-at) et l'origine de chacun."
        case .tags: return "Lister les étiquettes, avec le nombre de leurs habitudes et la progression du jour."
        case .remind:
            return
                "Rappeler les habitudes encore à faire aujourd'hui, quand leur heure est venue (à lancer toutes les quelques minutes)."
        case .merge: return "Fusionner une autre copie du fichier de données (à trois voies avec --base, sinon à deux)."
        case .mergeDriver: return "Pilote de fusion pour git\u{00A0}: fusionner LEUR dans NOTRE (%O %A %B)."
        case .conflicts:
            return "Lister les conflits que les fusions ont résolus seules\u{00A0}: habitude, jour, les deux valeurs."
        case .weekStart:
            return
                "Afficher le jour où commencent les semaines du fichier de données, ou le changer (monday, sunday, saturday, friday)."
        }
    }

    private func optionHelp(_ option: OptionName, _ command: CommandName?, facts: OptionFacts) -> String {
        switch (option, command) {
        case (.file, _): return "Utiliser ce fichier de données."
        case (.back, _): return "Demander au plus N jours avant aujourd'hui (par défaut \(facts.defaultBack))."
        case (.man, _): return "Afficher la page de manuel (roff), telle qu'installée pour man habit."
        case (.days, .grid?):
            return
                "Jours de chaque ligne, aujourd'hui en dernier, de \(facts.gridDays.lowerBound) à \(facts.gridDays.upperBound) (par défaut \(facts.defaultGridDays))."
        case (.days, _):
            return
                "Prévue ces jours-là\u{00A0}: lun,mer,ven ou mon,wed,fri (français, anglais ou allemand, courts ou entiers), weekdays ou weekends."
        case (.perWeek, _):
            return
                "Faite K jours de chaque semaine, du lundi au dimanche (K de \(facts.timesPerWeek.lowerBound) à \(facts.timesPerWeek.upperBound))."
        case (.every, .remind?):
            return "Avec --install\u{00A0}: lancer habit remind tous les INTERVALLE, de 1m à 60m ou 1h (par défaut 15m)."
        case (.every, _):
            return
                "Faite au moins une fois tous les N jours (N de \(facts.intervals.lowerBound) à \(facts.intervals.upperBound))."
        case (.perMonth, _):
            return "Faite K jours de chaque mois civil (K de \(facts.timesPerMonth.lowerBound) à "
                + "\(facts.timesPerMonth.upperBound)\u{202F}; un mois plus court demande tous ses jours)."
        case (.monthlyOn, _):
            return
                "Prévue ces jours de chaque mois\u{00A0}: 1,15 (\(facts.daysOfMonth.lowerBound) à \(facts.daysOfMonth.upperBound), "
                + "-1 pour le dernier jour\u{202F}; un jour au-delà de la fin du mois tombe sur son dernier jour)."
        case (.daily, _): return "De nouveau prévue chaque jour."
        case (.from, .import?):
            return
                "Lire les fichiers d'une autre application\u{00A0}: loop (son export CSV, zip ou dossier), harsh, habitctl (leur dossier), dijo."
        case (.from, .notes?):
            return "Le premier jour dont lister les notes\u{00A0}: AAAA-MM-JJ, 26 nov., hier, un jour de la semaine ou -N."
        case (.from, .stats?):
            return
                "Avec --by weekday\u{00A0}: le premier jour compté\u{00A0}: AAAA-MM-JJ, 26/11, hier, un jour de la semaine ou -N."
        case (.from, _):
            return "Le premier jour de pause (par défaut aujourd'hui)\u{00A0}: AAAA-MM-JJ, 26/11, demain, un jour de la semaine, "
                + "-N ou +N jours."
        case (.until, .stats?):
            return "Avec --by weekday\u{00A0}: le dernier jour compté, sous les mêmes formes (par défaut aujourd'hui)."
        case (.until, .notes?):
            return "Le dernier jour dont lister les notes, sous les mêmes formes (par défaut aujourd'hui)."
        case (.until, _):
            return "Le dernier jour de pause, jusqu'à un an à l'avance, sous les mêmes formes "
                + "(par défaut\u{00A0}: jusqu'à habit resume)."
        case (.base, _): return "La copie dont les deux sont issues (l'ancêtre commun)\u{202F}: une fusion à trois voies."
        case (.conflictCopies, _):
            return
                "Fusionner chaque copie de conflit de Syncthing, Dropbox ou Nextcloud à côté du fichier de données, puis la déplacer dans conflict-copies/."
        case (.clear, _): return "Prendre en compte les conflits listés\u{00A0}: habit n'en parle plus."
        case (.archived, _): return "Afficher plutôt les habitudes archivées."
        case (.matching, _):
            return
                "Seulement les noms dont TEXTE trouve le début, sans tenir compte de la casse ni des accents (pour la complétion)."
        case (.candidates, _):
            return
                "Pour les scripts de complétion\u{00A0}: les commandes, les options (d'une commande) ou les mots pour un jour, dans la langue actuelle."
        case (.to, _): return "Placer l'habitude en position N (1 est en haut)."
        case (.before, _): return "Placer l'habitude juste avant AUTRE."
        case (.after, _): return "Placer l'habitude juste après AUTRE."
        case (.wait, _):
            return "Attendre au plus SECONDES un autre habit (par défaut \(facts.defaultWait), ou $HABIT_WAIT)."
        case (.color, .add?), (.color, .edit?):
            return "La couleur de l'habitude\u{00A0}: \(facts.colors.joined(separator: ", ")) "
                + "(auto, always et never règlent toujours la couleur de la sortie)."
        case (.color, _): return "Colorer la sortie\u{00A0}: auto (par défaut), always ou never."
        case (.help, _): return "Afficher cette aide."
        case (.version, _): return "Afficher la version."
        case (.icon, _): return "Un emoji ou un court symbole (par défaut \(facts.defaultIcon))."
        case (.date, _):
            return "Le jour (par défaut aujourd'hui)\u{00A0}: AAAA-MM-JJ, 26/11, hier, un jour de la semaine (lun.) "
                + "ou -N pour il y a N jours."
        case (.yes, _): return "Supprimer sans demander (nécessaire dans les scripts)."
        case (.weeks, .export?), (.weeks, .report?):
            return
                "Semaines de la carte des jours, de \(facts.heatmapWeeks.lowerBound) à \(facts.heatmapWeeks.upperBound) (par défaut \(facts.defaultHeatmapWeeks))."
        case (.weeks, _):
            return
                "Semaines du calendrier, de \(facts.weeks.lowerBound) à \(facts.weeks.upperBound) (par défaut \(facts.defaultWeeks), ou autant qu'il en tient)."
        case (.notes, _): return "Toutes les notes au lieu des trois dernières."
        case (.json, _): return "Afficher du JSON pour les scripts au lieu du texte."
        case (.asOf, _):
            return "Tout afficher tel que c'était ce jour-là\u{00A0}: AAAA-MM-JJ, 26/11, hier, un jour de la semaine ou -N."
        case (.quiet, _): return "Ne rien afficher\u{202F}; seul le code de sortie répond."
        case (.format, .status?):
            return
                "Le modèle de la ligne\u{00A0}: {done}, {due}, {open}, {names}, {streak}, {percent}\u{202F}; ou waybar pour du JSON."
        case (.format, .import?):
            return "csv ou json (par défaut\u{00A0}: json si l'entrée commence par {, sinon csv)."
        case (.format, .export?):
            return
                "json (par défaut), la sauvegarde qui garde tout\u{202F}; csv, un simple tableau des noms et des jours\u{202F}; ou svg, la carte des jours de NOM."
        case (.out, _):
            return "Écrire le rapport dans FICHIER, remplacé en entier (par défaut\u{00A0}: la sortie standard, pas un terminal)."
        case (.format, _):
            return "json (par défaut), la sauvegarde qui garde tout, ou csv, un simple tableau des noms et des jours."
        case (.goal, _): return "Mesurée\u{00A0}: un jour prévu est fait quand sa quantité atteint QUANTITÉ."
        case (.atMost, _): return "Une limite\u{00A0}: un jour est tenu tant que sa quantité reste au plus QUANTITÉ."
        case (.weeklyGoal, _): return "Mesurée par semaine\u{00A0}: faite quand lundi à dimanche totalisent QUANTITÉ."
        case (.unit, .edit?):
            return "Ce que comptent les quantités\u{202F}; seule, une nouvelle unité pour l'objectif (vide\u{00A0}: aucune)."
        case (.unit, _): return "Ce que comptent les quantités\u{00A0}: km, ou le singulier et le pluriel comme verre/verres."
        case (.quit, _): return "Une habitude à arrêter\u{00A0}: un jour compte tant qu'aucun écart n'est noté (habit slip)."
        case (.reading, _):
            return "Suivie seulement, ses quantités sont des relevés (un poids)\u{00A0}:"
                + " log fixe la valeur du jour, stats montre dernier, moyenne, plus bas, plus haut."
        case (.trackOnly, _):
            return "Seulement suivre\u{00A0}: jamais prévue, sans série\u{202F}; jours, quantités et notes restent."
        case (.due, _): return "De nouveau prévue selon son rythme\u{00A0}: plus seulement suivie ni à arrêter."
        case (.noGoal, _): return "Retirer l'objectif ou la limite\u{202F}; les quantités restent."
        case (.set, _): return "Faire de QUANTITÉ le total du jour au lieu de l'ajouter (0 enregistre zéro)."
        case (.all, _): return "Toutes les habitudes non archivées, au lieu de noms (des vacances)."
        case (.note, _): return "La note du jour\u{00A0}: une ligne de texte (vide, elle est retirée)."
        case (.now, _):
            return "Rappeler tout de suite chaque habitude à faire, quelle que soit son heure\u{202F}; l'état reste tel quel."
        case (.by, _):
            return "Les totaux par semaine, mois ou année en barres, ou fait sur dû par jour de la semaine (avec NOM)."
        case (.last, _):
            return
                "Combien de semaines, de mois ou d'années, de \(facts.lastPeriods.lowerBound) à \(facts.lastPeriods.upperBound) (par défaut \(facts.defaultLastPeriods) semaines ou mois, toutes les années)."
        case (.skipInvalid, _):
            return "Avec --from harsh ou habitctl\u{00A0}: laisser de côté les lignes du journal que habit ne peut garder, "
                + "les citer sur la sortie d'erreur, importer le reste."
        case (.dryRun, _):
            return "Afficher ce qui serait envoyé, ou avec --install ou --uninstall écrit, sans rien changer."
        case (.install, _):
            return
                "Mettre en place un minuteur qui lance habit remind\u{00A0}: un minuteur systemd de l'utilisateur, sinon une entrée de crontab."
        case (.uninstall, _): return "Retirer le minuteur mis en place par --install, et rien d'autre."
        case (.at, _): return "Avec --install\u{00A0}: lancer plutôt habit remind --now une fois par jour à HEURE (HH:MM)."
        case (.cron, _): return "Avec --install ou --uninstall\u{00A0}: utiliser la crontab (crontab -l, crontab -)."
        case (.systemd, _):
            return "Avec --install ou --uninstall\u{00A0}: utiliser un minuteur systemd de l'utilisateur (systemctl --user)."
        case (.via, _):
            return "Comment envoyer\u{00A0}: notify, mail, print ou command (sinon remind-via, sinon notify sur un bureau)."
        case (.remind, _):
            return
                "Rappeler à ces heures (HH:MM, plusieurs avec des virgules\u{00A0}: 08:00,20:00)\u{202F}; none\u{00A0}: à l'heure par défaut (remind-at)."
        case (.tag, .add?), (.tag, .edit?):
            return
                "Étiqueter l'habitude\u{00A0}: --tag matin, ou plusieurs avec --tag matin,santé ou --tag matin --tag santé (sans tenir compte de la casse ni des accents)."
        case (.tag, _):
            return
                "Seulement les habitudes ayant l'une de ces étiquettes\u{00A0}: --tag matin, --tag matin,santé ou --tag matin --tag santé."
        case (.untag, _):
            return
                "Retirer ces étiquettes de l'habitude\u{00A0}: --untag matin, --untag matin,santé ou --untag matin --untag santé."
        case (.flat, _): return "Lister les habitudes dans leur ordre, sans titres pour leurs étiquettes."
        }
    }
}
