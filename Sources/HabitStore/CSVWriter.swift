import HabitSystem
/// Writing CSV that ``CSVReader`` and spreadsheets read back: RFC 4180 quoting, LF line ends.
public enum CSVWriter {
    /// `fields` as one line, ending in a newline.
    public static func row(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\n"
    }

    /// `text` as a field: unchanged when plain, else in double quotes with quotes doubled.
    public static func field(_ text: String) -> String {
        let needsQuotes =
            text.unicodeScalars.contains { scalar in
                scalar == "," || scalar == "\"" || scalar == "\n" || scalar == "\r"
            } || text.first?.isWhitespace == true || text.last?.isWhitespace == true
        guard needsQuotes else { return text }
        return "\"" + text.replacing("\"", with: "\"\"") + "\""
    }
}
