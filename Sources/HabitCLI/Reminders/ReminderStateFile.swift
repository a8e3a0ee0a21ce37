/// Where `habit remind` keeps its ``ReminderState``, `$XDG_STATE_HOME/habit/remind-state` (else
/// `~/.local/state/habit/remind-state`), read and written with the data file's discipline: a
/// temporary file, flushed, then renamed over the old one.
struct ReminderStateFile: Sendable {
    /// The file's path.
    let path: String

    /// The state file for `environment`, or `nil` without an absolute `XDG_STATE_HOME` or `HOME`.
    init?(environment: [String: String]) {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            path = (state.hasSuffix("/") ? state : state + "/") + "habit/remind-state"
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            path = (home.hasSuffix("/") ? home : home + "/") + ".local/state/habit/remind-state"
        } else {
            return nil
        }
    }

    /// The state in the file; an empty one when it is missing or cannot be read.
    func read() -> ReminderState {
        guard case .contents(let bytes) = try? AtomicFile.read(path) else { return ReminderState() }
        return ReminderState(parsing: String(decoding: bytes, as: UTF8.self))
    }

    /// Writes `state`, creating the folder when needed.
    func write(_ state: ReminderState) throws(StoreError) {
        try AtomicFile.createFolders(for: path)
        try AtomicFile.write(Array(state.text.utf8), to: path)
    }
}
