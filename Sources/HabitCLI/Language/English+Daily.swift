import HabitCore

/// The English sentences of the commands for daily life.
extension English {
    /// The sentence for `message`.
    func daily(_ message: DailyMessage) -> String {
        switch message {
        case .configFailed(let error): return configProblem(error)
        case .source(.standard): return "default"
        case .source(.file(let path, let line)): return "\(path), line \(line)"
        case .source(.environment(let variable)): return "environment variable \(variable)"
        case .source(.commandLine(let option)): return "command line (\(option))"
        case .configFile(let path, true): return "Config file: \(path)"
        case .configFile(let path, false): return "Config file: \(path) (there is none; create it to change the defaults)"
        case .noConfigFile: return "Config file: none (set HOME or XDG_CONFIG_HOME to use one)"
        case .archived(let name, let unarchive):
            return "Archived “\(name)”; its history is kept. Bring it back with: \(unarchive)"
        case .alreadyArchived(let name): return "“\(name)” is already archived; nothing changed."
        case .unarchived(let name): return "“\(name)” is back in the list."
        case .notArchived(let name): return "“\(name)” is not archived; nothing changed."
        case .allArchived(1, let command): return "The only habit is archived; see it with: \(command)"
        case .allArchived(let count, let command): return "All \(count) habits are archived; see them with: \(command)"
        case .noArchivedHabits: return "No archived habits."
        case .moved(let name, let position): return "Moved “\(name)” to position \(position)."
        case .notMoved(let name, let position): return "“\(name)” is already at position \(position); nothing changed."
        case .askQuestion(let name, .today): return "\(name) — today?"
        case .askQuestion(let name, .yesterday): return "\(name) — yesterday?"
        case .askQuestion(let name, .on(let day)): return "\(name) — \(self.name(of: day.weekday)), \(format(day))?"
        case .askKeys(true): return "[y/n/s/?]"
        case .askKeys(false): return "[y/n/?]"
        case .askHelp(let skip):
            return "y: done · n: not done (not asked again) · " + (skip ? "s: skip the day (excused) · " : "")
                + "q or Ctrl-D: stop, keeping the answers · ?: this help"
        case .nothingToAsk: return "Nothing to ask: every habit that is due has an answer."
        case .askSummary(0, 0, 0, _): return "Nothing answered; nothing changed."
        case .askSummary(let done, let notDone, let skipped, let left):
            let leftPart =
                switch left {
                case 0: ""
                case 1: " 1 question left for next time."
                default: " \(left) questions left for next time."
                }
            return
                "Check-in saved: \(done) done, \(notDone) not done, \(skipped) skipped.\(leftPart) Take it all back with: habit undo"
        case .askNeedsTerminal:
            return "habit ask asks on a terminal, and standard input is not one; in scripts, use habit check NAME "
                + "(or habit skip NAME) for each habit."
        }
    }

    private func configProblem(_ error: ConfigError) -> String {
        let nothing = " Nothing was done."
        switch error {
        case .notASetting(let path, let line, let text):
            return "\(path), line \(line): “\(text)” is not a setting; write key = value, such as day-starts-at = 4." + nothing
        case .unknownKey(let path, let line, let key, let suggestion):
            let hint = suggestion.map { " Did you mean “\($0)”?" } ?? ""
            return
                "\(path), line \(line): there is no setting “\(key)”.\(hint) The settings are day-starts-at, language and color."
                + nothing
        case .badValue(let path, let line, let key, let value):
            return "\(path), line \(line): \(key.rawValue) cannot be “\(value)”; \(allowed(key))." + nothing
        case .badEnvironment(let variable, let key, let value):
            return "\(variable) is “\(value)”, which \(key.rawValue) cannot be; \(allowed(key))." + nothing
        case .unreadable(let path, let reason):
            return "Cannot read the config file \(path): \(reason). Check its permissions." + nothing
        case .notText(let path):
            return "The config file \(path) is not a text file of key = value lines; fix or remove it." + nothing
        }
    }

    private func allowed(_ key: ConfigFile.Key) -> String {
        switch key {
        case .dayStartsAt: return "use an hour from 0 to 23, such as 4 or 04:00"
        case .language: return "use " + Languages.all.map(\.code).sorted().joined(separator: ", ")
        case .color: return "use auto, always or never"
        }
    }
}
