import HabitStore
import HabitSystem
/// The user's desktop session as a notification needs it: the session bus, and the display of
/// the session where one can be told. From a terminal of the session the environment has them
/// all; from cron it has none, and they are found where the session keeps them, so that a
/// crontab line needs no environment of its own.
struct DesktopSession: Equatable, Sendable {
    /// `DBUS_SESSION_BUS_ADDRESS` for the programs started: the environment's, else
    /// `unix:path=` and the bus socket found.
    let busAddress: String
    /// The variables a notifying program gets on top of the environment: the bus address and,
    /// where found, `XDG_RUNTIME_DIR`, `DISPLAY` or `WAYLAND_DISPLAY`.
    let variables: [String: String]

    /// The session of the user `userID`, or `nil` when there is no session bus.
    ///
    /// - The bus: `DBUS_SESSION_BUS_ADDRESS` when set; else the socket `bus` in the runtime
    ///   folder, which is `XDG_RUNTIME_DIR` when set, else `/run/user/UID`.
    /// - The display: `DISPLAY` or `WAYLAND_DISPLAY` when set; else `:0` when the X server's
    ///   socket `/tmp/.X11-unix/X0` exists; else `wayland-0` when that socket is in the runtime
    ///   folder; else none (a notification needs only the bus).
    ///
    /// `isSocket` answers whether a path is a socket (the file system, or a test's).
    static func find(
        environment: [String: String], userID: UInt32, isSocket: (String) -> Bool = DesktopSession.isSocket
    ) -> DesktopSession? {
        func set(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        let runtime = set("XDG_RUNTIME_DIR") ?? "/run/user/\(userID)"
        var variables: [String: String] = [:]
        let address: String
        if let given = set("DBUS_SESSION_BUS_ADDRESS") {
            address = given
        } else {
            let socket = runtime + "/bus"
            guard isSocket(socket) else { return nil }
            address = "unix:path=" + socket
            variables["DBUS_SESSION_BUS_ADDRESS"] = address
        }
        if set("XDG_RUNTIME_DIR") == nil, isSocket(runtime + "/bus") { variables["XDG_RUNTIME_DIR"] = runtime }
        if set("DISPLAY") == nil && set("WAYLAND_DISPLAY") == nil {
            if isSocket("/tmp/.X11-unix/X0") {
                variables["DISPLAY"] = ":0"
            } else if isSocket(runtime + "/wayland-0") {
                variables["WAYLAND_DISPLAY"] = "wayland-0"
            }
        }
        return DesktopSession(busAddress: address, variables: variables)
    }

    /// Whether `path` is a socket on this machine.
    static func isSocket(_ path: String) -> Bool {
        var facts = stat()
        return stat(path, &facts) == 0 && facts.st_mode & S_IFMT == S_IFSOCK
    }
}
