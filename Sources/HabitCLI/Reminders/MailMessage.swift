import HabitStore
import HabitSystem
/// A plain-text mail as `sendmail -t` reads it: headers (the recipients among them), a blank
/// line, the body. UTF-8 throughout; a subject with other than ASCII is encoded as RFC 2047
/// says, so that every mail reader shows "Gewohnheiten noch offen" and "Lesen ✓" as written.
struct MailMessage: Equatable, Sendable {
    /// The recipient.
    let to: String
    /// The subject line.
    let subject: String
    /// The text.
    let body: String

    /// The whole message, lines ended by LF (sendmail's local convention).
    var text: String {
        let lines = [
            "To: \(to)", "Subject: \(Self.encodedHeader(subject))", "MIME-Version: 1.0",
            "Content-Type: text/plain; charset=UTF-8", "Content-Transfer-Encoding: 8bit", "Auto-Submitted: auto-generated",
            "", body,
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `value` as it may stand in a header: itself when printable ASCII, else
    /// `=?UTF-8?B?…?=` (base64 of its UTF-8). Line breaks never survive into a header.
    static func encodedHeader(_ value: String) -> String {
        let flat = value.split(whereSeparator: \.isNewline).joined(separator: " ")
        if flat.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return flat }
        return "=?UTF-8?B?" + base64(Array(flat.utf8)) + "?="
    }

    /// Base64 of `bytes` (RFC 4648, with padding).
    static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        var text = ""
        var index = 0
        while index < bytes.count {
            let rest = bytes.count - index
            let first = UInt32(bytes[index])
            let second = rest > 1 ? UInt32(bytes[index + 1]) : 0
            let third = rest > 2 ? UInt32(bytes[index + 2]) : 0
            let group = first << 16 | second << 8 | third
            text.append(alphabet[Int(group >> 18 & 63)])
            text.append(alphabet[Int(group >> 12 & 63)])
            text.append(rest > 1 ? alphabet[Int(group >> 6 & 63)] : "=")
            text.append(rest > 2 ? alphabet[Int(group & 63)] : "=")
            index += 3
        }
        return text
    }
}
