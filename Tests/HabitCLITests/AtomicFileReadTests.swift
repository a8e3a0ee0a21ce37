import Foundation
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// Reading a whole file straight into an array of its size: every byte, whatever the size, and
/// a stream read on to its end.
@Suite struct AtomicFileReadTests {
    @Test("a file is read whole, byte for byte", arguments: [0, 1, 4095, 65_536, 65_537, 200_003])
    func readsEveryByte(size: Int) throws {
        let folder = try ScratchFolder()
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        try folder.write(bytes, to: "file")
        #expect(try AtomicFile.read(folder.file("file")) == .contents(bytes))  // the same bytes, no more
    }

    @Test("a stream is read to its end, past the size it claims")
    func readsAStream() throws {
        let folder = try ScratchFolder()
        let bytes = (0..<150_000).map { UInt8(truncatingIfNeeded: $0) }
        try folder.write(bytes, to: "file")
        // A pipe claims no size; a shell feeds it.
        #expect(mkfifo(folder.file("pipe"), 0o600) == 0)
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        writer.arguments = ["-c", "cat \"$0\" > \"$1\"", folder.file("file"), folder.file("pipe")]
        try writer.run()
        let read = try AtomicFile.read(folder.file("pipe"), allowingStreams: true)
        writer.waitUntilExit()
        #expect(read == .contents(bytes))  // everything the writer wrote
    }
}
