import HabitSystem
/// The limits of a habit file as messages quote them, passed with the message so that the
/// language tables hold words only.
package struct FileLimits: Equatable, Sendable {
    /// The largest data file habit reads or writes, in bytes.
    package let maximumSize: Int
    /// The newest format version habit reads.
    package let newestVersion: Int

    /// This build's limits.
    package static let current = FileLimits(maximumSize: AtomicFile.maximumSize, newestVersion: StoreFormat.version)
}
