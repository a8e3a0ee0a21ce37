import HabitCore
import HabitStore
import HabitSystem
import HabitText
import HabitFormat

/// `habit history [--json]`: the changes `habit undo` can step back through, newest first, each
/// with how long ago it was made and what it did ("check Lesen on Nov 26"); the ones undone
/// (which `habit redo` brings back) are marked.
struct HistoryCommand: DeclaredCommand {
    /// Its options, in the order help lists them.
    struct Declared: CommandOptions {
        @Declare var json = Options.json
    }

    /// The declaration: its name; its options are ``Declared``'s.
    static let spec = CommandSpec(HistoryCommand.self, .history)

    /// `--json`.
    var json = false

    /// The command with these values.
    init(json: Bool = false) {
        self.json = json
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput<Declared>) throws(UsageError) {
        json = input.isSet(\.json)
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let (history, now) = try context.withStore { store throws(StoreError) in
            let files = try StoreFiles.locate(store.path)
            return (store.readHistory(files) ?? ChangeHistory(), store.now)
        }
        let newestFirst = Array(history.entries.enumerated().reversed())
        let firstUndone = history.applied
        if json {
            var out = JSONWriter()
            out.object { out in
                out.key("changes")
                out.array(newestFirst) { out, item in
                    let entry = item.element
                    out.object { out in
                        out.member("changedAt", entry.changedAt.map(ISO8601Instant.format))
                        out.member("command", entry.summary.command)
                        if let day = entry.summary.day { out.member("day", day: day) } else { out.key("day"); out.null() }
                        if !entry.summary.formerNames.isEmpty {
                            out.key("formerNames")
                            out.object { out in
                                for name in entry.summary.formerNames.keys.sorted() {
                                    out.member(name, entry.summary.formerNames[name] ?? "")
                                }
                            }
                        }
                        out.key("habits")
                        out.array(entry.summary.habits) { out, name in out.string(name) }
                        out.member("undone", item.offset >= firstUndone)
                    }
                }
            }
            out.endLine()
            return Output(stdout: out.text)
        }
        let presentation = context.presentation
        guard !newestFirst.isEmpty else { return Output(stdout: presentation.paragraph(.history(.empty))) }
        var output = Output()
        for (index, entry) in newestFirst {
            let did = presentation.language.text(.history(Self.did(entry.summary, today: context.today)))
            let ago = entry.changedAt.flatMap { changedAt in now.map { Elapsed(from: changedAt, to: $0) } }
            let undone = index >= firstUndone
            let line: HistoryMessage =
                ago.map { .line(ago: $0, did: did, undone: undone) } ?? .lineUndated(did: did, undone: undone)
            output.stdout += presentation.paragraph(.history(line))
        }
        return output
    }

    /// What `summary` says, as the sentence for it: the command alone, with the habits it
    /// changed, or with them and the one day it changed.
    static func did(_ summary: ChangeSummary, today: Day) -> HistoryMessage {
        let command = ShownText(summary.command)
        let names = ShownText(whole: summary.shownNames.joined(separator: ", "))
        if summary.habits.isEmpty { return .didCommand(command: command) }
        guard let day = summary.day else { return .didToHabits(command: command, names: names) }
        return .didOnDay(command: command, names: names, day: DayPhrase(day, today: today))
    }
}
