import Foundation
@testable import HabitStore
@testable import HabitSystem

/// Zip archives made at test time by Python's `zipfile` (deflated, level 9): Loop exports too
/// large to check in, and ones whose central directory claims a size other than the real one.
enum ZipFixtures {
    static let python = "/usr/bin/python3"
    static var hasPython: Bool { FileManager.default.isExecutableFile(atPath: python) }

    /// A file of the archive: its path inside it, and either its text or a size to fill with
    /// Loop's check rows (`2026-11-28,YES_MANUAL,` under a header, then empty lines up to the
    /// size); `declared` makes the central directory claim another size.
    struct Member: Encodable {
        var name: String
        var text: String? = nil
        var size: Int? = nil
        var declared: Int? = nil
    }

    /// Loop's Habits.csv listing one habit, Run, whose folder is `001 Run`.
    static let habits = Member(
        name: "Habits.csv",
        text: "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,"
            + "Target Type,Target Value,Archived?\n001,Run,YES_NO,,,1,1,#1976D2,,,,false\n")

    private static let script = """
        import json, struct, sys, zipfile
        path, members = sys.argv[1], json.loads(sys.argv[2])
        with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
            for member in members:
                if member.get("text") is not None:
                    data = member["text"].encode()
                else:
                    head, row = b"Date,Value,Notes\\n", b"2026-11-28,YES_MANUAL,\\n"
                    data = head + row * ((member["size"] - len(head)) // len(row))
                    data += b"\\n" * (member["size"] - len(data))
                archive.writestr(member["name"], data)
        data = bytearray(open(path, "rb").read())
        position = data.find(b"PK\\x01\\x02")
        while position >= 0:
            length = struct.unpack_from("<H", data, position + 28)[0]
            name = data[position + 46:position + 46 + length].decode()
            for member in members:
                if member["name"] == name and member.get("declared") is not None:
                    struct.pack_into("<I", data, position + 24, member["declared"])
            position = data.find(b"PK\\x01\\x02", position + 46)
        open(path, "wb").write(data)
        """

    /// Writes the archive of `members` to `path`; its bytes.
    @discardableResult
    static func make(_ path: String, _ members: [Member]) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        let json = String(decoding: try JSONEncoder().encode(members), as: UTF8.self)
        process.arguments = ["-c", script, path, json]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
