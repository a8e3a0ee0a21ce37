import HabitStore
import HabitSystem
// The release build of habit-bench (`make build-all`) compiles this target without the
// Testing module, which only test builds have; these helpers serve the tests alone.
#if canImport(Testing)
    import Foundation
    import Testing

    /// What some tests need that only Linux has; on macOS they are skipped with these reasons
    /// instead of failing.
    public enum LinuxOnly {
        /// `/dev/full`: a device that refuses every write with ENOSPC (and reads as zeros).
        public static let hasDevFull = FileManager.default.fileExists(atPath: "/dev/full")

        /// Why a test that writes to `/dev/full` is skipped.
        public static let devFullReason: Comment = "needs /dev/full (Linux)"

        /// Whether this is Linux, where tmpfs mounts and `/proc/self/exe` exist.
        public static var isLinux: Bool {
            #if os(Linux)
                return true
            #else
                return false
            #endif
        }
    }
#endif
