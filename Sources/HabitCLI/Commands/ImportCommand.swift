import HabitCore

/// `habit import FILE|- [--format csv|json]`: reads and checks the whole input first, then adds
/// it in one store update (one lock, one write). When any row is bad, nothing changes.
struct ImportCommand {
    let source: ImportSource
    /// The input's format; told by its content when `nil`.
    let format: DataFormat?

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
        let summary = try context.update(adding: batch.unknown, verifying: true) { habits in
            let (updated, summary) = batch.applied(to: habits, today: today, makeID: context.makeID)
            habits = updated
            return summary
        }
        let message = Message.imported(
            days: summary.days, habits: summary.habits, newHabits: summary.newHabits, alreadyDone: summary.alreadyDone)
        return Output(stdout: context.presentation.paragraph(message))
    }

    /// The whole input, read and checked.
    private func read(_ context: CommandContext) throws(ImportError) -> ImportBatch {
        let bytes = try read(source, standardInput: context.readStandardInput)
        switch format ?? DataFormat.detect(bytes) {
        case .csv:
            let records: [CSVRecord]
            do {
                records = try CSVReader.records(bytes)
            } catch {
                throw .syntax(line: error.line, error.problem)
            }
            return try ImportBatch.csv(records, today: context.today)
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
            let result: AtomicFile.ReadResult
            do {
                result = try AtomicFile.read(path, allowingStreams: true)
            } catch {
                switch error {
                case .isDirectory: throw .isDirectory(path: path)
                case .tooLarge(_, let size): throw .tooLarge(path: path, size: size == AtomicFile.maximumSize + 1 ? nil : size)
                case .unreadable(_, let reason): throw .unreadable(path: path, reason: reason)
                default: throw .unreadable(path: path, reason: SystemError.describe(EINVAL))
                }
            }
            switch result {
            case .missing: throw .fileNotFound(path: path)
            case .contents(let bytes): return bytes
            }
        }
    }
}
