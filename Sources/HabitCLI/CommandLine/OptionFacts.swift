import HabitCore

/// The defaults and choices that option help quotes, passed with the message so that the
/// language tables hold words only.
struct OptionFacts: Equatable, Sendable {
    /// The seconds a change waits for the lock unless told otherwise.
    let defaultWait: Int
    /// The icon of a habit added without `--icon`.
    let defaultIcon: String
    /// The colours a habit can have, as `--color` takes them.
    let colors: [String]

    /// This build's defaults and choices.
    static let current = OptionFacts(
        defaultWait: Int(FileLock.defaultWait), defaultIcon: Defaults.icon, colors: HabitColor.allCases.map(\.rawValue))
}
