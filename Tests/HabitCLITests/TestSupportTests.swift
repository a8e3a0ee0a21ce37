import Foundation
@testable import HabitSystem
import Testing
@testable import HabitStore

/// The helpers the tests and the benchmark share live in `HabitTestSupport`, a target in no
/// product: the shipped `HabitCLI` and `HabitCore` libraries and the `habit` executable hold
/// none of them.
@Suite struct TestSupportTests {
    /// What only the tests and the benchmark need: drawing random inputs, starting processes,
    /// scratch folders, running the built binary.
    static let helpers = ["SeededRandom", "SilentSpawn", "ScratchFolder", "RealBinary", "mkdtemp"]

    @Test("no source of the shipped libraries or the executable declares or uses a test helper", arguments: helpers)
    func theShippedCodeHasNoTestHelper(_ helper: String) throws {
        let sources = DocumentationTests.root + "/Sources"
        let files = FileManager.default.enumerator(atPath: sources)?.compactMap { $0 as? String } ?? []
        let shipped = files.filter { $0.hasSuffix(".swift") && !$0.hasPrefix("habit-bench/") }
        #expect(shipped.count > 50)  // the sources were found
        for file in shipped {
            let code = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            #expect(!code.contains(helper), "\(file) names \(helper)")
        }
    }

    @Test("the shipped code starts processes only through Platform.swift (the reminders' ChildProcess)")
    func spawnOnlyInThePlatformSeam() throws {
        let sources = DocumentationTests.root + "/Sources"
        let files = FileManager.default.enumerator(atPath: sources)?.compactMap { $0 as? String } ?? []
        let shipped = files.filter { $0.hasSuffix(".swift") && !$0.hasPrefix("habit-bench/") }
        #expect(shipped.count > 50)  // the sources were found
        for file in shipped where !file.hasSuffix("System/Platform.swift") {
            let code = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            #expect(!code.contains("posix_spawn"), "\(file) names posix_spawn")
        }
    }

    @Test("HabitTestSupport is in no product: only the test targets and habit-bench depend on it")
    func theSupportTargetIsInNoProduct() throws {
        let manifest = try String(contentsOfFile: DocumentationTests.root + "/Package.swift", encoding: .utf8)
        let products = try #require(
            manifest.components(separatedBy: "products: [").dropFirst().first?
                .components(separatedBy: "],").first)
        #expect(products.contains("\"HabitCLI\""))  // the list of products was found
        #expect(!products.contains("HabitTestSupport"))  // and the support target is not in it
    }
}
