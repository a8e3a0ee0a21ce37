import HabitCore

extension Runner {
    /// `habit import`: reads and checks the whole input first, then adds it in one store
    /// update (one lock, one write). When any row is bad, nothing changes.
    func importData(from source: ImportSource, format: DataFormat?) throws -> Output {
        let bytes = try read(source)
        let batch: ImportBatch
        switch format ?? DataFormat.detect(bytes) {
        case .csv:
            let records: [CSVRecord]
            do {
                records = try CSVReader.records(bytes)
            } catch {
                throw ImportError.syntax(line: error.line, error.problem)
            }
            batch = try ImportBatch.csv(records, today: today)
        case .json:
            batch = try ImportBatch.json(bytes, today: today)
        }
        let summary = try store.get().update { habits in
            let (updated, summary) = batch.applied(to: habits, today: today)
            habits = updated
            return summary
        }
        var output = Output()
        let message = Message.imported(
            days: summary.days, habits: summary.habits, newHabits: summary.newHabits, alreadyDone: summary.alreadyDone)
        presentation.lines(message).forEach { output.print($0) }
        return output
    }

    /// The bytes to import.
    private func read(_ source: ImportSource) throws(ImportError) -> [UInt8] {
        switch source {
        case .standardInput:
            return readStandardInput?() ?? []
        case .file(let path):
            let result: AtomicFile.ReadResult
            do {
                result = try AtomicFile.read(path, allowingStreams: true)
            } catch {
                switch error {
                case .isDirectory: throw .isDirectory(path: path)
                case .tooLarge(_, let size): throw .tooLarge(path: path, size: size)
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
