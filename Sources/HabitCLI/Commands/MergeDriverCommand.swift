import HabitCore

/// `habit merge-driver BASE OURS THEIRS`: git's custom merge driver (`%O %A %B`). Merges THEIRS
/// into OURS with BASE as the ancestor and writes the result over OURS atomically; it touches
/// those three files only (no lock, backup or undo file). Exits 0 whenever it wrote a result,
/// reporting resolved conflicts on standard error; when a file cannot be read it fails and
/// OURS is left as it was.
struct MergeDriverCommand: DeclaredCommand {
    /// The declaration: its name, arguments and options.
    static let spec = CommandSpec(
        MergeDriverCommand.self, .mergeDriver,
        arguments: [
            ArgumentSpec(placeholder: .base, kind: .file), ArgumentSpec(placeholder: .ours, kind: .file),
            ArgumentSpec(placeholder: .theirs, kind: .file),
        ], changesData: true)

    let base: String
    let ours: String
    let theirs: String

    /// The command with these values.
    init(base: String, ours: String, theirs: String) {
        self.base = base
        self.ours = ours
        self.theirs = theirs
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput) throws(UsageError) {
        base = input.arguments[0]
        ours = input.arguments[1]
        theirs = input.arguments[2]
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        // git hands an empty ancestor when the two sides share none: then the merge is two-way.
        let ancestor = try MergeInput.read(base, today: nil, emptyMeansNone: true)
        let mine = try MergeInput.read(ours, today: nil, emptyMeansNone: true) ?? HabitStore.Stored()
        let other = try MergeInput.read(theirs, today: nil, emptyMeansNone: true) ?? HabitStore.Stored()
        let result = HabitMerge.merge(ours: mine.habits, theirs: other.habits, base: ancestor?.habits)
        // Members this version does not know are kept, ours first, then the other copy's.
        let unknown = mine.unknown.adding(other.unknown)
        if result.habits != mine.habits || unknown != mine.unknown {
            do {
                try AtomicFile.write(StoreFormat.encodedBytes(result.habits, unknown: unknown), to: ours)
            } catch {
                throw .store(error)
            }
        }
        return Output(stderr: MergeInput.report(result.conflicts, in: context.language))
    }
}
