import Foundation
@testable import HabitSystem
import Testing
@testable import HabitStore

/// The executable links FoundationEssentials only (on Linux): one file chooses the Foundation
/// (`Sources/HabitCore/FoundationSubset.swift`), and no source names what would pull in ICU or
/// the linker's `mktemp` warning. `habit-bench cli` measures what this buys (size, start).
@Suite struct LeanBinaryTests {
    /// Types that link Foundation's ICU parts or its file-writing code into the binary.
    static let heavyTypes: Set<String> = [
        "TimeZone", "Calendar", "Locale", "ProcessInfo", "FileHandle", "FileManager", "ISO8601FormatStyle",
        "DateFormatter", "NumberFormatter",
    ]
    /// Calls that need all of Foundation.
    static let heavyCalls = [
        "import Foundation\n", "String(format:", "components(separatedBy", "replacingOccurrences",
        "trimmingCharacters", "folding(options", "precomposedString",
    ]

    @Test func noSourceOfTheBinaryNamesHeavyFoundation() throws {
        let sources = DocumentationTests.root + "/Sources"
        let files = FileManager.default.enumerator(atPath: sources)?.compactMap { $0 as? String } ?? []
        let allowed = ["HabitCore/FoundationSubset.swift"]
        for file in files where file.hasSuffix(".swift") && !file.hasPrefix("habit-bench/") && !allowed.contains(file) {
            let code =
                try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
                .split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                .joined(separator: "\n") + "\n"
            let identifiers = Set(code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
            // Platform.swift reads the environment through ProcessInfo on macOS only.
            let types = file.hasSuffix("Platform.swift") ? Self.heavyTypes.subtracting(["ProcessInfo"]) : Self.heavyTypes
            #expect(identifiers.isDisjoint(with: types), "\(file) names \(identifiers.intersection(types))")
            for call in Self.heavyCalls {
                #expect(!code.contains(call), "\(file) calls \(call.trimmingCharacters(in: .newlines))")
            }
        }
    }
}
