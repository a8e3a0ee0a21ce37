import HabitStore
import HabitSystem
import HabitText
/// How long a change waits for another `habit` to release the data file: `--wait SECONDS`,
/// else the environment variable `HABIT_WAIT`, else ``FileLock/defaultWait``.
enum LockWait {
    /// The seconds one may ask for: from 0 (do not wait) to a day.
    static let range = 0.0...86_400.0

    /// The name of the environment variable.
    static let variable = "HABIT_WAIT"

    /// The seconds `text` asks for: a plain decimal number in ``range`` ("10", "2.5").
    static func seconds(_ text: String) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            let value = Double(text), range.contains(value)
        else { return nil }
        return value
    }

    /// The wait for a command line's `option` and the `environment`.
    static func resolve(option: Double?, environment: [String: String]) throws(UsageError) -> Double {
        if let option { return option }
        guard let text = environment[variable], !text.isEmpty else { return FileLock.defaultWait }
        guard let value = seconds(text) else { throw .badWait(text, variable: true, maximum: Int(range.upperBound)) }
        return value
    }
}
