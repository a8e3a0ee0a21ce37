import HabitStore
import HabitSystem
import HabitText
/// Where the config file lives: `$XDG_CONFIG_HOME/habit/config` when that is an absolute
/// path, else `~/.config/habit/config`; `nil` when neither can be told (no `HOME`).
enum ConfigLocation {
    /// The config file's path in `environment`.
    static func path(in environment: [String: String]) -> String? {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return config + "/habit/config"
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return home + "/.config/habit/config"
        }
        return nil
    }

    /// The config file in `environment`: `nil` when there is none (a missing file is no error).
    static func read(in environment: [String: String]) throws(ConfigError) -> ConfigFile? {
        guard let path = path(in: environment) else { return nil }
        let bytes: [UInt8]
        do {
            guard case .contents(let contents) = try AtomicFile.read(path) else { return nil }
            bytes = contents
        } catch {
            guard case .unreadable(_, let reason) = error else { throw .notText(path: path) }
            throw .unreadable(path: path, reason: reason)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notText(path: path) }
        return try ConfigFile(parsing: text, path: path)
    }
}
