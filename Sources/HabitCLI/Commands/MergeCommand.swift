import HabitCore
import HabitStore
import HabitSystem
import HabitText
import HabitFormat

/// `habit merge OTHER [--base BASE]` and `habit merge --conflict-copies`: merges another copy of
/// the data file into it (or each conflict copy a folder-syncing tool left beside it, two-way),
/// under the store's lock, in one change that `habit undo` takes back. Conflicts it resolved on
/// its own are recorded in the data file (see `habit conflicts`) and reported on standard
/// error; the exit code is still 0. Merged conflict copies are moved into `conflict-copies/`.
struct MergeCommand: DeclaredCommand {
    /// Its options, in the order help lists them.
    struct Declared: CommandOptions {
        /// `--base FILE`: the copy both came from.
        @Declare var base = Option<String>(.base, .text(.file))
        /// `--conflict-copies`: merge the conflict copies beside the data file instead of OTHER.
        @Declare var conflictCopies = Option<Bool>(.conflictCopies, .flag)
    }

    /// The declaration: its name and arguments; its options are ``Declared``'s.
    static let spec = CommandSpec(
        MergeCommand.self, .merge, arguments: [ArgumentSpec(placeholder: .file, kind: .file, isOptional: true)],
        changesData: true)

    /// The other copy's path; `nil` for the conflict copies.
    let other: String?
    /// The copy both came from, for a three-way merge; `nil` merges two-way.
    let base: String?

    /// The command with these values.
    init(other: String?, base: String?) {
        self.other = other
        self.base = base
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput<Declared>) throws(UsageError) {
        base = try input.value(\.base)
        if input.isSet(\.conflictCopies) {
            if let typed = input.arguments.first { throw .conflictingGoals("--conflict-copies", typed) }
            if base != nil { throw .conflictingGoals("--conflict-copies", "--base") }
            other = nil
        } else {
            try input.expectArguments(1...1)
            other = input.arguments[0]
        }
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        guard let other else { return try mergeConflictCopies(in: context) }
        let theirs = try MergeInput.read(other, today: context.today, role: .other)
        let ancestor: HabitCollection?
        if let base { ancestor = try MergeInput.read(base, today: context.today, role: .base).habits } else { ancestor = nil }
        // Whether the other copy brings members this version does not know that the file lacks
        // (read before the change; the change itself adds them under the lock).
        let current = try context.withStore { store throws(StoreError) in try store.loadKeepingUnknown() }
        let unknownAdded = current.unknown.adding(theirs.unknown) != current.unknown
        // Members this version does not know come along with the other copy's habits.
        let (result, before) = try context.change(adding: theirs.unknown) { habits in
            let result = HabitMerge.merge(ours: habits, theirs: theirs.habits, base: ancestor)
            let before = habits
            habits = result.habits
            return (result, before)
        }
        var output = Output()
        output.print(context.language.text(Self.summary(other, result: result, before: before, unknownAdded: unknownAdded)))
        output.stderr = MergeInput.report(result.conflicts, habits: result.habits, in: context.language)
        return output
    }

    /// What the merge of `path` says: the habits it added and changed, or that it only added
    /// keys this version does not know, or that there was nothing to merge.
    static func summary(_ path: String, result: MergeResult, before: HabitCollection, unknownAdded: Bool) -> Message {
        let added = result.habits.habits.filter { before[$0.id] == nil }.count
        let changed = result.habits.habits.filter { habit in before[habit.id].map { $0 != habit } ?? false }.count
        if added > 0 || changed > 0 {
            return .file(.merged(path: ShownText(path: path), counts: MergedCount.nonZero(added: added, changed: changed)))
        }
        if unknownAdded { return .sync(.mergedUnknownKeysOnly(path: ShownText(path: path))) }
        return .file(.nothingToMerge(path: ShownText(path: path)))
    }

    /// Merges each conflict copy beside the data file two-way, in one change, then moves each
    /// into `conflict-copies/`.
    private func mergeConflictCopies(in context: CommandContext) throws(Failure) -> Output {
        let dataPath = try context.withStore { store throws(StoreError) in try StoreFiles.locate(store.path).real }
        let names = ConflictCopies.names(besides: dataPath)
        var output = Output()
        guard !names.isEmpty else {
            output.print(
                context.language.text(.sync(.noConflictCopies(folder: ShownText(path: AtomicFile.folder(of: dataPath))))))
            return output
        }
        var copies: [HabitStore.Stored] = []
        for name in names {
            copies.append(
                try MergeInput.read(ConflictCopies.path(of: name, besides: dataPath), today: context.today, role: .other))
        }
        let unknown = copies.reduce(UnknownMembers.none) { $0.adding($1.unknown) }
        let results = try context.change(adding: unknown) { habits in
            var results: [MergeResult] = []
            for copy in copies {
                let result = HabitMerge.merge(ours: habits, theirs: copy.habits, base: nil)
                habits = result.habits
                results.append(result)
            }
            return results
        }
        for (name, result) in zip(names, results) {
            let folder: String
            do {
                folder = try ConflictCopies.moveAside(name, besides: dataPath)
            } catch {
                throw .store(error)
            }
            output.print(
                context.language.text(
                    .sync(.conflictCopyMerged(name: ShownText(path: name), folder: ShownText(path: folder + "/")))))
            output.stderr += MergeInput.report(result.conflicts, habits: result.habits, in: context.language)
        }
        return output
    }
}
