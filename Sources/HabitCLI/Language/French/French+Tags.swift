import HabitCore

extension French {
    /// Ce que les étiquettes font dire à `habit`.
    func text(_ message: TagMessage) -> String {
        switch message {
        case .tagsNow(let name, let tags): return "\(name)\u{00A0}: étiquettes \(tagList(tags))."
        case .noTagsNow(let name): return "\(name) n'a plus d'étiquette."
        case .emptyTag(let typed, let option):
            return "«\u{202F}\(quoted(typed))\u{202F}» contient une étiquette vide\u{202F}; "
                + "donnez à \(option) des mots séparés par des virgules\u{00A0}: \(option) matin,santé."
        case .badTag(let tag, let option):
            return "«\u{202F}\(quoted(tag))\u{202F}» ne peut pas être une étiquette (caractère de contrôle ou virgule)\u{202F}; "
                + "donnez à \(option) des mots comme matin."
        case .unusableCharacterInTag(let tag, let scalar, let option):
            return
                "«\u{202F}\(quoted(tag))\u{202F}» ne peut pas être une étiquette, car elle contient \(codePoint(scalar)), qui n'est pas un caractère de texte\u{202F}; donnez à \(option) des mots comme matin."
        case .tagTooLong(let tag, let length, let maximum):
            return
                "L'étiquette «\u{202F}\(quoted(tag))\u{202F}» compte \(length) caractères\u{202F}; une étiquette en a au plus \(maximum)."
        case .untagNotFound(let name, let tag, let tags):
            return "\(name) n'a pas l'étiquette «\u{202F}\(quoted(tag))\u{202F}»\u{202F}; ses étiquettes sont \(tagList(tags)). "
                + "Rien n'a changé."
        case .untagWithoutTags(let name, let tag):
            return "\(name) n'a pas l'étiquette «\u{202F}\(quoted(tag))\u{202F}», ni aucune autre\u{202F}; rien n'a changé."
        case .tagAndUntag(let tag):
            return "«\u{202F}\(quoted(tag))\u{202F}» est donnée à --tag et à --untag\u{202F}; donnez-la à une seule des deux."
        case .unknownTag(let tag, let known):
            return
                "Aucune habitude n'a l'étiquette «\u{202F}\(quoted(tag))\u{202F}»\u{202F}; les étiquettes sont \(tagList(known))."
        case .unknownTagNoTags(let tag, let tagging):
            return "Aucune habitude n'a l'étiquette «\u{202F}\(quoted(tag))\u{202F}», ni aucune autre\u{202F}; "
                + "étiquetez-en une avec\u{00A0}: \(editCommand(tagging))"
        case .noHabitWithTags(let tags): return "Aucune habitude affichée n'a l'étiquette \(tagList(tags))."
        case .noTags:
            return
                "Aucune habitude n'a encore d'étiquette\u{202F}; étiquetez-en une avec\u{00A0}: \(editCommand("--tag " + text(.placeholder(.tags))))"
        case .habitCount(let count): return plural(count, one: "\(count) habitude", other: "\(count) habitudes")
        case .combinedCompletion(let tags, let done, let due, let percent, let habits):
            return "\(tagList(tags))\u{00A0}: \(text(.percent(percent))) des jours prévus faits (\(done) sur \(due)) "
                + "sur \(text(TagMessage.habitCount(habits)))"
        }
    }

    /// `habit edit NOM --tag …`, prêt à copier sauf le nom.
    private func editCommand(_ tagging: String) -> String {
        "habit edit \(text(.placeholder(.name))) \(tagging)"
    }

    /// Des étiquettes comme une phrase les énumère\u{00A0}: «\u{202F}matin, santé\u{202F}».
    private func tagList(_ tags: [String]) -> String {
        tags.map { quoted($0) }.joined(separator: ", ")
    }
}
