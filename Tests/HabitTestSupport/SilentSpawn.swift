import Foundation
import HabitStore
import HabitSystem

/// Starting a program with `posix_spawn`, its output discarded: cheaper and more exact in its
/// timing than `Process`, for the crash harness and the benchmark, which start hundreds of
/// processes and time them. `habit` itself starts no process, so this is not in its library.
public enum SilentSpawn {
    /// Starts `path` with `arguments` and exactly `environment`, standard input and error on
    /// `/dev/null` and standard output on `output` (an existing file) or `/dev/null`, and
    /// returns its process id (the C library's error code is thrown). The child starts with
    /// every signal at its default and none blocked, whatever the calling thread has (a test
    /// runner's threads block some), so signals sent to it arrive.
    public static func start(
        _ path: String, arguments: [String], environment: [String: String], output: String? = nil
    ) throws(Failure) -> pid_t {
        // The one difference between the systems here: Glibc's file actions and attributes are
        // structs, Darwin's opaque pointers.
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #else
            var actions: posix_spawn_file_actions_t? = nil
            var attributes: posix_spawnattr_t? = nil
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output ?? "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigfillset(&defaults)
        sigdelset(&defaults, SIGKILL)
        sigdelset(&defaults, SIGSTOP)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
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
