import HabitCore

/// A word as a POSIX shell needs it typed: unchanged when it is plain, else in single quotes.
public func shellQuoted(_ word: String) -> String {
    let plain =
        !word.isEmpty
        && word.unicodeScalars.allSatisfy { scalar in
            scalar.value > 0x7F || scalar.properties.isAlphabetic || "0123456789_-.,/+:@%".unicodeScalars.contains(scalar)
        }
    if plain { return word }
    return "'" + word.replacing("'", with: "'\\''") + "'"
}

/// The command line that runs `command` on the habit `name`, ready to copy: `habit check
/// 'Wasser trinken'`, with `--` before a name that starts with a dash.
public func commandLine(_ command: CommandName, _ name: String) -> String {
    "habit \(command.rawValue) " + (name.hasPrefix("-") ? "-- " : "") + shellQuoted(name)
}

/// The command line that runs `command` on the habit `name` for `day`: `habit check --date
/// 2026-11-20 Lesen`, the option before the name so that `--` can still precede it.
public func commandLine(_ command: CommandName, _ name: String, date day: Day) -> String {
    "habit \(command.rawValue) --date \(day) " + (name.hasPrefix("-") ? "-- " : "") + shellQuoted(name)
}
