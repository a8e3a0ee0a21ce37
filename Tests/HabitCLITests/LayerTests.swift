import Foundation
import Testing

/// The layers `Package.swift` declares, read from the sources: the formats below the store and
/// the text module, which sit side by side below the command line; none imports a module above
/// it or beside it, and neither the formats nor the text import anything that reaches the system
/// (no files, clock or environment).
@Suite struct LayerTests {
    /// The repository's root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The Swift files under `folder` that import one of `modules`.
    static func importers(in folder: String, of modules: [String]) throws -> [String] {
        let base = root.appendingPathComponent(folder)
        let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
        return try files.filter { $0.hasSuffix(".swift") }.filter { file in
            let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
            return text.split(separator: "\n").contains { line in
                modules.contains { line.hasPrefix("import \($0)") || line.hasPrefix("@testable import \($0)") }
            }
        }
    }

    /// The modules the Swift files under `folder` import.
    static func imports(in folder: String) throws -> Set<String> {
        let base = root.appendingPathComponent(folder)
        let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
        var modules: Set<String> = []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                if let match = line.firstMatch(of: /^(?:@\w+ )?import (\w+)/) { modules.insert(String(match.output.1)) }
            }
        }
        return modules
    }

    @Test func theTextModuleImportsNothingAboveIt() throws {
        #expect(try Self.importers(in: "Sources/HabitText", of: ["HabitCLI", "HabitStore", "HabitSystem", "Foundation"]) == [])
        #expect(try Self.imports(in: "Sources/HabitText").isSubset(of: ["HabitCore", "HabitFormat", "Synchronization"]))
        #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent("Sources/HabitText").path))
    }

    @Test func theFormatsImportTheModelAlone() throws {
        #expect(try Self.imports(in: "Sources/HabitFormat") == ["HabitCore"])
    }

    /// The lines of the Swift files under `folder`, outside comments, that name a way to a
    /// file, the clock, the environment or a process (Foundation is visible through HabitCore).
    static func worldly(in folder: String) throws -> [String] {
        let base = root.appendingPathComponent(folder)
        let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
        let world = /FileManager|FileHandle|ProcessInfo|\bDate\(\)|Date\.now|Data\(contentsOf|contentsOfFile|URL\(fileURLWithPath|getenv|\bProcess\(|import (Glibc|Darwin|HabitSystem)/
        var found: [String] = []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                if line.contains(world) { found.append("\(file): \(line)") }
            }
        }
        return found
    }

    @Test(arguments: ["Sources/HabitCore", "Sources/HabitFormat", "Sources/HabitText"])
    func thePureModulesReadNoFileClockOrEnvironment(_ folder: String) throws {
        #expect(try Self.worldly(in: folder) == [])
    }

    @Test func theStoreImportsNothingAboveIt() throws {
        #expect(try Self.importers(in: "Sources/HabitStore", of: ["HabitCLI", "HabitText"]) == [])
        #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent("Sources/HabitStore").path))
    }
}
