import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// `habit import FILE|- [--format csv|json]` and `habit import --from TRACKER PATH`: reads and
/// checks the whole input first, then adds it in one store update (one lock, one write, one
/// undo). When any row is bad, nothing changes.
struct ImportCommand: DeclaredCommand {
    /// Its options, in the order help lists them.
    struct Declared: CommandOptions {
        @Declare var format = Options.format
        /// `--from TRACKER`: the files are another tracker's.
        @Declare var tracker = Option<ForeignFormat>(
            .from,
            .choice(.tracker) { text in
                .badTracker(text, suggestion: nearest(to: text.lowercased(), among: ForeignFormat.allCases.map(\.rawValue)))
            })
        /// `--skip-invalid`: leave out the log lines of harsh or habitctl that cannot be kept, and
        /// list them, instead of refusing the import.
        @Declare var skipInvalid = Option<Bool>(.skipInvalid, .flag)
    }

    /// The declaration: its name and arguments; its options are ``Declared``'s.
    static let spec = CommandSpec(ImportCommand.self, .import, arguments: [.file], changesData: true)

    let source: ImportSource
    /// The input's format; told by its content when `nil`.
    let format: DataFormat?
    /// The tracker whose files `source` names, for `--from`.
    var tracker: ForeignFormat? = nil
    /// Whether lines that cannot be kept are left out (`--skip-invalid`).
    var skipsInvalid = false

    /// The command with these values.
    init(source: ImportSource, format: DataFormat?, tracker: ForeignFormat? = nil) {
        self.source = source
        self.format = format
        self.tracker = tracker
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput<Declared>) throws(UsageError) {
        source = ImportSource(input.arguments[0])
        format = try input.value(\.format)
        tracker = try input.value(\.tracker)
        if tracker != nil, format != nil { throw .trackerWithFormat }
        skipsInvalid = input.isSet(\.skipInvalid)
        if skipsInvalid, tracker != .harsh, tracker != .habitctl { throw .skipInvalidWithoutLog }
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let today = context.today
        let batch: ImportBatch
        do {
            batch = try read(context)
        } catch {
            throw .importing(error)
        }
        // Verified: an import can bring what no command makes, and nothing may be written that
        // the reader would refuse.
        let summary = try context.change(adding: batch.unknown, verifying: true) { habits throws(Failure) in
            var (updated, summary) = try Failure.fromHabit { () throws(HabitError) in
                try batch.applied(to: habits, today: today, makeID: context.makeID)
            }
            summary.changed = updated != habits
            habits = updated
            return summary
        }
        // The habits renamed apart are part of the summary; the rest goes to standard error.
        let renamed = summary.notices.filter { notice in
            if case .renamedTwin = notice { return true }
            return false
        }
        let notices = summary.notices.filter { !renamed.contains($0) }.map { notice in
            ErrorReport.line(context.language.text(.importNotice(notice)), style: context.presentation.errorStyle) + "\n"
        }.joined()
        guard let tracker else {
            // Days alone are counted as done or already done; amounts and notes say whether the
            // file changed at all, since a day's own amount and note win over the input's.
            let message =
                summary.amounts + summary.notes > 0
                ? FileMessage.importedAmounts(
                    counts: ImportedCount.nonZero(days: summary.days, amounts: summary.amounts, notes: summary.notes),
                    habits: summary.habits, newHabits: summary.newHabits, changed: summary.changed)
                : FileMessage.imported(
                    ImportOutcome(
                        days: summary.days, habits: summary.habits, newHabits: summary.newHabits,
                        alreadyDone: summary.alreadyDone))
            return Output(stdout: context.presentation.paragraph(message), stderr: notices)
        }
        guard summary.changed || summary.habits == 0 else {
            return Output(
                stdout: context.presentation.paragraph(.importedNothingNew(from: tracker, habits: summary.habits)))
        }
        let message = FileMessage.importedHistory(
            from: tracker, habits: summary.habits, newHabits: summary.newHabits, done: summary.days - summary.skips,
            skips: summary.skips, amounts: summary.amounts, notes: summary.notes)
        return Output(
            stdout: context.presentation.paragraph(message)
                + renamed.map { context.presentation.paragraph(FileMessage.importNotice($0)) }.joined(),
            stderr: notices)
    }

    /// The whole input, read and checked.
    private func read(_ context: CommandContext) throws(ImportError) -> ImportBatch {
        if let tracker {
            return try ForeignImport.read(
                tracker, at: source, today: context.today, skippingInvalid: skipsInvalid, environment: context.environment)
        }
        let bytes = try read(source, standardInput: context.readStandardInput)
        switch format ?? DataFormat.detect(bytes) {
        case .csv:
            return try ImportBatch.csv(bytes: bytes, today: context.today)
        case .json:
            return try ImportBatch.json(bytes, today: context.today)
        }
    }

    /// The bytes to import.
    private func read(_ source: ImportSource, standardInput: (@Sendable () -> [UInt8])?) throws(ImportError) -> [UInt8] {
        switch source {
        case .standardInput:
            let bytes = standardInput?() ?? []
            guard bytes.count <= AtomicFile.maximumSize else { throw .tooLarge(path: nil, size: nil) }
            return bytes
        case .file(let path):
            guard let bytes = try ImportFile.bytes(at: path) else { throw .fileNotFound(path: path) }
            return bytes
        }
    }
}
