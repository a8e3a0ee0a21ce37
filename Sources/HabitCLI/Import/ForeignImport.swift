import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// `habit import --from TRACKER PATH`: finds the tracker's files at `PATH` and reads them with
/// the tracker's importer.
enum ForeignImport {
    /// The whole history at `source`, read and checked; `skippingInvalid` leaves out the log
    /// lines of harsh and habitctl that cannot be kept, listed among the notices.
    static func read(
        _ format: ForeignFormat, at source: ImportSource, today: Day, skippingInvalid: Bool = false,
        environment: [String: String] = [:]
    ) throws(ImportError) -> ImportBatch {
        // A tracker's files are files; standard input is not one.
        let path: String
        switch source {
        case .file(let file): path = file
        case .standardInput: path = "-"
        }
        let file: [UInt8]?
        do {
            file = try ImportFile.bytes(at: path)
        } catch .isDirectory {
            file = nil
        }
        switch format {
        case .harsh, .habitctl:
            // The folder, or one of its two files.
            let folder = ForeignFolder(path: file == nil ? path : AtomicFile.folder(of: path), format: format)
            return format == .harsh
                ? try HarshImport.read(folder, today: today, skippingInvalid: skippingInvalid)
                : try HabitctlImport.read(folder, today: today, skippingInvalid: skippingInvalid)
        case .loop:
            // The zip, its unzipped folder, or the folder's Habits.csv.
            // Loop's full backup, an SQLite database, is read through sqlite3.
            if let file, LoopDatabase.isDatabase(file) {
                return try LoopDatabase.read(path: path, environment: environment, today: today)
            }
            guard let file, !path.hasSuffix(".csv") else {
                return try LoopImport.read(
                    ForeignFolder(path: file == nil ? path : AtomicFile.folder(of: path), format: format), today: today)
            }
            let archive = try ZipArchive(file, path: path)
            return try LoopImport.read(ForeignFolder(path: path, format: format, archive: archive), today: today)
        case .dijo:
            // The file, or the folder that holds it.
            guard let file else {
                let folder = ForeignFolder(path: path, format: format)
                return try DijoImport.read(
                    folder.bytes(of: "habit_record.json"), path: folder.path(of: "habit_record.json"), today: today)
            }
            return try DijoImport.read(file, path: path, today: today)
        }
    }
}
