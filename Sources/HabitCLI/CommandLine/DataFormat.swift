import HabitStore
import HabitSystem
/// The formats `habit export` writes and `habit import` reads, as typed after `--format`.
enum DataFormat: String, CaseIterable, Sendable {
    /// Rows of `name,date`, RFC 4180 quoting, with a header line.
    case csv
    /// The data file's own format (see ``StoreFormat``): keeps ids, icons, colours and
    /// creation days.
    case json
}

extension DataFormat {
    /// The format of `bytes` when none was given: JSON when the first thing after spaces (and
    /// a byte-order mark) is `{`, else CSV, whose header or first name rarely starts so.
    static func detect(_ bytes: [UInt8]) -> DataFormat {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let first = bytes[start...].first { !" \t\r\n".utf8.contains($0) }
        return first == UInt8(ascii: "{") ? .json : .csv
    }
}
