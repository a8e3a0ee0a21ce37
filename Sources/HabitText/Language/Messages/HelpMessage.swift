import HabitCore

/// The help screens: headings, exit codes, and what each command and option does.
public enum HelpMessage: Equatable, Sendable {
    /// `habit --version`'s first line for a build that recorded its commit: "habit 0.2.0 (commit 3403f10a2b1c)".
    case versionWithCommit(version: String, commit: String)
    /// `habit --version`'s first line for a build that recorded no commit (a plain `swift build`).
    case versionWithoutCommit(version: String)
    /// `habit --version`'s second line: the copyright and the licence.
    case copyrightAndLicence(year: String, holders: String)
    case tagline
    case usageHeading
    case commandsHeading
    case optionsHeading
    case globalOptionsHeading
    case exitCodesHeading
    case exitCode(ExitCode)
    case dataFileHeading
    case dataFileRule
    /// `habit NAME` shows a habit when NAME is no command; a command's name wins.
    case nameAsCommand
    case moreHelp
    /// What a command does, in one line of help.
    case commandSummary(CommandName)
    /// What an option does, in one line of help; some options mean more for one command.
    /// `facts` are the defaults and choices the line quotes.
    case optionHelp(OptionName, command: CommandName?, facts: OptionFacts)
}

extension LanguageTable {
    /// The help screens: the entry of the catalog (`help.…`) each message picks, and its
    /// arguments, formatted for every language alike.
    public func text(_ message: HelpMessage) -> String {
        switch message {
        case .versionWithCommit(let version, let commit):
            return catalog.text(.helpVersionWithCommit, ["version": version, "commit": commit])
        case .versionWithoutCommit(let version): return catalog.text(.helpVersionWithoutCommit, ["version": version])
        case .copyrightAndLicence(let year, let holders):
            return catalog.text(.helpCopyrightAndLicence, ["year": year, "holders": holders])
        case .tagline: return catalog.text(.helpTagline)
        case .usageHeading: return catalog.text(.helpUsageHeading)
        case .commandsHeading: return catalog.text(.helpCommandsHeading)
        case .optionsHeading: return catalog.text(.helpOptionsHeading)
        case .globalOptionsHeading: return catalog.text(.helpGlobalOptionsHeading)
        case .exitCodesHeading: return catalog.text(.helpExitCodesHeading)
        case .exitCode(.success): return catalog.text(.helpExitCodeSuccess)
        case .exitCode(.no): return catalog.text(.helpExitCodeNo)
        case .exitCode(.usage): return catalog.text(.helpExitCodeUsage)
        case .exitCode(.data): return catalog.text(.helpExitCodeData)
        case .dataFileHeading: return catalog.text(.helpDataFileHeading)
        case .dataFileRule: return catalog.text(.helpDataFileRule)
        case .nameAsCommand: return catalog.text(.helpNameAsCommand)
        case .moreHelp: return catalog.text(.helpMoreHelp)
        case .commandSummary(let command): return helpSummary(command)
        case .optionHelp(let option, let command, let facts): return helpOption(option, command, facts: facts)
        }
    }

    /// What a command does, in one line of help (`help.summary.…`).
    private func helpSummary(_ command: CommandName) -> String {
        switch command {
        case .list: return catalog.text(.helpSummaryList)
        case .add: return catalog.text(.helpSummaryAdd)
        case .edit: return catalog.text(.helpSummaryEdit)
        case .log: return catalog.text(.helpSummaryLog)
        case .note: return catalog.text(.helpSummaryNote)
        case .grid: return catalog.text(.helpSummaryGrid)
        case .notes: return catalog.text(.helpSummaryNotes)
        case .skip: return catalog.text(.helpSummarySkip)
        case .pause: return catalog.text(.helpSummaryPause)
        case .resume: return catalog.text(.helpSummaryResume)
        case .check: return catalog.text(.helpSummaryCheck)
        case .uncheck: return catalog.text(.helpSummaryUncheck)
        case .toggle: return catalog.text(.helpSummaryToggle)
        case .show: return catalog.text(.helpSummaryShow)
        case .stats: return catalog.text(.helpSummaryStats)
        case .rename: return catalog.text(.helpSummaryRename)
        case .delete: return catalog.text(.helpSummaryDelete)
        case .help: return catalog.text(.helpSummaryHelp)
        case .todo: return catalog.text(.helpSummaryTodo)
        case .status: return catalog.text(.helpSummaryStatus)
        case .names: return catalog.text(.helpSummaryNames)
        case .import: return catalog.text(.helpSummaryImport)
        case .export: return catalog.text(.helpSummaryExport)
        case .report: return catalog.text(.helpSummaryReport)
        case .completion: return catalog.text(.helpSummaryCompletion)
        case .undo: return catalog.text(.helpSummaryUndo)
        case .redo: return catalog.text(.helpSummaryRedo)
        case .history: return catalog.text(.helpSummaryHistory)
        case .archive: return catalog.text(.helpSummaryArchive)
        case .slip: return catalog.text(.helpSummarySlip)
        case .unarchive: return catalog.text(.helpSummaryUnarchive)
        case .move: return catalog.text(.helpSummaryMove)
        case .ask: return catalog.text(.helpSummaryAsk)
        case .config: return catalog.text(.helpSummaryConfig)
        case .tags: return catalog.text(.helpSummaryTags)
        case .remind: return catalog.text(.helpSummaryRemind)
        case .merge: return catalog.text(.helpSummaryMerge)
        case .mergeDriver: return catalog.text(.helpSummaryMergeDriver)
        case .tui: return catalog.text(.helpSummaryTui)
        case .conflicts: return catalog.text(.helpSummaryConflicts)
        case .weekStart: return catalog.text(.helpSummaryWeekStart)
        }
    }

