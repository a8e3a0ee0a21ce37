import Foundation
import HabitCore

/// The CSV form of the habits, as `habit export` writes it and `habit import` reads it:
///
/// ```
/// name,date
/// Meditieren,2026-11-27
/// Meditieren,2026-11-28
/// "Wasser, viel",2026-11-28
/// Neu,
/// ```
/// A header line, then a row per habit and day, habits in their order and days oldest first;
/// a habit without days gets one row with an empty date so it survives the round trip.
/// Icons, colours and ids are not part of it: `--format json` keeps those.
enum HabitCSV {
    /// The header line's fields.
    static let header = ["name", "date"]

    /// Whether `fields` are the header line (ignoring case and surrounding spaces).
    static func isHeader(_ fields: [String]) -> Bool {
        fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } == header
    }

    /// The whole CSV text for `collection`.
    static func encode(_ collection: HabitCollection) -> String {
        var out = CSVWriter.row(header)
        for habit in collection.habits {
            let name = CSVWriter.field(habit.name)
            if habit.completions.isEmpty {
                out += name + ",\n"
                continue
            }
            for day in habit.completions.sorted() {
                out += name + "," + day.description + "\n"
            }
        }
        return out
    }
}
