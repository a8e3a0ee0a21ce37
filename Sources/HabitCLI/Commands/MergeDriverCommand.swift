import HabitCore

/// `habit merge-driver BASE OURS THEIRS`: git's custom merge driver (`%O %A %B`). Merges THEIRS
/// into OURS with BASE as the ancestor and writes the result over OURS atomically; it touches
/// those three files only (no lock, backup or undo file). Exits 0 whenever it wrote a result,
/// reporting resolved conflicts on standard error; when a file cannot be read it fails and
/// OURS is left as it was.
struct MergeDriverCommand {
    let base: String
    let ours: String
    let theirs: String

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
