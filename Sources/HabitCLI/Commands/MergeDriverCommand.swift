import HabitCore
import HabitStore
import HabitSystem
import HabitText
import HabitFormat

/// `habit merge-driver BASE OURS THEIRS`: git's custom merge driver (`%O %A %B`). Merges THEIRS
/// into OURS with BASE as the ancestor and writes the result over OURS atomically; it touches
/// those three files only (no lock, backup or undo file). Exits 0 whenever it wrote a result,
/// after checking it as the store checks what it writes (size, read-back),
/// reporting resolved conflicts on standard error; when a file cannot be read (an empty or
/// blank OURS or THEIRS included; only an empty BASE means "no ancestor") it fails and OURS is
/// left as it was.
struct MergeDriverCommand: DeclaredCommand {
    /// The declaration: its name and arguments; it takes no options of its own.
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
    init(_ input: CommandInput<NoOptions>) throws(UsageError) {
        base = input.arguments[0]
        ours = input.arguments[1]
        theirs = input.arguments[2]
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        // git hands an empty ancestor when the two sides share none: then the merge is two-way.
        // Only the ancestor: an empty OURS or THEIRS is a copy that cannot be read, not a copy
        // whose every habit was deleted, so the driver fails and git reports a conflict.
        let ancestor = try MergeInput.read(base, today: nil, emptyMeansNone: true)
        let mine = try MergeInput.read(ours, today: nil)
        let other = try MergeInput.read(theirs, today: nil)
        let result = HabitMerge.merge(ours: mine.habits, theirs: other.habits, base: ancestor?.habits)
        // Members this version does not know are kept, ours first, then the other copy's.
        let unknown = mine.unknown.adding(other.unknown)
        // The conflicts resolved are recorded in the merged file (its `conflicts` list).
        if result.habits != mine.habits || unknown != mine.unknown {
            let bytes = StoreFormat.encodedBytes(result.habits, unknown: unknown)
            try Self.checkReadable(bytes, as: ours)
            do {
                try AtomicFile.write(bytes, to: ours)
            } catch {
                throw .store(error)
            }
        }
        return Output(stderr: MergeInput.report(result.conflicts, habits: result.habits, in: context.language))
    }

    /// Checks the merged file as the store checks what it writes: no larger than the reader
    /// reads, and readable by the reader's own rules. Otherwise OURS stays as it was and the
    /// driver fails, so git reports a conflict instead of committing a file `habit` refuses.
    static func checkReadable(_ bytes: [UInt8], as path: String) throws(Failure) {
        guard bytes.count <= AtomicFile.maximumSize else {
            throw .store(.wouldBeUnreadable(path: path, problem: .tooLarge(size: bytes.count)))
        }
        do {
            _ = try StoreFormat.decode(bytes)
        } catch {
            throw .store(.wouldBeUnreadable(path: path, problem: .format(error)))
        }
    }
}
