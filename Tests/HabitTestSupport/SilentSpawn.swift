import Foundation
import HabitStore
import HabitSystem

/// Starting a program with `posix_spawn`, its output discarded: cheaper and more exact in its
/// timing than `Process`, for the crash harness and the benchmark, which start hundreds of
/// processes and time them. `habit` itself starts no process, so this is not in its library.
public enum SilentSpawn {
    /// Starts `path` with `arguments` and exactly `environment`, standard input, output and
    /// error on `/dev/null`, and returns its process id (the C library's error code is thrown).
    public static func start(
        _ path: String, arguments: [String], environment: [String: String]
    ) throws(Failure) -> pid_t {
        // The one difference between the systems here: Glibc's file actions are a struct,
        // Darwin's an opaque pointer.
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
        #else
            var actions: posix_spawn_file_actions_t? = nil
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let result = posix_spawn(&pid, path, &actions, nil, argv, envp)
        guard result == 0 else { throw Failure(code: result) }
        return pid
    }

    /// `posix_spawn` failed with `code` (an `errno` value).
    public struct Failure: Error, CustomStringConvertible {
        /// The C library's error code.
        public let code: Int32
        /// The C library's words for it.
        public var description: String { String(cString: strerror(code)) }
    }
}
