import HabitCore

/// `habit import --from TRACKER PATH`: finds the tracker's files at `PATH` and reads them with
/// the tracker's importer.
enum ForeignImport {
    /// The whole history at `source`, read and checked.
    static func read(_ format: ForeignFormat, at source: ImportSource, today: Day) throws(ImportError) -> ImportBatch {
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
                ? try HarshImport.read(folder, today: today) : try HabitctlImport.read(folder, today: today)
        case .loop, .dijo:
            throw .foreignFileMissing(path: path, format: format)
        }
    }
}
