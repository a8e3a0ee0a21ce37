import HabitCore
import HabitStore
import HabitSystem
import HabitText
import HabitFormat

/// Reads Loop Habit Tracker's full backup (`Loop Habits Backup ….db`, an SQLite database)
/// through the `sqlite3` program on `PATH`, run read-only (`-readonly -safe`). The tables are
/// read by the columns present, so every database version Loop itself migrates from (9 and
/// later) reads: the rows become the CSV export Loop would write (v2.3.1's layout), which
/// ``LoopImport`` reads, so the two mean the same.
enum LoopDatabase {
    /// Whether `bytes` start as an SQLite database does.
    static func isDatabase(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: Array("SQLite format 3\u{0}".utf8))
    }

    /// The history in the backup at `path`, read with `sqlite3` found on `PATH` in `environment`.
    static func read(path: String, environment: [String: String], today: Day) throws(ImportError) -> ImportBatch {
        let described = try rows(
            "SELECT 'v', user_version FROM pragma_user_version UNION ALL "
                + "SELECT 'h', name FROM pragma_table_info('Habits') UNION ALL "
                + "SELECT 'r', name FROM pragma_table_info('Repetitions');", path: path, environment: environment)
        var version = 0
        var habitColumns = Set<String>()
        var repetitionColumns = Set<String>()
        for row in described where row.count == 2 {
            switch row[0] {
            case "v": version = Int(row[1]) ?? 0
            case "h": habitColumns.insert(row[1].lowercased())
            default: repetitionColumns.insert(row[1].lowercased())
            }
        }
        guard ["id", "name", "freq_num", "freq_den"].allSatisfy(habitColumns.contains),
            ["habit", "timestamp"].allSatisfy(repetitionColumns.contains)
        else { throw .notLoopDatabase(path: path, reason: nil) }
        func column(_ name: String, in columns: Set<String>, otherwise: String) -> String {
            columns.contains(name) ? name : otherwise
        }
        let habits = try rows(
            "SELECT id, name, freq_num, freq_den, "
                + [
                    column("color", in: habitColumns, otherwise: "0"), column("archived", in: habitColumns, otherwise: "0"),
                    column("type", in: habitColumns, otherwise: "0"),
                    column("target_type", in: habitColumns, otherwise: "0"),
                    column("target_value", in: habitColumns, otherwise: "0"),
                    column("unit", in: habitColumns, otherwise: "''"),
                ].joined(separator: ", ") + " FROM Habits ORDER BY "
                + column("position", in: habitColumns, otherwise: "id") + ", id;", path: path, environment: environment)
        // The export Loop would write: Habits.csv and each habit's Checkmarks.csv.
        var files: [String: [UInt8]] = [:]
        var habitsCSV =
            "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,"
            + "Target Value,Archived?\n"
        var folderByID: [String: String] = [:]
        for (offset, habit) in habits.enumerated() where habit.count == 10 {
            let position = String(repeating: "0", count: max(0, 3 - String(offset + 1).count)) + String(offset + 1)
            let isNumerical = habit[6] == "1"
            let fields = [
                position, habit[1], isNumerical ? "NUMERICAL" : "YES_NO", "", "", habit[2], habit[3],
                color(Int(habit[4]) ?? 0, version: version), isNumerical ? habit[9] : "",
                isNumerical ? (habit[7] == "1" ? "AT_MOST" : "AT_LEAST") : "", isNumerical ? habit[8] : "",
                habit[5] == "1" ? "true" : "false",
            ]
            habitsCSV += fields.map(quoted).joined(separator: ",") + "\n"
            folderByID[habit[0]] = position
        }
        files["Habits.csv"] = Array(habitsCSV.utf8)
        // One habit's repetitions at a time: sqlite3's output is kept up to a limit.
        for (id, folder) in folderByID {
            guard id.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-") }) else { continue }
            let repetitions = try rows(
                "SELECT timestamp, " + column("value", in: repetitionColumns, otherwise: "2") + ", "
                    + column("notes", in: repetitionColumns, otherwise: "''")
                    + " FROM Repetitions WHERE habit = \(id) AND timestamp IS NOT NULL ORDER BY timestamp;",
                path: path, environment: environment)
            var checkmarks = "Date,Value,Notes\n"
            for repetition in repetitions where repetition.count == 3 {
                guard let milliseconds = Int(repetition[0]) else { continue }
                // Loop keeps a day as the UTC midnight that starts it, in milliseconds.
                let day = Day(ordinal: milliseconds >= 0 ? milliseconds / 86_400_000 : (milliseconds + 1) / 86_400_000 - 1)
                checkmarks += [day.description, repetition[1], repetition[2]].map(quoted).joined(separator: ",") + "\n"
            }
            files[folder + "/Checkmarks.csv"] = Array(checkmarks.utf8)
        }
        return try LoopImport.read(ForeignFolder(path: path, format: .loop, files: files), today: today)
    }

    /// The rows `sql` gives, as `sqlite3 -csv` writes them.
    private static func rows(_ sql: String, path: String, environment: [String: String]) throws(ImportError) -> [[String]] {
        let process = ChildProcess(
            executable: "sqlite3",
            arguments: ["-readonly", "-safe", "-csv", "-bail", path.hasPrefix("-") ? "./" + path : path, sql],
            environment: environment, timeout: 120)
        let finished: ChildProcess.Finished
        switch process.runToSuccess() {
        case .success(let result): finished = result
        case .failure(.notFound): throw .sqliteMissing(path: path)
        case .failure(let error): throw .notLoopDatabase(path: path, reason: error.description)
        }
        // Output cut at the limit would be a history cut short.
        guard finished.output.count < ChildProcess.outputLimit else { throw .notLoopDatabase(path: path, reason: nil) }
        do {
            // Output cut at the limit would be a history cut short.
            return try CSVReader.records(finished.output).map(\.fields)
        } catch {
            throw .notLoopDatabase(path: path, reason: nil)
        }
    }

    /// A field as CSV writes it: quoted when it holds a comma, a quote or a line break.
    private static func quoted(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        var text = "\""
        for character in field { text += character == "\"" ? "\"\"" : String(character) }
        return text + "\""
    }

    /// Loop's colour as its CSV export writes it: before database version 14 an ARGB value, then
    /// an index into its palette of 13 colours, from version 21 one of 20 (migrations 14 and 21).
    static func color(_ stored: Int, version: Int) -> String {
        let palette = [
            "#D32F2F", "#E64A19", "#F57C00", "#FF8F00", "#F9A825", "#AFB42B", "#7CB342", "#388E3C", "#00897B", "#00ACC1",
            "#039BE5", "#1976D2", "#303F9F", "#5E35B1", "#8E24AA", "#D81B60", "#5D4037", "#303030", "#757575", "#aaaaaa",
        ]
        let argb = [
            -2_937_041: 0, -1_684_967: 1, -415_707: 2, -5_262_293: 3, -13_070_788: 4, -16_742_021: 5, -16_732_991: 6,
            -16_540_699: 7, -10_603_087: 8, -7_461_718: 9, -2_614_432: 10, -13_619_152: 11, -5_592_406: 12,
        ]
        let old = [0, 1, 4, 5, 7, 8, 9, 10, 13, 14, 15, 17, 19]
        var index = stored
        if version < 14 { index = argb[stored] ?? 0 }
        if version < 21 { index = index >= 0 && index < old.count ? old[index] : 0 }
        return index >= 0 && index < palette.count ? palette[index] : palette[0]
    }
}
