import HabitCore
import HabitSystem

/// Changes that `habit undo` takes back as one, such as the answers of one `habit ask`: each is
/// written as it is made, and the backup keeps the state before the first.
public struct ChangeSeries: Sendable {
    /// The habits before the first change, and the file's bytes they were read from.
    public var start: (stored: HabitStore.Stored, bytes: [UInt8]?)?
    /// The fingerprint of the file the last change wrote.
    public var lastWritten: Fingerprint?
    /// Whether the series is the newest change in the history already, so each later change
    /// of it takes that change's place.
    public var inHistory = false

    /// A series with no change yet.
    public init() {}
}
