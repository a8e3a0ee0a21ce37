import Foundation
import Testing

/// The layers `Package.swift` declares, read from the sources: the text module and the store sit
/// below the command line and never import it, nor each other.
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

    @Test func theTextModuleImportsNothingAboveIt() throws {
        #expect(try Self.importers(in: "Sources/HabitText", of: ["HabitCLI", "HabitStore"]) == [])
        #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent("Sources/HabitText").path))
    }

    @Test func theStoreImportsNothingAboveIt() throws {
        #expect(try Self.importers(in: "Sources/HabitStore", of: ["HabitCLI", "HabitText"]) == [])
        #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent("Sources/HabitStore").path))
    }
}
