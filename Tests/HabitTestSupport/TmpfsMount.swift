import HabitStore
import HabitSystem
// The release build of habit-bench (`make build-all`) compiles this target without the
// Testing module, which only test builds have; these helpers serve the tests alone.
#if canImport(Testing)
    import Foundation
    import Testing

    /// A small tmpfs mounted for one test (root only): a disk that fills up after a few kilobytes,
    /// or that can be made read-only even for root. Unmounted when the test is done.
    public final class TmpfsMount {
        /// Where it is mounted.
        public let path: String
        /// The scratch folder it is mounted in, kept alive until the mount is gone.
        private let scratch: ScratchFolder

        /// Whether this process may mount (it is root and `mount` works here).
        public static let isAvailable: Bool = {
            guard LinuxOnly.isLinux, geteuid() == 0, let scratch = try? ScratchFolder() else { return false }
            let probe = scratch.file("probe")
            guard (try? FileManager.default.createDirectory(atPath: probe, withIntermediateDirectories: true)) != nil,
                TmpfsMount.mount(["-t", "tmpfs", "-o", "size=64k", "tmpfs", probe])
            else { return false }
            _ = TmpfsMount.run("/usr/bin/umount", [probe]) || TmpfsMount.run("/bin/umount", [probe])
            return true
        }()

        /// Why a test that needs a tmpfs is skipped.
        public static let skipReason: Comment = "needs Linux, root and a working mount to make a small tmpfs"

        /// Mounts a tmpfs of `kilobytes` at the folder `name` in `scratch`, creating the folder.
        public init(_ name: String, in scratch: ScratchFolder, kilobytes: Int) throws {
            let path = scratch.file(name)
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            guard TmpfsMount.mount(["-t", "tmpfs", "-o", "size=\(kilobytes)k,mode=0700", "tmpfs", path]) else {
                throw MountError.failed(path)
            }
            self.path = path
            self.scratch = scratch
        }

        /// Makes the file system read-only: no process, not even root, can change it now.
        public func remountReadOnly() throws {
            guard TmpfsMount.mount(["-o", "remount,ro", path]) else { throw MountError.failed(path) }
        }

        /// Fills every free byte with a file `name` and returns its size.
        public func fill(_ name: String) -> Int {
            let descriptor = open(path + "/" + name, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            guard descriptor >= 0 else { return 0 }
            defer { close(descriptor) }
            let block = [UInt8](repeating: 0x2E, count: 4096)
            var total = 0
            while true {
                let written = block.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                guard written > 0 else { return total }
                total += written
            }
        }

        deinit {
            _ = TmpfsMount.run("/usr/bin/umount", ["-l", path]) || TmpfsMount.run("/bin/umount", ["-l", path])
        }

        private static func mount(_ arguments: [String]) -> Bool {
            run("/usr/bin/mount", arguments) || run("/bin/mount", arguments)
        }

        private static func run(_ tool: String, _ arguments: [String]) -> Bool {
            guard FileManager.default.isExecutableFile(atPath: tool) else { return false }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return false }
            process.waitUntilExit()
            return process.terminationStatus == 0
        }

        /// Why a mount could not be made or changed.
        public enum MountError: Error {
            /// `mount` failed for the folder.
            case failed(String)
        }
    }
#endif
