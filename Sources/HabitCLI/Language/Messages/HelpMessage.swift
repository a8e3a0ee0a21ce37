import HabitCore

/// The help screens: headings, exit codes, and what each command and option does.
enum HelpMessage: Equatable, Sendable {
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