    /// What an option does, in one line of help (`help.option.…`); `help.option.NAME.COMMAND`
    /// where the option means more for one command.
    private func helpOption(_ option: OptionName, _ command: CommandName?, facts: OptionFacts) -> String {
        switch (option, command) {
        case (.file, _): return catalog.text(.helpOptionFile)
        case (.back, _): return catalog.text(.helpOptionBack, ["default": String(facts.defaultBack)])
        case (.man, _): return catalog.text(.helpOptionMan)
        case (.days, .grid?):
            return catalog.text(
                .helpOptionDaysGrid,
                [
                    "lowest": String(facts.gridDays.lowerBound), "highest": String(facts.gridDays.upperBound),
                    "default": String(facts.defaultGridDays),
                ])
        case (.days, _): return catalog.text(.helpOptionDays)
        case (.perWeek, _):
            return catalog.text(
                .helpOptionPerWeek,
                ["lowest": String(facts.timesPerWeek.lowerBound), "highest": String(facts.timesPerWeek.upperBound)])
        case (.every, .remind?): return catalog.text(.helpOptionEveryRemind)
        case (.every, _):
            return catalog.text(
                .helpOptionEvery, ["lowest": String(facts.intervals.lowerBound), "highest": String(facts.intervals.upperBound)])
        case (.perMonth, _):
            return catalog.text(
                .helpOptionPerMonth,
                ["lowest": String(facts.timesPerMonth.lowerBound), "highest": String(facts.timesPerMonth.upperBound)])
        case (.monthlyOn, _):
            return catalog.text(
                .helpOptionMonthlyOn,
                ["lowest": String(facts.daysOfMonth.lowerBound), "highest": String(facts.daysOfMonth.upperBound)])
        case (.daily, _): return catalog.text(.helpOptionDaily)
        case (.from, .import?): return catalog.text(.helpOptionFromImport)
        case (.from, .notes?): return catalog.text(.helpOptionFromNotes)
        case (.from, .stats?): return catalog.text(.helpOptionFromStats)
        case (.from, _): return catalog.text(.helpOptionFrom)
        case (.until, .stats?): return catalog.text(.helpOptionUntilStats)
        case (.until, .notes?): return catalog.text(.helpOptionUntilNotes)
        case (.until, _): return catalog.text(.helpOptionUntil)
        case (.base, _): return catalog.text(.helpOptionBase)
        case (.conflictCopies, _): return catalog.text(.helpOptionConflictCopies)
        case (.clear, _): return catalog.text(.helpOptionClear)
        case (.archived, _): return catalog.text(.helpOptionArchived)
        case (.matching, _): return catalog.text(.helpOptionMatching)
        case (.candidates, _): return catalog.text(.helpOptionCandidates)
        case (.to, _): return catalog.text(.helpOptionTo)
        case (.before, _): return catalog.text(.helpOptionBefore)
        case (.after, _): return catalog.text(.helpOptionAfter)
        case (.wait, _): return catalog.text(.helpOptionWait, ["default": String(facts.defaultWait)])
        case (.color, .add?), (.color, .edit?):
            return catalog.text(.helpOptionColorHabit, ["colors": helpColorList(facts.colors)])
        case (.color, _): return catalog.text(.helpOptionColor)
        case (.help, _): return catalog.text(.helpOptionHelp)
        case (.version, _): return catalog.text(.helpOptionVersion)
        case (.icon, _): return catalog.text(.helpOptionIcon, ["icon": facts.defaultIcon])
        case (.date, _): return catalog.text(.helpOptionDate)
        case (.yes, _): return catalog.text(.helpOptionYes)
        case (.weeks, .export?), (.weeks, .report?):
            return catalog.text(
                .helpOptionWeeksHeatmap,
                [
                    "lowest": String(facts.heatmapWeeks.lowerBound), "highest": String(facts.heatmapWeeks.upperBound),
                    "default": String(facts.defaultHeatmapWeeks),
                ])
        case (.weeks, _):
            return catalog.text(
                .helpOptionWeeks,
                [
                    "lowest": String(facts.weeks.lowerBound), "highest": String(facts.weeks.upperBound),
                    "default": String(facts.defaultWeeks),
                ])
        case (.notes, _): return catalog.text(.helpOptionNotes)
        case (.json, _): return catalog.text(.helpOptionJson)
        case (.asOf, _): return catalog.text(.helpOptionAsOf)
        case (.quiet, _): return catalog.text(.helpOptionQuiet)
        case (.format, .status?): return catalog.text(.helpOptionFormatStatus)
        case (.format, .import?): return catalog.text(.helpOptionFormatImport)
        case (.format, .export?): return catalog.text(.helpOptionFormatExport)
        case (.out, _): return catalog.text(.helpOptionOut)
        case (.format, _): return catalog.text(.helpOptionFormat)
        case (.goal, _): return catalog.text(.helpOptionGoal)
        case (.atMost, _): return catalog.text(.helpOptionAtMost)
        case (.weeklyGoal, _): return catalog.text(.helpOptionWeeklyGoal)
        case (.unit, .edit?): return catalog.text(.helpOptionUnitEdit)
        case (.unit, _): return catalog.text(.helpOptionUnit)
        case (.quit, _): return catalog.text(.helpOptionQuit)
        case (.trackOnly, _): return catalog.text(.helpOptionTrackOnly)
        case (.reading, _): return catalog.text(.helpOptionReading)
        case (.due, _): return catalog.text(.helpOptionDue)
        case (.noGoal, _): return catalog.text(.helpOptionNoGoal)
        case (.set, _): return catalog.text(.helpOptionSet)
        case (.all, _): return catalog.text(.helpOptionAll)
        case (.note, _): return catalog.text(.helpOptionNote)
        case (.now, _): return catalog.text(.helpOptionNow)
        case (.by, _): return catalog.text(.helpOptionBy)
        case (.last, _):
            return catalog.text(
                .helpOptionLast,
                [
                    "lowest": String(facts.lastPeriods.lowerBound), "highest": String(facts.lastPeriods.upperBound),
                    "default": String(facts.defaultLastPeriods),
                ])
        case (.skipInvalid, _): return catalog.text(.helpOptionSkipInvalid)
        case (.dryRun, _): return catalog.text(.helpOptionDryRun)
        case (.install, _): return catalog.text(.helpOptionInstall)
        case (.uninstall, _): return catalog.text(.helpOptionUninstall)
        case (.at, _): return catalog.text(.helpOptionAt)
        case (.cron, _): return catalog.text(.helpOptionCron)
        case (.systemd, _): return catalog.text(.helpOptionSystemd)
        case (.via, _): return catalog.text(.helpOptionVia)
        case (.remind, _): return catalog.text(.helpOptionRemind)
        case (.tag, .add?), (.tag, .edit?): return catalog.text(.helpOptionTagHabit)
        case (.tag, _): return catalog.text(.helpOptionTag)
        case (.untag, _): return catalog.text(.helpOptionUntag)
        case (.of, _): return catalog.text(.helpOptionOf)
        case (.ofTag, _): return catalog.text(.helpOptionOfTag)
        case (.needs, _): return catalog.text(.helpOptionNeeds)
        case (.addMember, _): return catalog.text(.helpOptionAddMember)
        case (.removeMember, _): return catalog.text(.helpOptionRemoveMember)
        case (.flat, _): return catalog.text(.helpOptionFlat)
        }
    }

    /// The colours `--color` takes, separated as the catalog's lists are: "red, orange, …".
    private func helpColorList(_ colors: [String]) -> String {
        guard let first = colors.first else { return "" }
        return colors.dropFirst().reduce(first) { catalog.text(.listMore, ["first": $0, "next": $1]) }
    }
}
