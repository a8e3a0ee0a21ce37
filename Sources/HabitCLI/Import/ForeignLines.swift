import HabitStore
import HabitSystem
import HabitText
/// One line of a text file that another tracker wrote: its number (from 1) and its text,
/// without the line break.
struct ForeignLine: Equatable, Sendable {
    let number: Int
    let text: String
}

/// Splits the text files of other trackers into lines, the one way every importer reads them.
enum ForeignLines {
    /// The lines of `bytes` (from `path`) that carry something: blank lines, and lines that
    /// start with `comment` when one is given, are left out. A byte-order mark and CR before LF
    /// are dropped.
    ///
    /// - Throws: ``ImportError/foreignLine(path:line:_:)`` for a line that is not UTF-8.
    static func lines(_ bytes: [UInt8], path: String, comment: Character? = nil) throws(ImportError) -> [ForeignLine] {
        var lines: [ForeignLine] = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var number = 0
        while start < bytes.count {
            number += 1
            var end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let next = end + 1
            if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            let raw = bytes[start..<end]
            start = next
            guard let text = String(validating: raw, as: UTF8.self) else {
                throw .foreignLine(
                    path: path, line: number,
                    .unreadable(text: String(decoding: raw, as: UTF8.self), expected: "UTF-8 text"))
            }
            if text.allSatisfy(\.isWhitespace) { continue }
            if let comment, text.first == comment { continue }
            lines.append(ForeignLine(number: number, text: text))
        }
        return lines
    }

    /// `text` split at every `separator`, keeping empty fields (`a : : b` has three).
    static func fields(_ text: String, separatedBy separator: String) -> [String] {
        text.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
    }
}
